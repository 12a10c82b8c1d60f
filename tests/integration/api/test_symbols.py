"""Spot symbol calls for the bot pages."""

from __future__ import annotations

from tests.integration.conftest import ADMIN_TOKEN, Api

AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


async def test_list_symbol_info_v2(api: Api) -> None:
    await api.c.post("/admin/market/price", json={"symbol": "BTCUSDT", "price": "100000"}, headers=AUTH)
    body = await api.get("/s1/bot/grid/v1/list-symbol-info-v2", symbol="BTCUSDT")
    assert body["ret_code"] == 0, body
    (row,) = body["result"]["list"]
    assert row["symbol"] == "BTCUSDT"
    assert row["base_token"] == "BTC" and row["quote_token"] == "USDT"
    assert row["price"] == "100000"
    for key in (
        "amp",
        "change_24h",
        "base_unit",
        "min_trade_quantity",
        "max_trade_quantity",
        "min_trade_amount",
        "max_trade_amount",
        "supportTrailingStop",
    ):
        assert key in row
    every = await api.get("/s1/bot/grid/v1/list-symbol-info-v2")
    assert {r["symbol"] for r in every["result"]["list"]} == {
        "BTCUSDT",
        "ETHUSDT",
        "SOLUSDT",
        "XRPUSDT",
        "DOGEUSDT",
    }
    bad = await api.get("/s1/bot/grid/v1/list-symbol-info-v2", symbol="FOOBAR")
    assert bad["ret_code"] == 12101 and bad["result"]["field"] == "symbol"


async def test_list_coins(api: Api) -> None:
    body = await api.get("/s1/bot/grid/v1/list-coins")
    assert body["result"]["quote_coins"] == ["USDT"]
    assert [c["coin"] for c in body["result"]["list"]] == ["BTC", "DOGE", "ETH", "SOL", "XRP"]
