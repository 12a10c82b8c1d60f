"""Request body limits, ahead of everything else: size and JSON nesting depth.

Why an ASGI middleware and not per route: both the FastAPI routes and the hot reads
(``fast_reads``, answered ahead of routing) read bodies, and neither may be handed a body that costs
more than a request should. A body over ``MAX_BODY_BYTES`` answers HTTP 413 (the envelope, ``10001``
naming ``body``) without being read further; a JSON body nested deeper than ``MAX_JSON_DEPTH``
answers ``10001`` naming ``body`` (Python's JSON parser would recurse into it and fail with a
RecursionError, a 5xx). No request of the API needs either but the ones given ``larger`` limits by
path (the backtest lab's candle upload); the largest other (a combo's legs) is a few kB and three
levels deep.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tradingbot.api.envelope import time_now
from tradingbot.core.errors import RetCode

MAX_BODY_BYTES = 1 << 20
"""1 MiB."""
MAX_JSON_DEPTH = 32
"""Arrays and objects nested inside each other."""
_OPENERS = (ord("["), ord("{"))


def json_depth(raw: bytes) -> int:
    """The deepest nesting of arrays and objects in ``raw`` (brackets inside strings ignored).

    Linear; a body with few brackets is answered by two C-speed counts."""
    if raw.count(b"[") + raw.count(b"{") <= MAX_JSON_DEPTH:
        return raw.count(b"[") + raw.count(b"{")
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in _OPENERS:
            depth += 1
            deepest = max(deepest, depth)
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return deepest


def _envelope(status: int, message: str) -> tuple[Message, Message]:
    envelope = {
        "ret_code": int(RetCode.INVALID_PARAM),
        "ret_msg": message,
        "result": {"field": "body"},
        "time_now": time_now(),
    }
    body = json.dumps(envelope).encode()
    start: Message = {
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())],
    }
    return start, {"type": "http.response.body", "body": body}


def too_large(limit: int) -> str:
    return f"body: request body larger than {limit} bytes"


TOO_LARGE = too_large(MAX_BODY_BYTES)
TOO_DEEP = f"body: JSON nested deeper than {MAX_JSON_DEPTH} levels"


class BodyLimitMiddleware:
    """Refuses request bodies over the size limit (413) or the JSON depth limit (``10001``)."""

    def __init__(
        self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES, larger: Mapping[str, int] | None = None
    ) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.larger = dict(larger or {})

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not _has_body(scope):
            await self.app(scope, receive, send)
            return
        limit = self.larger.get(scope.get("path", ""), self.max_bytes)
        declared = _content_length(scope)
        if declared is not None and declared > limit:
            await _answer(send, 413, too_large(limit))
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await _answer(send, 413, too_large(limit))
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        raw = b"".join(chunks)
        if json_depth(raw) > MAX_JSON_DEPTH:
            await _answer(send, 200, TOO_DEEP)
            return
        await self.app(scope, replay(raw, receive), send)


def _has_body(scope: Scope) -> bool:
    return any(k in (b"content-length", b"transfer-encoding") for k, _ in scope["headers"])


def _content_length(scope: Scope) -> int | None:
    for k, v in scope["headers"]:
        if k == b"content-length":
            return int(v) if v.isdigit() and len(v) < 19 else None
    return None


async def _answer(send: Send, status: int, message: str) -> None:
    start, body = _envelope(status, message)
    await send(start)
    await send(body)


async def read_body(receive: Receive) -> bytes:
    """The whole request body (a middleware that needs it before the route; :func:`replay` hands
    it on)."""
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks)


def replay(raw: bytes, receive: Receive) -> Receive:
    """``receive`` with the body already read given once more, then the connection's own messages."""
    sent = False

    async def again() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": raw, "more_body": False}
        return await receive()

    return again
