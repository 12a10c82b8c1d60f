"""Persisted state of the futures exchange (what :meth:`FuturesExchange.restore` needs).

Why one record: a shell can store it as a whole (``to_dict``) or in pieces (journal rows, order
rows, position rows, prices, counters); with a shared ledger the entries are the whole journal.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.money import fmt, to_decimal
from tradingbot.sim.futures.orders import FuturesOrder
from tradingbot.sim.futures.positions import PositionState
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.orders import Counters


def _list(value: object) -> list[dict[str, object]]:
    if not isinstance(value, list):
        raise ValueError("expected a list")
    return value


@dataclass(frozen=True, slots=True)
class FuturesState:
    """Journal, orders (latest version each), positions incl. flat ones (leverage), prices, counters."""

    entries: tuple[JournalEntry, ...]
    orders: tuple[FuturesOrder, ...]
    positions: tuple[PositionState, ...]
    last_prices: dict[str, Decimal]
    counters: Counters

    def to_dict(self) -> dict[str, object]:
        """Plain, JSON-ready dict."""
        return {
            "entries": [e.to_dict() for e in self.entries],
            "orders": [o.to_dict() for o in self.orders],
            "positions": [p.to_dict() for p in self.positions],
            "last_prices": {k: fmt(v) for k, v in self.last_prices.items()},
            "counters": self.counters.to_dict(),
        }

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> FuturesState:
        """Inverse of :meth:`to_dict`."""
        prices, counters = d["last_prices"], d["counters"]
        if not isinstance(prices, dict) or not isinstance(counters, dict):
            raise ValueError("last_prices and counters must be dicts")
        return cls(
            tuple(JournalEntry.from_dict(e) for e in _list(d["entries"])),
            tuple(FuturesOrder.from_dict(o) for o in _list(d["orders"])),
            tuple(PositionState.from_dict(p) for p in _list(d["positions"])),
            {str(k): to_decimal(v) for k, v in prices.items()},
            Counters.from_dict(counters),
        )
