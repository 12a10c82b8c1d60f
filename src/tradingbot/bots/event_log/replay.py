"""Rebuild a bot from its event log alone: the same :class:`BotHost` and simulated exchanges the
engine runs, holding that one bot, fed the log's inputs in order.

Why it is exact: the engine's bot is a pure function of the inputs the host records
(:mod:`tradingbot.bots.event_log.inputs`); the replay applies each the way the engine did (a
``PRICE`` through ``on_price``, a command through ``command``, a settlement through
``apply_funding``, a restart's step through ``resync``), with the market prices and the account's
free balances the log says it had. Its host steps the bot on every price it is given (no wake
index): the log holds exactly the prices the engine stepped it on that changed something.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from tradingbot.bots.base import (
    LINEAR,
    AddInvestmentCommand,
    CloseCommand,
    Command,
    UpdateCommand,
    WithdrawCommand,
    venue_of,
)
from tradingbot.bots.event_log.file_format import EventLog, LogEvent, LogFormatError
from tradingbot.bots.event_log.inputs import InputKind
from tradingbot.bots.event_log.market import MarketRules
from tradingbot.bots.host import BotHost
from tradingbot.bots.host_events import BotEventKind
from tradingbot.bots.registry import FAMILIES
from tradingbot.core.enums import BotAccountType, CloseReason, SettleMode
from tradingbot.core.money import to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.futures import FuturesExchange

SINK = AccountRef.user(0, BotAccountType.FUND)
"""Where the replay sends what the shell took out of the bot's account (withdrawals)."""


class ReplayError(ValueError):
    """The log cannot be replayed (it misses its creation, or an input contradicts the exchange)."""


def command_of(data: Mapping[str, Any]) -> Command:
    """The command a ``COMMAND`` event recorded (:func:`tradingbot.bots.host_events.command_data`)."""
    name = data.get("command")
    if name == "CLOSE":
        mode = data.get("settle_mode")
        return CloseCommand(None if mode is None else SettleMode(int(mode)), CloseReason(str(data["reason"])))
    if name == "WITHDRAW":
        return WithdrawCommand(to_decimal(str(data["amount"])))
    if name == "ADD_INVESTMENT":
        return AddInvestmentCommand(to_decimal(str(data["amount"])))
    if name == "UPDATE":
        return UpdateCommand(dict(data["params"]))
    raise ReplayError(f"unknown command {name!r}")


@dataclass(frozen=True, slots=True)
class Replayed:
    """The rebuilt bot: its id, family, snapshot (the family's ``to_dict``) and the inputs applied."""

    bot_id: str
    family: str
    state: dict[str, object]
    inputs: int


class _Replay:
    def __init__(self, log: EventLog) -> None:
        header = log.header
        self.bot_id = str(header["bot_id"])
        self.family = str(header["family"])
        if self.family not in FAMILIES:
            raise ReplayError(f"unknown family {self.family!r}")
        rules = MarketRules.from_dict(header["market"])
        self.sim = SimExchange(rules.spot_symbols, rules.spot_fees)
        self.fx = FuturesExchange(
            rules.futures_symbols, rules.futures_tiers, rules.futures_fees, self.sim.ledger
        )
        self.host = BotHost(self.sim, futures=self.fx, wake_index=False)
        self.linear = venue_of(FAMILIES[self.family]) == LINEAR
        self.venue: SimExchange | FuturesExchange = self.fx if self.linear else self.sim
        kind = BotAccountType.DERIVATIVE if self.linear else BotAccountType.SPOT
        self.account = AccountRef.bot(self.bot_id, kind)
        self.created = False
        self.inputs = 0

    def marks(self, prices: Mapping[str, Any], ts: int) -> None:
        """Market prices that moved without stepping the bot: none of them filled its orders."""
        for symbol, raw in sorted(prices.items()):
            price = to_decimal(str(raw))
            if self.venue.last_price(symbol) != price and self.venue.on_price(symbol, price, ts):
                raise ReplayError(
                    f"a price the log did not step the bot on filled its order ({symbol} {price})"
                )

    def funds(self, free: Mapping[str, Any], ts: int) -> None:
        """The account's free balances as the shell left them (its transfers in and out)."""
        held = {asset: bal.free for asset, bal in self.venue.balances(self.account).items()}
        for asset in sorted(set(held) | set(free)):
            delta = to_decimal(str(free.get(asset, "0"))) - held.get(asset, Decimal(0))
            if delta > 0:
                self.venue.credit(ts, self.account, asset, delta, "replay:in")
            elif delta < 0:
                self.venue.transfer(ts, self.account, SINK, asset, -delta, "replay:out")

    def apply(self, e: LogEvent) -> None:
        data = e.data
        if e.kind == BotEventKind.CREATED:
            if self.created:
                raise ReplayError("the log has two CREATED events")
            self.marks(data.get("marks", {}), e.ts)
            self.funds(data.get("funds", {}), e.ts)
            self.host.add_bot(self.bot_id, self.family, data["config"], self.account, e.ts)
            self.created = True
            return
        if e.kind not in set(InputKind) | {BotEventKind.COMMAND}:
            return  # what the bot did: follows from the inputs
        if not self.created:
            raise ReplayError(f"{e.kind} (seq {e.seq}) before the bot's CREATED event")
        self.inputs += 1
        if e.kind == InputKind.PRICE:
            self.marks(data.get("marks", {}), e.ts)
            category = LINEAR if self.linear else "spot"
            self.host.on_price(str(data["symbol"]), to_decimal(str(data["price"])), e.ts, category)
        elif e.kind == InputKind.MARK:
            self.marks(data["marks"], e.ts)
        elif e.kind == InputKind.FUNDS:
            self.funds(data["free"], e.ts)
        elif e.kind == InputKind.FUNDING_RATE:
            self.host.apply_funding(str(data["symbol"]), to_decimal(str(data["rate"])), e.ts)
        elif e.kind == InputKind.RESYNC:
            self.host.resync(self.bot_id, e.ts)
        else:
            self.host.command(self.bot_id, command_of(data), e.ts)


def replay(log: EventLog) -> Replayed:
    """The bot the log describes, rebuilt; :class:`ReplayError` when the log cannot be replayed."""
    try:
        run = _Replay(log)
        for event in log.events:
            run.apply(event)
    except (KeyError, TypeError) as exc:
        raise LogFormatError(f"the log misses a field: {exc}") from exc
    if not run.created:
        raise ReplayError("the log has no CREATED event")
    return Replayed(run.bot_id, run.family, run.host.snapshot(run.bot_id), run.inputs)
