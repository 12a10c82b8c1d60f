"""Futures-only refusals, as :class:`~tradingbot.sim.errors.OrderRejected` subclasses.

Why a subclass: callers that catch ``OrderRejected`` keep working, while ``check_code`` names
the futures rule (leverage bounds, risk limit, reduce-only, margin withdrawal).
"""

from __future__ import annotations

from enum import StrEnum, unique

from tradingbot.sim.errors import OrderRejected, RejectCode


@unique
class FuturesRejectCode(StrEnum):
    """Futures rules with no spot counterpart."""

    INVALID_LEVERAGE = "INVALID_LEVERAGE"
    RISK_LIMIT = "RISK_LIMIT"
    REDUCE_ONLY = "REDUCE_ONLY"
    WITHDRAW_EXCEEDS_MARGIN = "WITHDRAW_EXCEEDS_MARGIN"


_FALLBACK = {
    FuturesRejectCode.INVALID_LEVERAGE: RejectCode.INVALID_AMOUNT,
    FuturesRejectCode.RISK_LIMIT: RejectCode.MAX_NOTIONAL,
    FuturesRejectCode.REDUCE_ONLY: RejectCode.INVALID_QTY,
    FuturesRejectCode.WITHDRAW_EXCEEDS_MARGIN: RejectCode.INSUFFICIENT_BALANCE,
}


class FuturesOrderRejected(OrderRejected):
    """Refused by a futures rule; ``reason`` is the nearest spot code, ``futures_reason`` the rule."""

    def __init__(self, code: FuturesRejectCode, message: str, *, bound: str | None = None) -> None:
        super().__init__(_FALLBACK[code], message, bound=bound)
        self.futures_reason = code
        self.check_code = code.value
        self.message = f"{code.value}: {message}"
        self.args = (self.message,)
