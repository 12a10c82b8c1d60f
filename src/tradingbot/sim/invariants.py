"""Consistency checks of the simulated exchange, used after a restore and by tests.

Why: a rebuilt exchange must match its journal exactly; these are the properties that make
the ledger trustworthy (derived balances, no overdrafts, locks backed by open orders).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from tradingbot.core.enums import BotAccountType, OrderSide
from tradingbot.core.money import ZERO
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.ledger import Ledger
from tradingbot.sim.orders import Order


def order_commitment(order: Order) -> Decimal:
    """What an open limit order must hold locked: remaining·price quote (BUY) or remaining base."""
    if order.price is None:
        raise ValueError(f"open order {order.id} has no price")
    return order.remaining * order.price if order.side is OrderSide.BUY else order.remaining


def find_problems(ledger: Ledger, open_orders: Iterable[Order], indexed: int) -> list[str]:
    """Every violated invariant, as text; empty when the state is sound.

    Checks: running balances equal the journal fold; no user/bot bucket is negative; each open
    order's lock equals its commitment; locked balances of spot accounts equal the open orders'
    locks (DERIVATIVE accounts hold futures margin, checked by the futures exchange); the trigger
    index holds exactly the open orders (``indexed`` = its size).
    """
    problems: list[str] = []
    snapshot = ledger.snapshot()
    if ledger.recompute() != snapshot:
        problems.append("running balances differ from the journal")
    expected: dict[tuple[AccountRef, str], Decimal] = {}
    count = 0
    for o in open_orders:
        count += 1
        if o.locked != order_commitment(o):
            problems.append(f"order {o.id} locks {o.locked}, commitment {order_commitment(o)}")
        key = (o.account, o.lock_asset)
        expected[key] = expected.get(key, ZERO) + o.locked
    for account, assets in snapshot.items():
        for asset, bal in assets.items():
            if not account.is_system and (bal.free < 0 or bal.locked < 0):
                problems.append(f"negative balance {account.key} {asset}")
            if account.account_type is BotAccountType.DERIVATIVE:
                continue  # futures margin: the futures exchange checks its own locks
            if bal.locked != expected.get((account, asset), ZERO):
                problems.append(f"locked {account.key} {asset} {bal.locked} != open orders")
    for (account, asset), amount in expected.items():
        if ledger.balance(account, asset).locked != amount:
            problems.append(f"open orders of {account.key} lock {amount} {asset}, ledger differs")
    if indexed != count:
        problems.append(f"trigger index holds {indexed} orders, {count} are open")
    return problems
