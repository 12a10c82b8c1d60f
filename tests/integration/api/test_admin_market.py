"""Admin market control through the full app: refused without a token, deterministic replay with one."""

from __future__ import annotations

import gzip
from collections.abc import AsyncIterator

import httpx
import pytest
from asgi_lifespan import LifespanManager

from tests.conftest import APP_STARTUP_S, shared_file
from tests.integration.conftest import ADMIN_TOKEN, make_settings
from tradingbot.api.app import create_app

BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


@pytest.fixture
async def no_admin_client(tmp_path: object) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(make_settings(f"sqlite:///{tmp_path}/bot.db", bot_admin_token=None))
    async with (
        LifespanManager(app, startup_timeout=APP_STARTUP_S, shutdown_timeout=APP_STARTUP_S),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c,
    ):
        yield c


async def test_admin_refused_without_configured_token(no_admin_client: httpx.AsyncClient) -> None:
    r = await no_admin_client.post(
        "/admin/market/price", json={"symbol": "BTCUSDT", "price": "1"}, headers=AUTH
    )
    assert r.json()["ret_code"] == 10012


async def test_admin_wrong_token(client: httpx.AsyncClient) -> None:
    r = await client.post("/admin/market/price", json={"symbol": "BTCUSDT", "price": "1"})
    assert r.json()["ret_code"] == 10013
    r = await client.post(
        "/admin/market/price",
        json={"symbol": "BTCUSDT", "price": "1"},
        headers={"Authorization": "Bearer nope"},
    )
    assert r.json()["ret_code"] == 10013


async def test_replay_real_candles(client: httpx.AsyncClient) -> None:
    path = shared_file(BTC_1M)
    with gzip.open(path, "rt") as f:
        rows = [next(f).strip().split(",") for _ in range(121)][1:]
    r = await client.post("/admin/market/load", json={"symbol": "BTCUSDT", "path": str(path)}, headers=AUTH)
    assert r.json()["ret_code"] == 0, r.json()
    r = await client.post("/admin/market/advance", json={"symbol": "BTCUSDT", "candles": 120}, headers=AUTH)
    body = r.json()
    assert body["ret_code"] == 0, body
    assert body["result"]["advanced"] == 120
    assert body["result"]["last_price"] == rows[-1][4]
    kl = (await client.get("/s1/bot/market/v1/kline", params={"symbol": "BTCUSDT", "interval": "1h"})).json()
    assert kl["ret_code"] == 0
    assert [k["o"] for k in kl["result"]["list"]] == [rows[0][1], rows[60][1]]
    assert kl["result"]["list"][0]["h"] == max((r[2] for r in rows[:60]), key=float)
    bad = await client.post(
        "/admin/market/load", json={"symbol": "BTCUSDT", "path": "/no/such.csv.gz"}, headers=AUTH
    )
    assert bad.json()["ret_code"] == 10001 and bad.json()["result"]["field"] == "path"
