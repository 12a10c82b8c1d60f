"""Positions: the persisted per-(account, symbol) state, the trade rule and the read view.

One-way mode: one signed position per (account, symbol). A fill on the position's side (or from
flat) averages the entry; an opposite fill closes ``min(qty, |Q|)`` and realizes
``closed × (price − entry) × sign(Q)``; the rest, if any, opens the other side at the fill price.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.enums import OrderSide
from tradingbot.core.money import ZERO
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures.margin import money
from tradingbot.sim.records import Record


@dataclass(frozen=True, slots=True)
class PositionState(Record):
    """What is stored per (account, symbol): signed size, average entry, leverage setting and
    cumulative realized PnL, fees and funding (funding > 0 = received). Kept while flat for the leverage."""

    account: AccountRef
    symbol: str
    size: Decimal
    avg_entry: Decimal
    leverage: Decimal
    realized_pnl: Decimal = ZERO
    fees: Decimal = ZERO
    funding: Decimal = ZERO
    updated_ts: int = 0


def signed(side: OrderSide, qty: Decimal) -> Decimal:
    """+qty for a BUY, −qty for a SELL."""
    return qty if side is OrderSide.BUY else -qty


@dataclass(frozen=True, slots=True)
class TradeResult:
    """Position after a fill, how much it closed and the realized PnL (1e-8 USDT)."""

    size: Decimal
    avg_entry: Decimal
    closed: Decimal
    realized: Decimal


def apply_trade(size: Decimal, entry: Decimal, side: OrderSide, qty: Decimal, price: Decimal) -> TradeResult:
    """The one-way position rule (module docstring)."""
    delta = signed(side, qty)
    new_size = size + delta
    if new_size == 0:
        new_size = ZERO
    if size == 0 or (size > 0) == (delta > 0):
        avg = (abs(size) * entry + qty * price) / abs(new_size)
        return TradeResult(new_size, avg, ZERO, ZERO)
    closed = min(qty, abs(size))
    realized = money(closed * (price - entry) * (1 if size > 0 else -1))
    if new_size == 0:
        avg = ZERO
    elif (new_size > 0) != (size > 0):
        avg = price
    else:
        avg = entry
    return TradeResult(new_size, avg, closed, realized)


def opening_qty(size: Decimal, side: OrderSide, qty: Decimal) -> Decimal:
    """Part of an order that adds exposure if it filled now (all of it unless it closes the position)."""
    if size == 0 or (size > 0) == (side is OrderSide.BUY):
        return qty
    return max(ZERO, qty - abs(size))


@dataclass(frozen=True, slots=True)
class Position:
    """Read view of a position at the current mark (``unrealized_pnl``, ``im``, ``mm``, ``liq_price``)."""

    account: AccountRef
    symbol: str
    size: Decimal
    avg_entry: Decimal
    leverage: Decimal
    realized_pnl: Decimal
    unrealized_pnl: Decimal
    im: Decimal
    mm: Decimal
    liq_price: Decimal | None
    mark: Decimal | None
    fees: Decimal
    funding: Decimal

    @property
    def side(self) -> OrderSide | None:
        """BUY for a long, SELL for a short, None when flat."""
        if self.size == 0:
            return None
        return OrderSide.BUY if self.size > 0 else OrderSide.SELL

    @property
    def notional(self) -> Decimal:
        """|Q| × mark (entry value without a mark)."""
        return abs(self.size) * (self.mark if self.mark is not None else self.avg_entry)

    def pnl_at(self, price: Decimal) -> Decimal:
        """Unrealized PnL at another price."""
        return self.size * (price - self.avg_entry)
