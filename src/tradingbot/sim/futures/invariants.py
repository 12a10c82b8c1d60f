"""Consistency checks of the futures exchange, used after a restore and by tests.

Why: the futures exchange adds order margin in LOCKED, positions and a liquidation index to the
ledger; these checks say the pieces agree (with a shared ledger only DERIVATIVE accounts are
checked for locks, the spot exchange checks its own).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal

from tradingbot.core.enums import OrderSide
from tradingbot.core.money import ZERO
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures.accounts import ACCOUNT_TYPE, SETTLE_ASSET
from tradingbot.sim.futures.margin import order_margin
from tradingbot.sim.futures.orders import FuturesOrder
from tradingbot.sim.futures.positions import PositionState
from tradingbot.sim.ledger import Ledger

Key = tuple[AccountRef, str]


def order_commitment(order: FuturesOrder, taker: Decimal) -> Decimal:
    """Margin an open order must hold: none if reduce-only, else remaining·price/leverage + taker fee."""
    if order.reduce_only:
        return ZERO
    if order.price is None:
        raise ValueError(f"open order {order.id} has no price")
    return order_margin(order.remaining, order.price, order.leverage, taker)


def find_problems(
    ledger: Ledger,
    open_orders: Iterable[FuturesOrder],
    indexed: int,
    positions: Iterable[PositionState],
    expected_lp: Mapping[Key, Decimal],
    indexed_lp: Mapping[Key, Decimal],
    taker: Decimal,
) -> list[str]:
    """Every violated invariant, as text; empty when the state is sound.

    Running balances equal the journal fold; no user/bot bucket is negative; each open order locks
    its commitment and DERIVATIVE accounts lock exactly their open orders' margin; the trigger
    indexes hold the open orders; reduce-only orders fit their position; the liquidation index
    holds exactly the recomputed liquidation prices.
    """
    problems: list[str] = []
    snapshot = ledger.snapshot()
    if ledger.recompute() != snapshot:
        problems.append("running balances differ from the journal")
    sizes = {(p.account, p.symbol): p.size for p in positions}
    locks: dict[AccountRef, Decimal] = {}
    count = 0
    for o in open_orders:
        count += 1
        if o.locked != order_commitment(o, taker):
            problems.append(f"order {o.id} locks {o.locked}, commitment {order_commitment(o, taker)}")
        locks[o.account] = locks.get(o.account, ZERO) + o.locked
        if o.reduce_only:
            size = sizes.get((o.account, o.symbol), ZERO)
            if size == 0 or (size > 0) == (o.side is OrderSide.BUY) or o.remaining > abs(size):
                problems.append(f"reduce-only order {o.id} does not fit position {size}")
    for account, assets in snapshot.items():
        for asset, bal in assets.items():
            if not account.is_system and (bal.free < 0 or bal.locked < 0):
                problems.append(f"negative balance {account.key} {asset}")
        if account.account_type is ACCOUNT_TYPE and not account.is_system:
            locked = assets.get(SETTLE_ASSET)
            if (locked.locked if locked else ZERO) != locks.get(account, ZERO):
                problems.append(f"locked {account.key} USDT differs from its open orders' margin")
    for account, amount in locks.items():
        if ledger.balance(account, SETTLE_ASSET).locked != amount:
            problems.append(f"open orders of {account.key} lock {amount}, ledger differs")
    if indexed != count:
        problems.append(f"trigger indexes hold {indexed} orders, {count} are open")
    if dict(expected_lp) != dict(indexed_lp):
        problems.append("liquidation index differs from the recomputed liquidation prices")
    return problems
