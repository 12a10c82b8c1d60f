"""A user's portfolio across every family (issue: discovery, "Portfolio"): what the running bots
hold and made, today's PnL, and the daily PnL of all the user's bots.

Why from the PnL history: today's PnL is the PnL now minus the PnL at 00:00 UTC, and that start
value is the last sample of the hour before midnight (a bot created today started at 0); the
daily curve sums the bots' daily points (each day's latest sample; a closed bot keeps its final
PnL on the days after it closed).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotPnlPointRow, BotRow
from tradingbot.core.enums import BotStatus
from tradingbot.core.money import ZERO, fmt
from tradingbot.core.time_units import DAY_MS
from tradingbot.services.clock import Clock

DAYS_SHOWN = 30


class Portfolio:
    """Reads the bots' rows (through their family's summary) and their PnL history."""

    def __init__(
        self, sessions: async_sessionmaker[Any], summary: Callable[[BotRow], Mapping[str, Any]], clock: Clock
    ) -> None:
        self._db = sessions
        self._summary = summary
        self._clock = clock

    async def of(self, user_id: int) -> dict[str, Any]:
        now = self._clock()
        day = now - now % DAY_MS
        async with self._db() as s:
            bots = (await s.scalars(select(BotRow).where(BotRow.user_id == user_id))).all()
            ids = [b.id for b in bots]
            points = (
                (await s.scalars(select(BotPnlPointRow).where(BotPnlPointRow.bot_id.in_(ids)))).all()
                if ids
                else []
            )
        running = [b for b in bots if b.status != BotStatus.COMPLETED.value]
        families: dict[str, dict[str, Any]] = {}
        invest = pnl = today = ZERO
        for b in running:
            summary = self._summary(b)
            bot_invest = Decimal(str(summary.get("total_investment") or 0))
            bot_pnl = Decimal(str(summary.get("total_profit") or 0))
            start = _pnl_at(points, b.id, day) if b.created_ms < day else ZERO
            fam = families.setdefault(
                b.family, {"bot_type": b.family, "bots": 0, "investment": ZERO, "pnl": ZERO}
            )
            fam["bots"] += 1
            fam["investment"] += bot_invest
            fam["pnl"] += bot_pnl
            invest, pnl, today = invest + bot_invest, pnl + bot_pnl, today + bot_pnl - start
        return {
            "running_bots": len(running),
            "total_investment": fmt(invest),
            "total_pnl": fmt(pnl),
            "today_pnl": fmt(today),
            "families": [
                {**f, "investment": fmt(f["investment"]), "pnl": fmt(f["pnl"])}
                for f in sorted(families.values(), key=lambda f: f["bot_type"])
            ],
            "daily": _daily(points, day),
        }


def _pnl_at(points: list[BotPnlPointRow], bot_id: int, ts: int) -> Decimal:
    """The bot's PnL at ``ts``: its last hourly (else daily) sample before it; 0 before any.

    (``points`` are one user's; the few hundred rows per bot make a scan cheaper than a query each.)"""
    for bucket in ("h", "d"):
        before = [p for p in points if p.bot_id == bot_id and p.bucket == bucket and p.ts_ms < ts]
        if before:
            return Decimal(max(before, key=lambda p: p.ts_ms).pnl)
    return ZERO


def _daily(points: list[BotPnlPointRow], today: int) -> list[dict[str, object]]:
    """Σ over the bots of each day's PnL for the last ``DAYS_SHOWN`` days (a bot's last known PnL
    carries over the days without a sample)."""
    days = [today - k * DAY_MS for k in range(DAYS_SHOWN - 1, -1, -1)]
    by_bot: dict[int, list[BotPnlPointRow]] = {}
    for p in points:
        if p.bucket == "d":
            by_bot.setdefault(p.bot_id, []).append(p)
    out: list[dict[str, object]] = []
    for d in days:
        total, any_point = ZERO, False
        for rows in by_bot.values():
            known = [r for r in rows if r.ts_ms <= d]
            if known:
                total += Decimal(max(known, key=lambda r: r.ts_ms).pnl)
                any_point = True
        if any_point:
            out.append({"ts": d, "pnl": fmt(total)})
    return out
