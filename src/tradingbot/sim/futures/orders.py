"""Futures order and fill records: the spot shapes plus what a perpetual needs.

Why subclasses: bot hosts and persistence already handle :class:`~tradingbot.sim.orders.Order`
and :class:`~tradingbot.sim.orders.Fill`; a futures order adds ``reduce_only`` and the
``leverage`` its margin was locked at, a futures fill adds its ``realized_pnl``, the part of a
loss the insurance fund covered (``insurance``) and ``is_liquidation``. ``fee_asset`` is USDT.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.core.money import ONE, ZERO, fmt, to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.orders import Fill, Order


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"expected an integer, received {value!r}")
    return value


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
        price = d["price"]
        return cls(
            id=_int(d["id"]),
            client_order_id=str(d["client_order_id"]),
            account=AccountRef.parse(str(d["account"])),
            symbol=str(d["symbol"]),
            side=OrderSide(str(d["side"])),
            type=OrderType(str(d["type"])),
            price=None if price is None else to_decimal(price),
            qty=to_decimal(d["qty"]),
            filled_qty=to_decimal(d["filled_qty"]),
            status=OrderStatus(str(d["status"])),
            created_ts=_int(d["created_ts"]),
            updated_ts=_int(d["updated_ts"]),
            locked=to_decimal(d["locked"]),
            lock_asset=str(d["lock_asset"]),
            reduce_only=bool(d["reduce_only"]),
            leverage=to_decimal(d["leverage"]),
        )


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
            id=_int(d["id"]),
            order_id=_int(d["order_id"]),
            client_order_id=str(d["client_order_id"]),
            account=AccountRef.parse(str(d["account"])),
            symbol=str(d["symbol"]),
            side=OrderSide(str(d["side"])),
            price=to_decimal(d["price"]),
            qty=to_decimal(d["qty"]),
            fee=to_decimal(d["fee"]),
            fee_asset=str(d["fee_asset"]),
            is_maker=bool(d["is_maker"]),
            ts=_int(d["ts"]),
            realized_pnl=to_decimal(d["realized_pnl"]),
            insurance=to_decimal(d["insurance"]),
            is_liquidation=bool(d["is_liquidation"]),
        )
