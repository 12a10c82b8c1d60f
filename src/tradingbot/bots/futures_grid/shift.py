"""Futures grid shifting with ``move_up_price`` / ``move_down_price`` (MECHANICS §5.7; arithmetic grids only).

One shift at a time, repeated while it applies (the price is read as the last price):

* LONG up (``last ≥ U + d``): drop the lowest cell (its BUY, no position), add a BUY at the old
  ``U`` (= spot trailing up). LONG down (the lowest BUY filled, ``last ≤ L``): add a cell below
  with a BUY at ``L − d``; the SELLs (closes) all stay, so the grid grows by one cell.
* SHORT up (the highest SELL filled, ``last ≥ U``): add a cell above with a SELL at ``U + d``; the
  BUYs (closes) stay. SHORT down (``last ≤ L − d``): drop the highest cell (its SELL, no
  position), add a SELL at the old ``L``.
* NEUTRAL up (the top SELL filled, ``last ≥ U``): drop the lowest cell (its BUY), add a
  short-side cell with a SELL at ``U + d``. NEUTRAL down (the bottom BUY filled, ``last ≤ L``):
  drop the highest cell (its SELL), add a long-side cell with a BUY at ``L − d``.

A shift never drops a cell that holds position, never moves the top above ``move_up_price`` or
the bottom below ``move_down_price``, and only happens when the bot's available balance covers
the margin of the new opening order (net of the margin the dropped order releases); otherwise
shifting waits (PROPOSED: the cell count is not shrunk, the balance may come back). A shift that
adds a cell next to the price (SHORT/NEUTRAL up, LONG/NEUTRAL down) waits while the price is
already beyond the new level, so the new order always rests (never a taker fill).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import MarketView, client_order_id
from tradingbot.bots.futures_grid.levels import cell_ratio_min, level_price
from tradingbot.bots.futures_grid.metrics import available_balance, mark_of, order_cost
from tradingbot.bots.futures_grid.state import FCell, FuturesGridState
from tradingbot.core.enums import BotStatus, GridMode, OrderSide
from tradingbot.core.enums import FuturesGridType as GridType
from tradingbot.core.money import ZERO

MAX_SHIFTS_PER_TICK = 1000
"""Safety bound on shifts in one price event (a gap of more levels than this waits for the next tick)."""


def _level(s: FuturesGridState, market: MarketView, i: int) -> Decimal:
    cfg = s.config
    return level_price(
        cfg.grid_type, cfg.min_price, cfg.max_price, cfg.cell_number, i, market.symbol.tick_size
    )


def shifting_enabled(s: FuturesGridState) -> bool:
    """Shifting is configured and applies (arithmetic grid, running, has cells)."""
    cfg = s.config
    return (
        cfg.grid_type is GridType.ARITHMETIC
        and (cfg.move_up_price is not None or cfg.move_down_price is not None)
        and s.status is BotStatus.RUNNING
        and bool(s.cells)
    )


def up_room(s: FuturesGridState, market: MarketView) -> bool:
    """The level above the top is still within ``move_up_price``."""
    limit = s.config.move_up_price
    if not shifting_enabled(s) or limit is None:
        return False
    return _level(s, market, s.offset + len(s.cells) + 1) <= limit


def down_room(s: FuturesGridState, market: MarketView) -> bool:
    """The level below the bottom is positive and still within ``move_down_price``."""
    limit = s.config.move_down_price
    if not shifting_enabled(s) or limit is None:
        return False
    below = _level(s, market, s.offset - 1)
    return below > 0 and below >= limit


def _affordable(s: FuturesGridState, market: MarketView, new_price: Decimal, released: FCell | None) -> bool:
    lev, taker = s.config.leverage, market.taker_fee
    need = order_cost(s.q, new_price, lev, taker)
    freed = ZERO
    if released is not None and not released.reduce_only and released.is_open(market.ts):
        freed = order_cost(s.q, released.price, lev, taker)
    return available_balance(s, mark_of(market), market.ts, taker) + freed >= need


def _cell(s: FuturesGridState, index: int, side: OrderSide, price: Decimal, long_side: bool) -> FCell:
    return FCell(index, side, price, long_side, client_order_id(s.bot_id, "c", index, s.gen))


def _append(s: FuturesGridState, market: MarketView, cell: FCell, drop_first: bool) -> FuturesGridState:
    cells = (*s.cells[1:], cell) if drop_first else (*s.cells, cell)
    offset = s.offset + (1 if drop_first else 0)
    top = _level(s, market, offset + len(cells))
    levels = (*s.levels[1:], top) if drop_first else (*s.levels, top)
    return replace(
        s,
        cells=cells,
        offset=offset,
        levels=levels,
        min_ratio=cell_ratio_min(levels),
        gen=s.gen + 1,
        shift_count=s.shift_count + 1,
    )


def _prepend(s: FuturesGridState, market: MarketView, cell: FCell, drop_last: bool) -> FuturesGridState:
    cells = (cell, *s.cells[:-1]) if drop_last else (cell, *s.cells)
    bottom = _level(s, market, s.offset - 1)
    levels = (bottom, *s.levels[:-1]) if drop_last else (bottom, *s.levels)
    return replace(
        s,
        cells=cells,
        offset=s.offset - 1,
        levels=levels,
        min_ratio=cell_ratio_min(levels),
        gen=s.gen + 1,
        shift_count=s.shift_count + 1,
    )


def _shift_up(s: FuturesGridState, market: MarketView) -> FuturesGridState | None:
    last, mode = market.last_price, s.config.grid_mode
    first, top = s.cells[0], s.cells[-1]
    top_index = s.offset + len(s.cells)
    hi, above = s.levels[-1], _level(s, market, top_index + 1)
    if mode is GridMode.LONG:
        if last < above or first.side is not OrderSide.BUY or first.holding:
            return None
        if not _affordable(s, market, hi, first):
            return None
        return _append(s, market, _cell(s, top_index, OrderSide.BUY, hi, True), drop_first=True)
    if last < hi or last >= above or top.side is not OrderSide.BUY:
        return None  # (a SELL at or below the market would fill at once: wait until it can rest)
    if mode is GridMode.SHORT:
        if not _affordable(s, market, above, None):
            return None
        return _append(s, market, _cell(s, top_index, OrderSide.SELL, above, False), drop_first=False)
    if first.holding or not _affordable(s, market, above, first):
        return None
    return _append(s, market, _cell(s, top_index, OrderSide.SELL, above, False), drop_first=True)


def _shift_down(s: FuturesGridState, market: MarketView) -> FuturesGridState | None:
    last, mode = market.last_price, s.config.grid_mode
    first, top = s.cells[0], s.cells[-1]
    lo, below = s.levels[0], _level(s, market, s.offset - 1)
    if mode is GridMode.SHORT:
        if last > below or top.side is not OrderSide.SELL or top.holding:
            return None
        if not _affordable(s, market, lo, top):
            return None
        return _prepend(s, market, _cell(s, s.offset - 1, OrderSide.SELL, lo, False), drop_last=True)
    if last > lo or last <= below or first.side is not OrderSide.SELL:
        return None  # (a BUY at or above the market would fill at once: wait until it can rest)
    if mode is GridMode.LONG:
        if not _affordable(s, market, below, None):
            return None
        return _prepend(s, market, _cell(s, s.offset - 1, OrderSide.BUY, below, True), drop_last=False)
    if top.holding or not _affordable(s, market, below, top):
        return None
    return _prepend(s, market, _cell(s, s.offset - 1, OrderSide.BUY, below, True), drop_last=True)


def shift_grid(s: FuturesGridState, market: MarketView) -> FuturesGridState:
    """Shift the grid as far as the last price, the move-up/move-down prices and the balance allow."""
    for _ in range(MAX_SHIFTS_PER_TICK):
        nxt = None
        if up_room(s, market):
            nxt = _shift_up(s, market)
        if nxt is None and down_room(s, market):
            nxt = _shift_down(s, market)
        if nxt is None:
            return s
        s = nxt
    return s
