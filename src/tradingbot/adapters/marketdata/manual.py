"""Manual price control: tests and demos set the price of a symbol by hand.

Prices are validated like user input (exact decimal, positive, on the tick), because they reach
the exchange exactly as given and an off-tick price would make fills unreproducible.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import InvalidNumber, to_decimal


def parse_price(value: object, tick: Decimal | None = None, field: str = "price") -> Decimal:
    """A positive Decimal on the tick grid, or ``BusinessError(INVALID_PARAM)`` naming ``field``."""
    try:
        price = to_decimal(value)
    except InvalidNumber as exc:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be a decimal string", field=field) from exc
    if price <= 0:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be positive", field=field)
    if tick is not None and price % tick != 0:
        raise BusinessError(
            RetCode.INVALID_PARAM, f"{field} must be a multiple of the tick size {tick}", field=field
        )
    return price


class ManualSource:
    """Holds the hand-set price of one symbol; every ``set`` is one tick."""

    def __init__(self, symbol: str, tick: Decimal | None = None) -> None:
        self.symbol = symbol
        self.tick = tick
        self.price: Decimal | None = None
        self.ts: int | None = None

    def set(self, price: object, ts: int) -> tuple[int, Decimal]:
        """Validate and record ``price`` at ``ts``; ``ts`` may not go backwards."""
        value = parse_price(price, self.tick)
        if self.ts is not None and ts < self.ts:
            raise BusinessError(
                RetCode.INVALID_PARAM, f"ts {ts} is before the last tick {self.ts}", field="ts"
            )
        self.price, self.ts = value, ts
        return ts, value
