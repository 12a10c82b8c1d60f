"""The typed API contract: the envelope, the shared field types, and how an operation declares its
request and response models so that ``/openapi.json`` describes what the server really answers.

Why this shape:

- Every call answers HTTP 200 with the envelope, success or business error, so an operation's 200
  response is ``Envelope[Result] | ErrorEnvelope``; unknown paths, wrong methods and server bugs
  answer the error envelope too (the ``default`` response).
- Request models are the gate for the *shape* of the input (types, required fields, sizes): a
  body that fails them answers ``10001`` naming the field (``errors.py``), never FastAPI's 422.
  The families' own checks (bounds with their check codes, cross-field rules) stay in the
  services, which receive :func:`fields` of the validated model: the fields as the client sent them.
- Response models forbid unknown fields, so the tests that validate every answer against them
  (``tests/contract_check.py``) fail when the server and its contract drift. They only document at run
  time: the server does not re-validate its answers on the hot path.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Generic, Literal, TypeVar

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from tradingbot.core.errors import BusinessError, RetCode

T = TypeVar("T")

DECIMAL_PATTERN = r"^-?[0-9]+(\.[0-9]+)?$"
DecimalStr = Annotated[str, Field(pattern=DECIMAL_PATTERN, examples=["27500.5"])]
"""Money and rates in an answer: a plain decimal string (no exponent, no float)."""
DecimalIn = Annotated[
    StrictInt | Annotated[str, Field(max_length=64)],
    Field(examples=["27500.5"], description="a decimal as a string, or an integer (floats lose cents)"),
]
"""Money and rates in a request: what the services' decimal reader accepts (it names the field
when the string is not a number)."""
IntIn = Annotated[
    StrictInt | Annotated[str, Field(max_length=32)],
    Field(examples=[10], description="an integer, or a string of digits"),
]
"""An integer field of a request (a bool is not one)."""
IdStr = Annotated[str, Field(pattern=r"^[0-9]+$", examples=["1024"])]
"""An id in an answer: ids are strings on the wire (64-bit ids lose digits in JavaScript)."""
IdIn = Annotated[
    StrictInt | Annotated[str, Field(max_length=32)],
    Field(examples=["1024"], description="a positive id, as a string or an integer"),
]
"""An id in a request."""


BACKTEST_APR = "actual_yield / window_days × 365, null when the window is under 30 days (not annualised)"
"""What an AI-parameter row's ``annual_percentage_yield`` is (``services/discovery/window_figures``)."""


class Out(BaseModel):
    """An answer's model: every field declared, nothing else allowed."""

    model_config = ConfigDict(extra="forbid")


class In(BaseModel):
    """A request's model; unknown fields go on to the service (which refuses them where it must)."""

    model_config = ConfigDict(extra="allow")


class StrictIn(BaseModel):
    """A request's model whose unknown fields are refused (``10001`` naming the field)."""

    model_config = ConfigDict(extra="forbid")


class Envelope(BaseModel, Generic[T]):
    """A successful answer."""

    model_config = ConfigDict(extra="forbid")

    ret_code: Literal[0]
    ret_msg: str = Field(examples=["OK"])
    result: T
    time_now: str = Field(pattern=r"^[0-9]+\.[0-9]+$", examples=["1764300000.123456"])


class ErrorDetail(Out):
    """What failed and why (each part only when it applies)."""

    field: str | None = Field(default=None, description="the request field that failed")
    check_code: str | None = Field(default=None, description="the family's check code")
    bound: str | None = Field(default=None, description="the range the field must be in")
    bot_code: str | None = Field(default=None, description="the bot operation's result code (SPEC §8)")


class ErrorEnvelope(Out):
    """A refused call: a non-zero ``ret_code`` and a message; ``result`` names the field."""

    ret_code: int = Field(ge=1, examples=[10001])
    ret_msg: str = Field(examples=["cell_number: not an integer"])
    result: ErrorDetail | None
    time_now: str = Field(pattern=r"^[0-9]+\.[0-9]+$")


class Empty(Out):
    """An answer or request with no fields."""


def answers(result: Any, description: str = "the envelope: the result, or a refusal") -> dict[int | str, Any]:
    """The ``responses`` of an operation whose success ``result`` is ``result``."""
    return {
        200: {"model": Envelope[result] | ErrorEnvelope, "description": description},
        "default": {"model": ErrorEnvelope, "description": "unknown path (404), wrong method (405)"},
    }


def fields(body: BaseModel | None) -> dict[str, Any]:
    """The fields the client sent, with the values it sent (for the services' own readers)."""
    if body is None:
        return {}
    return body.model_dump(exclude_unset=True)


def validated(model: type[BaseModel], raw: Mapping[str, Any]) -> dict[str, Any]:
    """``raw`` checked against ``model`` as FastAPI would check a body (for the hot reads, which
    answer ahead of FastAPI's routing): the same ``10001`` naming the field when it fails."""
    try:
        return fields(model.model_validate(raw))
    except ValidationError as exc:
        raise invalid_param(exc.errors()) from exc


def invalid_param(errors: list[Any]) -> BusinessError:
    """The refusal of a request that fails its model: ``10001`` naming the first failing field,
    with every reason it failed (a field that may be a number or a string fails both ways)."""
    if not errors:
        return BusinessError(RetCode.INVALID_PARAM, "body: invalid request", field="body")
    if errors[0].get("type") == "json_invalid":
        field, msg = "body", "request body is not valid JSON"
    else:
        field = _field(errors[0].get("loc", ()))
        reasons = [str(e.get("msg", "invalid value")) for e in errors if _field(e.get("loc", ())) == field]
        msg = " or ".join(dict.fromkeys(reasons))
    return BusinessError(RetCode.INVALID_PARAM, f"{field}: {msg}", field=field, check_code="INVALID_PARAM")


_WHERE = frozenset({"body", "query", "path", "header", "cookie"})


def _field(loc: Sequence[Any]) -> str:
    """A validation error's field path (``legs.0.symbol``), without pydantic's names of union
    members (``int``, ``constrained-str``) and of where the value came from (``body``)."""
    if len(loc) > 1 and loc[0] == "header":  # a header's name has dashes: not a union member's
        return str(loc[1])
    parts = [str(p) for p in loc if p not in _WHERE and not _union_member(p)]
    return ".".join(parts) or "body"


def _union_member(part: Any) -> bool:
    return isinstance(part, str) and (part in _MEMBERS or "[" in part or "-" in part)


_MEMBERS = frozenset({"int", "str", "bool", "float", "list", "dict", "none", "decimal", "literal"})


def install_contract(app: FastAPI) -> None:
    """``/openapi.json`` with each declared answer exactly as its model says."""

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = get_openapi(
                title=app.title,
                version=app.version,
                description=app.description,
                routes=app.routes,
                tags=app.openapi_tags,
            )
            for item in schema.get("paths", {}).values():
                for operation in item.values():
                    _declared_only(operation)
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def schema_text(app: FastAPI) -> str:
    """``app``'s ``/openapi.json`` as the text checked in at ``web/src/api/openapi.json`` (keys
    sorted, two-space indents, a final newline): the same app gives the same bytes."""
    return json.dumps(app.openapi(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _declared_only(operation: dict[str, Any]) -> None:
    """Drop the free-form object FastAPI infers from ``-> dict[str, Any]`` where a model was
    declared (FastAPI merges the two)."""
    for response in operation.get("responses", {}).values():
        schema = response.get("content", {}).get("application/json", {}).get("schema")
        if schema and ("$ref" in schema or "anyOf" in schema):
            schema.pop("type", None)
            schema.pop("additionalProperties", None)
