"""Grid level prices, the one-order-per-cell layout and per-cell profit rates (MECHANICS §3.2, §3.3, §3.6).

Why level prices are computed from the *absolute* index ``i`` of the original grid: trailing up
appends level ``N+1``, ``N+2``, ... with the same formula, so shifted grids never accumulate
rounding drift.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

from tradingbot.bots.kit.display import RATE_QUANTUM
from tradingbot.core.enums import FuturesGridType as GridType
from tradingbot.core.enums import OrderSide
from tradingbot.core.money import ONE, ZERO, round_to_step

"""Profit rates and APRs are reported as ratios with 6 decimals (0.086712 = 8.6712 %)."""


MAX_CELLS = 1000
"""The most cells a grid's levels are ever built for: every family's checks bound the count lower
(spot 200, futures 400) before levels are built; this refuses a count that slipped past them
instead of building millions of levels on the event loop (issue 23: one request stalled the server)."""


class DuplicateLevels(ValueError):
    """Two grid levels collide after tick rounding: fewer cells or a wider range are needed."""


def geometric_ratio(lo: Decimal, hi: Decimal, n: int) -> Decimal:
    """ρ = (U/L)^(1/N)."""
    return (hi / lo) ** (ONE / Decimal(n))


def level_price(grid_type: GridType, lo: Decimal, hi: Decimal, n: int, i: int, tick: Decimal) -> Decimal:
    """Price of absolute level ``i`` of the grid (L, U, N), rounded half-up to the tick.

    Arithmetic ``L + i·(U−L)/N``; geometric ``L·(U/L)^(i/N)``; ``i`` may exceed N (trailing up).
    """
    if n < 1:
        raise ValueError("a grid needs at least one cell")
    if grid_type is GridType.GEOMETRIC:
        raw = lo * (hi / lo) ** (Decimal(i) / Decimal(n))
    else:
        raw = lo + (hi - lo) * Decimal(i) / Decimal(n)
    return round_to_step(raw, tick)


def grid_levels(grid_type: GridType, lo: Decimal, hi: Decimal, n: int, tick: Decimal) -> tuple[Decimal, ...]:
    """The N+1 level prices; raises DuplicateLevels when rounding makes two of them equal."""
    if n < 1 or lo <= 0 or hi <= lo:
        raise ValueError("a grid needs 0 < min_price < max_price and at least one cell")
    if n > MAX_CELLS:
        raise ValueError(f"a grid has at most {MAX_CELLS} cells")
    levels = tuple(level_price(grid_type, lo, hi, n, i, tick) for i in range(n + 1))
    if any(b <= a for a, b in itertools.pairwise(levels)) or levels[0] <= 0:
        raise DuplicateLevels("grid price duplicated after tick rounding: reduce cells or widen the range")
    return levels


def cell_sides(levels: Sequence[Decimal], p0: Decimal) -> tuple[OrderSide, ...]:
    """One order per cell: BUY at ``P_k`` when ``P_k < P0``, else SELL at ``P_{k+1}`` (tie -> SELL)."""
    return tuple(OrderSide.BUY if levels[k] < p0 else OrderSide.SELL for k in range(len(levels) - 1))


def cell_ratio_min(levels: Sequence[Decimal]) -> Decimal:
    """Smallest ``P_{k+1}/P_k`` over the cells (the least profitable cell)."""
    return min(b / a for a, b in itertools.pairwise(levels))


def net_rate(ratio: Decimal, fee: Decimal) -> Decimal:
    """Net profit rate of one cycle in a cell with ``P_{k+1}/P_k = ratio``: ``ratio·(1−f)² − 1``."""
    return ratio * (ONE - fee) ** 2 - ONE


def profit_per_grid_range(levels: Sequence[Decimal], fee: Decimal) -> tuple[Decimal, Decimal]:
    """(min, max) net profit rate per cell, as ratios with 6 decimals (MECHANICS §3.6, T6)."""
    return rate_range([net_rate(b / a, fee) for a, b in itertools.pairwise(levels)])


def rate_range(rates: Sequence[Decimal]) -> tuple[Decimal, Decimal]:
    """(min, max) of per-cell profit rates, rounded half up to 6 decimals (spot and futures grids)."""
    return (
        min(rates).quantize(RATE_QUANTUM, rounding=ROUND_HALF_UP),
        max(rates).quantize(RATE_QUANTUM, rounding=ROUND_HALF_UP),
    )


def max_grid_count(
    grid_type: GridType, lo: Decimal, hi: Decimal, fee: Decimal, r_floor: Decimal = ZERO
) -> int:
    """N_profit: the most cells for which every cell still nets at least ``r_floor`` (T8).

    Arithmetic: ``d ≥ U·(1 − (1−f)²/(1+r))`` -> ``floor((U−L)/d)``;
    geometric: ``floor(ln(U/L) / ln((1+r)/(1−f)²))``.
    """
    keep = (ONE - fee) ** 2
    if keep / (ONE + r_floor) >= ONE:  # no fee and no floor: any count nets >= 0
        return 10**9
    if grid_type is GridType.GEOMETRIC:
        return int((hi / lo).ln() / ((ONE + r_floor) / keep).ln())
    d_min = hi * (ONE - keep / (ONE + r_floor))
    return int((hi - lo) / d_min)
