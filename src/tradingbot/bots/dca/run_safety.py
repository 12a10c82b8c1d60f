"""SAFETY_ORDER cycles as events (MECHANICS §4.2): base order, ladder, TP, next cycle or stop.

Why ids per cycle and safety-order index: the base order is ``c{n}b``, safety order k of cycle n
is ``c{n}s{k}`` and the TP is ``c{n}t{v}`` where ``v`` grows with every fill that changes the
position; all are functions of the state, so a replay or a restart places exactly the orders the
state implies - never a second base order, never a skipped rung. A cycle starts with a market
buy of ``initOrdAmt·scale``; its fill price is ``Pb`` and lays out the ladder; every buy fill
re-places the TP for the whole position; the TP fill ends the cycle (profit = net proceeds −
the cost share of the base sold) and, with auto-cycle on, starts the next one at once. With
``reinvest`` the next cycle's amounts scale by ``quote / capital`` (PROPOSED, quote only: base
dust cannot buy); without it by ``min(1, quote / capital)`` so that a cycle never spends what the bot lacks.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import FillEvent, MarketView, OrderIntent, RejectEvent, client_order_id
from tradingbot.bots.dca.config import SafetyOrderParams
from tradingbot.bots.dca.ladder import Rung, rungs, so_amounts, tp_price
from tradingbot.bots.dca.lifecycle import (
    begin_close,
    book,
    complete,
    count_cycle,
    net_base,
    on_settle_fill,
    sell_from_cycle,
)
from tradingbot.bots.dca.metrics import sl_price
from tradingbot.bots.dca.state import Cycle, DcaState
from tradingbot.core.enums import AutoCycle, BotStatus, CloseReason, OrderSide, OrderType
from tradingbot.core.instruments import check_order, floor_qty
from tradingbot.core.money import ONE, ZERO


def params(s: DcaState) -> SafetyOrderParams:
    """The SAFETY_ORDER parameters (the family only routes SAFETY_ORDER states here)."""
    so = s.config.safety
    assert so is not None
    return so


def base_cid(bot_id: str, cycle: int) -> str:
    """Client order id of cycle ``cycle``'s base order."""
    return client_order_id(bot_id, f"c{cycle}b", None, 0)


def so_cid(bot_id: str, cycle: int, k: int) -> str:
    """Client order id of safety order ``k`` of cycle ``cycle``."""
    return client_order_id(bot_id, f"c{cycle}s", k, 0)


def tp_cid(bot_id: str, cycle: int, version: int) -> str:
    """Client order id of version ``version`` of cycle ``cycle``'s take-profit order."""
    return client_order_id(bot_id, f"c{cycle}t", version, 0)


def ladder_of(s: DcaState, market: MarketView) -> tuple[Rung, ...]:
    """The current cycle's safety orders (empty before the base order filled)."""
    so, c = params(s), s.cycle
    if c.base_price is None:
        return ()
    amounts = so_amounts(so.safety_order_amount * c.scale, so.volume_multiplier, so.max_safety_orders)
    return rungs(c.base_price, so.price_step, so.step_multiplier, amounts, market.symbol)


def _scale(s: DcaState, number: int) -> Decimal:
    if number == 0:
        return ONE
    ratio = s.quote / params(s).capital
    return ratio if params(s).reinvest else min(ONE, ratio)


def start_cycle(s: DcaState, number: int, market: MarketView) -> DcaState:
    """A new cycle: the base order at market (a first one that cannot be placed fails the initiation)."""
    so, sym, last = params(s), market.symbol, market.last_price
    scale = _scale(s, number)
    qty = floor_qty(sym, so.init_order_amount * scale / last)
    cycle = Cycle(number=number, scale=scale, filled=(ZERO,) * so.max_safety_orders)
    s = replace(s, cycle=cycle, cycle_done=False)
    if qty <= 0 or check_order(sym, last, qty, check_tick=False) is not None or qty * last > s.quote:
        reason = CloseReason.FAILED_INITIATION if number == 0 else CloseReason.INSUFFICIENT_BALANCE
        return begin_close(s, reason, s.config.settle_mode, market)
    intent = OrderIntent(base_cid(s.bot_id, number), OrderSide.BUY, OrderType.MARKET, qty, None, "base")
    status = BotStatus.INITIALIZING if number == 0 else BotStatus.RUNNING
    return replace(s, status=status, pending=intent, pending_filled=ZERO)


def retake_tp(c: Cycle, market: MarketView, tp_pct: Decimal) -> Cycle:
    """Re-place the TP for the whole position after a buy fill (a new version, a new id)."""
    sym = market.symbol
    qty = floor_qty(sym, c.base_held)
    price = tp_price(c.quote_spent, qty, tp_pct, market.maker_fee, sym) if qty > 0 else ZERO
    if qty <= 0 or check_order(sym, price, qty) is not None:
        qty = ZERO
    return replace(c, tp_version=c.tp_version + 1, tp_qty=qty, tp_price=price, tp_filled=ZERO)


def _bought(c: Cycle, f: FillEvent, market: MarketView) -> Cycle:
    return replace(
        c, quote_spent=c.quote_spent + f.qty * f.price, base_held=c.base_held + net_base(f, market)
    )


def on_price(s: DcaState, market: MarketView) -> DcaState:
    """The first price starts cycle 0; later prices change nothing (SL is the verdict's)."""
    if s.status is BotStatus.NEW:
        return start_cycle(replace(s, start_ts=market.ts), 0, market)
    return s


def _on_base_fill(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    c = _bought(s.cycle, f, market)
    c = c if c.base_price is not None else replace(c, base_price=f.price)
    s = replace(s, cycle=c, pending_filled=s.pending_filled + f.qty)
    if s.pending is not None and s.pending_filled < s.pending.qty:
        return s
    return replace(
        s,
        status=BotStatus.RUNNING,
        pending=None,
        pending_filled=ZERO,
        cycle=retake_tp(c, market, params(s).tp_pct),
    )


def _on_tp_fill(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    s = sell_from_cycle(s, f, market)
    c = replace(s.cycle, tp_filled=s.cycle.tp_filled + f.qty)
    if c.tp_filled < c.tp_qty:
        return replace(s, cycle=c)
    s = count_cycle(replace(s, cycle=c, cycles_completed=s.cycles_completed + 1))
    if params(s).auto_cycle is AutoCycle.ENABLE:
        return start_cycle(s, c.number + 1, market)
    return replace(s, cycle_done=True)


def _rung_of(s: DcaState, cid: str) -> int | None:
    for k in range(1, len(s.cycle.filled) + 1):
        if cid == so_cid(s.bot_id, s.cycle.number, k):
            return k
    return None


def on_fill(s: DcaState, f: FillEvent, market: MarketView) -> DcaState:
    """Book every fill; then the base order, a safety order, the TP or the settlement moves the cycle."""
    s = book(s, f, market)
    cid, c = f.client_order_id, s.cycle
    if s.pending is not None and cid == s.pending.client_order_id:
        return (
            on_settle_fill(s, f, market) if s.status is BotStatus.CANCELLING else _on_base_fill(s, f, market)
        )
    if s.status is not BotStatus.RUNNING:
        return s
    if c.tp_qty > 0 and cid == tp_cid(s.bot_id, c.number, c.tp_version):
        return _on_tp_fill(s, f, market)
    k = _rung_of(s, cid)
    if k is None:
        return s  # a late fill of an order of an earlier cycle: booked, not part of this cycle
    filled = list(c.filled)
    filled[k - 1] += f.qty
    c = replace(_bought(c, f, market), filled=tuple(filled))
    return replace(s, cycle=retake_tp(c, market, params(s).tp_pct))


def on_reject(s: DcaState, r: RejectEvent, market: MarketView) -> DcaState:
    """A refused base order stops the bot; a refused safety order is left out of the cycle."""
    cid = r.client_order_id
    if s.pending is not None and cid == s.pending.client_order_id:
        if s.status is BotStatus.CANCELLING:
            return complete(s, market)
        reason = CloseReason.FAILED_INITIATION if s.cycle.number == 0 else CloseReason.INSUFFICIENT_BALANCE
        return begin_close(replace(s, pending=None), reason, s.config.settle_mode, market)
    k = _rung_of(s, cid)
    if k is None:
        if s.cycle.tp_qty > 0 and cid == tp_cid(s.bot_id, s.cycle.number, s.cycle.tp_version):
            return replace(s, cycle=replace(s.cycle, tp_qty=ZERO))
        return s
    return replace(s, cycle=replace(s.cycle, rejected=(*s.cycle.rejected, k)))


def desired(s: DcaState, market: MarketView) -> list[OrderIntent]:
    """The base order in flight, or the unfilled safety orders and the TP of the position."""
    if s.pending is not None:
        return [s.pending]
    if s.status is not BotStatus.RUNNING or s.cycle_done:
        return []
    c, sym, out = s.cycle, market.symbol, []
    for r in ladder_of(s, market):
        left = floor_qty(sym, r.qty - c.filled[r.index - 1])
        if r.index in c.rejected or left <= 0 or check_order(sym, r.price, r.qty) is not None:
            continue
        out.append(
            OrderIntent(
                so_cid(s.bot_id, c.number, r.index), OrderSide.BUY, OrderType.LIMIT, left, r.price, "safety"
            )
        )
    if c.tp_qty > 0:
        out.append(
            OrderIntent(
                tp_cid(s.bot_id, c.number, c.tp_version),
                OrderSide.SELL,
                OrderType.LIMIT,
                c.tp_qty,
                c.tp_price,
                "tp",
            )
        )
    return out


def verdict(s: DcaState, market: MarketView) -> CloseReason | None:
    """TP with auto-cycle off ends the bot; the last price at or below the cycle's SL stops it."""
    if s.status is not BotStatus.RUNNING:
        return None
    if s.cycle_done:
        return CloseReason.TAKE_PROFIT
    sl = sl_price(s)
    if s.pending is None and sl is not None and market.last_price <= sl:
        return CloseReason.STOP_LOSS
    return None
