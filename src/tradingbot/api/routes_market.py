"""Public market data: candles for charts, the 24h tickers (quote items of SPEC §3), and where
each market's prices come from (the simulator or a real venue).

Query values arrive as strings and are checked here, so a bad value answers a field-specific
``INVALID_PARAM`` envelope instead of a framework validation error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from fastapi import APIRouter, Query, Request
from pydantic import WithJsonSchema

from tradingbot.api import fast_reads
from tradingbot.api.contract import answers
from tradingbot.api.envelope import ok
from tradingbot.api.models.market import KlineResult, SourcesResult, TickersResult
from tradingbot.core.candles import INTERVAL_MS, Candle
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt, int_text
from tradingbot.engine.market_hub import MAX_KLINE_LIMIT, MarketHub

if TYPE_CHECKING:
    from tradingbot.bootstrap import Container

router = APIRouter(tags=["market"])


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
    number = int_text(value)
    if number is None:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be an integer", field=field)
    return number


_KLINE_PRICES = (("o", "open"), ("h", "high"), ("l", "low"), ("c", "close"), ("v", "volume"))
"""A kline's one-letter wire keys and the candle's fields they send."""


def _kline(c: Candle) -> dict[str, Any]:
    return {"t": c.ts, **{key: fmt(getattr(c, name)) for key, name in _KLINE_PRICES}}


IntText = Annotated[str | None, WithJsonSchema({"type": "integer"})]
"""An integer query parameter read by :func:`_int` (so a bad one answers its own message)."""
Category = Annotated[
    str,
    WithJsonSchema({"type": "string", "enum": ["spot", "linear"]}),
    Query(description="spot, or linear (the perpetuals' market)"),
]


@router.get("/s1/bot/market/v1/kline", summary="Candles of a symbol", responses=answers(KlineResult))
async def kline(
    request: Request,
    symbol: Annotated[str, Query(description="required", examples=["BTCUSDT"])] = "",
    interval: Annotated[str, Query(description=f"one of {' '.join(INTERVAL_MS)}")] = "1m",
    limit: Annotated[
        IntText, Query(description=f"1..{MAX_KLINE_LIMIT} (default 500)", examples=[200])
    ] = None,
    end_ts: Annotated[
        IntText, Query(description="UTC ms: the candles up to it", examples=[1750000000000])
    ] = None,
    category: Category = "spot",
) -> dict[str, Any]:
    """Candles of ``interval`` (SPEC §3 intervals), newest last; ``end_ts`` (ms) pages back."""
    hub = market_hub(request, category)
    if not symbol:
        raise BusinessError(RetCode.INVALID_PARAM, "symbol is required", field="symbol")
    n = _int(limit, "limit")
    candles = hub.klines(symbol, interval, 500 if n is None else n, _int(end_ts, "end_ts"))
    return ok({"symbol": symbol, "interval": interval, "list": [_kline(c) for c in candles]})


@router.get("/s1/bot/market/v1/tickers", summary="24 h quote items", responses=answers(TickersResult))
async def tickers(
    request: Request,
    symbol: Annotated[
        str | None, Query(description="comma-separated symbols (default: every symbol with data)")
    ] = None,
    category: Category = "spot",
) -> dict[str, Any]:
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


@router.get(
    "/s1/bot/market/v1/sources",
    summary="Where each symbol's prices come from",
    responses=answers(SourcesResult),
)
async def sources(
    request: Request,
    category: Annotated[
        str | None,
        Query(description="spot or linear (default: both)", json_schema_extra={"enum": ["spot", "linear"]}),
    ] = None,
) -> dict[str, Any]:
    """Each symbol of each market: the simulator, a replay, hand-set prices, or a real venue with
    its state (live, stale, reconnecting) and the venue's own rules for the symbol."""
    c: Container = request.app.state.container
    hubs = c.market_hubs if category is None else {category: _hub_in(c.market_hubs, category)}
    feeds = {(f.category, s): f for f in c.venue_feeds for s in f.symbols}
    out = []
    for cat, hub in hubs.items():
        for symbol in hub.symbols():
            status = hub.status(symbol)
            feed = feeds.get((cat, symbol))
            local = {"simulated": "simulator"}.get(status["mode"], status["mode"])
            row: dict[str, Any] = {
                "category": cat,
                "symbol": symbol,
                "source": local,
                "state": local,
                "venue_symbol": None,
                "last_price": status["last_price"],
                "last_ts": status["last_ts"],
                "error": None,
                "transport": None,
                "venue_rules": None,
            }
            if feed is not None and status["mode"] == "live":
                row.update(feed.source(symbol))
            out.append(row)
    return ok({"list": out})
