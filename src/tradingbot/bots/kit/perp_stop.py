"""How a one-symbol perpetual bot stops (the futures grid, the martingale): CANCELLING with its
resting orders dropped, then the reduce-only market close until flat, then COMPLETED.

Why a kit: both families stop, fail their initiation and answer the venue's liquidation the same
way; they differ only in which orders they rest (cleared on the way out) and in what completing
records (the martingale ends its round), which each hands over as ``resting`` and ``complete``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from decimal import Decimal
from typing import Any, Generic, TypeVar

from tradingbot.bots.base import MarketView
from tradingbot.bots.kit.lifecycle import NOTHING_TRADED
from tradingbot.bots.kit.perp_book import close_intent
from tradingbot.bots.kit.state import PerpState
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.core.money import ZERO

S = TypeVar("S", bound=PerpState[Any])


class PerpStop(Generic[S]):
    """The stop sequence of a one-symbol perpetual family; ``resting`` names the order fields it
    clears on the way out."""

    def __init__(self, complete: Callable[[S, MarketView], S], resting: Mapping[str, Any]) -> None:
        self._complete = complete
        self._resting: dict[str, Any] = dict(resting)

    def close_order(self, s: S, market: MarketView) -> S:
        """Market-close (reduce-only) the position, at most the contract's max market quantity at once."""
        intent = close_intent(s, market, s.gen)
        if intent is None:
            return self._complete(s, market)
        return replace(s, close_order=intent, close_filled=ZERO, gen=s.gen + 1)

    @staticmethod
    def is_close(s: S, cid: str) -> bool:
        """``cid`` is the bot's close order."""
        return s.close_order is not None and cid == s.close_order.client_order_id

    def close_filled(self, s: S, qty: Decimal, market: MarketView) -> S:
        """After a fill of ``qty`` of the close order: wait for the rest of it, then flatten."""
        assert s.close_order is not None
        filled = s.close_filled + qty
        if filled < s.close_order.qty:
            return replace(s, close_filled=filled)
        return self.flatten(s, market)

    def flatten(self, s: S, market: MarketView) -> S:
        """COMPLETED when the books are flat, else the next close order."""
        return self._complete(s, market) if s.position == 0 else self.close_order(s, market)

    def begin(self, s: S, reason: CloseReason, market: MarketView) -> S:
        """CANCELLING: every order goes (reconcile cancels what is no longer desired), then flatten."""
        traded = s.status not in NOTHING_TRADED
        s = replace(s, status=BotStatus.CANCELLING, close_reason=reason, **self._resting)
        if not traded or s.position == 0:
            return self._complete(s, market)
        return self.close_order(s, market)

    def fail_init(self, s: S, market: MarketView) -> S:
        """The initiation failed: stop from INITIALIZING."""
        return self.begin(replace(s, status=BotStatus.INITIALIZING), CloseReason.FAILED_INITIATION, market)

    def liquidated(self, s: S, market: MarketView) -> S:
        """After a liquidation fill was booked: a closing bot goes on closing what is left; any other
        (not yet completed) stops with LIQUIDATION and market-closes any rest."""
        if s.status is BotStatus.COMPLETED:
            return s
        if s.status is BotStatus.CANCELLING:
            if s.position == 0:
                return self._complete(s, market)
            return s if s.close_order is not None else self.close_order(s, market)
        s = replace(s, status=BotStatus.CANCELLING, close_reason=CloseReason.LIQUIDATION, **self._resting)
        return self.flatten(s, market)
