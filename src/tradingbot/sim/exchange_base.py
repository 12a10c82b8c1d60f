"""What the spot and the futures simulated exchanges share: their read access and candle walk.

Both keep the same state under the same names (symbols, fees, the ledger, last prices, id
counters and the effects not yet drained); each adds its own orders, matching and margin.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Generic, TypeVar

from tradingbot.core.candles import Candle, candle_path
from tradingbot.core.money import to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected, RejectCode
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.ledger import Balance, Ledger
from tradingbot.sim.orders import Counters

SymbolT = TypeVar("SymbolT")
EffectT = TypeVar("EffectT")
FillT = TypeVar("FillT")


class ExchangeBase(Generic[SymbolT, EffectT, FillT]):
    """Read access over the state both exchanges keep; ``on_price`` is each exchange's own."""

    _symbols: dict[str, SymbolT]
    _fees: FeeSchedule
    _ledger: Ledger
    _last: dict[str, Decimal]
    _counters: Counters
    _effects: list[EffectT]

    @property
    def fees(self) -> FeeSchedule:
        """Maker and taker rates."""
        return self._fees

    @property
    def symbols(self) -> Mapping[str, SymbolT]:
        """Tradable symbols."""
        return self._symbols

    @property
    def ledger(self) -> Ledger:
        """The ledger (read it; change it only through an exchange)."""
        return self._ledger

    @property
    def counters(self) -> Counters:
        """Next order and fill ids."""
        return self._counters

    def balances(self, account: AccountRef) -> dict[str, Balance]:
        """Every non-zero ledger balance of an account."""
        return self._ledger.balances(account)

    def last_price(self, symbol: str) -> Decimal | None:
        """Last traded price (the futures mark), None before the first price."""
        return self._last.get(symbol)

    def last_prices(self) -> dict[str, Decimal]:
        """Last price per symbol."""
        return dict(self._last)

    def drain_effects(self) -> list[EffectT]:
        """Everything that changed since the last drain, in order."""
        out, self._effects = self._effects, []
        return out

    def _config(self, symbol: str) -> SymbolT:
        """The symbol's rules (UNKNOWN_SYMBOL when it is not traded here)."""
        cfg = self._symbols.get(symbol)
        if cfg is None:
            raise OrderRejected(RejectCode.UNKNOWN_SYMBOL, symbol)
        return cfg

    def _market_price(self, symbol: str, price: Decimal) -> Decimal:
        """A traded price of a known symbol: positive."""
        self._config(symbol)
        price = to_decimal(price)
        if price <= 0:
            raise ValueError("price must be positive")
        return price

    def on_price(self, symbol: str, price: Decimal, ts: int) -> list[FillT]:
        """The market traded at ``price``: fill what it crosses."""
        raise NotImplementedError

    def apply_candle(self, symbol: str, candle: Candle) -> list[FillT]:
        """Walk the candle's price path (``core.candles.candle_path``); fills in path order, the last
        price ends at the close."""
        fills: list[FillT] = []
        for point in candle_path(candle):
            fills += self.on_price(symbol, point, candle.ts)
        return fills
