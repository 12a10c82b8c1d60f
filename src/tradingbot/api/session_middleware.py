"""Resolve the session cookie once per request and enforce the CSRF header on mutations.

A logged-in browser must echo its ``csrf_token`` cookie in ``X-CSRF-Token`` on every
POST/PUT/PATCH/DELETE; admin calls (bearer token) and the public login/register calls are exempt.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable

from fastapi import FastAPI, Request, Response

from tradingbot.api.deps import CSRF_HEADER, SESSION_COOKIE
from tradingbot.api.envelope import fail
from tradingbot.core.errors import RetCode

MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
EXEMPT_PREFIXES = ("/admin/", "/v2/public/")


def install_session_middleware(app: FastAPI) -> None:
    @app.middleware("http")
    async def _session(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
        request.state.user = None
        token = request.cookies.get(SESSION_COOKIE)
        if token:
            resolved = await request.app.state.container.auth.resolve(token)
            if resolved is not None:
                user, csrf = resolved
                request.state.user = user
                path = request.url.path
                if request.method in MUTATING and not path.startswith(EXEMPT_PREFIXES):
                    sent = request.headers.get(CSRF_HEADER, "")
                    if not hmac.compare_digest(sent.encode(), csrf.encode()):
                        return fail(
                            RetCode.CSRF_FAILED,
                            "missing or wrong X-CSRF-Token header",
                            {"field": "X-CSRF-Token"},
                        )
        return await call_next(request)
