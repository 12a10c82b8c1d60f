"""Snapshot codecs every family's state uses: strict JSON readers, order intents, lifecycle fields
and flat records (grid cells, finished rounds).

Why strict: a snapshot is what a bot restarts from after a crash; a wrong type must fail loudly
at restore, not run a bot on a misread number. Decimals travel as strings, ints stay ints (a bool
is not an int here), and an order intent round-trips exactly so a replay places nothing new.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import fields
from decimal import Decimal
from enum import Enum
from typing import Any, TypeVar, get_type_hints

from tradingbot.bots.base import OrderIntent
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, OrderType
from tradingbot.core.money import as_int, fmt, opt_dec, opt_fmt, to_decimal

R = TypeVar("R")


def opt_int(value: object) -> int | None:
    """An int or None."""
    return None if value is None else as_int(value)


def as_list(value: object) -> list[object]:
    """A JSON array."""
    if not isinstance(value, list):
        raise ValueError("expected a list")
    return value


def as_obj(value: object, what: str = "value") -> Mapping[str, object]:
    """A JSON object."""
    if not isinstance(value, Mapping):
        raise ValueError(f"{what} must be an object")
    return value


def decimals_to_dict(obj: object, names: Iterable[str]) -> dict[str, object]:
    """The named Decimal attributes as strings."""
    return {name: fmt(getattr(obj, name)) for name in names}


def opt_decimals_to_dict(obj: object, names: Iterable[str]) -> dict[str, object]:
    """The named optional Decimal attributes as strings (None as None)."""
    return {name: opt_fmt(getattr(obj, name)) for name in names}


ADDED_LATER = frozenset({"liquidation_pnl", "grid_gross", "fees_paid", "cycle_fees", "fee_value"})
"""Decimal fields added after snapshots were first stored (issue 26's PnL parts): 0 when missing."""


def decimals_from_dict(d: Mapping[str, object], names: Iterable[str]) -> dict[str, Any]:
    """Constructor keywords for the named Decimal fields (a field added later reads 0 when missing)."""
    return {name: to_decimal(d[name] if name in d or name not in ADDED_LATER else "0") for name in names}


def ints_from_dict(d: Mapping[str, object], names: Iterable[str]) -> dict[str, Any]:
    """Constructor keywords for the named int fields."""
    return {name: as_int(d[name]) for name in names}


def opt_reason(value: object) -> CloseReason | None:
    """A close reason (a closing bot's ``close_reason``, a pending stop) or None."""
    return None if value is None else CloseReason(str(value))


def opt_value(reason: CloseReason | None) -> str | None:
    """Inverse of :func:`opt_reason`."""
    return None if reason is None else reason.value


def lifecycle_to_dict(s: Any) -> dict[str, object]:
    """``bot_id``, ``status``, ``close_reason``, ``start_ts``, ``end_ts`` of a family state."""
    return {
        "bot_id": s.bot_id,
        "status": s.status.value,
        "close_reason": opt_value(s.close_reason),
        "start_ts": s.start_ts,
        "end_ts": s.end_ts,
    }


def lifecycle_from_dict(d: Mapping[str, object]) -> dict[str, Any]:
    """Constructor keywords of :func:`lifecycle_to_dict`'s fields."""
    return {
        "bot_id": str(d["bot_id"]),
        "status": BotStatus(str(d["status"])),
        "close_reason": opt_reason(d["close_reason"]),
        "start_ts": opt_int(d["start_ts"]),
        "end_ts": opt_int(d["end_ts"]),
    }


def typed_fields(cls: type, kind: type) -> tuple[str, ...]:
    """The names of ``cls``'s fields declared exactly ``kind`` (``Decimal | None`` is not
    ``Decimal``), in field order: what a state's snapshot writes with :func:`head_to_dict`, so a
    field added to the state is saved without a second list to keep in step."""
    hints = get_type_hints(cls)
    return tuple(f.name for f in fields(cls) if hints[f.name] is kind)


def head_to_dict(
    s: Any, config_to_dict: Callable[[Any], dict[str, object]], decimals: Iterable[str], ints: Iterable[str]
) -> dict[str, object]:
    """The part every family's snapshot writes alike: lifecycle fields, the named Decimals (as
    strings) and ints, then the config; the family adds its own structures after it."""
    out = lifecycle_to_dict(s) | decimals_to_dict(s, decimals)
    out.update({name: getattr(s, name) for name in ints})
    out["config"] = config_to_dict(s.config)
    return out


def head_from_dict(
    d: Mapping[str, object],
    parse_config: Callable[[Mapping[str, object]], Any],
    decimals: Iterable[str],
    ints: Iterable[str],
) -> dict[str, Any]:
    """Constructor keywords of :func:`head_to_dict`'s fields."""
    return {
        **lifecycle_from_dict(d),
        "config": parse_config(as_obj(d["config"], "config")),
        **ints_from_dict(d, ints),
        **decimals_from_dict(d, decimals),
    }


def grid_to_dict(s: Any) -> dict[str, object]:
    """The part both grids' snapshots write alike after the head: levels, cells, the initial
    order, the recent cycle times and the close price."""
    return {
        "levels": [fmt(p) for p in s.levels],
        "cells": [record_to_dict(c) for c in s.cells],
        "init_order": intent_to_dict(s.init_order),
        "recent_cycles": list(s.recent_cycles),
        "close_price": opt_fmt(s.close_price),
    }


def grid_from_dict(d: Mapping[str, object], cell: type) -> dict[str, Any]:
    """Constructor keywords of :func:`grid_to_dict`'s fields (``cell``: the grid's cell record)."""
    return {
        "levels": tuple(to_decimal(p) for p in as_list(d["levels"])),
        "cells": tuple(record_from_dict(cell, c, "cell") for c in as_list(d["cells"])),
        "init_order": intent_from_dict(d["init_order"]),
        "recent_cycles": tuple(as_int(t) for t in as_list(d["recent_cycles"])),
        "close_price": opt_dec(d["close_price"]),
    }


def intent_to_dict(i: OrderIntent | None) -> dict[str, object] | None:
    """JSON-safe form of an order intent."""
    if i is None:
        return None
    out: dict[str, object] = {
        "client_order_id": i.client_order_id,
        "side": i.side.value,
        "order_type": i.order_type.value,
        "qty": fmt(i.qty),
        "price": opt_fmt(i.price),
        "tag": i.tag,
        "reduce_only": i.reduce_only,
    }
    if i.symbol is not None:
        out["symbol"] = i.symbol
    return out


def intent_from_dict(value: object) -> OrderIntent | None:
    """Inverse of :func:`intent_to_dict` (snapshots written before ``reduce_only`` read as False)."""
    if value is None:
        return None
    d = as_obj(value, "order intent")
    return OrderIntent(
        str(d["client_order_id"]),
        OrderSide(str(d["side"])),
        OrderType(str(d["order_type"])),
        to_decimal(d["qty"]),
        opt_dec(d["price"]),
        str(d["tag"]),
        bool(d.get("reduce_only", False)),
        None if d.get("symbol") is None else str(d["symbol"]),
    )


def _codec(kind: Any) -> tuple[Callable[[Any], object], Callable[[object], Any]]:
    """Writer and strict reader of one flat field type."""
    if kind is Decimal:
        return fmt, to_decimal
    if kind == Decimal | None:
        return opt_fmt, opt_dec
    if kind is bool:
        return (lambda v: v), bool
    if kind is int:
        return (lambda v: v), as_int
    if kind is str:
        return (lambda v: v), str
    if isinstance(kind, type) and issubclass(kind, Enum):
        return (lambda v: v.value), (lambda v: kind(str(v)))
    raise TypeError(f"no snapshot codec for {kind!r}")


_Codecs = tuple[tuple[str, Callable[[Any], object], Callable[[object], Any]], ...]
_RECORD_CODECS: dict[type, _Codecs] = {}


def _record_codecs(cls: type) -> _Codecs:
    """Name, writer and reader of each field of a record class (worked out once per class)."""
    codecs = _RECORD_CODECS.get(cls)
    if codecs is None:
        hints = get_type_hints(cls)
        codecs = _RECORD_CODECS[cls] = tuple((f.name, *_codec(hints[f.name])) for f in fields(cls))
    return codecs


def record_to_dict(record: Any) -> dict[str, object]:
    """A flat dataclass (a grid cell, a finished round) as a JSON object, keys in field order:
    Decimals as strings, enums as their values, ints, bools and strings as they are."""
    return {name: write(getattr(record, name)) for name, write, _ in _record_codecs(type(record))}


def record_from_dict(cls: type[R], value: object, what: str = "record") -> R:
    """Inverse of :func:`record_to_dict`: every field must be present."""
    d = as_obj(value, what)
    return cls(**{name: read(d[name]) for name, _, read in _record_codecs(cls)})
