"""The JSON form of job inputs: candles as columns, frozen dataclasses by their field types.

Why columns of decimal strings: exact, JSON-able, and about 30 times cheaper to pickle than a
list of ``Candle`` objects (20,000 candles: 17 ms and 1.3 MB against 560 ms and 2.1 MB; measured
for the AI sweeps, whose candles live only in the server's market hubs, so a job cannot load them
itself).
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Mapping, Sequence
from decimal import Decimal
from enum import Enum
from typing import Any, TypeVar

from tradingbot.core.candles import Candle

T = TypeVar("T")
_COLUMNS = ("open", "high", "low", "close", "volume")


def candles_to_wire(candles: Sequence[Candle]) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {"ts": [c.ts for c in candles]}
    for name in _COLUMNS:
        out[name] = [str(getattr(c, name)) for c in candles]
    return out


def candles_from_wire(data: Mapping[str, Sequence[Any]]) -> list[Candle]:
    columns = [data["ts"], *(data[name] for name in _COLUMNS)]
    if len({len(col) for col in columns}) != 1:
        raise ValueError("candle columns differ in length")
    return [
        Candle(int(ts), Decimal(o), Decimal(h), Decimal(lo), Decimal(c), Decimal(v))
        for ts, o, h, lo, c, v in zip(*columns, strict=True)
    ]


def _encode(value: object) -> object:
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _encode(v) for k, v in value.items()}
    if value is None or isinstance(value, str | int | float | bool):
        return value
    raise TypeError(f"no JSON form for {type(value).__name__}")


def to_wire(record: object) -> dict[str, object]:
    """A frozen dataclass as a dict of JSON values (Decimals as strings, enums as values)."""
    if not dataclasses.is_dataclass(record) or isinstance(record, type):
        raise TypeError(f"not a dataclass instance: {type(record).__name__}")
    return {f.name: _encode(getattr(record, f.name)) for f in dataclasses.fields(record)}


def _decode(hint: Any, raw: object) -> object:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if raw is None:
        return None
    if hint is Decimal:
        return Decimal(str(raw))
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint(raw)
    if origin is tuple and isinstance(raw, list):
        return tuple(_decode(args[0], v) for v in raw)
    if args and type(None) in args:  # an optional field: its one other type
        other = [a for a in args if a is not type(None)]
        return _decode(other[0], raw) if len(other) == 1 else raw
    return raw  # str, int, bool and mappings of JSON values are their own form


def from_wire(cls: type[T], data: Mapping[str, object]) -> T:
    """The inverse of :func:`to_wire` for the dataclass ``cls``."""
    hints = typing.get_type_hints(cls)
    fields = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    return cls(**{name: _decode(hints[name], raw) for name, raw in data.items() if name in fields})
