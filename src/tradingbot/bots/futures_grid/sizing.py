"""Futures grid sizing: per-grid quantity, initial market position, minimum investment (MECHANICS §5.3).

PROPOSED rule (mirrors the DERIVED spot rule, with leverage and a 5 % reserve):

    LONG    D = Σ_{BUY cells} P_k      + n_sell·P0
    SHORT   D = Σ_{SELL cells} P_{k+1} + n_buy·P0
    NEUTRAL D = Σ_{BUY cells} P_k      + Σ_{SELL cells} P_{k+1}
    q = floor_lot( investment · leverage · (1 − r) / D ),  r = 0.05

so the initial margin of the initial position plus every opening order is ``(1 − r)`` of the
investment; the reserve pays fees and absorbs adverse moves. LONG opens ``n_sell·q`` long at
market on activation, SHORT ``n_buy·q`` short, NEUTRAL nothing (F1 vectors in MECHANICS §12).

Guard (PROPOSED): a venue locks ``notional/leverage + taker fee`` per opening order, which at
very high leverage exceeds the 5 % reserve; given the taker rate, ``q`` is also capped so that
``q·D·(1/leverage + taker) ≤ (1 − r/10)·investment`` (never binding at ordinary leverage).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_UP, Decimal

from tradingbot.bots.futures_grid.levels import Layout, layout
from tradingbot.core.enums import GridMode, OrderSide
from tradingbot.core.instruments import OrderRules, floor_qty
from tradingbot.core.money import ONE, ZERO

RESERVE = Decimal("0.05")
"""Share of the investment kept out of grid margin (fees, adverse moves)."""

MONEY_QUANTUM = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class FuturesGridPlan:
    """The layout of a futures grid at ``p0``, its per-grid quantity and the initial market order."""

    levels: tuple[Decimal, ...]
    p0: Decimal
    layout: Layout
    denominator: Decimal
    q: Decimal
    initial_side: OrderSide | None
    initial_qty: Decimal

    @property
    def sides(self) -> tuple[OrderSide, ...]:
        """Cell order sides at ``p0``."""
        return self.layout.sides


def denominator(mode: GridMode, levels: Sequence[Decimal], lay: Layout, p0: Decimal) -> Decimal:
    """``D`` of the sizing rule (module docstring)."""
    buy_sum = sum((levels[k] for k, s in enumerate(lay.sides) if s is OrderSide.BUY), ZERO)
    sell_sum = sum((levels[k + 1] for k, s in enumerate(lay.sides) if s is OrderSide.SELL), ZERO)
    if mode is GridMode.LONG:
        return buy_sum + lay.n_sell * p0
    if mode is GridMode.SHORT:
        return sell_sum + lay.n_buy * p0
    return buy_sum + sell_sum


@dataclass(frozen=True, slots=True)
class MarginRule:
    """The margin terms of the sizing rule (module docstring): leverage, the reserve share ``r`` and
    the taker rate of the guard (0: no guard). Why one object: ``q`` from an investment and the
    smallest investment for a ``q`` are the same rule read both ways, so they share its terms."""

    leverage: Decimal
    reserve: Decimal = RESERVE
    taker: Decimal = ZERO

    def qty(self, investment: Decimal, d: Decimal, rules: OrderRules) -> Decimal:
        """``q = floor_lot(investment · leverage · (1 − r) / D)``, capped by the venue's order
        margin when there is a taker rate; 0 when nothing can be sized."""
        lev, reserve = self.leverage, self.reserve
        if investment <= 0 or d <= 0 or lev <= 0:
            return ZERO
        raw = investment * lev * (ONE - reserve) / d
        if self.taker > 0:
            raw = min(raw, (ONE - reserve / 10) * investment / (d * (ONE / lev + self.taker)))
        return floor_qty(rules, raw)

    def investment(self, q: Decimal, d: Decimal, rules: OrderRules) -> Decimal:
        """Smallest investment (USDT, rounded up to the cent) whose :meth:`qty` reaches ``q``:
        ``q · D / (leverage · (1 − r))``, or more when the guard needs it."""
        v = (q * d / (self.leverage * (ONE - self.reserve))).quantize(MONEY_QUANTUM, rounding=ROUND_UP)
        if self.taker > 0:
            cap_v = q * d * (ONE / self.leverage + self.taker) / (ONE - self.reserve / 10)
            v = max(v, cap_v.quantize(MONEY_QUANTUM, rounding=ROUND_UP))
        while self.qty(v, d, rules) < q:  # inexact division guard
            v += MONEY_QUANTUM
        return v


def plan_grid(
    mode: GridMode,
    levels: Sequence[Decimal],
    p0: Decimal,
    investment: Decimal,
    leverage: Decimal,
    rules: OrderRules,
    reserve: Decimal = RESERVE,
    taker: Decimal = ZERO,
) -> FuturesGridPlan:
    """Layout, ``q`` and the initial market order (LONG buys ``n_sell·q``, SHORT sells ``n_buy·q``)."""
    lv = tuple(levels)
    lay = layout(mode, lv, p0)
    d = denominator(mode, lv, lay, p0)
    q = MarginRule(leverage, reserve, taker).qty(investment, d, rules)
    cells = lay.initial_position_cells
    side: OrderSide | None = None
    if cells > 0:
        side = OrderSide.BUY
    elif cells < 0:
        side = OrderSide.SELL
    qty = abs(cells) * q
    if side is None or qty <= 0:
        side, qty = None, ZERO
    return FuturesGridPlan(lv, p0, lay, d, q, side, qty)


def min_grid_qty(levels: Sequence[Decimal], rules: OrderRules) -> Decimal:
    """Smallest ``q`` whose orders meet min qty and min notional at every level (lot multiple)."""
    raw = max(rules.min_qty, rules.min_notional / levels[0])
    return (raw / rules.lot_size).to_integral_value(rounding=ROUND_CEILING) * rules.lot_size


def min_investment(
    mode: GridMode,
    levels: Sequence[Decimal],
    p0: Decimal,
    leverage: Decimal,
    rules: OrderRules,
    reserve: Decimal = RESERVE,
    taker: Decimal = ZERO,
) -> Decimal:
    """Smallest investment (USDT, rounded up to the cent) whose ``q`` meets the symbol's order rules.

    ``V_min = q_min · D / (leverage · (1 − r))`` with ``q_min`` from :func:`min_grid_qty` and ``D``
    of the layout at ``p0`` (:func:`plan_grid` of no investment).
    """
    plan = plan_grid(mode, levels, p0, ZERO, leverage, rules)
    q_min = min_grid_qty(plan.levels, rules)
    return MarginRule(leverage, reserve, taker).investment(q_min, plan.denominator, rules)
