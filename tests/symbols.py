"""Test instruments shared across suites."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D

from tradingbot.core.instruments import SpotSymbol

BTC8 = SpotSymbol(
    symbol="BTCUSDT",
    base="BTC",
    quote="USDT",
    tick_size=D("0.01"),
    lot_size=D("0.00000001"),
    min_qty=D("0.00000001"),
    max_qty=D("9000"),
    min_amount=D("5"),
    max_amount=D("9000000"),
)
"""BTCUSDT with an 8-decimal lot, as in Bybit's spot grid worked example (MECHANICS §12, T3/T4)."""


def spot_symbol(
    symbol: str, base: str, quote: str = "USDT", tick: str = "0.01", lot: str = "0.00000001"
) -> SpotSymbol:
    """A spot symbol with BTC8's order value bounds (5 to 9 000 000 quote), a minimum quantity of one
    lot and room for 9 000 000 of them."""
    lot_size = D(lot)
    return replace(
        BTC8,
        symbol=symbol,
        base=base,
        quote=quote,
        tick_size=D(tick),
        lot_size=lot_size,
        min_qty=lot_size,
        max_qty=D("9000000"),
    )
