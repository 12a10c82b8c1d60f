"""What both DCA sub-types do the same way: book fills, close with settlement, complete.

Why shared: a round's buy and a cycle's orders are booked exactly as the exchange books them
(buy fee in base, sell fee in quote, MECHANICS §1.4), so the bot's ``quote``/``base`` always equal
its account; and both settle on close through ``bots/settle.py`` (MECHANICS §2.3):
``DCA_QUOTE_MODE`` market-sells all base, ``DCA_BASE_MODE`` keeps the coins (no trade).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import CloseCommand, FillEvent, MarketView, client_order_id
from tradingbot.bots.dca.codes import DcaCheck, refuse
from tradingbot.bots.dca.state import DcaState
from tradingbot.bots.kit.lifecycle import check_closable, completed
from tradingbot.bots.kit.spot_book import book_spot_fill, fee_value
from tradingbot.bots.settle import settlement_intent
from tradingbot.core.enums import BotStatus, CloseReason, DcaMode, OrderSide, SettleMode
from tradingbot.core.money import ZERO

_SETTLE = {
    DcaMode.DCA_QUOTE_MODE: SettleMode.QUOTE_MODE,
    DcaMode.DCA_BASE_MODE: SettleMode.BASE_AND_QUOTE_MODE,
}
_FROM_SPOT = {
    SettleMode.QUOTE_MODE: DcaMode.DCA_QUOTE_MODE,
    SettleMode.BASE_MODE: DcaMode.DCA_BASE_MODE,
    SettleMode.BASE_AND_QUOTE_MODE: DcaMode.DCA_BASE_MODE,
}


def book(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    """Fold a fill into the bot's quote/base as the exchange does (fee in the asset received)."""
    quote, base = book_spot_fill(s.quote, s.base, f, market.symbol.base)
    fee = fee_value(f, market.symbol.base)
    s = replace(s, quote=quote, base=base, fees_paid=s.fees_paid + fee)
    if s.config.safety is None:
        return s
    return replace(s, cycle=replace(s.cycle, fee_value=s.cycle.fee_value + fee))


def count_cycle(s: DcaState) -> DcaState:
    """The cycle's profit and fees so far moved into ``cum_profit`` and ``cycle_fees`` (a TP that
    ends the cycle; the stop or close that ends it; what the settlement sells after a TP)."""
    c = s.cycle
    return replace(
        s,
        cum_profit=s.cum_profit + c.realized,
        cycle_fees=s.cycle_fees + c.fee_value,
        cycle=replace(c, realized=ZERO, fee_value=ZERO),
    )


def sell_from_cycle(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    """A SELL of the cycle's position (TP or settlement): its cost share leaves the cycle, the
    difference to the net proceeds is realized."""
    c = s.cycle
    sold = min(f.qty, c.base_held)  # a settlement may also sell dust kept from earlier cycles
    cost = c.quote_spent * sold / c.base_held if c.base_held > 0 else ZERO
    c = replace(
        c,
        quote_spent=c.quote_spent - cost,
        base_held=c.base_held - sold,
        realized=c.realized + net_quote(f, market) - cost,
    )
    return replace(s, cycle=c)


def net_base(f: FillEvent, market: MarketView) -> Decimal:
    """Base a BUY fill delivered after its fee."""
    return f.qty - (f.fee if f.fee_asset == market.symbol.base else ZERO)


def net_quote(f: FillEvent, market: MarketView) -> Decimal:
    """Quote a SELL fill delivered after its fee."""
    return f.qty * f.price - (f.fee if f.fee_asset == market.symbol.quote else ZERO)


def complete(s: DcaState, market: MarketView) -> DcaState:
    """COMPLETED: nothing in flight, final time and price frozen; a SAFETY_ORDER bot's last cycle
    (ended by the stop loss or a close) is counted in ``cum_profit``."""
    if s.config.safety is not None:
        s = count_cycle(s)
    return completed(s, market, pending=None)


def begin_close(s: DcaState, reason: CloseReason, mode: DcaMode, market: MarketView) -> DcaState:
    """CANCELLING: every order goes (reconcile cancels what is no longer desired), then settle."""
    traded = s.status is not BotStatus.NEW
    s = replace(s, status=BotStatus.CANCELLING, close_reason=reason, settle_mode=mode, pending=None)
    cid = client_order_id(s.bot_id, "s", None, 0)
    intent = settlement_intent(_SETTLE[mode], s.base, s.quote, market, cid) if traded else None
    if intent is None:
        return complete(s, market)
    return replace(s, pending=intent, pending_filled=ZERO)


def close_mode(s: DcaState, cmd: CloseCommand) -> DcaMode:
    """The settlement a close uses: a stop loss sells everything; else the command's or the config's mode."""
    if cmd.reason is CloseReason.STOP_LOSS:
        return DcaMode.DCA_QUOTE_MODE
    if cmd.settle_mode is None:
        return s.config.settle_mode
    mode = _FROM_SPOT.get(cmd.settle_mode)
    if mode is None:
        raise refuse(
            DcaCheck.SETTLE_MODE_UNSUPPORTED, "settle_mode", "BIT mode is not supported in paper trading"
        )
    return mode


def on_close(s: DcaState, cmd: CloseCommand, market: MarketView) -> DcaState:
    """Accept a close in NEW/RUNNING/PAUSED; a user close while a market buy executes is "busy, retry"."""
    check_closable(s.status, cmd.reason, busy=s.pending is not None)  # a purchase is executing
    return begin_close(s, cmd.reason, close_mode(s, cmd), market)


def on_settle_fill(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    """The settlement trade (partly) filled: complete once it is whole."""
    if s.config.safety is not None and f.side is OrderSide.SELL:
        s = sell_from_cycle(s, f, market)
    filled = s.pending_filled + f.qty
    if s.pending is not None and filled < s.pending.qty:
        return replace(s, pending_filled=filled)
    return complete(s, market)
