"""The feed's side of the market log: publish every price once, whatever the broker does.

A price the broker did not acknowledge (down, reconnecting, slow) is published again with the
same message id until it is acknowledged, so it is neither lost nor (within the stream's
duplicate window) appended twice. Meanwhile the caller waits: the market source behind it is
held back rather than running ahead of its log.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import uuid
from collections.abc import Iterable
from decimal import Decimal

from tradingbot.bus.ports import BusUnavailable, MarketBus

log = logging.getLogger(__name__)


class FeedPublisher:
    """Publishes prices with message ids unique to this run (``<run id>-<count>``)."""

    def __init__(
        self, bus: MarketBus, run_id: str | None = None, retry_s: float = 0.25, max_retry_s: float = 5.0
    ) -> None:
        self._bus = bus
        self.run_id = run_id or uuid.uuid4().hex
        self._count = itertools.count(1)
        self._retry_s, self._max_retry_s = retry_s, max_retry_s
        self.published = 0
        self.retries = 0

    async def publish(self, market: str, symbol: str, ts_ms: int, price: Decimal) -> int:
        """Publish until acknowledged; returns the price's sequence in the market's log."""
        msg_id = f"{self.run_id}-{next(self._count)}"
        delay = self._retry_s
        while True:
            try:
                seq = await self._bus.publish_price(market, symbol, ts_ms, price, msg_id)
            except BusUnavailable as exc:
                self.retries += 1
                log.warning(
                    "publish of %s %s not acknowledged (%s); again in %.2f s", market, symbol, exc, delay
                )
                await asyncio.sleep(delay)
                delay = min(2 * delay, self._max_retry_s)
                continue
            self.published += 1
            return seq


async def last_prices(bus: MarketBus, market: str, symbols: Iterable[str]) -> dict[str, Decimal]:
    """The latest logged price of each symbol that has one (a restarted feed continues there)."""
    out: dict[str, Decimal] = {}
    for symbol in symbols:
        last = await bus.last_price(market, symbol)
        if last is not None:
            out[symbol] = last.value
    return out
