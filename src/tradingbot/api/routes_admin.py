"""Operator controls for market data: replay a candle file, step it, set a price.

Off unless the server was started with an admin token; then every call needs
``Authorization: Bearer <token>`` (compared in constant time). Bearer auth is why these paths
are exempt from the CSRF check (the app's middleware does that by the ``/admin`` prefix).
"""

from __future__ import annotations

import hmac
from typing import Any

from fastapi import APIRouter, Depends, Request

from tradingbot.adapters.marketdata.manual import parse_price
from tradingbot.api.contract import answers
from tradingbot.api.envelope import ok
from tradingbot.api.models.admin import (
    AdvanceRequest,
    AdvanceResult,
    LoadRequest,
    LoadResult,
    MarketStatusResult,
    PriceRequest,
    PriceResult,
    SymbolRequest,
    SymbolStatus,
)
from tradingbot.api.routes_market import market_hub
from tradingbot.bus.feed import FeedPublisher
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt


async def require_admin(request: Request) -> None:
    """Refuse unless admin is enabled and the bearer token matches."""
    expected: str | None = getattr(request.app.state.settings, "bot_admin_token", None)
    if not expected:
        raise BusinessError(
            RetCode.ADMIN_DISABLED, "admin API disabled: start the server with an admin token"
        )
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not hmac.compare_digest(token.strip().encode(), expected.encode()):
        raise BusinessError(RetCode.ADMIN_UNAUTHORIZED, "missing or wrong admin bearer token")


router = APIRouter(prefix="/admin", dependencies=[Depends(require_admin)], tags=["admin market"])


@router.post("/market/load", summary="Replay a candle file", responses=answers(LoadResult))
async def load(body: LoadRequest, request: Request) -> dict[str, Any]:
    """Switch a symbol to replay of a candle file (any path on the server); for ``linear`` a
    funding file (``ts,funding_rate``) can come along and is applied at each funding time."""
    if body.funding_path is not None:
        if body.category != "linear":
            raise BusinessError(
                RetCode.INVALID_PARAM, "funding_path needs category linear", field="funding_path"
            )
        request.app.state.container.exchange.load_funding(body.symbol, body.funding_path)
    return ok(market_hub(request, body.category).load(body.symbol, body.path, body.start))


@router.post("/market/advance", summary="Replay the next candles", responses=answers(AdvanceResult))
async def advance(body: AdvanceRequest, request: Request) -> dict[str, Any]:
    """Replay the next ``candles`` candles through the exchange, synchronously."""
    return ok(await market_hub(request, body.category).advance(body.symbol, body.candles))


@router.post("/market/price", summary="Set a price by hand", responses=answers(PriceResult))
async def price(body: PriceRequest, request: Request) -> dict[str, Any]:
    """Set a symbol's price by hand (manual mode). On a cluster node the price is appended to the
    market's log (every worker and node applies it from there) and its sequence answered."""
    hub = market_hub(request, body.category)
    container = getattr(request.app.state, "container", None)  # an app of the market alone has none
    bus = container.bus if container is not None else None
    if bus is None:
        return ok(await hub.set_price(body.symbol, body.price, body.ts))
    if not hub.has_symbol(body.symbol):
        raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {body.symbol}", field="symbol")
    value = parse_price(body.price, hub.tick_size(body.symbol))
    ts = body.ts if body.ts is not None else max(hub.clock(), hub.last_ts(body.symbol) or 0)
    seq = await FeedPublisher(bus).publish(body.category, body.symbol, ts, value)
    return ok({"symbol": body.symbol, "mode": "manual", "price": fmt(value), "ts": ts, "seq": seq})


@router.post("/market/simulate", summary="Back to the simulator", responses=answers(SymbolStatus))
async def simulate(body: SymbolRequest, request: Request) -> dict[str, Any]:
    """Put a symbol back on the seeded simulator, continuing from its last price."""
    return ok(await market_hub(request, body.category).simulate(body.symbol))


@router.get("/market/status", summary="Market data of every symbol", responses=answers(MarketStatusResult))
async def status(request: Request, category: str = "spot") -> dict[str, Any]:
    """Mode, last price and replay position of every symbol."""
    hub = market_hub(request, category)
    return ok({"list": [hub.status(s) for s in hub.symbols()]})
