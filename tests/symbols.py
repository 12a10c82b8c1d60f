"""Test instruments shared across suites."""

from __future__ import annotations

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
