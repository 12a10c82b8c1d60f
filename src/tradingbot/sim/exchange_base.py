"""What the spot and the futures simulated exchanges share: read access, the request API for
funds and orders, and the candle walk.

Both keep the same state under the same names (symbols, fees, the ledger, last prices, id
counters and the effects not yet drained); each adds its own orders, matching and margin through
the hooks (``_place``, ``on_price`` and the funds hooks).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from decimal import Decimal
from typing import Generic, TypeVar

from tradingbot.core.candles import Candle, candle_path
from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.core.money import to_decimal
from tradingbot.sim import matching
from tradingbot.sim.accounts import FAUCET, AccountRef
from tradingbot.sim.errors import InsufficientFunds, OrderRejected, RejectCode
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.ledger import Balance, JournalEntry, Ledger, Posting
from tradingbot.sim.order_kit import OrderRequest, check_credit, check_transfer, positive_amount
from tradingbot.sim.orders import Counters

SymbolT = TypeVar("SymbolT")
EffectT = TypeVar("EffectT")
FillT = TypeVar("FillT")
ResultT = TypeVar("ResultT")


class ExchangeBase(ABC, Generic[SymbolT, EffectT, FillT, ResultT]):
    """The state both exchanges keep and the requests they answer alike."""

    _symbols: dict[str, SymbolT]
    _fees: FeeSchedule
    _ledger: Ledger
    _last: dict[str, Decimal]
    _counters: Counters
    _effects: list[JournalEntry | EffectT]

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

    def drain_effects(self) -> list[JournalEntry | EffectT]:
        """Everything that changed since the last drain, in order."""
        out, self._effects = self._effects, []
        return out

    def pending_effects(self) -> int:
        """How many effects wait for :meth:`drain_effects` (the same before and after an operation:
        it changed nothing)."""
        return len(self._effects)

    def _config(self, symbol: str) -> SymbolT:
        """The symbol's rules (UNKNOWN_SYMBOL when it is not traded here)."""
        cfg = self._symbols.get(symbol)
        if cfg is None:
            raise OrderRejected(RejectCode.UNKNOWN_SYMBOL, symbol)
        return cfg

    # ------------------------------------------------------------------ funds

    def credit(
        self, ts: int, account: AccountRef, asset: str, amount: Decimal, ref: str = ""
    ) -> JournalEntry:
        """Demo funds from ``sys:faucet`` into a user or bot account."""
        amount = self._funds_amount(asset, amount)
        check_credit(account)
        return self._move_funds(ts, "credit", ref, FAUCET, account, asset, amount)

    def transfer(
        self, ts: int, src: AccountRef, dst: AccountRef, asset: str, amount: Decimal, ref: str = ""
    ) -> JournalEntry:
        """Move free funds between user/bot accounts (ownership rules are the caller's)."""
        amount = self._funds_amount(asset, amount)
        check_transfer(src, dst)
        self._check_withdrawal(src, amount)
        return self._move_funds(ts, "transfer", ref, src, dst, asset, amount)

    def _funds_amount(self, asset: str, amount: Decimal) -> Decimal:
        """The amount of a credit or transfer of ``asset`` (INVALID_AMOUNT unless positive)."""
        return positive_amount(amount)

    def _check_withdrawal(self, src: AccountRef, amount: Decimal) -> None:
        """Refuse a transfer out of ``src`` beyond what it may withdraw (any free amount here)."""

    def _move_funds(
        self, ts: int, kind: str, ref: str, src: AccountRef, dst: AccountRef, asset: str, amount: Decimal
    ) -> JournalEntry:
        """Post the move of free funds and publish it."""
        return self._post_checked(ts, kind, ref, matching.transfer(src, dst, asset, amount))

    def _post_checked(self, ts: int, kind: str, ref: str, postings: Iterable[Posting]) -> JournalEntry:
        """Post an entry and publish it (INSUFFICIENT_BALANCE if a bucket would go negative)."""
        entry = self._post_raw(ts, kind, ref, postings)
        self._effects.append(entry)
        return entry

    def _post_raw(self, ts: int, kind: str, ref: str, postings: Iterable[Posting]) -> JournalEntry:
        """Post an entry without publishing it (INSUFFICIENT_BALANCE if a bucket would go negative)."""
        try:
            return self._ledger.post(ts, kind, ref, postings)
        except InsufficientFunds as exc:
            raise OrderRejected(RejectCode.INSUFFICIENT_BALANCE, str(exc)) from exc

    # ------------------------------------------------------------------ orders

    def place_order(
        self,
        ts: int,
        account: AccountRef,
        symbol: str,
        side: OrderSide,
        order_type: OrderType,
        qty: Decimal,
        price: Decimal | None = None,
        *,
        client_order_id: str,
        reduce_only: bool = False,
    ) -> ResultT:
        """Validate and accept an order; raises OrderRejected and changes nothing if refused.
        ``reduce_only`` is for futures orders (a spot exchange refuses it with ValueError)."""
        request = OrderRequest(ts, account, symbol, side, order_type, qty, price, client_order_id)
        return self._place(request, reduce_only)

    @abstractmethod
    def _place(self, request: OrderRequest, reduce_only: bool) -> ResultT:
        """Each exchange's own checks, locking and matching of a new order."""

    # ------------------------------------------------------------------ market

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
