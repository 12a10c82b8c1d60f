"""The bot step contract shared by every family (ARCHITECTURE §4).

A family is a set of pure functions over an immutable Config and State:
``init`` -> ``apply(event)`` -> ``verdict`` -> ``desired``. The shared :func:`tradingbot.bots.step.step`
turns desired order intents into exchange commands. Everything a family sees comes in as data
(:class:`MarketView`, events); nothing reads a clock, so backtest, paper and live share one path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Literal, Protocol, TypeVar

from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, OrderType, SettleMode
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.sim.orders import Fill

Venue = Literal["spot", "linear"]
"""Where a family trades: the spot exchange or the USDT linear perpetual exchange."""

SPOT: Venue = "spot"
LINEAR: Venue = "linear"

_NO_MAX_NOTIONAL = Decimal("1e30")

MAX_CLIENT_ORDER_ID = 64
"""Longest client order id we generate (exchanges commonly cap at 36..64 characters)."""


@dataclass(frozen=True, slots=True)
class PositionView:
    """The venue's own numbers for the bot's position on one symbol (read-only, for display and checks).

    ``size`` is signed (long > 0); ``liq_price`` None when the position cannot be liquidated.
    """

    size: Decimal
    avg_entry: Decimal
    leverage: Decimal
    realized_pnl: Decimal = Decimal(0)
    unrealized_pnl: Decimal = Decimal(0)
    im: Decimal = Decimal(0)
    mm: Decimal = Decimal(0)
    liq_price: Decimal | None = None


@dataclass(frozen=True, slots=True)
class FuturesView:
    """What a derivatives (``linear``) bot sees besides the spot-shaped fields of :class:`MarketView`.

    ``instrument`` and ``tiers`` are the contract's rules; ``mark_price`` drives equity, unrealized
    PnL and liquidation (MECHANICS §1.7); ``position``/``wallet``/``equity`` are the venue's view of
    the bot's own account (None when the view is built for a symbol rather than for one bot).
    A futures family keeps its own books from fills and funding; these are for display and checks.
    """

    instrument: FuturesSymbolConfig
    tiers: tuple[RiskTier, ...]
    mark_price: Decimal
    position: PositionView | None = None
    wallet: Decimal | None = None
    equity: Decimal | None = None


@dataclass(frozen=True, slots=True)
class MarketView:
    """What a bot may know about the market at one instant: time, last price, rules and fees.

    For spot bots ``symbol`` is the traded pair. For futures bots ``symbol`` carries the
    contract's order rules in the same shape (see :func:`futures_order_rules`) and ``venue``
    the contract, risk tiers, mark price and the bot's position as the venue reports it. A
    multi-symbol family (:class:`MultiSymbolFamily`) gets its first symbol's view with ``legs``.
    """

    ts: int
    last_price: Decimal
    symbol: SpotSymbol
    maker_fee: Decimal
    taker_fee: Decimal
    venue: FuturesView | None = None
    legs: Mapping[str, MarketView] | None = field(default=None, compare=False, hash=False)
    """A multi-symbol bot's view of every symbol it trades (its own :class:`MarketView` each, this
    one among them); None for single-symbol families."""


def futures_order_rules(instrument: FuturesSymbolConfig) -> SpotSymbol:
    """A futures contract's order rules (tick, lot, min/max qty, min notional) as a SpotSymbol value."""
    return SpotSymbol(
        symbol=instrument.symbol,
        base=instrument.base_currency,
        quote=instrument.quote_currency,
        tick_size=instrument.tick_size,
        lot_size=instrument.lot_size,
        min_qty=instrument.min_qty,
        max_qty=instrument.max_new_order_qty,
        min_amount=instrument.min_notional_value,
        max_amount=max(_NO_MAX_NOTIONAL, instrument.min_notional_value),
    )


@dataclass(frozen=True, slots=True)
class OrderIntent:
    """An order the bot wants resting (LIMIT) or executed now (MARKET); ``tag`` says why.

    ``reduce_only`` (futures only): the order may only shrink the position; spot venues ignore it.
    ``symbol``: the symbol of a multi-symbol bot's order (None: the bot's one symbol).
    """

    client_order_id: str
    side: OrderSide
    order_type: OrderType
    qty: Decimal
    price: Decimal | None
    tag: str
    reduce_only: bool = False
    symbol: str | None = None


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class FillEvent:
    """One execution of one of the bot's orders (from a simulated or real exchange fill).

    Futures venues also report the fill's ``realized_pnl`` (None: the bot computes it) and the
    ``insurance`` that covered a loss the wallet could not pay.
    """

    client_order_id: str
    side: OrderSide
    price: Decimal
    qty: Decimal
    fee: Decimal
    fee_asset: str
    ts: int
    fill_id: int
    is_maker: bool = True
    realized_pnl: Decimal | None = None
    insurance: Decimal = Decimal(0)
    symbol: str = ""

    @classmethod
    def from_fill(cls, fill: Fill) -> FillEvent:
        """The bot's view of a simulated-exchange fill."""
        return cls(
            client_order_id=fill.client_order_id,
            side=fill.side,
            price=fill.price,
            qty=fill.qty,
            fee=fill.fee,
            fee_asset=fill.fee_asset,
            ts=fill.ts,
            fill_id=fill.id,
            is_maker=fill.is_maker,
        )


@dataclass(frozen=True, slots=True)
class PriceEvent:
    """The market traded at ``price``."""

    ts: int
    price: Decimal


@dataclass(frozen=True, slots=True)
class RejectEvent:
    """The exchange refused to place one of the bot's orders (never an exception in the host)."""

    client_order_id: str
    reason: str
    ts: int = 0


@dataclass(frozen=True, slots=True)
class CloseCommand:
    """Stop the bot: by the user (MANUAL), by the shell (delist, ban, compliance) or by a verdict.

    ``settle_mode`` None means the mode chosen at creation.
    """

    settle_mode: SettleMode | None = None
    reason: CloseReason = CloseReason.MANUAL


@dataclass(frozen=True, slots=True)
class WithdrawCommand:
    """Take ``amount`` of realized profit (quote) out; the shell moves the funds afterwards."""

    amount: Decimal


@dataclass(frozen=True, slots=True)
class UpdateCommand:
    """Change parameters while running; the family parses ``params`` (unknown fields refused)."""

    params: Mapping[str, object] = field(default_factory=dict, hash=False)


@dataclass(frozen=True, slots=True)
class AddInvestmentCommand:
    """Top up the bot by ``amount`` quote; the shell has already moved the funds in."""

    amount: Decimal


Command = CloseCommand | WithdrawCommand | UpdateCommand | AddInvestmentCommand
"""User or shell commands."""

Event = FillEvent | PriceEvent | RejectEvent | Command
"""Everything ``apply`` of every family accepts."""


@dataclass(frozen=True, slots=True)
class FundingEvent:
    """A funding payment settled on the bot's position (futures only).

    ``amount`` is signed from the bot's side: positive received, negative paid (MECHANICS §5.4);
    ``insurance`` is what the venue's insurance fund paid when the wallet could not.
    """

    ts: int
    rate: Decimal
    amount: Decimal
    mark_price: Decimal
    position_size: Decimal
    insurance: Decimal = Decimal(0)
    symbol: str = ""


@dataclass(frozen=True, slots=True)
class LiquidationEvent:
    """The venue closed (part of) the bot's position by liquidation: the closing fill (futures only).

    ``insurance`` is what the venue's insurance fund paid into the wallet so that it does not go
    below zero (a loss beyond the margin); ``realized_pnl`` the venue's figure for the fill (None:
    the bot computes it).
    """

    side: OrderSide
    price: Decimal
    qty: Decimal
    fee: Decimal
    ts: int
    fill_id: int
    client_order_id: str = ""
    realized_pnl: Decimal | None = None
    insurance: Decimal = Decimal(0)
    symbol: str = ""


VenueEvent = FundingEvent | LiquidationEvent
"""Events only a derivatives venue produces; they reach families whose ``venue`` is not spot."""

AnyEvent = Event | VenueEvent
"""Everything the host may step a bot with."""

Note = dict[str, object]
"""A JSON-safe record a family wants persisted with the step (e.g. a grid cycle and its profit)."""


# --------------------------------------------------------------------------- family protocol

ConfigT = TypeVar("ConfigT")
StateT = TypeVar("StateT")


class Family(Protocol[ConfigT, StateT]):
    """One bot family (spot grid, DCA, ...): pure functions over a frozen Config and State.

    Optional: ``quiet_band(state, market) -> (lo, hi) | None``, an open price interval in which a
    :class:`PriceEvent` changes nothing (same state, no stop; the orders stay as they are). The host
    then lets the bot sleep until a price leaves it (``bots/wake_index.py``); a family without it,
    or a None, is stepped on every price.
    """

    @property
    def name(self) -> str:
        """Registry key (a :class:`~tradingbot.core.enums.BotKind` value)."""
        ...

    def parse_config(self, raw: Mapping[str, object]) -> ConfigT:
        """Validated, frozen config; unknown fields raise BusinessError naming the field."""
        ...

    def config_to_dict(self, config: ConfigT) -> dict[str, object]:
        """JSON-safe wire form that :meth:`parse_config` accepts back."""
        ...

    def symbol_of(self, config: ConfigT) -> str:
        """The symbol the bot trades."""
        ...

    def config_of(self, state: StateT) -> ConfigT:
        """The config a state runs with (it may change through updates)."""
        ...

    def init(self, bot_id: str, config: ConfigT, market: MarketView) -> StateT:
        """State of a freshly created bot (status NEW; funds already in its account)."""
        ...

    def apply(self, state: StateT, event: Event, market: MarketView) -> StateT:
        """Fold one event into the state; user commands that are not allowed raise BusinessError."""
        ...

    def desired(self, state: StateT, market: MarketView) -> list[OrderIntent]:
        """Orders that should be open (LIMIT) or executed (MARKET) now."""
        ...

    def verdict(self, state: StateT, market: MarketView) -> CloseReason | None:
        """Why the bot must stop now, or None."""
        ...

    def status(self, state: StateT) -> BotStatus:
        """Lifecycle status."""
        ...

    def close_reason(self, state: StateT) -> CloseReason | None:
        """Why the bot stopped (None while it runs)."""
        ...

    def describe(self, prev: StateT, state: StateT, event: Event) -> list[Note]:
        """Family-specific records of what ``event`` changed (cycles, shifts, ...)."""
        ...

    def to_dict(self, state: StateT) -> dict[str, object]:
        """JSON-safe snapshot (Decimals as strings)."""
        ...

    def from_dict(self, raw: Mapping[str, object]) -> StateT:
        """Inverse of :meth:`to_dict`."""
        ...


class VenueFamily(Family[ConfigT, StateT], Protocol):
    """A family that trades on a derivatives venue: it also folds :data:`VenueEvent` values.

    ``venue`` names the exchange the host routes its orders to; ``leverage_of`` is set on the
    venue for the bot's account and symbol before the bot starts.
    """

    @property
    def venue(self) -> Venue:
        """``"linear"`` for USDT perpetual families."""
        ...

    def leverage_of(self, config: ConfigT) -> Decimal:
        """Leverage the bot's position uses."""
        ...

    def apply(self, state: StateT, event: AnyEvent, market: MarketView) -> StateT:
        """Fold one event (including funding and liquidation) into the state."""
        ...


class MultiSymbolFamily(VenueFamily[ConfigT, StateT], Protocol):
    """A family whose bot trades several symbols of its venue (the futures combo's legs).

    The host indexes the bot under each symbol (a price of any of them can wake it), sets the
    leverage on each, steps it with the first symbol's :class:`MarketView` whose ``legs`` hold
    every symbol's view, lists its open orders over all symbols, places each :class:`OrderIntent`
    on its ``symbol``, and asks ``quiet_band`` once per symbol (``market`` = that symbol's view).
    """

    def symbols_of(self, config: ConfigT) -> tuple[str, ...]:
        """Every symbol the bot trades, the first one being :meth:`symbol_of`."""
        ...


def symbols_of(family: object, config: object) -> tuple[str, ...]:
    """The symbols a bot of ``family`` trades (one for single-symbol families)."""
    many = getattr(family, "symbols_of", None)
    if many is not None:
        return tuple(many(config))
    return (family.symbol_of(config),)  # type: ignore[attr-defined]


def venue_of(family: object) -> Venue:
    """The venue a family trades on (families without a ``venue`` attribute are spot families)."""
    venue = getattr(family, "venue", SPOT)
    return LINEAR if venue == LINEAR else SPOT


def client_order_id(bot_id: str, kind: str, index: int | None, gen: int) -> str:
    """Deterministic client order id: ``g{bot}-{kind}{index}-{gen}``, unique per bot forever
    because ``gen`` only grows. Raises ValueError above :data:`MAX_CLIENT_ORDER_ID` characters."""
    slot = kind if index is None else f"{kind}{index}"
    cid = f"g{bot_id}-{slot}-{gen}"
    if len(cid) > MAX_CLIENT_ORDER_ID:
        raise ValueError(f"client order id too long: {cid!r}")
    return cid
