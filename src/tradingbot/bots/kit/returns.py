"""Return figures every grid family shows the same way: APR and the trailing-stop exit equity."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from tradingbot.bots.kit.display import RATE_QUANTUM
from tradingbot.core.money import ONE, ZERO
from tradingbot.core.time_units import DAY_MS


def apr(profit: Decimal, investment: Decimal, elapsed_ms: int) -> Decimal:
    """``profit / investment / days × 365`` with ``days = max(1, elapsed/1 day)``; ratio, 6 decimals (T5)."""
    if investment <= 0:
        return ZERO
    days = max(ONE, Decimal(elapsed_ms) / DAY_MS)
    return (profit / investment / days * 365).quantize(RATE_QUANTUM, rounding=ROUND_HALF_UP)


def ts_exit_equity(peak: Decimal, ts_percent: Decimal) -> Decimal:
    """Equity at which the trailing stop fires: ``peak × (1 − ts)`` (T11: 1 200, 0.05 -> 1 140)."""
    return peak * (ONE - ts_percent)
