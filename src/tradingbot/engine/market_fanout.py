"""Quote fan-out to WebSocket subscribers.

Each subscriber owns a small bounded queue; publishing never awaits, and a full queue drops its
oldest item, so a slow client loses stale quotes instead of slowing the hub (the newest quote of
a symbol always supersedes older ones, so nothing of value is lost).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any

QuoteItem = dict[str, Any]
DEFAULT_QUEUE_SIZE = 64


class QuoteFanout:
    """Who wants which symbol, and delivery without back-pressure."""

    def __init__(self, queue_size: int = DEFAULT_QUEUE_SIZE) -> None:
        self.queue_size = queue_size
        self._subs: dict[asyncio.Queue[QuoteItem], set[str]] = {}
        self.dropped = 0  # items discarded because a client was slow

    def subscribe(
        self, symbols: Iterable[str], queue: asyncio.Queue[QuoteItem] | None = None
    ) -> asyncio.Queue[QuoteItem]:
        """Add ``symbols`` to ``queue``'s subscription (a new queue when ``None``)."""
        q: asyncio.Queue[QuoteItem] = queue if queue is not None else asyncio.Queue(self.queue_size)
        self._subs.setdefault(q, set()).update(symbols)
        return q

    def unsubscribe(self, queue: asyncio.Queue[QuoteItem], symbols: Iterable[str] | None = None) -> None:
        """Remove some symbols from ``queue``, or the whole subscription when ``symbols`` is None."""
        if symbols is None:
            self._subs.pop(queue, None)
            return
        wanted = self._subs.get(queue)
        if wanted is not None:
            wanted.difference_update(symbols)

    def symbols_of(self, queue: asyncio.Queue[QuoteItem]) -> set[str]:
        """The symbols ``queue`` currently receives."""
        return set(self._subs.get(queue, ()))

    def wants(self, symbol: str) -> bool:
        """Whether anyone listens to ``symbol`` (skip building the quote otherwise)."""
        return any(symbol in s for s in self._subs.values())

    def __len__(self) -> int:
        return len(self._subs)

    def publish(self, symbol: str, item: QuoteItem) -> None:
        """Offer ``item`` to every queue subscribed to ``symbol``; never blocks."""
        for queue, wanted in self._subs.items():
            if symbol not in wanted:
                continue
            if queue.full():
                try:
                    queue.get_nowait()
                    self.dropped += 1
                except asyncio.QueueEmpty:  # pragma: no cover - raced by a consumer
                    pass
            queue.put_nowait(item)
