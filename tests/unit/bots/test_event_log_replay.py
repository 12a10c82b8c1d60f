"""Issue 27 on the pure host: a bot's recorded events alone (through the file, JSON Lines and
CSV) rebuild it exactly, with or without a restart anywhere in its life; and the file format."""

from __future__ import annotations

import json
from collections.abc import Callable
from decimal import Decimal as D
from typing import Any

import pytest

from tradingbot.bots.event_log.file_format import (
    FORMAT,
    VERSION,
    EventLog,
    LogEvent,
    LogFormatError,
    canonical,
    read_log,
    to_csv,
    to_jsonl,
)
from tradingbot.bots.event_log.market import MarketRules
from tradingbot.bots.event_log.replay import ReplayError, command_of, replay
from tradingbot.bots.host import BotEvent
from tradingbot.core.enums import CloseReason, SettleMode
from tradingbot.sim.fees import FeeSchedule

from . import test_bots_fgrid_host as fgrid
from . import test_bots_restart as spot
from .botkit import BTC8, SCHEDULE
from .test_bots_fgrid_kit import BTC_PERP, FEES, TIERS

SPOT_RULES = MarketRules({"BTCUSDT": BTC8}, SCHEDULE, {}, {}, FeeSchedule())
PERP_RULES = MarketRules({}, SCHEDULE, {"BTCUSDT": BTC_PERP}, {"BTCUSDT": tuple(TIERS)}, FEES)


def file_of(family: str, rules: MarketRules, events: list[BotEvent]) -> EventLog:
    """The log as the export writes it: every event through its stored (JSON) form."""
    header = {"format": FORMAT, "version": VERSION, "bot_id": "1", "family": family, "symbol": "BTCUSDT"}
    stored = [LogEvent(i, e.ts, e.kind, json.loads(json.dumps(e.data))) for i, e in enumerate(events, 1)]
    return EventLog(header | {"market": rules.to_dict()}, stored)


def run(
    shell: Any,
    script: list[Any],
    play: Callable[..., None],
    rebuild: Callable[..., Any],
    restart_at: int | None,
    step_ms: int,
) -> tuple[list[BotEvent], str]:
    events = shell.host.drain_events()
    for i, item in enumerate(script):
        ts = 1_000_000 + i * step_ms
        if i == restart_at:
            shell = rebuild(shell, ts)
        play(shell, item, ts)
        if item[0] == "withdraw":  # the engine records the account once the shell moved the funds out
            shell.host.sync_funds("1", ts)
        events += shell.host.drain_events()
    return events, canonical(shell.host.snapshot("1"))


def spot_run(restart_at: int | None) -> tuple[list[BotEvent], str]:
    shell = spot.Shell.start()
    shell.create("1", spot.RAW)
    return run(shell, spot.SCRIPT, spot.play, spot.rebuild, restart_at, 1)


def fgrid_run(restart_at: int | None) -> tuple[list[BotEvent], str]:
    shell = fgrid.FShell.start()
    shell.create("1", fgrid.RAW)
    return run(shell, fgrid.SCRIPT, fgrid.play, fgrid.rebuild, restart_at, 1_000)


@pytest.mark.parametrize("restart_at", [None, *range(len(spot.SCRIPT))])
def test_a_spot_grid_replays_exactly_from_its_file(restart_at: int | None) -> None:
    events, live = spot_run(restart_at)
    kinds = {e.kind for e in events}
    assert {"PRICE", "FUNDS", "COMMAND", "CYCLE", "TRAILING_UP"} <= kinds
    for text in (
        to_jsonl(file_of("GRID_SPOT", SPOT_RULES, events)),
        to_csv(file_of("GRID_SPOT", SPOT_RULES, events)),
    ):
        assert canonical(replay(read_log(text)).state) == live


@pytest.mark.parametrize("restart_at", [None, *range(len(fgrid.SCRIPT))])
def test_a_futures_grid_replays_exactly_with_funding_and_margin(restart_at: int | None) -> None:
    events, live = fgrid_run(restart_at)
    assert {"PRICE", "FUNDS", "FUNDING_RATE", "FUNDING", "COMMAND"} <= {e.kind for e in events}
    assert canonical(replay(read_log(to_jsonl(file_of("GRID_FUTURES", PERP_RULES, events)))).state) == live


def test_each_input_matters() -> None:
    """Without the funding settlement or the prices, the replay ends elsewhere (or is refused)."""
    events, live = fgrid_run(None)
    for kind in ("FUNDING_RATE", "PRICE"):
        log = file_of("GRID_FUTURES", PERP_RULES, [e for e in events if e.kind != kind])
        try:
            got = canonical(replay(log).state)
        except ReplayError as exc:  # a mark then crosses an order: the log contradicts itself
            got = str(exc)
        assert got != live, kind


def test_the_market_rules_round_trip() -> None:
    for rules in (SPOT_RULES, PERP_RULES):
        again = MarketRules.from_dict(json.loads(json.dumps(rules.to_dict())))
        assert again == rules


def test_commands_read_back() -> None:
    close = command_of({"command": "CLOSE", "reason": "MANUAL", "settle_mode": 3})
    assert (close.settle_mode, close.reason) == (SettleMode(3), CloseReason.MANUAL)  # type: ignore[union-attr]
    assert command_of({"command": "WITHDRAW", "amount": "12.5"}).amount == D("12.5")  # type: ignore[union-attr]
    assert command_of({"command": "UPDATE", "params": {"tp": "1"}}).params == {"tp": "1"}  # type: ignore[union-attr]
    with pytest.raises(ReplayError, match="unknown command 'PAUSE'"):
        command_of({"command": "PAUSE"})


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "other"}\n', "not a tradingbot.bot-events file"),
        ('{"format": "tradingbot.bot-events", "version": 2}\n', "version 2 is not 1"),
        ("a,b\n1,2\n", "a CSV event log has the columns seq,ts,kind,symbol,price,data"),
        ('{"format": "tradingbot.bot-events", "version": 1}\n{"seq": 1}\n', "an event misses 'ts'"),
        ("{not json\n", "unreadable event log"),
    ],
)
def test_unreadable_files_are_refused_with_their_reason(text: str, message: str) -> None:
    with pytest.raises(LogFormatError, match=message):
        read_log(text)


def test_a_log_without_its_creation_is_refused() -> None:
    events, _ = spot_run(None)
    log = file_of("GRID_SPOT", SPOT_RULES, events)
    with pytest.raises(ReplayError, match="before the bot's CREATED event"):
        replay(EventLog(log.header, [e for e in log.events if e.kind != "CREATED"]))
