"""The plumbing every family has in common: registry name, config and state codecs, accessors.

Why a base class: each family answered the same eight questions of the
:class:`~tradingbot.bots.base.Family` protocol (name, config parse/wire form, traded symbol,
current config, status, close reason, snapshot and restore) with the same one-line bodies, and
``apply`` was the same chain of ``isinstance`` tests in each. A family subclasses
:class:`FamilyShape` and writes only its mechanics (the handlers, ``init``, ``desired``,
``verdict``, ``describe``, ``quiet_band``); its ``FAMILY`` object is built from its kind, its
``config`` and ``state`` modules (their codecs, by the names every family uses) and its
:func:`event_handlers`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar, cast

from tradingbot.bots.base import (
    AddInvestmentCommand,
    CloseCommand,
    FillEvent,
    FundingEvent,
    LiquidationEvent,
    MarketView,
    PriceEvent,
    RejectEvent,
    UpdateCommand,
    WithdrawCommand,
)
from tradingbot.core.enums import BotKind, BotStatus, CloseReason


class HasSymbol(Protocol):
    """A config that names the symbol its bot trades."""

    @property
    def symbol(self) -> str: ...


class HasLifecycle(Protocol):
    """A state that carries its config, status and close reason."""

    @property
    def config(self) -> Any: ...

    @property
    def status(self) -> BotStatus: ...

    @property
    def close_reason(self) -> CloseReason | None: ...


ConfigT = TypeVar("ConfigT", bound=HasSymbol)
StateT = TypeVar("StateT", bound=HasLifecycle)

Handler = Callable[[Any, Any, MarketView], Any]
"""``(state, event, market) -> state``: how a family folds one kind of event."""


class ConfigCodec(Protocol[ConfigT]):
    """A family's ``config`` module: its create-input parser and the config's wire form."""

    def parse_config(self, raw: Mapping[str, object], /) -> ConfigT: ...

    def config_to_dict(self, config: ConfigT, /) -> dict[str, object]: ...


class StateCodec(Protocol[StateT]):
    """A family's ``state`` module: the snapshot a bot restarts from and its reader."""

    def state_to_dict(self, state: StateT, /) -> dict[str, object]: ...

    def state_from_dict(self, raw: Mapping[str, object], /) -> StateT: ...


def event_handlers(
    price: Callable[[Any, PriceEvent, MarketView], Any],
    fill: Callable[[Any, FillEvent, MarketView], Any],
    reject: Callable[[Any, RejectEvent, MarketView], Any],
    close: Callable[[Any, CloseCommand, MarketView], Any],
    update: Callable[[Any, UpdateCommand, MarketView], Any],
    withdraw: Callable[[Any, WithdrawCommand, MarketView], Any],
    add: Callable[[Any, AddInvestmentCommand, MarketView], Any],
    *,
    liquidation: Callable[[Any, LiquidationEvent, MarketView], Any] | None = None,
    funding: Callable[[Any, FundingEvent, MarketView], Any] | None = None,
) -> dict[type, Handler]:
    """A family's handler table: one handler for each event and command every family takes, plus
    a perpetual family's venue events (each handler typed with its event, so none is misplaced)."""
    table: dict[type, Handler] = {
        PriceEvent: price,
        FillEvent: fill,
        RejectEvent: reject,
        CloseCommand: close,
        UpdateCommand: update,
        WithdrawCommand: withdraw,
        AddInvestmentCommand: add,
    }
    if liquidation is not None:
        table[LiquidationEvent] = liquidation
    if funding is not None:
        table[FundingEvent] = funding
    return table


class FamilyShape(Generic[ConfigT, StateT]):
    """Name, codecs and accessors of a family; subclasses add the mechanics."""

    def __init__(
        self,
        kind: BotKind,
        config: ConfigCodec[ConfigT],
        state: StateCodec[StateT],
        handlers: Mapping[type, Handler],
    ) -> None:
        self._kind = kind
        self._handlers = dict(handlers)
        self._parse_config = config.parse_config
        self._config_to_dict = config.config_to_dict
        self._state_to_dict = state.state_to_dict
        self._state_from_dict = state.state_from_dict

    @property
    def name(self) -> str:
        """Registry key."""
        return self._kind.value

    def parse_config(self, raw: Mapping[str, object]) -> ConfigT:
        """Parse create input (shape and types; bounds are the family's validation)."""
        return self._parse_config(raw)

    def config_to_dict(self, config: ConfigT) -> dict[str, object]:
        """Wire form of a config."""
        return self._config_to_dict(config)

    def symbol_of(self, config: ConfigT) -> str:
        """The traded symbol."""
        return config.symbol

    def config_of(self, state: StateT) -> ConfigT:
        """The current config (updates may have changed it)."""
        return cast(ConfigT, state.config)

    def status(self, state: StateT) -> BotStatus:
        """Lifecycle status."""
        return state.status

    def close_reason(self, state: StateT) -> CloseReason | None:
        """Why the bot stopped."""
        return state.close_reason

    def to_dict(self, state: StateT) -> dict[str, object]:
        """JSON-safe snapshot."""
        return self._state_to_dict(state)

    def from_dict(self, raw: Mapping[str, object]) -> StateT:
        """Inverse of :meth:`to_dict`."""
        return self._state_from_dict(raw)

    def apply(self, state: StateT, event: Any, market: MarketView) -> StateT:
        """Fold one event into the state with the family's handler for its type (commands that are
        not allowed raise BusinessError; an event type the family does not take is a TypeError)."""
        handler = self._handlers.get(type(event))
        if handler is None:
            raise TypeError(f"{self.name} does not take {type(event).__name__}")
        folded: StateT = handler(state, event, market)
        return folded
