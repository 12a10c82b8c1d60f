"""How every family shows its numbers and status (detail calls, list-all-bots).

Why shared: amounts to 8 decimals and rates to 6, rounded half up, and the display status a
lifecycle status maps to are one rule across families; a family keeps only its own codes.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from tradingbot.bots.base import MarketView
from tradingbot.core.enums import BotCloseCode, BotStatus, CloseReason, DisplayStatus
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

PERP_CLOSE_CODES = {
    CloseReason.FAILED_INITIATION: BotCloseCode.FAILED_INITIATION,
    CloseReason.MANUAL: BotCloseCode.CANCELED_MANUALLY,
    CloseReason.TAKE_PROFIT: BotCloseCode.CANCELED_AUTO_TAKE_PROFIT,
    CloseReason.STOP_LOSS: BotCloseCode.CANCELED_AUTO_STOP_LOSS,
    CloseReason.LIQUIDATION: BotCloseCode.CANCELED_AUTO_LIQUIDATION,
    CloseReason.USER_BANNED: BotCloseCode.USER_BAN,
    CloseReason.SYMBOL_DELISTED: BotCloseCode.SYMBOL_DELIST,
    CloseReason.TRAILING_STOP: BotCloseCode.TRAILING_STOP,
    CloseReason.COMPLIANCE: BotCloseCode.STANDARD_CLEARANCE,
    CloseReason.OI_LIMIT: BotCloseCode.OPEN_INTEREST_LIMIT,
}
"""The UI close codes of the stops the futures grid and the combo share (the grid adds its own)."""


def detail_head(s: Any, market: MarketView) -> dict[str, object]:
    """The first fields of a one-symbol bot's detail: who, what it trades, its lifecycle status."""
    return {
        "bot_id": s.bot_id,
        "symbol": s.config.symbol,
        "base_token": market.symbol.base,
        "quote_token": market.symbol.quote,
        "status": s.status.value,
    }


def detail_tail(s: Any, market: MarketView, elapsed: int, withdrawable: Decimal) -> dict[str, object]:
    """The last fields of a grid's detail: its close price and times, what it withdrew and what it
    can withdraw (``withdrawable``, as the family computes it), and the fee rates it trades at."""
    return {
        "real_close_price": fmt_or_blank(s.close_price),
        "create_time": s.create_ts,
        "end_time": s.end_ts or 0,
        "operation_time": elapsed,
        "cum_withdrew_amount": fmt(s.cum_withdrawn),
        "withdrawable_amount": fmt(withdrawable),
        "maker_fee_rate": fmt(market.maker_fee),
        "taker_fee_rate": fmt(market.taker_fee),
    }


def amount(value: Decimal) -> Decimal:
    """An amount rounded half up to 8 decimals."""
    return value.quantize(AMOUNT_QUANTUM, rounding=ROUND_HALF_UP)


def amount_str(value: Decimal) -> str:
    """:func:`amount` as the API's decimal string."""
    return fmt(amount(value))


def fmt_or_blank(value: Decimal | None) -> str:
    """A Decimal as its string, or "" when unset: how the wire shows an optional number."""
    return "" if value is None else fmt(value)


def rate_str(value: Decimal) -> str:
    """A rate rounded half up to 6 decimals, as the API's decimal string."""
    return fmt(value.quantize(RATE_QUANTUM, rounding=ROUND_HALF_UP))
