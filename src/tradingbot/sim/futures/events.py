"""Futures effects besides journal entries, order updates and fills, and their dict forms.

Why: the shell persists and fans out everything the exchange changed; positions, funding and
liquidations are new kinds of change. :func:`effect_to_dict` / :func:`effect_from_dict` give every
effect (including the spot kinds) one tagged, JSON-ready form.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.money import opt_dec, opt_fmt
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures.orders import FuturesFill, FuturesOrder
from tradingbot.sim.futures.positions import PositionState
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.orders import OrderUpdate
from tradingbot.sim.records import Record


@dataclass(frozen=True, slots=True)
class PositionUpdate:
    """A position right after a change (upsert by account and symbol) and its new liquidation price."""

    position: PositionState
    liq_price: Decimal | None

    def to_dict(self) -> dict[str, object]:
        """Plain dict for persistence."""
        return {"position": self.position.to_dict(), "liq_price": opt_fmt(self.liq_price)}

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> PositionUpdate:
        """Inverse of :meth:`to_dict`."""
        pos = d["position"]
        if not isinstance(pos, dict):
            raise ValueError("position must be a dict")
        return cls(PositionState.from_dict(pos), opt_dec(d["liq_price"]))


@dataclass(frozen=True, slots=True)
class FundingPayment(Record):
    """One position's funding: ``amount`` > 0 received, < 0 paid (|Q|·mark·rate, 1e-8);
    ``insurance`` is the part of a payment the wallet could not cover."""

    account: AccountRef
    symbol: str
    size: Decimal
    mark: Decimal
    rate: Decimal
    amount: Decimal
    insurance: Decimal
    ts: int


@dataclass(frozen=True, slots=True)
class Liquidation(Record):
    """A forced close: signed ``qty`` closed at ``price``; ``loss`` = −(realized − fee) (what the
    close cost the wallet); ``insurance`` = the part of it the insurance fund paid."""

    account: AccountRef
    symbol: str
    qty: Decimal
    price: Decimal
    loss: Decimal
    insurance: Decimal
    fill_id: int
    ts: int


FuturesEffect = JournalEntry | OrderUpdate | FuturesFill | PositionUpdate | FundingPayment | Liquidation
"""Everything the futures exchange changed, in order (``OrderUpdate.order`` is a FuturesOrder)."""


def effect_to_dict(effect: FuturesEffect) -> dict[str, object]:
    """``{"type": ..., "data": ...}`` for any futures effect."""
    if isinstance(effect, JournalEntry):
        return {"type": "journal", "data": effect.to_dict()}
    if isinstance(effect, OrderUpdate):
        return {"type": "order", "data": effect.order.to_dict()}
    if isinstance(effect, FuturesFill):
        return {"type": "fill", "data": effect.to_dict()}
    if isinstance(effect, PositionUpdate):
        return {"type": "position", "data": effect.to_dict()}
    if isinstance(effect, FundingPayment):
        return {"type": "funding", "data": effect.to_dict()}
    return {"type": "liquidation", "data": effect.to_dict()}


def effect_from_dict(d: dict[str, object]) -> FuturesEffect:
    """Inverse of :func:`effect_to_dict`."""
    kind, data = d["type"], d["data"]
    if not isinstance(data, dict):
        raise ValueError("effect data must be a dict")
    if kind == "journal":
        return JournalEntry.from_dict(data)
    if kind == "order":
        return OrderUpdate(FuturesOrder.from_dict(data))
    if kind == "fill":
        return FuturesFill.from_dict(data)
    if kind == "position":
        return PositionUpdate.from_dict(data)
    if kind == "funding":
        return FundingPayment.from_dict(data)
    if kind == "liquidation":
        return Liquidation.from_dict(data)
    raise ValueError(f"unknown effect type {kind!r}")
