"""The defeat percentage of a shared grid, "you beat X % of users" (MECHANICS §8.4).

Why these rules: a share is only meaningful against enough peers that had time to trade, so the
population is the other bots of the same type that ran at least a day and were still running in
the last 30 days (the same symbol when it has enough of them), and fewer than 20 such bots give
no figure at all rather than a flattering one. Ties do not count as beaten; 99 % is the top.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal
from typing import Final

from tradingbot.core.time_units import DAY_MS

MIN_PEERS: Final = 20
MIN_RUN_MS: Final = DAY_MS
WINDOW_MS: Final = 30 * DAY_MS
CAP: Final = Decimal("0.99")
SHOW_FROM: Final = Decimal("0.6")
"""The figure is shown from this share up (SPEC, shared grid detail)."""
_STEP: Final = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class PeerResult:
    """One other bot: its symbol, return on investment, running time and close time (None: running)."""

    symbol: str
    roi: Decimal
    run_ms: int
    end_ms: int | None


def population(peers: Sequence[PeerResult], symbol: str, now_ms: int) -> list[Decimal]:
    """The ROIs to compare with: peers that ran ≥ 24 h and were running within the last 30 days,
    only those on ``symbol`` when there are at least :data:`MIN_PEERS` of them."""
    eligible = [
        p for p in peers if p.run_ms >= MIN_RUN_MS and (p.end_ms is None or now_ms - p.end_ms <= WINDOW_MS)
    ]
    same = [p for p in eligible if p.symbol == symbol]
    return [p.roi for p in (same if len(same) >= MIN_PEERS else eligible)]


def defeat_fraction(roi: Decimal, others: Sequence[Decimal]) -> Decimal | None:
    """Share of ``others`` strictly below ``roi``, floored to 0.01 and capped at 0.99; None with
    fewer than :data:`MIN_PEERS` to compare with."""
    if len(others) < MIN_PEERS:
        return None
    beaten = sum(1 for x in others if x < roi)
    return min(CAP, (Decimal(beaten) / len(others)).quantize(_STEP, rounding=ROUND_FLOOR))


def roi(total_profit: Decimal, total_investment: Decimal) -> Decimal:
    """Return on investment over the bot's life (0 for a bot that holds no investment)."""
    return total_profit / total_investment if total_investment > 0 else Decimal(0)
