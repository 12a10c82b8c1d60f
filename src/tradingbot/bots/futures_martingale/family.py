"""Futures martingale family (MECHANICS §6): LONG buys the dips, SHORT sells the rallies, in rounds.

Lifecycle (§6.7): NEW -> (AWAITING_ACTIVATION until the entry price is crossed) -> INITIALIZING
(the first order at market) -> RUNNING (a resting add at ``avg·(1 ∓ pf)`` and a resting
reduce-only TP, both re-placed after every opening fill) -> the TP closes the round: with
auto-cycle the next round starts at market at once, without it the bot completes with
``ROUND_TAKE_PROFIT``. Stop loss (round floating loss), liquidation, the user, a delisting or a
ban go through CANCELLING (orders cancelled, the position market-closed reduce-only) to
COMPLETED. Round mechanics are in :mod:`.rounds`; every transition happens in ``apply``.

The family trades on the ``linear`` venue (cross margin inside the bot's own account): the host
routes its orders to the futures exchange, sets its leverage, and steps it with funding payments
and liquidations, as for the futures grid.

Choices where MECHANICS is silent (PROPOSED):

* a refused first order of round 1 fails the initiation (everything returns); of a later round it
  is re-sent once, a second refusal stops the bot with ``INSUFFICIENT_BALANCE`` (stop type
  ``ORDER_COST``); a next round whose first order is below the symbol's minimums stops it too;
* an add refused for balance is retried once after 1 s, a second refusal in a row stops the bot
  with ``INSUFFICIENT_BALANCE``; a risk-limit refusal stops it with ``RISK_LIMIT``; a refused TP
  is re-sent after 1 s;
* negative arbitrage cannot happen: the TP price already carries the fees of the whole round;
* added margin widens the buffer of the round in progress and sizes the ladder from the next one.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import (
    AddInvestmentCommand,
    AnyEvent,
    CloseCommand,
    FillEvent,
    LiquidationEvent,
    MarketView,
    Note,
    OrderIntent,
    RejectEvent,
    UpdateCommand,
    WithdrawCommand,
    client_order_id,
)
from tradingbot.bots.futures_martingale import config as cfgmod
from tradingbot.bots.futures_martingale import state as statemod
from tradingbot.bots.futures_martingale.books import in_sync, mark_of, stop_loss_hit
from tradingbot.bots.futures_martingale.config import FuturesMartingaleConfig
from tradingbot.bots.futures_martingale.quiet import quiet_band
from tradingbot.bots.futures_martingale.rounds import end_round, opening_side, replace_orders, start_round
from tradingbot.bots.futures_martingale.state import (
    FuturesMartingaleState,
    Resting,
)
from tradingbot.bots.futures_martingale.validation import check_update
from tradingbot.bots.kit.entry import await_entry, new_bot
from tradingbot.bots.kit.family_shape import event_handlers
from tradingbot.bots.kit.lifecycle import check_closable, completed, require_status
from tradingbot.bots.kit.linear_shape import LinearFamilyShape
from tradingbot.bots.kit.perp_book import book_into, is_flat, with_funding, with_liquidation
from tradingbot.bots.kit.perp_stop import PerpStop
from tradingbot.bots.kit.refusals import RETRY_MS, SLIPPAGE_LIMIT, Refusal, refusal_of
from tradingbot.bots.wake_index import Band
from tradingbot.core.enums import AutoCycle, BotKind, BotStatus, CloseReason, OrderSide, OrderType
from tradingbot.core.errors import BotResultCode, BusinessError
from tradingbot.core.money import ZERO, fmt

# --------------------------------------------------------------------------- books


def _book(
    s: FuturesMartingaleState,
    side: OrderSide,
    qty: Decimal,
    price: Decimal,
    fee: Decimal,
    insurance: Decimal = ZERO,
    realized: Decimal | None = None,
) -> FuturesMartingaleState:
    """Book a fill into the bot's books and the round's: an opening fill adds to the round's
    notional and size, a closing one to its closed PnL; both pay their fee from the round."""
    s, pnl = book_into(s, side, qty, price, fee, insurance, realized)
    s = replace(s, round_fees=s.round_fees + fee)
    if side is opening_side(s):
        return replace(
            s, round_notional=s.round_notional + qty * price, round_qty=max(s.round_qty, abs(s.position))
        )
    return replace(s, round_pnl=s.round_pnl + pnl)


# --------------------------------------------------------------------------- lifecycle


def _complete(
    s: FuturesMartingaleState, market: MarketView, reason: CloseReason | None = None
) -> FuturesMartingaleState:
    s = end_round(s, "STOPPED", market.ts, market.last_price)
    return completed(
        s,
        market,
        close_reason=reason or s.close_reason,
        close_order=None,
        entry_order=None,
        add=None,
        tp=None,
    )


_STOP = PerpStop(_complete, {"entry_order": None, "add": None, "tp": None})
"""Stopping: the entry, add and TP orders dropped, then the reduce-only close."""


def _activate(s: FuturesMartingaleState, market: MarketView) -> FuturesMartingaleState:
    """Round 1: INITIALIZING with its first order at market."""
    s = replace(s, status=BotStatus.INITIALIZING, start_ts=market.ts if s.start_ts is None else s.start_ts)
    started = start_round(s, market)
    return _STOP.fail_init(s, market) if started is None else started


def _next_round(s: FuturesMartingaleState, market: MarketView) -> FuturesMartingaleState:
    """After a round's TP: the next round at once (auto-cycle) or COMPLETED(ROUND_TAKE_PROFIT)."""
    s = end_round(s, "COMPLETED", market.ts, market.last_price)
    if s.config.auto_cycle is AutoCycle.DISABLE:
        return _complete(replace(s, status=BotStatus.CANCELLING), market, CloseReason.ROUND_TAKE_PROFIT)
    started = start_round(s, market)
    return replace(s, pending_stop=CloseReason.INSUFFICIENT_BALANCE) if started is None else started


# --------------------------------------------------------------------------- event handlers


def _on_price(s: FuturesMartingaleState, market: MarketView) -> FuturesMartingaleState:
    waiting = await_entry(s, market, _activate)
    if waiting is not None:
        return waiting
    if s.status is BotStatus.CANCELLING and s.close_order is None:
        return _complete(s, market) if is_flat(s, market) else _STOP.close_order(s, market)
    return s


def _on_entry_fill(s: FuturesMartingaleState, qty: Decimal, market: MarketView) -> FuturesMartingaleState:
    entry = s.entry_order
    assert entry is not None
    filled = s.entry_filled + qty
    if filled < entry.qty:
        return replace(s, entry_filled=filled)
    first = s.status is BotStatus.INITIALIZING
    if first and abs(s.avg_entry - s.p0) > SLIPPAGE_LIMIT * s.p0:
        return _STOP.fail_init(s, market)
    rung = (s.round_notional / s.round_qty, s.round_qty)
    s = replace(
        s, status=BotStatus.RUNNING, entry_order=None, entry_filled=ZERO, entry_rejects=0, filled=(rung,)
    )
    return replace_orders(s, market, next_add=True)


def _on_add_fill(
    s: FuturesMartingaleState, add: Resting, qty: Decimal, market: MarketView
) -> FuturesMartingaleState:
    filled = add.filled + qty
    if filled < add.qty:
        return replace_orders(replace(s, add=replace(add, filled=filled)), market, next_add=False)
    s = replace(s, added=s.added + 1, add=None, filled=(*s.filled, (add.price, add.qty)))
    return replace_orders(s, market, next_add=True)


def _on_fill(s: FuturesMartingaleState, f: FillEvent, market: MarketView) -> FuturesMartingaleState:
    s = _book(s, f.side, f.qty, f.price, f.fee, f.insurance, f.realized_pnl)
    cid = f.client_order_id
    if s.entry_order is not None and cid == s.entry_order.client_order_id:
        return _on_entry_fill(s, f.qty, market)
    if s.add is not None and cid == s.add.cid:
        return _on_add_fill(s, s.add, f.qty, market)
    if _STOP.is_close(s, cid):
        return _STOP.close_filled(s, f.qty, market)
    if s.tp is not None and cid == s.tp.cid:
        if s.position == 0:
            return _next_round(s, market)
        return replace(s, tp=replace(s.tp, filled=s.tp.filled + f.qty))
    return s


def _on_reject(s: FuturesMartingaleState, r: RejectEvent, market: MarketView) -> FuturesMartingaleState:
    cid, refusal = r.client_order_id, refusal_of(r.reason)
    retry_at = max(r.ts, market.ts) + RETRY_MS
    if s.entry_order is not None and cid == s.entry_order.client_order_id:
        if s.status is BotStatus.INITIALIZING:
            return _STOP.fail_init(s, market)
        if s.entry_rejects >= 1:
            return replace(s, entry_order=None, pending_stop=CloseReason.INSUFFICIENT_BALANCE)
        fresh = replace(s.entry_order, client_order_id=client_order_id(s.bot_id, "e", s.current_round, s.gen))
        return replace(s, entry_order=fresh, entry_rejects=1, gen=s.gen + 1)
    if s.close_order is not None and cid == s.close_order.client_order_id:
        return _complete(s, market) if s.position == 0 else replace(s, close_order=None)
    if s.tp is not None and cid == s.tp.cid:
        fresh_tp = replace(
            s.tp, cid=client_order_id(s.bot_id, "t", s.current_round, s.gen), retry_at=retry_at
        )
        return replace(s, tp=fresh_tp, gen=s.gen + 1)
    if s.add is None or cid != s.add.cid:
        return s
    add, new_cid = s.add, client_order_id(s.bot_id, "a", s.current_round, s.gen)
    if refusal is Refusal.GONE:
        return replace(s, add=replace(add, cid=new_cid), gen=s.gen + 1)
    if refusal is Refusal.RISK:
        return replace(s, add=None, pending_stop=CloseReason.RISK_LIMIT)
    if refusal is Refusal.BALANCE:
        if add.rejects + 1 >= 2:
            return replace(s, add=None, pending_stop=CloseReason.INSUFFICIENT_BALANCE)
        retry = replace(add, cid=new_cid, rejects=add.rejects + 1, retry_at=retry_at)
        return replace(s, add=retry, gen=s.gen + 1)
    return replace(s, add=None)


def _on_liquidation(
    s: FuturesMartingaleState, ev: LiquidationEvent, market: MarketView
) -> FuturesMartingaleState:
    booked = _book(s, ev.side, ev.qty, ev.price, ev.fee, ev.insurance, ev.realized_pnl)
    return _STOP.liquidated(with_liquidation(s, booked), market)


def _on_close(s: FuturesMartingaleState, cmd: CloseCommand, market: MarketView) -> FuturesMartingaleState:
    check_closable(s.status, cmd.reason, busy=s.status is BotStatus.INITIALIZING)
    return _STOP.begin(s, cmd.reason, market)


def _on_add(s: FuturesMartingaleState, cmd: AddInvestmentCommand) -> FuturesMartingaleState:
    allowed = (BotStatus.NEW, BotStatus.AWAITING_ACTIVATION, BotStatus.INITIALIZING, BotStatus.RUNNING)
    require_status(s.status, "add margin", allowed)
    if cmd.amount <= 0:
        raise cfgmod.READ.invalid("add_margin", "must be positive")
    return replace(s, wallet=s.wallet + cmd.amount, added_margin=s.added_margin + cmd.amount)


def _on_update(s: FuturesMartingaleState, cmd: UpdateCommand) -> FuturesMartingaleState:
    require_status(s.status, "modify", (BotStatus.NEW, BotStatus.AWAITING_ACTIVATION, BotStatus.RUNNING))
    update = cfgmod.parse_update(cmd.params)
    failures = check_update(update)
    if failures:
        raise failures[0].to_error()
    return replace(s, config=cfgmod.apply_update(s.config, update))


def _refuse_withdraw(
    s: FuturesMartingaleState, cmd: WithdrawCommand, market: MarketView
) -> FuturesMartingaleState:
    raise BusinessError.bot(BotResultCode.FORBIDDEN, "a martingale bot pays out when it is closed")


# --------------------------------------------------------------------------- the family


class FuturesMartingaleFamily(LinearFamilyShape[FuturesMartingaleConfig, FuturesMartingaleState]):
    """The futures martingale as a :class:`~tradingbot.bots.base.VenueFamily` on the ``linear`` venue."""

    def init(
        self, bot_id: str, config: FuturesMartingaleConfig, market: MarketView
    ) -> FuturesMartingaleState:
        """A NEW bot whose initial margin is its wallet; the entry direction is fixed now."""
        return FuturesMartingaleState(
            **new_bot(bot_id, config, market, "e", 10**6), wallet=config.init_margin
        )

    def desired(self, state: FuturesMartingaleState, market: MarketView) -> list[OrderIntent]:
        """The round's first order at market, else its resting add and TP; CANCELLING: the close."""
        if state.status is BotStatus.CANCELLING:
            return [] if state.close_order is None else [state.close_order]
        if state.status not in (BotStatus.INITIALIZING, BotStatus.RUNNING):
            return []
        if state.entry_order is not None:
            return [state.entry_order]
        out: list[OrderIntent] = []
        side = opening_side(state)
        add, tp = state.add, state.tp
        if add is not None and add.is_open(market.ts):
            out.append(OrderIntent(add.cid, side, OrderType.LIMIT, add.qty, add.price, "add"))
        if tp is not None and tp.is_open(market.ts):
            close_side = OrderSide.SELL if side is OrderSide.BUY else OrderSide.BUY
            out.append(
                OrderIntent(tp.cid, close_side, OrderType.LIMIT, tp.qty, tp.price, "tp", reduce_only=True)
            )
        return out

    def quiet_band(self, state: FuturesMartingaleState, market: MarketView) -> Band | None:
        """Prices at which a price event changes nothing (``futures_martingale.quiet``)."""
        return quiet_band(state, market)

    def verdict(self, state: FuturesMartingaleState, market: MarketView) -> CloseReason | None:
        """A stop already decided (balance, risk limit), else the round's stop loss."""
        if state.status is not BotStatus.RUNNING or not in_sync(state, market):
            return None
        if state.pending_stop is not None:
            return state.pending_stop
        return CloseReason.STOP_LOSS if stop_loss_hit(state, mark_of(market)) else None

    def describe(
        self, prev: FuturesMartingaleState, state: FuturesMartingaleState, event: AnyEvent
    ) -> list[Note]:
        """Adds, finished rounds and margin additions."""
        notes: list[Note] = []
        if state.added > prev.added and state.current_round == prev.current_round:
            notes.append(
                {
                    "type": "add",
                    "round": state.current_round,
                    "added": state.added,
                    "avg_price": fmt(state.avg_entry),
                }
            )
        if len(state.rounds) and state.rounds != prev.rounds:
            r = state.rounds[-1]
            notes.append(
                {
                    "type": "round",
                    "round": r.round,
                    "status": r.status,
                    "adds": r.adds,
                    "qty": fmt(r.qty),
                    "avg_price": fmt(r.avg_price),
                    "close_price": fmt(r.close_price),
                    "profit": fmt(r.profit),
                }
            )
        if isinstance(event, AddInvestmentCommand):
            notes.append({"type": "add_margin", "amount": fmt(event.amount)})
        return notes


HANDLERS = event_handlers(
    lambda s, e, m: _on_price(s, m), _on_fill, _on_reject, _on_close, lambda s, e, m: _on_update(s, e),
    _refuse_withdraw, lambda s, e, m: _on_add(s, e),
    liquidation=_on_liquidation, funding=lambda s, e, m: with_funding(s, e),
)  # fmt: skip
"""What each event and command does to a futures martingale bot."""

FAMILY = FuturesMartingaleFamily(BotKind.MART_FUTURES, cfgmod, statemod, HANDLERS)

__all__ = ["FAMILY", "FuturesMartingaleConfig", "FuturesMartingaleFamily", "FuturesMartingaleState"]
