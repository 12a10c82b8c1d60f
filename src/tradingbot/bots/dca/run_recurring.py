"""RECURRING with 1-5 pairs as events: a price event whose time reaches the next round buys every pair.

Why the round index and the pair index are the order's identity: ``next_round`` moves past round
``k`` the moment its buys are decided, and pair ``i``'s buy carries ``k`` and ``i`` in its client
order id, so no replay, restart or second price at the same instant can execute a pair's buy twice
or skip it. A round the bot cannot pay for in total (every pair) is skipped and the bot PAUSED; the
next affordable round resumes it (MECHANICS §4.1, PROPOSED). A pair whose buy the symbol's rules
refuse (below the minimum at that price) is skipped for that round and counted in its book; the
round counts as done once every other pair's buy is whole.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import FillEvent, MarketView, OrderIntent, RejectEvent, client_order_id
from tradingbot.bots.dca.config import RecurringParams, pair_symbol
from tradingbot.bots.dca.recurring import (
    can_afford,
    cap_blocks_round,
    latest_due_round,
    round_qty,
    round_time,
)
from tradingbot.bots.dca.state import DcaState, RoundOrder
from tradingbot.bots.kit.lifecycle import completed
from tradingbot.bots.kit.spot_book import book_spot_fill, fee_value
from tradingbot.core.enums import BotStatus, OrderSide, OrderType
from tradingbot.core.instruments import check_order
from tradingbot.core.money import ZERO

ACTIVE = frozenset({BotStatus.RUNNING, BotStatus.PAUSED})


def params(s: DcaState) -> RecurringParams:
    """The RECURRING parameters (the family only routes RECURRING states here)."""
    rec = s.config.recurring
    assert rec is not None
    return rec


def round_cid(bot_id: str, k: int, pair: int = 0) -> str:
    """Client order id of round ``k``'s buy of pair ``pair`` (pair 0 keeps the single-pair id)."""
    return client_order_id(bot_id, "r", k, pair)


def leg(s: DcaState, market: MarketView, pair: int) -> MarketView:
    """Pair ``pair``'s market: its own view among the legs (a single-pair bot's view is the market)."""
    if market.legs is None:
        return market
    return market.legs[pair_symbol(s.config, pair)]


def order_symbol(s: DcaState, pair: int) -> str | None:
    """The symbol an order of pair ``pair`` names (None on a single-pair bot: its one symbol)."""
    return pair_symbol(s.config, pair) if len(params(s).pairs) > 1 else None


def due_round(s: DcaState, ts: int) -> int | None:
    """The round to run at ``ts`` (None: none due, or a round's buys are in flight)."""
    if s.status not in ACTIVE or s.orders:
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


def _skip_round(s: DcaState, k: int, status: BotStatus) -> DcaState:
    return replace(s, status=status, next_round=k + 1, rounds_skipped=s.rounds_skipped + 1)


def on_price(s: DcaState, market: MarketView) -> DcaState:
    """Start on the first price; at a due round buy every pair, skip (PAUSED) or leave the close to
    the verdict (the cap applies to the round's total: no partial round). Earlier rounds that came
    due without a price of the bot's coins count as skipped, so done + skipped = rounds begun."""
    if s.status is BotStatus.NEW:
        s = replace(s, status=BotStatus.RUNNING, start_ts=market.ts)
    k = due_round(s, market.ts)
    rec = params(s)
    if k is None or cap_blocks_round(rec, s.cum_invested):
        return s
    # rounds whose time passed with no price of the bot's coins: skipped, not caught up
    s = replace(s, rounds_skipped=s.rounds_skipped + k - s.next_round)
    if not can_afford(rec, s.quote):
        return _skip_round(s, k, BotStatus.PAUSED)
    books = list(s.books)
    orders: list[RoundOrder] = []
    for i, pair in enumerate(rec.pairs):
        view = leg(s, market, i)
        qty = round_qty(pair.amount, view.last_price, view.symbol)
        if check_order(view.symbol, view.last_price, qty, check_tick=False) is not None:
            books[i] = replace(books[i], skipped=books[i].skipped + 1)
            continue
        intent = OrderIntent(
            round_cid(s.bot_id, k, i),
            OrderSide.BUY,
            OrderType.MARKET,
            qty,
            None,
            "round",
            symbol=order_symbol(s, i),
        )
        orders.append(RoundOrder(i, intent))
    s = replace(s, books=tuple(books))
    if not orders:
        return _skip_round(s, k, s.status)
    return replace(s, status=BotStatus.RUNNING, orders=tuple(orders), round_paid=ZERO, next_round=k + 1)


def pair_of(s: DcaState, cid: str) -> int:
    """The pair an order of the bot belongs to: its order in flight, else the id's last field."""
    for o in s.orders:
        if o.intent.client_order_id == cid:
            return o.pair
    tail = cid.rsplit("-", 1)[-1]
    pair = int(tail) if tail.isdigit() else 0
    return pair if pair < len(s.books) else 0


def _net_base(f: FillEvent, coin: str) -> Decimal:
    return f.qty - (f.fee if f.fee_asset == coin else ZERO)


def book_fill(s: DcaState, f: FillEvent) -> DcaState:
    """Fold a fill into the bot's quote and its pair's coin as the exchange books them (fee in the
    asset received); a buy also adds to the pair's purchase totals."""
    i = pair_of(s, f.client_order_id)
    old = s.books[i]
    quote, held = book_spot_fill(s.quote, old.held, f, old.base)
    new = replace(old, held=held)
    if f.side is OrderSide.BUY:
        new = replace(
            new, cum_quote=old.cum_quote + f.qty * f.price, cum_qty=old.cum_qty + _net_base(f, old.base)
        )
    books = (*s.books[:i], new, *s.books[i + 1 :])
    fees = s.fees_paid + fee_value(f, old.base)
    return replace(s, quote=quote, books=books, base=books[0].held, fees_paid=fees)


def _finish(s: DcaState, market: MarketView) -> DcaState:
    """Every order of the round (or of the settlement) is done."""
    if s.status is BotStatus.CANCELLING:
        return complete(s, market)
    done = s.round_paid > 0
    return replace(
        s,
        round_paid=ZERO,
        rounds_done=s.rounds_done + (1 if done else 0),
        rounds_skipped=s.rounds_skipped + (0 if done else 1),
    )


def complete(s: DcaState, market: MarketView) -> DcaState:
    """COMPLETED: nothing in flight, final time and (first pair's) price frozen."""
    return completed(s, market, pending=None, orders=())


def on_fill(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    """Book the fill; a whole buy adds its pair's amount to the spend; the last one closes the round."""
    s = book_fill(s, f)
    at = next((n for n, o in enumerate(s.orders) if o.intent.client_order_id == f.client_order_id), None)
    if at is None:
        return s
    o = s.orders[at]
    o = replace(o, filled=o.filled + f.qty)
    if o.filled < o.intent.qty:
        return replace(s, orders=(*s.orders[:at], o, *s.orders[at + 1 :]))
    s = replace(s, orders=s.orders[:at] + s.orders[at + 1 :])
    if o.intent.side is OrderSide.BUY:
        amount = params(s).pairs[o.pair].amount
        s = replace(s, cum_invested=s.cum_invested + amount, round_paid=s.round_paid + amount)
    return s if s.orders else _finish(s, market)


def on_reject(s: DcaState, r: RejectEvent, market: MarketView) -> DcaState:
    """A refused round buy (balance): that pair is not bought this round and the bot PAUSED; a
    refused settlement sell leaves that coin as it is."""
    at = next((n for n, o in enumerate(s.orders) if o.intent.client_order_id == r.client_order_id), None)
    if at is None:
        return s
    s = replace(s, orders=s.orders[:at] + s.orders[at + 1 :])
    if s.status is not BotStatus.CANCELLING:
        s = replace(s, status=BotStatus.PAUSED)
    return s if s.orders else _finish(s, market)
