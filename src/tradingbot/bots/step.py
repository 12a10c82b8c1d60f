"""The shared step: apply -> verdict -> desired -> reconcile (ARCHITECTURE §4).

Why one function: backtest, paper trading and a restart all run exactly this code, so a bot
behaves the same everywhere. Reconcile compares order *ids* only; ids are a pure function of the
bot's state, so running it again after its commands were executed yields nothing (idempotent).

Why a step may apply several events (:func:`step_all`): one price can fill several of a bot's
orders at once, and the exchange has filled them all before the bot can react. The bot applies
every one of them, then judges (verdict) and reconciles once, so a stop decided on that price
settles everything those fills bought or sold (ARCHITECTURE, Bots: "One price, many fills").
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from tradingbot.bots.base import (
    SPOT,
    AnyEvent,
    CloseCommand,
    Family,
    FundingEvent,
    LiquidationEvent,
    MarketView,
    OrderIntent,
    VenueFamily,
    venue_of,
)
from tradingbot.core.enums import BotStatus, CloseReason

_STOPPED = frozenset({BotStatus.CANCELLING, BotStatus.COMPLETED})


class OpenOrderLike(Protocol):
    """What reconcile needs of an open exchange order."""

    @property
    def client_order_id(self) -> str: ...


@dataclass(frozen=True, slots=True)
class PlaceCommand:
    """Place this order."""

    intent: OrderIntent


@dataclass(frozen=True, slots=True)
class CancelCommand:
    """Cancel the open order with this client id."""

    client_order_id: str


ExchangeCommand = PlaceCommand | CancelCommand


@dataclass(frozen=True, slots=True)
class StepResult:
    """New state, exchange commands (cancels first, then places) and the stop decided in this step."""

    state: Any
    commands: list[ExchangeCommand]
    closing: CloseReason | None
    trail: tuple[Any, ...] = ()
    """The state after each event applied, the last one after the verdict (it is ``state``): what
    each event of a :func:`step_all` did, for the host's per-event records."""


def reconcile(desired: Sequence[OrderIntent], open_orders: Iterable[OpenOrderLike]) -> list[ExchangeCommand]:
    """Cancel open orders that are not desired, then place desired orders that are not open.

    Cancels come first so that the funds they free are available to the places.
    """
    wanted = {i.client_order_id for i in desired}
    open_ids = [o.client_order_id for o in open_orders]
    open_set = set(open_ids)
    cancels: list[ExchangeCommand] = [CancelCommand(cid) for cid in open_ids if cid not in wanted]
    places: list[ExchangeCommand] = [PlaceCommand(i) for i in desired if i.client_order_id not in open_set]
    return cancels + places


def _apply(family: Family[Any, Any], state: Any, event: AnyEvent, market: MarketView) -> Any:
    """``family.apply``; venue events (funding, liquidation) only go to derivatives families."""
    if isinstance(event, FundingEvent | LiquidationEvent):
        if venue_of(family) == SPOT:
            raise TypeError(f"{type(event).__name__} reached spot family {family.name}")
        return cast(VenueFamily[Any, Any], family).apply(state, event, market)
    return family.apply(state, event, market)


def step(
    family: Family[Any, Any],
    state: Any,
    event: AnyEvent,
    market: MarketView,
    open_orders: Iterable[OpenOrderLike],
) -> StepResult:
    """Apply ``event``, stop the bot if its verdict says so, and reconcile its orders."""
    return step_all(family, state, (event,), market, open_orders)


def step_all(
    family: Family[Any, Any],
    state: Any,
    events: Sequence[AnyEvent],
    market: MarketView,
    open_orders: Iterable[OpenOrderLike],
) -> StepResult:
    """Apply every event in order, then one verdict and one reconcile: the bot reacts to all of
    them together (the fills one price made), never to the first alone."""
    if not events:
        raise ValueError("a step applies at least one event")
    before = family.status(state)
    new = state
    trail: list[Any] = []
    for event in events:
        new = _apply(family, new, event, market)
        trail.append(new)
    closing: CloseReason | None = None
    if family.status(new) not in _STOPPED:
        reason = family.verdict(new, market)
        if reason is not None:
            new = family.apply(new, CloseCommand(None, reason), market)
    if before not in _STOPPED and family.status(new) in _STOPPED:
        closing = family.close_reason(new)
    commands = reconcile(family.desired(new, market), open_orders)
    trail[-1] = new
    return StepResult(new, commands, closing, tuple(trail))
