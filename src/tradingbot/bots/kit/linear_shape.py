"""The family shape of every bot that trades the USDT linear perpetual (futures grid, martingale,
combo).

Why a kit: the host asks each such family where its orders go (``venue``) and what leverage to
set on the venue for the bot's account (``leverage_of``); the answer is the same for all three:
the ``linear`` venue, at the config's leverage.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Protocol, TypeVar

from tradingbot.bots.base import LINEAR, Venue
from tradingbot.bots.kit.family_shape import FamilyShape, StateT


class HasLeverage(Protocol):
    """A config that names its symbol and the leverage its bot trades at."""

    @property
    def symbol(self) -> str: ...

    @property
    def leverage(self) -> Decimal: ...


LeveredT = TypeVar("LeveredT", bound=HasLeverage)


class LinearFamilyShape(FamilyShape[LeveredT, StateT]):
    """A :class:`FamilyShape` whose orders go to the USDT linear perpetual exchange."""

    @property
    def venue(self) -> Venue:
        """Orders go to the USDT linear perpetual exchange."""
        return LINEAR

    def leverage_of(self, config: LeveredT) -> Decimal:
        """The leverage the host sets on the venue for the bot's account (every leg of a combo)."""
        return config.leverage
