"""The FastAPI application: routers per SPEC §7 area, envelope errors, sessions, the web app."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi.telemetry import TelemetryConfig

from tradingbot.api import (
    routes_admin,
    routes_admin_bots,
    routes_admin_engine,
    routes_announcements,
    routes_asset,
    routes_aurora,
    routes_backtest,
    routes_bots,
    routes_config,
    routes_contract_symbols,
    routes_dca,
    routes_fcombo,
    routes_fmart,
    routes_futures_grid,
    routes_market,
    routes_notifications,
    routes_ranking,
    routes_spot_grid,
    routes_strategy_info,
    routes_support,
    routes_symbols,
    routes_user,
    routes_venue_keys,
    ws_quote,
)
from tradingbot.api.body_limits import BodyLimitMiddleware
from tradingbot.api.contract import install_contract
from tradingbot.api.docs_page import install_docs
from tradingbot.api.errors import DatabaseGuard, install_error_handlers
from tradingbot.api.fast_reads import install_fast_reads
from tradingbot.api.forwarding import install_forwarding
from tradingbot.api.idempotency import install_idempotency
from tradingbot.api.probe import ProbeMiddleware
from tradingbot.api.security_headers import install_security_headers
from tradingbot.api.session_middleware import install_session_middleware
from tradingbot.api.web_static import install_web
from tradingbot.settings import Settings


def create_app(settings: Settings | None = None) -> FastAPI:
    """Build the app; the lifespan migrates the database and starts the container."""
    cfg = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        from tradingbot.adapters.storage.migrate import upgrade
        from tradingbot.bootstrap import build_container

        await asyncio.to_thread(upgrade, cfg.database_url)
        container = await build_container(cfg)
        app.state.container = container
        app.state.settings = cfg
        app.state.market_hub = container.market_hub
        app.state.market_hubs = container.market_hubs
        await container.start()
        try:
            yield
        finally:
            await container.stop()

    app = FastAPI(
        title="bot",
        version="0.1.0",
        lifespan=lifespan,
        docs_url=None,  # served by install_docs: Swagger UI from this server, no inline script
        redoc_url=None,  # ReDoc loads from a CDN; /docs is served locally
        openapi_url="/openapi.json",
        telemetry=_telemetry(),
    )
    install_error_handlers(app)
    install_contract(app)
    install_idempotency(app)  # inside the sessions: the user is known, the CSRF header checked
    if cfg.bot_role == "api":
        install_forwarding(
            app
        )  # a user's calls to their partition's worker (outside idempotency: it runs there)
    install_session_middleware(app, cfg.bot_create_per_minute)
    app.add_middleware(DatabaseGuard)  # outside the sessions (they read the database)
    app.add_middleware(BodyLimitMiddleware, larger=routes_backtest.BODY_LIMITS)  # size and JSON depth, first
    app.add_middleware(ProbeMiddleware)  # /t1 skips the session lookup too
    install_security_headers(app, cfg.bot_hsts)  # outermost: every answer gets the headers
    for r in (
        routes_user,
        routes_venue_keys,
        routes_notifications,
        routes_config,
        routes_asset,
        routes_symbols,
        routes_spot_grid,
        routes_dca,
        routes_bots,
        routes_contract_symbols,
        routes_market,
        routes_admin,
        routes_admin_bots,
        routes_admin_engine,
        routes_support,
        routes_strategy_info,
        ws_quote,
    ):
        app.include_router(r.router)
    app.include_router(routes_futures_grid.contract)
    app.include_router(routes_fmart.private)
    app.include_router(routes_fmart.public)
    app.include_router(routes_fcombo.router)
    app.include_router(routes_futures_grid.s1)
    app.include_router(routes_announcements.router)
    app.include_router(routes_announcements.admin)
    app.include_router(routes_ranking.public)
    app.include_router(routes_ranking.private)
    app.include_router(routes_aurora.router)
    app.include_router(routes_backtest.router)
    install_docs(app)
    install_web(app, cfg.bot_web_dist)
    install_fast_reads(app)  # the hot reads ahead of the routes above (same answers)
    return app


def _telemetry() -> TelemetryConfig:
    """FastAPI's OpenTelemetry as it comes when the environment sets OpenTelemetry up, else off:
    with no provider it records nothing, but asks whether one appeared on every request (three
    provider lookups through ``os.environ``, ~5 % of a cached read in py-spy)."""
    if any(k.startswith("OTEL_") for k in os.environ) or os.environ.get("FASTAPI_OTEL_AUTO_CONFIGURE"):
        return {}
    return {"tracing": False, "metrics": False, "logs": False, "operation_spans": False}
