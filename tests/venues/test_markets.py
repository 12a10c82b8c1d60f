"""The operator's venue choice, the venue address override and the venue's rules (no network)."""

from __future__ import annotations

import pytest

from tradingbot.adapters.venues.client import open_client, rebase
from tradingbot.adapters.venues.markets import VenueMarket, parse_markets, parse_urls
from tradingbot.adapters.venues.rules import venue_rules

SPOT = {"BTCUSDT", "ETHUSDT"}
LINEAR = {"BTCUSDT"}


def test_a_choice_names_spot_and_perpetual_symbols_of_several_venues() -> None:
    got = parse_markets(["binance:BTC/USDT, eth/usdt ; bybit:BTC/USDT:USDT"], SPOT, LINEAR)
    assert got == [
        VenueMarket("binance", "spot", "BTCUSDT", "BTC/USDT"),
        VenueMarket("binance", "spot", "ETHUSDT", "ETH/USDT"),
        VenueMarket("bybit", "linear", "BTCUSDT", "BTC/USDT:USDT"),
    ]
    assert parse_markets(["", " ; "], SPOT, LINEAR) == []


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("BTC/USDT", "write venue:SYMBOL"),
        ("kraken:BTC/USDT", "venue must be one of binance, bybit, okx"),
        ("binance:BTCUSDT", "is not BASE/QUOTE"),
        ("binance:BTC/USDT:", "is not BASE/QUOTE"),
        ("binance:BTC/EUR", "only USDT markets"),
        ("binance:BTC/USDT:BTC", "only USDT markets"),
        ("binance:DOGE/USDT", "DOGEUSDT is not a spot symbol of this platform"),
        ("binance:ETH/USDT:USDT", "ETHUSDT is not a linear symbol"),
        ("binance:BTC/USDT;bybit:BTC/USDT", "spot BTCUSDT is chosen twice (binance and bybit)"),
    ],
)
def test_a_wrong_choice_says_what_is_wrong(spec: str, says: str) -> None:
    with pytest.raises(ValueError, match=says.replace("(", r"\(").replace(")", r"\)")):
        parse_markets([spec], SPOT, LINEAR)


def test_venue_addresses() -> None:
    assert parse_urls("binance=http://127.0.0.1:9000/, bybit=https://proxy") == {
        "binance": "http://127.0.0.1:9000",
        "bybit": "https://proxy",
    }
    for bad in ("binance", "kraken=http://x", "binance=ftp://x"):
        with pytest.raises(ValueError, match="venue address"):
            parse_urls(bad)


def test_rebase_keeps_each_product_lines_path() -> None:
    urls = {"public": "https://api.binance.com/api/v3", "fapi": {"x": "https://fapi.binance.com/fapi/v1"}}
    assert rebase(urls, "http://127.0.0.1:9/", None) == {
        "public": "http://127.0.0.1:9/api/v3",
        "fapi": {"x": "http://127.0.0.1:9/fapi/v1"},
    }
    assert rebase("https://api.{hostname}", "http://h:1", "bybit.com") == "http://h:1"
    streams = {"spot": "wss://stream.binance.com:9443/ws", "linear": "wss://fstream.binance.com/ws"}
    assert rebase(streams, "http://127.0.0.1:9", None, stream=True) == {
        "spot": "ws://127.0.0.1:9/stream.binance.com/ws",
        "linear": "ws://127.0.0.1:9/fstream.binance.com/ws",
    }
    assert rebase("wss://stream.{hostname}/v5/public/spot", "https://p", "bybit.com", stream=True) == (
        "wss://p/stream.bybit.com/v5/public/spot"
    )


async def test_a_client_reads_exact_numbers_and_only_the_market_type_asked() -> None:
    client = open_client("bybit", "linear", "http://127.0.0.1:9")
    try:
        assert client.number is str
        assert client.options["defaultType"] == "swap"
        assert client.options["fetchMarkets"]["types"] == ["linear"]
        assert client.urls["api"]["public"] == "http://127.0.0.1:9"
    finally:
        await client.close()


def test_venue_rules_from_a_unified_market() -> None:
    market = {
        "precision": {"price": "0.10", "amount": "0.001"},
        "limits": {"amount": {"min": "0.001"}, "cost": {"min": "5"}, "price": {"min": "0.1", "max": None}},
    }
    assert venue_rules(market) == {
        "tick_size": "0.1",
        "lot_size": "0.001",
        "min_qty": "0.001",
        "min_notional": "5",
        "min_price": "0.1",
        "max_price": None,
    }
    assert venue_rules({"precision": {"price": "nan"}})["tick_size"] is None
