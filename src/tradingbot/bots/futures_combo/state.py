"""Futures combo state: each leg's books, the basket's wallet and target, orders in flight, history.

Why the bot keeps its own books per leg (position, average entry, closed PnL, fees, funding): the
weights, equity, TP/SL/trailing stop and the margin ratio never ask the venue; every fill and
funding payment carries its leg, so the books equal the bot's account on the simulated exchange.
``wallet = total margin in + Σ closed PnL − Σ fees + Σ funding (+ insurance)``.

Orders are market orders (the allocation, a rebalance, the close): ``orders`` holds those sent and
not yet filled; the step that sent them waits for their fills before anything else is decided.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.futures_combo.config import ComboConfig, config_to_dict, parse_config
from tradingbot.bots.kit.snapshot import (
    as_list,
    as_obj,
    decimals_from_dict,
    decimals_to_dict,
    head_from_dict,
    head_to_dict,
    opt_reason,
    opt_value,
)
from tradingbot.bots.kit.state import BotState
from tradingbot.core.enums import CloseReason, OrderSide
from tradingbot.core.money import ZERO, as_int, fmt

HISTORY_KEPT = 200
"""Rebalances and transfers kept in the state (older ones live in bot_events)."""


@dataclass(frozen=True, slots=True)
class LegBook:
    """The bot's books of one leg."""

    symbol: str
    position: Decimal = ZERO
    avg_entry: Decimal = ZERO
    closed_pnl: Decimal = ZERO
    fees: Decimal = ZERO
    funding: Decimal = ZERO


@dataclass(frozen=True, slots=True)
class LegOrder:
    """A market order of one leg in flight and how much of it has filled."""

    cid: str
    symbol: str
    side: OrderSide
    qty: Decimal
    reduce_only: bool
    filled: Decimal = ZERO


@dataclass(frozen=True, slots=True)
class Rebalance:
    """One rebalance: when, why (INIT, TIME, PERCENT, USER, MODIFY, TRANSFER, RESET) and each leg's
    trade (``qty`` 0 with the reason when skipped)."""

    ts: int
    trigger: str
    trades: tuple[tuple[str, str, Decimal, str], ...]


@dataclass(frozen=True, slots=True)
class Transfer:
    """Margin moved into (IN) or out of (OUT) the bot."""

    ts: int
    direction: str
    amount: Decimal


@dataclass(frozen=True, slots=True, kw_only=True)
class ComboState(BotState[ComboConfig]):
    """Everything a combo needs to continue after a restart (see :func:`state_to_dict`); lifecycle
    from :class:`BotState`."""

    books: tuple[LegBook, ...] = ()
    orders: tuple[LegOrder, ...] = ()
    trigger: str = ""
    rejects: int = 0
    gen: int = 0
    pending_stop: CloseReason | None = None
    wallet: Decimal = ZERO
    insurance: Decimal = ZERO
    transfers_in: Decimal = ZERO
    transfers_out: Decimal = ZERO
    target_total: Decimal = ZERO
    adjusted_position_num: int = 0
    last_adjust_position_time: int = 0
    next_time_check: int = 0
    last_modify_setting_time: int = 0
    peak_equity: Decimal = ZERO
    liquidation_pnl: Decimal = ZERO
    """The legs' closed PnL from liquidation fills (the PnL breakdown's liquidation loss)."""
    rebalances: tuple[Rebalance, ...] = ()
    transfers: tuple[Transfer, ...] = ()
    close_marks: tuple[tuple[str, Decimal], ...] = ()

    @property
    def total_margin(self) -> Decimal:
        """``init_margin + transfers in − transfers out`` (the TP/SL basis, MECHANICS §7.4)."""
        return self.config.init_margin + self.transfers_in - self.transfers_out

    def book(self, symbol: str) -> LegBook:
        """The books of one leg."""
        for b in self.books:
            if b.symbol == symbol:
                return b
        raise KeyError(symbol)

    @property
    def positions(self) -> dict[str, Decimal]:
        """Signed position per leg."""
        return {b.symbol: b.position for b in self.books}

    @property
    def fees(self) -> Decimal:
        """Trading fees over every leg."""
        return sum((b.fees for b in self.books), ZERO)

    @property
    def funding(self) -> Decimal:
        """Net funding over every leg (received > 0)."""
        return sum((b.funding for b in self.books), ZERO)

    @property
    def closed_pnl(self) -> Decimal:
        """Closed PnL over every leg."""
        return sum((b.closed_pnl for b in self.books), ZERO)


# --------------------------------------------------------------------------- serialization

_DEC_FIELDS = (
    "wallet", "insurance", "liquidation_pnl", "transfers_in", "transfers_out", "target_total", "peak_equity"
)  # fmt: skip
_INT_FIELDS = (
    "create_ts", "gen", "rejects", "adjusted_position_num", "last_adjust_position_time", "next_time_check",
    "last_modify_setting_time",
)  # fmt: skip
_BOOK_DEC = ("position", "avg_entry", "closed_pnl", "fees", "funding")
_ORDER_DEC = ("qty", "filled")


def state_to_dict(s: ComboState) -> dict[str, object]:
    """JSON-safe snapshot; Decimals as strings."""
    out = head_to_dict(s, config_to_dict, _DEC_FIELDS, _INT_FIELDS)
    out.update(
        {
            "books": [{"symbol": b.symbol} | decimals_to_dict(b, _BOOK_DEC) for b in s.books],
            "orders": [
                {"cid": o.cid, "symbol": o.symbol, "side": o.side.value, "reduce_only": o.reduce_only}
                | decimals_to_dict(o, _ORDER_DEC)
                for o in s.orders
            ],
            "trigger": s.trigger,
            "pending_stop": opt_value(s.pending_stop),
            "rebalances": [
                {
                    "ts": r.ts,
                    "trigger": r.trigger,
                    "trades": [[sym, side, str(q), why] for sym, side, q, why in r.trades],
                }
                for r in s.rebalances
            ],
            "transfers": [
                {"ts": t.ts, "direction": t.direction, "amount": str(t.amount)} for t in s.transfers
            ],
            "close_marks": [[sym, fmt(p)] for sym, p in s.close_marks],
        }
    )
    return out


def _book(value: object) -> LegBook:
    d = as_obj(value, "leg book")
    return LegBook(symbol=str(d["symbol"]), **decimals_from_dict(d, _BOOK_DEC))


def _order(value: object) -> LegOrder:
    d = as_obj(value, "leg order")
    return LegOrder(
        cid=str(d["cid"]), symbol=str(d["symbol"]), side=OrderSide(str(d["side"])),
        reduce_only=bool(d["reduce_only"]), **decimals_from_dict(d, _ORDER_DEC),
    )  # fmt: skip


def _rebalance(value: object) -> Rebalance:
    d = as_obj(value, "rebalance")
    trades = tuple(
        (str(t[0]), str(t[1]), Decimal(str(t[2])), str(t[3]))
        for t in (as_list(x) for x in as_list(d["trades"]))
    )
    return Rebalance(as_int(d["ts"]), str(d["trigger"]), trades)


def _transfer(value: object) -> Transfer:
    d = as_obj(value, "transfer")
    return Transfer(as_int(d["ts"]), str(d["direction"]), Decimal(str(d["amount"])))


def state_from_dict(d: Mapping[str, object]) -> ComboState:
    """Inverse of :func:`state_to_dict`."""
    return ComboState(
        **head_from_dict(d, parse_config, _DEC_FIELDS, _INT_FIELDS),
        books=tuple(_book(b) for b in as_list(d["books"])),
        orders=tuple(_order(o) for o in as_list(d["orders"])),
        trigger=str(d["trigger"]),
        pending_stop=opt_reason(d["pending_stop"]),
        rebalances=tuple(_rebalance(r) for r in as_list(d["rebalances"])),
        transfers=tuple(_transfer(t) for t in as_list(d["transfers"])),
        close_marks=tuple(
            (str(x[0]), Decimal(str(x[1]))) for x in (as_list(m) for m in as_list(d["close_marks"]))
        ),
    )
