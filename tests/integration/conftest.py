"""Integration fixtures: the real app over HTTP (ASGI transport), on SQLite and PostgreSQL.

Tests that take ``db_url`` run once per database; PostgreSQL runs when 127.0.0.1:5432 answers
and is reported as skipped (with the reason) otherwise.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from asgi_lifespan import LifespanManager

from tests.conftest import PG_SERVER, PG_URL, postgres_available, reset_postgres
from tradingbot.api.app import create_app
from tradingbot.settings import Settings

ADMIN_TOKEN = "test-admin-token"
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
    }
    base.update(extra)
    return Settings(**base)


@pytest.fixture
async def client(db_url: str) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(make_settings(db_url))
    async with (
        LifespanManager(app),
        httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c,
    ):
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

    async def set_price(self, price: str, symbol: str = "BTCUSDT") -> None:
        """Move the spot market (admin call): the engine steps the bots on it."""
        r = await self.c.post(
            "/admin/market/price",
            json={"symbol": symbol, "price": price},
            headers={"Authorization": f"Bearer {ADMIN_TOKEN}"},
        )
        assert r.json()["ret_code"] == 0, r.json()

    async def funded_trader(self, usdt: str = "10000", price: str = "100000") -> None:
        """A registered, logged-in trader with demo USDT in FUND and a BTCUSDT price."""
        await self.register()
        await self.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": usdt})
        await self.set_price(price)


@pytest.fixture
def api(client: httpx.AsyncClient) -> Api:
    return Api(client)
