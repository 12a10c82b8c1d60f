"""The notification kinds a user can turn on and off, and which are on by default.

Why a list of its own: bot events are many and technical (fills, funding, notes); a notification
is what a trader wants to hear about, named once here for the outbox, the settings, the
templates and the web app.
"""

from __future__ import annotations

from enum import StrEnum, unique


@unique
class NotificationKind(StrEnum):
    BOT_STARTED = "BOT_STARTED"
    BOT_PAUSED = "BOT_PAUSED"
    BOT_RESUMED = "BOT_RESUMED"
    TAKE_PROFIT = "TAKE_PROFIT"
    STOP_LOSS = "STOP_LOSS"
    TRAILING_STOP = "TRAILING_STOP"
    LIQUIDATION = "LIQUIDATION"
    LIQUIDATION_RISK = "LIQUIDATION_RISK"
    ROUND_COMPLETED = "ROUND_COMPLETED"
    REBALANCED = "REBALANCED"
    BOT_CLOSED = "BOT_CLOSED"
    VENUE_ERROR = "VENUE_ERROR"


TEST = "TEST"
"""A channel's test message (the settings' test button): not a bot event, always sent."""

KINDS: tuple[str, ...] = tuple(k.value for k in NotificationKind)

OFF_BY_DEFAULT: frozenset[str] = frozenset({NotificationKind.ROUND_COMPLETED.value})
"""A grid completes a cycle at every pair of fills (many an hour): on only when asked for."""
