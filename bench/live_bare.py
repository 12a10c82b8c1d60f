"""The bare reference for ``bench/live.py``: a plain Starlette app under the very same uvicorn
options as ``tradingbot serve`` (``tradingbot.cli.uvicorn_options``).

``GET /t1`` answers ``ok`` like the real probe; ``GET|POST /e/{name}`` answers the envelope the
real call answered (captured by the bench into ``--bodies``), rebuilt with a fresh ``time_now`` and
serialised by Starlette's ``JSONResponse`` on every request (a POST reads its JSON body first), so
the difference to the real call is the framework, middleware and the call's own work.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response
from starlette.routing import Route

from tradingbot.cli import uvicorn_options


def build(bodies: dict[str, Any]) -> Starlette:
    async def t1(request: Request) -> Response:
        return PlainTextResponse("ok")

    async def envelope(request: Request) -> Response:
        if request.method == "POST":
            await request.json()
        body = dict(bodies[request.path_params["name"]])
        body["time_now"] = f"{time.time():.6f}"
        return JSONResponse(body)

    return Starlette(routes=[Route("/t1", t1), Route("/e/{name}", envelope, methods=["GET", "POST"])])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--bodies", type=Path, required=True)
    args = ap.parse_args()
    app = build(json.loads(args.bodies.read_text()))
    uvicorn.run(app, **uvicorn_options("127.0.0.1", args.port))


if __name__ == "__main__":
    main()
