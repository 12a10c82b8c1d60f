"""``GET /t1`` (the latency probe) answered ahead of routing, sessions and dependencies.

Route selection pings it from every open page; the answer depends on nothing, so it costs what a
bare ASGI endpoint costs. The same bytes as the ``/t1`` route in ``routes_config`` (which stays for
the schema and for other methods).
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

_START: Message = {
    "type": "http.response.start",
    "status": 200,
    "headers": [(b"content-length", b"2"), (b"content-type", b"text/plain; charset=utf-8")],
}
_BODY: Message = {"type": "http.response.body", "body": b"ok"}


class ProbeMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] == "/t1" and scope["method"] == "GET":
            await send(_START)
            await send(_BODY)
            return
        await self.app(scope, receive, send)
