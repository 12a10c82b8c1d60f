"""The ``Idempotency-Key`` header of the user's commands: a retry applies once (issues 23, 24).

Which routes: the ones marked :func:`command` (a dependency that documents and checks the header),
found in the route table; ``tests/unit/api/test_idempotency_routes.py`` requires them to be every
write of the cross-user matrix. The header is optional; without it a command runs as before.

Per (user, key), like Stripe's: the first request runs and its answer (the full envelope) is
stored; a retry with the same method, path and body (:func:`request_hash`) answers the stored
envelope (with ``Idempotent-Replayed: true``) without running again, a refusal included; the same
key with another request answers ``10018``. A retry while the first still runs waits for it (at most
:data:`WAIT_S`, else ``10019``: retry). Retryable answers (``10006``, ``10017``, a 5xx) are not
stored: the retry runs. Keys expire after 24 h (``services/exchange/idempotency.py``).

Exactly once across a crash: the key is recorded as applied in the engine's transaction of the
effect (``services/exchange/idempotency.py``), so after a kill -9 between that commit and the answer the
retry runs nothing and answers from that record: the route's ``answer_of`` turns the operation's
result (a create's bot id) into the answer it would have given; a route without one answers
``10020`` (applied, answer lost: read the state).

A plain ASGI middleware inside the session middleware (the user is known and the CSRF header
checked) and inside ``DatabaseGuard`` (a database failure here answers ``10017``).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Header
from fastapi.params import Depends as DependsParam
from fastapi.routing import APIRoute, iter_route_contexts
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tradingbot.api.body_limits import read_body, replay
from tradingbot.api.envelope import fail, ok
from tradingbot.core.errors import RetCode
from tradingbot.services.exchange import idempotency
from tradingbot.services.exchange.idempotency import APPLIED, Claim, IdempotencyStore, KeyBusy, Stored

HEADER = "Idempotency-Key"
KEY_PATTERN = r"^[A-Za-z0-9_\-:.]{1,64}$"
_KEY = re.compile(KEY_PATTERN)
_HEADER = HEADER.lower().encode()
WAIT_S = 10.0
"""How long a retry waits for the first request with its key."""
NOT_STORED = frozenset(
    {
        RetCode.TOO_MANY_REQUESTS,
        RetCode.INTERNAL,
        RetCode.SERVICE_UNAVAILABLE,
        RetCode.IDEMPOTENCY_KEY_BUSY,
    }
)
"""Answers that say "retry": a retry with the key runs again."""

AnswerOf = Callable[[Any], dict[str, Any]]
"""The envelope's ``result`` from the operation's result as the engine stored it (a bot id)."""

KeyHeader = Annotated[
    str | None,
    Header(
        alias=HEADER,
        pattern=KEY_PATTERN,
        description=(
            "Optional. 1-64 characters of A-Z a-z 0-9 _ - : . chosen by the client per action: a retry"
            " with the same key and request answers the first answer without applying it again"
            " (24 h); the same key with another request answers 10018."
        ),
        examples=["3f2c9a1e-create-1"],
    ),
]

_MARKED: dict[Callable[..., Any], AnswerOf | None] = {}


def command(answer_of: AnswerOf | None = None) -> DependsParam:
    """The dependency that marks a route as a command taking the ``Idempotency-Key`` header
    (``answer_of``: its answer recomputed from the stored effect, see the module's docstring)."""

    async def idempotency_key(key: KeyHeader = None) -> str | None:
        return key

    _MARKED[idempotency_key] = answer_of
    marker: DependsParam = Depends(idempotency_key)
    return marker


def commands(app: FastAPI) -> dict[tuple[str, str], AnswerOf | None]:
    """Every ``(method, path)`` of the app marked :func:`command`, with its ``answer_of``."""
    out: dict[tuple[str, str], AnswerOf | None] = {}
    for rc in iter_route_contexts(app.routes):
        if not isinstance(rc.original_route, APIRoute):
            continue
        for dep in rc.dependant.dependencies:
            if dep.call in _MARKED:
                out |= {(m, str(rc.path)): _MARKED[dep.call] for m in rc.methods or ()}
    return out


def request_hash(method: str, path: str, body: bytes) -> str:
    """What tells a retry from another request: method, path and the body (a JSON body with its
    keys sorted, so a client that orders them differently on a retry still sends the same one)."""
    try:
        canonical = json.dumps(json.loads(body), sort_keys=True, separators=(",", ":")).encode()
    except ValueError:
        canonical = body
    return hashlib.sha256(method.encode() + b" " + path.encode() + b"\n" + canonical).hexdigest()


class IdempotencyMiddleware:
    """Runs a keyed command once per (user, key) and answers its retries (module docstring)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._commands: dict[tuple[str, str], AnswerOf | None] | None = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        key = _key_of(scope) if scope["type"] == "http" else None
        user = scope.get("state", {}).get("user") if key is not None else None
        if key is None or user is None or not _KEY.fullmatch(key):
            await self.app(scope, receive, send)  # no key, or the route refuses it (10007, 10001)
            return
        if self._commands is None:
            self._commands = commands(scope["app"])
        route = (scope["method"], scope["path"])
        if route not in self._commands:
            await self.app(scope, receive, send)
            return
        body = await read_body(receive)
        store: IdempotencyStore = scope["app"].state.container.idempotency
        try:
            async with store.exclusive(user.id, key, WAIT_S):
                await self._serve(
                    store, Claim(user.id, key, request_hash(*route, body), 0), body, scope, receive, send
                )
        except KeyBusy:
            busy = fail(RetCode.IDEMPOTENCY_KEY_BUSY, "a request with this Idempotency-Key is still running")
            busy.headers["Retry-After"] = "1"
            await busy(scope, _no_body, send)

    async def _serve(
        self, store: IdempotencyStore, c: Claim, body: bytes, scope: Scope, receive: Receive, send: Send
    ) -> None:
        """The key's stored answer, or the request run under the key's claim and its answer stored."""
        stored = await store.get(c.user_id, c.key)
        if stored is not None:
            await self._answer_stored(stored, c, store, scope, send)
            return
        c.created_ms = store.now()
        token = idempotency.claim(c)
        try:
            answer = await _run_capturing(self.app, scope, replay(body, receive), send)
        finally:
            idempotency.release(token)
        if answer is not None:
            await store.done(c, answer)

    async def _answer_stored(
        self, stored: Stored, c: Claim, store: IdempotencyStore, scope: Scope, send: Send
    ) -> None:
        if stored.request_hash != c.request_hash:
            refused = fail(
                RetCode.IDEMPOTENCY_KEY_REUSED,
                "Idempotency-Key already used for another request",
                {"field": HEADER},
            )
            await refused(scope, _no_body, send)
            return
        body = stored.answer_json.encode()
        if stored.status == APPLIED:
            assert self._commands is not None
            answer_of = self._commands[(scope["method"], scope["path"])]
            effect = json.loads(stored.answer_json)["effect"]
            if answer_of is None:
                lost = fail(
                    RetCode.IDEMPOTENCY_ANSWER_LOST,
                    "the request with this Idempotency-Key was applied; its answer was lost: read the state",
                    {"field": HEADER},
                )
                await lost(scope, _no_body, send)
                return
            body = json.dumps(ok(answer_of(effect))).encode()
            c.applied = True
            await store.done(c, body)
        replayed = Response(body, media_type="application/json", headers={"Idempotent-Replayed": "true"})
        await replayed(scope, _no_body, send)


async def _no_body() -> Message:
    return {"type": "http.disconnect"}


def _key_of(scope: Scope) -> str | None:
    for name, value in scope["headers"]:
        if name == _HEADER:
            return str(value.decode("latin-1"))
    return None


async def _run_capturing(app: ASGIApp, scope: Scope, receive: Receive, send: Send) -> bytes | None:
    """Run ``app``, passing its answer on; its body when it is an envelope worth storing."""
    status = 0
    chunks: list[bytes] = []

    async def capture(message: Message) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))
        await send(message)

    await app(scope, receive, capture)
    body = b"".join(chunks)
    if status != 200:
        return None
    try:
        code = json.loads(body)["ret_code"]
    except (ValueError, KeyError, TypeError):
        return None
    return None if code in NOT_STORED else body


def install_idempotency(app: FastAPI) -> None:
    """Inside the session middleware: add it before ``install_session_middleware``."""
    app.add_middleware(IdempotencyMiddleware)
