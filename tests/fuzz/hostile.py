"""Hostile request bodies: the field names the server reads, with values of unusual size or shape.

Why beside schemathesis' own generation: while a request model is a free-form object, the
generator cannot know the field names, so it would never send ``cell_number`` with 2**64. The
names are read from the source (every ``body.get("x")``, ``READ.required(d, "x")``, ...), and a
valid body of the operation's family is the base, so checks past the first field run too.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from tests.fuzz.world import COMBO, DCA, FUTURES_GRID, MARTINGALE, SPOT_GRID

SRC = Path(__file__).resolve().parents[2] / "src" / "tradingbot"
_NAME = re.compile(
    r"""(?:\.get\(|\bin\b\s*\(?|required\(\w+,\s*|(?:body|raw|params)\[)\s*"([a-zA-Z_][a-zA-Z0-9_]{1,40})"|"""
    r""""([a-zA-Z_][a-zA-Z0-9_]{1,40})"\s+in\s+(?:body|raw|d|params)\b"""
)


@cache
def field_names() -> tuple[str, ...]:
    """Every request field name the API, services and bots read (from the source)."""
    names: set[str] = set()
    for folder in ("api", "services", "bots"):
        for path in (SRC / folder).rglob("*.py"):
            for m in _NAME.finditer(path.read_text()):
                names.add(m.group(1) or m.group(2))
    for body in (SPOT_GRID, FUTURES_GRID, DCA, MARTINGALE, COMBO):
        names.update(body)
    return tuple(sorted(names))


FAMILY_BODIES: tuple[tuple[str, dict[str, Any]], ...] = (
    ("/s1/bot/grid/", SPOT_GRID),
    ("/fgridbot/", FUTURES_GRID),
    ("/s1/bot/fgrid/", FUTURES_GRID),
    ("/s1/bot/dca/", DCA),
    ("/fmartingalebot/", MARTINGALE),
    ("/fcombobot/", COMBO),
)


def base_body(path: str) -> dict[str, Any]:
    """A valid create body of the family ``path`` belongs to ({} for other areas)."""
    return next((dict(b) for prefix, b in FAMILY_BODIES if prefix in path), {})


def _deep(depth: int) -> object:
    value: object = 1
    for _ in range(depth):
        value = [value]
    return value


ODD_VALUES: tuple[object, ...] = (
    2**64, 18446744073709551616, -(2**63) - 1, 10**30, 2**31, 2**53 + 1, 0, -1, 1,
    "18446744073709551616", "9" * 5000, "1e999999", "-1e999999", "1e-999999", "NaN", "Infinity", "-0",
    "0.0000000000000000000000000001", "1" + "0" * 40, " 1 ", "", " ", "١٢", "²", "-²", "1_000", "0x10",
    "\x00",
    1.5, 1e308, -1e308, True, False, None, [], {}, [1], {"a": 1}, _deep(60), "x" * 5000,
)  # fmt: skip
"""Values a careless client sends: numbers past every bound and type, non-numbers, odd shapes."""


def odd_value() -> st.SearchStrategy[object]:
    """Mostly the listed odd values, sometimes anything hypothesis makes of a number or a text."""
    return st.one_of(
        st.sampled_from(ODD_VALUES),
        st.sampled_from(ODD_VALUES),
        st.sampled_from(ODD_VALUES),
        st.integers(),
        st.decimals(allow_nan=False, allow_infinity=False).map(str),
        st.text(max_size=30),
    )


COMMON = ("bot_id", "grid_id", "page", "limit", "close_mode", "amount", "symbol", "coin", "leverage")
"""Fields many operations read."""


@st.composite
def hostile_body(draw: st.DrawFn, path: str, ids: tuple[str, ...]) -> dict[str, Any]:
    """A body for ``path``: its family's valid body with one of the user's bot ids (or nothing),
    with one to three fields set to odd values: mostly the body's own or common fields, sometimes
    any field name the server reads."""
    body = base_body(path) if draw(st.booleans()) else {}
    if ids and draw(st.integers(0, 3)):
        body[draw(st.sampled_from(("bot_id", "grid_id")))] = draw(st.sampled_from(ids))
    near = sorted({*body, *COMMON})
    names = st.one_of(st.sampled_from(near), st.sampled_from(near), st.sampled_from(field_names()))
    for name in draw(st.lists(names, min_size=1, max_size=3, unique=True)):
        body[name] = draw(odd_value())
    return body
