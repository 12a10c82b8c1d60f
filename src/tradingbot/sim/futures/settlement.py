"""Ledger postings of the futures exchange; every entry is balanced in USDT.

* lock/unlock: order margin moves between the wallet's FREE and LOCKED buckets;
* trade: the order's lock is released, realized PnL comes from ``sys:market``, the fee goes to
  ``sys:fees``, and ``cover`` (what the wallet could not pay) comes from ``sys:insurance``;
* funding: ``amount`` (> 0 received) against ``sys:funding``, with the same insurance cover.

Transfers of free USDT are the spot ones (:func:`tradingbot.sim.matching.transfer`).
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures.accounts import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE, SETTLE_ASSET
from tradingbot.sim.ledger import Bucket, Posting

FREE, LOCKED = Bucket.FREE, Bucket.LOCKED


def _p(account: AccountRef, bucket: Bucket, amount: Decimal) -> Posting:
    return Posting(account, SETTLE_ASSET, bucket, amount)


def lock(account: AccountRef, amount: Decimal) -> list[Posting]:
    """Reserve order margin."""
    return [_p(account, FREE, -amount), _p(account, LOCKED, amount)]


def unlock(account: AccountRef, amount: Decimal) -> list[Posting]:
    """Release order margin."""
    return [_p(account, LOCKED, -amount), _p(account, FREE, amount)]


def trade(
    account: AccountRef, locked: Decimal, realized: Decimal, fee: Decimal, cover: Decimal
) -> list[Posting]:
    """One fill: release ``locked``, book ``realized`` and ``fee``, add the insurance ``cover``."""
    return [
        _p(account, LOCKED, -locked),
        _p(account, FREE, locked + realized - fee + cover),
        _p(FUT_MARKET, FREE, -realized),
        _p(FUT_FEES, FREE, fee),
        _p(INSURANCE, FREE, -cover),
    ]


def funding(account: AccountRef, amount: Decimal, cover: Decimal) -> list[Posting]:
    """One funding payment (``amount`` > 0 received)."""
    return [
        _p(account, FREE, amount + cover),
        _p(FUNDING, FREE, -amount),
        _p(INSURANCE, FREE, -cover),
    ]
