"""Fixtures for the simulated exchange tests."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.core.instruments import SpotSymbol
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange

# BTCUSDT with an 8-decimal lot, as in Bybit's spot grid worked example (MECHANICS §12, T3/T4).
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


@pytest.fixture
def bot() -> AccountRef:
    return AccountRef.bot(7)


@pytest.fixture
def ex(bot: AccountRef) -> SimExchange:
    """BTCUSDT (8-decimal lot) and ETHUSDT; the bot holds 100 000 USDT and 10 BTC; BTC last 54 000."""
    exchange = SimExchange({"BTCUSDT": BTC8, "ETHUSDT": DEFAULT_SPOT_SYMBOLS["ETHUSDT"]})
    exchange.credit(0, bot, "USDT", D("100000"), ref="demo")
    exchange.credit(0, bot, "BTC", D("10"), ref="demo")
    exchange.on_price("BTCUSDT", D("54000"), 0)
    exchange.drain_effects()
    return exchange
