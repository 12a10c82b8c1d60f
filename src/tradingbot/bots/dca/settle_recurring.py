"""Closing a RECURRING bot: DCA_QUOTE_MODE sells every coin (one market sell per pair), DCA_BASE_MODE
keeps them all.

Why per pair: each coin trades on its own symbol with its own order rules; a coin whose holding is
below its symbol's minimum stays as dust (as ``bots/settle.py`` does for one symbol). The sells'
ids carry the pair index (pair 0 keeps the single-pair id), so a restart neither repeats nor skips one.
"""

from __future__ import annotations

from dataclasses import replace

from tradingbot.bots.base import CloseCommand, MarketView, client_order_id
from tradingbot.bots.dca.lifecycle import close_mode
from tradingbot.bots.dca.run_recurring import complete, leg, order_symbol
from tradingbot.bots.dca.state import DcaState, RoundOrder
from tradingbot.bots.kit.lifecycle import check_closable
from tradingbot.bots.settle import settlement_intent
from tradingbot.core.enums import BotStatus, CloseReason, DcaMode, SettleMode


def settle_cid(bot_id: str, pair: int) -> str:
    """Client order id of the settlement sell of pair ``pair``'s coin."""
    return client_order_id(bot_id, "s", None, pair)


def begin_close(s: DcaState, reason: CloseReason, mode: DcaMode, market: MarketView) -> DcaState:
    """CANCELLING with one market sell per coin held (QUOTE mode), or COMPLETED at once."""
    traded = s.status is not BotStatus.NEW
    s = replace(s, status=BotStatus.CANCELLING, close_reason=reason, settle_mode=mode, orders=())
    orders: list[RoundOrder] = []
    if traded and mode is DcaMode.DCA_QUOTE_MODE:
        for i, book in enumerate(s.books):
            intent = settlement_intent(
                SettleMode.QUOTE_MODE, book.held, s.quote, leg(s, market, i), settle_cid(s.bot_id, i)
            )
            if intent is not None:
                orders.append(RoundOrder(i, replace(intent, symbol=order_symbol(s, i))))
    if not orders:
        return complete(s, market)
    return replace(s, orders=tuple(orders))


def on_close(s: DcaState, cmd: CloseCommand, market: MarketView) -> DcaState:
    """Accept a close in NEW/RUNNING/PAUSED; a user close while a round's buys execute is "busy, retry"."""
    check_closable(s.status, cmd.reason, busy=bool(s.orders))
    return begin_close(s, cmd.reason, close_mode(s, cmd), market)
