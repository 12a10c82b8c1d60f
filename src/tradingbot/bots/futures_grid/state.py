"""Futures grid state: cells with their current order, the bot's own books and running metrics.

Why the bot keeps its own books (wallet, signed position, average entry): equity, TP/SL %,
trailing stop, liquidation estimate and the close order must not depend on asking the venue.
Every fill carries its fee and every funding payment its amount, so the books equal the bot's
account on the venue (the tests check it against the simulated futures exchange).

``wallet = investment + added − withdrawn + closed PnL − fees + funding (+ insurance)``;
``equity = wallet + position·(mark − avg_entry)`` (MECHANICS §5.4).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.base import OrderIntent
from tradingbot.bots.futures_grid.config import FuturesGridConfig, config_to_dict, parse_config
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, OrderType
from tradingbot.core.money import ZERO, fmt, to_decimal


@dataclass(frozen=True, slots=True)
class FCell:
    """One grid cell ``[P_index, P_index+1]`` (absolute level index) and the one order it rests.

    ``long_side``: the cell opens with its BUY (else with its SELL); its closing order is
    reduce-only. ``filled``/``fee`` accumulate partial fills of the current order; ``open_fee``
    is the fee of the opening leg of the pair in progress (grid profit subtracts both legs).
    ``rejected``: refused for a non-balance reason, idle until the bot stops. ``rejects`` counts
    consecutive balance refusals; the retry waits until ``retry_at`` (ms). ``waiting``: an opening
    order the bot's margin cannot carry yet; it is placed once the available balance allows.
    """

    index: int
    side: OrderSide
    price: Decimal
    long_side: bool
    cid: str = ""
    filled: Decimal = ZERO
    fee: Decimal = ZERO
    open_fee: Decimal = ZERO
    rejected: bool = False
    rejects: int = 0
    retry_at: int = 0
    waiting: bool = False

    @property
    def reduce_only(self) -> bool:
        """The order closes the cell's position (SELL of a long-side cell, BUY of a short-side cell)."""
        return (self.side is OrderSide.SELL) == self.long_side

    @property
    def holding(self) -> int:
        """Position the cell holds, in units of ``q``: +1, −1 or 0."""
        if self.long_side and self.side is OrderSide.SELL:
            return 1
        if not self.long_side and self.side is OrderSide.BUY:
            return -1
        return 0

    def is_open(self, ts: int) -> bool:
        """The cell's order should be resting on the venue at ``ts``."""
        return bool(self.cid) and not self.rejected and not self.waiting and ts >= self.retry_at


@dataclass(frozen=True, slots=True, kw_only=True)
class FuturesGridState:
    """Everything a futures grid needs to continue after a restart (see :func:`state_to_dict`)."""

    bot_id: str
    config: FuturesGridConfig
    create_ts: int
    status: BotStatus = BotStatus.NEW
    close_reason: CloseReason | None = None
    start_ts: int | None = None
    end_ts: int | None = None
    entry_dir: int = 0
    # grid geometry: absolute level i is level_price(grid_type, min_price, max_price, cell_number, i)
    offset: int = 0
    levels: tuple[Decimal, ...] = ()
    p0: Decimal = ZERO
    q: Decimal = ZERO
    cells: tuple[FCell, ...] = ()
    init_order: OrderIntent | None = None
    init_filled: Decimal = ZERO
    init_fee: Decimal = ZERO
    close_order: OrderIntent | None = None
    close_filled: Decimal = ZERO
    gen: int = 0
    pending_stop: CloseReason | None = None
    shift_count: int = 0
    min_ratio: Decimal = ZERO
    # books
    wallet: Decimal = ZERO
    position: Decimal = ZERO
    avg_entry: Decimal = ZERO
    closed_pnl: Decimal = ZERO
    fees_paid: Decimal = ZERO
    funding_fee: Decimal = ZERO
    insurance: Decimal = ZERO
    # metrics
    total_investment: Decimal = ZERO
    added_margin: Decimal = ZERO
    cum_withdrawn: Decimal = ZERO
    grid_profit: Decimal = ZERO
    arbitrage_num: int = 0
    recent_cycles: tuple[int, ...] = ()
    peak_equity: Decimal = ZERO
    close_price: Decimal | None = None

    @property
    def realised_pnl(self) -> Decimal:
        """Closed PnL − trading fees + funding (+ insurance cover): the wallet's change from trading."""
        return self.closed_pnl - self.fees_paid + self.funding_fee + self.insurance

    @property
    def s0(self) -> int:
        """``S0`` of the position rule: short-side cells."""
        return sum(1 for c in self.cells if not c.long_side)

    @property
    def rule_position(self) -> Decimal:
        """``q·(#SELL cells − S0)``: the position the cells imply (MECHANICS §5.2)."""
        n_sell = sum(1 for c in self.cells if c.side is OrderSide.SELL)
        return self.q * (n_sell - self.s0)


# --------------------------------------------------------------------------- serialization

_DEC_FIELDS = (
    "min_ratio",
    "p0",
    "q",
    "init_filled",
    "init_fee",
    "close_filled",
    "wallet",
    "position",
    "avg_entry",
    "closed_pnl",
    "fees_paid",
    "funding_fee",
    "insurance",
    "total_investment",
    "added_margin",
    "cum_withdrawn",
    "grid_profit",
    "peak_equity",
)
_INT_FIELDS = ("create_ts", "entry_dir", "offset", "gen", "arbitrage_num", "shift_count")


def intent_to_dict(i: OrderIntent | None) -> dict[str, object] | None:
    """JSON-safe form of an order intent."""
    if i is None:
        return None
    return {
        "client_order_id": i.client_order_id,
        "side": i.side.value,
        "order_type": i.order_type.value,
        "qty": fmt(i.qty),
        "price": None if i.price is None else fmt(i.price),
        "tag": i.tag,
        "reduce_only": i.reduce_only,
    }


def intent_from_dict(d: object) -> OrderIntent | None:
    """Inverse of :func:`intent_to_dict`."""
    if d is None:
        return None
    if not isinstance(d, Mapping):
        raise ValueError("order intent must be an object")
    price = d["price"]
    return OrderIntent(
        str(d["client_order_id"]),
        OrderSide(str(d["side"])),
        OrderType(str(d["order_type"])),
        to_decimal(d["qty"]),
        None if price is None else to_decimal(price),
        str(d["tag"]),
        bool(d["reduce_only"]),
    )


def _cell_to_dict(c: FCell) -> dict[str, object]:
    return {
        "index": c.index,
        "side": c.side.value,
        "price": fmt(c.price),
        "long_side": c.long_side,
        "cid": c.cid,
        "filled": fmt(c.filled),
        "fee": fmt(c.fee),
        "open_fee": fmt(c.open_fee),
        "rejected": c.rejected,
        "rejects": c.rejects,
        "retry_at": c.retry_at,
        "waiting": c.waiting,
    }


def _as_int(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"expected an integer, received {value!r}")
    return value


def _opt_int(value: object) -> int | None:
    return None if value is None else _as_int(value)


def _as_list(value: object) -> list[object]:
    if not isinstance(value, list):
        raise ValueError("expected a list")
    return value


def _cell_from_dict(d: object) -> FCell:
    if not isinstance(d, Mapping):
        raise ValueError("cell must be an object")
    return FCell(
        index=_as_int(d["index"]),
        side=OrderSide(str(d["side"])),
        price=to_decimal(d["price"]),
        long_side=bool(d["long_side"]),
        cid=str(d["cid"]),
        filled=to_decimal(d["filled"]),
        fee=to_decimal(d["fee"]),
        open_fee=to_decimal(d["open_fee"]),
        rejected=bool(d["rejected"]),
        rejects=_as_int(d["rejects"]),
        retry_at=_as_int(d["retry_at"]),
        waiting=bool(d["waiting"]),
    )


def state_to_dict(s: FuturesGridState) -> dict[str, object]:
    """JSON-safe snapshot; Decimals as strings."""
    out: dict[str, object] = {name: fmt(getattr(s, name)) for name in _DEC_FIELDS}
    out.update({name: getattr(s, name) for name in _INT_FIELDS})
    out.update(
        {
            "bot_id": s.bot_id,
            "config": config_to_dict(s.config),
            "status": s.status.value,
            "close_reason": None if s.close_reason is None else s.close_reason.value,
            "start_ts": s.start_ts,
            "end_ts": s.end_ts,
            "levels": [fmt(p) for p in s.levels],
            "cells": [_cell_to_dict(c) for c in s.cells],
            "init_order": intent_to_dict(s.init_order),
            "close_order": intent_to_dict(s.close_order),
            "pending_stop": None if s.pending_stop is None else s.pending_stop.value,
            "recent_cycles": list(s.recent_cycles),
            "close_price": None if s.close_price is None else fmt(s.close_price),
        }
    )
    return out


def state_from_dict(d: Mapping[str, object]) -> FuturesGridState:
    """Inverse of :func:`state_to_dict`."""
    cfg = d["config"]
    if not isinstance(cfg, Mapping):
        raise ValueError("config must be an object")
    close_reason, close_price, pending = d["close_reason"], d["close_price"], d["pending_stop"]
    return FuturesGridState(
        bot_id=str(d["bot_id"]),
        config=parse_config(cfg),
        status=BotStatus(str(d["status"])),
        close_reason=None if close_reason is None else CloseReason(str(close_reason)),
        start_ts=_opt_int(d["start_ts"]),
        end_ts=_opt_int(d["end_ts"]),
        levels=tuple(to_decimal(p) for p in _as_list(d["levels"])),
        cells=tuple(_cell_from_dict(c) for c in _as_list(d["cells"])),
        init_order=intent_from_dict(d["init_order"]),
        close_order=intent_from_dict(d["close_order"]),
        pending_stop=None if pending is None else CloseReason(str(pending)),
        recent_cycles=tuple(_as_int(t) for t in _as_list(d["recent_cycles"])),
        close_price=None if close_price is None else to_decimal(close_price),
        min_ratio=to_decimal(d["min_ratio"]),
        p0=to_decimal(d["p0"]),
        q=to_decimal(d["q"]),
        init_filled=to_decimal(d["init_filled"]),
        init_fee=to_decimal(d["init_fee"]),
        close_filled=to_decimal(d["close_filled"]),
        wallet=to_decimal(d["wallet"]),
        position=to_decimal(d["position"]),
        avg_entry=to_decimal(d["avg_entry"]),
        closed_pnl=to_decimal(d["closed_pnl"]),
        fees_paid=to_decimal(d["fees_paid"]),
        funding_fee=to_decimal(d["funding_fee"]),
        insurance=to_decimal(d["insurance"]),
        total_investment=to_decimal(d["total_investment"]),
        added_margin=to_decimal(d["added_margin"]),
        cum_withdrawn=to_decimal(d["cum_withdrawn"]),
        grid_profit=to_decimal(d["grid_profit"]),
        peak_equity=to_decimal(d["peak_equity"]),
        create_ts=_as_int(d["create_ts"]),
        entry_dir=_as_int(d["entry_dir"]),
        offset=_as_int(d["offset"]),
        gen=_as_int(d["gen"]),
        arbitrage_num=_as_int(d["arbitrage_num"]),
        shift_count=_as_int(d["shift_count"]),
    )
