"""Resolve the session cookie once per request and enforce the CSRF header on mutations.

A logged-in browser must echo its ``csrf_token`` cookie in ``X-CSRF-Token`` on every
POST/PUT/PATCH/DELETE; admin calls (bearer token) and the public login/register calls are exempt.
A plain ASGI middleware (not ``BaseHTTPMiddleware``): no extra task, request copy or response
stream per call, which cost more than the fastest calls themselves.
"""

from __future__ import annotations

import hmac

from fastapi import FastAPI
from starlette.requests import cookie_parser
from starlette.types import ASGIApp, Receive, Scope, Send

from tradingbot.api.deps import CSRF_HEADER, SESSION_COOKIE
from tradingbot.api.envelope import fail
from tradingbot.core.errors import RetCode

MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
EXEMPT_PREFIXES = ("/admin/", "/v2/public/")
_CSRF = CSRF_HEADER.encode()


class SessionMiddleware:
    """Sets ``request.state.user`` (None when logged out) for every HTTP request."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        state = scope.setdefault("state", {})
        state["user"] = None
        cookie = sent = b""
        for name, value in scope["headers"]:
            if name == b"cookie" and not cookie:
                cookie = value
            elif name == _CSRF and not sent:
                sent = value
        token = cookie_parser(cookie.decode("latin-1")).get(SESSION_COOKIE) if cookie else None
        if token:
            resolved = await scope["app"].state.container.auth.resolve(token)
            if resolved is not None:
                user, csrf = resolved
                state["user"] = user
                if _needs_csrf(scope) and not hmac.compare_digest(sent, csrf.encode()):
                    refused = fail(
                        RetCode.CSRF_FAILED, "missing or wrong X-CSRF-Token header", {"field": "X-CSRF-Token"}
                    )
                    await refused(scope, receive, send)
                    return
        await self.app(scope, receive, send)


def _needs_csrf(scope: Scope) -> bool:
    return scope["method"] in MUTATING and not str(scope["path"]).startswith(EXEMPT_PREFIXES)


def install_session_middleware(app: FastAPI) -> None:
    app.add_middleware(SessionMiddleware)
