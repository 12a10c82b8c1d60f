"""Per-symbol trigger index of resting limit orders: a price move touches only what it crosses.

Two sorted lists hold the resting orders so that the ones a trade at price ``p`` crosses
(BUY with price >= p, SELL with price <= p) are always a suffix:

* bids sorted ascending by ``(price, -id)``: the suffix from the first price >= p;
* asks sorted ascending by ``(-price, -id)``: the suffix from the first -price >= -p.

Popping a suffix costs O(log N + k) (binary search, then truncating the list end); reversing it
gives price-time priority (best price first, then lowest id = earliest). Insert and remove are a
binary search plus a list insert/delete.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.enums import OrderSide

_Key = tuple[Decimal, int]


def _key(side: OrderSide, price: Decimal, order_id: int) -> _Key:
    return (price, -order_id) if side is OrderSide.BUY else (-price, -order_id)


def _first(key: _Key) -> Decimal:
    return key[0]


@dataclass(frozen=True, slots=True)
class Trigger:
    """A resting order as the index sees it."""

    order_id: int
    side: OrderSide
    price: Decimal


class TriggerIndex:
    """Resting BUY and SELL limit orders of one symbol."""

    __slots__ = ("_asks", "_bids")

    def __init__(self) -> None:
        self._bids: list[_Key] = []
        self._asks: list[_Key] = []

    def __len__(self) -> int:
        return len(self._bids) + len(self._asks)

    def _book(self, side: OrderSide) -> list[_Key]:
        return self._bids if side is OrderSide.BUY else self._asks

    def add(self, order_id: int, side: OrderSide, price: Decimal) -> None:
        """Index a resting order."""
        insort(self._book(side), _key(side, price, order_id))

    def add_many(self, orders: Iterable[tuple[int, OrderSide, Decimal]]) -> None:
        """Index many resting orders at once (a restore): one sort per side instead of an insert
        each, which moves the list's tail every time (quadratic in the orders of a symbol)."""
        for order_id, side, price in orders:
            self._book(side).append(_key(side, price, order_id))
        self._bids.sort()
        self._asks.sort()

    def remove(self, order_id: int, side: OrderSide, price: Decimal) -> bool:
        """Drop an order (cancel); False if it was not indexed."""
        book = self._book(side)
        key = _key(side, price, order_id)
        i = bisect_left(book, key)
        if i < len(book) and book[i] == key:
            del book[i]
            return True
        return False

    def count_crossed(self, price: Decimal) -> int:
        """How many orders a trade at ``price`` would cross (no change)."""
        bid_cut = bisect_left(self._bids, price, key=_first)
        ask_cut = bisect_left(self._asks, -price, key=_first)
        return (len(self._bids) - bid_cut) + (len(self._asks) - ask_cut)

    def pop_crossed(self, price: Decimal) -> list[Trigger]:
        """Remove and return the orders a trade at ``price`` crosses: BUYs first, then SELLs,
        each side in price-time priority."""
        out: list[Trigger] = []
        bid_cut = bisect_left(self._bids, price, key=_first)
        if bid_cut < len(self._bids):
            out.extend(Trigger(-k[1], OrderSide.BUY, k[0]) for k in reversed(self._bids[bid_cut:]))
            del self._bids[bid_cut:]
        ask_cut = bisect_left(self._asks, -price, key=_first)
        if ask_cut < len(self._asks):
            out.extend(Trigger(-k[1], OrderSide.SELL, -k[0]) for k in reversed(self._asks[ask_cut:]))
            del self._asks[ask_cut:]
        return out

    def best_bid(self) -> Decimal | None:
        """Highest resting BUY price."""
        return self._bids[-1][0] if self._bids else None

    def best_ask(self) -> Decimal | None:
        """Lowest resting SELL price."""
        return -self._asks[-1][0] if self._asks else None
