"""A stand-in of a venue's public REST API on 127.0.0.1, for tests without a network.

It answers the calls ccxt makes for market data (markets, 24 h tickers, 1m candles, server time)
in the venue's own wire format, as the venues publish it: Binance (spot ``/api/v3``, USDT-M
futures ``/fapi/v1``) and Bybit (``/v5/market``, spot and linear). ccxt is pointed at it through
``BOT_VENUE_URLS`` (``adapters/venues/client.py`` keeps each call's path), so what the tests run
is ccxt's real parsing of those formats.

A test sets prices (``set_price``), makes the venue fail (``fail_next``: HTTP 429/503 answers) or
go away (``down``), and reads the paths it was asked (``asked``). It also answers what a venue
says about an API key (``mock_accounts.py``: Binance, Bybit and OKX; the keys it knows are
granted by the test).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from tests.venues.mock_accounts import MockAccounts

MINUTE_MS = 60_000


@dataclass
class Instrument:
    """What the stand-in lists for one symbol (Binance's and Bybit's filters are built from it)."""

    base: str
    tick: str
    lot: str
    min_qty: str
    min_notional: str


INSTRUMENTS = {
    "BTCUSDT": Instrument("BTC", "0.01", "0.00001", "0.00001", "5"),
    "ETHUSDT": Instrument("ETH", "0.01", "0.0001", "0.0001", "5"),
    "SOLUSDT": Instrument("SOL", "0.01", "0.001", "0.001", "5"),
}


@dataclass
class VenueState:
    prices: dict[str, Decimal] = field(default_factory=dict)
    price_ts: dict[str, int] = field(default_factory=dict)
    failures: list[int] = field(default_factory=list)  # statuses of the next answers
    down: bool = False
    streams_down: bool = False  # WebSocket handshakes refused (REST still answers)
    asked: list[str] = field(default_factory=list)
    trade_id: int = 0


class MockVenue:
    """The stand-in: ``with MockVenue.running() as venue: venue.url ...``."""

    def __init__(self) -> None:
        self.state = VenueState()
        self.accounts = MockAccounts()  # the keys it knows (``accounts.grant``): signed requests
        self.url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._streams: dict[WebSocket, tuple[str, set[str]]] = {}  # socket -> (venue, topics)
        for symbol, price in (("BTCUSDT", "100000"), ("ETHUSDT", "2500"), ("SOLUSDT", "150")):
            self.set_price(symbol, price)

    # ----- what a test does ---------------------------------------------------------------------
    def set_price(self, symbol: str, price: str, ts_ms: int | None = None) -> None:
        """A trade at ``price``: the tickers say it, and the trade streams push it."""
        self.state.prices[symbol] = Decimal(price)
        ts = self.state.price_ts[symbol] = ts_ms if ts_ms is not None else _now_ms()
        if self._loop is not None:
            asyncio.run_coroutine_threadsafe(self._push_trade(symbol, price, ts), self._loop).result(10)

    def drop_streams(self) -> None:
        """Close every open WebSocket (a venue's stream hiccup)."""
        if self._loop is not None:
            asyncio.run_coroutine_threadsafe(self._close_streams(), self._loop).result(10)

    def subscribed(self) -> set[str]:
        return {t for _, topics in list(self._streams.values()) for t in topics}

    def fail_next(self, n: int, status: int = 503) -> None:
        self.state.failures.extend([status] * n)

    @property
    def down(self) -> bool:
        return self.state.down

    @down.setter
    def down(self, value: bool) -> None:
        """A venue that goes down answers nothing and closes its streams."""
        self.state.down = value
        if value:
            self.drop_streams()

    def asked(self, prefix: str = "") -> list[str]:
        return [p for p in self.state.asked if p.startswith(prefix)]

    # ----- serving ------------------------------------------------------------------------------
    @classmethod
    @contextlib.contextmanager
    def running(cls) -> Iterator[MockVenue]:
        """Serve on a free port of 127.0.0.1 in a thread of its own; stopped on exit."""
        venue = cls()
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        server = uvicorn.Server(uvicorn.Config(venue.app(), log_level="warning", lifespan="off"))
        loop = asyncio.new_event_loop()
        thread = threading.Thread(
            target=lambda: loop.run_until_complete(server.serve(sockets=[sock])), daemon=True
        )
        thread.start()
        while not server.started:
            time.sleep(0.01)
        venue.url = f"http://127.0.0.1:{port}"
        venue._loop = loop
        try:
            yield venue
        finally:
            venue._loop = None
            server.should_exit = True
            thread.join(10)
            loop.close()
            sock.close()

    def app(self) -> Starlette:
        def route(path: str, body: Any) -> Route:
            async def endpoint(request: Request) -> Response:
                return await self._answer(request, lambda: body(request))

            return Route(path, endpoint)

        def server_time(_: Request) -> dict[str, Any]:
            return {"serverTime": _now_ms()}

        return Starlette(
            routes=[
                route("/api/v3/ping", lambda _: {}),
                route("/api/v3/time", server_time),
                route("/api/v3/exchangeInfo", lambda _: self._binance_spot_info()),
                route("/api/v3/ticker/24hr", self._binance_tickers),
                route("/api/v3/klines", self._klines_binance),
                route("/fapi/v1/time", server_time),
                route("/fapi/v1/exchangeInfo", lambda _: self._binance_linear_info()),
                route("/fapi/v1/ticker/24hr", self._binance_tickers),
                route("/fapi/v1/klines", self._klines_binance),
                route("/v5/market/time", lambda _: self._bybit_time()),
                route("/v5/market/instruments-info", self._bybit_info),
                route("/v5/market/tickers", self._bybit_tickers),
                route("/v5/market/kline", self._bybit_klines),
                route("/sapi/v1/account/apiRestrictions", self.accounts.binance_restrictions),
                route("/api/v3/account", self.accounts.binance_account),
                route("/v5/user/query-api", self.accounts.bybit_query_api),
                route("/api/v5/account/config", self.accounts.okx_config),
                WebSocketRoute("/{host}/{path:path}", self._stream),
            ]
        )

    # ----- trade streams (Binance's and Bybit's public WebSocket protocols) ---------------------
    async def _stream(self, ws: WebSocket) -> None:
        self.state.asked.append(ws.url.path)
        venue = "bybit" if "bybit" in ws.path_params["host"] else "binance"
        if self.state.down or self.state.streams_down:
            await ws.close(code=1013)
            return
        await ws.accept()
        topics: set[str] = set()
        self._streams[ws] = (venue, topics)
        try:
            while True:
                msg = json.loads(await ws.receive_text())
                if venue == "binance" and msg.get("method") == "SUBSCRIBE":
                    topics.update(msg["params"])
                    await ws.send_text(json.dumps({"result": None, "id": msg["id"]}))
                elif venue == "bybit" and msg.get("op") in ("subscribe", "ping"):
                    topics.update(msg.get("args", []))
                    answer = {
                        "success": True,
                        "ret_msg": "pong" if msg["op"] == "ping" else "",
                        "op": msg["op"],
                    }
                    if "req_id" in msg:
                        answer["req_id"] = msg["req_id"]
                    await ws.send_text(json.dumps(answer))
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            self._streams.pop(ws, None)

    async def _push_trade(self, symbol: str, price: str, ts: int) -> None:
        self.state.trade_id += 1
        tid = self.state.trade_id
        binance = {
            "e": "trade",
            "E": ts,
            "s": symbol,
            "t": tid,
            "p": price,
            "q": "0.01",
            "T": ts,
            "m": False,
            "M": True,
        }
        bybit = {
            "topic": f"publicTrade.{symbol}",
            "type": "snapshot",
            "ts": ts,
            "data": [
                {
                    "T": ts,
                    "s": symbol,
                    "S": "Buy",
                    "v": "0.01",
                    "p": price,
                    "L": "PlusTick",
                    "i": str(tid),
                    "BT": False,
                }
            ],
        }
        for ws, (venue, topics) in list(self._streams.items()):
            wanted = f"{symbol.lower()}@trade" if venue == "binance" else f"publicTrade.{symbol}"
            if wanted in topics:
                with contextlib.suppress(Exception):
                    await ws.send_text(json.dumps(binance if venue == "binance" else bybit))

    async def _close_streams(self) -> None:
        for ws in list(self._streams):
            with contextlib.suppress(Exception):
                await ws.close(code=1012)
            self._streams.pop(ws, None)

    async def _answer(self, request: Request, body: Any) -> Response:
        self.state.asked.append(request.url.path + ("?" + request.url.query if request.url.query else ""))
        if self.state.down:
            return Response(status_code=503, content=b"<html>down for maintenance</html>")
        if self.state.failures:
            status = self.state.failures.pop(0)
            message = {"code": -1003, "msg": "Too many requests."} if status == 429 else {"msg": "busy"}
            return JSONResponse(message, status_code=status)
        answer = body()
        return answer if isinstance(answer, Response) else JSONResponse(answer)

    # ----- Binance ------------------------------------------------------------------------------
    def _binance_spot_info(self) -> dict[str, Any]:
        symbols = [
            {
                "symbol": s,
                "status": "TRADING",
                "baseAsset": i.base,
                "baseAssetPrecision": 8,
                "quoteAsset": "USDT",
                "quotePrecision": 8,
                "quoteAssetPrecision": 8,
                "orderTypes": ["LIMIT", "LIMIT_MAKER", "MARKET", "STOP_LOSS_LIMIT", "TAKE_PROFIT_LIMIT"],
                "icebergAllowed": True,
                "ocoAllowed": True,
                "isSpotTradingAllowed": True,
                "isMarginTradingAllowed": True,
                "filters": [
                    {
                        "filterType": "PRICE_FILTER",
                        "minPrice": i.tick,
                        "maxPrice": "1000000.00",
                        "tickSize": i.tick,
                    },
                    {"filterType": "LOT_SIZE", "minQty": i.min_qty, "maxQty": "9000.00", "stepSize": i.lot},
                    {
                        "filterType": "NOTIONAL",
                        "minNotional": i.min_notional,
                        "applyMinToMarket": True,
                        "maxNotional": "9000000.00",
                        "applyMaxToMarket": False,
                        "avgPriceMins": 5,
                    },
                ],
                "permissions": [],
                "permissionSets": [["SPOT", "MARGIN"]],
                "defaultSelfTradePreventionMode": "EXPIRE_MAKER",
                "allowedSelfTradePreventionModes": ["EXPIRE_TAKER", "EXPIRE_MAKER", "EXPIRE_BOTH"],
            }
            for s, i in INSTRUMENTS.items()
        ]
        return _binance_info(symbols)

    def _binance_linear_info(self) -> dict[str, Any]:
        symbols = [
            {
                "symbol": s,
                "pair": s,
                "contractType": "PERPETUAL",
                "deliveryDate": 4133404800000,
                "onboardDate": 1569398400000,
                "status": "TRADING",
                "baseAsset": i.base,
                "quoteAsset": "USDT",
                "marginAsset": "USDT",
                "pricePrecision": 2,
                "quantityPrecision": 3,
                "baseAssetPrecision": 8,
                "quotePrecision": 8,
                "underlyingType": "COIN",
                "settlePlan": 0,
                "triggerProtect": "0.0500",
                "filters": [
                    {
                        "filterType": "PRICE_FILTER",
                        "minPrice": "0.10",
                        "maxPrice": "4529764",
                        "tickSize": "0.10",
                    },
                    {"filterType": "LOT_SIZE", "minQty": "0.001", "maxQty": "1000", "stepSize": "0.001"},
                    {
                        "filterType": "MARKET_LOT_SIZE",
                        "minQty": "0.001",
                        "maxQty": "120",
                        "stepSize": "0.001",
                    },
                    {"filterType": "MAX_NUM_ORDERS", "limit": 200},
                    {"filterType": "MIN_NOTIONAL", "notional": "100"},
                    {
                        "filterType": "PERCENT_PRICE",
                        "multiplierUp": "1.0500",
                        "multiplierDown": "0.9500",
                        "multiplierDecimal": "4",
                    },
                ],
                "orderTypes": ["LIMIT", "MARKET", "STOP", "STOP_MARKET", "TAKE_PROFIT", "TAKE_PROFIT_MARKET"],
                "timeInForce": ["GTC", "IOC", "FOK", "GTX"],
            }
            for s, i in INSTRUMENTS.items()
        ]
        return _binance_info(symbols, assets=[])

    def _binance_ticker(self, symbol: str) -> dict[str, Any]:
        price, ts = str(self.state.prices[symbol]), self.state.price_ts[symbol]
        return {
            "symbol": symbol,
            "priceChange": "0",
            "priceChangePercent": "0",
            "weightedAvgPrice": price,
            "prevClosePrice": price,
            "lastPrice": price,
            "lastQty": "0.01",
            "bidPrice": price,
            "bidQty": "1",
            "askPrice": price,
            "askQty": "1",
            "openPrice": price,
            "highPrice": price,
            "lowPrice": price,
            "volume": "100",
            "quoteVolume": str(Decimal(price) * 100),
            "openTime": ts - 86_400_000,
            "closeTime": ts,
            "firstId": 1,
            "lastId": 100,
            "count": 100,
        }

    def _binance_tickers(self, request: Request) -> Any:
        one = request.query_params.get("symbol")
        if one:
            return self._binance_ticker(one)
        wanted = json.loads(request.query_params.get("symbols", "null")) or list(self.state.prices)
        return [self._binance_ticker(s) for s in wanted if s in self.state.prices]

    def _candles(self, symbol: str, limit: int) -> list[tuple[int, str, str]]:
        """``limit`` 1m candles ending with the current minute, flat at the current price."""
        price, ts = str(self.state.prices[symbol]), self.state.price_ts[symbol]
        last = ts // MINUTE_MS * MINUTE_MS
        return [(last - k * MINUTE_MS, price, "1") for k in range(limit - 1, -1, -1)]

    def _klines_binance(self, request: Request) -> list[list[Any]]:
        limit = min(int(request.query_params.get("limit", "500")), 1500)
        return [
            [t, p, p, p, p, v, t + MINUTE_MS - 1, str(Decimal(p) * Decimal(v)), 10, "0", "0", "0"]
            for t, p, v in self._candles(request.query_params["symbol"], limit)
        ]

    # ----- Bybit --------------------------------------------------------------------------------
    def _bybit_time(self) -> dict[str, Any]:
        now = _now_ms()
        return _bybit({"timeSecond": str(now // 1000), "timeNano": str(now * 1_000_000)})

    def _bybit_info(self, request: Request) -> dict[str, Any]:
        category = request.query_params.get("category", "spot")
        rows: list[dict[str, Any]] = []
        for s, i in INSTRUMENTS.items():
            if category == "spot":
                rows.append(
                    {
                        "symbol": s,
                        "baseCoin": i.base,
                        "quoteCoin": "USDT",
                        "innovation": "0",
                        "status": "Trading",
                        "marginTrading": "both",
                        "lotSizeFilter": {
                            "basePrecision": i.lot,
                            "quotePrecision": "0.00000001",
                            "minOrderQty": i.min_qty,
                            "maxOrderQty": "9000",
                            "minOrderAmt": i.min_notional,
                            "maxOrderAmt": "9000000",
                        },
                        "priceFilter": {"tickSize": i.tick},
                    }
                )
            else:
                rows.append(
                    {
                        "symbol": s,
                        "contractType": "LinearPerpetual",
                        "status": "Trading",
                        "baseCoin": i.base,
                        "quoteCoin": "USDT",
                        "launchTime": "1585526400000",
                        "deliveryTime": "0",
                        "deliveryFeeRate": "",
                        "priceScale": "2",
                        "leverageFilter": {
                            "minLeverage": "1",
                            "maxLeverage": "100.00",
                            "leverageStep": "0.01",
                        },
                        "priceFilter": {"minPrice": "0.10", "maxPrice": "1999999.80", "tickSize": "0.10"},
                        "lotSizeFilter": {
                            "maxOrderQty": "1190.000",
                            "minOrderQty": "0.001",
                            "qtyStep": "0.001",
                            "postOnlyMaxOrderQty": "1190.000",
                            "minNotionalValue": "5",
                        },
                        "unifiedMarginTrade": True,
                        "fundingInterval": 480,
                        "settleCoin": "USDT",
                        "copyTrading": "both",
                        "upperFundingRate": "0.00375",
                        "lowerFundingRate": "-0.00375",
                    }
                )
        return _bybit({"category": category, "list": rows, "nextPageCursor": ""})

    def _bybit_tickers(self, request: Request) -> dict[str, Any]:
        category = request.query_params.get("category", "spot")
        wanted = request.query_params.get("symbol")
        rows: list[dict[str, Any]] = []
        for s, price in self.state.prices.items():
            if wanted and s != wanted:
                continue
            p = str(price)
            rows.append(
                {
                    "symbol": s,
                    "bid1Price": p,
                    "bid1Size": "1",
                    "ask1Price": p,
                    "ask1Size": "1",
                    "lastPrice": p,
                    "prevPrice24h": p,
                    "price24hPcnt": "0",
                    "highPrice24h": p,
                    "lowPrice24h": p,
                    "turnover24h": "0",
                    "volume24h": "100",
                    "usdIndexPrice": p,
                    **(
                        {
                            "markPrice": p,
                            "indexPrice": p,
                            "fundingRate": "0.0001",
                            "nextFundingTime": "0",
                            "openInterest": "1",
                            "openInterestValue": str(price),
                        }
                        if category == "linear"
                        else {}
                    ),
                }
            )
        body = _bybit({"category": category, "list": rows})
        body["time"] = max(self.state.price_ts.values())
        return body

    def _bybit_klines(self, request: Request) -> dict[str, Any]:
        limit = min(int(request.query_params.get("limit", "200")), 1000)
        symbol = request.query_params["symbol"]
        rows = [
            [str(t), p, p, p, p, v, str(Decimal(p) * Decimal(v))] for t, p, v in self._candles(symbol, limit)
        ]
        rows.reverse()  # Bybit lists the newest first
        return _bybit(
            {"category": request.query_params.get("category", "spot"), "symbol": symbol, "list": rows}
        )


def _binance_info(symbols: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    """Binance's ``exchangeInfo`` around its symbols (USDT-M adds ``assets``)."""
    return {
        "timezone": "UTC",
        "serverTime": _now_ms(),
        "rateLimits": [],
        "exchangeFilters": [],
        **extra,
        "symbols": symbols,
    }


def _bybit(result: dict[str, Any]) -> dict[str, Any]:
    return {"retCode": 0, "retMsg": "OK", "result": result, "retExtInfo": {}, "time": _now_ms()}


def _now_ms() -> int:
    return time.time_ns() // 1_000_000
