"""Pure, deterministic simulated spot exchange (paper trading).

* Funds: demo funds come from ``sys:faucet`` (:meth:`SimExchange.credit`); free funds move between
  a user's accounts and bot sub-accounts (:meth:`SimExchange.transfer`).
* Orders: a resting LIMIT locks ``qty·price`` quote (BUY) or ``qty`` base (SELL). A LIMIT that is
  marketable when placed (BUY price >= last, SELL price <= last) and every MARKET order fill at
  once at the last price as taker. Resting orders fill at THEIR price as maker when the market
  trades at or through it (touch fills). Fills are always for the whole remaining quantity.
* Fees: from the asset received, rounded half-up to 1e-8 (:mod:`tradingbot.sim.fees`).
* Candles: :meth:`SimExchange.apply_candle` visits ``core.candles.candle_path`` - open, low,
  high, close when close >= open, else open, high, low, close - and fills what each point
  crosses, so an order crossed anywhere inside the candle fills, in path order.
* Persistence: every change is an effect (journal entry, order update, fill) returned by
  :meth:`SimExchange.drain_effects`; :meth:`SimExchange.restore` rebuilds the exact state from the
  persisted entries, orders, last prices and id counters.

Time comes in as ``ts`` (ms); nothing here reads a clock.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.core.instruments import OrderRule, SpotSymbol, check_order
from tradingbot.core.money import ZERO, fmt
from tradingbot.sim import matching
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected, RejectCode
from tradingbot.sim.exchange_base import ExchangeBase
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.invariants import find_problems
from tradingbot.sim.ledger import Balance, Bucket, JournalEntry, Ledger
from tradingbot.sim.order_kit import (
    OrderRequest,
    cancellable,
    check_restored_counters,
    check_restored_order,
    check_sound,
    fill_of,
    marketable,
    new_order,
    priced,
)
from tradingbot.sim.orders import Counters, Effect, Fill, Order, OrderUpdate, PlaceResult
from tradingbot.sim.trigger_index import TriggerIndex

__all__ = ["PlaceResult", "SimExchange", "SimState"]

_RULE_CODES: dict[OrderRule, RejectCode] = {rule: RejectCode(rule.value) for rule in OrderRule}


@dataclass(frozen=True, slots=True)
class SimState:
    """Everything needed to rebuild an exchange (besides symbols and fees)."""

    entries: tuple[JournalEntry, ...]
    orders: tuple[Order, ...]
    last_prices: dict[str, Decimal]
    counters: Counters


class SimExchange(ExchangeBase[SpotSymbol, Effect, Fill, PlaceResult]):
    """Simulated spot exchange over a double-entry ledger."""

    def __init__(self, symbols: Mapping[str, SpotSymbol], fees: FeeSchedule | None = None) -> None:
        self._symbols = dict(symbols)
        self._fees = fees if fees is not None else FeeSchedule()
        self._ledger = Ledger()
        self._orders: dict[int, Order] = {}
        self._open: dict[int, Order] = {}
        self._open_by_account: dict[AccountRef, dict[int, Order]] = {}  # a bot step asks for its own
        self._by_cid: dict[AccountRef, dict[str, int]] = {}  # account -> client id -> order id
        self._index = {name: TriggerIndex() for name in self._symbols}
        self._last: dict[str, Decimal] = {}
        self._counters = Counters()
        self._effects: list[Effect] = []

    # ------------------------------------------------------------------ read access

    def balance(self, account: AccountRef, asset: str) -> Balance:
        """Free and locked amount of one asset."""
        return self._ledger.balance(account, asset)

    def order(self, account: AccountRef, client_order_id: str) -> Order | None:
        """An order of this account by client id (open or closed; None for a closed order restored
        without its details, see :meth:`restore`)."""
        oid = self._by_cid.get(account, {}).get(client_order_id)
        return None if oid is None else self._orders.get(oid)

    def order_by_id(self, order_id: int) -> Order | None:
        """An order by exchange id (None for a closed order restored without its details)."""
        return self._orders.get(order_id)

    def open_orders(self, account: AccountRef | None = None, symbol: str | None = None) -> list[Order]:
        """Open orders, oldest first, optionally filtered."""
        pool = self._open.values() if account is None else self._open_by_account.get(account, {}).values()
        return [o for o in pool if symbol is None or o.symbol == symbol]

    # ------------------------------------------------------------------ orders

    def _place(self, request: OrderRequest, reduce_only: bool) -> PlaceResult:
        """A resting LIMIT locks quote (BUY) or base (SELL); a marketable order fills at once."""
        if reduce_only:
            raise ValueError("a spot order cannot be reduce-only")
        sym, request = self._validate(request)
        account, symbol, side, price = request.account, request.symbol, request.side, request.price
        last = self._last.get(symbol)
        exec_price = price if price is not None else last
        if exec_price is None:  # unreachable: _validate refuses a market order without a price
            raise OrderRejected(RejectCode.NO_PRICE, symbol)
        lock_asset = matching.lock_asset(sym, side)
        needed = matching.lock_amount(side, exec_price, request.qty)
        if self._ledger.balance(account, lock_asset).free < needed:
            raise OrderRejected(RejectCode.INSUFFICIENT_BALANCE, f"needs {fmt(needed)} {lock_asset} free")
        order = new_order(Order, self._counters.next_order_id, request, lock_asset=lock_asset)
        if last is not None and marketable(side, exec_price, last):
            return self._fill_now(order, sym, last)
        if price is None:  # unreachable: a market order always has a last price here
            raise OrderRejected(RejectCode.NO_PRICE, symbol)
        lock = matching.move(account, lock_asset, needed, Bucket.FREE, Bucket.LOCKED)
        entry = self._post_raw(request.ts, "lock", f"order:{order.id}", lock)
        resting = replace(order, locked=needed)
        self._register(resting)
        self._counters = replace(self._counters, next_order_id=order.id + 1)
        self._effects += [OrderUpdate(resting), entry]
        self._index[symbol].add(order.id, side, price)
        return PlaceResult(resting, ())

    def _fill_now(self, order: Order, sym: SpotSymbol, last: Decimal) -> PlaceResult:
        """Execute a marketable order in full at the last price as taker."""
        fill_id = self._counters.next_fill_id
        execution = matching.execute(order.account, sym, order.side, last, order.qty, self._fees.taker, None)
        entry = self._post_raw(order.created_ts, "trade", f"fill:{fill_id}", execution.postings)
        self._register(order)
        self._counters = Counters(order.id + 1, fill_id + 1)
        fill = fill_of(
            Fill, fill_id, order, last, order.qty, execution.fee, execution.fee_asset, False, order.created_ts
        )
        self._effects += [OrderUpdate(order), entry, fill]
        done = replace(order, filled_qty=order.qty, status=OrderStatus.FILLED)
        self._store(done)
        return PlaceResult(done, (fill,))

    def cancel_order(self, ts: int, account: AccountRef, client_order_id: str) -> Order:
        """Cancel an open order and unlock what it still holds."""
        found = self.order(account, client_order_id)
        if found is None and client_order_id in self._by_cid.get(account, {}):  # closed before a restart
            raise OrderRejected(RejectCode.ORDER_NOT_OPEN, f"order {client_order_id!r} is closed")
        order = cancellable(found, client_order_id)
        if order.price is not None:
            self._index[order.symbol].remove(order.id, order.side, order.price)
        if order.locked:
            postings = matching.move(account, order.lock_asset, order.locked, Bucket.LOCKED, Bucket.FREE)
            self._post_checked(ts, "unlock", f"order:{order.id}", postings)
        done = replace(order, status=OrderStatus.CANCELLED, locked=ZERO, updated_ts=ts)
        self._store(done)
        return done

    def cancel_all(self, ts: int, account: AccountRef, symbol: str | None = None) -> list[Order]:
        """Cancel every open order of an account (optionally one symbol)."""
        return [self.cancel_order(ts, account, o.client_order_id) for o in self.open_orders(account, symbol)]

    # ------------------------------------------------------------------ market

    def on_price(self, symbol: str, price: Decimal, ts: int) -> list[Fill]:
        """The market traded at ``price``: fill every resting order it crosses, at the order's price."""
        price = self._market_price(symbol, price)
        self._last[symbol] = price
        return [self._fill_resting(t.order_id, ts) for t in self._index[symbol].pop_crossed(price)]

    set_last_price = on_price

    def forget_closed(self) -> int:
        """Drop the details of closed orders, keeping their client ids taken (as :meth:`restore`
        with ``closed`` does), and answer how many were dropped. For an engine that has stored
        them: memory then holds what a restart would load, not every order since start."""
        closed = [oid for oid, order in self._orders.items() if not order.is_open]
        for oid in closed:
            del self._orders[oid]
        return len(closed)

    def forget_account(self, account: AccountRef) -> int:
        """Drop everything held about an account that will never trade again (a completed bot's):
        its closed orders and their client ids, and its empty balances. Answers how many orders
        were dropped; an account with open orders or a balance is kept whole (0). Why: a long-running
        engine otherwise holds a few KB for every bot ever created (issue 23's soak)."""
        if account in self._open_by_account or not self._ledger.forget_empty(account):
            return 0
        ids = self._by_cid.pop(account, {})
        for oid in ids.values():
            self._orders.pop(oid, None)
        return len(ids)

    # ------------------------------------------------------------------ persistence

    def state(self) -> SimState:
        """Snapshot of everything :meth:`restore` needs (of an exchange that holds its whole history:
        not one resumed from opening balances or restored without its closed orders)."""
        if self._ledger.opening or sum(map(len, self._by_cid.values())) != len(self._orders):
            raise ValueError("this exchange was restored without its full history")
        return SimState(
            tuple(self._ledger.entries),
            tuple(self._orders[k] for k in sorted(self._orders)),
            dict(self._last),
            self._counters,
        )

    @classmethod
    def restore(
        cls,
        symbols: Mapping[str, SpotSymbol],
        fees: FeeSchedule | None,
        *,
        entries: Iterable[JournalEntry] = (),
        orders: Iterable[Order],
        last_prices: Mapping[str, Decimal],
        counters: Counters,
        ledger: Ledger | None = None,
        closed: Iterable[tuple[int, AccountRef, str]] = (),
    ) -> SimExchange:
        """Rebuild an exchange from persisted entries (or an already rebuilt ``ledger``), orders
        (latest version of each), prices and counters. ``closed`` names orders that are done
        (id, account, client id) without their details: their client ids stay taken, and a
        restart need not parse or hold every order that ever closed."""
        ex = cls(symbols, fees)
        ex._ledger = ledger if ledger is not None else Ledger.replay(entries)
        ids: list[int] = []
        for oid, account, cid in closed:
            ex._by_cid.setdefault(account, {})[cid] = oid
            ids.append(oid)
        resting: dict[str, list[tuple[int, OrderSide, Decimal]]] = {name: [] for name in ex._symbols}
        for order in sorted(orders, key=lambda o: o.id):
            if order.symbol not in ex._symbols:
                raise ValueError(f"order {order.id} has unknown symbol {order.symbol}")
            ex._register(order)
            check_restored_order(order)
            if order.is_open and order.price is not None:
                resting[order.symbol].append((order.id, order.side, order.price))
        for name, triggers in resting.items():
            ex._index[name].add_many(triggers)
        ex._last = dict(last_prices)
        check_restored_counters(counters, [*ids, *ex._orders])
        ex._counters = counters
        check_sound(ex.check_invariants())
        return ex

    @classmethod
    def from_state(
        cls, symbols: Mapping[str, SpotSymbol], fees: FeeSchedule | None, state: SimState
    ) -> SimExchange:
        """:meth:`restore` from one :class:`SimState`."""
        return cls.restore(
            symbols,
            fees,
            entries=state.entries,
            orders=state.orders,
            last_prices=state.last_prices,
            counters=state.counters,
        )

    def check_invariants(self) -> list[str]:
        """Violated invariants (empty when sound); see :func:`tradingbot.sim.invariants.find_problems`."""
        indexed = sum(len(i) for i in self._index.values())
        problems = find_problems(self._ledger, self._open.values(), indexed)
        by_account = {oid: o for mine in self._open_by_account.values() for oid, o in mine.items()}
        if by_account != self._open:
            problems.append("the per-account index of open orders differs from the open orders")
        return problems

    # ------------------------------------------------------------------ internals

    def _validate(self, request: OrderRequest) -> tuple[SpotSymbol, OrderRequest]:
        """The symbol's rules and the request with its qty and price normalized."""
        account, cid = request.account, request.client_order_id
        if account.is_system:
            raise OrderRejected(RejectCode.INVALID_ACCOUNT, "system accounts do not trade")
        if not cid:
            raise OrderRejected(RejectCode.INVALID_CLIENT_ORDER_ID, "client order id is required")
        sym = self._config(request.symbol)
        if cid in self._by_cid.get(account, {}):
            raise OrderRejected(RejectCode.DUPLICATE_CLIENT_ORDER_ID, cid)
        request, check_price = priced(request, self._last.get(request.symbol))
        failed = check_order(sym, check_price, request.qty, check_tick=request.order_type is OrderType.LIMIT)
        if failed is not None:
            raise OrderRejected(_RULE_CODES[failed.rule], failed.message, bound=fmt(failed.bound))
        return sym, request

    def _fill_resting(self, order_id: int, ts: int) -> Fill:
        order = self._open[order_id]
        if order.price is None:
            raise ValueError(f"resting order {order_id} has no price")
        sym = self._symbols[order.symbol]
        fill_id = self._counters.next_fill_id
        qty = order.remaining
        execution = matching.execute(
            order.account, sym, order.side, order.price, qty, self._fees.maker, order.price
        )
        entry = self._post_raw(ts, "trade", f"fill:{fill_id}", execution.postings)
        self._counters = replace(self._counters, next_fill_id=fill_id + 1)
        fill = fill_of(Fill, fill_id, order, order.price, qty, execution.fee, execution.fee_asset, True, ts)
        done = replace(
            order,
            filled_qty=order.qty,
            status=OrderStatus.FILLED,
            locked=order.locked - execution.lock_released,
            updated_ts=ts,
        )
        self._effects += [entry, fill]
        self._store(done)
        return fill

    def _register(self, order: Order) -> None:
        self._by_cid.setdefault(order.account, {})[order.client_order_id] = order.id
        self._orders[order.id] = order
        if order.is_open:
            self._set_open(order)

    def _set_open(self, order: Order) -> None:
        self._open[order.id] = order
        self._open_by_account.setdefault(order.account, {})[order.id] = order

    def _set_closed(self, order: Order) -> None:
        self._open.pop(order.id, None)
        mine = self._open_by_account.get(order.account)
        if mine is not None:
            mine.pop(order.id, None)
            if not mine:
                del self._open_by_account[order.account]

    def _store(self, order: Order) -> None:
        """Record a changed order and publish it."""
        self._orders[order.id] = order
        if order.is_open:
            self._set_open(order)
        else:
            self._set_closed(order)
        self._effects.append(OrderUpdate(order))
