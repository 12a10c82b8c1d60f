"""Futures grid levels, layout and the unified position rule (MECHANICS §5.2, §5.6, §3.6 with futures fees).

Levels and the one-order-per-cell layout are the spot grid's (``grid_kit.levels``): cell ``k`` is
``[P_k, P_{k+1}]``; below the reference price ``P0`` it rests a BUY at ``P_k``, otherwise a SELL at
``P_{k+1}``; the level just above ``P0`` is idle.

What futures add is the *side* of each cell. A **long-side** cell opens with its BUY and closes
with its SELL (it holds ``+q`` while its SELL rests); a **short-side** cell opens with its SELL and
closes with its BUY (it holds ``−q`` while its BUY rests). Closing orders are reduce-only:

* LONG: every cell is long-side -> SELL orders are reduce-only; ``S0 = 0``.
* SHORT: every cell is short-side -> BUY orders are reduce-only; ``S0 = N``.
* NEUTRAL: cells below ``P0`` (BUY at creation) are long-side, the others short-side, so an
  order reduces or opens depending on the side of ``P0`` its cell lies on; ``S0 = #SELL at P0``.

Then ``position = q·(#SELL cells − S0)`` with ``S0 = #short-side cells`` at every moment, which
also holds after grid shifting (a shift changes ``S0`` when it adds or drops a short-side cell).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.grid_kit.levels import (
    DuplicateLevels,
    cell_ratio_min,
    cell_sides,
    grid_levels,
    level_price,
    rate_range,
)
from tradingbot.bots.kit.display import RATE_QUANTUM
from tradingbot.core.enums import FuturesGridType as GridType
from tradingbot.core.enums import GridMode, OrderSide
from tradingbot.core.money import ONE, ZERO

__all__ = [
    "RATE_QUANTUM",
    "DuplicateLevels",
    "Layout",
    "cell_ratio_min",
    "cell_sides",
    "futures_max_grid_count",
    "futures_net_rate",
    "futures_profit_per_grid_range",
    "grid_levels",
    "layout",
    "level_price",
    "min_net_rate",
]


def futures_net_rate(ratio: Decimal, fee: Decimal) -> Decimal:
    """Net return of one completed pair in a cell with ``P_{k+1}/P_k = ratio``, per unit of ``q·P_k``.

    Profit ``q·(P_{k+1} − P_k) − q·f·(P_k + P_{k+1})`` (MECHANICS §5.6) over ``q·P_k``:
    ``ratio·(1 − f) − (1 + f)``.
    """
    return ratio * (ONE - fee) - (ONE + fee)


def min_net_rate(levels: Sequence[Decimal], fee: Decimal) -> Decimal:
    """The least profitable cell's net rate (negative arbitrage when <= 0)."""
    return min(futures_net_rate(b / a, fee) for a, b in itertools.pairwise(levels))


def futures_profit_per_grid_range(
    levels: Sequence[Decimal], fee: Decimal, leverage: Decimal = ONE
) -> tuple[Decimal, Decimal]:
    """(min, max) net profit per grid as ratios with 6 decimals, on the grid's margin.

    The per-cell rate of :func:`futures_net_rate` (maker fee on both legs) times the leverage:
    a cell's order uses ``q·P_k/leverage`` of margin (Bybit's validate ``profit`` scales the same
    way with the leverage).
    """
    return rate_range([futures_net_rate(b / a, fee) * leverage for a, b in itertools.pairwise(levels)])


def futures_max_grid_count(
    grid_type: GridType, lo: Decimal, hi: Decimal, fee: Decimal, r_floor: Decimal = ZERO
) -> int:
    """N_profit with futures fees (maker on both legs): the most cells whose every pair nets >= r_floor.

    Arithmetic: the top cell is the worst, ``d − f(2U − d) ≥ r(U − d)`` ->
    ``d ≥ U(2f + r)/(1 + f + r)``, ``N = floor((U − L)/d)``.
    Geometric: ``ρ(1 − f) − (1 + f) ≥ r`` -> ``N = floor(ln(U/L) / ln((1 + f + r)/(1 − f)))``.
    """
    if fee == 0 and r_floor <= 0:
        return 10**9
    if grid_type is GridType.GEOMETRIC:
        return int((hi / lo).ln() / ((ONE + fee + r_floor) / (ONE - fee)).ln())
    d_min = hi * (2 * fee + r_floor) / (ONE + fee + r_floor)
    return int((hi - lo) / d_min)


@dataclass(frozen=True, slots=True)
class Layout:
    """Initial cell orders at ``P0`` and which cells are long-side (BUY opens) or short-side."""

    sides: tuple[OrderSide, ...]
    long_side: tuple[bool, ...]

    @property
    def n_buy(self) -> int:
        """Cells resting a BUY at ``P0``."""
        return sum(1 for s in self.sides if s is OrderSide.BUY)

    @property
    def n_sell(self) -> int:
        """Cells resting a SELL at ``P0``."""
        return len(self.sides) - self.n_buy

    @property
    def s0(self) -> int:
        """``S0`` of the position rule: the number of short-side cells."""
        return sum(1 for ls in self.long_side if not ls)

    @property
    def initial_position_cells(self) -> int:
        """Signed number of ``q`` the bot opens at market on activation (LONG > 0, SHORT < 0)."""
        return self.n_sell - self.s0


def layout(mode: GridMode, levels: Sequence[Decimal], p0: Decimal) -> Layout:
    """One order per cell at ``p0`` and the cell sides of ``mode`` (module docstring)."""
    sides = cell_sides(levels, p0)
    if mode is GridMode.LONG:
        long_side = tuple(True for _ in sides)
    elif mode is GridMode.SHORT:
        long_side = tuple(False for _ in sides)
    else:
        long_side = tuple(s is OrderSide.BUY for s in sides)
    return Layout(sides, long_side)
