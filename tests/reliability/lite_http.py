"""A minimal asyncio HTTP/1.1 keep-alive client for the soak's load generator.

httpx is pure Python (a few ms of CPU a request): at 200 requests/s on two cores the load generator
itself was the bottleneck and its latencies measured the client. This client does only what the
load needs, over ``asyncio.open_connection``: requests written as bytes, answers parsed by
``httptools`` (uvicorn's C parser: Content-Length and chunked bodies), a pool of persistent
connections per client, a cookie jar (``Set-Cookie`` name=value, sent back as ``Cookie``), JSON by
orjson, one timeout over the whole call (connection, write and answer).

A connection the server closed while idle (uvicorn drops keep-alive connections after 5 s) is the
classic keep-alive race. Idle connections are dropped after ``idle_expiry`` (2 s, as the soak's
httpx clients did) and one found at end-of-stream is not reused. Beyond that a request is sent again,
once and on a new connection, only when it cannot have reached the server: a GET that got no byte
of an answer on a reused connection, or any request whose write failed on a reused connection.
Every other failure is a ``TransportError`` of the caller: a POST that may have been received is
never sent twice.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any
from urllib.parse import urlencode

import httptools
import orjson


class TransportError(Exception):
    """The call has no answer: connection refused or lost, timeout, an answer that is not HTTP."""


class Response:
    __slots__ = ("content", "headers", "status_code")

    def __init__(self, status_code: int, headers: list[tuple[str, str]], content: bytes) -> None:
        self.status_code = status_code
        self.headers = headers  # (lower-case name, value), in order, repeats kept
        self.content = content

    def header(self, name: str) -> str | None:
        name = name.lower()
        return next((v for k, v in self.headers if k == name), None)

    def json(self) -> Any:
        return orjson.loads(self.content)  # orjson.JSONDecodeError is a ValueError

    @property
    def text(self) -> str:
        return self.content.decode("utf-8", "replace")


class _Answer:
    """httptools callbacks: one answer's status, headers and body."""

    def __init__(self) -> None:
        self.headers: list[tuple[str, str]] = []
        self.body: list[bytes] = []
        self.head_done = False
        self.done = False
        self.keep_alive = False
        self.parser: Any = None

    def on_header(self, name: bytes, value: bytes) -> None:
        self.headers.append((name.decode("latin-1").lower(), value.decode("latin-1")))

    def on_headers_complete(self) -> None:
        self.head_done = True
        self.keep_alive = self.parser.should_keep_alive()  # (reset once the message is complete)

    def on_body(self, body: bytes) -> None:
        self.body.append(body)

    def on_message_complete(self) -> None:
        self.done = True


class _Conn:
    __slots__ = ("idle_since", "reader", "used", "writer")

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.used = False  # has answered a request before (a reused connection can be stale)
        self.idle_since = 0.0

    def close(self) -> None:
        self.writer.close()


class _Retry(Exception):
    """The request cannot have reached the server: send it again on a new connection."""


class Client:
    """Calls to ``http://host:port``; ``headers`` are sent with every request."""

    def __init__(
        self,
        host: str,
        port: int,
        *,
        timeout: float = 60.0,
        idle_expiry: float = 2.0,
        max_connections: int = 100,
        max_idle: int = 20,
        headers: dict[str, str] | None = None,
    ) -> None:
        self.host, self.port, self.timeout, self.idle_expiry = host, port, timeout, idle_expiry
        self.cookies: dict[str, str] = {}
        self._idle: list[_Conn] = []
        self._max_idle = max_idle
        self._slots = asyncio.Semaphore(max_connections)
        self._open: set[_Conn] = set()
        head = f"Host: {host}:{port}\r\nUser-Agent: soak-lite\r\nAccept: */*\r\n"
        head += "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items())
        self._head = head
        self.connections_opened = 0  # for the tests: keep-alive reuse

    async def get(
        self, path: str, params: dict[str, Any] | None = None, headers: dict[str, str] | None = None
    ) -> Response:
        if params:
            path = f"{path}?{urlencode(params)}"
        return await self.request("GET", path, None, headers)

    async def post(self, path: str, json: Any = None, headers: dict[str, str] | None = None) -> Response:
        return await self.request("POST", path, orjson.dumps(json), headers)

    async def request(
        self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None
    ) -> Response:
        try:
            async with asyncio.timeout(self.timeout), self._slots:  # waiting for a connection included
                return await self._send(method, path, body, headers)
        except TimeoutError as exc:
            raise TransportError(f"no answer within {self.timeout:g} s") from exc

    async def aclose(self) -> None:
        for conn in list(self._open):
            conn.close()
        self._open.clear()
        self._idle.clear()

    # ------------------------------------------------------------------------------ internals

    def _bytes(self, method: str, path: str, body: bytes | None, headers: dict[str, str] | None) -> bytes:
        head = f"{method} {path} HTTP/1.1\r\n{self._head}"
        if headers:
            head += "".join(f"{k}: {v}\r\n" for k, v in headers.items())
        if self.cookies:
            head += "Cookie: " + "; ".join(f"{k}={v}" for k, v in self.cookies.items()) + "\r\n"
        if body is not None:
            head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
        return (head + "\r\n").encode("latin-1") + (body or b"")

    async def _conn(self) -> _Conn:
        now = time.monotonic()
        while self._idle:
            conn = self._idle.pop()
            if now - conn.idle_since < self.idle_expiry and not conn.reader.at_eof():
                return conn
            self._drop(conn)
        try:
            reader, writer = await asyncio.open_connection(self.host, self.port)
        except OSError as exc:
            raise TransportError(f"connect: {type(exc).__name__} {exc}") from exc
        conn = _Conn(reader, writer)
        self._open.add(conn)
        self.connections_opened += 1
        return conn

    def _drop(self, conn: _Conn) -> None:
        conn.close()
        self._open.discard(conn)

    async def _send(
        self, method: str, path: str, body: bytes | None, headers: dict[str, str] | None
    ) -> Response:
        data = self._bytes(method, path, body, headers)
        conn = await self._conn()
        try:
            return await self._exchange(conn, method, data)
        except _Retry:
            return await self._exchange(await self._conn(), method, data, retry=False)

    async def _exchange(self, conn: _Conn, method: str, data: bytes, retry: bool = True) -> Response:
        try:
            answer, status, keep = await self._answer(conn, method, data, conn.used and retry)
        except BaseException:  # a failure, a timeout or a cancel mid-call: the connection is unusable
            self._drop(conn)
            raise
        response = Response(status, answer.headers, b"".join(answer.body))
        for k, v in answer.headers:
            if k == "set-cookie":
                self._cookie(v)
        if keep and len(self._idle) < self._max_idle:
            conn.used = True
            conn.idle_since = time.monotonic()
            self._idle.append(conn)
        else:
            self._drop(conn)
        return response

    async def _answer(self, conn: _Conn, method: str, data: bytes, reused: bool) -> tuple[_Answer, int, bool]:
        """Writes the request and reads its answer: (answer, status, whether to keep the connection)."""
        try:
            conn.writer.write(data)
            await conn.writer.drain()
        except OSError as exc:  # on a reused connection: the server had closed it, nothing was taken
            if reused:
                raise _Retry from exc
            raise TransportError(f"write: {type(exc).__name__} {exc}") from exc
        answer = _Answer()
        parser = answer.parser = httptools.HttpResponseParser(answer)
        got = False
        try:
            while not answer.done:
                chunk = await conn.reader.read(65536)
                if not chunk:
                    break
                got = True
                parser.feed_data(chunk)
        except OSError as exc:
            if reused and not got and method == "GET":
                raise _Retry from exc
            raise TransportError(f"read: {type(exc).__name__} {exc}") from exc
        except httptools.HttpParserError as exc:
            raise TransportError(f"not an HTTP answer: {type(exc).__name__} {exc}") from exc
        if answer.done:
            return answer, parser.get_status_code(), answer.keep_alive
        # end of stream before a complete answer
        if not got and reused and method == "GET":
            raise _Retry
        if answer.head_done and not _framed(answer.headers):  # a body delimited by the end of stream
            return answer, parser.get_status_code(), False
        raise TransportError("the server closed the connection before a complete answer")

    def _cookie(self, header: str) -> None:
        pair, _, attrs = header.partition(";")
        name, eq, value = pair.strip().partition("=")
        if not eq or not name:
            return
        expired = any(a.strip().lower() in ("max-age=0", "max-age=-1") for a in attrs.split(";"))
        if expired:
            self.cookies.pop(name, None)
        else:
            self.cookies[name] = value.strip().strip('"')


def _framed(headers: list[tuple[str, str]]) -> bool:
    return any(
        k == "content-length" or (k == "transfer-encoding" and "chunked" in v.lower()) for k, v in headers
    )
