"""The entry price trigger (MECHANICS §2.6): a bot with an entry price waits in
AWAITING_ACTIVATION until the last price crosses it.

Why a kit: the spot grid, the futures grid and the martingale fix the direction the price must
move at creation, test the crossing on each price and activate the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from decimal import Decimal
from typing import Any, Protocol, TypeVar, cast

from tradingbot.bots.base import MarketView, client_order_id
from tradingbot.bots.kit.family_shape import HasLifecycle
from tradingbot.core.enums import BotStatus


class AwaitsEntry(HasLifecycle, Protocol):
    """A state whose config may carry an entry price, with the direction fixed at creation."""

    @property
    def entry_dir(self) -> int: ...


S = TypeVar("S", bound=AwaitsEntry)


def entry_direction(entry: Decimal | None, last: Decimal) -> int:
    """0: start now (no entry price, or the price is there); -1: wait for the price to fall to it;
    +1: wait for it to rise to it."""
    if entry is None or entry == last:
        return 0
    return -1 if entry < last else 1


def new_bot(bot_id: str, config: Any, market: MarketView, kind: str, index: int) -> dict[str, Any]:
    """Constructor keywords a NEW bot starts from (identity, config, creation time, the entry
    direction fixed against the price now), after refusing a config for another symbol and a bot
    id that would make the family's longest client order id (``kind``, ``index``) too long."""
    if config.symbol != market.symbol.symbol:
        raise ValueError(f"config symbol {config.symbol} but market {market.symbol.symbol}")
    client_order_id(bot_id, kind, index, 10**9)
    direction = entry_direction(config.entry_price, market.last_price)
    return {"bot_id": bot_id, "config": config, "create_ts": market.ts, "entry_dir": direction}


def entry_crossed(entry: Decimal | None, direction: int, last: Decimal) -> bool:
    """The price ``last`` has reached the entry price in the direction fixed at creation."""
    return entry is None or (direction < 0 and last <= entry) or (direction > 0 and last >= entry)


def await_entry(s: S, market: MarketView, activate: Callable[[S, MarketView], S]) -> S | None:
    """A price event for a NEW or AWAITING_ACTIVATION bot: activate it once its entry price is
    crossed, else (NEW) start waiting; None for a bot past these statuses."""
    if s.status is BotStatus.NEW:
        if s.entry_dir == 0:
            return activate(s, market)
        return cast(S, replace(cast(Any, s), status=BotStatus.AWAITING_ACTIVATION))
    if s.status is BotStatus.AWAITING_ACTIVATION:
        if entry_crossed(s.config.entry_price, s.entry_dir, market.last_price):
            return activate(s, market)
        return s
    return None
