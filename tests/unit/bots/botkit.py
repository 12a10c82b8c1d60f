"""Shared helpers for the bot tests: the 8-decimal BTCUSDT of Bybit's worked example and a shell stand-in.

The "shell" here does what the engine will: credit the user, move funds into the bot account,
start the bot on a BotHost, and move what is left back to the user after the close.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal as D
from typing import Any

from tests.symbols import BTC8
from tradingbot.bots.base import MarketView
from tradingbot.bots.host import BotHost
from tradingbot.bots.spot_grid.state import SpotGridState
from tradingbot.core.enums import BotStatus
from tradingbot.core.instruments import SpotSymbol
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule

FEE = D("0.001")
SCHEDULE = FeeSchedule(maker=FEE, taker=FEE)
USER = AccountRef.user(1)

EXAMPLE = {
    "symbol": "BTCUSDT",
    "min_price": "45000",
    "max_price": "65000",
    "cell_number": 5,
    "quote_investment": "23610",
}
"""Bybit's worked spot grid (MECHANICS §3.4/§3.5): 45k..65k, 5 cells, 23 610 USDT at P0 54 000."""


def market(price: str | D, ts: int = 0, sym: SpotSymbol = BTC8, maker: D = FEE, taker: D = FEE) -> MarketView:
    """A market view for pure family calls."""
    return MarketView(ts, D(price), sym, maker, taker)


@dataclass
class Shell:
    """A minimal engine shell around one SimExchange and BotHost."""

    sim: SimExchange
    host: BotHost
    credited: dict[str, D] = field(default_factory=dict)

    @classmethod
    def start(cls, price: str = "54000", sym: SpotSymbol = BTC8, fees: FeeSchedule = SCHEDULE) -> Shell:
        sim = SimExchange({sym.symbol: sym}, fees)
        sim.on_price(sym.symbol, D(price), 0)
        return cls(sim, BotHost(sim))

    def fund(self, asset: str, amount: D | str) -> None:
        amount = D(amount)
        self.sim.credit(0, USER, asset, amount)
        self.credited[asset] = self.credited.get(asset, D(0)) + amount

    def create(self, bot_id: str, raw: dict[str, Any], ts: int = 0) -> SpotGridState:
        """Fund the user, move the investment into the bot account, start the bot."""
        account = AccountRef.bot(bot_id)
        quote, base = D(str(raw.get("quote_investment") or 0)), D(str(raw.get("base_investment") or 0))
        mode = int(raw.get("invest_mode", 0))
        for asset, amount in (("USDT", quote if mode != 1 else D(0)), ("BTC", base if mode != 0 else D(0))):
            if amount > 0:
                self.fund(asset, amount)
                self.sim.transfer(ts, USER, account, asset, amount)
        state: SpotGridState = self.host.add_bot(bot_id, "GRID_SPOT", raw, account, ts)
        return state

    def release(self, bot_id: str, ts: int) -> None:
        """After COMPLETED: return everything in the bot account to the user and stop hosting the bot."""
        assert self.host.status(bot_id) is BotStatus.COMPLETED
        account = self.host.account(bot_id)
        for asset, bal in self.host.leftover(bot_id).items():
            assert bal.locked == 0
            if bal.free > 0:
                self.sim.transfer(ts, account, USER, asset, bal.free)
        self.host.remove_bot(bot_id)

    def state(self, bot_id: str) -> SpotGridState:
        state: SpotGridState = self.host.state(bot_id)
        return state

    def open_orders(self, bot_id: str) -> list[tuple[str, D, D]]:
        """(side, price, qty) of the bot's open orders, by price."""
        orders = self.sim.open_orders(AccountRef.bot(bot_id))
        return sorted((o.side.value, o.price or D(0), o.qty) for o in orders)

    def assert_books_match(self, bot_id: str) -> None:
        """The bot's own quote/base totals equal its account's balances on the exchange."""
        state = self.state(bot_id)
        bal = self.sim.balances(AccountRef.bot(bot_id))
        assert state.quote == (bal["USDT"].total if "USDT" in bal else 0)
        assert state.base == (bal["BTC"].total if "BTC" in bal else 0)
        assert self.sim.check_invariants() == []
