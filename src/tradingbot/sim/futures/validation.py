"""Order-rule checks of a futures order (tick, lot, min/max qty, min notional).

Why not plain :func:`~tradingbot.core.instruments.check_order`: a MARKET order is bounded by the
symbol's market-order maximum, and a reduce-only order may close a position smaller than the
minimum quantity or notional (exchanges let dust be closed).
"""

from __future__ import annotations

from decimal import Decimal
from typing import NoReturn

from tradingbot.core.enums import OrderType
from tradingbot.core.instruments import FuturesSymbolConfig, OrderCheck, OrderRule, is_multiple
from tradingbot.core.money import fmt
from tradingbot.sim.errors import OrderRejected, RejectCode


def check_price_qty(cfg: FuturesSymbolConfig, price: Decimal, qty: Decimal, *, check_tick: bool) -> None:
    """Refuse a non-positive or off-tick price and a non-positive or off-lot quantity."""
    if price <= 0 or (check_tick and not is_multiple(price, cfg.tick_size)):
        _reject(OrderCheck(OrderRule.INVALID_PRICE, cfg.tick_size, price))
    if qty <= 0 or not is_multiple(qty, cfg.lot_size):
        _reject(OrderCheck(OrderRule.INVALID_QTY, cfg.lot_size, qty))


def check_size(
    cfg: FuturesSymbolConfig, order_type: OrderType, price: Decimal, qty: Decimal, *, reduce_only: bool
) -> None:
    """Refuse a quantity above the limit/market maximum, or (unless reduce-only) below the minimums."""
    max_qty = cfg.max_new_market_order_qty if order_type is OrderType.MARKET else cfg.max_new_order_qty
    if qty > max_qty:
        _reject(OrderCheck(OrderRule.MAX_QTY, max_qty, qty))
    if reduce_only:
        return
    if qty < cfg.min_qty:
        _reject(OrderCheck(OrderRule.MIN_QTY, cfg.min_qty, qty))
    if qty * price < cfg.min_notional_value:
        _reject(OrderCheck(OrderRule.MIN_NOTIONAL, cfg.min_notional_value, qty * price))


def _reject(failed: OrderCheck) -> NoReturn:
    raise OrderRejected(RejectCode(failed.rule.value), failed.message, bound=fmt(failed.bound))
