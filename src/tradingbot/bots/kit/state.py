"""The fields every family state starts with, and those a perpetual family's books add.

Why base classes: each state restated the same identity and lifecycle fields (what
:class:`~tradingbot.bots.kit.family_shape.FamilyShape` and :func:`~tradingbot.bots.kit.snapshot.head_to_dict`
read), and the futures grid and the martingale the same one-way books (what
:mod:`~tradingbot.bots.kit.perp_book` books into) with the same ``realised_pnl`` and the same
close fields (what :mod:`~tradingbot.bots.kit.perp_stop` reads and writes). The fields are
keyword-only, so a family adds its own in any order.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Generic, TypeVar

from tradingbot.bots.base import OrderIntent
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.core.money import ZERO

C = TypeVar("C")


@dataclass(frozen=True, slots=True, kw_only=True)
class BotState(Generic[C]):
    """Who the bot is, its current config and where it is in its lifecycle."""

    bot_id: str
    config: C
    create_ts: int
    status: BotStatus = BotStatus.NEW
    close_reason: CloseReason | None = None
    start_ts: int | None = None
    end_ts: int | None = None


PERP_BOOKS = (
    "wallet", "position", "avg_entry", "closed_pnl", "fees_paid", "funding_fee", "insurance",
    "liquidation_pnl",
)  # fmt: skip
"""The Decimal fields of :class:`PerpState`'s books, in the order snapshots write them."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PerpState(BotState[C]):
    """A bot with its own one-way books on a USDT perpetual (``equity = wallet + Q·(mark − A)``),
    and what its stop (:mod:`~tradingbot.bots.kit.perp_stop`) keeps: the close order, how much of
    it filled, the order generation and a stop waiting for the books to agree with the venue."""

    wallet: Decimal = ZERO
    position: Decimal = ZERO
    avg_entry: Decimal = ZERO
    closed_pnl: Decimal = ZERO
    fees_paid: Decimal = ZERO
    funding_fee: Decimal = ZERO
    insurance: Decimal = ZERO
    liquidation_pnl: Decimal = ZERO
    """The part of ``closed_pnl`` that liquidation fills closed (the PnL breakdown's liquidation loss)."""
    close_order: OrderIntent | None = None
    close_filled: Decimal = ZERO
    gen: int = 0
    pending_stop: CloseReason | None = None

    @property
    def realised_pnl(self) -> Decimal:
        """Closed PnL − trading fees + funding (+ insurance cover): the wallet's change from trading."""
        return self.closed_pnl - self.fees_paid + self.funding_fee + self.insurance

    def unrealised_pnl(self, mark: Decimal) -> Decimal:
        """``Q·(mark − A)``."""
        return self.position * (mark - self.avg_entry)

    def equity(self, mark: Decimal) -> Decimal:
        """Wallet plus unrealised PnL at the mark price."""
        return self.wallet + self.unrealised_pnl(mark)
