"""The public ranking of bots of every family (issue 15, SPEC §2 "Ranking list", §3 "Ranking rows").

Why a short cache: the ranking is public and polled, and a row needs the bot's detail and its PnL
history. Rows are computed from the bot rows and the kept PnL points at most every ``CACHE_MS``;
the cheap parts that must be current (who is unlisted, copied counts) are read per request.

Integrity: a bot enters after ``MIN_RUNTIME_MS``; bots closed (or liquidated) within
``CLOSED_WINDOW_MS`` stay with their outcome; each row says whether funds were added to or
withdrawn from the bot (ledger references ``bot:<id>:add`` / ``bot:<id>:withdraw``), and PnL % is the
family's own, over what was put in. A family joins by its service's ``RANK_*`` attributes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy import func, or_, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotPnlPointRow, BotRow, JournalRow, User
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.services.bots.pnl_history import point_of
from tradingbot.services.clock import Clock
from tradingbot.services.discovery.ranking_figures import (
    Sample,
    max_drawdown,
    pnl_since,
    to_e4,
    yield_trend,
)
from tradingbot.services.discovery.ranking_settings import RankingSettings, masked_name

MIN_RUNTIME_MS = HOUR_MS
CLOSED_WINDOW_MS = 7 * DAY_MS
CACHE_MS = 15_000
TREND_DAYS = 30
RUN_TIME_BUCKETS: tuple[tuple[str, int, int | None], ...] = (
    ("WITHIN_1D", 0, DAY_MS),
    ("D1_TO_D7", DAY_MS, 7 * DAY_MS),
    ("D7_TO_D30", 7 * DAY_MS, 30 * DAY_MS),
    ("OVER_D30", 30 * DAY_MS, None),
)
"""id, from (inclusive) and to (exclusive) running time in ms."""
PNL_BUCKETS: tuple[tuple[str, int, int | None], ...] = (
    ("PNL_0_5", 0, 5),
    ("PNL_5_10", 5, 10),
    ("PNL_10_20", 10, 20),
    ("PNL_20_50", 20, 50),
    ("PNL_50_70", 50, 70),
    ("PNL_70_100", 70, 100),
    ("PNL_OVER_100", 100, None),
)
"""id, from (inclusive) and to (exclusive) PnL in percent."""
SORTERS = {"PNL_PER": "pnl_per", "INVESTMENT": "investment", "COPIED_COUNT": "copied"}
ORDERS = ("DESC", "ASC")
PER = Decimal("0.000001")


@dataclass(frozen=True, slots=True)
class Query:
    """A ranking request, checked."""

    page: int = 1
    limit: int = 20
    run_time: str = ""
    pnl: str = ""
    bot_type: str = ""
    symbol: str = ""
    sort_by: str = "PNL_PER"
    order: str = "DESC"


@dataclass(slots=True)
class Ranked:
    """One bot in the ranking: what it is sorted and filtered by, and its public row."""

    bot_id: int
    user_id: int
    family: str
    symbols: tuple[str, ...]
    run_time: int
    pnl_per: Decimal
    investment: Decimal
    row: dict[str, Any]
    copied: int = field(default=0)


def _in(value: Decimal | int, lo: int, hi: int | None) -> bool:
    return lo <= value and (hi is None or value < hi)


def _bucket(
    buckets: Sequence[tuple[str, int, int | None]], bucket_id: str, name: str
) -> tuple[int, int | None]:
    for key, lo, hi in buckets:
        if key == bucket_id:
            return lo, hi
    ids = ", ".join(b[0] for b in buckets)
    raise BusinessError(RetCode.INVALID_PARAM, f"{name} must be one of {ids}", field=name)


def filters() -> dict[str, Any]:
    """The buckets, families and sorters the ranking accepts (``ranking-filter``)."""

    def rows(buckets: Sequence[tuple[str, int, int | None]], scale: str) -> list[dict[str, Any]]:
        return [{"id": k, "from": lo, "to": hi, "unit": scale} for k, lo, hi in buckets]

    return {
        "runTimeBuckets": rows(RUN_TIME_BUCKETS, "ms"),
        "pnlBuckets": rows(PNL_BUCKETS, "percent"),
        "sorters": list(SORTERS),
        "orders": list(ORDERS),
        "minRunTime": MIN_RUNTIME_MS,
        "closedWindow": CLOSED_WINDOW_MS,
    }


class Ranking:
    def __init__(
        self, sessions: async_sessionmaker[Any], services: Callable[[], Mapping[str, Any]], clock: Clock
    ) -> None:
        self._db = sessions
        self._services = services
        self._clock = clock
        self.settings = RankingSettings(sessions, clock)
        self._cache: tuple[int, list[Ranked]] | None = None
        self._lock = asyncio.Lock()

    def invalidate(self) -> None:
        """Drop the cached rows (the next call recomputes them)."""
        self._cache = None

    async def page(self, q: Query) -> dict[str, Any]:
        """One page of the ranking, filtered and sorted; ``total`` counts every match."""
        families = self._services()
        if q.bot_type and q.bot_type not in families:
            raise BusinessError(
                RetCode.INVALID_PARAM, f"botType must be one of {', '.join(families)}", field="botType"
            )
        run = _bucket(RUN_TIME_BUCKETS, q.run_time, "runTimeBucket") if q.run_time else None
        pnl = _bucket(PNL_BUCKETS, q.pnl, "pnlBucket") if q.pnl else None
        entries = await self._entries()
        unlisted = await self.settings.unlisted()
        copied = await self._copied()
        out = []
        for e in entries:
            if e.user_id in unlisted or (q.bot_type and e.family != q.bot_type):
                continue
            if q.symbol and q.symbol not in e.symbols:
                continue
            if run is not None and not _in(e.run_time, *run):
                continue
            if pnl is not None and not _in(e.pnl_per * 100, *pnl):
                continue
            e.copied = copied.get(e.bot_id, 0)
            out.append(e)
        key = SORTERS[q.sort_by]
        out.sort(key=lambda e: e.bot_id)  # ties: the older bot first, whatever the order
        out.sort(key=lambda e: getattr(e, key), reverse=q.order == "DESC")
        start = (q.page - 1) * q.limit
        rows = [{**e.row, "copiedCount": e.copied} for e in out[start : start + q.limit]]
        return {"list": rows, "total": len(out), "page": q.page, "limit": q.limit}

    async def _copied(self) -> dict[int, int]:
        async with self._db() as s:
            q = (
                select(BotRow.followed_bot_id, func.count())
                .where(BotRow.followed_bot_id.is_not(None))
                .group_by(BotRow.followed_bot_id)
            )
            return {int(b): int(n) for b, n in (await s.execute(q)).all()}

    async def _entries(self) -> list[Ranked]:
        async with self._lock:
            now = self._clock()
            if self._cache is None or now - self._cache[0] >= CACHE_MS:
                self._cache = (now, await self._compute(now))
            return self._cache[1]

    async def _compute(self, now: int) -> list[Ranked]:
        services = self._services()
        async with self._db() as s:
            q = select(BotRow).where(
                or_(BotRow.closed_ms.is_(None), BotRow.closed_ms >= now - CLOSED_WINDOW_MS)
            )
            rows = [r for r in (await s.scalars(q)).all() if r.family in services]
            ids = [r.id for r in rows]
            names = await _names(s, {r.user_id for r in rows})
            points = await _points(s, ids)
            moved = await _moved(s, ids)
        out = []
        for row in rows:
            service = services[row.family]
            detail = service.detail_of(row)
            run_time = int(detail["operation_time"])
            if run_time < MIN_RUNTIME_MS:
                continue
            p = point_of(row.family, detail, now)
            investment = Decimal(str(detail[service.RANK_INVESTMENT]))
            hist = points.get(row.id, {})
            fine = sorted(hist.get("h", []) + hist.get("d", []), key=lambda x: x.ts)
            daily = hist.get("d", [])[-TREND_DAYS:]
            block = service.ranking_block(detail)
            symbols = (
                tuple(leg["symbol"] for leg in detail["symbol_settings"])
                if "symbol_settings" in detail
                else (row.symbol,)
            )
            public = {
                "botType": row.family,
                "botId": str(row.id),
                "symbol": row.symbol,
                "createTime": row.created_ms,
                "endTime": row.closed_ms or 0,
                "runningTime": run_time,
                "investment": fmt(investment),
                "pnl": fmt(p.pnl),
                "pnlPer": fmt(p.pnl_per.quantize(PER)),
                "yieldRateE4": to_e4(p.pnl_per),
                "pnl24h": fmt(pnl_since(fine, p.pnl, now - DAY_MS)),
                "pnl7d": fmt(pnl_since(fine, p.pnl, now - 7 * DAY_MS)),
                "maxDrawdownE4": to_e4(max_drawdown(fine, p.pnl, investment)),
                "nickName": names.get(row.user_id, ""),
                "fundsAdded": f"bot:{row.id}:add" in moved,
                "fundsWithdrawn": f"bot:{row.id}:withdraw" in moved,
                "botStatus": str(detail.get("status") or row.status),
                "closeReason": row.close_reason or "",
                "yieldTrendList": yield_trend(daily),
                service.RANK_BLOCK: block,
            }
            out.append(
                Ranked(row.id, row.user_id, row.family, symbols, run_time, p.pnl_per, investment, public)
            )
        return out


async def _names(s: Any, user_ids: set[int]) -> dict[int, str]:
    if not user_ids:
        return {}
    rows = (await s.execute(select(User.id, User.email).where(User.id.in_(user_ids)))).all()
    return {int(uid): masked_name(email) for uid, email in rows}


async def _points(s: Any, ids: list[int]) -> dict[int, dict[str, list[Sample]]]:
    """The hourly and daily points of the bots, in time order."""
    out: dict[int, dict[str, list[Sample]]] = {}
    for chunk in _chunks(ids):
        q = (
            select(BotPnlPointRow)
            .where(BotPnlPointRow.bot_id.in_(chunk), BotPnlPointRow.bucket.in_(("h", "d")))
            .order_by(BotPnlPointRow.ts_ms)
        )
        for r in (await s.scalars(q)).all():
            sample = Sample(r.ts_ms, Decimal(r.pnl), Decimal(r.pnl_per))
            out.setdefault(r.bot_id, {}).setdefault(r.bucket, []).append(sample)
    return out


async def _moved(s: Any, ids: list[int]) -> set[str]:
    """The references of the top-ups and withdrawals the bots had (indexed by reference)."""
    refs = [f"bot:{i}:{kind}" for i in ids for kind in ("add", "withdraw")]
    found: set[str] = set()
    for chunk in _chunks(refs):
        found |= set(
            (await s.scalars(select(JournalRow.ref).where(JournalRow.ref.in_(chunk)).distinct())).all()
        )
    return found


def _chunks(items: Sequence[Any], size: int = 500) -> list[Sequence[Any]]:
    return [items[i : i + size] for i in range(0, len(items), size)]
