"""Spot trading fees of the simulated exchange.

MECHANICS §1.4: the fee is taken from the asset received. A BUY of ``q`` base at ``P`` pays
``q·P`` quote and receives ``q − fee(q)`` base; a SELL of ``s`` base receives
``s·P − fee(s·P)`` quote. Maker rate for resting limit orders, taker rate for market and
marketable orders.

Fee rounding: ``fee(x) = x·rate`` rounded half-up to 1e-8 of the received asset. Quantities are
lot multiples and prices tick multiples, so ``q·P`` is exact and every ledger amount stays an
exact decimal. Example: 0.08795882 BTC at 0.1 % -> fee 0.00008796, received 0.08787086.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Final

FEE_QUANTUM: Final = Decimal("0.00000001")


@dataclass(frozen=True, slots=True)
class FeeSchedule:
    """Maker and taker rates as ratios (0.001 = 0.1 %)."""

    maker: Decimal = Decimal("0.001")
    taker: Decimal = Decimal("0.001")

    def __post_init__(self) -> None:
        if not (0 <= self.maker < 1 and 0 <= self.taker < 1):
            raise ValueError("fee rates must be in [0, 1)")

    def rate(self, is_maker: bool) -> Decimal:
        """Rate that applies to a fill."""
        return self.maker if is_maker else self.taker


def fee_amount(gross: Decimal, rate: Decimal) -> Decimal:
    """Fee on a received amount, rounded half-up to :data:`FEE_QUANTUM`."""
    return (gross * rate).quantize(FEE_QUANTUM, rounding=ROUND_HALF_UP)
