"""Every operation of ``/openapi.json`` is typed (issue 23, "Typed contract"): an explicit summary,
tags, a 200 answer that is the envelope of a declared result (not a free-form object), a typed
JSON body for every POST, no 422 (malformed input answers the envelope's 10001, ``api/errors.py``)
and no ``HTTPValidationError`` model. Each operation is its own test, so a failure names it."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.routing import APIRoute, iter_route_contexts
from tests.contract_check import declared_model

from tradingbot.api.app import create_app

FREE_FORM = {"type": "object", "additionalProperties": True}


@cache
def _app() -> FastAPI:
    return create_app()


@cache
def _schema() -> dict[str, Any]:
    return _app().openapi()


def _operations() -> list[tuple[str, str]]:
    return [(method, path) for path, item in _schema()["paths"].items() for method in item]


def _operation(method: str, path: str) -> dict[str, Any]:
    op: dict[str, Any] = _schema()["paths"][path][method]
    return op


def _route(method: str, path: str) -> APIRoute:
    for route in iter_route_contexts(_app().router.routes):
        if route.path_format == path and method.upper() in (route.methods or ()):
            found: APIRoute = route  # type: ignore[assignment]  # a context reads as its route
            return found
    raise AssertionError(f"no route for {method.upper()} {path}")


def _free_form(schema: dict[str, Any]) -> bool:
    return {k: v for k, v in schema.items() if k not in ("title", "description")} in (FREE_FORM, {})


def _refs(schema: dict[str, Any]) -> list[str]:
    """The models a schema names (itself, or the members of its union)."""
    members = schema.get("anyOf", schema.get("oneOf", [schema]))
    return [m["$ref"].rsplit("/", 1)[-1] for m in members if "$ref" in m]


@pytest.mark.parametrize(("method", "path"), _operations(), ids=lambda v: str(v))
def test_operation_is_typed(method: str, path: str) -> None:
    op = _operation(method, path)
    name = f"{method.upper()} {path}"
    assert _route(method, path).summary, f"{name}: no summary (give the route summary=...)"
    assert op.get("tags"), f"{name}: no tags (tag its router)"
    responses = op["responses"]
    assert "422" not in responses, f"{name}: declares FastAPI's 422 (use answers(...): errors are envelopes)"
    content = responses.get("200", {}).get("content", {})
    assert content, f"{name}: no 200 answer declared"
    for media, body in content.items():
        schema = body.get("schema", {})
        if media == "application/json":
            refs = _refs(schema)
            assert "ErrorEnvelope" in refs and any(r.startswith("Envelope_") for r in refs), (
                f"{name}: the 200 answer is {schema} (declare responses=answers(ResultModel))"
            )
        else:
            assert not _free_form(schema) and schema.get("type") != "object", f"{name}: {media} is untyped"
    if method == "post" and _route(method, path).body_field is not None:  # /logout reads no body
        body_schema = op.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
        assert body_schema is not None and _refs(body_schema), (
            f"{name}: the request body is {body_schema} (declare a request model)"
        )


def test_no_validation_error_models() -> None:
    schemas = _schema().get("components", {}).get("schemas", {})
    assert "HTTPValidationError" not in schemas
    assert "ValidationError" not in schemas


def test_the_integration_client_finds_every_declared_model() -> None:
    """``tests/contract_check.py`` validates each answer against the model found here: every
    operation that declares one is found (with its path parameters filled in)."""
    for method, path in _operations():
        declared = (_route(method, path).responses or {}).get(200, {}).get("model")
        concrete = path.replace("{", "").replace("}", "")  # /x/{index} -> /x/index
        assert declared_model(_app(), method.upper(), concrete) is declared, f"{method.upper()} {path}"
