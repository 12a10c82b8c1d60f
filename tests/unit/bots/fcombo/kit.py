"""Shared helpers for the futures combo tests: three perpetuals (BTC, ETH, SOL) on one simulated
futures exchange and a shell that funds a combo with its initial margin."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal as D
from typing import Any

from tradingbot.bots.futures_combo.state import ComboState
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import BotStatus
from tradingbot.core.instruments import FuturesSymbolConfig, risk_tiers
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import FuturesExchange

from ..botkit import BTC8, SCHEDULE
from ..test_bots_fgrid_kit import BTC_PERP, FEES, USER, bot_account, start_bot

ETH_PERP = replace(
    BTC_PERP, symbol="ETHUSDT", base_currency="ETH", lot_size=D("0.000001"), min_qty=D("0.000001")
)
SOL_PERP = replace(
    BTC_PERP, symbol="SOLUSDT", base_currency="SOL", lot_size=D("0.000001"), min_qty=D("0.000001")
)
BTC_FINE = replace(BTC_PERP, lot_size=D("0.000001"), min_qty=D("0.000001"))
PERPS = {p.symbol: p for p in (BTC_FINE, ETH_PERP, SOL_PERP)}
"""§7.3 vector B's legs with fine lots (the vector's quantities are not lot-rounded)."""


def legs(*specs: tuple[str, int, str]) -> list[dict[str, Any]]:
    """A combo's ``symbol_settings`` from (symbol, side 1 LONG / 2 SHORT, target share) triples."""
    return [{"symbol": s, "side": side, "target_position_percent": share} for s, side, share in specs]


COMBO: dict[str, Any] = {
    "symbol_settings": legs(("BTCUSDT", 1, "0.5"), ("ETHUSDT", 1, "0.4"), ("SOLUSDT", 1, "0.1")),
    "leverage": "1",
    "init_margin": "10000",
    "adjust_position_mode": 2,
    "adjust_position_percent": "0.1",
}
"""§7.3 vector B: 10 000 USDT, 1x, BTC/ETH/SOL long 50/40/10, PERCENT 10 %."""
PRICES = {"BTCUSDT": D(60000), "ETHUSDT": D(3000), "SOLUSDT": D(150)}


def fc(**changes: object) -> dict[str, Any]:
    """The example config with changes."""
    return dict(COMBO, **changes)


@dataclass
class CShell:
    """A futures exchange with the three perpetuals and one BotHost."""

    fx: FuturesExchange
    host: BotHost
    credited: D = D(0)
    perps: dict[str, FuturesSymbolConfig] = field(default_factory=lambda: dict(PERPS))

    @classmethod
    def start(cls, prices: dict[str, D] | None = None, fees: FeeSchedule = FEES) -> CShell:
        tiers = {s: risk_tiers(p, 10) for s, p in PERPS.items()}
        fx = FuturesExchange(PERPS, tiers, fees)
        for s, p in (prices or PRICES).items():
            fx.on_price(s, p, 0)
        sim = SimExchange({BTC8.symbol: BTC8}, SCHEDULE)
        sim.on_price(BTC8.symbol, D("54000"), 0)
        return cls(fx, BotHost(sim, futures=fx))

    def create(self, bot_id: str, raw: dict[str, Any], ts: int = 0) -> ComboState:
        state: ComboState = start_bot(self, bot_id, "COMBO_FUTURES", raw, "init_margin", ts)
        return state

    def price(self, symbol: str, price: str | D, ts: int) -> None:
        self.host.on_price(symbol, D(price), ts, category="linear")

    def state(self, bot_id: str = "1") -> ComboState:
        state: ComboState = self.host.state(bot_id)
        return state

    def assert_books_match(self, bot_id: str = "1") -> None:
        s = self.state(bot_id)
        account = bot_account(bot_id)
        assert s.wallet == self.fx.wallet(account)
        for b in s.books:
            pos = self.fx.position(account, b.symbol)
            assert (b.position, b.avg_entry) == (pos.size, pos.avg_entry), b.symbol
        assert self.fx.check_invariants() == []

    def release(self, bot_id: str, ts: int) -> D:
        assert self.host.status(bot_id) is BotStatus.COMPLETED
        left = self.fx.wallet(bot_account(bot_id))
        self.fx.transfer(ts, bot_account(bot_id), USER, "USDT", left)
        self.host.remove_bot(bot_id)
        return left
