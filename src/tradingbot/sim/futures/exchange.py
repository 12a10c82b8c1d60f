"""Pure, deterministic simulated USDT-linear perpetual exchange (paper trading).

* Accounts: DERIVATIVE-type :class:`~tradingbot.sim.accounts.AccountRef` (a bot:
  ``AccountRef.bot(id, BotAccountType.DERIVATIVE)``); the USDT balance is the isolated wallet.
  Margin model and shortfall rule: :mod:`tradingbot.sim.futures.core`.
* Ledger: pass the spot exchange's ``ledger`` (``FuturesExchange(..., ledger=spot.ledger)``,
  restore with ``ledger=`` after the spot restore) to share one double-entry ledger, USDT
  conserved across both; move margin in and out with :meth:`FuturesExchange.transfer` only, so
  margin checks and liquidation prices stay right. Caveat: the spot invariant check compares
  every account's LOCKED balance with spot orders, so it flags futures order margin until it
  skips DERIVATIVE accounts.
* Orders: LIMIT rests (maker fee at its price when crossed); MARKET and marketable LIMIT fill at
  once at the last price (taker). Fills are whole. A resting non-reduce-only order locks
  notional/leverage + taker fee even if it would close (it may open by the time it fills), so
  closing orders should be reduce-only: they lock nothing, must reduce, are capped to the
  position and cancelled when it is gone. An order filling at once needs margin only for what
  it opens. Risk limit: position + resting orders of one side within the tier that allows the
  leverage. Client order ids are unique per account forever.
* Prices: mark = last. :meth:`FuturesExchange.on_price` walks from the previous price to the new
  one and handles, in path order, every resting order and every liquidation price it crosses.
* Liquidation: when the mark reaches a position's LP, the account's orders on that symbol are
  cancelled and the position closes at the LP (at the current price if the LP was already past
  it) with the taker fee, ``is_liquidation=True``; the rest of the wallet stays with the account,
  and a loss beyond the wallet is paid by ``sys:insurance``.
* Funding: |Q|·mark·rate per position, longs pay when rate > 0, against ``sys:funding``; what the
  wallet cannot pay is covered by ``sys:insurance`` and the position is liquidated at the next
  price check.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from decimal import Decimal

from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, is_multiple
from tradingbot.core.money import ZERO, fmt, to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected, RejectCode
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import settlement
from tradingbot.sim.futures.accounts import (
    ACCOUNT_TYPE,
    LIQUIDATION_CID_PREFIX,
    SETTLE_ASSET,
    check_trading_account,
)
from tradingbot.sim.futures.core import FuturesCore
from tradingbot.sim.futures.errors import FuturesOrderRejected, FuturesRejectCode
from tradingbot.sim.futures.events import FundingPayment
from tradingbot.sim.futures.invariants import find_problems
from tradingbot.sim.futures.margin import money, order_margin, tier_at, trade_fee
from tradingbot.sim.futures.orders import FuturesFill, FuturesOrder, FuturesPlaceResult
from tradingbot.sim.futures.path import next_event
from tradingbot.sim.futures.positions import PositionState, apply_trade, opening_qty
from tradingbot.sim.futures.state import FuturesState
from tradingbot.sim.futures.validation import check_price_qty, check_size
from tradingbot.sim.ledger import JournalEntry, Ledger
from tradingbot.sim.order_kit import (
    OrderRequest,
    cancellable,
    check_restored_counters,
    check_restored_order,
    check_sound,
    marketable,
    new_order,
    positive_amount,
    priced,
)
from tradingbot.sim.orders import Counters, OrderUpdate


class FuturesExchange(FuturesCore):
    """Simulated USDT-linear perpetual exchange over a (possibly shared) double-entry ledger."""

    # ------------------------------------------------------------------ leverage

    def set_leverage(
        self, account: AccountRef, symbol: str, leverage: Decimal, *, ts: int = 0
    ) -> PositionState:
        """Set the leverage of (account, symbol): within the symbol bounds (E2 steps), the tier of
        the worst-case notional, and with enough margin for the position's new IM."""
        check_trading_account(account)
        cfg = self._config(symbol)
        lev = to_decimal(leverage)
        if not cfg.min_leverage <= lev <= cfg.max_leverage or not is_multiple(lev, Decimal("0.01")):
            raise FuturesOrderRejected(
                FuturesRejectCode.INVALID_LEVERAGE,
                f"leverage {fmt(lev)} outside [{fmt(cfg.min_leverage)}, {fmt(cfg.max_leverage)}]",
                bound=fmt(cfg.max_leverage),
            )
        worst = max(self._exposure(account, symbol, side) for side in OrderSide)
        self._check_tier(symbol, worst, lev)
        state = self._state(account, symbol)
        new_state = replace(state, leverage=lev, updated_ts=ts if ts else state.updated_ts)
        if lev < state.leverage and state.size != 0:
            headroom = self._headroom(account, new_state)
            if headroom < 0:
                raise OrderRejected(
                    RejectCode.INSUFFICIENT_BALANCE, f"margin short by {fmt(-headroom)} USDT", bound="0"
                )
        self._set_position(new_state)
        self._publish(new_state)
        return new_state

    # ------------------------------------------------------------------ orders

    def _place(self, request: OrderRequest, reduce_only: bool) -> FuturesPlaceResult:
        """A resting non-reduce-only order locks its margin; a reduce-only one is capped to the position."""
        account, symbol, side = request.account, request.symbol, request.side
        check_trading_account(account)
        cfg = self._config(symbol)
        self._check_cid(account, request.client_order_id)
        last = self._last.get(symbol)
        request, check_price = priced(request, last)
        check_price_qty(cfg, check_price, request.qty, check_tick=request.order_type is OrderType.LIMIT)
        state = self._state(account, symbol)
        if reduce_only:
            if state.size == 0 or (state.size > 0) == (side is OrderSide.BUY):
                raise FuturesOrderRejected(FuturesRejectCode.REDUCE_ONLY, "a reduce-only order must reduce")
            request = replace(request, qty=min(request.qty, abs(state.size)))
        check_size(cfg, request.order_type, check_price, request.qty, reduce_only=reduce_only)
        order = new_order(
            FuturesOrder,
            self._counters.next_order_id,
            request,
            reduce_only=reduce_only,
            leverage=state.leverage,
        )
        price, qty = request.price, request.qty
        if last is not None and (price is None or marketable(side, price, last)):
            if not reduce_only:
                self._check_immediate(state, side, qty, last)
            return self._fill_now(order, last, request.ts)
        if price is None:  # unreachable: a market order always has a last price here
            raise OrderRejected(RejectCode.NO_PRICE, symbol)
        return self._rest(order, price, request.ts)

    def cancel_order(self, ts: int, account: AccountRef, client_order_id: str) -> FuturesOrder:
        """Cancel an open order and release its margin."""
        return self._cancel(ts, cancellable(self.order(account, client_order_id), client_order_id))

    def cancel_all(self, ts: int, account: AccountRef, symbol: str | None = None) -> list[FuturesOrder]:
        """Cancel every open order of an account (optionally one symbol)."""
        return [self._cancel(ts, o) for o in self._book.open_orders(account, symbol)]

    # ------------------------------------------------------------------ market

    def on_price(self, symbol: str, price: Decimal, ts: int) -> list[FuturesFill]:
        """The market (and mark) moved to ``price``: fill crossed orders and liquidate crossed positions,
        in the order the move from the previous price reaches them."""
        target = self._market_price(symbol, price)
        cursor = self._last.get(symbol, target)
        fills: list[FuturesFill] = []
        while (event := next_event(self._book, self._liq[symbol], symbol, cursor, target)) is not None:
            cursor = self._last[symbol] = event.at
            if event.account is not None:
                fill = self._liquidate(event.account, symbol, event.at, ts)
                fills += [fill] if fill is not None else []
            else:
                for oid in self._book.pop_at(symbol, event.side, event.trigger):
                    fill = self._fill_resting(oid, ts)
                    fills += [fill] if fill is not None else []
        self._last[symbol] = target
        for account in sorted(self._multi):  # their other positions' LPs count this symbol's PnL
            if symbol in self._held[account]:
                self._refresh(account)
        return fills

    set_last_price = on_price

    def apply_funding(self, symbol: str, rate: Decimal, ts: int) -> list[FundingPayment]:
        """Settle one funding interval: each position receives −Q·mark·rate (longs pay when rate > 0)."""
        self._config(symbol)
        rate = to_decimal(rate)
        holders = sorted(self._holders[symbol])
        if not holders:
            return []
        mark = self._last.get(symbol)
        if mark is None:
            raise OrderRejected(RejectCode.NO_PRICE, f"no mark price for {symbol}")
        payments: list[FundingPayment] = []
        for account in holders:
            state = self._positions[(account, symbol)]
            amount = money(-state.size * mark * rate)
            if amount == 0:
                continue
            cover = self._make_room(ts, account, amount, keep=0)
            self._post(ts, "funding", f"funding:{symbol}:{ts}", settlement.funding(account, amount, cover))
            payment = FundingPayment(account, symbol, state.size, mark, rate, amount, cover, ts)
            self._effects.append(payment)
            payments.append(payment)
            new_state = replace(state, funding=state.funding + amount, updated_ts=ts)
            self._set_position(new_state)
            self._refresh(account)
            self._publish(new_state)
        return payments

    # ------------------------------------------------------------------ persistence

    def state(self) -> FuturesState:
        """Snapshot of everything :meth:`restore` needs (entries = the whole, possibly shared, ledger)."""
        return FuturesState(
            tuple(self._ledger.entries),
            tuple(self._book.orders[k] for k in sorted(self._book.orders)),
            tuple(self._positions[k] for k in sorted(self._positions)),
            dict(self._last),
            self._counters,
        )

    @classmethod
    def restore(
        cls,
        symbols: Mapping[str, FuturesSymbolConfig],
        tiers: Mapping[str, Sequence[RiskTier]],
        fees: FeeSchedule | None = None,
        *,
        orders: Iterable[FuturesOrder],
        positions: Iterable[PositionState],
        last_prices: Mapping[str, Decimal],
        counters: Counters,
        entries: Iterable[JournalEntry] | None = None,
        ledger: Ledger | None = None,
    ) -> FuturesExchange:
        """Rebuild from persisted orders (latest versions), positions, prices and counters, over either
        ``entries`` (replayed into a new ledger) or an already rebuilt shared ``ledger``."""
        if (entries is None) == (ledger is None):
            raise ValueError("pass exactly one of entries or ledger")
        ex = cls(symbols, tiers, fees, ledger if ledger is not None else Ledger.replay(entries or ()))
        for order in sorted(orders, key=lambda o: o.id):
            ex._config(order.symbol)
            ex._book.register(order)
            check_restored_order(order)
            if order.is_open:
                ex._book.rest(order)
        for state in positions:
            ex._config(state.symbol)
            ex._set_position(state)
        ex._last = dict(last_prices)
        check_restored_counters(counters, ex._book.orders)
        ex._counters = counters
        for account in sorted(ex._held):
            ex._refresh(account)
        check_sound(ex.check_invariants())
        return ex

    @classmethod
    def from_state(
        cls,
        symbols: Mapping[str, FuturesSymbolConfig],
        tiers: Mapping[str, Sequence[RiskTier]],
        state: FuturesState,
        fees: FeeSchedule | None = None,
        *,
        ledger: Ledger | None = None,
    ) -> FuturesExchange:
        """:meth:`restore` from one :class:`FuturesState`: over its entries, or over the already
        rebuilt shared ``ledger`` when one is given."""
        return cls.restore(
            symbols,
            tiers,
            fees,
            orders=state.orders,
            positions=state.positions,
            last_prices=state.last_prices,
            counters=state.counters,
            entries=state.entries if ledger is None else None,
            ledger=ledger,
        )

    def check_invariants(self) -> list[str]:
        """Violated invariants (empty when sound); see :func:`.invariants.find_problems`."""
        expected_lp = {(a, s): self._lp(st) for (a, s), st in self._positions.items() if st.size != 0}
        indexed_lp = {(a, s): lp for s, idx in self._liq.items() for a, (_, lp) in idx.items().items()}
        return find_problems(
            self._ledger,
            self._book.open_orders(),
            self._book.indexed(),
            self._positions.values(),
            {k: v for k, v in expected_lp.items() if v is not None},
            indexed_lp,
            self._fees.taker,
        )

    # ------------------------------------------------------------------ internals

    def _funds_amount(self, asset: str, amount: Decimal) -> Decimal:
        """Futures margin is USDT only."""
        if asset != SETTLE_ASSET:
            raise OrderRejected(RejectCode.INVALID_AMOUNT, f"futures margin is {SETTLE_ASSET}, not {asset}")
        return positive_amount(amount)

    def _check_withdrawal(self, src: AccountRef, amount: Decimal) -> None:
        """A futures wallet keeps at least IM + order margin (unrealized losses count)."""
        if src.account_type is ACCOUNT_TYPE and src in self._held:
            limit = self.withdrawable(src)
            if amount > limit:
                raise FuturesOrderRejected(
                    FuturesRejectCode.WITHDRAW_EXCEEDS_MARGIN, f"at most {fmt(limit)} USDT", bound=fmt(limit)
                )

    def _move_funds(
        self, ts: int, kind: str, ref: str, src: AccountRef, dst: AccountRef, asset: str, amount: Decimal
    ) -> JournalEntry:
        """Post the move, then the liquidation prices of both wallets follow their new margin."""
        entry = super()._move_funds(ts, kind, ref, src, dst, asset, amount)
        self._refresh(src)
        self._refresh(dst)
        return entry

    def _check_cid(self, account: AccountRef, cid: str) -> None:
        if not cid or cid.startswith(LIQUIDATION_CID_PREFIX):
            raise OrderRejected(RejectCode.INVALID_CLIENT_ORDER_ID, f"invalid client order id {cid!r}")
        if cid in self._book.by_cid.get(account, {}):
            raise OrderRejected(RejectCode.DUPLICATE_CLIENT_ORDER_ID, cid)

    def _exposure(self, account: AccountRef, symbol: str, side: OrderSide) -> Decimal:
        """Worst-case notional of one side: the position (if on it) + resting non-reduce-only orders."""
        state = self._state(account, symbol)
        value = (
            abs(state.size) * state.avg_entry
            if state.size and (state.size > 0) == (side is OrderSide.BUY)
            else ZERO
        )
        for o in self._book.open_orders(account, symbol):
            if o.side is side and not o.reduce_only and o.price is not None:
                value += o.remaining * o.price
        return value

    def _check_tier(self, symbol: str, value: Decimal, leverage: Decimal) -> None:
        tiers = self._tiers[symbol]
        if value > tiers[-1].risk_limit:
            raise FuturesOrderRejected(
                FuturesRejectCode.RISK_LIMIT,
                f"notional {fmt(value)} above the last risk limit",
                bound=fmt(tiers[-1].risk_limit),
            )
        tier = tier_at(tiers, value)
        if leverage > tier.max_leverage:
            raise FuturesOrderRejected(
                FuturesRejectCode.RISK_LIMIT,
                f"leverage {fmt(leverage)} above {fmt(tier.max_leverage)} for notional {fmt(value)}",
                bound=fmt(tier.max_leverage),
            )

    def _check_immediate(self, state: PositionState, side: OrderSide, qty: Decimal, price: Decimal) -> None:
        """An order filling now that adds exposure: risk tier, and margin left after the fill."""
        opening = opening_qty(state.size, side, qty)
        if opening == 0:
            return
        account, symbol = state.account, state.symbol
        self._check_tier(symbol, self._exposure(account, symbol, side) + opening * price, state.leverage)
        result = apply_trade(state.size, state.avg_entry, side, qty, price)
        after = replace(state, size=result.size, avg_entry=result.avg_entry)
        fee = trade_fee(qty, price, self._fees.taker)
        headroom = self._headroom(account, after, result.realized - fee)
        if headroom < 0:
            raise OrderRejected(
                RejectCode.INSUFFICIENT_BALANCE, f"margin short by {fmt(-headroom)} USDT", bound="0"
            )

    def _rest(self, order: FuturesOrder, price: Decimal, ts: int) -> FuturesPlaceResult:
        """Accept a resting order, locking its margin unless it is reduce-only."""
        if not order.reduce_only:
            self._check_tier(
                order.symbol,
                self._exposure(order.account, order.symbol, order.side) + order.qty * price,
                order.leverage,
            )
            need = order_margin(order.qty, price, order.leverage, self._fees.taker)
            available = self.available(order.account)
            if available < need:
                raise OrderRejected(
                    RejectCode.INSUFFICIENT_BALANCE,
                    f"order margin {fmt(need)} USDT, available {fmt(available)}",
                    bound=fmt(available),
                )
            order = replace(order, locked=need, lock_asset=SETTLE_ASSET)
        self._book.register(order)
        self._counters = replace(self._counters, next_order_id=order.id + 1)
        self._effects.append(OrderUpdate(order))
        self._post(ts, "lock", f"order:{order.id}", settlement.lock(order.account, order.locked))
        self._book.rest(order)
        return FuturesPlaceResult(order, ())

    def _fill_now(self, order: FuturesOrder, last: Decimal, ts: int) -> FuturesPlaceResult:
        self._book.register(order)
        self._counters = replace(self._counters, next_order_id=order.id + 1)
        self._effects.append(OrderUpdate(order))
        fill = self._execute(order, last, order.qty, False, ts, liquidation=False)
        done = self._book.orders[order.id]
        return FuturesPlaceResult(done, (fill,))

    def _fill_resting(self, order_id: int, ts: int) -> FuturesFill | None:
        order = self._book.orders[order_id]
        if not order.is_open or order.price is None:
            return None
        qty = order.remaining
        if order.reduce_only:
            size = self._state(order.account, order.symbol).size
            if size == 0 or (size > 0) == (order.side is OrderSide.BUY):
                self._cancel(ts, order)
                return None
            qty = min(qty, abs(size))
        return self._execute(order, order.price, qty, True, ts, liquidation=False)
