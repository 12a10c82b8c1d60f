"""Run one HTTP request through an ASGI application in this process (a command a worker got).

The request is the one an API node received (``bus/commands.HttpCommand``), so the worker's
application checks the session, the CSRF header and the ``Idempotency-Key`` itself, as ``make
run`` does: an API node is trusted with nothing but carrying the request.
"""

from __future__ import annotations

import asyncio

from starlette.types import ASGIApp, Message

from tradingbot.bus.commands import HttpAnswer, HttpCommand


async def call_app(app: ASGIApp, command: HttpCommand) -> HttpAnswer:
    """The response ``app`` gives to ``command``."""
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": command.method,
        "scheme": "http",
        "path": command.path,
        "raw_path": command.path.encode(),
        "root_path": "",
        "query_string": command.query.encode("latin-1"),
        "headers": [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in command.headers]
        + [(b"content-length", str(len(command.body)).encode())],
        "client": (command.client or "unknown", 0),
        "server": ("worker", 0),
    }
    sent_body = False
    done = asyncio.Event()

    async def receive() -> Message:
        nonlocal sent_body
        if not sent_body:
            sent_body = True
            return {"type": "http.request", "body": command.body, "more_body": False}
        await done.wait()
        return {"type": "http.disconnect"}

    status = 500
    headers: list[tuple[str, str]] = []
    chunks: list[bytes] = []

    async def send(message: Message) -> None:
        nonlocal status, headers
        if message["type"] == "http.response.start":
            status = int(message["status"])
            headers = [(k.decode("latin-1"), v.decode("latin-1")) for k, v in message.get("headers", [])]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                done.set()

    try:
        await app(scope, receive, send)
    finally:
        done.set()
    return HttpAnswer(status, headers, b"".join(chunks))
