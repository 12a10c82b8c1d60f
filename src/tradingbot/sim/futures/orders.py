"""Futures order and fill records: the spot shapes plus what a perpetual needs.

Why subclasses: bot hosts and persistence already handle :class:`~tradingbot.sim.orders.Order`
and :class:`~tradingbot.sim.orders.Fill`; a futures order adds ``reduce_only`` and the
``leverage`` its margin was locked at, a futures fill adds its ``realized_pnl``, the part of a
loss the insurance fund covered (``insurance``) and ``is_liquidation``. ``fee_asset`` is USDT.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.money import ONE, ZERO, fmt, to_decimal
from tradingbot.sim.orders import Fill, Order, fill_fields, order_fields


@dataclass(frozen=True, slots=True)
class FuturesOrder(Order):
    """A futures order; ``locked`` = its order margin (USDT) while it rests, none if reduce-only."""

    reduce_only: bool = False
    leverage: Decimal = ONE

    def to_dict(self) -> dict[str, object]:
        """Plain dict for persistence (the spot fields plus reduce_only and leverage)."""
        out = Order.to_dict(self)
        out["reduce_only"] = self.reduce_only
        out["leverage"] = fmt(self.leverage)
        return out

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> FuturesOrder:
        """Inverse of :meth:`to_dict`."""
        return cls(**order_fields(d), reduce_only=bool(d["reduce_only"]), leverage=to_decimal(d["leverage"]))


@dataclass(frozen=True, slots=True)
class FuturesFill(Fill):
    """One futures execution; the wallet changed by ``realized_pnl − fee + insurance``."""

    realized_pnl: Decimal = ZERO
    insurance: Decimal = ZERO
    is_liquidation: bool = False

    def to_dict(self) -> dict[str, object]:
        """Plain dict for persistence."""
        out = Fill.to_dict(self)
        out["realized_pnl"] = fmt(self.realized_pnl)
        out["insurance"] = fmt(self.insurance)
        out["is_liquidation"] = self.is_liquidation
        return out

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> FuturesFill:
        """Inverse of :meth:`to_dict`."""
        return cls(
            **fill_fields(d),
            realized_pnl=to_decimal(d["realized_pnl"]),
            insurance=to_decimal(d["insurance"]),
            is_liquidation=bool(d["is_liquidation"]),
        )
