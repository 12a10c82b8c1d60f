"""Kline/tickers routes and the admin market controls, over HTTP."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.contract_check import contract_hook
from tests.integration.market.market_apptest import BTC_1M, NOW, TOKEN, make_app, quiet_hub
from tradingbot.adapters.marketdata.replay import read_candles
from tradingbot.core.money import fmt
from tradingbot.engine.market_hub import MarketHub

AUTH = {"Authorization": f"Bearer {TOKEN}"}


def client(hub: MarketHub, admin_token: str | None = TOKEN) -> httpx.AsyncClient:
    """Every answer is checked against its operation's declared contract (``tests/contract_check.py``)."""
    app = make_app(hub, admin_token)
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app),
        base_url="http://t",
        event_hooks={"response": [contract_hook(app)]},
    )


async def get(c: httpx.AsyncClient, url: str, **params: Any) -> dict[str, Any]:
    r = await c.get(url, params=params)
    assert r.status_code == 200
    body: dict[str, Any] = r.json()
    return body


async def post(
    c: httpx.AsyncClient, url: str, body: dict[str, Any], headers: dict[str, str] | None = None
) -> dict[str, Any]:
    r = await c.post(url, json=body, headers=AUTH if headers is None else headers)
    assert r.status_code == 200
    out: dict[str, Any] = r.json()
    return out


async def test_kline_shape_and_aggregation() -> None:
    hub = quiet_hub(120)
    async with client(hub) as c:
        body = await get(c, "/s1/bot/market/v1/kline", symbol="BTCUSDT", interval="5m", limit="3")
    assert body["ret_code"] == 0
    res = body["result"]
    assert (res["symbol"], res["interval"], len(res["list"])) == ("BTCUSDT", "5m", 3)
    expected = hub.klines("BTCUSDT", "5m", 3)
    assert res["list"] == [
        {
            "t": k.ts,
            "o": fmt(k.open),
            "h": fmt(k.high),
            "l": fmt(k.low),
            "c": fmt(k.close),
            "v": fmt(k.volume),
        }
        for k in expected
    ]
    assert all(isinstance(v, str) for item in res["list"] for k, v in item.items() if k != "t")


async def test_kline_default_limit_and_end_ts() -> None:
    hub = quiet_hub(700)
    async with client(hub) as c:
        full = await get(c, "/s1/bot/market/v1/kline", symbol="ETHUSDT")
        paged = await get(
            c, "/s1/bot/market/v1/kline", symbol="ETHUSDT", limit=2, end_ts=full["result"]["list"][9]["t"]
        )
    assert len(full["result"]["list"]) == 500
    assert paged["result"]["list"] == full["result"]["list"][8:10]


@pytest.mark.parametrize(
    ("params", "code", "field"),
    [
        ({"symbol": "BTCUSDT", "interval": "2m"}, 10001, "interval"),
        ({"symbol": "BTCUSDT", "limit": "abc"}, 10001, "limit"),
        ({"symbol": "BTCUSDT", "limit": "0"}, 10001, "limit"),
        ({"symbol": "BTCUSDT", "end_ts": "x"}, 10001, "end_ts"),
        ({"symbol": "NOPEUSDT"}, 12101, "symbol"),
        ({}, 10001, "symbol"),
    ],
)
async def test_kline_bad_input_is_an_envelope(params: dict[str, str], code: int, field: str) -> None:
    async with client(quiet_hub(5)) as c:
        body = await get(c, "/s1/bot/market/v1/kline", **params)
    assert body["ret_code"] == code and body["result"] == {"field": field}


async def test_tickers() -> None:
    hub = quiet_hub(30)
    async with client(hub) as c:
        body = await get(c, "/s1/bot/market/v1/tickers")
        one = await get(c, "/s1/bot/market/v1/tickers", symbol="SOLUSDT")
        bad = await get(c, "/s1/bot/market/v1/tickers", symbol="FOO")
    items = body["result"]["list"]
    assert [i["symbol"] for i in items] == hub.symbols()
    assert items[0] == hub.quote("BTCUSDT") and items[0]["currentTime"] == NOW
    assert one["result"]["list"] == [hub.quote("SOLUSDT")]
    assert bad["ret_code"] == 12101


async def test_admin_disabled_without_a_configured_token() -> None:
    async with client(quiet_hub(0), admin_token=None) as c:
        body = await post(c, "/admin/market/price", {"symbol": "BTCUSDT", "price": "1"})
        invalid_body = await post(c, "/admin/market/advance", {"nonsense": True})
    assert body["ret_code"] == 10012
    assert invalid_body["ret_code"] == 10012  # the gate answers before the body is judged


@pytest.mark.parametrize(
    "headers",
    [{}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}, {"Authorization": f"Basic {TOKEN}"}],
)
async def test_admin_refuses_a_missing_or_wrong_token(headers: dict[str, str]) -> None:
    hub = quiet_hub(0)
    async with client(hub) as c:
        body = await post(c, "/admin/market/price", {"symbol": "BTCUSDT", "price": "1"}, headers)
    assert body["ret_code"] == 10013
    assert hub.last_price("BTCUSDT") is None


async def test_admin_price_and_status() -> None:
    hub = quiet_hub(0)
    async with client(hub) as c:
        body = await post(c, "/admin/market/price", {"symbol": "BTCUSDT", "price": "101234.56"})
        status = await get(c, "/s1/bot/market/v1/tickers")
        bad = await post(c, "/admin/market/price", {"symbol": "BTCUSDT", "price": "1.001"})
        unknown = await post(c, "/admin/market/price", {"symbol": "FOOUSDT", "price": "1"})
        r = await c.get("/admin/market/status", headers=AUTH)
    assert body["ret_code"] == 0
    assert body["result"] == {"symbol": "BTCUSDT", "mode": "manual", "price": "101234.56", "ts": NOW}
    assert status["result"]["list"][0]["close"] == "101234.56"
    assert (bad["ret_code"], bad["result"]) == (10001, {"field": "price"})
    assert (unknown["ret_code"], unknown["result"]) == (12101, {"field": "symbol"})
    assert r.json()["result"]["list"][0]["mode"] == "manual"


async def test_admin_validation_errors_name_the_field(tmp_path: Path) -> None:
    async with client(quiet_hub(0)) as c:
        zero = await post(c, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": 0})
        huge = await post(c, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": 200_001})
        missing = await post(c, "/admin/market/load", {"symbol": "BTCUSDT", "path": str(tmp_path / "no.csv")})
        not_loaded = await post(c, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": 1})
    assert (zero["ret_code"], zero["result"]["field"]) == (10001, "candles")
    assert (huge["ret_code"], huge["result"]["field"]) == (10001, "candles")
    assert (missing["ret_code"], missing["result"]) == (10001, {"field": "path"})
    assert (not_loaded["ret_code"], not_loaded["result"]) == (12103, {"field": "symbol"})


async def _replay_real_btc(n: int) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    hub = quiet_hub(0)
    async with client(hub) as c:
        loaded = await post(
            c, "/admin/market/load", {"symbol": "BTCUSDT", "path": str(BTC_1M), "start": "2025-06-01"}
        )
        advanced = await post(c, "/admin/market/advance", {"symbol": "BTCUSDT", "candles": n})
        kl = await get(c, "/s1/bot/market/v1/kline", symbol="BTCUSDT", interval="1h", limit=1000)
    return loaded["result"], advanced["result"], kl["result"]["list"]


async def test_admin_replay_of_real_candles_is_deterministic() -> None:
    if not BTC_1M.is_file():
        pytest.skip("shared data folder ../shared/data is absent")
    loaded, advanced, hours = await _replay_real_btc(1500)
    assert loaded["first_ts"] == 1748736000000  # 2025-06-01T00:00Z
    assert loaded["rows_available"] == 130_708 - 12 * 1440  # from 2025-06-01 to the end
    expected = read_candles(BTC_1M, "2025-06-01", limit=1500)
    assert advanced["advanced"] == 1500 and advanced["last_ts"] == expected[-1].ts
    assert advanced["last_price"] == fmt(expected[-1].close)
    assert advanced["remaining"] == loaded["rows_available"] - 1500
    assert len(hours) == 25 and hours[0]["o"] == fmt(expected[0].open)
    assert hours[0]["h"] == fmt(max(c.high for c in expected[:60]))
    assert await _replay_real_btc(1500) == (loaded, advanced, hours)
