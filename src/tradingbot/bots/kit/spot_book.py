"""A spot fill booked into a bot's quote and base as the exchange books it (fee in the asset received).

Why shared: every spot family (grid, DCA) keeps its own quote/base equal to its exchange account;
one rule here keeps them all equal to the ledger the property tests check.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import FillEvent
from tradingbot.core.enums import OrderSide


def book_spot_fill(quote: Decimal, base: Decimal, f: FillEvent, base_asset: str) -> tuple[Decimal, Decimal]:
    """``(quote, base)`` after the fill: a BUY pays ``qty·price`` quote, a SELL receives it; the fee
    is taken from the asset received (``f.fee_asset``)."""
    gross = f.qty * f.price
    if f.side is OrderSide.BUY:
        quote, base = quote - gross, base + f.qty
    else:
        quote, base = quote + gross, base - f.qty
    if f.fee_asset == base_asset:
        return quote, base - f.fee
    return quote - f.fee, base


def fee_value(f: FillEvent, base_asset: str) -> Decimal:
    """The fill's fee in quote: a fee in base is valued at the fill price (what the coin cost)."""
    return f.fee * f.price if f.fee_asset == base_asset else f.fee
