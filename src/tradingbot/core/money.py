"""Decimal helpers: every amount in the pure core is a Decimal, never a float.

Prices round half-up to the tick; quantities floor to the lot (an order never exceeds what
the user can pay for).
"""

from __future__ import annotations

import re
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache

ZERO = Decimal(0)
ONE = Decimal(1)


class InvalidNumber(ValueError):
    """A value that is not a finite decimal number."""


def to_decimal(value: object) -> Decimal:
    """Parse a str/int/Decimal into a finite Decimal; floats are refused (they lose money).
    A str goes straight to ``Decimal`` (which ignores surrounding whitespace itself): a restart
    parses one for every amount of every stored open order."""
    if isinstance(value, (bool, float)):
        raise InvalidNumber(f"not an exact decimal: {value!r}")
    try:
        if type(value) is str:
            d = Decimal(value)
        else:
            d = value if isinstance(value, Decimal) else Decimal(str(value).strip())
    except (InvalidOperation, ValueError) as exc:
        raise InvalidNumber(f"not a number: {value!r}") from exc
    if not d.is_finite():
        raise InvalidNumber(f"not a finite number: {value!r}")
    return d


def opt_fmt(value: Decimal | None) -> str | None:
    """An optional Decimal's JSON form: its string, or None."""
    return None if value is None else fmt(value)


def opt_dec(value: object) -> Decimal | None:
    """Inverse of :func:`opt_fmt`."""
    return None if value is None else to_decimal(value)


_INT_TEXT = re.compile(r"[+-]?[0-9]+")


def int_text(text: str, digits: int = 20) -> int | None:
    """``text`` (spaces around allowed) as an int when it is an optional sign and at most ``digits``
    ASCII digits; None otherwise. Why not ``str.isdigit``: it takes ``"²"`` and ``"٣"``, and with
    ``lstrip("-")`` ``"--5"``, all of which ``int`` then refuses with an exception; and a
    5,000-digit string costs ``int`` quadratic time."""
    text = text.strip()
    if len(text) > digits + 1 or not _INT_TEXT.fullmatch(text) or len(text.lstrip("+-")) > digits:
        return None
    return int(text)


def as_int(value: object) -> int:
    """A persisted int, strictly (a bool or a numeric string is refused: a snapshot or record read
    back must fail loudly on a wrong type, not run on a misread number)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, received {value!r}")
    return value


def round_to_step(value: Decimal, step: Decimal) -> Decimal:
    """Round half-up to a multiple of ``step`` (prices to the tick size)."""
    if step <= 0:
        raise ValueError("step must be positive")
    return ((value / step).quantize(ONE, rounding=ROUND_HALF_UP) * step).quantize(step)


def floor_to_step(value: Decimal, step: Decimal) -> Decimal:
    """Floor to a multiple of ``step`` (quantities to the lot size)."""
    if step <= 0:
        raise ValueError("step must be positive")
    return ((value / step).quantize(ONE, rounding=ROUND_DOWN) * step).quantize(step)


@lru_cache(maxsize=16_384)
def fmt(value: Decimal) -> str:
    """Plain decimal string for JSON (no exponent, no trailing zeros beyond the value).

    Cached: a bot's snapshot writes the same prices and amounts at every step (a grid's levels),
    and equal Decimals (``1.10`` and ``1.1``) have one plain form, so a hit is always right."""
    if value == 0:
        return "0"
    s = format(value.normalize(), "f")
    return s
