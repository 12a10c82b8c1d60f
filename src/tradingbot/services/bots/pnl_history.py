"""Each bot's equity and PnL over time, sampled by the engine and kept on the server (issue:
discovery, "PnL history").

Why buckets: a chart of the first day wants minutes, of a month hours, of a bot's life days. Every
sample writes the point of its minute (during the bot's first day), its hour and its day (the
latest sample of a bucket wins), so storage per bot is bounded: at most 1 440 minute points,
``HOURS_KEPT`` hourly points and one point per day. A bot that completed since the last sample
gets its final point (its frozen close numbers) and is not sampled again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotPnlPointRow, BotRow
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.services.background import BackgroundLoop
from tradingbot.services.bots.bot_common import bot_not_found
from tradingbot.services.clock import Clock

log = logging.getLogger(__name__)
MINUTE_MS = 60_000
HOURS_KEPT = 24 * 30
SAMPLE_SECONDS = 60.0
BUCKETS = {"m": MINUTE_MS, "h": HOUR_MS, "d": DAY_MS}

FIGURES: Mapping[str, tuple[str, str, str | None]] = {
    "GRID_SPOT": ("equity", "total_profit", None),
    "GRID_FUTURES": ("equity", "pnl", "pnl_per"),
    "DCA_SPOT": ("equity", "total_pnl", "total_pnl_percentage"),
    "MART_FUTURES": ("equity", "pnl", "pnl_per"),
    "COMBO_FUTURES": ("equity", "total_pnl", "total_pnl_per"),
}
"""Per family: the detail fields holding equity, total PnL and PnL % (None: PnL over the investment)."""


@dataclass(frozen=True, slots=True)
class PnlPoint:
    """A bot's numbers at one time."""

    ts: int
    equity: Decimal
    pnl: Decimal
    pnl_per: Decimal


def point_of(family: str, detail: Mapping[str, Any], ts: int) -> PnlPoint:
    """The sample of a detail dict of ``family``."""
    eq_key, pnl_key, per_key = FIGURES[family]
    equity, pnl = Decimal(str(detail[eq_key])), Decimal(str(detail[pnl_key]))
    if per_key is not None:
        per = Decimal(str(detail[per_key] or 0))
    else:
        invest = Decimal(str(detail.get("total_investment") or 0))
        per = (pnl / invest).quantize(Decimal("0.000001")) if invest > 0 else Decimal(0)
    return PnlPoint(ts, equity, pnl, per)


class PnlHistory(BackgroundLoop):
    """Samples every hosted bot (and the final point of each one that completed) into buckets."""

    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        details: Callable[[BotRow], dict[str, Any]],
        hosted: Callable[[], set[str]],
        clock: Clock,
    ) -> None:
        self._db = sessions
        self._details = details
        self._hosted = hosted
        self._clock = clock
        self._seen: set[int] = set()

    async def sample(self, now: int | None = None) -> int:
        """Write one point per bucket for every running bot and the final point of bots that
        completed since the last call; returns how many bots were sampled."""
        ts = self._clock() if now is None else now
        hosted = {int(b) for b in self._hosted()}
        ids = hosted | self._seen
        if not ids:
            return 0
        async with self._db() as s:
            rows = (await s.scalars(select(BotRow).where(BotRow.id.in_(ids)))).all()
            for row in rows:
                point = point_of(row.family, self._details(row), ts)
                for bucket, step in BUCKETS.items():
                    if bucket == "m" and ts - row.created_ms >= DAY_MS:
                        continue
                    await s.merge(_row(row.id, bucket, ts - ts % step, point))
                await s.execute(
                    delete(BotPnlPointRow).where(
                        BotPnlPointRow.bot_id == row.id,
                        BotPnlPointRow.bucket == "h",
                        BotPnlPointRow.ts_ms < ts - HOURS_KEPT * HOUR_MS,
                    )
                )
            await s.commit()
        self._seen = hosted
        return len(rows)

    async def owned_points(
        self, user_id: int, bot_id: int, start: int | None, end: int | None
    ) -> tuple[str, list[PnlPoint]]:
        """:meth:`points` of one of the user's bots (another user's answers as a missing one)."""
        async with self._db() as s:
            row: BotRow | None = await s.get(BotRow, bot_id)
        if row is None or row.user_id != user_id:
            raise bot_not_found(bot_id)
        return await self.points(bot_id, start, end)

    async def points(self, bot_id: int, start: int | None, end: int | None) -> tuple[str, list[PnlPoint]]:
        """The finest bucket kept for ``[start, end]`` (default: the bot's whole history): minutes for
        up to a day, hours for up to ``HOURS_KEPT``, else days; its points in time order."""
        async with self._db() as s:
            rows = (
                await s.scalars(
                    select(BotPnlPointRow)
                    .where(BotPnlPointRow.bot_id == bot_id)
                    .order_by(BotPnlPointRow.ts_ms)
                )
            ).all()
        if not rows:
            return "m", []
        lo = rows[0].ts_ms if start is None else start
        hi = rows[-1].ts_ms if end is None else end
        span = hi - lo
        order = ("m", "h", "d") if span <= DAY_MS else ("h", "d") if span <= HOURS_KEPT * HOUR_MS else ("d",)
        chosen: list[BotPnlPointRow] = []
        for bucket in order:
            chosen = [r for r in rows if r.bucket == bucket and lo - BUCKETS[bucket] < r.ts_ms <= hi]
            if chosen and (start is None or chosen[0].ts_ms <= lo + BUCKETS[bucket]):  # it covers the start
                break
        return bucket, [_point(r) for r in chosen]

    async def _loop(self) -> None:
        while True:
            try:
                await self.sample()
            except Exception:  # a failed sample is retried at the next one; the engine goes on
                log.exception("PnL history sample failed")
            await asyncio.sleep(SAMPLE_SECONDS)


def _row(bot_id: int, bucket: str, ts: int, p: PnlPoint) -> BotPnlPointRow:
    return BotPnlPointRow(
        bot_id=bot_id, bucket=bucket, ts_ms=ts, equity=fmt(p.equity), pnl=fmt(p.pnl), pnl_per=fmt(p.pnl_per)
    )


def _point(r: BotPnlPointRow) -> PnlPoint:
    return PnlPoint(r.ts_ms, Decimal(r.equity), Decimal(r.pnl), Decimal(r.pnl_per))
