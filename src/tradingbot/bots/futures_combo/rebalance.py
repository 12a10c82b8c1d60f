"""Combo allocation and rebalancing arithmetic (MECHANICS §7.2-§7.3): pure functions of numbers.

Why apart: the family, the create page's preview, the daily pick's backtests and the §7.3 test
vectors compute the same targets.

* Allocation: ``T0 = init_margin × ρ × leverage``; leg ``i`` gets ``N_i = T0·w_i`` and
  ``qty_i = floor_lot(N_i / P_i)``, long or short by its side.
* Current weight ``c_i = value_i / Σ value`` with ``value_i = |qty_i|·mark_i``; deviation
  ``|c_i − w_i|`` in absolute points; PERCENT triggers when the largest is strictly above the
  threshold.
* Rebalance: keep the gross notional ``T`` (or a reset one) and trade ``Δ_i = T·w_i − value_i``:
  a long leg buys ``Δ > 0`` and sells (reduce-only) ``Δ < 0``; a short leg sells ``Δ > 0`` and buys
  back (reduce-only) ``Δ < 0``. A leg is skipped (and the reason kept) below the symbol's minimum
  order, above its maximum, or when it would leave the contract's first risk tier.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal

from tradingbot.bots.futures_combo.config import ComboLeg
from tradingbot.core.enums import OrderSide, Side
from tradingbot.core.instruments import RiskTier, SpotSymbol
from tradingbot.core.money import ZERO


def floor_lot(qty: Decimal, lot: Decimal) -> Decimal:
    """``qty`` floored to the lot size."""
    return (qty / lot).to_integral_value(rounding=ROUND_FLOOR) * lot


def target_notional(margin: Decimal, reserve: Decimal, leverage: Decimal) -> Decimal:
    """``T = margin × ρ × leverage``: the gross notional the basket holds."""
    return margin * reserve * leverage


def values(positions: Mapping[str, Decimal], marks: Mapping[str, Decimal]) -> dict[str, Decimal]:
    """``|qty_i|·mark_i`` per leg."""
    return {s: abs(q) * marks[s] for s, q in positions.items()}


def current_weights(vals: Mapping[str, Decimal]) -> dict[str, Decimal]:
    """Each leg's share of the gross value (zeros when the basket is empty)."""
    total = sum(vals.values(), ZERO)
    return {s: (v / total if total > 0 else ZERO) for s, v in vals.items()}


def max_deviation(legs: Sequence[ComboLeg], vals: Mapping[str, Decimal]) -> Decimal:
    """The largest ``|c_i − w_i|`` (absolute points, as a ratio)."""
    now = current_weights(vals)
    return max((abs(now[leg.symbol] - leg.weight) for leg in legs), default=ZERO)


def deltas(legs: Sequence[ComboLeg], total: Decimal, vals: Mapping[str, Decimal]) -> dict[str, Decimal]:
    """``Δ_i = T·w_i − value_i`` in USDT (positive: the leg grows)."""
    return {leg.symbol: total * leg.weight - vals.get(leg.symbol, ZERO) for leg in legs}


@dataclass(frozen=True, slots=True)
class LegTrade:
    """One leg's order of an allocation or rebalance, or why it was skipped (``qty`` 0)."""

    symbol: str
    side: OrderSide
    qty: Decimal
    reduce_only: bool
    skipped: str = ""


def leg_trade(
    leg: ComboLeg,
    delta: Decimal,
    mark: Decimal,
    rules: SpotSymbol,
    position: Decimal,
    tiers: Sequence[RiskTier] = (),
    max_market_qty: Decimal | None = None,
) -> LegTrade:
    """The market order that moves ``leg`` by ``delta`` USDT at ``mark`` (floored to the lot), or a
    skip; ``max_market_qty`` is the contract's cap on one market order."""
    grow = delta > 0
    long = leg.side is Side.LONG
    side = OrderSide.BUY if grow == long else OrderSide.SELL
    qty = floor_lot(abs(delta) / mark, rules.lot_size)
    if not grow:
        qty = min(qty, abs(position))
    skipped = ""
    if qty <= 0 or qty < rules.min_qty or qty * mark < rules.min_amount:
        skipped = "BELOW_MIN_ORDER"
    elif qty > rules.max_qty or (max_market_qty is not None and qty > max_market_qty):
        skipped = "ABOVE_MAX_QTY"
    elif grow and tiers and (abs(position) + qty) * mark > tiers[0].risk_limit:
        skipped = "ABOVE_FIRST_RISK_TIER"
    if skipped:
        return LegTrade(leg.symbol, side, ZERO, not grow, skipped)
    return LegTrade(leg.symbol, side, qty, not grow)
