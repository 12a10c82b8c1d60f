"""Spot settlement on close (MECHANICS §2.3), shared by the spot families.

Why a helper: spot grid and spot DCA settle the same way - cancel everything (reconcile does
that), then QUOTE mode market-sells all base, BASE mode market-buys base with all quote,
BASE_AND_QUOTE returns the assets as they are. Dust below the symbol's order rules stays as is.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import MarketView, OrderIntent
from tradingbot.core.enums import OrderSide, OrderType, SettleMode
from tradingbot.core.instruments import check_order, floor_qty


def settlement_intent(
    mode: SettleMode, base: Decimal, quote: Decimal, market: MarketView, cid: str
) -> OrderIntent | None:
    """The market order that converts the bot's holdings per ``mode``, or None (nothing to trade)."""
    sym, last = market.symbol, market.last_price
    if mode is SettleMode.QUOTE_MODE:
        side, qty = OrderSide.SELL, floor_qty(sym, base)
    elif mode is SettleMode.BASE_MODE:
        side, qty = OrderSide.BUY, floor_qty(sym, quote / last)
    else:
        return None
    if qty <= 0 or check_order(sym, last, qty, check_tick=False) is not None:
        return None
    return OrderIntent(cid, side, OrderType.MARKET, qty, None, "settle")
