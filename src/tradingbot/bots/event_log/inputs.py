"""The inputs the host records among a bot's events so that its log alone rebuilds the bot.

Why these and no more: a bot's state is a pure function of its creation and what it was stepped
with. Fills, refusals and liquidations come from its own orders on the exchange, which only move
when the bot steps, so they follow from the prices that stepped it (``PRICE``). Everything else
that reaches the bot's account or its market view from outside is recorded where it happens:
the shell's transfers as the account's free balances (``FUNDS``), market prices that moved
without stepping the bot but that it reads at a command or a funding settlement (``MARK``), a
funding settlement (``FUNDING_RATE``) and the step after a restart (``RESYNC``). Prices that
stepped the bot without changing it are left out: stepping it on them again would change nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal
from enum import StrEnum, unique
from typing import TypeVar

from tradingbot.core.money import fmt
from tradingbot.sim.ledger import Balance

T = TypeVar("T")


@unique
class InputKind(StrEnum):
    """The bot events that are inputs of a replay (beside ``CREATED`` and ``COMMAND``)."""

    PRICE = "PRICE"
    MARK = "MARK"
    FUNDS = "FUNDS"
    FUNDING_RATE = "FUNDING_RATE"
    RESYNC = "RESYNC"


QUIET_INPUTS = frozenset({InputKind.PRICE.value, InputKind.MARK.value})
"""Inputs that alone need no commit of their own: a price step that only moved a bot's trailing
level or peak is stored with the next commit, as its snapshot is (lost together on a crash)."""


def prices_data(prices: Mapping[str, Decimal]) -> dict[str, object]:
    """Prices keyed by symbol, in symbol order, as decimal strings."""
    return {symbol: fmt(prices[symbol]) for symbol in sorted(prices)}


def funds_data(balances: Mapping[str, Balance]) -> dict[str, object]:
    """The free balance of every asset the account holds (what the shell's transfers move)."""
    return {asset: fmt(balances[asset].free) for asset in sorted(balances) if balances[asset].free != 0}


INPUT_KINDS = frozenset(kind.value for kind in InputKind)


def outputs(events: Iterable[T]) -> list[T]:
    """What the bot did, without the inputs recorded beside it (a restart records the market
    prices again, as the log must hold what the restarted bot saw); events or their dict form."""
    return [e for e in events if _kind(e) not in INPUT_KINDS]


def _kind(event: object) -> object:
    return event.get("kind") if isinstance(event, Mapping) else getattr(event, "kind", None)
