"""The spot grid, DCA, spot symbols, all-bots, ranking and AI-pick operations are typed in
``/openapi.json``: a summary, the router's tags, a 200 answer that is the envelope of a declared
result (not a free-form object) and, for a POST, a typed request body (issue 23)."""

from __future__ import annotations

from typing import Any

import pytest

from tradingbot.api.app import create_app

ROUTERS = {
    "/s1/bot/grid/v1/": {"spot grid", "spot symbols"},
    "/s1/bot/dca/v1/": {"spot dca"},
    "/s1/bot/tradingbot/v1/list-all-bots": {"all bots"},
    "/s1/bot/tradingbot/v1/pnl-history": {"all bots"},
    "/s1/bot/tradingbot/v1/portfolio": {"all bots"},
    "/s1/bot/tradingbot/v1/ranking-settings": {"ranking"},
    "/s1/bot/tradingbot/v1/copy-params": {"ranking"},
    "/s1/bot/tradingbot/v1/copy-bot": {"ranking"},
    "/operation/tools/v1/": {"ranking"},
    "/operation/tools/aurora/": {"ai picks"},
}


def _schema() -> dict[str, Any]:
    return create_app().openapi()


SCHEMA = _schema()


def _ours() -> list[tuple[str, str, dict[str, Any], set[str]]]:
    out = []
    for path, item in SCHEMA["paths"].items():
        tags = next((t for prefix, t in ROUTERS.items() if path.startswith(prefix)), None)
        if tags is not None:
            out += [(method, path, op, tags) for method, op in item.items()]
    return out


def _resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = SCHEMA["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def _is_typed_object(schema: dict[str, Any]) -> bool:
    """A model with declared properties (or a union of them), not ``{type: object}``."""
    schema = _resolve(schema)
    if "anyOf" in schema or "oneOf" in schema:
        return all(_is_typed_object(s) for s in schema.get("anyOf", schema.get("oneOf", [])))
    return bool(schema.get("properties")) or schema.get("additionalProperties") is False


def test_every_operation_of_these_routers_is_there() -> None:
    ops = _ours()
    assert len(ops) == 44, sorted((m, p) for m, p, _, _ in ops)


@pytest.mark.parametrize(
    ("method", "path", "op", "tags"), _ours(), ids=lambda v: v if isinstance(v, str) else ""
)
def test_operation_is_typed(method: str, path: str, op: dict[str, Any], tags: set[str]) -> None:
    assert op.get("summary") and op["summary"] != "Endpoint", f"{method} {path}: no summary"
    assert op.get("tags") and set(op["tags"]) <= tags, f"{method} {path}: tags {op.get('tags')}"
    answer = op["responses"]["200"]["content"]["application/json"]["schema"]
    assert "additionalProperties" not in answer and "type" not in answer, f"{method} {path}: free-form answer"
    members = [_resolve(s) for s in answer["anyOf"]]
    envelope = next(s for s in members if s["properties"]["ret_code"].get("const") == 0)
    result = envelope["properties"]["result"]
    assert _is_typed_object(result), f"{method} {path}: result {result}"
    assert _resolve(result).get("additionalProperties") is False or "anyOf" in _resolve(result)
    if method == "post":
        body = op["requestBody"]["content"]["application/json"]["schema"]
        options = body.get("anyOf", [body])
        models = [_resolve(s) for s in options if s.get("type") != "null"]
        assert models and all(m.get("type") == "object" and "properties" in m for m in models), (
            f"{method} {path}: request body {body}"
        )
