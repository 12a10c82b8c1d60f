"""Typed readers of raw create/modify input, shared by every family's config parser.

Why one reader per family (bound to its check code): the same malformed field must answer the
same way in every family (``INVALID_PARAM``, the field named, a short reason), while each family
keeps its own check-code namespace. Money is read with :func:`~tradingbot.core.money.to_decimal`
only: floats are refused because they lose cents.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from enum import Enum
from typing import TypeVar

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import InvalidNumber, int_text, to_decimal

E = TypeVar("E", bound=Enum)

INT_MAX = 2**53 - 1
"""The largest integer an input field takes (JSON's exact integers; far above every bound a family
checks). A larger one, or a longer string of digits, is refused before any work is sized by it."""
DEC_MAX_ADJUSTED = 15
"""A decimal input below ``10**16`` in size..."""
DEC_MIN_EXPONENT = -18
"""...with at most 18 decimal places: every amount, price and rate fits the 28 digits of Decimal's
context with room to spare, so quantizing it to a tick or a cent never fails (``1e999999`` did)."""


class FieldReader:
    """Readers whose failures carry ``check_code`` and the field's name."""

    def __init__(
        self, check_code: str, make_error: Callable[[str, str], BusinessError] | None = None
    ) -> None:
        self.check_code = check_code
        self._make_error = make_error

    def invalid(self, field: str, message: str) -> BusinessError:
        """A malformed input field (INVALID_PARAM naming the field, or the family's own refusal)."""
        if self._make_error is not None:
            return self._make_error(field, message)
        return BusinessError(
            RetCode.INVALID_PARAM, f"{field}: {message}", field=field, check_code=self.check_code
        )

    @staticmethod
    def blank(value: object) -> bool:
        """None or an empty string: the field is unset."""
        return value is None or (isinstance(value, str) and not value.strip())

    def required(self, d: Mapping[str, object], field: str) -> object:
        """The value of a field that must be present."""
        value = d.get(field)
        if self.blank(value):
            raise self.invalid(field, "is required")
        return value

    def dec(self, field: str, value: object) -> Decimal:
        """A decimal given as a string or an int, of a size money can have (``DEC_MAX_ADJUSTED``,
        ``DEC_MIN_EXPONENT``)."""
        if isinstance(value, str) and len(value) > 64:
            raise self.invalid(field, "not a decimal number")
        try:
            d = to_decimal(value)
        except InvalidNumber as exc:
            raise self.invalid(field, "not a decimal number") from exc
        if d and d.adjusted() > DEC_MAX_ADJUSTED:
            raise self.invalid(field, "too large")
        if d and int(d.as_tuple().exponent) < DEC_MIN_EXPONENT:
            d = d.normalize()
            if int(d.as_tuple().exponent) < DEC_MIN_EXPONENT:
                raise self.invalid(field, f"at most {-DEC_MIN_EXPONENT} decimal places")
        return d

    def opt_dec(self, field: str, value: object) -> Decimal | None:
        """An optional decimal: blank or 0 means unset (the UI sends "0" for 'none')."""
        if self.blank(value):
            return None
        d = self.dec(field, value)
        return None if d == 0 else d

    def integer(self, field: str, value: object) -> int:
        """An int or a string of digits (a bool is not an integer)."""
        if isinstance(value, bool):
            raise self.invalid(field, "not an integer")
        number: int | None = None
        if isinstance(value, int):
            number = value
        elif isinstance(value, str):
            number = int_text(value)
        if number is None:
            raise self.invalid(field, "not an integer")
        if abs(number) > INT_MAX:
            raise self.invalid(field, "too large")
        return number

    def boolean(self, field: str, value: object) -> bool:
        """A bool, 0/1, or "true"/"false"/"1"/"0"."""
        if isinstance(value, bool):
            return value
        if value in (0, 1):
            return bool(value)
        if isinstance(value, str) and value.strip().lower() in ("true", "false", "1", "0"):
            return value.strip().lower() in ("true", "1")
        raise self.invalid(field, "not a boolean")

    def enum_value(self, field: str, value: object, names: Mapping[str, int], allowed: str) -> int:
        """An enum given by name (any case) or by number; unknown names answer ``allowed``."""
        if isinstance(value, str) and not value.strip().lstrip("-").isdigit():
            key = value.strip().upper()
            if key in names:
                return names[key]
            raise self.invalid(field, f"expected {allowed}")
        return self.integer(field, value)

    def enum_of(self, cls: type[E], field: str, value: object) -> E:
        """An enum member given by name (any case) or, for int enums, by wire number."""
        if isinstance(value, str) and not value.strip().lstrip("-").isdigit():
            try:
                return cls[value.strip().upper()]
            except KeyError:
                pass
        else:
            number = self.integer(field, value)
            for member in cls:
                if member.value == number:
                    return member
        raise self.invalid(field, f"expected one of {', '.join(m.name for m in cls)}")

    def known_only(self, raw: Mapping[str, object], allowed: frozenset[str]) -> dict[str, object]:
        """The input as a dict; an unknown field is refused by name."""
        for key in raw:
            if key not in allowed:
                raise self.invalid(key, "unknown field")
        return dict(raw)
