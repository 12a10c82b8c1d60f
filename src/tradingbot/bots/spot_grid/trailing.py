"""Spot grid trailing up (MECHANICS §3.8, T10).

When the last price reaches the level above the top (``U + d``, geometric ``U·ρ``) the grid
drops its lowest cell and appends ``[U, U + d]`` with a BUY ``q`` at the old top ``U``; it repeats
while the price stays above the next level and stops below ``limit_up_price``. The new BUY is
funded by the released quote and realized profit; if that is short, more of the lowest cells
(farthest from the market) are dropped, never below 5 cells, otherwise trailing pauses.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import MarketView, client_order_id
from tradingbot.bots.grid_kit.levels import cell_ratio_min, level_price
from tradingbot.bots.spot_grid.metrics import free_quote
from tradingbot.bots.spot_grid.state import Cell, SpotGridState
from tradingbot.core.enums import BotStatus, OrderSide

MIN_TRAILING_CELLS = 5


def next_level(s: SpotGridState, market: MarketView) -> tuple[int, Decimal]:
    """Absolute index and price of the level above the current top."""
    top = s.offset + len(s.cells)
    price = level_price(s.config.grid_type, s.grid_lo, s.grid_hi, s.grid_n, top + 1, market.symbol.tick_size)
    return top, price


def _shift(s: SpotGridState, market: MarketView) -> SpotGridState | None:
    """One shift up, or None when the new BUY cannot be funded even with the minimum cell count."""
    top, nxt = next_level(s, market)
    upper = s.levels[-1]
    cost = s.q * upper
    free = free_quote(s) + s.cells[0].locked_quote
    drop = 1
    while free < cost and len(s.cells) - drop + 1 > MIN_TRAILING_CELLS:
        free += s.cells[drop].locked_quote
        drop += 1
    if free < cost:
        return None
    cid = client_order_id(s.bot_id, "c", top, s.gen)
    cell = Cell(index=top, side=OrderSide.BUY, price=upper, qty=s.q, cid=cid)
    levels = (*s.levels[drop:], nxt)
    return replace(
        s,
        cells=(*s.cells[drop:], cell),
        levels=levels,
        offset=s.offset + drop,
        gen=s.gen + 1,
        min_ratio=cell_ratio_min(levels),
    )


def trail_up(s: SpotGridState, market: MarketView) -> SpotGridState:
    """Shift the grid up as far as the last price and ``limit_up_price`` allow."""
    cfg = s.config
    if not cfg.enable_trailing or s.trailing_paused or s.status is not BotStatus.RUNNING or not s.cells:
        return s
    limit = cfg.limit_up_price
    while True:
        _, nxt = next_level(s, market)
        if market.last_price < nxt or (limit is not None and nxt > limit):
            return s
        shifted = _shift(s, market)
        if shifted is None:
            return replace(s, trailing_paused=True)
        s = shifted
