"""Typed failures of the simulated exchange.

:class:`OrderRejected` is a :class:`~tradingbot.core.errors.BusinessError`, so a refusal that
reaches the API becomes an envelope error (never a 5xx): ``code`` is the envelope ``ret_code``
(UNKNOWN_SYMBOL 12101, INSUFFICIENT_BALANCE 12104, anything else ORDER_REJECTED 12102),
``check_code`` the :class:`RejectCode` and ``reason`` the same code, typed.
"""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum, unique
from typing import TYPE_CHECKING

from tradingbot.core.errors import BusinessError, RetCode

if TYPE_CHECKING:
    from tradingbot.sim.accounts import AccountRef


@unique
class RejectCode(StrEnum):
    """Why an order, cancel or transfer was refused."""

    UNKNOWN_SYMBOL = "UNKNOWN_SYMBOL"
    INVALID_PRICE = "INVALID_PRICE"
    INVALID_QTY = "INVALID_QTY"
    MIN_QTY = "MIN_QTY"
    MAX_QTY = "MAX_QTY"
    MIN_NOTIONAL = "MIN_NOTIONAL"
    MAX_NOTIONAL = "MAX_NOTIONAL"
    INSUFFICIENT_BALANCE = "INSUFFICIENT_BALANCE"
    DUPLICATE_CLIENT_ORDER_ID = "DUPLICATE_CLIENT_ORDER_ID"
    INVALID_CLIENT_ORDER_ID = "INVALID_CLIENT_ORDER_ID"
    NO_PRICE = "NO_PRICE"
    INVALID_ACCOUNT = "INVALID_ACCOUNT"
    INVALID_AMOUNT = "INVALID_AMOUNT"
    UNKNOWN_ORDER = "UNKNOWN_ORDER"
    ORDER_NOT_OPEN = "ORDER_NOT_OPEN"


_RET_CODES = {
    RejectCode.UNKNOWN_SYMBOL: RetCode.UNKNOWN_SYMBOL,
    RejectCode.INSUFFICIENT_BALANCE: RetCode.INSUFFICIENT_BALANCE,
}


class OrderRejected(BusinessError):
    """An exchange request was refused; nothing changed. ``reason`` says why."""

    def __init__(self, reason: RejectCode, message: str, *, bound: str | None = None) -> None:
        super().__init__(
            _RET_CODES.get(reason, RetCode.ORDER_REJECTED),
            f"{reason.value}: {message}",
            check_code=reason.value,
            bound=bound,
        )
        self.reason = reason


class UnbalancedEntry(ValueError):
    """A journal entry whose postings of some asset do not sum to zero."""


class InsufficientFunds(Exception):
    """A posting would make a user or bot bucket negative; the ledger is unchanged."""

    def __init__(self, account: AccountRef, asset: str, bucket: str, shortfall: Decimal) -> None:
        super().__init__(f"{account.key} {asset} {bucket}: short by {shortfall}")
        self.account = account
        self.asset = asset
        self.bucket = bucket
        self.shortfall = shortfall
