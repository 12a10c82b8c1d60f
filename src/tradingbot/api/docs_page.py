"""``/docs``: Swagger UI served by the server itself.

FastAPI's page loads Swagger UI from a CDN and starts it with an inline script; the server may
have no internet and the content security policy refuses inline scripts. So the page here loads
Swagger UI 5 from ``/docs/static`` (the files ``fastapi-offline`` ships in its wheel) and starts
it from ``/docs/static/start.js``: no inline script, nothing from another origin.
"""

from __future__ import annotations

from pathlib import Path

import fastapi_offline
from fastapi import APIRouter, FastAPI
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles

SWAGGER_DIR = Path(fastapi_offline.__file__).resolve().parent / "static"

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bot - API</title>
<link rel="icon" type="image/png" href="/docs/static/favicon.png">
<link rel="stylesheet" href="/docs/static/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/static/swagger-ui-bundle.js"></script>
<script src="/docs/start.js"></script>
</body>
</html>
"""

START = """window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  layout: "BaseLayout",
  deepLinking: true,
  showExtensions: true,
  showCommonExtensions: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIBundle.SwaggerUIStandalonePreset],
});
"""


def install_docs(app: FastAPI) -> None:
    """The ``/docs`` page, its start-up script and Swagger UI's files (the app is created with
    ``docs_url=None``)."""
    router = APIRouter(include_in_schema=False)

    @router.get("/docs")
    async def docs() -> HTMLResponse:
        return HTMLResponse(PAGE, headers={"Cache-Control": "no-cache"})

    @router.get("/docs/start.js")
    async def start() -> Response:
        return Response(START, media_type="text/javascript", headers={"Cache-Control": "no-cache"})

    app.include_router(router)
    app.mount("/docs/static", StaticFiles(directory=SWAGGER_DIR), name="docs-static")
