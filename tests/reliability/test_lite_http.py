"""The soak's HTTP client (``lite_http``) against real servers on loopback: uvicorn serving a small
ASGI app (keep-alive, cookies, statuses, chunked answers, its own idle timeout), and raw asyncio
servers that misbehave on purpose (a connection closed after a request was received, no answer)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any
from urllib.parse import parse_qs

import pytest
import uvicorn

from tests.integration.serverproc import free_port
from tests.reliability.lite_http import Client, TransportError

Send = Callable[[dict[str, Any]], Awaitable[None]]
Receive = Callable[[], Awaitable[dict[str, Any]]]


class App:
    """POST /login sets cookies; POST /echo answers what it got; GET /query its query string;
    GET /missing a 404; GET /chunked a body in parts (uvicorn sends it chunked); POST /count counts."""

    def __init__(self) -> None:
        self.counted = 0

    async def __call__(self, scope: dict[str, Any], receive: Receive, send: Send) -> None:
        assert scope["type"] == "http"
        body = b""
        while True:
            msg = await receive()
            body += msg.get("body", b"")
            if not msg.get("more_body"):
                break
        headers = {k.decode(): v.decode() for k, v in scope["headers"]}
        path, extra = scope["path"], []
        if path == "/login":
            extra = [
                (b"set-cookie", b"session=s3cr3t; HttpOnly; Path=/"),
                (b"set-cookie", b"csrf_token=c5rf; Path=/"),
            ]
            answer: Any = {"ret_code": 0}
        elif path == "/logout":
            extra = [(b"set-cookie", b'session=""; Max-Age=0; Path=/')]
            answer = {"ret_code": 0}
        elif path == "/echo":
            answer = {"method": scope["method"], "body": json.loads(body), "cookie": headers.get("cookie"),
                      "csrf": headers.get("x-csrf-token"), "auth": headers.get("authorization")}  # fmt: skip
        elif path == "/query":
            answer = {"query": parse_qs(scope["query_string"].decode())}
        elif path == "/count":
            self.counted += 1
            answer = {"counted": self.counted}
        elif path == "/chunked":
            await send(
                {"type": "http.response.start", "status": 200, "headers": [(b"content-type", b"text/plain")]}
            )
            for part in (b"first,", b"second,", b"third"):
                await send({"type": "http.response.body", "body": part, "more_body": True})
            await send({"type": "http.response.body", "body": b""})
            return
        else:
            status, data = 404, b'{"detail":"Not Found"}'
            await send(
                {
                    "type": "http.response.start",
                    "status": status,
                    "headers": [(b"content-type", b"application/json")],
                }
            )
            await send({"type": "http.response.body", "body": data})
            return
        data = json.dumps(answer).encode()
        head = [(b"content-type", b"application/json"), *extra]
        await send({"type": "http.response.start", "status": 200, "headers": head})
        await send({"type": "http.response.body", "body": data})


@asynccontextmanager
async def serving(app: App, keep_alive: int = 5) -> AsyncIterator[int]:
    port = free_port()
    config = uvicorn.Config(
        app, host="127.0.0.1", port=port, timeout_keep_alive=keep_alive, log_level="warning", lifespan="off"
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
        assert not task.done(), "uvicorn did not start"
    try:
        yield port
    finally:
        server.should_exit = True
        await task


async def test_keep_alive_reuses_one_connection_and_json_round_trips() -> None:
    async with serving(App()) as port:
        c = Client("127.0.0.1", port)
        for i in range(20):
            r = await c.post("/echo", json={"i": i, "price": "0.2"})
            assert r.status_code == 200
            assert r.json()["body"] == {"i": i, "price": "0.2"}
            assert r.json()["method"] == "POST"
        r = await c.get("/query", params={"account_type": "FUND", "n": 2})
        assert r.json() == {"query": {"account_type": ["FUND"], "n": ["2"]}}
        assert c.connections_opened == 1
        await c.aclose()


async def test_concurrent_calls_open_connections_then_reuse_them() -> None:
    async with serving(App()) as port:
        c = Client("127.0.0.1", port)
        answers = await asyncio.gather(*(c.post("/echo", json={"i": i}) for i in range(8)))
        assert [r.json()["body"]["i"] for r in answers] == list(range(8))
        opened = c.connections_opened
        assert 1 <= opened <= 8
        await asyncio.gather(*(c.post("/echo", json={"i": i}) for i in range(opened)))
        assert c.connections_opened == opened  # the idle ones were reused
        await c.aclose()


async def test_cookies_are_kept_and_sent_back_with_headers() -> None:
    async with serving(App()) as port:
        c = Client("127.0.0.1", port, headers={"Authorization": "Bearer tok"})
        r = await c.post("/echo", json={})
        assert r.json()["cookie"] is None
        await c.post("/login", json={"email": "a@b.c"})
        assert c.cookies == {"session": "s3cr3t", "csrf_token": "c5rf"}
        r = await c.post("/echo", json={}, headers={"X-CSRF-Token": c.cookies["csrf_token"]})
        assert r.json()["cookie"] == "session=s3cr3t; csrf_token=c5rf"
        assert r.json()["csrf"] == "c5rf"
        assert r.json()["auth"] == "Bearer tok"
        await c.post("/logout", json={})
        assert c.cookies == {"csrf_token": "c5rf"}
        await c.aclose()


async def test_a_non_200_answer_is_an_answer_not_an_error() -> None:
    async with serving(App()) as port:
        c = Client("127.0.0.1", port)
        r = await c.get("/missing")
        assert r.status_code == 404
        assert r.json() == {"detail": "Not Found"}
        assert r.header("Content-Type") == "application/json"
        r = await c.post("/echo", json={"after": 404})
        assert r.json()["body"] == {"after": 404}
        assert c.connections_opened == 1
        await c.aclose()


async def test_a_chunked_answer_is_assembled_and_the_connection_reused() -> None:
    async with serving(App()) as port:
        c = Client("127.0.0.1", port)
        r = await c.get("/chunked")
        assert r.status_code == 200
        assert r.header("transfer-encoding") == "chunked"
        assert r.text == "first,second,third"
        r = await c.get("/chunked")
        assert r.text == "first,second,third"
        assert c.connections_opened == 1
        await c.aclose()


async def test_an_idle_connection_the_server_closed_is_replaced() -> None:
    app = App()
    async with serving(app, keep_alive=1) as port:
        c = Client("127.0.0.1", port, idle_expiry=60)  # the client would keep it: the server closes it
        assert (await c.post("/count", json={})).json() == {"counted": 1}
        await asyncio.sleep(1.5)  # uvicorn closes the idle connection after 1 s
        assert (await c.post("/count", json={})).json() == {"counted": 2}
        assert c.connections_opened == 2
        assert app.counted == 2
        await c.aclose()


async def test_an_expired_idle_connection_is_not_reused() -> None:
    async with serving(App()) as port:
        c = Client("127.0.0.1", port, idle_expiry=0.1)
        await c.post("/count", json={})
        await asyncio.sleep(0.3)
        await c.post("/count", json={})
        assert c.connections_opened == 2
        await c.aclose()


@asynccontextmanager
async def raw_server(
    handle: Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]],
) -> AsyncIterator[int]:
    server = await asyncio.start_server(handle, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()
        await server.wait_closed()


async def _request(reader: asyncio.StreamReader) -> bytes:
    head = await reader.readuntil(b"\r\n\r\n")
    length = next(
        (
            int(line.split(b":")[1])
            for line in head.split(b"\r\n")
            if line.lower().startswith(b"content-length:")
        ),
        0,
    )
    return head + await reader.readexactly(length)


class DropsSecond:
    """Answers the first request of a connection, reads the second and closes without an answer:
    the server received it, so only an idempotent request may be sent again."""

    def __init__(self) -> None:
        self.requests: list[bytes] = []

    async def __call__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            self.requests.append(await _request(reader))
            writer.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}")
            await writer.drain()
            self.requests.append(await _request(reader))
        except asyncio.IncompleteReadError:
            pass
        writer.close()


async def test_a_post_the_server_may_have_received_is_not_sent_again() -> None:
    server = DropsSecond()
    async with raw_server(server) as port:
        c = Client("127.0.0.1", port)
        assert (await c.post("/create", json={"n": 1})).content == b"{}"
        with pytest.raises(TransportError, match="closed the connection before a complete answer"):
            await c.post("/create", json={"n": 2})
        await asyncio.sleep(0.1)  # let the server's handler see its end
        posts = [r for r in server.requests if r.startswith(b"POST")]
        assert [r.endswith(b'{"n":2}') for r in posts] == [False, True]  # once, never resent
        await c.aclose()


async def test_a_get_on_a_reused_connection_without_an_answer_is_sent_again_once() -> None:
    server = DropsSecond()
    async with raw_server(server) as port:
        c = Client("127.0.0.1", port)
        await c.get("/read", params={"n": 1})
        r = await c.get("/read", params={"n": 2})  # dropped on the reused connection: sent again
        assert r.status_code == 200
        assert c.connections_opened == 2
        assert [r.split(b" ")[1] for r in server.requests] == [b"/read?n=1", b"/read?n=2", b"/read?n=2"]
        await c.aclose()


async def test_connection_close_is_honoured() -> None:
    seen: list[bytes] = []

    async def close_each(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        seen.append(await _request(reader))
        writer.write(b"HTTP/1.1 200 OK\r\nconnection: close\r\ncontent-length: 2\r\n\r\n{}")
        await writer.drain()
        writer.close()

    async with raw_server(close_each) as port:
        c = Client("127.0.0.1", port)
        for _ in range(3):
            assert (await c.post("/x", json={})).json() == {}
        assert c.connections_opened == 3
        assert len(seen) == 3
        await c.aclose()


async def test_transport_failures_are_errors() -> None:
    c = Client("127.0.0.1", free_port())
    with pytest.raises(TransportError, match="connect"):
        await c.get("/")

    async def silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await _request(reader)
        await reader.read()  # no answer: until the client gives up and closes
        writer.close()

    async def garbage(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await _request(reader)
        writer.write(b"SSH-2.0-OpenSSH\r\n\r\n")
        await writer.drain()
        writer.close()

    async with raw_server(silent) as port:
        c = Client("127.0.0.1", port, timeout=0.2)
        with pytest.raises(TransportError, match=r"no answer within 0\.2 s"):
            await c.post("/slow", json={})
        await c.aclose()
    async with raw_server(garbage) as port:
        c = Client("127.0.0.1", port)
        with pytest.raises(TransportError, match="not an HTTP answer"):
            await c.post("/x", json={})
        await c.aclose()
