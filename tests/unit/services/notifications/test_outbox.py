"""The outbox rows each bot event makes, per kind and per family's own notes: statuses told apart
by the status before (started, resumed, paused and why), the bot's exits, rounds and cycles,
rebalances, liquidations, venue refusals; nothing for fills, funding or commands."""

from __future__ import annotations

import json
from typing import Any

import pytest
from tests.unit.bots.botkit import EXAMPLE, Shell

from tradingbot.bots.host_events import BotEvent
from tradingbot.services.notifications.outbox import OutboxMemory


def memory(status: str | None = None) -> OutboxMemory:
    m = OutboxMemory()
    m.track("7", 42, "BTCUSDT", status)
    return m


def ev(kind: str, **data: Any) -> BotEvent:
    return BotEvent("7", 1_000, kind, data)


def status(value: str, reason: str | None = None) -> BotEvent:
    return ev("STATUS", status=value, close_reason=reason)


def kinds(m: OutboxMemory, *events: BotEvent) -> list[str]:
    return [r["kind"] for r in m.rows(events)]


def test_a_row_carries_owner_bot_event_figures_and_symbol() -> None:
    rows = memory("RUNNING").rows([ev("CYCLE", profit="1.5", buy_price="100", sell_price="101")])
    assert rows == [
        {
            "user_id": 42,
            "bot_id": 7,
            "kind": "ROUND_COMPLETED",
            "ts_ms": 1_000,
            "data": json.dumps(
                {
                    "profit": "1.5",
                    "buy_price": "100",
                    "sell_price": "101",
                    "unit": "cycle",
                    "symbol": "BTCUSDT",
                },
                separators=(",", ":"),
            ),
            "read": False,
            "dispatched": False,
        }
    ]


@pytest.mark.parametrize("prev", [None, "NEW", "INITIALIZING", "AWAITING_ACTIVATION"])
def test_running_after_a_start_is_started(prev: str | None) -> None:
    assert kinds(memory(prev), status("RUNNING")) == ["BOT_STARTED"]


def test_running_after_paused_is_resumed_and_a_pause_says_why() -> None:
    m = memory("RUNNING")
    rows = m.rows([ev("ROUND_SKIPPED", round=3), status("PAUSED"), status("RUNNING")])
    assert [r["kind"] for r in rows] == ["BOT_PAUSED", "BOT_RESUMED"]
    assert json.loads(rows[0]["data"])["pause_reason"] == "INSUFFICIENT_BALANCE"
    # a pause with no skipped round before it: the reason is not known
    assert json.loads(m.rows([status("PAUSED")])[0]["data"])["pause_reason"] == "UNKNOWN"


def test_intermediate_statuses_make_nothing() -> None:
    assert kinds(memory(None), status("NEW"), status("INITIALIZING")) == []
    assert kinds(memory("RUNNING"), status("RUNNING")) == []


@pytest.mark.parametrize(
    ("reason", "kind"),
    [
        ("TAKE_PROFIT", "TAKE_PROFIT"),
        ("ROUND_TAKE_PROFIT", "TAKE_PROFIT"),
        ("STOP_LOSS", "STOP_LOSS"),
        ("TRAILING_STOP", "TRAILING_STOP"),
    ],
)
def test_an_exit_is_told_once_then_the_close(reason: str, kind: str) -> None:
    assert kinds(memory("RUNNING"), status("CANCELLING", reason), status("COMPLETED", reason)) == [
        kind,
        "BOT_CLOSED",
    ]
    assert kinds(memory("RUNNING"), status("COMPLETED", reason)) == [kind, "BOT_CLOSED"]


@pytest.mark.parametrize("reason", ["MANUAL", "LIQUIDATION", "FAILED_INITIATION", "SYMBOL_DELISTED"])
def test_other_closes_are_only_closed(reason: str) -> None:
    rows = memory("RUNNING").rows([status("CANCELLING", reason), status("COMPLETED", reason)])
    assert [r["kind"] for r in rows] == ["BOT_CLOSED"]
    assert json.loads(rows[0]["data"])["close_reason"] == reason


@pytest.mark.parametrize(
    ("event", "kind"),
    [
        (ev("CYCLE", profit="1", buy_price="1", sell_price="2"), "ROUND_COMPLETED"),  # spot and futures grids
        (ev("CYCLE", cycle=1, profit="3"), "ROUND_COMPLETED"),  # DCA safety-order cycle
        (ev("ROUND", round=2, status="TP", profit="4", adds=1), "ROUND_COMPLETED"),  # martingale
        (ev("REBALANCE", trigger="TIME", trades=[]), "REBALANCED"),  # combo
        (ev("LIQUIDATION", price="90000", qty="0.1"), "LIQUIDATION"),  # perpetual families
        (ev("ORDER_REJECTED", client_order_id="x", reason="MIN_NOTIONAL"), "VENUE_ERROR"),
    ],
)
def test_family_notes(event: BotEvent, kind: str) -> None:
    assert kinds(memory("RUNNING"), event) == [kind]


@pytest.mark.parametrize(
    "kind",
    [
        "CREATED",
        "FILL",
        "FUNDING",
        "COMMAND",
        "ADD",
        "ADD_MARGIN",
        "WITHDRAW",
        "TRANSFER",
        "GRID_SHIFT",
        "TRAILING_UP",
        "REGRID",
    ],
)
def test_routine_events_make_nothing(kind: str) -> None:
    assert kinds(memory("RUNNING"), ev(kind)) == []


def test_a_dca_buy_round_is_not_a_completed_round() -> None:
    assert kinds(memory("RUNNING"), ev("ROUND", round=1, price="100")) == []


def test_a_bot_nobody_tracks_or_forgotten_makes_nothing() -> None:
    m = memory("RUNNING")
    m.forget("7")
    assert m.rows([status("COMPLETED", "MANUAL")]) == []


def test_the_spot_grid_worked_example_through_the_host() -> None:
    """The real host's events: started once (NEW, INITIALIZING, RUNNING), then a cycle."""
    shell = Shell.start()
    m = OutboxMemory()
    m.track("1", 5, "BTCUSDT", None)
    shell.create("1", dict(EXAMPLE))
    shell.host.on_price("BTCUSDT", "53000", 60_000)
    shell.host.on_price("BTCUSDT", "57000", 120_000)
    rows = m.rows(shell.host.drain_events())
    assert [(r["kind"], r["user_id"], r["bot_id"]) for r in rows] == [
        ("BOT_STARTED", 5, 1),
        ("ROUND_COMPLETED", 5, 1),
    ]
    assert json.loads(rows[1]["data"])["profit"] == "341.81292098"


def test_a_recurring_dca_paused_for_want_of_money_then_resumed_through_the_host() -> None:
    """DCA (tests/unit/bots/dca/test_dca_recurring_host.py): 400 left for a 600 round -> paused,
    why: the balance; topped up, the next round -> resumed."""
    from decimal import Decimal as D

    from tests.unit.bots.dca.kit import BTCUSDC
    from tests.unit.bots.dca.kit import Shell as DcaShell
    from tests.unit.bots.dca.test_dca_recurring_host import BTC_ONLY, WEEK_MS

    from tradingbot.bots.base import AddInvestmentCommand

    shell = DcaShell.start("30000", BTCUSDC, D("0.001"))
    m = OutboxMemory()
    m.track("1", 8, "BTCUSDC", None)
    shell.create("1", dict(BTC_ONLY, max_invest_amount="", investment="1000"))
    shell.host.on_price("BTCUSDC", "30000", WEEK_MS)
    shell.host.command("1", AddInvestmentCommand(D(1000)), WEEK_MS + 1)
    shell.sim.credit(WEEK_MS + 1, shell.host.account("1"), "USDC", D(1000))
    shell.host.on_price("BTCUSDC", "30000", 2 * WEEK_MS)
    rows = m.rows(shell.host.drain_events())
    assert [r["kind"] for r in rows] == ["BOT_STARTED", "BOT_PAUSED", "BOT_RESUMED"]
    assert json.loads(rows[1]["data"])["pause_reason"] == "INSUFFICIENT_BALANCE"


def test_a_spot_grid_stop_loss_through_the_host() -> None:
    shell = Shell.start()
    m = OutboxMemory()
    m.track("1", 5, "BTCUSDT", None)
    shell.create("1", dict(EXAMPLE, stop_loss="50000"))
    shell.host.on_price("BTCUSDT", "49000", 60_000)
    rows = m.rows(shell.host.drain_events())
    assert [r["kind"] for r in rows] == ["BOT_STARTED", "STOP_LOSS", "BOT_CLOSED"]
    assert [json.loads(r["data"]).get("close_reason") for r in rows[1:]] == ["STOP_LOSS", "STOP_LOSS"]
