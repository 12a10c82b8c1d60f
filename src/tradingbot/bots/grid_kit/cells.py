"""The grid steps the spot and the futures grid share: laying cells out, the initial market
order, finding and replacing a cell, counting a completed buy/sell pair, a withdrawal, and the
orders of the statuses around RUNNING.

Why a kit: both grids keep one order per cell in a tuple of frozen cells over the same level
fields and count a cycle the same way (grid profit, arbitrage count, the last day's cycle times
for the 24 h figure); one copy keeps their books and their detail numbers alike. The states are
read through ``Any``: the two grid states share these field names, not a base class.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from decimal import Decimal
from typing import Any, Protocol, TypeVar, cast

from tradingbot.bots.base import OrderIntent, client_order_id
from tradingbot.bots.grid_kit.levels import cell_ratio_min
from tradingbot.core.enums import BotStatus, OrderSide, OrderType
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS


class HasCid(Protocol):
    """A cell carrying the client order id of its current order."""

    @property
    def cid(self) -> str: ...


CellT = TypeVar("CellT")
S = TypeVar("S")


def find_cell(cells: Sequence[HasCid], cid: str) -> int | None:
    """Position of the cell whose current order is ``cid`` (None: not a cell's order)."""
    for pos, c in enumerate(cells):
        if c.cid == cid:
            return pos
    return None


def set_cell(cells: tuple[CellT, ...], pos: int, cell: CellT) -> tuple[CellT, ...]:
    """``cells`` with the one at ``pos`` replaced."""
    return (*cells[:pos], cell, *cells[pos + 1 :])


def count_cycle(s: S, profit: Decimal, gross: Decimal, ts: int) -> S:
    """``s`` after a completed pair at ``ts`` made ``profit`` net of fees, ``gross`` (the interval
    times the quantity) before them (cycles older than a day are dropped)."""
    g, cutoff = cast(Any, s), ts - DAY_MS
    counted = replace(
        g,
        grid_profit=g.grid_profit + profit,
        grid_gross=g.grid_gross + gross,
        arbitrage_num=g.arbitrage_num + 1,
        recent_cycles=(*(t for t in g.recent_cycles if t > cutoff), ts),
    )
    return cast(S, counted)


def laid_out(
    s: S, levels: tuple[Decimal, ...], p0: Decimal, q: Decimal, cells: tuple[Any, ...], **more: Any
) -> S:
    """``s`` with a fresh grid from level 0 at ``p0`` (and the family's own fields ``more``)."""
    fresh = replace(
        cast(Any, s),
        offset=0,
        levels=levels,
        min_ratio=cell_ratio_min(levels),
        p0=p0,
        q=q,
        cells=cells,
        **more,
    )
    return cast(S, fresh)


def with_init_order(s: S, side: OrderSide, qty: Decimal) -> S:
    """``s`` with the initial market trade that brings the position to the grid's."""
    g = cast(Any, s)
    cid = client_order_id(g.bot_id, "i", None, g.gen)
    intent = OrderIntent(cid, side, OrderType.MARKET, qty, None, "init")
    return cast(S, replace(g, init_order=intent, gen=g.gen + 1))


def withdrawn(
    s: S, amount: Decimal, limit: Decimal, balance: str, invalid: Callable[[str, str], Exception]
) -> S:
    """``s`` after ``amount`` left its ``balance`` (quote or wallet): refused outside ``(0, limit]``."""
    if amount <= 0 or amount > limit:
        raise invalid("amount", f"must be in (0, {fmt(limit)}]")
    g = cast(Any, s)
    changes = {balance: getattr(g, balance) - amount}
    return cast(
        S, replace(g, cum_withdrawn=g.cum_withdrawn + amount, peak_equity=g.peak_equity - amount, **changes)
    )


def edge_orders(
    status: BotStatus, init: OrderIntent | None, last: OrderIntent | None
) -> list[OrderIntent] | None:
    """The orders a grid wants outside RUNNING: INITIALIZING its initial trade, CANCELLING its last
    order (settlement or close), any other status none; None while RUNNING (the cells' orders)."""
    if status is BotStatus.INITIALIZING:
        return [] if init is None else [init]
    if status is BotStatus.CANCELLING:
        return [] if last is None else [last]
    return None if status is BotStatus.RUNNING else []
