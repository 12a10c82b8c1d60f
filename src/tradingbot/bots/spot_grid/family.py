"""Spot grid family (MECHANICS §3): one order per cell, counter-orders on fills, grid profit per cycle.

Lifecycle: NEW -> (AWAITING_ACTIVATION until the entry price is crossed) -> INITIALIZING (one
market trade that brings base to ``n_sell·q``) -> RUNNING -> CANCELLING (settlement trade) ->
COMPLETED. Every transition happens in :meth:`SpotGridFamily.apply`; ``desired`` only lists the
orders the state implies, so the shared ``step`` and reconcile do the rest.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import (
    AddInvestmentCommand,
    CloseCommand,
    Event,
    FillEvent,
    MarketView,
    Note,
    OrderIntent,
    RejectEvent,
    UpdateCommand,
    WithdrawCommand,
    client_order_id,
)
from tradingbot.bots.grid_kit.cells import (
    count_cycle,
    edge_orders,
    find_cell,
    laid_out,
    set_cell,
    with_init_order,
    withdrawn,
)
from tradingbot.bots.grid_kit.levels import (
    DuplicateLevels,
    grid_levels,
    max_grid_count,
    net_rate,
    profit_per_grid_range,
)
from tradingbot.bots.kit.entry import await_entry, new_bot
from tradingbot.bots.kit.family_shape import FamilyShape, event_handlers
from tradingbot.bots.kit.lifecycle import NOTHING_TRADED, check_closable, completed, require_status
from tradingbot.bots.kit.refusals import SLIPPAGE_LIMIT
from tradingbot.bots.kit.returns import ts_exit_equity
from tradingbot.bots.kit.spot_book import book_spot_fill, fee_value
from tradingbot.bots.settle import settlement_intent
from tradingbot.bots.spot_grid import config as cfgmod
from tradingbot.bots.spot_grid import state as statemod
from tradingbot.bots.spot_grid.config import SpotGridConfig
from tradingbot.bots.spot_grid.metrics import detail, equity, withdrawable
from tradingbot.bots.spot_grid.quiet import quiet_band
from tradingbot.bots.spot_grid.sizing import (
    config_holdings,
    initial_buy_amount,
    inventory_sell_size,
    min_investment,
    plan_grid,
    sell_size,
)
from tradingbot.bots.spot_grid.state import Cell, SpotGridState
from tradingbot.bots.spot_grid.trailing import trail_up
from tradingbot.bots.spot_grid.validation import CheckResult, SpotGridLimits, validate_input, validate_update
from tradingbot.bots.wake_index import Band
from tradingbot.core.enums import BotKind, BotStatus, CloseReason, OrderSide, OrderType, SettleMode
from tradingbot.core.instruments import floor_qty
from tradingbot.core.money import ZERO, fmt

# --------------------------------------------------------------------------- lifecycle helpers


def _book(s: SpotGridState, f: FillEvent, market: MarketView) -> SpotGridState:
    """Book a fill into the quote/base totals as the exchange does (fee in the asset received)."""
    quote, base = book_spot_fill(s.quote, s.base, f, market.symbol.base)
    return replace(s, quote=quote, base=base, fees_paid=s.fees_paid + fee_value(f, market.symbol.base))


def _complete(s: SpotGridState, market: MarketView) -> SpotGridState:
    return completed(s, market, settle_order=None, init_order=None, cells=())


def _begin_close(
    s: SpotGridState, reason: CloseReason, mode: SettleMode, market: MarketView
) -> SpotGridState:
    """CANCELLING: every order goes (reconcile cancels what is no longer desired), then settle."""
    traded = s.status not in NOTHING_TRADED
    s = replace(
        s, status=BotStatus.CANCELLING, close_reason=reason, settle_mode=mode, init_order=None, cells=()
    )
    intent = None
    if traded:
        cid = client_order_id(s.bot_id, "s", None, s.gen)
        intent = settlement_intent(mode, s.base, s.quote, market, cid)
    if intent is None:
        return _complete(s, market)
    return replace(s, settle_order=intent, gen=s.gen + 1)


def _fail_init(s: SpotGridState, market: MarketView) -> SpotGridState:
    """Failed initiation: stop and return the assets as they are (no further trade at a bad price)."""
    return _begin_close(s, CloseReason.FAILED_INITIATION, SettleMode.BASE_AND_QUOTE_MODE, market)


def _go_running(s: SpotGridState, market: MarketView) -> SpotGridState:
    """Size the SELL cells from the base actually held and give every cell its order id."""
    n_sell = sum(1 for c in s.cells if c.side is OrderSide.SELL)
    q_s = inventory_sell_size(s.q, s.base, n_sell, market.symbol)
    gen, cells = s.gen, []
    for c in s.cells:
        qty = q_s if c.side is OrderSide.SELL else c.qty
        cells.append(replace(c, qty=qty, cid=client_order_id(s.bot_id, "c", c.index, gen)))
        gen += 1
    peak = s.peak_equity if s.peak_equity > 0 else s.total_investment
    return replace(
        s, status=BotStatus.RUNNING, cells=tuple(cells), gen=gen, init_order=None, peak_equity=peak
    )


def _activate(s: SpotGridState, market: MarketView) -> SpotGridState:
    """Lay the grid out at ``P0 = last`` with the bot's holdings, then trade to the needed base."""
    cfg, sym, p0 = s.config, market.symbol, market.last_price
    try:
        levels = grid_levels(cfg.grid_type, cfg.min_price, cfg.max_price, cfg.cell_number, sym.tick_size)
    except (DuplicateLevels, ValueError):
        return _fail_init(replace(s, status=BotStatus.INITIALIZING), market)
    plan = plan_grid(levels, p0, s.quote, s.base, sym)
    first = s.start_ts is None
    cells = tuple(
        Cell(
            k,
            side,
            levels[k] if side is OrderSide.BUY else levels[k + 1],
            plan.q if side is OrderSide.BUY else ZERO,
        )
        for k, side in enumerate(plan.sides)
    )
    s = laid_out(
        s,
        levels,
        p0,
        plan.q,
        cells,
        status=BotStatus.INITIALIZING,
        start_ts=market.ts if first else s.start_ts,
        total_investment=plan.value if first else s.total_investment,
        grid_lo=cfg.min_price,
        grid_hi=cfg.max_price,
        grid_n=cfg.cell_number,
        trailing_paused=False,
    )
    if plan.q < sym.min_qty:
        return _fail_init(s, market)
    if plan.trade_side is None:
        return _go_running(s, market)
    return with_init_order(s, plan.trade_side, plan.trade_qty)


# --------------------------------------------------------------------------- event handlers


def _on_price(s: SpotGridState, market: MarketView) -> SpotGridState:
    last = market.last_price
    waiting = await_entry(s, market, _activate)
    if waiting is not None:
        return waiting
    if s.status is BotStatus.RUNNING:
        s = trail_up(s, market)
        eq = equity(s, last)
        if eq > s.peak_equity:
            s = replace(s, peak_equity=eq)
    return s


def _on_cell_fill(s: SpotGridState, pos: int, f: FillEvent, market: MarketView) -> SpotGridState:
    """Accumulate the fill; once the cell's order is complete, flip it to the counter-order."""
    cell = s.cells[pos]
    filled = cell.filled + f.qty
    if f.side is OrderSide.BUY:
        got = f.qty - (f.fee if f.fee_asset == market.symbol.base else ZERO)
    else:
        got = f.qty * f.price - (f.fee if f.fee_asset == market.symbol.quote else ZERO)
    proceeds = cell.proceeds + got
    if filled < cell.qty:
        return replace(s, cells=set_cell(s.cells, pos, replace(cell, filled=filled, proceeds=proceeds)))
    lower = s.levels[cell.index - s.offset]
    upper = s.levels[cell.index - s.offset + 1]
    cid = client_order_id(s.bot_id, "c", cell.index, s.gen)
    if cell.side is OrderSide.BUY:
        rate = market.maker_fee if f.is_maker else market.taker_fee
        q_s = min(sell_size(s.q, rate, market.symbol), floor_qty(market.symbol, proceeds))
        flipped = Cell(cell.index, OrderSide.SELL, upper, q_s, cid)
    else:
        s = count_cycle(s, proceeds - s.q * lower, s.q * (upper - lower), f.ts)
        flipped = Cell(cell.index, OrderSide.BUY, lower, s.q, cid)
    return replace(s, cells=set_cell(s.cells, pos, flipped), gen=s.gen + 1)


def _on_fill(s: SpotGridState, f: FillEvent, market: MarketView) -> SpotGridState:
    s = _book(s, f, market)
    if s.init_order is not None and f.client_order_id == s.init_order.client_order_id:
        if abs(f.price - s.p0) > SLIPPAGE_LIMIT * s.p0:
            return _fail_init(s, market)
        return _go_running(s, market)
    if s.settle_order is not None and f.client_order_id == s.settle_order.client_order_id:
        return _complete(s, market)
    pos = find_cell(s.cells, f.client_order_id)
    return s if pos is None else _on_cell_fill(s, pos, f, market)


def _on_reject(s: SpotGridState, r: RejectEvent, market: MarketView) -> SpotGridState:
    if s.init_order is not None and r.client_order_id == s.init_order.client_order_id:
        return _fail_init(s, market)
    if s.settle_order is not None and r.client_order_id == s.settle_order.client_order_id:
        return _complete(s, market)
    pos = find_cell(s.cells, r.client_order_id)
    if pos is None:
        return s
    cell = replace(s.cells[pos], rejected=True)
    return replace(s, cells=set_cell(s.cells, pos, cell))


def _on_close(s: SpotGridState, cmd: CloseCommand, market: MarketView) -> SpotGridState:
    check_closable(s.status, cmd.reason, busy=s.status is BotStatus.INITIALIZING)
    mode = cmd.settle_mode if cmd.settle_mode is not None else s.config.settle_mode
    if mode is SettleMode.BIT_MODE:
        raise cfgmod.invalid("settle_mode", "BIT_MODE is not supported in paper trading")
    return _begin_close(s, cmd.reason, mode, market)


def _on_withdraw(s: SpotGridState, cmd: WithdrawCommand) -> SpotGridState:
    require_status(s.status, "withdraw", (BotStatus.RUNNING,))
    return withdrawn(s, cmd.amount, withdrawable(s), "quote", cfgmod.invalid)


def _regrid(s: SpotGridState, config: SpotGridConfig, add: Decimal, market: MarketView) -> SpotGridState:
    """Cancel all, lay out again at ``P0 := last`` with ``V := equity (+ add)``; profit counters stay."""
    s = replace(
        s,
        config=config,
        quote=s.quote + add,
        total_investment=s.total_investment + add,
        peak_equity=s.peak_equity + add,
    )
    return _activate(s, market)


def _on_update(s: SpotGridState, cmd: UpdateCommand, market: MarketView) -> SpotGridState:
    upd = cfgmod.parse_update(cmd.params)
    new_cfg = cfgmod.apply_update(s.config, upd)
    if new_cfg.max_price <= new_cfg.min_price or new_cfg.min_price <= 0 or new_cfg.cell_number < 2:
        raise cfgmod.invalid("max_price", "the range needs 0 < min_price < max_price and cell_number >= 2")
    if upd.add_investment < 0:
        raise cfgmod.invalid("add_investment", "must not be negative")
    if s.status in NOTHING_TRADED:
        return replace(
            s,
            config=replace(new_cfg, quote_investment=new_cfg.quote_investment + upd.add_investment),
            quote=s.quote + upd.add_investment,
            total_investment=s.total_investment + upd.add_investment,
        )
    require_status(s.status, "update", (BotStatus.RUNNING,))
    if cfgmod.regrid_needed(s.config, new_cfg) or upd.add_investment > 0:
        return _regrid(s, new_cfg, upd.add_investment, market)
    return replace(s, config=new_cfg)


def _on_add(s: SpotGridState, cmd: AddInvestmentCommand, market: MarketView) -> SpotGridState:
    require_status(s.status, "add investment", (BotStatus.RUNNING,))
    if cmd.amount <= 0:
        raise cfgmod.invalid("amount", "must be positive")
    return _regrid(s, s.config, cmd.amount, market)


# --------------------------------------------------------------------------- the family


class SpotGridFamily(FamilyShape[SpotGridConfig, SpotGridState]):
    """The spot grid as a :class:`~tradingbot.bots.base.Family`."""

    def init(self, bot_id: str, config: SpotGridConfig, market: MarketView) -> SpotGridState:
        """A NEW bot holding its investment; the entry direction is fixed against the price now (§2.6)."""
        start = new_bot(bot_id, config, market, "c", 10**6)
        quote, base = config_holdings(config)
        return SpotGridState(
            **start, quote=quote, base=base, total_investment=quote + base * market.last_price
        )  # total_investment is re-valued at P0 on activation

    def desired(self, state: SpotGridState, market: MarketView) -> list[OrderIntent]:
        """INITIALIZING: the initial trade; RUNNING: one LIMIT per cell; CANCELLING: the settlement trade."""
        edge = edge_orders(state.status, state.init_order, state.settle_order)
        if edge is not None:
            return edge
        return [
            OrderIntent(c.cid, c.side, OrderType.LIMIT, c.qty, c.price, "grid")
            for c in state.cells
            if c.is_open
        ]

    def quiet_band(self, state: SpotGridState, market: MarketView) -> Band | None:
        """Prices at which a price event changes nothing (``spot_grid.quiet``)."""
        return quiet_band(state, market)

    def verdict(self, state: SpotGridState, market: MarketView) -> CloseReason | None:
        """TP / SL on the last price, trailing stop on equity, negative arbitrage on the maker fee."""
        if state.status is not BotStatus.RUNNING:
            return None
        cfg, last = state.config, market.last_price
        if cfg.take_profit_price is not None and last >= cfg.take_profit_price:
            return CloseReason.TAKE_PROFIT
        if cfg.stop_loss_price is not None and last <= cfg.stop_loss_price:
            return CloseReason.STOP_LOSS
        if cfg.ts_percent > 0 and equity(state, last) <= ts_exit_equity(state.peak_equity, cfg.ts_percent):
            return CloseReason.TRAILING_STOP
        if state.min_ratio > 0 and net_rate(state.min_ratio, market.maker_fee) <= 0:
            return CloseReason.NEGATIVE_ARBITRAGE
        return None

    def describe(self, prev: SpotGridState, state: SpotGridState, event: Event) -> list[Note]:
        """Grid cycles with their profit, trailing shifts, re-grids and withdrawals."""
        notes: list[Note] = []
        if isinstance(event, FillEvent) and state.arbitrage_num > prev.arbitrage_num:
            pos = find_cell(prev.cells, event.client_order_id)
            cell = prev.cells[pos] if pos is not None else None
            notes.append(
                {
                    "type": "cycle",
                    "cell": -1 if cell is None else cell.index,
                    "buy_price": "" if cell is None else fmt(prev.levels[cell.index - prev.offset]),
                    "sell_price": fmt(event.price),
                    "buy_qty": fmt(prev.q),
                    "sell_qty": "" if cell is None else fmt(cell.qty),
                    "profit": fmt(state.grid_profit - prev.grid_profit),
                    "arbitrage_num": state.arbitrage_num,
                }
            )
        if (
            state.status is BotStatus.RUNNING
            and prev.status is BotStatus.RUNNING
            and state.offset != prev.offset
        ):
            notes.append(
                {
                    "type": "trailing_up",
                    "min_price": fmt(state.levels[0]),
                    "max_price": fmt(state.levels[-1]),
                    "cell_number": len(state.cells),
                }
            )
        if isinstance(event, UpdateCommand | AddInvestmentCommand) and prev.status is BotStatus.RUNNING:
            before = {c.cid for c in prev.cells}
            if state.status is BotStatus.INITIALIZING or any(c.cid not in before for c in state.cells):
                notes.append(
                    {"type": "regrid", "reference_price": fmt(state.p0), "per_grid_qty": fmt(state.q)}
                )
        if isinstance(event, WithdrawCommand):
            notes.append({"type": "withdraw", "amount": fmt(event.amount)})
        return notes


HANDLERS = event_handlers(
    lambda s, e, m: _on_price(s, m), _on_fill, _on_reject, _on_close, _on_update,
    lambda s, e, m: _on_withdraw(s, e), _on_add,
)  # fmt: skip
"""What each event and command does to a spot grid bot."""

FAMILY = SpotGridFamily(BotKind.GRID_SPOT, cfgmod, statemod, HANDLERS)

__all__ = [
    "FAMILY",
    "CheckResult",
    "SpotGridConfig",
    "SpotGridFamily",
    "SpotGridLimits",
    "SpotGridState",
    "detail",
    "initial_buy_amount",
    "max_grid_count",
    "min_investment",
    "profit_per_grid_range",
    "validate_input",
    "validate_update",
    "withdrawable",
]
