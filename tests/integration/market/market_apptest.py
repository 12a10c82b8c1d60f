"""A tiny app with the market routers, wired the way the real app is (see the hub docstring)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from tradingbot.api import routes_admin, routes_market, ws_quote
from tradingbot.api.envelope import fail
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.engine.market_hub import MarketHub
from tradingbot.settings import Settings

NOW = 1_750_000_000_000
TOKEN = "s3cret-admin-token"
SHARED_DATA = Path(__file__).resolve().parents[3] / ".." / "shared" / "data"
BTC_1M = SHARED_DATA / "binance_spot" / "BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"


def fixed_clock() -> int:
    return NOW


def quiet_hub(history_minutes: int = 120) -> MarketHub:
    """Simulator off (prices only move when a test moves them), with some history to quote."""
    return MarketHub(simulator=False, clock=fixed_clock, history_minutes=history_minutes)


def make_app(hub: MarketHub, admin_token: str | None = TOKEN) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(lifespan=lifespan)
    app.state.market_hub = hub
    app.state.settings = Settings(bot_admin_token=admin_token, bot_market_simulator=hub.simulator)
    app.include_router(routes_market.router)
    app.include_router(routes_admin.router)
    app.include_router(ws_quote.router)

    @app.exception_handler(BusinessError)
    async def business(_: Request, exc: BusinessError) -> JSONResponse:
        return fail(exc.code, exc.message, exc.result())

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0]
        return fail(RetCode.INVALID_PARAM, str(first.get("msg")), {"field": str(first["loc"][-1])})

    return app
