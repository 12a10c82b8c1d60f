"""Order storage of the futures exchange: every order by id and client id, the open ones per
account, and the resting ones in per-symbol trigger indexes.

Why two :class:`~tradingbot.sim.trigger_index.TriggerIndex` per symbol (one for BUYs, one for
SELLs): the price-move loop peeks the next BUY and the next SELL separately and pops exactly the
orders resting at one price, interleaving them with liquidations in path order.
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal

from tradingbot.core.enums import OrderSide
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures.orders import FuturesOrder
from tradingbot.sim.trigger_index import TriggerIndex


class OrderBook:
    """Orders of the futures exchange (no ledger, no matching)."""

    def __init__(self, symbols: Iterable[str]) -> None:
        self.orders: dict[int, FuturesOrder] = {}
        self.by_cid: dict[AccountRef, dict[str, int]] = {}  # account -> client id -> order id
        self._open: dict[AccountRef, dict[int, FuturesOrder]] = {}
        self._bids = {s: TriggerIndex() for s in symbols}
        self._asks = {s: TriggerIndex() for s in symbols}

    def _index(self, order: FuturesOrder) -> TriggerIndex:
        return (self._bids if order.side is OrderSide.BUY else self._asks)[order.symbol]

    def register(self, order: FuturesOrder) -> None:
        """Add a new order (its client id is taken for good)."""
        self.by_cid.setdefault(order.account, {})[order.client_order_id] = order.id
        self.store(order)

    def forget_account(self, account: AccountRef) -> int:
        """Drop an account's closed orders and client ids (it has no open order: else 0)."""
        if account in self._open:
            return 0
        ids = self.by_cid.pop(account, {})
        for oid in ids.values():
            self.orders.pop(oid, None)
        return len(ids)

    def store(self, order: FuturesOrder) -> None:
        """Record the latest version of an order."""
        self.orders[order.id] = order
        open_ = self._open.setdefault(order.account, {})
        if order.is_open:
            open_[order.id] = order
        else:
            open_.pop(order.id, None)
            if not open_:
                del self._open[order.account]

    def rest(self, order: FuturesOrder) -> None:
        """Put a priced open order into its trigger index."""
        if order.price is None:
            raise ValueError(f"resting order {order.id} has no price")
        self._index(order).add(order.id, order.side, order.price)

    def unrest(self, order: FuturesOrder) -> None:
        """Take an order out of its trigger index (no-op if it was popped already)."""
        if order.price is not None:
            self._index(order).remove(order.id, order.side, order.price)

    def best_bid(self, symbol: str) -> Decimal | None:
        """Highest resting BUY price."""
        return self._bids[symbol].best_bid()

    def best_ask(self, symbol: str) -> Decimal | None:
        """Lowest resting SELL price."""
        return self._asks[symbol].best_ask()

    def pop_at(self, symbol: str, side: OrderSide, price: Decimal) -> list[int]:
        """Pop the resting orders of one side a trade at ``price`` crosses, in price-time priority."""
        index = (self._bids if side is OrderSide.BUY else self._asks)[symbol]
        return [t.order_id for t in index.pop_crossed(price)]

    def open_orders(self, account: AccountRef | None = None, symbol: str | None = None) -> list[FuturesOrder]:
        """Open orders, oldest first, optionally filtered."""
        if account is not None:
            pool: Iterable[FuturesOrder] = self._open.get(account, {}).values()
        else:
            pool = (o for by_id in self._open.values() for o in by_id.values())
        out = [o for o in pool if symbol is None or o.symbol == symbol]
        return sorted(out, key=lambda o: o.id) if account is None else out

    def has_open(self, account: AccountRef) -> bool:
        """True if the account has an open order."""
        return account in self._open

    def indexed(self) -> int:
        """How many orders the trigger indexes hold."""
        return sum(len(i) for i in self._bids.values()) + sum(len(i) for i in self._asks.values())
