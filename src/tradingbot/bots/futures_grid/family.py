"""Futures grid family (MECHANICS §5): NEUTRAL / LONG / SHORT grids on a USDT linear perpetual.

Lifecycle: NEW -> (AWAITING_ACTIVATION until the entry price is crossed) -> INITIALIZING (LONG
buys ``n_sell·q`` at market, SHORT sells ``n_buy·q``, NEUTRAL trades nothing) -> RUNNING (one
order per cell, counter-orders on fills, closes reduce-only) -> CANCELLING (every order
cancelled, the position market-closed reduce-only) -> COMPLETED. A liquidation fill from the
venue ends the bot with ``LIQUIDATION``. Every transition happens in :meth:`FuturesGridFamily.apply`;
``desired`` lists what the state implies and the shared ``step``/reconcile do the rest.

The family trades on the ``linear`` venue (``venue`` attribute): the host routes its orders to the
futures exchange, sets its leverage there (``leverage_of``) and also steps it with funding
payments (:class:`~tradingbot.bots.base.FundingEvent`) and liquidations
(:class:`~tradingbot.bots.base.LiquidationEvent`). The market view's ``venue`` carries the
contract, risk tiers and mark price (:class:`~tradingbot.bots.base.FuturesView`).

Choices where MECHANICS is silent (PROPOSED):

* grid profit of a pair = ``q·(P_{k+1} − P_k)`` minus the fees actually paid on both legs; the
  opening leg of the initial position's cells is its pro-rata share of the market order's fee;
* an opening order the bot's margin cannot carry (the venue's rule applied to the bot's own
  books) waits unplaced and is placed, nearest to the price first, once the balance allows; the
  cell keeps its side, so the position rule holds;
* a balance/margin rejection the bot did not foresee is retried once after 1 s; a second one in
  a row stops the bot with ``INSUFFICIENT_BALANCE``; a risk-limit rejection stops it with
  ``RISK_LIMIT``; any other rejection leaves the cell idle;
* the close order is capped at the contract's max market quantity and repeated until flat; a
  refused close is retried on the next price;
* a liquidation that leaves part of the position closes the rest at market (reason kept);
* exits (verdict) wait while the bot's position differs from the venue's: the fills of one price
  move reach the bot one at a time, and a close is sized on the real position.
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
from tradingbot.bots.futures_grid import config as cfgmod
from tradingbot.bots.futures_grid import state as statemod
from tradingbot.bots.futures_grid.config import FuturesGridConfig
from tradingbot.bots.futures_grid.exits import exit_reason
from tradingbot.bots.futures_grid.levels import DuplicateLevels, grid_levels
from tradingbot.bots.futures_grid.metrics import (
    available_balance,
    equity,
    in_sync,
    mark_of,
    order_cost,
    tiers_of,
    withdrawable,
)
from tradingbot.bots.futures_grid.quiet import quiet_band
from tradingbot.bots.futures_grid.shift import shift_grid
from tradingbot.bots.futures_grid.sizing import plan_grid
from tradingbot.bots.futures_grid.state import FCell, FuturesGridState
from tradingbot.bots.futures_grid.validation import validate_update
from tradingbot.bots.grid_kit.cells import (
    count_cycle,
    edge_orders,
    find_cell,
    laid_out,
    set_cell,
    with_init_order,
    withdrawn,
)
from tradingbot.bots.kit.entry import await_entry, new_bot
from tradingbot.bots.kit.family_shape import event_handlers
from tradingbot.bots.kit.lifecycle import check_closable, completed, require_status
from tradingbot.bots.kit.linear_shape import LinearFamilyShape
from tradingbot.bots.kit.perp_book import book_into, is_flat, with_funding, with_liquidation
from tradingbot.bots.kit.perp_stop import PerpStop
from tradingbot.bots.kit.refusals import RETRY_MS, SLIPPAGE_LIMIT, Refusal, refusal_of
from tradingbot.bots.wake_index import Band
from tradingbot.core.enums import BotKind, BotStatus, CloseReason, OrderSide, OrderType
from tradingbot.core.instruments import check_order
from tradingbot.core.money import ZERO, fmt

# --------------------------------------------------------------------------- books


def _book(
    s: FuturesGridState, side: OrderSide, qty: Decimal, price: Decimal, fee: Decimal,
    insurance: Decimal = ZERO, realized: Decimal | None = None,
) -> FuturesGridState:  # fmt: skip
    """Book a fill: position and average entry, closed PnL (the venue's figure when it gives one),
    fee and any insurance cover."""
    return book_into(s, side, qty, price, fee, insurance, realized)[0]


# --------------------------------------------------------------------------- lifecycle helpers


def _complete(s: FuturesGridState, market: MarketView) -> FuturesGridState:
    return completed(s, market, close_order=None, init_order=None, cells=())


_STOP = PerpStop(_complete, {"init_order": None, "cells": ()})
"""Stopping: the initial order and every cell order dropped, then the reduce-only close."""


def _gate(s: FuturesGridState, market: MarketView) -> FuturesGridState:
    """Release waiting opening orders the available balance can carry, nearest to the price first.

    The bot applies the venue's own rule (order margin against ``min(free, free + unrealised −
    position margin)``), so an order the venue would refuse waits instead of being refused. While
    fills of the current price move are still on their way (books behind the venue) nothing is
    released: the price event that ends the move does it.
    """
    waiting = [pos for pos, c in enumerate(s.cells) if c.waiting]
    if not waiting or not in_sync(s, market):
        return s
    lev, taker, last = s.config.leverage, market.taker_fee, market.last_price
    avail = available_balance(s, mark_of(market), market.ts, taker)
    cells = list(s.cells)
    for pos in sorted(waiting, key=lambda p: (abs(cells[p].price - last), p)):
        need = order_cost(s.q, cells[pos].price, lev, taker)
        if need <= avail:
            cells[pos] = replace(cells[pos], waiting=False)
            avail -= need
    return replace(s, cells=tuple(cells))


def _go_running(s: FuturesGridState, market: MarketView) -> FuturesGridState:
    """Give every cell its order id (opening orders wait for the margin gate); cells holding the
    initial position carry their fee share."""
    held = sum(1 for c in s.cells if c.holding)
    share = s.init_fee / held if held else ZERO
    gen, cells = s.gen, []
    for c in s.cells:
        cid = client_order_id(s.bot_id, "c", c.index, gen)
        cells.append(replace(c, cid=cid, open_fee=share if c.holding else ZERO, waiting=not c.reduce_only))
        gen += 1
    peak = s.peak_equity if s.peak_equity > 0 else s.total_investment
    s = replace(s, status=BotStatus.RUNNING, cells=tuple(cells), gen=gen, init_order=None, peak_equity=peak)
    return _gate(s, market)


def _activate(s: FuturesGridState, market: MarketView) -> FuturesGridState:
    """Lay the grid out at ``P0 = last``, size it and open the initial position at market."""
    cfg, rules, p0 = s.config, market.symbol, market.last_price
    first = s.start_ts is None
    s = replace(s, status=BotStatus.INITIALIZING, start_ts=market.ts if first else s.start_ts)
    try:
        levels = grid_levels(cfg.grid_type, cfg.min_price, cfg.max_price, cfg.cell_number, rules.tick_size)
    except (DuplicateLevels, ValueError):
        return _STOP.fail_init(s, market)
    plan = plan_grid(
        cfg.grid_mode, levels, p0, s.total_investment, cfg.leverage, rules, taker=market.taker_fee
    )
    cells = tuple(
        FCell(k, side, levels[k] if side is OrderSide.BUY else levels[k + 1], plan.layout.long_side[k])
        for k, side in enumerate(plan.sides)
    )
    s = laid_out(s, levels, p0, plan.q, cells, init_filled=ZERO, init_fee=ZERO)
    if plan.q <= 0 or any(check_order(rules, c.price, plan.q) is not None for c in cells):
        return _STOP.fail_init(s, market)
    if market.venue is not None and plan.initial_qty > market.venue.instrument.max_new_market_order_qty:
        return _STOP.fail_init(s, market)
    if plan.initial_side is None:
        return _go_running(s, market)
    return with_init_order(s, plan.initial_side, plan.initial_qty)


# --------------------------------------------------------------------------- event handlers


def _on_price(s: FuturesGridState, market: MarketView) -> FuturesGridState:
    waiting = await_entry(s, market, _activate)
    if waiting is not None:
        return waiting
    if s.status is BotStatus.RUNNING:
        s = _gate(shift_grid(s, market), market)
        eq = equity(s, mark_of(market))
        if eq > s.peak_equity:
            s = replace(s, peak_equity=eq)
        return s
    if s.status is BotStatus.CANCELLING and s.close_order is None:
        return _complete(s, market) if is_flat(s, market) else _STOP.close_order(s, market)
    return s


def _flip(s: FuturesGridState, pos: int, fee: Decimal, ts: int) -> FuturesGridState:
    """The cell's order is complete: book a pair if it closed one, then rest the counter-order."""
    cell = s.cells[pos]
    lower = s.levels[cell.index - s.offset]
    upper = s.levels[cell.index - s.offset + 1]
    cid = client_order_id(s.bot_id, "c", cell.index, s.gen)
    open_fee = fee
    if cell.reduce_only:
        gross = s.q * (upper - lower)
        s = count_cycle(s, gross - cell.open_fee - fee, gross, ts)
        open_fee = ZERO
    if cell.side is OrderSide.BUY:
        flipped = FCell(cell.index, OrderSide.SELL, upper, cell.long_side, cid, open_fee=open_fee)
    else:
        flipped = FCell(cell.index, OrderSide.BUY, lower, cell.long_side, cid, open_fee=open_fee)
    flipped = replace(flipped, waiting=not flipped.reduce_only)
    return replace(s, cells=set_cell(s.cells, pos, flipped), gen=s.gen + 1)


def _on_fill(s: FuturesGridState, f: FillEvent, market: MarketView) -> FuturesGridState:
    s = _book(s, f.side, f.qty, f.price, f.fee, f.insurance, f.realized_pnl)
    cid = f.client_order_id
    init = s.init_order
    if init is not None and cid == init.client_order_id:
        filled, fee = s.init_filled + f.qty, s.init_fee + f.fee
        s = replace(s, init_filled=filled, init_fee=fee)
        if filled < init.qty:
            return s
        if abs(s.avg_entry - s.p0) > SLIPPAGE_LIMIT * s.p0:
            return _STOP.fail_init(s, market)
        return _go_running(s, market)
    if _STOP.is_close(s, cid):
        return _STOP.close_filled(s, f.qty, market)
    pos = find_cell(s.cells, cid)
    if pos is None:
        return s
    cell = s.cells[pos]
    filled, fee = cell.filled + f.qty, cell.fee + f.fee
    if filled < s.q:
        return replace(s, cells=set_cell(s.cells, pos, replace(cell, filled=filled, fee=fee)))
    return _gate(_flip(s, pos, fee, f.ts), market)


def _on_reject(s: FuturesGridState, r: RejectEvent, market: MarketView) -> FuturesGridState:
    cid, refusal = r.client_order_id, refusal_of(r.reason)
    if s.init_order is not None and cid == s.init_order.client_order_id:
        return _STOP.fail_init(s, market)
    if s.close_order is not None and cid == s.close_order.client_order_id:
        return _complete(s, market) if s.position == 0 else replace(s, close_order=None)
    pos = find_cell(s.cells, cid)
    if pos is None:
        return s
    cell = s.cells[pos]
    if refusal is Refusal.GONE:
        # the venue cancelled the order on its own (e.g. to free margin): rest it again, new id
        fresh = replace(cell, cid=client_order_id(s.bot_id, "c", cell.index, s.gen))
        return replace(s, cells=set_cell(s.cells, pos, fresh), gen=s.gen + 1)
    if refusal is Refusal.RISK:
        return replace(s, pending_stop=CloseReason.RISK_LIMIT)
    if refusal is Refusal.BALANCE:
        rejects = cell.rejects + 1
        if rejects >= 2:
            retry = replace(cell, rejects=rejects, rejected=True)
            cells = set_cell(s.cells, pos, retry)
            return replace(s, cells=cells, pending_stop=CloseReason.INSUFFICIENT_BALANCE)
        new_cid = client_order_id(s.bot_id, "c", cell.index, s.gen)
        retry = replace(cell, cid=new_cid, rejects=rejects, retry_at=max(r.ts, market.ts) + RETRY_MS)
        return replace(s, cells=set_cell(s.cells, pos, retry), gen=s.gen + 1)
    return replace(s, cells=set_cell(s.cells, pos, replace(cell, rejected=True)))


def _on_liquidation(s: FuturesGridState, ev: LiquidationEvent, market: MarketView) -> FuturesGridState:
    booked = _book(s, ev.side, ev.qty, ev.price, ev.fee, ev.insurance, ev.realized_pnl)
    return _STOP.liquidated(with_liquidation(s, booked), market)


def _on_close(s: FuturesGridState, cmd: CloseCommand, market: MarketView) -> FuturesGridState:
    check_closable(s.status, cmd.reason, busy=s.status is BotStatus.INITIALIZING)
    return _STOP.begin(s, cmd.reason, market)


def _on_withdraw(s: FuturesGridState, cmd: WithdrawCommand, market: MarketView) -> FuturesGridState:
    require_status(s.status, "withdraw", frozenset({BotStatus.RUNNING}))
    limit = withdrawable(s, mark_of(market), market.ts, tiers_of(market), market.taker_fee)
    return withdrawn(s, cmd.amount, limit, "wallet", cfgmod.invalid)


def _on_add(s: FuturesGridState, cmd: AddInvestmentCommand, market: MarketView) -> FuturesGridState:
    allowed = frozenset(
        {BotStatus.NEW, BotStatus.AWAITING_ACTIVATION, BotStatus.INITIALIZING, BotStatus.RUNNING}
    )
    require_status(s.status, "add margin", allowed)
    if cmd.amount <= 0:
        raise cfgmod.invalid("amount", "must be positive")
    s = replace(
        s,
        wallet=s.wallet + cmd.amount,
        total_investment=s.total_investment + cmd.amount,
        added_margin=s.added_margin + cmd.amount,
        peak_equity=s.peak_equity + cmd.amount if s.peak_equity > 0 else ZERO,
    )
    return _gate(s, market) if s.status is BotStatus.RUNNING else s


def _on_update(s: FuturesGridState, cmd: UpdateCommand, market: MarketView) -> FuturesGridState:
    require_status(
        s.status, "modify", frozenset({BotStatus.NEW, BotStatus.AWAITING_ACTIVATION, BotStatus.RUNNING})
    )
    failures = validate_update(s, cmd.params, tiers_of(market), market.last_price)
    if failures:
        raise failures[0].to_error()
    return replace(s, config=cfgmod.apply_update(s.config, cfgmod.parse_update(cmd.params)))


# --------------------------------------------------------------------------- the family


class FuturesGridFamily(LinearFamilyShape[FuturesGridConfig, FuturesGridState]):
    """The futures grid as a :class:`~tradingbot.bots.base.VenueFamily` on the ``linear`` venue."""

    def init(self, bot_id: str, config: FuturesGridConfig, market: MarketView) -> FuturesGridState:
        """A NEW bot whose investment is its wallet; the entry direction is fixed against the price now."""
        start = new_bot(bot_id, config, market, "c", -(10**6))
        return FuturesGridState(
            **start, wallet=config.total_investment, total_investment=config.total_investment
        )

    def desired(self, state: FuturesGridState, market: MarketView) -> list[OrderIntent]:
        """INITIALIZING: the initial market order; RUNNING: one LIMIT per cell (closes reduce-only);
        CANCELLING: the reduce-only market close."""
        edge = edge_orders(state.status, state.init_order, state.close_order)
        if edge is not None:
            return edge
        return [
            OrderIntent(c.cid, c.side, OrderType.LIMIT, state.q, c.price, "grid", reduce_only=c.reduce_only)
            for c in state.cells
            if c.is_open(market.ts)
        ]

    def quiet_band(self, state: FuturesGridState, market: MarketView) -> Band | None:
        """Prices at which a price event changes nothing (``futures_grid.quiet``)."""
        return quiet_band(state, market)

    def verdict(self, state: FuturesGridState, market: MarketView) -> CloseReason | None:
        """Pending stops (balance, risk limit), TP/SL, trailing stop, neutral edges, negative arbitrage."""
        return exit_reason(state, market)

    def describe(self, prev: FuturesGridState, state: FuturesGridState, event: AnyEvent) -> list[Note]:
        """Completed pairs with their profit, grid shifts, margin additions and withdrawals."""
        notes: list[Note] = []
        if isinstance(event, FillEvent) and state.arbitrage_num > prev.arbitrage_num:
            pos = find_cell(prev.cells, event.client_order_id)
            cell = prev.cells[pos] if pos is not None else None
            lower = "" if cell is None else fmt(prev.levels[cell.index - prev.offset])
            upper = "" if cell is None else fmt(prev.levels[cell.index - prev.offset + 1])
            notes.append(
                {
                    "type": "cycle",
                    "cell": -1 if cell is None else cell.index,
                    "side": "" if cell is None else ("LONG" if cell.long_side else "SHORT"),
                    "buy_price": lower,
                    "sell_price": upper,
                    "qty": fmt(prev.q),
                    "profit": fmt(state.grid_profit - prev.grid_profit),
                    "arbitrage_num": state.arbitrage_num,
                }
            )
        if state.shift_count != prev.shift_count and state.levels:
            notes.append(
                {
                    "type": "grid_shift",
                    "min_price": fmt(state.levels[0]),
                    "max_price": fmt(state.levels[-1]),
                    "cell_number": len(state.cells),
                    "shifts": state.shift_count - prev.shift_count,
                }
            )
        if isinstance(event, AddInvestmentCommand):
            notes.append({"type": "add_margin", "amount": fmt(event.amount)})
        if isinstance(event, WithdrawCommand):
            notes.append({"type": "withdraw", "amount": fmt(event.amount)})
        return notes


HANDLERS = event_handlers(
    lambda s, e, m: _on_price(s, m), _on_fill, _on_reject, _on_close, _on_update, _on_withdraw, _on_add,
    liquidation=_on_liquidation, funding=lambda s, e, m: with_funding(s, e),
)  # fmt: skip
"""What each event and command does to a futures grid bot."""

FAMILY = FuturesGridFamily(BotKind.GRID_FUTURES, cfgmod, statemod, HANDLERS)

__all__ = ["FAMILY", "FuturesGridConfig", "FuturesGridFamily", "FuturesGridState"]
