"""Spot DCA state: the bot's books, its RECURRING rounds and its SAFETY_ORDER cycle, with to/from dict.

Why the order in flight is part of the state: a market order (a round's buy, a cycle's base
order, the settlement) is desired until its fill or refusal is folded in, and its client order
id is derived from the round or cycle number, so a snapshot taken at any point restores to a bot
that neither repeats nor skips an order.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from tradingbot.bots.base import OrderIntent
from tradingbot.bots.dca.config import DcaConfig, config_to_dict, parse_config
from tradingbot.bots.kit import snapshot as snap
from tradingbot.bots.kit.state import BotState
from tradingbot.core.enums import DcaMode
from tradingbot.core.money import ZERO, as_int, fmt, opt_dec, opt_fmt, to_decimal


@dataclass(frozen=True, slots=True)
class PairBook:
    """What the bot bought of one coin: quote spent and base received (net of the buy fee)."""

    base: str
    cum_quote: Decimal = ZERO
    cum_qty: Decimal = ZERO
    held: Decimal = ZERO
    """The coin the bot holds now (bought net of fees, less what the settlement sold)."""
    skipped: int = 0
    """Rounds in which the symbol's order rules refused this pair's buy (the other pairs bought)."""


@dataclass(frozen=True, slots=True)
class RoundOrder:
    """A RECURRING market order in flight: pair ``pair``'s round buy or settlement sell."""

    pair: int
    intent: OrderIntent
    filled: Decimal = ZERO


@dataclass(frozen=True, slots=True)
class Cycle:
    """The current SAFETY_ORDER cycle: base fill price, position, ladder fills and the TP order.

    ``filled[k]`` is the base filled by safety order k+1; ``tp_version`` grows with every buy fill,
    so each re-placed TP has a new id (``tp_filled``: what the current TP version sold);
    ``quote_spent`` is the cost of the base still held (a TP sell removes its share, and the
    difference to the sell's net proceeds is ``realized``); ``scale`` multiplies the cycle's amounts.
    """

    number: int = 0
    base_price: Decimal | None = None
    scale: Decimal = Decimal(1)
    quote_spent: Decimal = ZERO
    base_held: Decimal = ZERO
    filled: tuple[Decimal, ...] = ()
    rejected: tuple[int, ...] = ()
    tp_version: int = 0
    tp_qty: Decimal = ZERO
    tp_price: Decimal = ZERO
    tp_filled: Decimal = ZERO
    realized: Decimal = ZERO
    fee_value: Decimal = ZERO
    """The fees (in quote) of the cycle's fills not yet counted in ``DcaState.cycle_fees``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DcaState(BotState[DcaConfig]):
    """A DCA bot at one instant; ``quote``/``base`` equal its account's balances on the exchange.

    RECURRING keeps each coin's holding in its pair's book (``books[i].held``); ``base`` mirrors
    the first pair's, the only coin of a single-pair bot, so single-pair readers see it as before.
    Its market orders in flight are ``orders`` (one per pair of a round, or per coin sold on close);
    SAFETY_ORDER uses ``pending``. Lifecycle fields from :class:`BotState`.
    """

    settle_mode: DcaMode | None = None
    close_price: Decimal | None = None
    quote: Decimal = ZERO
    base: Decimal = ZERO
    pending: OrderIntent | None = None
    pending_filled: Decimal = ZERO
    # RECURRING
    next_round: int = 0
    anchor_ts: int | None = None
    """Round ``anchor_round`` is due at ``anchor_ts`` (None: round 0 at ``create_ts``); a frequency
    change re-anchors the schedule so round numbers (and client order ids) keep increasing."""
    anchor_round: int = 0
    rounds_done: int = 0
    rounds_skipped: int = 0
    cum_invested: Decimal = ZERO
    books: tuple[PairBook, ...] = ()
    orders: tuple[RoundOrder, ...] = ()
    round_paid: Decimal = ZERO
    """Quote the current round's completed buys spent (a round with none is a skipped round)."""
    # SAFETY_ORDER
    cycle: Cycle = field(default_factory=Cycle)
    cycles_completed: int = 0
    cum_profit: Decimal = ZERO
    """Closed cycles' profit net of their fees: TP cycles and the cycle a stop or close ended."""
    cycle_fees: Decimal = ZERO
    """The fees (in quote) of the fills counted in ``cum_profit`` (its profit before fees is the sum)."""
    fees_paid: Decimal = ZERO
    """Every fill's fee in quote (a base fee valued at its fill price)."""
    cycle_done: bool = False


# --------------------------------------------------------------------------- snapshot


_CYCLE_DEC = ("scale", "quote_spent", "base_held", "tp_qty", "tp_price", "tp_filled", "realized", "fee_value")
_CYCLE_INT = ("number", "tp_version")


def _cycle_to_dict(c: Cycle) -> dict[str, object]:
    return {
        **{name: getattr(c, name) for name in _CYCLE_INT},
        "base_price": opt_fmt(c.base_price),
        **snap.decimals_to_dict(c, _CYCLE_DEC),
        "filled": [fmt(q) for q in c.filled],
        "rejected": list(c.rejected),
    }


def _cycle_from_dict(d: Mapping[str, object]) -> Cycle:
    return Cycle(
        **snap.ints_from_dict(d, _CYCLE_INT),
        base_price=opt_dec(d["base_price"]),
        **snap.decimals_from_dict(d, _CYCLE_DEC),
        filled=tuple(to_decimal(q) for q in snap.as_list(d["filled"])),
        rejected=tuple(as_int(k) for k in snap.as_list(d["rejected"])),
    )


_DEC_FIELDS = ("quote", "base", "cum_invested", "cum_profit", "cycle_fees", "fees_paid")
_INT_FIELDS = ("create_ts", "next_round", "anchor_round", "rounds_done", "rounds_skipped", "cycles_completed")


def state_to_dict(s: DcaState) -> dict[str, object]:
    """JSON-safe snapshot; Decimals as strings."""
    out = snap.head_to_dict(s, config_to_dict, _DEC_FIELDS, _INT_FIELDS)
    out.update(
        {
            "settle_mode": None if s.settle_mode is None else s.settle_mode.name,
            "close_price": opt_fmt(s.close_price),
            "pending": snap.intent_to_dict(s.pending),
            "pending_filled": fmt(s.pending_filled),
            "anchor_ts": s.anchor_ts,
            "books": [snap.record_to_dict(b) for b in s.books],
            "orders": [
                {"pair": o.pair, "intent": snap.intent_to_dict(o.intent), "filled": fmt(o.filled)}
                for o in s.orders
            ],
            "round_paid": fmt(s.round_paid),
            "cycle": _cycle_to_dict(s.cycle),
            "cycle_done": s.cycle_done,
        }
    )
    return out


def _book_from_dict(b: Mapping[str, object], held: object) -> PairBook:
    """A pair's book; snapshots before multi-pair RECURRING have no ``held`` (``held``: the fallback)."""
    return PairBook(
        str(b["base"]),
        to_decimal(b["cum_quote"]),
        to_decimal(b["cum_qty"]),
        to_decimal(b.get("held", held)),
        as_int(b.get("skipped", 0)),
    )


def _order_from_dict(o: Mapping[str, object]) -> RoundOrder:
    intent = snap.intent_from_dict(o["intent"])
    assert intent is not None
    return RoundOrder(as_int(o["pair"]), intent, to_decimal(o["filled"]))


def _recurring_orders(
    d: Mapping[str, object], pending: OrderIntent | None
) -> tuple[tuple[RoundOrder, ...], OrderIntent | None]:
    """RECURRING orders in flight; an older single-pair snapshot kept its one order in ``pending``."""
    if "orders" in d:
        return tuple(_order_from_dict(snap.as_obj(o)) for o in snap.as_list(d["orders"])), pending
    if pending is None:
        return (), None
    return (RoundOrder(0, pending, to_decimal(d["pending_filled"])),), None


def state_from_dict(d: Mapping[str, object]) -> DcaState:
    """Inverse of :func:`state_to_dict` (also reads snapshots written before multi-pair RECURRING)."""
    mode = d["settle_mode"]
    head = snap.head_from_dict(d, parse_config, _DEC_FIELDS, _INT_FIELDS)
    config: DcaConfig = head["config"]
    raw_books = [snap.as_obj(b) for b in snap.as_list(d["books"])]
    books = tuple(_book_from_dict(b, d["base"] if i == 0 else "0") for i, b in enumerate(raw_books))
    pending = snap.intent_from_dict(d["pending"])
    orders: tuple[RoundOrder, ...] = ()
    pending_filled = to_decimal(d["pending_filled"])
    if config.recurring is not None:
        orders, pending = _recurring_orders(d, pending)
        pending_filled = ZERO if pending is None else pending_filled
    return DcaState(
        **head,
        settle_mode=None if mode is None else DcaMode[str(mode)],
        close_price=opt_dec(d["close_price"]),
        pending=pending,
        pending_filled=pending_filled,
        anchor_ts=snap.opt_int(d["anchor_ts"]),
        books=books,
        orders=orders,
        round_paid=to_decimal(d.get("round_paid", "0")),
        cycle=_cycle_from_dict(snap.as_obj(d["cycle"])),
        cycle_done=bool(d["cycle_done"]),
    )
