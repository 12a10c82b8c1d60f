"""What the host records of a bot's steps (:class:`BotEvent`) and how exchange fills and funding
payments become the events a family steps with.

Why apart from the loop: these are pure translations between the exchange's records, the
families' events and the JSON the shell persists; the loop in :mod:`tradingbot.bots.host` only
calls them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from decimal import Decimal
from enum import StrEnum, unique

from tradingbot.bots.base import (
    AddInvestmentCommand,
    CloseCommand,
    Command,
    FillEvent,
    FundingEvent,
    LiquidationEvent,
    WithdrawCommand,
)
from tradingbot.bots.kit.snapshot import decimals_to_dict
from tradingbot.core.money import fmt
from tradingbot.sim.futures import FundingPayment, FuturesFill
from tradingbot.sim.orders import Fill


@unique
class BotEventKind(StrEnum):
    """What a :class:`BotEvent` records."""

    CREATED = "CREATED"
    STATUS = "STATUS"
    FILL = "FILL"
    ORDER_REJECTED = "ORDER_REJECTED"
    COMMAND = "COMMAND"
    CYCLE = "CYCLE"
    TRAILING_UP = "TRAILING_UP"
    REGRID = "REGRID"
    WITHDRAW = "WITHDRAW"
    FUNDING = "FUNDING"
    LIQUIDATION = "LIQUIDATION"
    GRID_SHIFT = "GRID_SHIFT"
    ADD_MARGIN = "ADD_MARGIN"


@dataclass(frozen=True, slots=True)
class BotEvent:
    """One thing the shell must persist for a bot, in order; ``data`` is JSON-safe."""

    bot_id: str
    ts: int
    kind: str
    data: dict[str, object]


def _execution_data(ev: FillEvent | LiquidationEvent) -> dict[str, object]:
    """The fields a fill and a liquidation record alike (first, in this order)."""
    return {
        "client_order_id": ev.client_order_id,
        "fill_id": ev.fill_id,
        "side": ev.side.value,
        "price": fmt(ev.price),
        "qty": fmt(ev.qty),
        "fee": fmt(ev.fee),
    }


def fill_data(f: FillEvent) -> dict[str, object]:
    return {**_execution_data(f), "fee_asset": f.fee_asset, "is_maker": f.is_maker}


def liquidation_data(ev: LiquidationEvent) -> dict[str, object]:
    return {**_execution_data(ev), "insurance": fmt(ev.insurance)}


def funding_data(ev: FundingEvent) -> dict[str, object]:
    return decimals_to_dict(ev, ("rate", "amount", "mark_price", "position_size", "insurance"))


_LIQUIDATION_FIELDS = tuple(f.name for f in fields(LiquidationEvent))
"""A liquidation records its closing fill's fields (all but the fee asset and the maker flag)."""


def fill_event(fill: Fill) -> FillEvent | LiquidationEvent:
    """The bot's view of an exchange fill; futures fills carry realized PnL, insurance, liquidation."""
    event = FillEvent.from_fill(fill)
    if not isinstance(fill, FuturesFill):
        return event
    event = replace(event, realized_pnl=fill.realized_pnl, insurance=fill.insurance, symbol=fill.symbol)
    if fill.is_liquidation:
        return LiquidationEvent(**{name: getattr(event, name) for name in _LIQUIDATION_FIELDS})
    return event


def funding_event(p: FundingPayment) -> FundingEvent:
    return FundingEvent(p.ts, p.rate, p.amount, p.mark, p.size, p.insurance, p.symbol)


def command_data(cmd: Command) -> dict[str, object]:
    if isinstance(cmd, CloseCommand):
        mode = None if cmd.settle_mode is None else int(cmd.settle_mode)
        return {"command": "CLOSE", "reason": cmd.reason.value, "settle_mode": mode}
    if isinstance(cmd, WithdrawCommand):
        return {"command": "WITHDRAW", "amount": fmt(cmd.amount)}
    if isinstance(cmd, AddInvestmentCommand):
        return {"command": "ADD_INVESTMENT", "amount": fmt(cmd.amount)}
    params = {k: (fmt(v) if isinstance(v, Decimal) else v) for k, v in cmd.params.items()}
    return {"command": "UPDATE", "params": params}
