"""Fixtures for the simulated futures exchange tests."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal as D

import pytest

from tradingbot.core.enums import BotAccountType
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instruments import RiskTier, build_tiers
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import FuturesExchange

BTC = "BTCUSDT"
# one 0.5 % MMR tier up to 2 000 000 USDT (max 100x): the MECHANICS §5.5 examples
FLAT_TIERS: list[RiskTier] = build_tiers([(D("2000000"), D("0.01"), D("0.005"))])
NO_FEES = FeeSchedule(maker=D(0), taker=D(0))


def make_exchange(
    tiers: Sequence[RiskTier] | None = None, fees: FeeSchedule | None = None
) -> FuturesExchange:
    """BTCUSDT and ETHUSDT with real rules; BTC tiers replaced by ``tiers`` if given."""
    symbols = {s: DEFAULT_FUTURES_SYMBOLS[s] for s in (BTC, "ETHUSDT")}
    table = {s: FUTURES_TIERS[s] for s in symbols}
    if tiers is not None:
        table[BTC] = list(tiers)
    return FuturesExchange(symbols, table, fees)


def derivative(n: int) -> AccountRef:
    return AccountRef.bot(n, BotAccountType.DERIVATIVE)


@pytest.fixture
def bot() -> AccountRef:
    return derivative(7)


@pytest.fixture
def ex(bot: AccountRef) -> FuturesExchange:
    """Default fees (maker 0.02 %, taker 0.055 %), BTC last 20 000, the bot holds 10 000 USDT."""
    exchange = make_exchange()
    exchange.credit(0, bot, "USDT", D("10000"), ref="demo")
    exchange.on_price(BTC, D("20000"), 0)
    exchange.drain_effects()
    return exchange
