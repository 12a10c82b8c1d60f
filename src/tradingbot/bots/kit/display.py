"""How every family shows its numbers and status (detail calls, list-all-bots).

Why shared: amounts to 8 decimals and rates to 6, rounded half up, and the display status a
lifecycle status maps to are one rule across families; a family keeps only its own codes.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

from tradingbot.core.enums import BotStatus, DisplayStatus
from tradingbot.core.money import fmt

AMOUNT_QUANTUM = Decimal("0.00000001")
RATE_QUANTUM = Decimal("0.000001")

DISPLAY_STATUS = {
    BotStatus.NEW: DisplayStatus.INITIALIZING,
    BotStatus.REJECTED: DisplayStatus.COMPLETED,
    BotStatus.AWAITING_ACTIVATION: DisplayStatus.AWAIT_ACTIVATION,
    BotStatus.INITIALIZING: DisplayStatus.INITIALIZING,
    BotStatus.RUNNING: DisplayStatus.RUNNING,
    BotStatus.PAUSED: DisplayStatus.RUNNING,
    BotStatus.CANCELLING: DisplayStatus.CANCELLING,
    BotStatus.COMPLETED: DisplayStatus.COMPLETED,
}
"""The display status of each lifecycle status (a PAUSED bot shows as running)."""


def amount(value: Decimal) -> Decimal:
    """An amount rounded half up to 8 decimals."""
    return value.quantize(AMOUNT_QUANTUM, rounding=ROUND_HALF_UP)


def amount_str(value: Decimal) -> str:
    """:func:`amount` as the API's decimal string."""
    return fmt(amount(value))


def rate_str(value: Decimal) -> str:
    """A rate rounded half up to 6 decimals, as the API's decimal string."""
    return fmt(value.quantize(RATE_QUANTUM, rounding=ROUND_HALF_UP))
