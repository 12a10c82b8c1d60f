"""Lifecycle refusals every family answers the same way (MECHANICS §2.1).

Why shared: "cannot be cancelled" for a stopping or stopped bot, "not now" while the first
orders execute, and "not possible in this status" for a command are the same answers (same
result codes) whatever the family; only the statuses a command allows are the family's.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import Any, TypeVar, cast

from tradingbot.bots.base import MarketView
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.core.errors import BotResultCode, BusinessError

STOPPED = frozenset({BotStatus.CANCELLING, BotStatus.COMPLETED})
"""A close was decided: nothing else may start."""

NOTHING_TRADED = frozenset({BotStatus.NEW, BotStatus.AWAITING_ACTIVATION})
"""No order has executed yet: a close returns the funding as it came."""

S = TypeVar("S")


def completed(s: S, market: MarketView, **cleared: Any) -> S:
    """``s`` COMPLETED at the market's time and last price (the bot's end and close price), with
    what it still had in flight ``cleared``."""
    done = replace(
        cast(Any, s), status=BotStatus.COMPLETED, end_ts=market.ts, close_price=market.last_price, **cleared
    )
    return cast(S, done)


def check_closable(status: BotStatus, reason: CloseReason, busy: bool) -> None:
    """Refuse a close of a stopping or stopped bot, and a user's close while ``busy`` (the first
    orders are executing); a shell stop (delisting, ban, a verdict) proceeds while busy."""
    if status in STOPPED:
        raise BusinessError.bot(BotResultCode.GRID_CAN_NOT_BE_CANCELLED, f"bot is {status.value}")
    if busy and reason is CloseReason.MANUAL:
        raise BusinessError.bot(BotResultCode.BOT_CANNOT_CLOSE_CURRENTLY, f"bot is {status.value}, retry")


def require_status(status: BotStatus, what: str, allowed: Collection[BotStatus]) -> None:
    """Refuse ``what`` unless the bot is in one of ``allowed`` (closed bots answer BOT_HAS_BEEN_CLOSED)."""
    if status not in allowed:
        code = BotResultCode.BOT_HAS_BEEN_CLOSED if status in STOPPED else BotResultCode.FORBIDDEN
        raise BusinessError.bot(code, f"{what} is not possible while the bot is {status.value}")
