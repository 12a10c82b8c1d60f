"""RECURRING with one pair as events: a price event whose time reaches the next round buys at market.

Why the round index is the order's identity: ``next_round`` moves past round ``k`` the moment its
buy is decided and the buy's client order id carries ``k``, so no replay, restart or second price
at the same instant can execute a round twice. A round the bot cannot pay for is skipped and the
bot PAUSED; the next affordable round resumes it (MECHANICS §4.1, PROPOSED).
"""

from __future__ import annotations

from dataclasses import replace

from tradingbot.bots.base import FillEvent, MarketView, OrderIntent, RejectEvent, client_order_id
from tradingbot.bots.dca.config import RecurringParams
from tradingbot.bots.dca.lifecycle import book, complete, net_base, on_settle_fill
from tradingbot.bots.dca.recurring import (
    can_afford,
    cap_blocks_round,
    latest_due_round,
    round_qty,
    round_time,
)
from tradingbot.bots.dca.state import DcaState, PairBook
from tradingbot.core.enums import BotStatus, OrderSide, OrderType
from tradingbot.core.instruments import check_order
from tradingbot.core.money import ZERO

ACTIVE = frozenset({BotStatus.RUNNING, BotStatus.PAUSED})


def params(s: DcaState) -> RecurringParams:
    """The RECURRING parameters (the family only routes RECURRING states here)."""
    rec = s.config.recurring
    assert rec is not None
    return rec


def round_cid(bot_id: str, k: int) -> str:
    """Client order id of round ``k``'s buy."""
    return client_order_id(bot_id, "r", k, 0)


def due_round(s: DcaState, ts: int) -> int | None:
    """The round to run at ``ts`` (None: none due, or a buy is in flight)."""
    if s.status not in ACTIVE or s.pending is not None:
        return None
    anchor = s.create_ts if s.anchor_ts is None else s.anchor_ts
    k = s.anchor_round + latest_due_round(anchor, params(s).frequency_in_second, ts)
    return k if k >= s.next_round else None


def next_round_time(s: DcaState) -> int:
    """When the next round is due (ms)."""
    anchor = s.create_ts if s.anchor_ts is None else s.anchor_ts
    return round_time(anchor, params(s).frequency_in_second, s.next_round - s.anchor_round)


def cap_reached(s: DcaState, ts: int) -> bool:
    """A round is due and would pass ``max_invest_amount``: the bot must close instead (verdict)."""
    return due_round(s, ts) is not None and cap_blocks_round(params(s), s.cum_invested)


def on_price(s: DcaState, market: MarketView) -> DcaState:
    """Start on the first price; at a due round buy, skip (PAUSED) or leave the close to the verdict."""
    if s.status is BotStatus.NEW:
        s = replace(s, status=BotStatus.RUNNING, start_ts=market.ts)
    k = due_round(s, market.ts)
    rec = params(s)
    if k is None or cap_blocks_round(rec, s.cum_invested):
        return s
    if not can_afford(rec, s.quote):
        return replace(s, status=BotStatus.PAUSED, next_round=k + 1, rounds_skipped=s.rounds_skipped + 1)
    last, sym = market.last_price, market.symbol
    qty = round_qty(rec.pairs[0].amount, last, sym)
    if check_order(sym, last, qty, check_tick=False) is not None:
        return replace(s, next_round=k + 1, rounds_skipped=s.rounds_skipped + 1)
    intent = OrderIntent(round_cid(s.bot_id, k), OrderSide.BUY, OrderType.MARKET, qty, None, "round")
    return replace(s, status=BotStatus.RUNNING, pending=intent, pending_filled=ZERO, next_round=k + 1)


def on_fill(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    """Book the fill; a round's buy updates the pair's totals and, once whole, counts the round."""
    s = book(s, f, market)
    pending = s.pending
    if pending is None or f.client_order_id != pending.client_order_id:
        return s
    if s.status is BotStatus.CANCELLING:
        return on_settle_fill(s, f, market)
    pair = params(s).pairs[0]
    old = s.books[0] if s.books else PairBook(pair.base)
    new_book = replace(
        old, cum_quote=old.cum_quote + f.qty * f.price, cum_qty=old.cum_qty + net_base(f, market)
    )
    s = replace(s, books=(new_book,), pending_filled=s.pending_filled + f.qty)
    if s.pending_filled < pending.qty:
        return s
    return replace(
        s,
        pending=None,
        pending_filled=ZERO,
        rounds_done=s.rounds_done + 1,
        cum_invested=s.cum_invested + pair.amount,
    )


def on_reject(s: DcaState, r: RejectEvent, market: MarketView) -> DcaState:
    """A refused round buy (balance): the round is skipped and the bot PAUSED."""
    pending = s.pending
    if pending is None or r.client_order_id != pending.client_order_id:
        return s
    if s.status is BotStatus.CANCELLING:
        return complete(s, market)
    return replace(s, pending=None, status=BotStatus.PAUSED, rounds_skipped=s.rounds_skipped + 1)
