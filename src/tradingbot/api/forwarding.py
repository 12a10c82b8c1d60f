"""An API node of the cluster: a logged-in user's calls go to the worker of their partition.

With ``BOT_ROLE=api`` the process holds no engine partition. Every call of a route that needs a
logged-in user (``require_user``) is sent, once the session middleware has found the user and
checked the CSRF header, as a command to ``cmd.<partition_of(user)>`` (``bus/commands.py``); the
worker runs it through the same application and its answer is this call's answer. So a user's
reads see their own writes (the same worker applied them), and nothing of a user lives in an
API node. Public calls (market data, the ranking, announcements, login) are answered here, from
the database and the node's hubs (which follow the market logs).

A command route (``api/idempotency.py``) without an ``Idempotency-Key`` gets one here, so that
sending it again after a lost answer or a failover applies it once. While no worker answers for
the partition (a takeover, NATS down) the call waits up to ``BOT_COMMAND_TIMEOUT_SECONDS`` and
then answers the retryable 10017.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from fastapi import FastAPI
from fastapi.dependencies.models import Dependant
from fastapi.routing import APIRoute, iter_route_contexts
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tradingbot.api.body_limits import read_body, replay
from tradingbot.api.deps import require_user
from tradingbot.api.envelope import fail
from tradingbot.api.idempotency import HEADER, commands
from tradingbot.bus.commands import HttpAnswer, HttpCommand, is_moving, send_command
from tradingbot.bus.ports import BusUnavailable
from tradingbot.cluster.partitions import partition_of
from tradingbot.core.errors import RetCode

if TYPE_CHECKING:
    from tradingbot.bootstrap import Container

LOCAL_READS = frozenset(
    ("POST", path)
    for path in (
        "/s1/bot/grid/v1/query-grid-detail",
        "/s1/bot/dca/v1/detail",
        "/contract/v5/fgridbot/get-fgrid-detail",
        "/contract/v5/private/fmartingalebot/get-fmart-detail",
        "/contract/v5/private/fcombobot/get-detail",
        "/s1/bot/tradingbot/v1/list-all-bots",
    )
)
"""The hot reads an API node answers itself, from the bots' stored rows (committed with every
change, quiet price moves at least every ``BOT_FLUSH_SECONDS``) and its own market: they take
none of the engine's time. A read that needs an engine's memory is sent to the worker."""
_KEY_HEADER = HEADER.lower()
_DROPPED = frozenset({"host", "content-length", "connection", "transfer-encoding"})


def private_routes(app: FastAPI) -> set[tuple[str, str]]:
    """Every ``(method, path)`` whose route needs a logged-in user."""
    out: set[tuple[str, str]] = set()
    for rc in iter_route_contexts(app.routes):
        if isinstance(rc.original_route, APIRoute) and _needs(rc.dependant, require_user):
            out |= {(m, str(rc.path)) for m in rc.methods or ()}
    return out


def _needs(dependant: Dependant, call: Callable[..., Any]) -> bool:
    return any(d.call is call or _needs(d, call) for d in dependant.dependencies)


class CommandForwarder:
    """The ASGI middleware of an API node (inside the session middleware: the user is known)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app
        self._private: set[tuple[str, str]] | None = None
        self._commands: set[tuple[str, str]] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        user = scope.get("state", {}).get("user") if scope["type"] == "http" else None
        if user is None:
            await self.app(scope, receive, send)
            return
        if self._private is None:
            self._private = private_routes(scope["app"])
            self._commands = set(commands(scope["app"]))
        route = (scope["method"], scope["path"])
        if route not in self._private:
            await self.app(scope, receive, send)
            return
        body = await read_body(receive)
        if route in LOCAL_READS and await self._answered_here(scope, body, receive, send):
            return
        container: Container = scope["app"].state.container
        command = _command(scope, body, keyed=route in self._commands)
        partition = partition_of(user.id, container.exchange.count)
        assert container.bus is not None and container.directory is not None
        directory = container.directory
        try:
            answer = await send_command(
                container.bus,
                lambda refresh: directory.subject(partition, refresh),
                command,
                container.settings.bot_command_timeout_seconds,
                retry_while=is_moving,
            )
        except BusUnavailable:
            refused = fail(
                RetCode.SERVICE_UNAVAILABLE, "the engine worker of this account is unavailable: retry shortly"
            )
            refused.headers["Retry-After"] = "1"
            await refused(scope, receive, send)
            return
        await _respond(answer, scope, receive, send)

    async def _answered_here(self, scope: Scope, body: bytes, receive: Receive, send: Send) -> bool:
        """Answer a read from the database (the bots' stored rows, the node's market); False,
        with nothing sent, when it needs an engine's memory (then the worker answers it)."""
        sent: list[Message] = []

        async def keep(message: Message) -> None:
            sent.append(message)

        await self.app(scope, replay(body, receive), keep)
        answer = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
        if is_moving(HttpAnswer(200, [], answer)):
            return False
        for message in sent:
            await send(message)
        return True


def _command(scope: Scope, body: bytes, *, keyed: bool) -> HttpCommand:
    headers = [
        (k.decode("latin-1"), v.decode("latin-1"))
        for k, v in scope["headers"]
        if k.decode("latin-1") not in _DROPPED
    ]
    if keyed and not any(k.lower() == _KEY_HEADER for k, _ in headers):
        headers.append((HEADER, f"fwd-{uuid.uuid4().hex}"))
    client = scope.get("client")
    return HttpCommand(
        scope["method"],
        scope["path"],
        scope.get("query_string", b"").decode("latin-1"),
        headers,
        body,
        client[0] if client else "",
    )


async def _respond(answer: HttpAnswer, scope: Scope, receive: Receive, send: Send) -> None:
    response = Response(answer.body, status_code=answer.status)
    response.raw_headers = [
        (k.encode("latin-1"), v.encode("latin-1")) for k, v in answer.headers if k.lower() != "content-length"
    ] + [(b"content-length", str(len(answer.body)).encode())]
    await response(scope, receive, send)


def install_forwarding(app: FastAPI) -> None:
    app.add_middleware(CommandForwarder)
