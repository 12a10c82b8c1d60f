"""State and internal steps of the futures exchange: reads, fills, cancels, liquidations.

Margin model (MECHANICS §5.4/§5.5, bot version): every DERIVATIVE account is an isolated wallet;
its whole USDT balance (FREE + LOCKED) is the margin of all its positions (one per symbol,
one-way mode). Realized PnL, fees and funding settle into FREE at once; resting orders keep their
order margin in LOCKED. Mark price = last price.

* equity = wallet + Σ unrealized (mark); available = min(FREE, FREE + Σ unrealized − Σ IM)
  (= equity − IM − order margin, but unrealized profit can back positions, never be spent).
* Liquidation price of a position: :func:`~tradingbot.sim.futures.margin.liquidation_price` with
  margin W + Σ over the account's other positions of (unrealized − MM) (W alone for one position).
* A debit the FREE bucket cannot pay first cancels the account's other margin-holding orders,
  newest first; what is still missing comes from ``sys:insurance``, so no account goes negative.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Final

from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier
from tradingbot.core.money import ZERO
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange_base import ExchangeBase
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import settlement
from tradingbot.sim.futures.accounts import LIQUIDATION_CID_PREFIX, SETTLE_ASSET
from tradingbot.sim.futures.book import OrderBook
from tradingbot.sim.futures.events import FuturesEffect, Liquidation, PositionUpdate
from tradingbot.sim.futures.liq_index import LiquidationIndex
from tradingbot.sim.futures.margin import (
    initial_margin,
    liquidation_price,
    maintenance_margin,
    trade_fee,
    unrealized_pnl,
)
from tradingbot.sim.futures.orders import FuturesFill, FuturesOrder, FuturesPlaceResult
from tradingbot.sim.futures.positions import Position, PositionState, apply_trade
from tradingbot.sim.ledger import JournalEntry, Ledger, Posting
from tradingbot.sim.order_kit import OrderRequest, fill_of, new_order
from tradingbot.sim.orders import Counters, OrderUpdate

DEFAULT_FEES: Final = FeeSchedule(maker=Decimal("0.0002"), taker=Decimal("0.00055"))
DEFAULT_LEVERAGE: Final = Decimal(10)


class FuturesCore(ExchangeBase[FuturesSymbolConfig, FuturesEffect, FuturesFill, FuturesPlaceResult]):
    """Everything but the request API (see :class:`~tradingbot.sim.futures.exchange.FuturesExchange`)."""

    def __init__(
        self,
        symbols: Mapping[str, FuturesSymbolConfig],
        tiers: Mapping[str, Sequence[RiskTier]],
        fees: FeeSchedule | None = None,
        ledger: Ledger | None = None,
    ) -> None:
        missing = [s for s in symbols if not tiers.get(s)]
        if missing:
            raise ValueError(f"no risk tiers for {missing}")
        self._symbols = dict(symbols)
        self._tiers = {s: tuple(tiers[s]) for s in self._symbols}
        self._fees = fees if fees is not None else DEFAULT_FEES
        self._ledger = ledger if ledger is not None else Ledger()
        self._book = OrderBook(self._symbols)
        self._positions: dict[tuple[AccountRef, str], PositionState] = {}
        self._held: dict[AccountRef, set[str]] = {}
        self._holders: dict[str, set[AccountRef]] = {s: set() for s in self._symbols}
        self._multi: set[AccountRef] = set()  # accounts with positions on several symbols
        self._liq = {s: LiquidationIndex() for s in self._symbols}
        self._last: dict[str, Decimal] = {}
        self._counters = Counters()
        self._effects: list[FuturesEffect] = []

    # ------------------------------------------------------------------ read access

    @property
    def tiers(self) -> Mapping[str, tuple[RiskTier, ...]]:
        """Risk tiers per symbol."""
        return self._tiers

    def wallet(self, account: AccountRef) -> Decimal:
        """USDT wallet: FREE + LOCKED (order margin is part of the wallet)."""
        return self._ledger.balance(account, SETTLE_ASSET).total

    def free(self, account: AccountRef) -> Decimal:
        """USDT not reserved by open orders."""
        return self._ledger.balance(account, SETTLE_ASSET).free

    def leverage(self, account: AccountRef, symbol: str) -> Decimal:
        """Leverage setting of (account, symbol); 10x (within the symbol bounds) until set."""
        state = self._positions.get((account, symbol))
        if state is not None:
            return state.leverage
        cfg = self._symbols[symbol]
        return min(max(DEFAULT_LEVERAGE, cfg.min_leverage), cfg.max_leverage)

    def equity(self, account: AccountRef) -> Decimal:
        """Wallet + unrealized PnL of every position at the mark."""
        return self.wallet(account) + sum((self._upnl(s) for s in self._open_states(account)), ZERO)

    def available(self, account: AccountRef) -> Decimal:
        """Margin a new order may use: min(FREE, FREE + Σ unrealized − Σ IM)."""
        return self._headroom(account)

    def withdrawable(self, account: AccountRef) -> Decimal:
        """USDT that may leave the wallet: the wallet stays >= IM + order margin, unrealized losses count."""
        states = self._open_states(account)
        upnl = sum((self._upnl(s) for s in states), ZERO)
        im = sum((self._im(s) for s in states), ZERO)
        return max(ZERO, self.free(account) - im + min(ZERO, upnl))

    def liquidation_price(self, account: AccountRef, symbol: str) -> Decimal | None:
        """Liquidation price of the position, None when flat or never liquidated (long LP <= 0)."""
        state = self._positions.get((account, symbol))
        return None if state is None else self._lp(state)

    def position(self, account: AccountRef, symbol: str) -> Position:
        """The position of (account, symbol) at the current mark (flat if none)."""
        if symbol not in self._symbols:
            raise KeyError(symbol)
        state = self._state(account, symbol)
        return Position(
            account=account,
            symbol=symbol,
            size=state.size,
            avg_entry=state.avg_entry,
            leverage=state.leverage,
            realized_pnl=state.realized_pnl,
            unrealized_pnl=self._upnl(state),
            im=self._im(state),
            mm=self._mm(state),
            liq_price=self._lp(state),
            mark=self._last.get(symbol),
            fees=state.fees,
            funding=state.funding,
        )

    def positions(self, account: AccountRef | None = None, symbol: str | None = None) -> list[Position]:
        """Open (non-zero) positions, by account then symbol."""
        keys = sorted(k for k, s in self._positions.items() if s.size != 0)
        return [
            self.position(a, s)
            for a, s in keys
            if (account is None or a == account) and (symbol is None or s == symbol)
        ]

    def open_orders(self, account: AccountRef | None = None, symbol: str | None = None) -> list[FuturesOrder]:
        """Open orders, oldest first, optionally filtered."""
        return self._book.open_orders(account, symbol)

    def order(self, account: AccountRef, client_order_id: str) -> FuturesOrder | None:
        """An order of this account by client id (open or closed)."""
        oid = self._book.by_cid.get(account, {}).get(client_order_id)
        return None if oid is None else self._book.orders[oid]

    def forget_account(self, account: AccountRef) -> int:
        """Drop everything held about an account that will never trade again (a completed bot's):
        its closed orders and client ids, its flat positions, its empty balances. Answers how many
        orders were dropped; an account with an open order, a position or a balance is kept (0)."""
        if self._book.open_orders(account) or self._held.get(account):
            return 0
        if not self._ledger.forget_empty(account):
            return 0
        for symbol in self._symbols:
            self._positions.pop((account, symbol), None)
        return self._book.forget_account(account)

    def order_by_id(self, order_id: int) -> FuturesOrder | None:
        """An order by exchange id."""
        return self._book.orders.get(order_id)

    # ------------------------------------------------------------------ position helpers

    def _state(self, account: AccountRef, symbol: str) -> PositionState:
        state = self._positions.get((account, symbol))
        if state is None:
            return PositionState(account, symbol, ZERO, ZERO, self.leverage(account, symbol))
        return state

    def _open_states(self, account: AccountRef) -> list[PositionState]:
        return [self._positions[(account, s)] for s in sorted(self._held.get(account, ()))]

    def _headroom(
        self, account: AccountRef, changed: PositionState | None = None, free_delta: Decimal = ZERO
    ) -> Decimal:
        """Available margin, optionally as if one position were ``changed`` and FREE moved by ``free_delta``
        (the mark of ``changed`` is its symbol's last price)."""
        states = {s.symbol: s for s in self._open_states(account)}
        if changed is not None:
            states[changed.symbol] = changed
        free = self.free(account) + free_delta
        return min(free, free + sum((self._upnl(s) - self._im(s) for s in states.values()), ZERO))

    def _upnl(self, state: PositionState) -> Decimal:
        return unrealized_pnl(state.size, state.avg_entry, self._last.get(state.symbol))

    def _im(self, state: PositionState) -> Decimal:
        return initial_margin(state.size, state.avg_entry, state.leverage)

    def _mm(self, state: PositionState) -> Decimal:
        return maintenance_margin(state.size, state.avg_entry, self._tiers[state.symbol])

    def _lp(self, state: PositionState) -> Decimal | None:
        if state.size == 0:
            return None
        margin = self.wallet(state.account)
        for other in self._open_states(state.account):
            if other.symbol != state.symbol:
                margin += self._upnl(other) - self._mm(other)
        return liquidation_price(state.size, state.avg_entry, margin, self._tiers[state.symbol])

    def _set_position(self, state: PositionState) -> None:
        """Store a position; keep the holder sets and the liquidation index membership in step."""
        key = (state.account, state.symbol)
        self._positions[key] = state
        held = self._held.setdefault(state.account, set())
        if state.size != 0:
            held.add(state.symbol)
            self._holders[state.symbol].add(state.account)
        else:
            held.discard(state.symbol)
            self._holders[state.symbol].discard(state.account)
            self._liq[state.symbol].remove(state.account)
        if len(held) > 1:
            self._multi.add(state.account)
        else:
            self._multi.discard(state.account)
        if not held:
            del self._held[state.account]

    def _refresh(self, account: AccountRef) -> None:
        """Recompute the liquidation prices of every position of an account (its wallet changed)."""
        for state in self._open_states(account):
            self._liq[state.symbol].set(account, state.size > 0, self._lp(state))

    def _publish(self, state: PositionState) -> None:
        self._effects.append(PositionUpdate(state, self._lp(state)))

    # ------------------------------------------------------------------ ledger and orders

    def _post(self, ts: int, kind: str, ref: str, postings: Iterable[Posting]) -> JournalEntry | None:
        """Post an entry unless every amount is zero; the entry is also an effect."""
        kept = [p for p in postings if p.amount != 0]
        if not kept:
            return None
        entry = self._ledger.post(ts, kind, ref, kept)
        self._effects.append(entry)
        return entry

    def _store(self, order: FuturesOrder) -> None:
        self._book.store(order)
        self._effects.append(OrderUpdate(order))

    def _cancel(self, ts: int, order: FuturesOrder) -> FuturesOrder:
        self._book.unrest(order)
        if order.locked:
            self._post(ts, "unlock", f"order:{order.id}", settlement.unlock(order.account, order.locked))
        done = replace(order, status=OrderStatus.CANCELLED, locked=ZERO, updated_ts=ts)
        self._store(done)
        return done

    def _make_room(self, ts: int, account: AccountRef, delta: Decimal, keep: int) -> Decimal:
        """Let FREE absorb ``delta``: cancel margin-holding orders (newest first, not ``keep``);
        return what is still missing (the insurance cover)."""
        free = self.free(account)
        if free + delta >= 0:
            return ZERO
        for order in reversed(self._book.open_orders(account)):
            if order.id == keep or not order.locked:
                continue
            self._cancel(ts, order)
            free += order.locked
            if free + delta >= 0:
                return ZERO
        return -(free + delta)

    def _sync_reduce_only(self, account: AccountRef, symbol: str, ts: int) -> None:
        """Cap reduce-only orders to the position; cancel those with nothing left to reduce."""
        size = self._state(account, symbol).size
        for order in self._book.open_orders(account, symbol):
            if not order.reduce_only:
                continue
            if size == 0 or (size > 0) == (order.side is OrderSide.BUY):
                self._cancel(ts, order)
            elif order.remaining > abs(size):
                self._store(replace(order, qty=order.filled_qty + abs(size), updated_ts=ts))

    def _execute(
        self, order: FuturesOrder, price: Decimal, qty: Decimal, is_maker: bool, ts: int, liquidation: bool
    ) -> FuturesFill:
        """Fill ``qty`` at ``price``: one trade entry, the fill, the order and position updates."""
        account, symbol = order.account, order.symbol
        state = self._state(account, symbol)
        result = apply_trade(state.size, state.avg_entry, order.side, qty, price)
        fee = trade_fee(qty, price, self._fees.rate(is_maker))
        cover = self._make_room(ts, account, order.locked + result.realized - fee, order.id)
        fill_id = self._counters.next_fill_id
        self._counters = replace(self._counters, next_fill_id=fill_id + 1)
        postings = settlement.trade(account, order.locked, result.realized, fee, cover)
        self._post(ts, "liquidation" if liquidation else "trade", f"fill:{fill_id}", postings)
        fill = fill_of(
            FuturesFill,
            fill_id,
            order,
            price,
            qty,
            fee,
            SETTLE_ASSET,
            is_maker,
            ts,
            realized_pnl=result.realized,
            insurance=cover,
            is_liquidation=liquidation,
        )
        self._effects.append(fill)
        filled = order.filled_qty + qty
        status = OrderStatus.FILLED if filled == order.qty else OrderStatus.PARTIALLY_FILLED
        self._store(replace(order, filled_qty=filled, status=status, locked=ZERO, updated_ts=ts))
        new_state = replace(
            state,
            size=result.size,
            avg_entry=result.avg_entry,
            realized_pnl=state.realized_pnl + result.realized,
            fees=state.fees + fee,
            updated_ts=ts,
        )
        self._set_position(new_state)
        self._refresh(account)
        self._publish(new_state)
        self._sync_reduce_only(account, symbol, ts)
        return fill

    def _liquidate(self, account: AccountRef, symbol: str, price: Decimal, ts: int) -> FuturesFill | None:
        """Forced close of a position at ``price`` (taker fee); the rest of the wallet stays."""
        self._liq[symbol].remove(account)
        for order in self._book.open_orders(account, symbol):
            self._cancel(ts, order)
        state = self._state(account, symbol)
        if state.size == 0:
            return None
        oid = self._counters.next_order_id
        self._counters = replace(self._counters, next_order_id=oid + 1)
        side = OrderSide.SELL if state.size > 0 else OrderSide.BUY
        cid = f"{LIQUIDATION_CID_PREFIX}{oid}"
        request = OrderRequest(ts, account, symbol, side, OrderType.MARKET, abs(state.size), None, cid)
        order = new_order(FuturesOrder, oid, request, reduce_only=True, leverage=state.leverage)
        self._book.register(order)
        self._effects.append(OrderUpdate(order))
        fill = self._execute(order, price, order.qty, False, ts, liquidation=True)
        loss = fill.fee - fill.realized_pnl
        self._effects.append(
            Liquidation(account, symbol, state.size, price, loss, fill.insurance, fill.id, ts)
        )
        return fill
