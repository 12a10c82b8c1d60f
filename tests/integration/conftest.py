"""Integration fixtures: the real app over HTTP (ASGI transport), on SQLite and PostgreSQL.

Tests that take ``db_url`` run once per database; PostgreSQL runs when 127.0.0.1:5432 answers
and is reported as skipped (with the reason) otherwise.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest
from asgi_lifespan import LifespanManager

from tests.conftest import APP_STARTUP_S, PG_SERVER, PG_URL, postgres_available, reset_postgres
from tests.contract_check import contract_hook
from tradingbot.api.app import create_app
from tradingbot.settings import Settings

ADMIN_TOKEN = "test-admin-token"
VENUE_KEYS_MASTER_KEY = "MCY9uXtP-ItxfIdqnF9vScWDZDNfUnE2o-KYtfWl8a8="
"""The tests' master key for stored venue keys (never a key file in the working tree)."""
_PG_OK: bool | None = None


def _pg_ok() -> bool:
    global _PG_OK
    if _PG_OK is None:
        _PG_OK = postgres_available()
    return _PG_OK


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path}/bot.db"
    if not _pg_ok():
        pytest.skip(f"PostgreSQL not reachable at {PG_SERVER}: integration suite ran on SQLite only")
    reset_postgres()
    return PG_URL


def make_settings(db_url: str, **extra: Any) -> Settings:
    base: dict[str, Any] = {
        "database_url": db_url,
        "bot_market_simulator": False,
        "bot_admin_token": ADMIN_TOKEN,
        "bot_web_dist": Path("/nonexistent-web-dist"),
        "bot_venue_keys_master_key": VENUE_KEYS_MASTER_KEY,
    }
    base.update(extra)
    return Settings(**base)


@asynccontextmanager
async def app_client(db_url: str, **settings: Any) -> AsyncIterator[httpx.AsyncClient]:
    """The started app on ``db_url`` (with ``settings`` changed) and a client checking the contract."""
    app = create_app(make_settings(db_url, **settings))
    async with (
        LifespanManager(app, startup_timeout=APP_STARTUP_S, shutdown_timeout=APP_STARTUP_S),
        httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app),
            base_url="http://testserver",
            event_hooks={"response": [contract_hook(app)]},
        ) as c,
    ):
        yield c


@pytest.fixture
async def client(db_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with app_client(db_url) as c:
        yield c


class Api:
    """Thin helper that sends the CSRF header like the web app does."""

    def __init__(self, client: httpx.AsyncClient):
        self.c = client

    def _headers(self) -> dict[str, str]:
        csrf = self.c.cookies.get("csrf_token")
        return {"X-CSRF-Token": csrf} if csrf else {}

    async def post(self, path: str, body: Any = None, **kw: Any) -> dict[str, Any]:
        r = await self.c.post(path, json=body if body is not None else {}, headers=self._headers(), **kw)
        data: dict[str, Any] = r.json()
        return data

    async def result(self, path: str, body: Any = None) -> dict[str, Any]:
        """:meth:`post` a call that must succeed (``ret_code`` 0) and return its ``result``."""
        data = await self.post(path, body)
        assert data["ret_code"] == 0, data
        out: dict[str, Any] = data["result"]
        return out

    async def get(self, path: str, **params: Any) -> dict[str, Any]:
        r = await self.c.get(path, params=params)
        data: dict[str, Any] = r.json()
        return data

    async def register(
        self, email: str = "trader@example.com", password: str = "correct horse"
    ) -> dict[str, Any]:
        return await self.post("/v2/public/user/register", {"email": email, "password": password})

    async def _move_market(self, body: dict[str, str]) -> None:
        r = await self.c.post(
            "/admin/market/price", json=body, headers={"Authorization": f"Bearer {ADMIN_TOKEN}"}
        )
        assert r.json()["ret_code"] == 0, r.json()

    async def set_price(self, price: str, symbol: str = "BTCUSDT") -> None:
        """Move the spot market (admin call): the engine steps the bots on it."""
        await self._move_market({"symbol": symbol, "price": price})

    async def set_perp_price(self, price: str, symbol: str = "BTCUSDT") -> None:
        """Move a perpetual's market (admin call): the engine steps the futures bots on it."""
        await self._move_market({"category": "linear", "symbol": symbol, "price": price})

    async def funded_trader(self, usdt: str = "10000", price: str = "100000") -> None:
        """A registered, logged-in trader with demo USDT in FUND and a BTCUSDT price."""
        await self.register()
        await self.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": usdt})
        await self.set_price(price)

    async def futures_trader(self, prices: Mapping[str, str], email: str = "trader@example.com") -> None:
        """A registered, logged-in trader with 10 000 demo USDT in FUND and these perpetual prices."""
        await self.register(email)
        await self.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
        for symbol, price in prices.items():
            await self.set_perp_price(price, symbol)


@pytest.fixture
def api(client: httpx.AsyncClient) -> Api:
    return Api(client)


async def fund_usdt(api: Api) -> Decimal:
    """The trader's free USDT in FUND."""
    rows = (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    return next((Decimal(r["free"]) for r in rows if r["coin"] == "USDT"), Decimal(0))


async def create_bot(api: Api, path: str, body: dict[str, Any], fund_left: int) -> str:
    """Create a bot that must be accepted (``status_code`` 0) and leave ``fund_left`` USDT in FUND;
    its id."""
    created = await api.post(path, body)
    assert created["ret_code"] == 0 and created["result"]["status_code"] == 0, created
    assert await fund_usdt(api) == Decimal(fund_left)
    bot_id: str = created["result"]["bot_id"]
    return bot_id


def detail_reader(path: str, key: str) -> Callable[[Api, str], Awaitable[dict[str, Any]]]:
    """A family's ``detail(api, bot_id)``: its detail call's ``result[key]``, which must succeed."""

    async def detail(api: Api, bot_id: str) -> dict[str, Any]:
        out: dict[str, Any] = (await api.result(path, {"bot_id": bot_id}))[key]
        return out

    return detail
