"""Every answer the tests receive is checked against the operation's declared contract.

The integration client runs :func:`check_answer` on each response, so the whole suite validates
the server's answers against ``/openapi.json``'s models (``api/contract.py``): a field added,
renamed or typed differently without its model fails the test that saw it.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts
from pydantic import TypeAdapter


@cache
def _adapter(model: Any) -> TypeAdapter[Any]:
    return TypeAdapter(model)


def declared_model(app: FastAPI, method: str, path: str) -> Any | None:
    """The 200 answer model the operation declares (None: no such operation, or none declared).

    The app's routes are walked through FastAPI's route contexts: an included router is one
    entry of ``app.router.routes`` (not its operations), each context has the full path."""
    for route in iter_route_contexts(app.router.routes):
        if (
            isinstance(route.original_route, APIRoute)
            and method in (route.methods or ())
            and route.path_regex.match(path)
        ):
            return (route.responses or {}).get(200, {}).get("model")
    return None


def check_answer(app: FastAPI, method: str, path: str, status: int, body: bytes) -> None:
    """Raise when a JSON answer is outside the envelope or its declared model."""
    if not body or not path.startswith(
        (
            "/v2/",
            "/v3/",
            "/s1/",
            "/contract/",
            "/operation/",
            "/admin/",
            "/announcements/",
            "/discovery/",
            "/logout",
            "/t1",
        )
    ):
        return
    data = json.loads(body)
    assert isinstance(data, dict) and {"ret_code", "ret_msg", "result", "time_now"} <= set(data), (
        f"{method} {path} answered outside the envelope: {data!r}"
    )
    assert status < 500, f"{method} {path} answered {status}: {data!r}"
    model = declared_model(app, method, path)
    if model is not None:
        _adapter(model).validate_python(data)


def contract_hook(app: FastAPI) -> Any:
    """An httpx response hook running :func:`check_answer` on every answer of ``app``."""

    async def hook(response: httpx.Response) -> None:
        await response.aread()
        if response.headers.get("content-type", "").startswith("application/json"):
            req = response.request
            check_answer(app, req.method, req.url.path, response.status_code, response.content)

    return hook
