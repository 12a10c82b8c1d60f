"""Shape parsers for DCA input fields: every malformed value is refused naming its field.

The primitives are the shared :class:`~tradingbot.bots.kit.fields.FieldReader`, bound to the DCA
refusal (a bot result code with the DCA ``INVALID_PARAM`` check code); enums and unknown fields
follow the DCA wire form.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TypeVar

from tradingbot.bots.dca.codes import DcaCheck, refuse
from tradingbot.bots.kit.fields import FieldReader

E = TypeVar("E", bound=Enum)


READ = FieldReader(
    DcaCheck.INVALID_PARAM.value, lambda field, message: refuse(DcaCheck.INVALID_PARAM, field, message)
)
invalid = READ.invalid
blank = READ.blank
required = READ.required
dec = READ.dec
opt_dec = READ.opt_dec
integer = READ.integer
flag = READ.boolean


def enum_of(cls: type[E], field: str, value: object) -> E:
    """An enum member given by name (any case) or, for int enums, by wire number."""
    if isinstance(value, str) and not value.strip().isdigit():
        try:
            return cls[value.strip().upper()]
        except KeyError:
            pass
    else:
        number = integer(field, value)
        for member in cls:
            if member.value == number:
                return member
    raise invalid(field, f"expected one of {', '.join(m.name for m in cls)}")


def known_only(raw: Mapping[str, object], allowed: frozenset[str]) -> dict[str, object]:
    """The input as a dict; an unknown field is refused by name."""
    for key in raw:
        if key not in allowed:
            raise invalid(key, "unknown field")
    return dict(raw)
