"""Shared helpers for the futures grid tests: MECHANICS' example contract, market views and a shell.

The example of MECHANICS §5.3/§12 (F1, F2): BTCUSDT perpetual, lot 0.001, maker 0.02 %, taker
0.055 %, MMR 0.5 % (tier 1 up to 2 000 000), 10 000..30 000 with 5 cells, leverage 2, 10 000 USDT
at P0 20 248.5. The shell does what the engine will: credit the user, move the investment into the
bot's DERIVATIVE account on the futures exchange, host the bot, move what is left back after the close.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal as D
from typing import Any

from tradingbot.bots.base import FuturesView, MarketView, futures_order_rules
from tradingbot.bots.futures_grid.family import FAMILY
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import BotAccountType, BotStatus
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, risk_tiers
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import FuturesExchange

from .botkit import BTC8, SCHEDULE

BTC_PERP = FuturesSymbolConfig.from_wire(
    {
        "symbol": "BTCUSDT",
        "baseCurrency": "BTC",
        "quoteCurrency": "USDT",
        "priceScale": 2,
        "maxPrice": "1999999.8",
        "minPrice": "0.1",
        "tickSize": "0.01",
        "lotSize": "0.001",
        "minQty": "0.001",
        "maxNewOrderQty": "1190",
        "maxNewMarketOrderQty": "119",
        "minNotionalValue": "5",
        "baseInitialMarginRateE4": 100,
        "stepInitialMarginRateE4": 50,
        "baseMaintenanceMarginRateE4": 50,
        "stepMaintenanceMarginRateE4": 50,
        "baseMaxOrdPzValue": "2000000",
        "stepMaxOrdPzValue": "600000",
        "maxLeverageE2": 10000,
    }
)
"""The example contract in its wire form (SPEC §3 names), as the venue publishes it."""
TIERS: list[RiskTier] = risk_tiers(BTC_PERP, 10)
FEES = FeeSchedule(maker=D("0.0002"), taker=D("0.00055"))
P0 = D("20248.5")
USER = AccountRef.user(1)

FG: dict[str, Any] = {
    "symbol": "BTCUSDT",
    "grid_mode": 1,
    "min_price": "10000",
    "max_price": "30000",
    "cell_number": 5,
    "leverage": "2",
    "total_investment": "10000",
}
"""MECHANICS' example futures grid (NEUTRAL; pass grid_mode=2/3 for LONG/SHORT)."""


def fg(**changes: object) -> dict[str, Any]:
    """The example config with changes."""
    return dict(FG, **changes)


def fmarket(
    price: str | D,
    ts: int = 0,
    *,
    sym: FuturesSymbolConfig = BTC_PERP,
    fees: FeeSchedule = FEES,
    mark: str | D | None = None,
) -> MarketView:
    """A futures market view for pure family calls (mark = last unless given)."""
    last = D(price)
    view = FuturesView(sym, tuple(TIERS), last if mark is None else D(mark))
    return MarketView(ts, last, futures_order_rules(sym), fees.maker, fees.taker, view)


def bot_account(bot_id: str) -> AccountRef:
    """A bot's DERIVATIVE sub-account."""
    return AccountRef.bot(bot_id, BotAccountType.DERIVATIVE)


def fund(shell: Any, bot_id: str, amount: D, ts: int) -> None:
    """Credit the user ``amount`` USDT and move it into the bot's account (``shell.credited`` counts it)."""
    shell.fx.credit(ts, USER, "USDT", amount)
    shell.credited += amount
    shell.fx.transfer(ts, USER, bot_account(bot_id), "USDT", amount)


def start_bot(shell: Any, bot_id: str, kind: str, raw: dict[str, Any], margin: str, ts: int) -> Any:
    """Fund the bot with its config's ``margin`` field and start it on the shell's host."""
    fund(shell, bot_id, D(str(raw[margin])), ts)
    return shell.host.add_bot(bot_id, kind, raw, bot_account(bot_id), ts)


def test_kit_example_contract() -> None:
    assert [t.maintenance_margin_rate for t in TIERS[:2]] == [D("0.005"), D("0.01")]
    assert TIERS[0].risk_limit == D("2000000")
    assert FAMILY.name == "GRID_FUTURES" and FAMILY.venue == "linear"


@dataclass
class FShell:
    """A minimal engine shell around a spot SimExchange, a FuturesExchange and one BotHost."""

    fx: FuturesExchange
    sim: SimExchange
    host: BotHost
    credited: D = D(0)
    returned: dict[str, D] = field(default_factory=dict)

    @classmethod
    def start(
        cls, price: str | D = P0, fees: FeeSchedule = FEES, sym: FuturesSymbolConfig = BTC_PERP
    ) -> FShell:
        fx = FuturesExchange({sym.symbol: sym}, {sym.symbol: TIERS}, fees)
        fx.on_price(sym.symbol, D(price), 0)
        sim = SimExchange({BTC8.symbol: BTC8}, SCHEDULE)
        sim.on_price(BTC8.symbol, D("54000"), 0)
        return cls(fx, sim, BotHost(sim, futures=fx))

    def create(self, bot_id: str, raw: dict[str, Any], ts: int = 0) -> FuturesGridState:
        """Fund the user, move the investment into the bot account, start the bot."""
        state: FuturesGridState = start_bot(self, bot_id, "GRID_FUTURES", raw, "total_investment", ts)
        return state

    def add_margin(self, bot_id: str, amount: D, ts: int) -> None:
        from tradingbot.bots.base import AddInvestmentCommand

        fund(self, bot_id, amount, ts)
        self.host.command(bot_id, AddInvestmentCommand(amount), ts)

    def withdraw(self, bot_id: str, amount: D, ts: int) -> None:
        from tradingbot.bots.base import WithdrawCommand

        self.host.command(bot_id, WithdrawCommand(amount), ts)
        self.fx.transfer(ts, bot_account(bot_id), USER, "USDT", amount)

    def price(self, price: str | D, ts: int) -> None:
        self.host.on_price("BTCUSDT", D(price), ts, category="linear")

    def path(self, prices: list[str | int], ts0: int = 1_000) -> int:
        ts = ts0
        for p in prices:
            ts += 1_000
            self.price(D(p), ts)
        return ts

    def release(self, bot_id: str, ts: int) -> D:
        """After COMPLETED: return the bot's wallet to the user and stop hosting the bot."""
        assert self.host.status(bot_id) is BotStatus.COMPLETED
        account = bot_account(bot_id)
        left = D(0)
        for asset, bal in self.host.leftover(bot_id).items():
            assert bal.locked == 0, "a completed bot keeps no order margin"
            if bal.free > 0:
                self.fx.transfer(ts, account, USER, asset, bal.free)
                left += bal.free
        self.host.remove_bot(bot_id)
        return left

    def state(self, bot_id: str) -> FuturesGridState:
        state: FuturesGridState = self.host.state(bot_id)
        return state

    def orders(self, bot_id: str) -> list[tuple[str, D, D, bool]]:
        """(side, price, qty, reduce_only) of the bot's open orders, by price."""
        return sorted(
            (o.side.value, o.price or D(0), o.qty, o.reduce_only)
            for o in self.fx.open_orders(bot_account(bot_id))
        )

    def assert_books_match(self, bot_id: str) -> None:
        """The bot's own wallet and position equal its account and position on the futures exchange
        (a grid's or a martingale's state: both keep a wallet, a position and its average entry)."""
        s = self.host.state(bot_id)
        account = bot_account(bot_id)
        pos = self.fx.position(account, "BTCUSDT")
        assert s.wallet == self.fx.wallet(account)
        assert (s.position, s.avg_entry) == (pos.size, pos.avg_entry)
        assert self.fx.check_invariants() == []
