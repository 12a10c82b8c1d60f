"""Serve the built web app at ``/tradingbot/`` and ``/{locale}/tradingbot/`` (SPA fallback)."""

from __future__ import annotations

import re
from pathlib import Path

from fastapi import APIRouter, FastAPI, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse, Response

from tradingbot.core.errors import BusinessError, RetCode

LOCALE_RE = re.compile(r"^[a-z]{2,3}(-[A-Za-z]{2,4})?$")
NOT_BUILT = (
    "<!doctype html><title>bot</title><p>The web app is not built yet: run <code>make run</code> "
    "(or <code>cd web && npm ci && npm run build</code>).</p>"
)


def install_web(app: FastAPI, dist: Path) -> None:
    router = APIRouter(include_in_schema=False)
    root = dist.resolve()

    def serve(path: str) -> Response:
        index = root / "index.html"
        if not index.is_file():
            return HTMLResponse(NOT_BUILT, status_code=503)
        if path:
            candidate = (root / path).resolve()
            if candidate.is_file() and candidate.is_relative_to(root):
                headers = (
                    {"Cache-Control": "public, max-age=31536000, immutable"}
                    if "/assets/" in f"/{path}"
                    else {}
                )
                return FileResponse(candidate, headers=headers)
            if path.startswith("assets/"):
                raise BusinessError(RetCode.NOT_FOUND, "not found")
        return FileResponse(index, headers={"Cache-Control": "no-cache"})

    @router.get("/")
    async def home() -> RedirectResponse:
        return RedirectResponse("/tradingbot/", status_code=307)

    @router.get("/tradingbot")
    async def bare() -> RedirectResponse:
        return RedirectResponse("/tradingbot/", status_code=307)

    @router.get("/tradingbot/{path:path}")
    async def app_page(path: str) -> Response:
        return serve(path)

    @router.get("/{locale}/tradingbot")
    async def locale_bare(locale: str, request: Request) -> RedirectResponse:
        if not LOCALE_RE.match(locale):
            raise BusinessError(RetCode.NOT_FOUND, "not found")
        q = f"?{request.url.query}" if request.url.query else ""
        return RedirectResponse(f"/{locale}/tradingbot/{q}", status_code=307)

    @router.get("/{locale}/tradingbot/{path:path}")
    async def locale_page(locale: str, path: str) -> Response:
        if not LOCALE_RE.match(locale):
            raise BusinessError(RetCode.NOT_FOUND, "not found")
        return serve(path)

    app.include_router(router)
