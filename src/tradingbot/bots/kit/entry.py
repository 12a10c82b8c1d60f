"""The entry price trigger (MECHANICS §2.6): a bot with an entry price waits in
AWAITING_ACTIVATION until the last price crosses it.

Why a kit: the spot grid, the futures grid and the martingale fix the direction the price must
move at creation and test the crossing on each price the same way.
"""

from __future__ import annotations

from decimal import Decimal


def entry_direction(entry: Decimal | None, last: Decimal) -> int:
    """0: start now (no entry price, or the price is there); -1: wait for the price to fall to it;
    +1: wait for it to rise to it."""
    if entry is None or entry == last:
        return 0
    return -1 if entry < last else 1


def entry_crossed(entry: Decimal | None, direction: int, last: Decimal) -> bool:
    """The price ``last`` has reached the entry price in the direction fixed at creation."""
    return entry is None or (direction < 0 and last <= entry) or (direction > 0 and last >= entry)
