"""update-parameters on a running DCA bot: what may change, what is refused, and what the change does
to the resting orders and the round schedule (on a BotHost with a real SimExchange)."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.base import CloseCommand, UpdateCommand
from tradingbot.bots.dca.codes import DcaCheck
from tradingbot.core.errors import BotResultCode, BusinessError
from tradingbot.sim.accounts import AccountRef

from .kit import BTCUSDC, RECURRING, SAFETY, X4, Shell

HOUR_S = 3600
HOUR_MS = HOUR_S * 1000
HOURLY = dict(
    RECURRING, pairs=[{"base": "BTC", "amount": "100"}], frequency_in_second=HOUR_S, max_invest_amount="2000"
)


def round_fills(shell: Shell) -> list[tuple[str, str]]:
    return [
        (str(e.data["client_order_id"]), str(e.data["qty"]))
        for e in shell.host.drain_events()
        if e.kind == "FILL"
    ]


def recurring() -> Shell:
    shell = Shell.start("20000", BTCUSDC, D(0))
    shell.create("1", HOURLY)
    return shell


def refused(shell: Shell, params: dict[str, object], ts: int = 1) -> BusinessError:
    with pytest.raises(BusinessError) as err:
        shell.host.command("1", UpdateCommand(params), ts)
    return err.value


def test_recurring_amount_applies_from_the_next_round() -> None:
    shell = recurring()
    shell.host.on_price("BTCUSDC", "20000", 0)
    shell.host.command("1", UpdateCommand({"amount": "200"}), 1)
    shell.host.on_price("BTCUSDC", "20000", HOUR_MS)
    assert round_fills(shell) == [("g1-r0-0", "0.005"), ("g1-r1-0", "0.01")]
    shell.assert_books_match("1")


def test_new_frequency_reanchors_the_schedule_without_repeating_a_round() -> None:
    shell = recurring()
    for k in range(3):
        shell.host.on_price("BTCUSDC", "20000", k * HOUR_MS)
    change = 2 * HOUR_MS + 60_000
    shell.host.command("1", UpdateCommand({"frequency_in_second": 4 * HOUR_S}), change)
    for ts in (3 * HOUR_MS, change + 4 * HOUR_MS - 1):  # the old schedule's next round, just before the new
        shell.host.on_price("BTCUSDC", "20000", ts)
    shell.host.on_price("BTCUSDC", "20000", change + 4 * HOUR_MS)
    shell.host.on_price("BTCUSDC", "20000", change + 8 * HOUR_MS)
    assert [cid for cid, _ in round_fills(shell)] == [f"g1-r{k}-0" for k in range(5)]
    assert shell.state("1").rounds_done == 5


def test_recurring_cap_change_is_checked_like_at_create() -> None:
    shell = recurring()
    err = refused(shell, {"max_invest_amount": "50"})
    assert (err.field, err.check_code) == ("max_invest_amount", DcaCheck.MAX_INVEST_TOO_LOW.value)


@pytest.mark.parametrize("field", ["quote_coin", "pairs", "tp_pct", "investment"])
def test_other_recurring_fields_are_immutable(field: str) -> None:
    err = refused(recurring(), {field: "1"})
    assert (err.field, err.check_code) == (field, DcaCheck.PARAM_IMMUTABLE.value)


def test_nothing_to_change() -> None:
    err = refused(recurring(), {"amount": "100"})
    assert err.check_code == DcaCheck.PARAM_NOT_CHANGED.value


def tp_orders(shell: Shell) -> list[tuple[str, D]]:
    return [
        (o.client_order_id, o.price or D(0))
        for o in shell.sim.open_orders(AccountRef.bot("1"))
        if o.side.value == "SELL"
    ]


def test_safety_tp_change_reprices_the_resting_take_profit() -> None:
    shell = Shell.start("100", X4, D(0))
    shell.create("1", SAFETY)
    assert tp_orders(shell) == [("g1-c0t1-0", D("105.0000"))]
    shell.host.command("1", UpdateCommand({"tp_pct": "0.02", "auto_cycle": "DISABLE"}), 1)
    assert tp_orders(shell) == [("g1-c0t2-0", D("102.0000"))]
    assert shell.state("1").config.safety is not None
    err = refused(shell, {"tp_pct": "11"}, 2)
    assert (err.field, err.check_code) == ("tp_pct", DcaCheck.TP_PERCENT_TOO_HIGH.value)
    err = refused(shell, {"price_step": "0.02"}, 2)
    assert (err.field, err.check_code) == ("price_step", DcaCheck.PARAM_IMMUTABLE.value)
    shell.assert_books_match("1")


def test_a_closed_bot_cannot_be_modified() -> None:
    shell = recurring()
    shell.host.on_price("BTCUSDC", "20000", 0)
    shell.host.command("1", CloseCommand(), 1)
    err = refused(shell, {"amount": "200"}, 2)
    assert err.bot_code is BotResultCode.BOT_HAS_BEEN_CLOSED
