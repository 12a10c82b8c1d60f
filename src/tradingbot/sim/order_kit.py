"""Order bookkeeping both simulated exchanges (spot and perpetual futures) do the same way.

Why one module: the request checks (accounts, client ids, limit vs market price, cancellable
orders, restorable state) and the shapes of a new order and of a fill are the same rules on
both exchanges; what differs (locking, margin, positions) stays with each exchange.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, TypeVar

from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.core.money import ZERO, to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected, RejectCode
from tradingbot.sim.orders import Counters, Fill, Order

OrderT = TypeVar("OrderT", bound=Order)
FillT = TypeVar("FillT", bound=Fill)


@dataclass(frozen=True, slots=True)
class OrderRequest:
    """What a place-order call asks for, the same on both exchanges."""

    ts: int
    account: AccountRef
    symbol: str
    side: OrderSide
    order_type: OrderType
    qty: Decimal
    price: Decimal | None
    client_order_id: str


def marketable(side: OrderSide, price: Decimal, last: Decimal) -> bool:
    """A BUY at or above the last price, or a SELL at or below it, trades at once."""
    return price >= last if side is OrderSide.BUY else price <= last


def positive_amount(amount: Decimal) -> Decimal:
    """A transfer or credit amount (INVALID_AMOUNT unless positive)."""
    amount = to_decimal(amount)
    if amount <= 0:
        raise OrderRejected(RejectCode.INVALID_AMOUNT, "amount must be positive")
    return amount


def check_credit(account: AccountRef) -> None:
    """Demo funds go to user and bot accounts only."""
    if account.is_system:
        raise OrderRejected(RejectCode.INVALID_ACCOUNT, "cannot credit a system account")


def check_transfer(src: AccountRef, dst: AccountRef) -> None:
    """Transfers move between two different user/bot accounts."""
    if src.is_system or dst.is_system or src == dst:
        raise OrderRejected(RejectCode.INVALID_ACCOUNT, f"cannot transfer {src.key} -> {dst.key}")


def priced(request: OrderRequest, last: Decimal | None) -> tuple[OrderRequest, Decimal]:
    """(the request with a Decimal qty and the order's price, the price its size is checked at): a
    LIMIT needs its price, a MARKET takes none and is checked at the last price (NO_PRICE before
    the first one)."""
    qty = to_decimal(request.qty)
    if request.order_type is OrderType.LIMIT:
        if request.price is None:
            raise OrderRejected(RejectCode.INVALID_PRICE, "a limit order needs a price")
        price = to_decimal(request.price)
        return replace(request, qty=qty, price=price), price
    if request.price is not None:
        raise OrderRejected(RejectCode.INVALID_PRICE, "a market order takes no price")
    if last is None:
        raise OrderRejected(RejectCode.NO_PRICE, f"no last price for {request.symbol}")
    return replace(request, qty=qty), last


def cancellable(order: OrderT | None, client_order_id: str) -> OrderT:
    """The order a cancel request names, if it is still open."""
    if order is None:
        raise OrderRejected(RejectCode.UNKNOWN_ORDER, f"no order {client_order_id!r}")
    if not order.is_open:
        raise OrderRejected(RejectCode.ORDER_NOT_OPEN, f"order {client_order_id!r} is {order.status}")
    return order


_IDENTITY = ("client_order_id", "account", "symbol", "side")


def _identity(source: OrderRequest | Order) -> dict[str, Any]:
    """Whose order, on what, which way: what an order takes from its request and a fill from its order."""
    return {name: getattr(source, name) for name in _IDENTITY}


def new_order(cls: type[OrderT], order_id: int, request: OrderRequest, **extra: Any) -> OrderT:
    """A just-accepted order: nothing filled yet, status NEW, created and updated at ``ts``."""
    return cls(
        id=order_id,
        **_identity(request),
        type=request.order_type,
        price=request.price,
        qty=request.qty,
        filled_qty=ZERO,
        status=OrderStatus.NEW,
        created_ts=request.ts,
        updated_ts=request.ts,
        **extra,
    )


def fill_of(
    cls: type[FillT],
    fill_id: int,
    order: Order,
    price: Decimal,
    qty: Decimal,
    fee: Decimal,
    fee_asset: str,
    is_maker: bool,
    ts: int,
    **extra: Any,
) -> FillT:
    """One execution of ``order``."""
    return cls(
        id=fill_id,
        order_id=order.id,
        **_identity(order),
        price=price,
        qty=qty,
        fee=fee,
        fee_asset=fee_asset,
        is_maker=is_maker,
        ts=ts,
        **extra,
    )


def check_restored_order(order: Order) -> None:
    """Only priced LIMIT orders rest, so only they may come back open."""
    if order.is_open and (order.price is None or order.type is not OrderType.LIMIT):
        raise ValueError(f"open order {order.id} is not a priced limit order")


def check_restored_counters(counters: Counters, order_ids: Iterable[int]) -> None:
    """The next order id must be new."""
    if counters.next_order_id <= max(order_ids, default=0):
        raise ValueError("next_order_id must exceed every restored order id")


def check_sound(problems: list[str]) -> None:
    """A restore refuses a state whose invariants fail."""
    if problems:
        raise ValueError("inconsistent state: " + "; ".join(problems))
