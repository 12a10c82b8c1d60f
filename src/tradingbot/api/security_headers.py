"""Security headers on every HTTP answer: the content security policy, no framing, no MIME
sniffing, no referrer, and HSTS when the request came over TLS (or the operator says the server
sits behind TLS: ``BOT_HSTS``).

The policy allows scripts from the server's own origin only (``script-src 'self'``, no
``'unsafe-inline'``, no ``eval``): the built web app has no inline script (``web/index.html``
loads one module), and ``/docs`` loads Swagger UI and its start-up script from ``/docs/static``
(``api/docs_page.py``). Styles may be inline (``'unsafe-inline'`` for ``style-src`` only): React,
sonner and the chart library set element styles and add ``<style>`` elements at run time.

A plain ASGI middleware (not ``BaseHTTPMiddleware``): it only appends precomputed headers to the
answer's start message, so the fastest calls keep their cost.
"""

from __future__ import annotations

from fastapi import FastAPI
from starlette.types import ASGIApp, Message, Receive, Scope, Send

CSP = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    )
)
HSTS = "max-age=31536000; includeSubDomains"

_COMMON: list[tuple[bytes, bytes]] = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), payment=()"),
]
_HSTS = [(b"strict-transport-security", HSTS.encode())]
_NO_STORE = [(b"cache-control", b"no-store")]


class SecurityHeadersMiddleware:
    """Appends the headers above to every HTTP answer; JSON answers that say nothing about caching
    get ``Cache-Control: no-store`` (they carry balances and sessions' data)."""

    def __init__(self, app: ASGIApp, hsts: bool = False) -> None:
        self.app = app
        self.always_hsts = hsts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        extra = _COMMON + _HSTS if self.always_hsts or scope.get("scheme") == "https" else _COMMON

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", ()))
                if not any(k == b"cache-control" for k, _ in headers) and any(
                    k == b"content-type" and v.startswith(b"application/json") for k, v in headers
                ):
                    headers += _NO_STORE
                message = {**message, "headers": headers + extra}
            await send(message)

        await self.app(scope, receive, send_with_headers)


def install_security_headers(app: FastAPI, hsts: bool) -> None:
    """Add the middleware; call it last so it wraps every other middleware's answers too."""
    app.add_middleware(SecurityHeadersMiddleware, hsts=hsts)
