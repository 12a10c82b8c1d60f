"""Public market data: candles for charts and the 24h tickers (quote items of SPEC §3).

Query values arrive as strings and are checked here, so a bad value answers a field-specific
``INVALID_PARAM`` envelope instead of a framework validation error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import APIRouter, Request

from tradingbot.api import fast_reads
from tradingbot.api.envelope import ok
from tradingbot.core.candles import Candle
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.engine.market_hub import MarketHub

if TYPE_CHECKING:
    from tradingbot.bootstrap import Container

router = APIRouter()


def market_hub(request: Request, category: str = "spot") -> MarketHub:
    """The spot market or the linear perpetuals market (separate feeds for the same symbol name)."""
    hubs: dict[str, MarketHub] | None = getattr(request.app.state, "market_hubs", None)
    if hubs is None:
        hub: MarketHub = request.app.state.market_hub
        return hub
    return _hub_in(hubs, category)


def _hub_in(hubs: dict[str, MarketHub], category: str) -> MarketHub:
    if category not in hubs:
        raise BusinessError(RetCode.INVALID_PARAM, "category must be spot or linear", field="category")
    return hubs[category]


def _int(value: str | None, field: str) -> int | None:
    if value is None or value.strip() == "":
        return None
    text = value.strip()
    if not text.lstrip("-").isdigit():
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be an integer", field=field)
    return int(text)


_KLINE_PRICES = (("o", "open"), ("h", "high"), ("l", "low"), ("c", "close"), ("v", "volume"))
"""A kline's one-letter wire keys and the candle's fields they send."""


def _kline(c: Candle) -> dict[str, Any]:
    return {"t": c.ts, **{key: fmt(getattr(c, name)) for key, name in _KLINE_PRICES}}


@router.get("/s1/bot/market/v1/kline")
async def kline(
    request: Request,
    symbol: str = "",
    interval: str = "1m",
    limit: str | None = None,
    end_ts: str | None = None,
    category: str = "spot",
) -> dict[str, Any]:
    """Candles of ``interval`` (SPEC §3 intervals), newest last; ``end_ts`` (ms) pages back."""
    hub = market_hub(request, category)
    if not symbol:
        raise BusinessError(RetCode.INVALID_PARAM, "symbol is required", field="symbol")
    n = _int(limit, "limit")
    candles = hub.klines(symbol, interval, 500 if n is None else n, _int(end_ts, "end_ts"))
    return ok({"symbol": symbol, "interval": interval, "list": [_kline(c) for c in candles]})


@router.get("/s1/bot/market/v1/tickers")
async def tickers(request: Request, symbol: str | None = None, category: str = "spot") -> dict[str, Any]:
    """24h quote items of every symbol with data (or of the comma-separated ``symbol`` list)."""
    return ok(_tickers(market_hub(request, category), symbol))


def _tickers(hub: MarketHub, symbol: str | None) -> dict[str, Any]:
    if symbol:
        names = [s.strip() for s in symbol.split(",") if s.strip()]
        return {"list": [hub.quote(s) for s in names]}
    return {"list": hub.quotes()}


async def _fast_tickers(params: dict[str, Any], user: object, c: Container) -> dict[str, Any]:
    """``tickers`` ahead of FastAPI's routing (``fast_reads``): the same query parameters, the
    container's hubs (the app's ``market_hubs``)."""
    return _tickers(_hub_in(c.market_hubs, params.get("category", "spot")), params.get("symbol"))


fast_reads.register(
    "GET", "/s1/bot/market/v1/tickers", _fast_tickers, login=False, query=("symbol", "category")
)
