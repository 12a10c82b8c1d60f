"""The numbers of one ranking row that come from a bot's PnL history: PnL over the last 24 h and
7 days, the maximum drawdown, and the daily yield trend (issue 15, SPEC §3 "Ranking rows").

Why from the history points: they are what the engine already samples (``services/pnl_history``),
so a row costs no replay. PnL moves only by trading, never by a top-up or a withdrawal, so the
drawdown is taken on investment + PnL rather than on equity.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from tradingbot.core.money import ZERO

E4 = Decimal(10_000)


@dataclass(frozen=True, slots=True)
class Sample:
    """One kept point of a bot: time, PnL and PnL % (a fraction)."""

    ts: int
    pnl: Decimal
    pnl_per: Decimal


def to_e4(value: Decimal) -> int:
    return int((value * E4).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def pnl_since(samples: Sequence[Sample], now_pnl: Decimal, cutoff: int) -> Decimal:
    """PnL made after ``cutoff``: now minus the last point at or before it (none: the bot started
    after it, from zero). ``samples`` are in time order."""
    before = [s for s in samples if s.ts <= cutoff]
    return now_pnl - (before[-1].pnl if before else ZERO)


def max_drawdown(samples: Sequence[Sample], now_pnl: Decimal, investment: Decimal) -> Decimal:
    """The largest fall of investment + PnL from an earlier peak (the start counts: PnL 0), as a
    fraction of that peak."""
    peak: Decimal | None = None
    worst = ZERO
    for pnl in [ZERO] + [s.pnl for s in samples] + [now_pnl]:
        value = investment + pnl
        if peak is None or value > peak:
            peak = value
        elif peak > 0:
            worst = max(worst, (peak - value) / peak)
    return worst


def yield_trend(daily: Sequence[Sample]) -> list[dict[str, int]]:
    """SPEC's ``yieldTrendList``: each day's point as ``statTime`` and ``yieldRateE4``."""
    return [{"statTime": s.ts, "yieldRateE4": to_e4(s.pnl_per)} for s in daily]
