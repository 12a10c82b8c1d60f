"""The market rules a replay needs (instruments, risk tiers, fee rates) as JSON and back.

Why in the file: a replay must run from the file alone, and a bot's orders are rounded, refused
and charged by these rules; an operator may change them later, so the export carries the ones
the engine ran with when the log was read.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import Enum
from typing import Any, TypeVar, get_type_hints

from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.core.money import fmt, to_decimal
from tradingbot.sim.fees import FeeSchedule

T = TypeVar("T")


def spec_to_dict(obj: object) -> dict[str, object]:
    """A frozen dataclass of rules as JSON: decimals as strings, enums as values, tuples as lists."""
    out: dict[str, object] = {}
    for f in dataclasses.fields(obj):  # type: ignore[arg-type]
        value = getattr(obj, f.name)
        if isinstance(value, Decimal):
            value = fmt(value)
        elif isinstance(value, Enum):
            value = value.value
        elif isinstance(value, tuple):
            value = list(value)
        elif isinstance(value, Mapping):
            value = dict(value)
        out[f.name] = value
    return out


def spec_from_dict(cls: type[T], data: Mapping[str, object]) -> T:
    """Inverse of :func:`spec_to_dict` (unknown keys refused, missing ones take their default)."""
    hints = get_type_hints(cls)
    names = {f.name for f in dataclasses.fields(cls)}  # type: ignore[arg-type]
    unknown = set(data) - names
    if unknown:
        raise ValueError(f"{cls.__name__}: unknown fields {sorted(unknown)}")
    kwargs: dict[str, Any] = {}
    for name, value in data.items():
        hint = hints[name]
        if hint is Decimal:
            kwargs[name] = to_decimal(str(value))
        elif isinstance(hint, type) and issubclass(hint, Enum):
            kwargs[name] = hint(value)
        elif isinstance(value, list):
            kwargs[name] = tuple(value)
        else:
            kwargs[name] = value
    return cls(**kwargs)


@dataclass(frozen=True, slots=True)
class MarketRules:
    """The rules of the markets one bot trades on."""

    spot_symbols: Mapping[str, SpotSymbol]
    spot_fees: FeeSchedule
    futures_symbols: Mapping[str, FuturesSymbolConfig]
    futures_tiers: Mapping[str, Sequence[RiskTier]]
    futures_fees: FeeSchedule

    def to_dict(self) -> dict[str, object]:
        """JSON form, symbols in name order."""
        return {
            "spot_symbols": {s: spec_to_dict(self.spot_symbols[s]) for s in sorted(self.spot_symbols)},
            "spot_fees": spec_to_dict(self.spot_fees),
            "futures_symbols": {
                s: spec_to_dict(self.futures_symbols[s]) for s in sorted(self.futures_symbols)
            },
            "futures_tiers": {
                s: [spec_to_dict(t) for t in self.futures_tiers[s]] for s in sorted(self.futures_tiers)
            },
            "futures_fees": spec_to_dict(self.futures_fees),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MarketRules:
        """Inverse of :meth:`to_dict`."""
        return cls(
            {s: spec_from_dict(SpotSymbol, v) for s, v in data["spot_symbols"].items()},
            spec_from_dict(FeeSchedule, data["spot_fees"]),
            {s: spec_from_dict(FuturesSymbolConfig, v) for s, v in data["futures_symbols"].items()},
            {s: tuple(spec_from_dict(RiskTier, t) for t in v) for s, v in data["futures_tiers"].items()},
            spec_from_dict(FeeSchedule, data["futures_fees"]),
        )
