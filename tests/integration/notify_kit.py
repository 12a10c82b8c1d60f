"""Local receivers for the notification tests, on 127.0.0.1: a webhook receiver (records every
request; answers a scripted status per request, then 200) and a mock of the Telegram Bot API's
``sendMessage`` (knows one token; records each chat's messages; answers as Telegram does:
``{"ok": true}``, 401 for an unknown token, 400 for a missing chat or text)."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


@dataclass
class Receiver:
    """What arrived, in order; ``script``: the statuses of the first requests (then 200)."""

    url: str = ""
    script: list[int] = field(default_factory=list)
    got: list[Received] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def received(self) -> list[Received]:
        with self.lock:
            return list(self.got)

    async def wait_for(self, test: Callable[[list[Received]], bool], seconds: float = 30.0) -> list[Received]:
        """The requests once ``test`` holds of them (a bounded wait, yielding to the app's event
        loop: the dispatcher runs there on its own)."""
        deadline = time.monotonic() + seconds
        while True:
            got = self.received()
            if test(got):
                return got
            if time.monotonic() > deadline:
                raise AssertionError(f"not received in {seconds} s; got {[g.path for g in got]}")
            await asyncio.sleep(0.02)


TELEGRAM_TOKEN = "123456:TESTTOKENtesttokenTESTTOKENtesttok"


def _handler(rec: Receiver, telegram: bool) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            with rec.lock:
                rec.got.append(Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body))
                status = rec.script.pop(0) if rec.script else 200
            answer: dict[str, Any] = {"ok": True}
            if telegram:
                status, answer = _telegram(self.path, body, status)
            data = json.dumps(answer).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:  # quiet
            pass

    return Handler


def _telegram(path: str, body: bytes, scripted: int) -> tuple[int, dict[str, Any]]:
    if path != f"/bot{TELEGRAM_TOKEN}/sendMessage":
        return 401, {"ok": False, "error_code": 401, "description": "Unauthorized"}
    msg = json.loads(body)
    if not msg.get("chat_id") or not msg.get("text"):
        return 400, {"ok": False, "error_code": 400, "description": "Bad Request: message text is empty"}
    if scripted != 200:
        return scripted, {"ok": False, "error_code": scripted, "description": "scripted"}
    return 200, {"ok": True, "result": {"message_id": 1, "chat": {"id": msg["chat_id"]}, "text": msg["text"]}}


@contextmanager
def receiver(telegram: bool = False, script: list[int] | None = None) -> Iterator[Receiver]:
    rec = Receiver(script=list(script or []))
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(rec, telegram))
    rec.url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield rec
    finally:
        server.shutdown()
        server.server_close()
