"""A cluster node's market hub fed from the market logs instead of its own simulator.

Workers and API nodes do not simulate the market: the feed process publishes every price to the
market's log, and each node's hubs follow the log from its end (tickers, charts, the quote
WebSocket and the node's market view read the hubs as in ``make run``). A partition's own
trading reads the log separately, from where that partition stopped
(``services/exchange/partition_reader.py``). The hub shows the symbols as live on the venue
``cluster``. A broker outage pauses the hub (the last price stays); it goes on from the next
entry once the log answers again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from tradingbot.bus.ports import BusUnavailable, MarketBus
from tradingbot.engine.market_hub import MarketHub

log = logging.getLogger(__name__)

VENUE = "cluster"
RETRY_S = 1.0


class LogFollower:
    """Applies one market's log to one hub, from the latest price on."""

    def __init__(self, bus: MarketBus, market: str, hub: MarketHub) -> None:
        self._bus = bus
        self.market = market
        self._hub = hub
        self._task: asyncio.Task[None] | None = None
        self.applied = 0

    async def start(self) -> None:
        """Take every symbol off the simulator, then follow the log in the background."""
        for symbol in self._hub.symbols():
            self._hub.attach_venue(symbol, VENUE)
        self._task = asyncio.create_task(self._follow(), name=f"log-follower-{self.market}")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _follow(self) -> None:
        next_seq: int | None = None
        while True:
            try:
                if next_seq is None:
                    next_seq = await self._prime()
                async with contextlib.aclosing(self._bus.read_prices(self.market, next_seq)) as entries:
                    async for entry in entries:
                        await self._hub.venue_price(entry.symbol, VENUE, entry.ts_ms, entry.value)
                        self.applied += 1
                        next_seq = entry.seq + 1
            except BusUnavailable as exc:
                log.warning("the %s market log is unavailable (%s); again in %s s", self.market, exc, RETRY_S)
                await asyncio.sleep(RETRY_S)

    async def _prime(self) -> int:
        """Each symbol's latest logged price (so the node quotes at once); the next entry to read."""
        last = await self._bus.last_seq(self.market)
        for symbol in self._hub.symbols():
            entry = await self._bus.last_price(self.market, symbol)
            if entry is not None:
                await self._hub.venue_price(symbol, VENUE, entry.ts_ms, entry.value)
        return last + 1
