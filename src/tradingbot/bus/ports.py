"""The bus as the rest of the code sees it: a small Protocol both implementations satisfy.

Messages are JSON objects whose amounts are decimal strings (never floats), so a price read
back is exactly the price published.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, Awaitable, Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Protocol

# the markets that have a log (the keys of the container's market hubs)
MARKETS: tuple[str, ...] = ("spot", "linear")

JsonObject = Mapping[str, Any]
Handler = Callable[[dict[str, Any]], Awaitable[JsonObject]]


class BusUnavailable(Exception):
    """The bus could not do it now (broker down, reconnecting, no answer): retry later with the
    same message id or idempotency key. Callers turn it into a retryable answer, never a 5xx."""


class BusTimeout(BusUnavailable):
    """A request got no answer within its timeout: it may or may not have been handled."""


class BusRemoteError(Exception):
    """The server of a subject failed while handling the request (its handler raised)."""


class UnknownMarket(ValueError):
    """A market that has no log (see ``MARKETS``)."""


@dataclass(frozen=True, slots=True)
class MarketPrice:
    """One entry of a market log: its sequence in the market's log, the symbol, the time of the
    price (UTC ms) and the price as its decimal string."""

    seq: int
    symbol: str
    ts_ms: int
    price: str

    @property
    def value(self) -> Decimal:
        """The price as a Decimal."""
        return Decimal(self.price)


class Serving(Protocol):
    """A running server of one subject."""

    async def stop(self) -> None:
        """Stop answering (requests in flight finish)."""


class MarketBus(Protocol):
    """The market log and request/reply, the same in one process and across a cluster."""

    async def publish_price(
        self, market: str, symbol: str, ts_ms: int, price: Decimal, msg_id: str | None = None
    ) -> int:
        """Append a price to the market's log and return its sequence (1, 2, 3, ... per market).
        A repeat of a recent ``msg_id`` (a retry after a timeout) is not appended again: it
        returns the sequence of the first. Raises ``BusUnavailable``."""
        ...

    def read_prices(self, market: str, from_seq: int = 1) -> AsyncGenerator[MarketPrice, None]:
        """The market's log from ``from_seq`` on, in sequence order, then live as prices come.
        It never ends by itself: close it (``contextlib.aclosing``) to stop. A ``from_seq``
        older than the retained log starts at the oldest retained entry (the gap shows in the
        sequences)."""
        ...

    async def last_price(self, market: str, symbol: str) -> MarketPrice | None:
        """The latest logged price of ``symbol`` (a restarted feed continues from it)."""
        ...

    async def last_seq(self, market: str) -> int:
        """The sequence of the market's latest entry (0 while empty)."""
        ...

    async def request(self, subject: str, payload: JsonObject, timeout: float) -> dict[str, Any]:
        """Send ``payload`` to the one server of ``subject`` and return its answer. Raises
        ``BusTimeout`` past ``timeout`` seconds, ``BusUnavailable`` when nobody serves the subject
        or the broker is down, ``BusRemoteError`` when the handler failed."""
        ...

    async def serve(self, subject: str, handler: Handler) -> Serving:
        """Answer requests on ``subject`` with ``handler``, one at a time in arrival order;
        several servers of one subject share the requests (each is handled by exactly one)."""
        ...

    async def close(self) -> None:
        """Release the connection (idempotent)."""
        ...


def check_market(market: str) -> str:
    """``market`` if it has a log, else ``UnknownMarket``."""
    if market not in MARKETS:
        raise UnknownMarket(f"unknown market {market!r} (one of {', '.join(MARKETS)})")
    return market


def check_from_seq(from_seq: int) -> int:
    """Sequences start at 1."""
    if from_seq < 1:
        raise ValueError(f"from_seq must be >= 1, not {from_seq}")
    return from_seq
