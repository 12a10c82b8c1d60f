"""The bus inside one process (asyncio, no broker): the embedded mode's bus.

Same semantics as ``jetstream.JetStreamBus`` (the contract tests run against both): one log per
market with sequences from 1, replay from any retained sequence then live, dedup of a repeated
message id, request/reply to exactly one server of a subject, messages through the same JSON
codec. Retention is bounded by count, not age (no clock here): each market keeps at least its
latest ``max_prices`` entries and at most twice that (it trims in chunks; default 200,000: about
11 hours of 5 symbols at one price a second) and
remembers its latest ``dedup_ids`` message ids (default 10,000). Nothing survives the process,
as nothing else of the embedded mode's engine state does outside its database.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections import OrderedDict
from collections.abc import AsyncGenerator
from decimal import Decimal
from typing import Any

from tradingbot.bus.codec import decode, decode_price, encode, encode_price
from tradingbot.bus.ports import (
    MARKETS,
    BusRemoteError,
    BusTimeout,
    BusUnavailable,
    Handler,
    JsonObject,
    MarketBus,
    MarketPrice,
    check_from_seq,
    check_market,
)

log = logging.getLogger(__name__)

DEFAULT_MAX_PRICES = 200_000
DEFAULT_DEDUP_IDS = 10_000


class _MarketLog:
    """One market's retained entries (``entries[0]`` has sequence ``first_seq``)."""

    def __init__(self, max_prices: int, dedup_ids: int) -> None:
        self.max_prices = max_prices
        self.dedup_ids = dedup_ids
        self.entries: list[MarketPrice] = []
        self.first_seq = 1
        self.last_by_symbol: dict[str, MarketPrice] = {}
        self.seen_ids: OrderedDict[str, int] = OrderedDict()
        self.grew = asyncio.Condition()

    @property
    def last_seq(self) -> int:
        return self.first_seq + len(self.entries) - 1

    def append(self, entry: MarketPrice, msg_id: str | None) -> None:
        self.entries.append(entry)
        self.last_by_symbol[entry.symbol] = entry
        if len(self.entries) >= 2 * self.max_prices:  # trim in chunks: amortised O(1) per append
            drop = len(self.entries) - self.max_prices
            del self.entries[:drop]
            self.first_seq += drop
        if msg_id is not None:
            self.seen_ids[msg_id] = entry.seq
            while len(self.seen_ids) > self.dedup_ids:
                self.seen_ids.popitem(last=False)


class _Serving:
    def __init__(self, bus: InProcessBus, subject: str, handler: Handler) -> None:
        self._bus, self._subject, self._handler = bus, subject, handler
        self._one_at_a_time = asyncio.Lock()  # as a NATS subscription delivers: in order, one by one

    async def handle(self, body: dict[str, Any]) -> dict[str, Any]:
        """The handler's answer through the wire form (a float in it fails here, as remotely)."""
        async with self._one_at_a_time:
            return decode(encode(await self._handler(body)))

    async def stop(self) -> None:
        servers = self._bus._servers.get(self._subject, [])
        if self in servers:
            servers.remove(self)


class InProcessBus:
    """``MarketBus`` in memory, for one process."""

    def __init__(self, max_prices: int = DEFAULT_MAX_PRICES, dedup_ids: int = DEFAULT_DEDUP_IDS) -> None:
        self._logs = {m: _MarketLog(max_prices, dedup_ids) for m in MARKETS}
        self._servers: dict[str, list[_Serving]] = {}
        self._turn = itertools.count()
        self._closed = False

    def _open(self) -> None:
        if self._closed:
            raise BusUnavailable("the bus is closed")

    async def publish_price(
        self, market: str, symbol: str, ts_ms: int, price: Decimal, msg_id: str | None = None
    ) -> int:
        self._open()
        book = self._logs[check_market(market)]
        if msg_id is not None and msg_id in book.seen_ids:
            return book.seen_ids[msg_id]
        entry = decode_price(book.last_seq + 1, encode_price(symbol, ts_ms, price))
        book.append(entry, msg_id)
        async with book.grew:
            book.grew.notify_all()
        return entry.seq

    async def read_prices(self, market: str, from_seq: int = 1) -> AsyncGenerator[MarketPrice, None]:
        book = self._logs[check_market(market)]
        seq = check_from_seq(from_seq)

        def readable() -> bool:
            return self._closed or seq <= book.last_seq

        while True:
            self._open()
            seq = max(seq, book.first_seq)
            if seq <= book.last_seq:
                yield book.entries[seq - book.first_seq]
                seq += 1
                continue
            async with book.grew:
                await book.grew.wait_for(readable)

    async def last_price(self, market: str, symbol: str) -> MarketPrice | None:
        self._open()
        return self._logs[check_market(market)].last_by_symbol.get(symbol)

    async def last_seq(self, market: str) -> int:
        self._open()
        return self._logs[check_market(market)].last_seq

    async def request(self, subject: str, payload: JsonObject, timeout: float) -> dict[str, Any]:
        self._open()
        body = decode(encode(payload))  # through the wire form, as on a broker
        servers = self._servers.get(subject)
        if not servers:
            raise BusUnavailable(f"nobody serves {subject}")
        server = servers[next(self._turn) % len(servers)]
        # the handler runs on as its own task past a timeout, as a remote server would
        task = asyncio.ensure_future(server.handle(body))
        task.add_done_callback(_log_late_failure)
        try:
            return await asyncio.wait_for(asyncio.shield(task), timeout)
        except TimeoutError as exc:
            raise BusTimeout(f"no answer on {subject} within {timeout} s") from exc
        except Exception as exc:
            raise BusRemoteError(f"the server of {subject} failed: {type(exc).__name__}") from exc

    async def serve(self, subject: str, handler: Handler) -> _Serving:
        self._open()
        serving = _Serving(self, subject, handler)
        self._servers.setdefault(subject, []).append(serving)
        return serving

    async def close(self) -> None:
        self._closed = True
        self._servers.clear()
        for book in self._logs.values():
            async with book.grew:
                book.grew.notify_all()


def _log_late_failure(task: asyncio.Future[dict[str, Any]]) -> None:
    """A handler's failure is logged (also when the requester stopped waiting for it)."""
    if not task.cancelled() and task.exception() is not None:
        log.error("a request handler failed", exc_info=task.exception())


def _conforms(bus: InProcessBus) -> MarketBus:
    return bus  # mypy checks here that the class is a MarketBus
