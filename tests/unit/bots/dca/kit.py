"""Shared helpers for the DCA tests: symbols, market views, canonical configs and a host shell.

The shell's host knows the DCA family only and funds the bot's account with the config's
investment as the engine will.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal as D
from typing import Any

from tests.symbols import spot_symbol
from tradingbot.bots.base import MarketView
from tradingbot.bots.dca.family import FAMILY
from tradingbot.bots.dca.state import DcaState
from tradingbot.bots.host import BotHost
from tradingbot.core.instruments import SpotSymbol
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule

FEE = D("0.001")
USER = AccountRef.user(1)
WEEK_S = 7 * 24 * 3600


BTC = spot_symbol("BTCUSDT", "BTC")
BTCUSDC = spot_symbol("BTCUSDC", "BTC", "USDC")
X4 = spot_symbol("XUSDT", "X", tick="0.0001")
"""Tick 0.0001: MECHANICS §4.2's table is printed with four decimals."""


def market(price: str | D, ts: int = 0, sym: SpotSymbol = BTC, fee: D = FEE) -> MarketView:
    """A market view for pure family calls."""
    return MarketView(ts, D(price), sym, fee, fee)


SAFETY = {
    "dca_type": "SAFETY_ORDER",
    "symbol": "XUSDT",
    "init_order_amount": "100",
    "safety_order_amount": "50",
    "max_safety_orders": 3,
    "price_step": "0.03",
    "step_multiplier": "1.2",
    "volume_multiplier": "1.5",
    "tp_pct": "0.05",
}
"""MECHANICS §4.2's worked example (capital 337.50, MPD 0.1092)."""


def recurring(every_s: int, cap: str, quote: str = "USDT", **amounts: str) -> dict[str, Any]:
    """A RECURRING config that buys each coin for its quote amount (``BTC="100"``) every
    ``every_s`` seconds, investing at most ``cap``."""
    return {
        "dca_type": "RECURRING",
        "frequency_in_second": every_s,
        "quote_coin": quote,
        "pairs": [{"base": base, "amount": amount} for base, amount in amounts.items()],
        "max_invest_amount": cap,
    }


RECURRING = recurring(WEEK_S, "5500", "USDC", BTC="600", ETH="400")
"""MECHANICS §4.1's worked example: BTC 600 + ETH 400 USDC weekly, cap 5 500."""


@dataclass
class Shell:
    """One SimExchange and a BotHost that knows the DCA family; funds bots with their investment."""

    sim: SimExchange
    host: BotHost
    symbol: SpotSymbol

    @classmethod
    def start(cls, price: str | D, sym: SpotSymbol, fee: D = FEE, ts: int = 0) -> Shell:
        return cls.start_many({sym: price}, fee, ts)

    @classmethod
    def start_many(cls, prices: dict[SpotSymbol, str | D], fee: D = FEE, ts: int = 0) -> Shell:
        """Several symbols, each with a first price (the first one is ``symbol``: its quote funds bots)."""
        sim = SimExchange({s.symbol: s for s in prices}, FeeSchedule(maker=fee, taker=fee))
        for sym, price in prices.items():
            sim.on_price(sym.symbol, D(price), ts)
        return cls(sim, BotHost(sim, {FAMILY.name: FAMILY}), next(iter(prices)))

    def create(self, bot_id: str, raw: dict[str, Any], ts: int = 0) -> DcaState:
        """Credit the user, move the investment into the bot's account, start the bot."""
        config = FAMILY.parse_config(raw)
        account = AccountRef.bot(bot_id)
        self.sim.credit(ts, USER, self.symbol.quote, config.investment)
        self.sim.transfer(ts, USER, account, self.symbol.quote, config.investment)
        state: DcaState = self.host.add_bot(bot_id, FAMILY.name, raw, account, ts)
        return state

    def state(self, bot_id: str) -> DcaState:
        state: DcaState = self.host.state(bot_id)
        return state

    def assert_books_match(self, bot_id: str) -> None:
        """The bot's quote/base equal its account's balances, and the exchange's ledger balances."""
        state = self.state(bot_id)
        bal = self.sim.balances(AccountRef.bot(bot_id))
        quote = self.symbol.quote
        base = state.books[0].base if state.books else self.symbol.base  # ``base`` mirrors the first pair
        assert state.quote == (bal[quote].total if quote in bal else 0)
        assert state.base == (bal[base].total if base in bal else 0)
        for book in state.books:  # every RECURRING coin's holding
            assert book.held == (bal[book.base].total if book.base in bal else 0)
        assert self.sim.check_invariants() == []
