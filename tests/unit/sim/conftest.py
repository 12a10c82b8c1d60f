"""Fixtures for the simulated exchange tests."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tests.symbols import BTC8
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange


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
