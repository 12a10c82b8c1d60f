"""Restart equivalence: snapshot the bot (to_dict) and the exchange (state) mid-run, rebuild both
from their persisted forms, continue - the event log equals an uninterrupted run's."""

from __future__ import annotations

import json
from decimal import Decimal as D
from typing import Any

from tradingbot.bots.base import Command, WithdrawCommand
from tradingbot.bots.event_log.inputs import outputs
from tradingbot.bots.host import BotEvent, BotHost
from tradingbot.core.candles import Candle
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.orders import Counters, Order

from .botkit import BTC8, EXAMPLE, SCHEDULE, USER, Shell

RAW = dict(EXAMPLE, enable_trailing=True, ts_percent="0.3", take_profit_price="90000")
Step = tuple[str, Any]
SCRIPT: list[Step] = [
    ("candle", Candle(60_000, D(54000), D(55000), D(52500), D(53000))),
    ("price", D(48000)),
    ("candle", Candle(180_000, D(48000), D(58000), D(47000), D(57500))),
    ("withdraw", D(100)),
    ("price", D(62000)),
    ("candle", Candle(300_000, D(62000), D(70500), D(61000), D(70000))),
    ("price", D(51000)),
    ("candle", Candle(420_000, D(51000), D(54000), D(44000), D(46000))),
    ("price", D(66000)),
]


def play(shell: Shell, item: Step, ts: int) -> None:
    kind, value = item
    if kind == "candle":
        shell.host.on_candle("BTCUSDT", value)
    elif kind == "price":
        shell.host.on_price("BTCUSDT", value, ts)
    else:
        cmd: Command = WithdrawCommand(value)
        shell.host.command("1", cmd, ts)
        shell.sim.transfer(ts, AccountRef.bot("1"), USER, "USDT", value)


def rebuild(shell: Shell, ts: int) -> Shell:
    """What a process restart does: everything goes through its persisted (JSON / dict) form."""
    bot_snapshot = json.loads(json.dumps(shell.host.snapshot("1")))
    st = shell.sim.state()
    sim = SimExchange.restore(
        {"BTCUSDT": BTC8},
        SCHEDULE,
        entries=[JournalEntry.from_dict(json.loads(json.dumps(e.to_dict()))) for e in st.entries],
        orders=[Order.from_dict(json.loads(json.dumps(o.to_dict()))) for o in st.orders],
        last_prices=dict(st.last_prices),
        counters=Counters.from_dict(st.counters.to_dict()),
    )
    host = BotHost(sim)
    host.restore_bot("1", "GRID_SPOT", bot_snapshot, AccountRef.bot("1"))
    host.resync("1", ts)  # the same code path as a tick: nothing to do when in sync
    return Shell(sim, host, dict(shell.credited))


def run(restart_at: int | None) -> tuple[list[BotEvent], dict[str, object], dict[str, Any]]:
    shell = Shell.start()
    shell.create("1", RAW)
    events = shell.host.drain_events()
    for i, item in enumerate(SCRIPT):
        ts = 1_000_000 + i
        if i == restart_at:
            shell = rebuild(shell, ts)
            assert shell.host.drain_events() == []
        play(shell, item, ts)
        events += shell.host.drain_events()
    shell.assert_books_match("1")
    return outputs(events), shell.host.snapshot("1"), shell.sim.balances(AccountRef.bot("1"))


def test_restart_anywhere_gives_the_same_events() -> None:
    baseline = run(None)
    assert any(e.kind == "CYCLE" for e in baseline[0])
    assert any(e.kind == "TRAILING_UP" for e in baseline[0])
    for k in range(1, len(SCRIPT)):
        assert run(k) == baseline, f"restart before step {k} diverged"


def test_state_round_trips_through_json() -> None:
    shell = Shell.start()
    shell.create("1", RAW)
    shell.host.on_price("BTCUSDT", "52000", 1)
    from tradingbot.bots.spot_grid.family import FAMILY

    state = shell.state("1")
    assert FAMILY.from_dict(json.loads(json.dumps(FAMILY.to_dict(state)))) == state
