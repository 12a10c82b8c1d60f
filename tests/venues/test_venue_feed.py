"""A venue's prices into a market hub, through ccxt's real parsing of Binance's and Bybit's formats
served by the local stand-in (``mock_venue.py``): backfill, prices, outages, rate limits, staleness."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Iterator
from decimal import Decimal
from functools import partial

import pytest

from tests.venues.mock_venue import MockVenue
from tradingbot.adapters.venues.client import open_client
from tradingbot.adapters.venues.markets import VenueMarket
from tradingbot.core.candles import Candle
from tradingbot.engine.market_hub import MarketHub
from tradingbot.engine.venue_feed import VenueFeed, trade_path

WAIT_S = 20.0


class Seen:
    """A hub listener that keeps every price it is given."""

    def __init__(self) -> None:
        self.ticks: list[tuple[str, int, Decimal]] = []

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        raise AssertionError("a venue feed sends prices, not candles")

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        self.ticks.append((symbol, ts, price))

    def prices(self, symbol: str) -> list[Decimal]:
        return [p for s, _, p in self.ticks if s == symbol]

    def last(self, symbol: str) -> Decimal | None:
        prices = self.prices(symbol)
        return prices[-1] if prices else None


async def until(check: Callable[[], bool], what: str) -> None:
    """Wait (bounded) until ``check()`` holds."""
    for _ in range(int(WAIT_S / 0.02)):
        if check():
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"not within {WAIT_S} s: {what}")


@pytest.fixture
def venue() -> Iterator[MockVenue]:
    with MockVenue.running() as v:
        yield v


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def hub() -> AsyncIterator[MarketHub]:
    h = MarketHub(simulator=False, history_minutes=0)
    await h.start()
    yield h
    await h.stop()


@contextlib.asynccontextmanager
async def running(
    venue: MockVenue, hub: MarketHub, name: str, category: str, *symbols: str, **kw: object
) -> AsyncIterator[VenueFeed]:
    """A started feed of the stand-in (REST unless ``streams=True``), stopped on exit."""
    suffix = ":USDT" if category == "linear" else ""
    markets = [VenueMarket(name, category, s.replace("/", ""), f"{s}{suffix}") for s in symbols]
    options: dict[str, object] = {
        "poll_seconds": 0.02,
        "backfill_minutes": 30,
        "backoff_base": 0.02,
        "heartbeat_seconds": 3600,
        "streams": False,
    }
    options.update(kw)
    connect = partial(open_client, name, category, venue.url)
    f = VenueFeed(name, category, markets, hub, connect, **options)  # type: ignore[arg-type]
    f.start()
    try:
        yield f
    finally:
        await f.stop()


@pytest.mark.parametrize("streams", [True, False], ids=["websocket", "rest"])
@pytest.mark.parametrize(
    ("name", "category"), [("binance", "spot"), ("binance", "linear"), ("bybit", "spot"), ("bybit", "linear")]
)
async def test_backfill_then_every_new_price_once(
    venue: MockVenue, hub: MarketHub, name: str, category: str, streams: bool
) -> None:
    seen = Seen()
    hub.add_listener(seen)
    venue.set_price("BTCUSDT", "91234.56")
    async with running(venue, hub, name, category, "BTC/USDT", "ETH/USDT", streams=streams) as f:
        await until(lambda: bool(seen.prices("BTCUSDT") and seen.prices("ETHUSDT")), "first prices")
        assert hub.mode("BTCUSDT") == "live" and hub.status("BTCUSDT")["venue"] == name
        assert seen.prices("BTCUSDT") == [Decimal("91234.56")]
        assert len(hub.candles("BTCUSDT")) == 30  # the venue's own minutes as the chart's history
        assert hub.candles("BTCUSDT")[-1].close == Decimal("91234.56")
        assert f.symbol_state("BTCUSDT") == "live"
        assert f.source("BTCUSDT")["venue_rules"]["min_qty"] in ("0.00001", "0.001")
        polls = len(venue.asked())
        await until(lambda: len(venue.asked()) > polls + 3, "more polls")
        assert seen.prices("BTCUSDT") == [Decimal("91234.56")]  # the same ticker is not applied again
        if streams:
            await until(
                lambda: "btcusdt@trade" in venue.subscribed() or "publicTrade.BTCUSDT" in venue.subscribed(),
                "subscribed",
            )
        assert f.source("BTCUSDT")["transport"] == ("websocket" if streams else "rest")
        venue.set_price("BTCUSDT", "91000.01")
        await until(lambda: seen.last("BTCUSDT") == Decimal("91000.01"), "the new price")
        assert hub.last_price("BTCUSDT") == Decimal("91000.01")
        times = [ts for s, ts, _ in seen.ticks if s == "BTCUSDT"]
        assert times == sorted(times)


async def test_an_outage_and_a_rate_limit_reconnect_with_the_error_shown(
    venue: MockVenue, hub: MarketHub
) -> None:
    seen = Seen()
    hub.add_listener(seen)
    async with running(venue, hub, "binance", "spot", "BTC/USDT") as f:
        await until(lambda: f.symbol_state("BTCUSDT") == "live", "live")
        venue.down = True
        await until(lambda: f.symbol_state("BTCUSDT") == "reconnecting", "reconnecting")
        assert f.error is not None and "503" in f.error
        venue.down = False
        venue.set_price("BTCUSDT", "99999")
        await until(lambda: f.symbol_state("BTCUSDT") == "live" and f.error is None, "live again")
        await until(lambda: seen.last("BTCUSDT") == Decimal("99999"), "the price after the outage")
        venue.fail_next(2, status=429)
        await until(lambda: f.failures > 0, "the rate limit seen")
        await until(lambda: f.symbol_state("BTCUSDT") == "live", "live after the rate limit")
        assert len(hub.candles("BTCUSDT")) >= 30  # the history is fetched once, not at each reconnection


async def test_a_symbol_the_venue_stops_answering_goes_stale_then_live(
    venue: MockVenue, hub: MarketHub
) -> None:
    clock = Clock()
    async with running(
        venue, hub, "binance", "spot", "BTC/USDT", "ETH/USDT", stale_seconds=30.0, monotonic=clock
    ) as f:
        await until(lambda: f.symbol_state("ETHUSDT") == "live", "live")
        price = venue.state.prices.pop("ETHUSDT")  # the venue's tickers no longer list it
        await asyncio.sleep(0.1)
        clock.now += 31
        # BTC is answered at the next poll (seen at the new time); ETH is not
        await until(lambda: f.symbol_state("BTCUSDT") == "live", "BTC still answered")
        assert f.symbol_state("ETHUSDT") == "stale"
        venue.state.prices["ETHUSDT"] = price
        await until(lambda: f.symbol_state("ETHUSDT") == "live", "ETH answered again")


async def test_a_hand_set_price_takes_the_symbol_off_the_venue(venue: MockVenue, hub: MarketHub) -> None:
    seen = Seen()
    hub.add_listener(seen)
    async with running(venue, hub, "binance", "spot", "BTC/USDT"):
        await until(lambda: bool(seen.prices("BTCUSDT")), "a first price")
        await hub.set_price("BTCUSDT", "50000")
        venue.set_price("BTCUSDT", "100001")
        polls = len(venue.asked())
        await until(lambda: len(venue.asked()) > polls + 3, "more polls")
        assert hub.mode("BTCUSDT") == "manual" and hub.last_price("BTCUSDT") == Decimal("50000")
        assert Decimal("100001") not in seen.prices("BTCUSDT")


async def test_an_unchanged_price_is_applied_again_after_the_heartbeat(venue: MockVenue) -> None:
    now = [1_800_000_000_000]
    hub = MarketHub(simulator=False, history_minutes=0, clock=lambda: now[0])
    seen = Seen()
    hub.add_listener(seen)
    async with running(venue, hub, "bybit", "spot", "BTC/USDT", heartbeat_seconds=5):
        await until(lambda: len(seen.prices("BTCUSDT")) == 1, "a first price")
        now[0] += 4_999
        polls = len(venue.asked())
        await until(lambda: len(venue.asked()) > polls + 3, "more polls")
        assert len(seen.prices("BTCUSDT")) == 1
        now[0] += 1
        await until(lambda: len(seen.prices("BTCUSDT")) == 2, "the heartbeat")
        assert [ts for _, ts, _ in seen.ticks] == [1_800_000_000_000, 1_800_000_005_000]


async def test_a_burst_of_trades_reaches_the_engine_as_its_path(venue: MockVenue, hub: MarketHub) -> None:
    seen = Seen()
    hub.add_listener(seen)
    # no ticker read while the stream is quiet (30 s): every price after the first comes by the stream
    async with running(venue, hub, "binance", "spot", "BTC/USDT", streams=True, poll_seconds=30):
        await until(
            lambda: "btcusdt@trade" in venue.subscribed() and bool(seen.prices("BTCUSDT")), "subscribed"
        )
        venue.set_price("BTCUSDT", "100001")
        await until(lambda: seen.last("BTCUSDT") == Decimal("100001"), "a first trade")
        for price in ("100010", "100020", "99990", "100005", "100006"):
            venue.set_price("BTCUSDT", price)
        await until(lambda: seen.last("BTCUSDT") in (Decimal("100005"), Decimal("100006")), "the last trades")
        got = seen.prices("BTCUSDT")
        assert Decimal("99990") in got and Decimal("100020") in got  # the extremes were crossed


async def test_a_dropped_stream_reconnects_and_a_refused_one_falls_back_to_polling(
    venue: MockVenue, hub: MarketHub
) -> None:
    seen = Seen()
    hub.add_listener(seen)
    async with running(venue, hub, "bybit", "linear", "BTC/USDT", streams=True) as f:
        await until(lambda: "publicTrade.BTCUSDT" in venue.subscribed(), "subscribed")
        venue.set_price("BTCUSDT", "100001")
        await until(lambda: seen.last("BTCUSDT") == Decimal("100001"), "a trade")
        venue.state.streams_down = True
        venue.drop_streams()
        await until(lambda: f.failures > 0, "the dropped stream seen")
        await until(lambda: f.transport == "rest" and f.symbol_state("BTCUSDT") == "live", "polling")
        venue.set_price("BTCUSDT", "100002")
        await until(lambda: seen.last("BTCUSDT") == Decimal("100002"), "a polled price")


def test_trade_path_keeps_first_extremes_and_last_in_time_order() -> None:
    trades = [
        {"timestamp": 3, "price": "105"},
        {"timestamp": 1, "price": "100"},
        {"timestamp": 2, "price": "90"},
        {"timestamp": 4, "price": "101"},
        {"timestamp": 5, "price": "101"},
        {"timestamp": 6, "price": "bad"},
    ]
    assert trade_path(trades) == [(1, Decimal(100)), (2, Decimal(90)), (3, Decimal(105)), (5, Decimal(101))]
    assert trade_path([{"timestamp": None, "price": "5"}]) == [(None, Decimal(5))]
    assert trade_path([]) == []


def test_backoff_doubles_to_a_minute_with_jitter(hub: MarketHub) -> None:
    f = VenueFeed("binance", "spot", [], hub, lambda: None)
    waits = [f.backoff(n) for n in range(1, 10)]
    assert 0.8 <= waits[0] <= 1.2 and 1.6 <= waits[1] <= 2.4 and 3.2 <= waits[2] <= 4.8
    assert all(48 <= w <= 72 for w in waits[6:])
