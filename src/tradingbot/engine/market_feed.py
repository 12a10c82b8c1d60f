"""The feed process: the market hubs' simulator, every price published to the market logs.

The hubs run as in ``serve`` (the seeded simulator, ``BOT_MARKET_TICK_SECONDS``), each
with one listener that publishes what the hub emits to its market's log. They start from the
latest logged prices, so a restarted feed continues the path instead of jumping back to the
catalogue's start prices (its start repeats each symbol's last price once, as ``serve``'s
priming tick does). A replayed candle is published as the four prices of its in-candle path.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping
from decimal import Decimal
from typing import TYPE_CHECKING

from tradingbot.adapters.marketdata.simulator import (
    DEFAULT_PROFILES,
    SymbolProfile,
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
        "spot": _hub(settings, profiles_with_start_prices(spot)),
        "linear": _hub(settings, linear_profiles(linear)),
    }
    for market, hub in hubs.items():
        hub.add_listener(BusPriceListener(publisher, market))
    return hubs


def _hub(settings: Settings, profiles: Mapping[str, SymbolProfile]) -> MarketHub:
    """A hub as ``MarketHub.from_settings`` builds it, with one minute of chart history instead
    of three days: the feed serves no charts, and building them costs seconds at the first tick.
    (A minute still gives each symbol its start price, which the priming tick publishes.)"""
    return MarketHub(
        profiles,
        seed=settings.bot_market_seed,
        simulator=settings.bot_market_simulator,
        tick_seconds=settings.bot_market_tick_seconds,
        history_minutes=1,
    )


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
