"""The next event of a price move: which resting order or liquidation price the mark reaches first.

Why a path: prices between two ticks (or candle path points) are taken as traded continuously,
so a resting order fills at its price and a liquidation happens at its price in the order the
move reaches them; a fill may move a liquidation price, so events are taken one at a time.
Anything already crossed at the starting point (e.g. a liquidation price moved by funding) is
reached at once, at that point. Ties at one price: BUYs, SELLs, long then short liquidations.
Each call peeks four sorted ends, so a move that crosses nothing costs O(1).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.enums import OrderSide
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures.book import OrderBook
from tradingbot.sim.futures.liq_index import LiquidationIndex


@dataclass(frozen=True, slots=True)
class Event:
    """Orders of ``side`` resting at ``trigger`` (``account`` None), or the liquidation of
    ``account``; ``at`` is the price where the move reaches it."""

    at: Decimal
    trigger: Decimal
    side: OrderSide
    account: AccountRef | None


def next_event(
    book: OrderBook, liq: LiquidationIndex, symbol: str, cursor: Decimal, target: Decimal
) -> Event | None:
    """First event of the move ``cursor → target`` (None if it reaches nothing)."""
    low, high = min(cursor, target), max(cursor, target)
    candidates: list[tuple[Decimal, int, Event]] = []
    bid = book.best_bid(symbol)
    if bid is not None and bid >= low:
        candidates.append(
            (abs(min(bid, cursor) - cursor), 0, Event(min(bid, cursor), bid, OrderSide.BUY, None))
        )
    ask = book.best_ask(symbol)
    if ask is not None and ask <= high:
        candidates.append(
            (abs(max(ask, cursor) - cursor), 1, Event(max(ask, cursor), ask, OrderSide.SELL, None))
        )
    longs = liq.next_long()
    if longs is not None and longs[0] >= low:
        at = min(longs[0], cursor)
        candidates.append((abs(at - cursor), 2, Event(at, longs[0], OrderSide.SELL, longs[1])))
    shorts = liq.next_short()
    if shorts is not None and shorts[0] <= high:
        at = max(shorts[0], cursor)
        candidates.append((abs(at - cursor), 3, Event(at, shorts[0], OrderSide.BUY, shorts[1])))
    if not candidates:
        return None
    return min(candidates, key=lambda c: (c[0], c[1]))[2]
