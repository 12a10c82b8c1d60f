"""Paper trading on a venue's prices, through the real HTTP API: the operator picks Binance for
spot BTCUSDT and Bybit for the BTCUSDT perpetual; a spot grid trades on what the venue (the local
stand-in, read by ccxt) says, and ``/s1/bot/market/v1/sources`` shows where each price comes from."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from tests.integration.conftest import Api, app_client
from tests.venues.mock_venue import MockVenue

SG = "/s1/bot/grid/v1"
GRID = {"symbol": "BTCUSDT", "min_price": "90000", "max_price": "110000", "cell_number": 10}


@pytest.fixture
def venue() -> Iterator[MockVenue]:
    with MockVenue.running() as v:
        yield v


@pytest.fixture
async def api(venue: MockVenue, tmp_path: Path) -> AsyncIterator[Api]:
    async with app_client(
        f"sqlite:///{tmp_path}/bot.db",
        bot_markets="binance:BTC/USDT;bybit:BTC/USDT:USDT",
        bot_venue_urls=f"binance={venue.url},bybit={venue.url}",
        bot_venue_poll_seconds=0.02,
    ) as c:
        yield Api(c)


async def sources(api: Api) -> dict[tuple[str, str], dict[str, object]]:
    rows = (await api.get("/s1/bot/market/v1/sources"))["result"]["list"]
    return {(r["category"], r["symbol"]): r for r in rows}


async def until_price(api: Api, price: str, category: str = "spot") -> None:
    for _ in range(1000):
        row = (await sources(api))[category, "BTCUSDT"]
        if row["last_price"] == price and row["state"] == "live":
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"the venue's {price} never reached the market")


async def test_a_spot_grid_trades_on_the_venues_prices(api: Api, venue: MockVenue) -> None:
    venue.set_price("BTCUSDT", "100000")
    await until_price(api, "100000")
    rows = await sources(api)
    assert rows["spot", "BTCUSDT"]["source"] == "binance" and rows["spot", "BTCUSDT"]["state"] == "live"
    assert rows["spot", "BTCUSDT"]["venue_symbol"] == "BTC/USDT"
    assert rows["spot", "BTCUSDT"]["venue_rules"]["tick_size"] == "0.01"  # type: ignore[index]
    assert rows["linear", "BTCUSDT"]["source"] == "bybit"
    assert rows["linear", "BTCUSDT"]["venue_symbol"] == "BTC/USDT:USDT"
    assert rows["spot", "ETHUSDT"]["source"] == "manual"  # simulator off here: prices by hand
    only_linear = (await api.get("/s1/bot/market/v1/sources", category="linear"))["result"]["list"]
    assert {r["category"] for r in only_linear} == {"linear"}
    bad = await api.get("/s1/bot/market/v1/sources", category="inverse")
    assert bad["ret_code"] == 10001

    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    made = await api.result(f"{SG}/create-grid", {**GRID, "quote_investment": "1000", "source": 1})
    gid = made["grid_id"]
    # the venue's price goes down through a buy level and back up through the sell above it
    for price in ("97900", "100100", "101900", "100000"):
        venue.set_price("BTCUSDT", price)
        await until_price(api, price)
    detail = (await api.result(f"{SG}/query-grid-detail", {"grid_id": gid}))["detail"]
    assert detail["arbitrage_num"] >= 1 and Decimal(detail["grid_profit"]) > 0
    quote = (await api.get("/s1/bot/market/v1/tickers", symbol="BTCUSDT"))["result"]["list"][0]
    assert quote["close"] == "100000"


async def test_an_outage_shows_and_the_bots_keep_the_last_price(api: Api, venue: MockVenue) -> None:
    await until_price(api, "100000")
    venue.down = True
    for _ in range(1000):
        if (await sources(api))["spot", "BTCUSDT"]["state"] == "reconnecting":
            break
        await asyncio.sleep(0.02)
    row = (await sources(api))["spot", "BTCUSDT"]
    assert row["state"] == "reconnecting" and "503" in str(row["error"])
    assert row["last_price"] == "100000"
    venue.down = False
    venue.set_price("BTCUSDT", "100500")
    await until_price(api, "100500")
    assert (await sources(api))["spot", "BTCUSDT"]["state"] == "live"
