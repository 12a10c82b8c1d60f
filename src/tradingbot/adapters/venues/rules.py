"""A venue's trading rules for one symbol, from ccxt's unified market (``load_markets``).

Shown beside each venue market (``GET /s1/bot/market/v1/sources``) so an operator sees where the
venue's rules and the paper exchange's catalogue differ.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any


def _dec(value: Any) -> Decimal | None:
    if value is None or isinstance(value, bool):
        return None
    try:
        out = Decimal(str(value))
    except ArithmeticError:
        return None
    return out if out.is_finite() else None


def venue_rules(market: dict[str, Any]) -> dict[str, str | None]:
    """Tick, lot, minimum quantity and notional, price limits, as decimal strings (None when the
    venue does not say). ccxt reports precisions as step sizes (its TICK_SIZE mode) on the three
    venues we support."""
    precision = market.get("precision") or {}
    limits = market.get("limits") or {}

    def limit(kind: str, end: str) -> Decimal | None:
        return _dec((limits.get(kind) or {}).get(end))

    values = {
        "tick_size": _dec(precision.get("price")),
        "lot_size": _dec(precision.get("amount")),
        "min_qty": limit("amount", "min"),
        "min_notional": limit("cost", "min"),
        "min_price": limit("price", "min"),
        "max_price": limit("price", "max"),
    }
    return {k: None if v is None else format(v.normalize(), "f") for k, v in values.items()}
