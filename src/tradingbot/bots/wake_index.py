"""Which bots of one market a price wakes (PERFORMANCE.md §3.3): O(log N + woken) per price.

Why: stepping every bot on every price costs O(N) family steps per tick. A family may instead
promise, after a step that left its orders exactly as it wants them, a *quiet band*: an open price
interval ``(lo, hi)`` in which a price event changes nothing (same state, no order, no stop). Such
a bot sleeps until a price reaches ``lo`` or ``hi``, or an event of its own (a fill, a command,
funding) steps it anyway. Bots without a band are woken by every price.

Two heaps hold the band edges (the highest ``lo`` and the lowest ``hi`` on top); an entry whose
bot has since got a new band is stale and dropped when it surfaces; the heaps are rebuilt when
stale entries outnumber live ones.
"""

from __future__ import annotations

import heapq
from decimal import Decimal

Band = tuple[Decimal, Decimal]
"""An open price interval ``(lo, hi)``; :data:`NO_LOW`/:data:`NO_HIGH` for no edge."""
NO_LOW = Decimal("-Infinity")
NO_HIGH = Decimal("Infinity")

_COMPACT_FLOOR = 64


class WakeIndex:
    """The bots of one market, each either always woken or asleep inside its band."""

    def __init__(self) -> None:
        self._always: set[str] = set()
        self._bands: dict[str, tuple[Band, int]] = {}
        self._lows: list[tuple[Decimal, int, str]] = []  # (-lo, version, bot): highest lo on top
        self._highs: list[tuple[Decimal, int, str]] = []  # (hi, version, bot): lowest hi on top
        self._version = 0

    def __len__(self) -> int:
        return len(self._always) + len(self._bands)

    def put(self, bot_id: str, band: Band | None) -> None:
        """The bot's band after its latest step (None: wake it on every price)."""
        self._version += 1
        if band is None:
            self._bands.pop(bot_id, None)
            self._always.add(bot_id)
            return
        self._always.discard(bot_id)
        self._bands[bot_id] = (band, self._version)
        heapq.heappush(self._lows, (-band[0], self._version, bot_id))
        heapq.heappush(self._highs, (band[1], self._version, bot_id))
        if max(len(self._lows), len(self._highs)) > 2 * len(self._bands) + _COMPACT_FLOOR:
            self._compact()

    def remove(self, bot_id: str) -> None:
        """Forget the bot (its heap entries go stale)."""
        self._always.discard(bot_id)
        self._bands.pop(bot_id, None)

    def wake(self, price: Decimal) -> set[str]:
        """The bots ``price`` must step: those without a band and those whose band it leaves. The
        woken ones count as bandless until their next step says otherwise."""
        woken = set(self._always)
        while self._lows and -self._lows[0][0] >= price:
            _, version, bot_id = heapq.heappop(self._lows)
            self._take(bot_id, version, woken)
        while self._highs and self._highs[0][0] <= price:
            _, version, bot_id = heapq.heappop(self._highs)
            self._take(bot_id, version, woken)
        return woken

    def _take(self, bot_id: str, version: int, woken: set[str]) -> None:
        current = self._bands.get(bot_id)
        if current is not None and current[1] == version:
            del self._bands[bot_id]
            self._always.add(bot_id)
            woken.add(bot_id)

    def _compact(self) -> None:
        live = [(band, version, bot_id) for bot_id, (band, version) in self._bands.items()]
        self._lows = [(-band[0], version, bot_id) for band, version, bot_id in live]
        self._highs = [(band[1], version, bot_id) for band, version, bot_id in live]
        heapq.heapify(self._lows)
        heapq.heapify(self._highs)
