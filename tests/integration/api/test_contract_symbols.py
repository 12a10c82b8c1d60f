"""Perpetual symbol configs and the linear market: separate feed, replay with real funding."""

from __future__ import annotations

from tests.conftest import shared_file
from tests.integration.conftest import ADMIN_TOKEN, Api

AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
FUNDING = "binance_usdm_funding/BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz"


async def test_brief_symbol_list_grouped_by_contract_type(api: Api) -> None:
    body = await api.get(
        "/contract/v5/product/brief-symbol-list", filter="all", version="6", token="abcdefgh"
    )
    assert body["ret_code"] == 0, body
    linear = body["result"]["LinearPerpetual"]
    assert [s["symbol"] for s in linear] == ["BTCUSDT", "DOGEUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT"]
    btc = linear[0]
    for key in (
        "symbolName",
        "baseCurrency",
        "quoteCurrency",
        "contractType",
        "tickSize",
        "lotSize",
        "minQty",
        "minNotionalValue",
        "maxLeverageE2",
        "minLeverageE2",
        "obDepthMergeTimes",
        "riskTiers",
        "fgridbotConfig",
    ):
        assert key in btc, key
    assert btc["tickSize"] == "0.1" and btc["maxLeverageE2"] == 10000
    assert body["result"]["InversePerpetual"] == []
    bad = await api.get("/contract/v5/product/brief-symbol-list", filter="Options")
    assert bad["ret_code"] == 10001 and bad["result"]["field"] == "filter"


async def test_dynamic_item_and_linear_replay_with_funding(api: Api) -> None:
    path, funding = shared_file(PERP_1M), shared_file(FUNDING)
    r = await api.c.post(
        "/admin/market/load",
        json={"category": "linear", "symbol": "BTCUSDT", "path": str(path), "funding_path": str(funding)},
        headers=AUTH,
    )
    assert r.json()["ret_code"] == 0, r.json()
    r = await api.c.post(
        "/admin/market/advance", json={"category": "linear", "symbol": "BTCUSDT", "candles": 10}, headers=AUTH
    )
    assert r.json()["ret_code"] == 0, r.json()
    item = (await api.get("/contract/v5/product/dynamic-symbol-item", symbol="BTCUSDT"))["result"]["item"]
    assert item["lastPrice"] == r.json()["result"]["last_price"]
    assert item["nextFundingTime"] % (8 * 3600 * 1000) == 0
    assert item["fundingRate"] != ""
    # the spot market of the same name is a separate feed
    spot = await api.get("/s1/bot/market/v1/tickers", symbol="BTCUSDT")
    assert spot["result"]["list"][0]["close"] != item["lastPrice"]
    missing = await api.get("/contract/v5/product/dynamic-symbol-item", symbol="NOPE")
    assert missing["ret_code"] == 12101
