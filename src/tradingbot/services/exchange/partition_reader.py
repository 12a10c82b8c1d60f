"""A cluster worker's partition reading the market logs itself, from where it stopped.

Each served partition reads every market's log from ``MarketCursor.start_seq`` of its stored
positions (``ExchangeService.log_position``) and hands each entry to
``ExchangeService.apply_logged``, which records the entry's sequence in the commit of its
effects. Entries are handed over without waiting for each commit (up to ``MAX_IN_FLIGHT``), so
the partition's group commit stores many prices at once.

Until it has applied each log up to the end the log had when it (re)started reading, the partition
refuses commands (``ExchangeService.catch_up_to``): after a takeover or a failed write it is back
at its last commit, and a command must not meet an older market than the one already applied.

Each entry names the one handed over before it (``after``): the partition refuses an entry whose
predecessor it did not apply. So when a commit fails (the database, or the lease fence), the
entries queued behind it are refused rather than applied over a gap, and the reader starts again
from the partition's positions (its memory first rebuilt from the database when the failed write
left it ahead: ``ExchangeService.recover``). A fence refusal means another worker owns the partition
now: the reader stops and tells the worker (``on_moved``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import AsyncGenerator, Awaitable, Callable, Iterable
from functools import partial

from tradingbot.bus.market_cursor import MarketCursor
from tradingbot.bus.ports import MARKETS, BusUnavailable, MarketBus, MarketPrice
from tradingbot.core.errors import BusinessError
from tradingbot.services.exchange.exchange_service import ExchangeService

log = logging.getLogger(__name__)

MAX_IN_FLIGHT = 512
RETRY_S = 0.5


class PartitionReader:
    """The market-log readers of one served partition (one task per market)."""

    def __init__(
        self,
        service: ExchangeService,
        bus: MarketBus,
        on_moved: Callable[[int], Awaitable[None]],
        markets: Iterable[str] = MARKETS,
    ) -> None:
        self._service = service
        self._bus = bus
        self._on_moved = on_moved
        self._markets = tuple(markets)
        self._tasks: list[asyncio.Task[None]] = []
        self.handed = 0

    def start(self) -> None:
        p = self._service.partition
        self._tasks = [
            asyncio.create_task(self._read(m), name=f"partition-{p}-{m}-log") for m in self._markets
        ]

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError):
                await task
        self._tasks = []

    async def _read(self, market: str) -> None:
        service = self._service
        while not service.moved:
            try:  # memory ahead of the database after a failed write: rebuilt first
                await service.recover()
            except BusinessError as exc:
                log.warning("partition %s: %s", service.partition, exc)
                await asyncio.sleep(RETRY_S)
                continue
            reloaded = service.log_reloaded[market]
            reloaded.clear()
            cursor = MarketCursor(service.market_symbols(market), service.log_position(market))
            pending: deque[asyncio.Future[None]] = deque()
            failed = asyncio.Event()  # set by a handed-over entry that failed: noticed at once,
            # not at the next entry (which may not come for a while)
            try:
                service.catch_up_to(market, await self._bus.last_seq(market))
                after: int | None = None
                async with contextlib.aclosing(self._bus.read_prices(market, cursor.start_seq())) as entries:
                    while (entry := await _next_unless(entries, failed, reloaded)) is not None:
                        future = asyncio.ensure_future(service.apply_logged(market, entry, after))
                        future.add_done_callback(partial(_note_failure, failed))
                        pending.append(future)
                        after = entry.seq
                        self.handed += 1
                        while pending and (len(pending) > MAX_IN_FLIGHT or pending[0].done()):
                            await pending.popleft()
                    while pending:
                        await pending.popleft()  # raises the failure that stopped the reading
            except BusUnavailable as exc:
                log.warning("partition %s: the %s log is unavailable (%s)", service.partition, market, exc)
            except asyncio.CancelledError:
                await _cancel(pending)
                raise
            except Exception as exc:
                log.warning("partition %s: a %s price was not stored (%s)", service.partition, market, exc)
            await _cancel(pending)
            if not service.moved:
                await asyncio.sleep(RETRY_S)
        await self._on_moved(service.partition)


def _note_failure(failed: asyncio.Event, future: asyncio.Future[None]) -> None:
    if not future.cancelled() and future.exception() is not None:
        failed.set()


async def _next_unless(
    entries: AsyncGenerator[MarketPrice, None], *stops: asyncio.Event
) -> MarketPrice | None:
    """The log's next entry, or None as soon as one of ``stops`` is set (an entry handed over
    failed; the partition was loaded again)."""
    following = asyncio.ensure_future(anext(entries))
    waits = [asyncio.ensure_future(stop.wait()) for stop in stops]
    try:
        await asyncio.wait({following, *waits}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for wait in waits:
            wait.cancel()
        if not following.done():
            following.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await following
    stopped = any(stop.is_set() for stop in stops)
    return following.result() if not following.cancelled() and not stopped else None


async def _cancel(pending: deque[asyncio.Future[None]]) -> None:
    """Cancel what was handed over but not applied yet (an applied one keeps its result)."""
    for future in pending:
        future.cancel()
    for future in pending:
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await future
    pending.clear()
