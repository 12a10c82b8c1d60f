"""Ledger postings for locks, unlocks, transfers and trade executions.

A trade is one balanced journal entry against ``sys:market`` (the counterparty of every trade)
with the fee going to ``sys:fees`` in the asset received (see :mod:`tradingbot.sim.fees`):

* BUY q at P:  account -q·P quote, market +q·P quote, market -q base,
  account +(q - fee) base, fees +fee base.
* SELL s at P: account -s base, market +s base, market -s·P quote,
  account +(s·P - fee) quote, fees +fee quote.

When the order paid from its lock, the lock releases ``q × limit price`` (BUY) or ``q`` (SELL);
any surplus of the lock over the cost returns to FREE.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.enums import OrderSide
from tradingbot.core.instruments import SpotSymbol
from tradingbot.sim.accounts import FEES, MARKET, AccountRef
from tradingbot.sim.fees import fee_amount
from tradingbot.sim.ledger import Bucket, Posting


def move(account: AccountRef, asset: str, amount: Decimal, src: Bucket, dst: Bucket) -> list[Posting]:
    """Move ``amount`` between two buckets of one account (lock / unlock)."""
    return [Posting(account, asset, src, -amount), Posting(account, asset, dst, amount)]


def transfer(src: AccountRef, dst: AccountRef, asset: str, amount: Decimal) -> list[Posting]:
    """Free funds from one account to another."""
    return [Posting(src, asset, Bucket.FREE, -amount), Posting(dst, asset, Bucket.FREE, amount)]


def lock_amount(side: OrderSide, price: Decimal, qty: Decimal) -> Decimal:
    """What a resting limit order locks: quote for a BUY, base for a SELL."""
    return qty * price if side is OrderSide.BUY else qty


def lock_asset(sym: SpotSymbol, side: OrderSide) -> str:
    """Asset a resting order locks."""
    return sym.quote if side is OrderSide.BUY else sym.base


@dataclass(frozen=True, slots=True)
class Execution:
    """Postings of one fill, its fee and how much of the order's lock it consumed."""

    postings: tuple[Posting, ...]
    fee: Decimal
    fee_asset: str
    lock_released: Decimal


def execute(
    account: AccountRef,
    sym: SpotSymbol,
    side: OrderSide,
    price: Decimal,
    qty: Decimal,
    rate: Decimal,
    lock_price: Decimal | None,
) -> Execution:
    """Build the trade entry; ``lock_price`` is the limit price if paid from a lock, else None."""
    from_locked = lock_price is not None
    if side is OrderSide.BUY:
        cost = qty * price
        fee = fee_amount(qty, rate)
        released = qty * lock_price if lock_price is not None else Decimal(0)
        pay = [Posting(account, sym.quote, Bucket.LOCKED, -released)] if from_locked else []
        pay.append(Posting(account, sym.quote, Bucket.FREE, released - cost))
        postings = [
            *pay,
            Posting(MARKET, sym.quote, Bucket.FREE, cost),
            Posting(MARKET, sym.base, Bucket.FREE, -qty),
            Posting(account, sym.base, Bucket.FREE, qty - fee),
            Posting(FEES, sym.base, Bucket.FREE, fee),
        ]
        return Execution(tuple(postings), fee, sym.base, released)
    proceeds = qty * price
    fee = fee_amount(proceeds, rate)
    bucket = Bucket.LOCKED if from_locked else Bucket.FREE
    postings = [
        Posting(account, sym.base, bucket, -qty),
        Posting(MARKET, sym.base, Bucket.FREE, qty),
        Posting(MARKET, sym.quote, Bucket.FREE, -proceeds),
        Posting(account, sym.quote, Bucket.FREE, proceeds - fee),
        Posting(FEES, sym.quote, Bucket.FREE, fee),
    ]
    return Execution(tuple(postings), fee, sym.quote, qty if from_locked else Decimal(0))
