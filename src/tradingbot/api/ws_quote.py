"""Spot quote WebSocket ``/spot/ws/quote/v1`` (SPEC §7 "Spot quote WebSocket", §9 ping 10 s).

Client -> server:
  ``{"topic":"realtimes","event":"sub","symbol":"BTCUSDT,ETHUSDT","params":{"binary":false}}``
  (``event`` ``cancel`` unsubscribes), and the heartbeat ``{"ping": <ms>}``.
Server -> client:
  confirmation ``{"topic","event","symbol","params","code":0,"msg":"Success"}``, then
  ``{"topic":"realtimes","symbol":..,"params":{"binary":false},"data":[<quote item>]}`` at once and
  on every price change; ``{"pong": <same ms>}``; its own ``{"ping": <ms>}`` every
  ``PING_INTERVAL_SECONDS``; ``{"code","msg","topic"}`` for a message it cannot serve (the
  connection stays open, so one bad frame never costs a client its other subscriptions).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.engine.market_hub import MarketHub

router = APIRouter()

TOPIC = "realtimes"
PING_INTERVAL_SECONDS = 10.0  # SPEC §9; tests lower it
PARAMS = {"binary": False}


class _Conn:
    """One client: a single writer lock (frames never interleave) and its hub queue."""

    def __init__(self, ws: WebSocket, hub: MarketHub) -> None:
        self.ws = ws
        self.hub = hub
        self.lock = asyncio.Lock()
        self.queue = hub.subscribe([])

    async def send(self, frame: dict[str, Any]) -> None:
        async with self.lock:
            await self.ws.send_text(json.dumps(frame, separators=(",", ":")))

    async def error(self, code: int, msg: str, topic: Any = None) -> None:
        await self.send({"code": int(code), "msg": msg, "topic": topic})

    async def handle(self, raw: str) -> None:
        """Answer one client message."""
        try:
            msg = json.loads(raw)
        except ValueError:
            await self.error(RetCode.INVALID_PARAM, "message is not valid JSON")
            return
        if not isinstance(msg, dict):
            await self.error(RetCode.INVALID_PARAM, "message must be a JSON object")
            return
        if "ping" in msg:
            await self.send({"pong": msg["ping"]})
            return
        if "pong" in msg:
            return  # answer to our heartbeat
        topic = msg.get("topic")
        if topic != TOPIC:
            await self.error(RetCode.INVALID_PARAM, f"unknown topic {topic!r}", topic)
            return
        event = msg.get("event")
        raw_symbols = msg.get("symbol")
        params = msg.get("params", PARAMS)
        if event not in ("sub", "cancel"):
            await self.error(RetCode.INVALID_PARAM, f"unknown event {event!r}", topic)
            return
        if not isinstance(params, dict) or params.get("binary", False) not in (False, "false"):
            await self.error(RetCode.INVALID_PARAM, "only params.binary=false is supported", topic)
            return
        if not isinstance(raw_symbols, str) or not raw_symbols.strip():
            await self.error(RetCode.INVALID_PARAM, "symbol is required", topic)
            return
        symbols = [s.strip() for s in raw_symbols.split(",") if s.strip()]
        unknown = [s for s in symbols if not self.hub.has_symbol(s)]
        if unknown:
            await self.error(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {', '.join(unknown)}", topic)
            return
        ack = {"topic": TOPIC, "event": event, "symbol": ",".join(symbols), "params": PARAMS}
        if event == "cancel":
            self.hub.unsubscribe(self.queue, symbols)
            await self.send({**ack, "code": 0, "msg": "Success"})
            return
        self.hub.subscribe(symbols, self.queue)
        await self.send({**ack, "code": 0, "msg": "Success"})
        for s in symbols:
            with contextlib.suppress(BusinessError):  # no data yet: the first update will follow
                await self.send(_frame(self.hub.quote(s)))

    async def push(self) -> None:
        """Forward hub quotes while the symbol is still subscribed."""
        while True:
            item = await self.queue.get()
            if item["symbol"] in self.hub.fanout.symbols_of(self.queue):
                await self.send(_frame(item))

    async def ping(self) -> None:
        """Server heartbeat so idle proxies keep the connection and dead peers are noticed."""
        while True:
            await asyncio.sleep(PING_INTERVAL_SECONDS)
            await self.send({"ping": time.time_ns() // 1_000_000})


def _frame(item: dict[str, Any]) -> dict[str, Any]:
    return {"topic": TOPIC, "symbol": item["symbol"], "params": PARAMS, "data": [item]}


@router.websocket("/spot/ws/quote/v1")
async def quote_ws(websocket: WebSocket) -> None:
    """Realtime spot quotes per SPEC §7."""
    hub: MarketHub = websocket.app.state.market_hub
    await websocket.accept()
    conn = _Conn(websocket, hub)
    tasks = [asyncio.create_task(conn.push()), asyncio.create_task(conn.ping())]
    try:
        while True:
            message = await websocket.receive()
            if message["type"] == "websocket.disconnect":
                break
            text = message.get("text")
            if text is None and message.get("bytes") is not None:
                text = message["bytes"].decode("utf-8", "replace")
            await conn.handle(text or "")
    except WebSocketDisconnect:
        pass
    finally:
        hub.unsubscribe(conn.queue)
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
