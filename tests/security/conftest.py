"""Security tests: the real app over HTTP (ASGI transport) on SQLite and PostgreSQL, with as many
browsers (clients, each with its own cookies) as a test needs."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AsyncExitStack
from typing import Any

import httpx
import pytest
from asgi_lifespan import LifespanManager
from fastapi import FastAPI

from tests.conftest import APP_STARTUP_S
from tests.contract_check import contract_hook
from tests.integration.conftest import Api, db_url, make_settings  # noqa: F401 (db_url: a fixture)
from tradingbot.api.app import create_app

Browser = Callable[..., Awaitable[Api]]


Server = Callable[..., Awaitable[tuple[FastAPI, Browser]]]


@pytest.fixture
async def server(db_url: str) -> AsyncIterator[Server]:  # noqa: F811 (the fixture imported above)
    """``await server(**settings)``: a started app and ``await browser(base_url=...)``, a new
    client of it (its own cookie jar) whose answers are checked against the contract."""
    async with AsyncExitStack() as stack:

        async def start(**settings: Any) -> tuple[FastAPI, Browser]:
            app = create_app(make_settings(db_url, **settings))
            await stack.enter_async_context(
                LifespanManager(app, startup_timeout=APP_STARTUP_S, shutdown_timeout=APP_STARTUP_S)
            )

            async def browser(base_url: str = "http://testserver") -> Api:
                c = httpx.AsyncClient(
                    transport=httpx.ASGITransport(app=app),
                    base_url=base_url,
                    event_hooks={"response": [contract_hook(app)]},
                )
                await stack.enter_async_context(c)
                return Api(c)

            return app, browser

        yield start
