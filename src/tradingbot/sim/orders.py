"""Order, fill and effect records of the simulated exchange, with dict forms for persistence.

Records are immutable: every change to an order produces a new :class:`Order` value, published
as an :class:`OrderUpdate`. Ids are integers from the exchange's counters, so replaying the same
requests yields the same ids.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.core.money import ZERO, fmt, to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.ledger import JournalEntry


def _opt_dec(value: object) -> Decimal | None:
    return None if value is None else to_decimal(value)


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"expected an integer, received {value!r}")
    return value


def order_fields(d: Mapping[str, object]) -> dict[str, Any]:
    """The :class:`Order` fields of a persisted order dict (a subclass adds its own)."""
    return {
        "id": _int(d["id"]),
        "client_order_id": str(d["client_order_id"]),
        "account": AccountRef.parse(str(d["account"])),
        "symbol": str(d["symbol"]),
        "side": OrderSide(str(d["side"])),
        "type": OrderType(str(d["type"])),
        "price": _opt_dec(d["price"]),
        "qty": to_decimal(d["qty"]),
        "filled_qty": to_decimal(d["filled_qty"]),
        "status": OrderStatus(str(d["status"])),
        "created_ts": _int(d["created_ts"]),
        "updated_ts": _int(d["updated_ts"]),
        "locked": to_decimal(d["locked"]),
        "lock_asset": str(d["lock_asset"]),
    }


def fill_fields(d: Mapping[str, object]) -> dict[str, Any]:
    """The :class:`Fill` fields of a persisted fill dict (a subclass adds its own)."""
    return {
        "id": _int(d["id"]),
        "order_id": _int(d["order_id"]),
        "client_order_id": str(d["client_order_id"]),
        "account": AccountRef.parse(str(d["account"])),
        "symbol": str(d["symbol"]),
        "side": OrderSide(str(d["side"])),
        "price": to_decimal(d["price"]),
        "qty": to_decimal(d["qty"]),
        "fee": to_decimal(d["fee"]),
        "fee_asset": str(d["fee_asset"]),
        "is_maker": bool(d["is_maker"]),
        "ts": _int(d["ts"]),
    }


@dataclass(frozen=True, slots=True)
class Order:
    """A spot order. ``locked`` is what it still holds in its account's LOCKED bucket
    (quote for a BUY limit, base for a SELL limit, zero once closed or for immediate fills)."""

    id: int
    client_order_id: str
    account: AccountRef
    symbol: str
    side: OrderSide
    type: OrderType
    price: Decimal | None
    qty: Decimal
    filled_qty: Decimal
    status: OrderStatus
    created_ts: int
    updated_ts: int
    locked: Decimal = ZERO
    lock_asset: str = ""

    @property
    def remaining(self) -> Decimal:
        """Quantity still to fill."""
        return self.qty - self.filled_qty

    @property
    def is_open(self) -> bool:
        """True while the order rests and may fill."""
        return self.status.is_open

    def to_dict(self) -> dict[str, object]:
        """Plain dict for persistence (Decimals as strings)."""
        return {
            "id": self.id,
            "client_order_id": self.client_order_id,
            "account": self.account.key,
            "symbol": self.symbol,
            "side": self.side.value,
            "type": self.type.value,
            "price": None if self.price is None else fmt(self.price),
            "qty": fmt(self.qty),
            "filled_qty": fmt(self.filled_qty),
            "status": self.status.value,
            "created_ts": self.created_ts,
            "updated_ts": self.updated_ts,
            "locked": fmt(self.locked),
            "lock_asset": self.lock_asset,
        }

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> Order:
        """Inverse of :meth:`to_dict`."""
        return cls(**order_fields(d))


@dataclass(frozen=True, slots=True)
class Fill:
    """One execution. ``fee`` is in ``fee_asset``, the asset the account received."""

    id: int
    order_id: int
    client_order_id: str
    account: AccountRef
    symbol: str
    side: OrderSide
    price: Decimal
    qty: Decimal
    fee: Decimal
    fee_asset: str
    is_maker: bool
    ts: int

    @property
    def quote_qty(self) -> Decimal:
        """price × qty."""
        return self.price * self.qty

    def to_dict(self) -> dict[str, object]:
        """Plain dict for persistence (Decimals as strings)."""
        return {
            "id": self.id,
            "order_id": self.order_id,
            "client_order_id": self.client_order_id,
            "account": self.account.key,
            "symbol": self.symbol,
            "side": self.side.value,
            "price": fmt(self.price),
            "qty": fmt(self.qty),
            "fee": fmt(self.fee),
            "fee_asset": self.fee_asset,
            "is_maker": self.is_maker,
            "ts": self.ts,
        }

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> Fill:
        """Inverse of :meth:`to_dict`."""
        return cls(**fill_fields(d))


@dataclass(frozen=True, slots=True)
class OrderUpdate:
    """The state of an order right after a change (upsert it by ``order.id``)."""

    order: Order


Effect = JournalEntry | OrderUpdate | Fill
"""Everything the exchange changed, in order, for persistence and event fan-out."""


@dataclass(frozen=True, slots=True)
class Counters:
    """Next ids the exchange will assign (persist them to restore exactly)."""

    next_order_id: int = 1
    next_fill_id: int = 1

    def to_dict(self) -> dict[str, int]:
        """Plain dict for persistence."""
        return {"next_order_id": self.next_order_id, "next_fill_id": self.next_fill_id}

    @classmethod
    def from_dict(cls, d: dict[str, int]) -> Counters:
        """Inverse of :meth:`to_dict`."""
        return cls(int(d["next_order_id"]), int(d["next_fill_id"]))
