"""The fast reads (issue 16): each is a route of the app, and their serialiser writes what FastAPI's
pydantic-core serialiser writes (orjson for plain JSON values, pydantic-core for the rest)."""

from __future__ import annotations

from decimal import Decimal
from enum import Enum, StrEnum
from typing import Any

from pydantic import TypeAdapter

from tradingbot.api.app import create_app
from tradingbot.api.fast_reads import answer_json, without_route

FASTAPI = TypeAdapter(dict[str, Any])


class Side(StrEnum):
    BUY = "Buy"


class Mode(Enum):
    LONG = 1


def test_the_same_bytes_as_fastapi() -> None:
    cases: list[dict[str, Any]] = [
        {"ret_code": 0, "result": {"list": [{"price": "100000.5", "n": 3, "ok": True, "x": None}]}},
        {"text": 'quote " back \\ slash / ctrl \x00\x1f\x7f\n\t\r\b\f', "uni": "中文 é 🚀 \u2028"},
        {"floats": [0.1, 1.0, 1e16, 1e-7, -0.0, 123456789.123456789, 2.5e-310]},
        {"ints": [0, -1, 2**63 - 1, -(2**63), 2**64 + 1]},
        {"decimal": Decimal("1.50"), "side": Side.BUY, "mode": Mode.LONG},
        {"tuple": (1, "a"), "set": {1}, "nested": {"deep": [[{"k": []}]]}},
        {"nan": float("nan"), "inf": float("inf")},
    ]
    for case in cases:
        assert answer_json(case) == FASTAPI.dump_json(case), case


def test_every_fast_read_is_a_route_of_the_app() -> None:
    assert without_route(create_app()) == []
