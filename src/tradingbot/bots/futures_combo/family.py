"""Futures combo family (MECHANICS §7): 2-10 perpetual legs on one cross-margined bot wallet,
kept at their target weights.

Lifecycle (§7.6): NEW -> INITIALIZING (every leg opened at market, ``T0 = margin × ρ ×
leverage`` split by weight) -> RUNNING (rebalances by TIME from creation, PERCENT deviation, both,
the user, a settings change or a transfer; the utilisation reset) -> CANCELLING (every leg closed
at market, reduce-only) -> COMPLETED. TP/SL on total PnL %, the trailing stop on equity, a
liquidation of any leg, a delisting of any leg, a ban or the user end the bot. It is a
:class:`~tradingbot.bots.base.MultiSymbolFamily`: the host indexes it under every leg and hands
it every leg's view (``market.legs``).

Choices where MECHANICS is silent (PROPOSED):

* a rebalance sends its reducing orders before its growing ones (the margin they free is there
  for the others); a leg below the symbol's minimum order, above its maximum or past the first
  risk tier is skipped and the reason kept with the rebalance;
* a rebalance that trades nothing is not counted (no record, no counter);
* a refused order of the allocation fails the initiation (what filled is closed, all returns); a
  refused rebalance order is dropped, and a second balance refusal in a row stops the bot
  (``INSUFFICIENT_BALANCE``);
* the utilisation reset (``u = (T/leverage)/equity`` outside ``[0.5ρ, 1.5ρ]``) applies in every
  mode: it keeps the basket's margin use where the user sized it;
* transfers in and out scale ``T`` by the equity's change and rebalance, whatever the mode.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import (
    AnyEvent,
    CloseCommand,
    FillEvent,
    FundingEvent,
    LiquidationEvent,
    MarketView,
    Note,
    OrderIntent,
    RejectEvent,
    UpdateCommand,
    client_order_id,
)
from tradingbot.bots.futures_combo import config as cfgmod
from tradingbot.bots.futures_combo import state as statemod
from tradingbot.bots.futures_combo.books import (
    available,
    equity,
    in_sync,
    leg_views,
    maintenance,
    marks_of,
    pnl_per,
)
from tradingbot.bots.futures_combo.config import RESERVE_RATIO, ComboConfig, ComboLeg
from tradingbot.bots.futures_combo.quiet import quiet_band
from tradingbot.bots.futures_combo.rebalance import (
    LegTrade,
    deltas,
    leg_trade,
    max_deviation,
    target_notional,
    values,
)
from tradingbot.bots.futures_combo.state import (
    HISTORY_KEPT,
    ComboState,
    LegBook,
    LegOrder,
    Rebalance,
    Transfer,
)
from tradingbot.bots.futures_combo.validation import check_settings
from tradingbot.bots.kit.family_shape import event_handlers
from tradingbot.bots.kit.lifecycle import NOTHING_TRADED, STOPPED, check_closable
from tradingbot.bots.kit.linear_shape import LinearFamilyShape
from tradingbot.bots.kit.perp_book import book_fill
from tradingbot.bots.kit.refusals import Refusal, refusal_of
from tradingbot.bots.kit.returns import ts_exit_equity
from tradingbot.bots.wake_index import Band
from tradingbot.core.enums import BotKind, BotStatus, CloseReason, OrderSide, OrderType
from tradingbot.core.errors import BotResultCode, BusinessError
from tradingbot.core.money import ZERO, fmt

MAX_TRANSFER_OUT_MARGIN_RATIO = Decimal("0.5")
"""A transfer out may not leave ``MM/equity`` above 50 % (MECHANICS §7.5, PROPOSED)."""


# --------------------------------------------------------------------------- books


def _with_book(s: ComboState, book: LegBook) -> ComboState:
    return replace(s, books=tuple(book if b.symbol == book.symbol else b for b in s.books))


def _book(
    s: ComboState, symbol: str, side: OrderSide, qty: Decimal, price: Decimal, fee: Decimal,
    insurance: Decimal, realized: Decimal | None,
) -> ComboState:  # fmt: skip
    """Book a fill into its leg and the wallet (the venue's realized PnL when it gives one)."""
    leg = s.book(symbol)
    position, avg, pnl = book_fill(leg.position, leg.avg_entry, side, qty, price)
    if realized is not None:
        pnl = realized
    leg = replace(leg, position=position, avg_entry=avg, closed_pnl=leg.closed_pnl + pnl, fees=leg.fees + fee)
    s = replace(s, wallet=s.wallet + pnl - fee + insurance, insurance=s.insurance + insurance)
    return _with_book(s, leg)


# --------------------------------------------------------------------------- orders


def _send(s: ComboState, trades: list[LegTrade], tag: str) -> ComboState:
    """Market orders for the trades that are not skipped, reductions first."""
    orders = list(s.orders)
    gen = s.gen
    for t in sorted((t for t in trades if t.qty > 0), key=lambda t: (not t.reduce_only, t.symbol)):
        index = s.config.symbols.index(t.symbol)
        cid = client_order_id(s.bot_id, tag, index, gen)
        orders.append(LegOrder(cid, t.symbol, t.side, t.qty, t.reduce_only))
        gen += 1
    return replace(s, orders=tuple(orders), gen=gen)


def _trade(leg: ComboLeg, delta: Decimal, mark: Decimal, view: MarketView, position: Decimal) -> LegTrade:
    """``leg_trade`` with the contract's first risk tier and market-order cap from the leg's view."""
    venue = view.venue
    if venue is None:
        return leg_trade(leg, delta, mark, view.symbol, position)
    cap = venue.instrument.max_new_market_order_qty
    return leg_trade(leg, delta, mark, view.symbol, position, venue.tiers, cap)


def _record(s: ComboState, ts: int, trigger: str, trades: list[LegTrade]) -> ComboState:
    rec = Rebalance(ts, trigger, tuple((t.symbol, t.side.value, t.qty, t.skipped) for t in trades))
    return replace(
        s,
        rebalances=(*s.rebalances, rec)[-HISTORY_KEPT:],
        adjusted_position_num=s.adjusted_position_num + 1,
        last_adjust_position_time=ts,
    )


def _rebalance(s: ComboState, market: MarketView, trigger: str, total: Decimal | None = None) -> ComboState:
    """Redistribute the gross notional ``total`` (default: the current one) to the target weights."""
    marks = marks_of(market)
    views = leg_views(market)
    vals = values(s.positions, marks)
    gross = sum(vals.values(), ZERO) if total is None else total
    trades = []
    for leg, d in zip(s.config.legs, deltas(s.config.legs, gross, vals).values(), strict=True):
        trades.append(_trade(leg, d, marks[leg.symbol], views[leg.symbol], s.book(leg.symbol).position))
    s = replace(s, target_total=gross)
    if not any(t.qty > 0 for t in trades):
        return s
    return _send(_record(s, market.ts, trigger, trades), trades, "r")


def _close_orders(s: ComboState, market: MarketView) -> ComboState:
    """Reduce-only market orders flattening every leg (at most each contract's max market qty)."""
    views = leg_views(market)
    trades = []
    for b in s.books:
        if b.position == 0:
            continue
        view = views[b.symbol]
        size = abs(b.position)
        if view.venue is not None:
            size = min(size, view.venue.instrument.max_new_market_order_qty)
        side = OrderSide.SELL if b.position > 0 else OrderSide.BUY
        trades.append(LegTrade(b.symbol, side, size, True))
    if not trades:
        return _complete(s, market)
    return _send(replace(s, orders=()), trades, "x")


# --------------------------------------------------------------------------- lifecycle


def _complete(s: ComboState, market: MarketView) -> ComboState:
    marks = marks_of(market)
    return replace(
        s,
        status=BotStatus.COMPLETED,
        end_ts=market.ts,
        orders=(),
        close_marks=tuple((sym, marks[sym]) for sym in s.config.symbols),
    )


def _begin_close(s: ComboState, reason: CloseReason, market: MarketView) -> ComboState:
    traded = s.status not in NOTHING_TRADED
    s = replace(s, status=BotStatus.CANCELLING, close_reason=reason, orders=())
    if not traded or all(b.position == 0 for b in s.books):
        return _complete(s, market)
    return _close_orders(s, market)


def _start(s: ComboState, market: MarketView) -> ComboState:
    """INITIALIZING: open every leg at market for its share of ``T0``."""
    cfg = s.config
    s = replace(s, status=BotStatus.INITIALIZING, start_ts=market.ts if s.start_ts is None else s.start_ts)
    total = target_notional(cfg.init_margin, RESERVE_RATIO, cfg.leverage)
    marks = marks_of(market)
    views = leg_views(market)
    trades = [_trade(leg, total * leg.weight, marks[leg.symbol], views[leg.symbol], ZERO) for leg in cfg.legs]
    if any(t.qty <= 0 for t in trades):
        return _begin_close(s, CloseReason.FAILED_INITIATION, market)
    s = replace(s, target_total=total, trigger="INIT")
    return _send(_record(s, market.ts, "INIT", trades), trades, "i")


def _due_time(s: ComboState, ts: int) -> bool:
    interval = s.config.adjust_position_time_interval
    return s.config.by_time and interval is not None and interval > 0 and ts >= s.next_time_check


def _next_check(s: ComboState, ts: int) -> int:
    """The first schedule point after ``ts`` counted from creation (missed points are not replayed)."""
    step = (s.config.adjust_position_time_interval or 0) * 1000
    if step <= 0:
        return 0
    return s.create_ts + ((ts - s.create_ts) // step + 1) * step


def _on_price(s: ComboState, market: MarketView) -> ComboState:
    if s.status is BotStatus.NEW:
        return _start(s, market)
    if s.status is BotStatus.CANCELLING and not s.orders:
        return _close_orders(s, market)
    if s.status is not BotStatus.RUNNING or s.orders or not in_sync(s, market):
        return s
    cfg, marks = s.config, marks_of(market)
    eq = equity(s, marks)
    if cfg.trailing_stop_percent > 0 and eq > s.peak_equity:  # the peak only matters to the trailing stop
        s = replace(s, peak_equity=eq)
    if eq > 0 and s.target_total > 0:
        used = s.target_total / cfg.leverage / eq
        if used > RESERVE_RATIO * Decimal("1.5") or used < RESERVE_RATIO / 2:
            return _rebalance(s, market, "RESET", eq * RESERVE_RATIO * cfg.leverage)
    if _due_time(s, market.ts):
        return _rebalance(replace(s, next_time_check=_next_check(s, market.ts)), market, "TIME")
    threshold = cfg.adjust_position_percent
    if (
        cfg.by_percent
        and threshold is not None
        and max_deviation(cfg.legs, values(s.positions, marks)) > threshold
    ):
        return _rebalance(s, market, "PERCENT")
    return s


def _order_done(s: ComboState, market: MarketView) -> ComboState:
    """Every order in flight has filled: INITIALIZING starts running, CANCELLING completes or
    closes what is left."""
    if s.orders:
        return s
    if s.status is BotStatus.INITIALIZING:
        peak = equity(s, marks_of(market)) if s.config.trailing_stop_percent > 0 else s.peak_equity
        return replace(s, status=BotStatus.RUNNING, trigger="", peak_equity=peak)
    if s.status is BotStatus.CANCELLING:
        return _complete(s, market) if all(b.position == 0 for b in s.books) else _close_orders(s, market)
    return replace(s, trigger="")


def _on_fill(s: ComboState, f: FillEvent | LiquidationEvent, market: MarketView) -> ComboState:
    order = next((o for o in s.orders if o.cid == f.client_order_id), None)
    symbol = f.symbol or (order.symbol if order is not None else s.config.symbol)
    s = _book(s, symbol, f.side, f.qty, f.price, f.fee, f.insurance, f.realized_pnl)
    if order is None:
        return s
    filled = order.filled + f.qty
    s = replace(s, rejects=0)
    rest = tuple(o for o in s.orders if o.cid != order.cid)
    if filled < order.qty:
        rest = (*rest, replace(order, filled=filled))
    return _order_done(replace(s, orders=rest), market)


def _on_reject(s: ComboState, r: RejectEvent, market: MarketView) -> ComboState:
    order = next((o for o in s.orders if o.cid == r.client_order_id), None)
    if order is None:
        return s
    s = replace(s, orders=tuple(o for o in s.orders if o.cid != order.cid))
    if s.status is BotStatus.INITIALIZING:
        return _begin_close(s, CloseReason.FAILED_INITIATION, market)
    if s.status is BotStatus.CANCELLING:
        return s  # the next price re-sends the close of what is left
    if refusal_of(r.reason) is Refusal.BALANCE:
        rejects = s.rejects + 1
        s = replace(
            s, rejects=rejects, pending_stop=CloseReason.INSUFFICIENT_BALANCE if rejects >= 2 else None
        )
    return _order_done(s, market)


def _on_liquidation(s: ComboState, ev: LiquidationEvent, market: MarketView) -> ComboState:
    before = s.closed_pnl
    s = _book(
        s, ev.symbol or s.config.symbol, ev.side, ev.qty, ev.price, ev.fee, ev.insurance, ev.realized_pnl
    )
    s = replace(s, liquidation_pnl=s.liquidation_pnl + s.closed_pnl - before)
    if s.status is BotStatus.COMPLETED:
        return s
    if s.status is not BotStatus.CANCELLING:
        s = replace(s, status=BotStatus.CANCELLING, close_reason=CloseReason.LIQUIDATION, orders=())
    if s.orders:
        return s
    return _complete(s, market) if all(b.position == 0 for b in s.books) else _close_orders(s, market)


def _on_funding(s: ComboState, ev: FundingEvent) -> ComboState:
    symbol = ev.symbol or s.config.symbol
    leg = s.book(symbol)
    s = _with_book(s, replace(leg, funding=leg.funding + ev.amount))
    return replace(s, wallet=s.wallet + ev.amount + ev.insurance, insurance=s.insurance + ev.insurance)


def _require_running(s: ComboState, what: str) -> None:
    if s.status is not BotStatus.RUNNING or s.orders:
        code = (
            BotResultCode.BOT_HAS_BEEN_CLOSED
            if s.status in STOPPED
            else BotResultCode.BOT_CANNOT_CLOSE_CURRENTLY
        )
        raise BusinessError.bot(code, f"{what} is not possible while the bot is {s.status.value}")


def _scaled(s: ComboState, before: Decimal, after: Decimal) -> Decimal:
    return s.target_total * after / before if before > 0 else s.target_total


def _on_transfer_in(s: ComboState, amount: Decimal, market: MarketView) -> ComboState:
    _require_running(s, "transfer")
    if amount <= 0:
        raise cfgmod.READ.invalid("amount", "must be positive")
    marks = marks_of(market)
    before = equity(s, marks)
    s = replace(
        s, wallet=s.wallet + amount, transfers_in=s.transfers_in + amount, peak_equity=s.peak_equity + amount,
        transfers=(*s.transfers, Transfer(market.ts, "IN", amount))[-HISTORY_KEPT:],
    )  # fmt: skip
    return _rebalance(s, market, "TRANSFER", _scaled(s, before, equity(s, marks)))


def _on_transfer_out(s: ComboState, amount: Decimal, market: MarketView) -> ComboState:
    _require_running(s, "transfer")
    marks = marks_of(market)
    limit = available(s, marks)
    if amount <= 0 or amount > limit:
        raise cfgmod.READ.invalid("amount", f"must be in (0, {fmt(limit)}]")
    before = equity(s, marks)
    after = before - amount
    if after <= 0 or maintenance(s, market) / after > MAX_TRANSFER_OUT_MARGIN_RATIO:
        raise cfgmod.READ.invalid("amount", "would leave the margin ratio above 50 %")
    s = replace(
        s, wallet=s.wallet - amount, transfers_out=s.transfers_out + amount,
        peak_equity=max(ZERO, s.peak_equity - amount),
        transfers=(*s.transfers, Transfer(market.ts, "OUT", amount))[-HISTORY_KEPT:],
    )  # fmt: skip
    return _rebalance(s, market, "TRANSFER", _scaled(s, before, after))


def _on_update(s: ComboState, cmd: UpdateCommand, market: MarketView) -> ComboState:
    params = dict(cmd.params)
    if params.pop("adjust_position", None) is not None:
        _require_running(s, "rebalance")
        if params:
            raise cfgmod.READ.invalid(next(iter(params)), "send a rebalance alone")
        return _rebalance(s, market, "USER")
    _require_running(s, "modify")
    new = cfgmod.parse_settings(s.config, params)
    failures = check_settings(new)
    if failures:
        raise failures[0].to_error()
    weights_changed = [leg.weight for leg in new.legs] != [leg.weight for leg in s.config.legs]
    if new.trailing_stop_percent > 0 and s.config.trailing_stop_percent == 0:  # the trailing stop starts now
        s = replace(s, peak_equity=equity(s, marks_of(market)))
    s = replace(s, config=new, last_modify_setting_time=market.ts)
    if new.by_time and s.next_time_check == 0:
        s = replace(s, next_time_check=_next_check(s, market.ts))
    if weights_changed or new.adjust_position_mode.name == "MODIFY_SETTING":
        return _rebalance(s, market, "MODIFY")
    return s


def _on_close(s: ComboState, cmd: CloseCommand, market: MarketView) -> ComboState:
    check_closable(s.status, cmd.reason, busy=s.status is BotStatus.INITIALIZING)
    return _begin_close(s, cmd.reason, market)


# --------------------------------------------------------------------------- the family


class FuturesComboFamily(LinearFamilyShape[ComboConfig, ComboState]):
    """The combo as a :class:`~tradingbot.bots.base.MultiSymbolFamily` on the ``linear`` venue."""

    def symbols_of(self, config: ComboConfig) -> tuple[str, ...]:
        """Every leg's symbol."""
        return config.symbols

    def init(self, bot_id: str, config: ComboConfig, market: MarketView) -> ComboState:
        """A NEW bot whose initial margin is its wallet; the TIME schedule counts from now."""
        missing = [sym for sym in config.symbols if sym not in leg_views(market)]
        if missing:
            raise ValueError(f"no market view for {', '.join(missing)}")
        client_order_id(bot_id, "r", 99, 10**9)  # refuse bot ids that would make ids too long
        s = ComboState(
            bot_id=bot_id,
            config=config,
            create_ts=market.ts,
            books=tuple(LegBook(sym) for sym in config.symbols),
            wallet=config.init_margin,
        )
        return replace(s, next_time_check=_next_check(s, market.ts) if config.by_time else 0)

    def desired(self, state: ComboState, market: MarketView) -> list[OrderIntent]:
        """The market orders in flight (allocation, rebalance or close), each on its leg."""
        return [
            OrderIntent(
                o.cid, o.side, OrderType.MARKET, o.qty - o.filled, None, "leg", o.reduce_only, o.symbol
            )
            for o in state.orders
        ]

    def quiet_band(self, state: ComboState, market: MarketView) -> Band | None:
        """Prices of one leg at which a price event changes nothing (``futures_combo.quiet``)."""
        return quiet_band(state, market)

    def verdict(self, state: ComboState, market: MarketView) -> CloseReason | None:
        """A stop already decided, TP/SL on total PnL %, the trailing stop."""
        if state.status is not BotStatus.RUNNING or state.orders or not in_sync(state, market):
            return None
        if state.pending_stop is not None:
            return state.pending_stop
        cfg, marks = state.config, marks_of(market)
        per = pnl_per(state, marks)
        if cfg.tp_percent is not None and per >= cfg.tp_percent:
            return CloseReason.TAKE_PROFIT
        if cfg.sl_percent is not None and per <= -cfg.sl_percent:
            return CloseReason.STOP_LOSS
        ts = cfg.trailing_stop_percent
        if ts > 0 and equity(state, marks) <= ts_exit_equity(state.peak_equity, ts):
            return CloseReason.TRAILING_STOP
        return None

    def describe(self, prev: ComboState, state: ComboState, event: AnyEvent) -> list[Note]:
        """Rebalances (trigger and each leg's trade or skip) and transfers."""
        notes: list[Note] = []
        if state.adjusted_position_num > prev.adjusted_position_num and state.rebalances:
            r = state.rebalances[-1]
            notes.append(
                {
                    "type": "rebalance",
                    "trigger": r.trigger,
                    "trades": [
                        {"symbol": sym, "side": side, "qty": fmt(q), "skipped": why}
                        for sym, side, q, why in r.trades
                    ],
                }
            )
        if len(state.transfers) != len(prev.transfers) or state.transfers != prev.transfers:
            t = state.transfers[-1]
            notes.append({"type": "transfer", "direction": t.direction, "amount": fmt(t.amount)})
        return notes


HANDLERS = event_handlers(
    lambda s, e, m: _on_price(s, m), _on_fill, _on_reject, _on_close, _on_update,
    lambda s, e, m: _on_transfer_out(s, e.amount, m), lambda s, e, m: _on_transfer_in(s, e.amount, m),
    liquidation=_on_liquidation, funding=lambda s, e, m: _on_funding(s, e),
)  # fmt: skip
"""What each event and command does to a futures combo bot."""

FAMILY = FuturesComboFamily(BotKind.COMBO_FUTURES, cfgmod, statemod, HANDLERS)

__all__ = ["FAMILY", "ComboConfig", "ComboState", "FuturesComboFamily"]
