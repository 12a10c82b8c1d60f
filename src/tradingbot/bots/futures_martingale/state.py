"""Futures martingale state: the round in progress, its two resting orders, the bot's own books.

Why the bot keeps its own books (wallet, signed position, average entry), as the futures grid
does: equity, the stop loss, the TP price and the liquidation estimate never ask the venue; every
fill carries its fee and every funding payment its amount, so the books equal the bot's account
on the simulated exchange. ``wallet = init_margin + added + closed PnL − fees + funding
(+ insurance)``; ``equity = wallet + position·(mark − avg_entry)``.

A round: the first order at market (``entry_order``), then at most one resting add (the next rung
of the ladder) and one resting reduce-only TP for the whole position. Both are re-placed, with a
new client order id, after every opening fill; ``gen`` only grows, so ids are never reused and a
restart resumes the round exactly.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.base import OrderIntent
from tradingbot.bots.futures_martingale.config import FuturesMartingaleConfig, config_to_dict, parse_config
from tradingbot.bots.kit import snapshot as snap
from tradingbot.bots.kit.state import PERP_BOOKS, PerpState
from tradingbot.core.money import ZERO, as_int, fmt, opt_dec, opt_fmt, to_decimal

ROUNDS_KEPT = 200
"""Rounds history kept in the state (the counters stay exact; older rounds live in bot_events)."""


@dataclass(frozen=True, slots=True)
class Resting:
    """A resting limit order of the round (the next add or the TP) and its partial fills.

    ``rejects`` counts consecutive balance refusals; the order is re-sent at ``retry_at`` (ms).
    """

    cid: str
    price: Decimal
    qty: Decimal
    filled: Decimal = ZERO
    rejects: int = 0
    retry_at: int = 0

    def is_open(self, ts: int) -> bool:
        """The order should rest on the venue at ``ts``."""
        return ts >= self.retry_at


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One finished round: COMPLETED by its TP or STOPPED with the bot; profit net of its fees."""

    round: int
    status: str
    start_ts: int
    end_ts: int
    adds: int
    qty: Decimal
    avg_price: Decimal
    close_price: Decimal
    profit: Decimal
    fees: Decimal


@dataclass(frozen=True, slots=True, kw_only=True)
class FuturesMartingaleState(PerpState[FuturesMartingaleConfig]):
    """Everything a martingale needs to continue after a restart (see :func:`state_to_dict`);
    lifecycle and books from :class:`PerpState`."""

    entry_dir: int = 0
    # the round
    current_round: int = 0
    completed_rounds: int = 0
    added: int = 0
    round_start_ts: int = 0
    margins: tuple[Decimal, ...] = ()
    filled: tuple[tuple[Decimal, Decimal], ...] = ()
    p0: Decimal = ZERO
    round_notional: Decimal = ZERO
    round_qty: Decimal = ZERO
    round_fees: Decimal = ZERO
    round_pnl: Decimal = ZERO
    entry_order: OrderIntent | None = None
    entry_filled: Decimal = ZERO
    entry_rejects: int = 0
    add: Resting | None = None
    tp: Resting | None = None
    # metrics
    added_margin: Decimal = ZERO
    round_profit: Decimal = ZERO
    rounds: tuple[RoundRecord, ...] = ()
    close_price: Decimal | None = None

    @property
    def total_margin(self) -> Decimal:
        """Initial margin plus every addition (what the ladder of the next round is sized on)."""
        return self.config.init_margin + self.added_margin


# --------------------------------------------------------------------------- serialization

_DEC_FIELDS = (
    "p0",
    "round_notional",
    "round_qty",
    "round_fees",
    "round_pnl",
    "entry_filled",
    "close_filled",
    *PERP_BOOKS,
    "added_margin",
    "round_profit",
)
_INT_FIELDS = (
    "create_ts",
    "entry_dir",
    "current_round",
    "completed_rounds",
    "added",
    "round_start_ts",
    "entry_rejects",
    "gen",
)
_RESTING_DEC = ("price", "qty", "filled")


def _resting_to_dict(r: Resting | None) -> dict[str, object] | None:
    if r is None:
        return None
    return {"cid": r.cid, "rejects": r.rejects, "retry_at": r.retry_at} | snap.decimals_to_dict(
        r, _RESTING_DEC
    )


def _resting_from_dict(value: object) -> Resting | None:
    if value is None:
        return None
    d = snap.as_obj(value, "resting order")
    return Resting(
        cid=str(d["cid"]), rejects=as_int(d["rejects"]), retry_at=as_int(d["retry_at"]),
        **snap.decimals_from_dict(d, _RESTING_DEC),
    )  # fmt: skip


def state_to_dict(s: FuturesMartingaleState) -> dict[str, object]:
    """JSON-safe snapshot; Decimals as strings."""
    out = snap.head_to_dict(s, config_to_dict, _DEC_FIELDS, _INT_FIELDS)
    out.update(
        {
            "margins": [fmt(m) for m in s.margins],
            "filled": [[fmt(p), fmt(q)] for p, q in s.filled],
            "entry_order": snap.intent_to_dict(s.entry_order),
            "add": _resting_to_dict(s.add),
            "tp": _resting_to_dict(s.tp),
            "close_order": snap.intent_to_dict(s.close_order),
            "pending_stop": snap.opt_value(s.pending_stop),
            "rounds": [snap.record_to_dict(r) for r in s.rounds],
            "close_price": opt_fmt(s.close_price),
        }
    )
    return out


def state_from_dict(d: Mapping[str, object]) -> FuturesMartingaleState:
    """Inverse of :func:`state_to_dict`."""
    pairs = (snap.as_list(r) for r in snap.as_list(d["filled"]))
    return FuturesMartingaleState(
        **snap.head_from_dict(d, parse_config, _DEC_FIELDS, _INT_FIELDS),
        margins=tuple(to_decimal(m) for m in snap.as_list(d["margins"])),
        filled=tuple((to_decimal(p), to_decimal(q)) for p, q in pairs),
        entry_order=snap.intent_from_dict(d["entry_order"]),
        add=_resting_from_dict(d["add"]),
        tp=_resting_from_dict(d["tp"]),
        close_order=snap.intent_from_dict(d["close_order"]),
        pending_stop=snap.opt_reason(d["pending_stop"]),
        rounds=tuple(snap.record_from_dict(RoundRecord, r, "round") for r in snap.as_list(d["rounds"])),
        close_price=opt_dec(d["close_price"]),
    )
