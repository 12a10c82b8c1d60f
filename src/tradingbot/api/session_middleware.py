"""Resolve the session cookie once per request and enforce the CSRF header on mutations.

A logged-in browser must echo its ``csrf_token`` cookie in ``X-CSRF-Token`` on every
POST/PUT/PATCH/DELETE; admin calls (bearer token) and the public login/register calls are exempt.
It also limits bot creations per user (``api/rate_limits.py``): it is where the user is known
before any route runs.

A plain ASGI middleware (not ``BaseHTTPMiddleware``): no extra task, request copy or response
stream per call, which cost more than the fastest calls themselves.
"""

from __future__ import annotations

import hmac
import math

from fastapi import FastAPI
from starlette.requests import cookie_parser
from starlette.types import ASGIApp, Receive, Scope, Send

from tradingbot.api.deps import CSRF_HEADER, SESSION_COOKIE
from tradingbot.api.envelope import fail
from tradingbot.api.rate_limits import CREATE_PATHS, PerUserLimit
from tradingbot.core.errors import RetCode

MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
EXEMPT_PREFIXES = ("/admin/", "/v2/public/")
_CSRF = CSRF_HEADER.encode()


class SessionMiddleware:
    """Sets ``request.state.user`` (None when logged out) for every HTTP request."""

    def __init__(self, app: ASGIApp, creates_per_minute: int) -> None:
        self.app = app
        self.creates = PerUserLimit(creates_per_minute)

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
                if scope["path"] in CREATE_PATHS and scope["method"] == "POST":
                    wait = self.creates.retry_after(user.id)
                    if wait > 0:
                        refused = fail(
                            RetCode.TOO_MANY_REQUESTS,
                            f"too many bots created: at most {self.creates.per_window} a minute;"
                            f" try again in {math.ceil(wait)} seconds",
                        )
                        await refused(scope, receive, send)
                        return
        await self.app(scope, receive, send)


def _needs_csrf(scope: Scope) -> bool:
    return scope["method"] in MUTATING and not str(scope["path"]).startswith(EXEMPT_PREFIXES)


def install_session_middleware(app: FastAPI, creates_per_minute: int) -> None:
    app.add_middleware(SessionMiddleware, creates_per_minute=creates_per_minute)
