"""Dict forms of the simulator's flat records (orders, fills, postings, positions, funding, liquidations).

Why one codec: every persisted record maps its fields the same way, by the field's type (an
account as its key, a Decimal as its string, an enum as its value, str, int and bool as they
are), so the forms and their inverses are derived from the dataclass fields instead of being
written out per record, where they could drift apart.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Callable, Mapping
from decimal import Decimal
from enum import Enum
from operator import attrgetter
from typing import Any, Self

from tradingbot.core.money import as_int, fmt, opt_dec, opt_fmt, to_decimal
from tradingbot.sim.accounts import AccountRef

Encode = Callable[[Any], object]
Decode = Callable[[object], Any]


def _account(raw: object) -> AccountRef:
    return AccountRef.parse(str(raw))


def _codec(hint: object) -> tuple[Encode | None, Decode]:
    """How one field of type ``hint`` goes to and comes from its dict form (``None``: as it is)."""
    if hint is AccountRef:
        return (lambda ref: ref.key), _account
    if hint is Decimal:
        return fmt, to_decimal
    if set(typing.get_args(hint)) == {Decimal, type(None)}:
        return opt_fmt, opt_dec
    if isinstance(hint, type) and issubclass(hint, Enum):
        enum = hint
        return (lambda member: member.value), (lambda raw: enum(str(raw)))
    simple: dict[object, Decode] = {str: str, bool: bool, int: as_int}
    if hint in simple:
        return None, simple[hint]
    raise TypeError(f"no dict form for a field of type {hint!r}")


@dataclasses.dataclass(frozen=True, slots=True)
class _Codecs:
    """A record class's field names with their encoders and decoders, in declaration order."""

    names: tuple[str, ...]
    values: Callable[[Any], tuple[Any, ...]]
    encoders: tuple[Encode | None, ...]
    decoders: tuple[Decode, ...]


_CODECS: dict[type, _Codecs] = {}


def _codecs(cls: type) -> _Codecs:
    """The codecs of ``cls``'s dataclass fields (derived once per class)."""
    found = _CODECS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls)
        names = tuple(f.name for f in dataclasses.fields(cls))
        pairs = [_codec(hints[name]) for name in names]
        get = attrgetter(*names)
        values = get if len(names) > 1 else (lambda record: (get(record),))
        found = _CODECS[cls] = _Codecs(names, values, tuple(e for e, _ in pairs), tuple(d for _, d in pairs))
    return found


class Record:
    """Mixin for a flat frozen dataclass: ``to_dict`` / ``from_dict`` from its field types."""

    __slots__ = ()

    def to_dict(self) -> dict[str, object]:
        """Plain dict for persistence (Decimals as strings), keys in field order."""
        c = _codecs(type(self))
        return {
            name: value if encode is None else encode(value)
            for name, encode, value in zip(c.names, c.encoders, c.values(self), strict=True)
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, object]) -> Self:
        """Inverse of :meth:`to_dict` (positional arguments: a restart decodes every open order)."""
        c = _codecs(cls)
        return cls(*[decode(d[name]) for name, decode in zip(c.names, c.decoders, strict=True)])
