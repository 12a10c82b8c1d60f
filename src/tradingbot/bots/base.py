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
from typing import Protocol, TypeVar

from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, OrderType, SettleMode
from tradingbot.core.instruments import SpotSymbol
from tradingbot.sim.orders import Fill

MAX_CLIENT_ORDER_ID = 64
"""Longest client order id we generate (exchanges commonly cap at 36..64 characters)."""


@dataclass(frozen=True, slots=True)
class MarketView:
    """What a bot may know about the market at one instant: time, last price, rules and fees."""

    ts: int
    last_price: Decimal
    symbol: SpotSymbol
    maker_fee: Decimal
    taker_fee: Decimal


@dataclass(frozen=True, slots=True)
class OrderIntent:
    """An order the bot wants resting (LIMIT) or executed now (MARKET); ``tag`` says why."""

    client_order_id: str
    side: OrderSide
    order_type: OrderType
    qty: Decimal
    price: Decimal | None
    tag: str


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class FillEvent:
    """One execution of one of the bot's orders (from a simulated or real exchange fill)."""

    client_order_id: str
    side: OrderSide
    price: Decimal
    qty: Decimal
    fee: Decimal
    fee_asset: str
    ts: int
    fill_id: int
    is_maker: bool = True

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
"""Everything ``apply`` accepts."""

Note = dict[str, object]
"""A JSON-safe record a family wants persisted with the step (e.g. a grid cycle and its profit)."""


# --------------------------------------------------------------------------- family protocol

ConfigT = TypeVar("ConfigT")
StateT = TypeVar("StateT")


class Family(Protocol[ConfigT, StateT]):
    """One bot family (spot grid, DCA, ...): pure functions over a frozen Config and State."""

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


def client_order_id(bot_id: str, kind: str, index: int | None, gen: int) -> str:
    """Deterministic client order id: ``g{bot}-{kind}{index}-{gen}``, unique per bot forever
    because ``gen`` only grows. Raises ValueError above :data:`MAX_CLIENT_ORDER_ID` characters."""
    slot = kind if index is None else f"{kind}{index}"
    cid = f"g{bot_id}-{slot}-{gen}"
    if len(cid) > MAX_CLIENT_ORDER_ID:
        raise ValueError(f"client order id too long: {cid!r}")
    return cid
