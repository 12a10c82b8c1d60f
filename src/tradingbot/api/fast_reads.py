"""The hot read calls answered without FastAPI's per-request machinery (issue 16).

Why: once a read is answered from the engine's memory (``services.exchange.read_model``), FastAPI's own
work is most of the request: matching ~120 routes one regular expression at a time, solving the
dependencies, validating the returned dict, wrapping the endpoint (py-spy: over half of
``tickers``). A call registered here keeps its FastAPI route (the schema, and every request this
path does not take) but is matched first, by exact method and path, and answered the same way:
the body parsed as FastAPI parses a ``dict`` body, the user and container the dependencies give
(``not logged in`` from the same ``require_user``), errors through the same exception handlers,
and the same JSON bytes as FastAPI's pydantic-core serialiser (money stays strings): orjson writes
plain JSON values the same way four times faster (a page of ``list-all-bots``: 11 against 44 µs),
and anything else (a Decimal, a subclass, a set, a huge int) is left to pydantic-core. A request it
cannot answer exactly so (a body that is not a JSON object sent as ``application/json``,
unexpected query parameters, a root path) goes on to the FastAPI route unchanged.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

import orjson
from fastapi import FastAPI
from fastapi.routing import iter_route_contexts
from pydantic import TypeAdapter
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect
from starlette.responses import Response
from starlette.routing import BaseRoute, Match, NoMatchFound
from starlette.types import Receive, Scope, Send

from tradingbot.api.body_limits import replay
from tradingbot.api.deps import require_user
from tradingbot.api.envelope import ok

if TYPE_CHECKING:
    from starlette.datastructures import URLPath

    from tradingbot.bootstrap import Container
    from tradingbot.services.accounts.auth import UserView

FastCall = Callable[[dict[str, Any], Any, "Container"], Awaitable[Any]]
"""(body or query parameters, the user, the container) -> the envelope's ``result``; the user is a
``UserView`` for a call registered with ``login=True`` (else ``UserView | None``)."""

_PASSED = "tradingbot.fast_reads.passed"
_ANSWER = TypeAdapter(dict[str, Any])  # what FastAPI serialises a ``-> dict[str, Any]`` answer with
_PLAIN = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME


@dataclass(frozen=True)
class _Read:
    call: FastCall
    login: bool
    """The FastAPI route takes ``UserDep`` (NOT_LOGGED_IN without a session)."""
    query: frozenset[str]
    """A GET's query parameters (each at most once; anything else goes to FastAPI)."""


_READS: dict[tuple[str, str], _Read] = {}


def register(method: str, path: str, call: FastCall, *, login: bool, query: tuple[str, ...] = ()) -> None:
    """Answer ``method path`` with ``call`` ahead of its FastAPI route (which must exist)."""
    _READS[(method, path)] = _Read(call, login, frozenset(query))


class FastReads(BaseRoute):
    """Matched before every FastAPI route; only the registered (method, path) pairs."""

    def __init__(self, reads: Mapping[tuple[str, str], _Read]) -> None:
        self._reads = dict(reads)

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] == "http" and not scope.get(_PASSED) and not scope.get("root_path"):
            read = self._reads.get((scope["method"], scope["path"]))
            if read is not None:
                return Match.FULL, {"endpoint": read.call}
        return Match.NONE, {}

    def url_path_for(self, name: str, /, **path_params: Any) -> URLPath:
        raise NoMatchFound(name, path_params)

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        read = self._reads[(scope["method"], scope["path"])]
        raw = b""
        if scope["method"] == "GET":
            params = _query(scope, read.query)
        else:
            raw = await _body(receive)
            params = _json_object(scope, raw)
        if params is None:  # not ours to answer: FastAPI's route, with the body read again
            scope[_PASSED] = True
            await scope["app"].router(scope, replay(raw, receive), send)
            return
        user: UserView | None = scope["state"].get("user")
        if read.login:
            user = await require_user(user)
        result = await read.call(params, user, scope["app"].state.container)
        body = answer_json(ok(result))
        await Response(body, media_type="application/json")(scope, receive, send)


def install_fast_reads(app: FastAPI) -> None:
    """Put the registered reads ahead of the app's routes (each is a route of the app:
    :func:`without_route` says which are not, for the tests; it costs 0.2 s at every start)."""
    app.router.routes.insert(0, FastReads(_READS))


def without_route(app: FastAPI) -> list[tuple[str, str]]:
    """The registered reads the app has no FastAPI route for (a path mistyped or renamed)."""
    routes = {(m, rc.path) for rc in iter_route_contexts(app.router.routes) for m in rc.methods or ()}
    return sorted(set(_READS) - routes)


def answer_json(envelope: dict[str, Any]) -> bytes:
    """The bytes FastAPI sends for ``envelope`` (orjson for plain JSON values, else pydantic-core)."""
    try:
        return orjson.dumps(envelope, option=_PLAIN)
    except TypeError:  # orjson.JSONEncodeError: a value only pydantic-core knows how to write
        return _ANSWER.dump_json(envelope)


async def _body(receive: Receive) -> bytes:
    """The whole request body (FastAPI answers 400 when reading it fails)."""
    chunks = []
    try:
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise ClientDisconnect()
            chunks.append(message.get("body", b""))
            if not message.get("more_body", False):
                return b"".join(chunks)
    except Exception as exc:
        raise HTTPException(status_code=400, detail="There was an error parsing the body") from exc


def _json_object(scope: Scope, raw: bytes) -> dict[str, Any] | None:
    """The body as FastAPI gives a ``dict`` body parameter (empty: ``{}``); None when only FastAPI
    can say what it makes of it (another content type, invalid JSON, not an object)."""
    if not raw:
        return {}
    content_type = next((v for k, v in scope["headers"] if k == b"content-type"), b"")
    if content_type.split(b";", 1)[0].strip().lower() != b"application/json":
        return None
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def _query(scope: Scope, names: frozenset[str]) -> dict[str, Any] | None:
    """The query parameters when each is one of ``names`` and appears once, else None."""
    pairs = parse_qsl(scope["query_string"].decode("latin-1"), keep_blank_values=True)
    params = dict(pairs)
    if len(params) != len(pairs) or not names.issuperset(params):
        return None
    return params
