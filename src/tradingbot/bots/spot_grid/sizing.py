"""Spot grid sizing: per-cell quantity, the initial market trade and minimum investment (MECHANICS §3.4).

Why one formula for every invest mode: given the quote ``Q`` and base ``B`` the bot holds at the
reference price ``P0``, the grid is worth ``V = Q + B·P0``; the layout needs ``n_sell·q`` base,
so the bot buys the deficit or sells the surplus at market. QUOTE mode is ``B = 0``, BASE mode
``Q = 0``; a re-grid is the same computation with the bot's current holdings.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from tradingbot.bots.grid_kit.levels import cell_sides, grid_levels
from tradingbot.bots.spot_grid.config import SpotGridConfig
from tradingbot.core.enums import InvestMode, OrderSide
from tradingbot.core.instruments import SpotSymbol, check_order, floor_qty
from tradingbot.core.money import ONE, ZERO

GRID_SHARE = Decimal("0.95")
"""Share of the investment put into grid orders; the rest stays free as a fee/slippage reserve."""

MONEY_QUANTUM = Decimal("0.01")
"""Minimum investment is quoted to the cent (T9: 29.82)."""


@dataclass(frozen=True, slots=True)
class GridPlan:
    """The layout of a grid at ``p0`` and what it takes to set it up."""

    levels: tuple[Decimal, ...]
    sides: tuple[OrderSide, ...]
    p0: Decimal
    value: Decimal
    denominator: Decimal
    q: Decimal
    trade_side: OrderSide | None
    trade_qty: Decimal

    @property
    def n_sell(self) -> int:
        """Cells that start with base (SELL orders)."""
        return sum(1 for s in self.sides if s is OrderSide.SELL)

    @property
    def buy_quote(self) -> Decimal:
        """Quote locked by the initial BUY orders: ``q·Σ P_k`` over BUY cells (T3: 12 929.94654)."""
        return self.q * sum((self.levels[k] for k, s in enumerate(self.sides) if s is OrderSide.BUY), ZERO)


def plan_grid(
    levels: Sequence[Decimal], p0: Decimal, quote: Decimal, base: Decimal, sym: SpotSymbol
) -> GridPlan:
    """Per-cell ``q = floor_lot(0.95·V/D)`` with ``D = Σ_BUY P_k + n_sell·P0``, and the market trade
    that brings base to ``n_sell·q`` (none when it would break the symbol's order rules)."""
    lv = tuple(levels)
    sides = cell_sides(lv, p0)
    n_sell = sum(1 for s in sides if s is OrderSide.SELL)
    denominator = sum((lv[k] for k, s in enumerate(sides) if s is OrderSide.BUY), ZERO) + n_sell * p0
    value = quote + base * p0
    q = floor_qty(sym, GRID_SHARE * value / denominator) if value > 0 else ZERO
    delta = n_sell * q - base
    side: OrderSide | None = None
    qty = floor_qty(sym, abs(delta))
    if delta > 0:
        side = OrderSide.BUY
    elif delta < 0:
        side = OrderSide.SELL
    if side is None or qty <= 0 or check_order(sym, p0, qty, check_tick=False) is not None:
        side, qty = None, ZERO
    return GridPlan(lv, sides, p0, value, denominator, q, side, qty)


def config_levels(config: SpotGridConfig, sym: SpotSymbol) -> tuple[Decimal, ...]:
    """Level prices of a config's range on the symbol's tick."""
    return grid_levels(
        config.grid_type, config.min_price, config.max_price, config.cell_number, sym.tick_size
    )


def config_holdings(config: SpotGridConfig) -> tuple[Decimal, Decimal]:
    """(quote, base) a new bot is funded with, per invest mode."""
    quote = config.quote_investment if config.invest_mode is not InvestMode.BASE else ZERO
    base = config.base_investment if config.invest_mode is not InvestMode.QUOTE else ZERO
    return quote, base


def reference_price(config: SpotGridConfig, last_price: Decimal) -> Decimal:
    """P0 for planning at creation: the entry price if set (the bot starts there), else the last price."""
    return config.entry_price if config.entry_price is not None else last_price


def plan_for_config(config: SpotGridConfig, sym: SpotSymbol, last_price: Decimal) -> GridPlan:
    """The plan a new bot would make (at the entry price when one is set)."""
    quote, base = config_holdings(config)
    return plan_grid(config_levels(config, sym), reference_price(config, last_price), quote, base, sym)


def initial_buy_amount(config: SpotGridConfig, sym: SpotSymbol, last_price: Decimal) -> Decimal:
    """Base bought at market when the bot starts (T3: 0.17591764); 0 when it sells or trades nothing."""
    plan = plan_for_config(config, sym, last_price)
    return plan.trade_qty if plan.trade_side is OrderSide.BUY else ZERO


def sell_size(q: Decimal, fee: Decimal, sym: SpotSymbol) -> Decimal:
    """Sell quantity for base bought with a fee: ``floor_lot(q·(1−f))`` (T3: 0.08787086)."""
    return floor_qty(sym, q * (ONE - fee))


def inventory_sell_size(q: Decimal, available: Decimal, n_sell: int, sym: SpotSymbol) -> Decimal:
    """Per-cell sell size for the initial inventory: the base actually held, shared by the SELL cells."""
    if n_sell == 0:
        return ZERO
    return min(q, floor_qty(sym, available / n_sell))


def min_investment(levels: Sequence[Decimal], p0: Decimal, sym: SpotSymbol, fee: Decimal) -> Decimal:
    """Smallest investment (quote, valued at ``p0``) whose orders meet min qty and min notional (T9).

    ``q_min = max(min_qty/(1−f), min_notional/P_0, min_notional/((1−f)·P_lowest_sell))``,
    ``V_min = q_min·D/0.95``, rounded half-up to the cent.
    """
    lv = tuple(levels)
    sides = cell_sides(lv, p0)
    keep = ONE - fee
    candidates = [sym.min_qty / keep, sym.min_notional / lv[0]]
    sells = [lv[k + 1] for k, s in enumerate(sides) if s is OrderSide.SELL]
    if sells:
        candidates.append(sym.min_notional / (keep * min(sells)))
    q_min = max(candidates)
    n_sell = len(sells)
    denominator = sum((lv[k] for k, s in enumerate(sides) if s is OrderSide.BUY), ZERO) + n_sell * p0
    return (q_min * denominator / GRID_SHARE).quantize(MONEY_QUANTUM, rounding=ROUND_HALF_UP)
