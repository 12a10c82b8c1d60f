"""The feed's glue in one process: hub prices to the log, replayed candles, restart prices."""

from __future__ import annotations

from decimal import Decimal

from tests.bus.reading import read_until
from tradingbot.bus.feed import FeedPublisher
from tradingbot.bus.inprocess import InProcessBus
from tradingbot.core.candles import Candle
from tradingbot.engine.market_feed import BusPriceListener, feed_hubs
from tradingbot.settings import Settings


async def test_a_replayed_candle_is_published_as_its_path() -> None:
    bus = InProcessBus()
    listener = BusPriceListener(FeedPublisher(bus), "linear")
    down = Candle(60_000, Decimal(10), Decimal(12), Decimal(8), Decimal(9))
    await listener.on_candle("BTCUSDT", down)
    got = await read_until(bus, "linear", 1, 4)
    assert [(e.ts_ms, e.value) for e in got] == [(60_000, p) for p in (10, 12, 8, 9)]


async def test_the_hubs_start_from_the_logged_prices_and_publish_every_tick() -> None:
    bus = InProcessBus()
    await bus.publish_price("spot", "BTCUSDT", 1, Decimal("12345.67"))
    await bus.publish_price("linear", "ETHUSDT", 1, Decimal("2345.6"))
    hubs = await feed_hubs(Settings(bot_market_simulator=True), bus, FeedPublisher(bus))
    assert hubs["spot"].last_price("BTCUSDT") == Decimal("12345.67")
    assert hubs["linear"].last_price("ETHUSDT") == Decimal("2345.6")
    for hub in hubs.values():
        await hub.start()  # the priming tick: each symbol's start price once
        await hub.stop()
        await hub.tick_once()
    spot = await read_until(bus, "spot", 1, await bus.last_seq("spot"))
    assert len(spot) == 1 + 2 * len(hubs["spot"].symbols())
    assert [e.symbol for e in spot[1:]] == 2 * hubs["spot"].symbols()
    assert spot[1].value == Decimal("12345.67")  # BTCUSDT primed at its logged price
