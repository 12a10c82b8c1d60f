"""Order, fill and effect records of the simulated exchange, with dict forms for persistence
(:class:`~tradingbot.sim.records.Record`).

Records are immutable: every change to an order produces a new :class:`Order` value, published
as an :class:`OrderUpdate`. Ids are integers from the exchange's counters, so replaying the same
requests yields the same ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.core.money import ZERO
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.records import Record


@dataclass(frozen=True, slots=True)
class Order(Record):
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


@dataclass(frozen=True, slots=True)
class Fill(Record):
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


@dataclass(frozen=True, slots=True)
class PlaceResult:
    """The accepted order (after any immediate fill) and its fills."""

    order: Order
    fills: tuple[Fill, ...]
