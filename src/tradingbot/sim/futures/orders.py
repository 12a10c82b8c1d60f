"""Futures order and fill records: the spot shapes plus what a perpetual needs.

Why subclasses: bot hosts and persistence already handle :class:`~tradingbot.sim.orders.Order`
and :class:`~tradingbot.sim.orders.Fill`; a futures order adds ``reduce_only`` and the
``leverage`` its margin was locked at, a futures fill adds its ``realized_pnl``, the part of a
loss the insurance fund covered (``insurance``) and ``is_liquidation``. ``fee_asset`` is USDT.
Their dict forms list these fields after the spot ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.money import ONE, ZERO
from tradingbot.sim.orders import Fill, Order, PlaceResult


@dataclass(frozen=True, slots=True)
class FuturesOrder(Order):
    """A futures order; ``locked`` = its order margin (USDT) while it rests, none if reduce-only."""

    reduce_only: bool = False
    leverage: Decimal = ONE


@dataclass(frozen=True, slots=True)
class FuturesFill(Fill):
    """One futures execution; the wallet changed by ``realized_pnl − fee + insurance``."""

    realized_pnl: Decimal = ZERO
    insurance: Decimal = ZERO
    is_liquidation: bool = False


@dataclass(frozen=True, slots=True)
class FuturesPlaceResult(PlaceResult):
    """The accepted order (after any immediate fill) and its fills."""

    order: FuturesOrder
    fills: tuple[FuturesFill, ...]
