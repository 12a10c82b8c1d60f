"""The feed process: the market hubs' simulator, every price published to the market logs.

The hubs run exactly as in ``serve`` (``MarketHub.from_settings``: seed, tick interval), each
with one listener that publishes what the hub emits to its market's log. They start from the
latest logged prices, so a restarted feed continues the path instead of jumping back to the
catalogue's start prices (its start repeats each symbol's last price once, as ``serve``'s
priming tick does). A replayed candle is published as the four prices of its in-candle path.
"""

from __future__ import annotations

import asyncio
import logging
from decimal import Decimal
from typing import TYPE_CHECKING

from tradingbot.adapters.marketdata.simulator import (
    DEFAULT_PROFILES,
    linear_profiles,
    profiles_with_start_prices,
)
from tradingbot.bus.feed import FeedPublisher, last_prices
from tradingbot.bus.ports import MarketBus
from tradingbot.core.candles import Candle, candle_path
from tradingbot.engine.market_hub import MarketHub

if TYPE_CHECKING:
    from tradingbot.settings import Settings

log = logging.getLogger(__name__)


class BusPriceListener:
    """A ``PriceListener`` that appends every price of one hub to its market's log."""

    def __init__(self, publisher: FeedPublisher, market: str) -> None:
        self._publisher = publisher
        self.market = market

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        await self._publisher.publish(self.market, symbol, ts, price)

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        for price in candle_path(candle):
            await self._publisher.publish(self.market, symbol, candle.ts, price)


async def feed_hubs(settings: Settings, bus: MarketBus, publisher: FeedPublisher) -> dict[str, MarketHub]:
    """The spot and linear hubs, from the logged prices, each publishing to its log."""
    spot = await last_prices(bus, "spot", DEFAULT_PROFILES)
    linear = await last_prices(bus, "linear", linear_profiles({}))
    hubs = {
        "spot": MarketHub.from_settings(settings, profiles=profiles_with_start_prices(spot)),
        "linear": MarketHub.from_settings(settings, profiles=linear_profiles(linear)),
    }
    for market, hub in hubs.items():
        hub.add_listener(BusPriceListener(publisher, market))
    return hubs


async def run_feed(settings: Settings, bus: MarketBus, stop: asyncio.Event) -> None:
    """Publish prices until ``stop`` is set."""
    publisher = FeedPublisher(bus)
    hubs = await feed_hubs(settings, bus, publisher)
    if not settings.bot_market_simulator:
        log.warning("the market simulator is off (BOT_MARKET_SIMULATOR): the feed publishes nothing")
    for market, hub in hubs.items():
        log.info(
            "feed: %s market, %d symbols, a price every %s s", market, len(hub.symbols()), hub.tick_seconds
        )
        await hub.start()
    try:
        await stop.wait()
    finally:
        for hub in hubs.values():
            await hub.stop()
        log.info("feed stopped: %d prices published, %d retries", publisher.published, publisher.retries)
