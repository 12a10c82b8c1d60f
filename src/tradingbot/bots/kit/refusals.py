"""How a family reads the venue's answer to its orders (MECHANICS §2.1, §2.2).

Why shared: the venue's refusal reasons and what each means for a bot (rest the order again under a
new id, stop for the risk limit, retry once after a second then stop for balance), the slippage
bound on a first market order and the retry delay are the same rules for every family.
"""

from __future__ import annotations

from decimal import Decimal
from enum import Enum

SLIPPAGE_LIMIT = Decimal("0.10")
"""A first market order executing more than 10 % away from P0 fails the initiation (§2.1)."""

RETRY_MS = 1000
"""Wait before re-sending an order refused for balance (§2.2)."""


class Refusal(Enum):
    """What a refusal reason means to the bot."""

    GONE = "GONE"
    """The venue dropped the order on its own (a duplicate id): rest it again under a new id."""
    RISK = "RISK"
    """The position would pass the risk limit: stop."""
    BALANCE = "BALANCE"
    """Not enough balance or margin: retry once, then stop."""
    OTHER = "OTHER"
    """Anything else (price or size rules): drop the order."""


_KINDS = (
    (Refusal.GONE, ("DUPLICATE_CLIENT_ORDER_ID",)),
    (Refusal.RISK, ("RISK_LIMIT",)),
    (Refusal.BALANCE, ("INSUFFICIENT", "MARGIN", "WITHDRAW_EXCEEDS")),
)


def refusal_of(reason: str) -> Refusal:
    """The kind of a venue's refusal reason (case-insensitive; the first matching kind wins)."""
    upper = reason.upper()
    for kind, words in _KINDS:
        if any(w in upper for w in words):
            return kind
    return Refusal.OTHER
