"""RECURRING with one pair on a BotHost with a real SimExchange: rounds, the cap, PAUSED and resume."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.base import AddInvestmentCommand, CloseCommand
from tradingbot.bots.dca.codes import DcaCheck
from tradingbot.bots.dca.family import FAMILY
from tradingbot.bots.dca.metrics import pair_metrics
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.core.errors import BusinessError

from .kit import BTCUSDC, RECURRING, WEEK_S, Shell, market

WEEK_MS = WEEK_S * 1000
BTC_ONLY = dict(RECURRING, pairs=[{"base": "BTC", "amount": "600"}], max_invest_amount="3300")
"""The BTC leg of §4.1's example with a cap that admits five rounds (3 000) but not a sixth (3 600)."""


def fills(shell: Shell) -> list[tuple[str, str, str]]:
    return [
        (e.data["client_order_id"], e.data["price"], e.data["qty"])
        for e in shell.host.drain_events()
        if e.kind == "FILL"
    ]


def test_worked_example_btc_leg() -> None:
    shell = Shell.start("29000", BTCUSDC, D(0))
    shell.create("1", BTC_ONLY)
    for k, price in enumerate(("29000", "28000", "27000", "28000", "29000")):
        shell.host.on_price("BTCUSDC", price, k * WEEK_MS)
        # a second price in the same round buys nothing
        shell.host.on_price("BTCUSDC", price, k * WEEK_MS + 60_000)
    done = fills(shell)
    assert [f[0] for f in done] == [f"g1-r{k}-0" for k in range(5)]
    assert [f[2] for f in done] == ["0.02068965", "0.02142857", "0.02222222", "0.02142857", "0.02068965"]
    s = shell.state("1")
    assert (s.rounds_done, s.cum_invested, s.status) == (5, D(3000), BotStatus.RUNNING)
    m = pair_metrics(s.books[0], D(29000))
    assert (
        m.cum_qty == D("0.10645866")
        and m.avg_cost == m.cum_quote / m.cum_qty
        and m.pnl == m.value - m.cum_quote
    )
    shell.assert_books_match("1")
    shell.host.on_price("BTCUSDC", "30000", 5 * WEEK_MS - 1)  # not yet due
    assert shell.host.status("1") is BotStatus.RUNNING
    shell.host.on_price("BTCUSDC", "30000", 5 * WEEK_MS)  # round 5 would reach 3 600 > 3 300
    s = shell.state("1")
    assert (s.status, s.close_reason, s.rounds_done) == (
        BotStatus.COMPLETED,
        CloseReason.MAX_INVESTMENT_REACHED,
        5,
    )
    assert s.base == m.cum_qty  # DCA_BASE_MODE keeps the coins
    shell.assert_books_match("1")


def test_shortfall_pauses_and_resumes() -> None:
    shell = Shell.start("30000", BTCUSDC, D("0.001"))
    shell.create("1", dict(BTC_ONLY, max_invest_amount="", investment="1000"))
    assert shell.state("1").rounds_done == 1
    shell.host.on_price("BTCUSDC", "30000", WEEK_MS)  # 400 left < 600: skipped
    s = shell.state("1")
    assert (s.status, s.rounds_done, s.rounds_skipped) == (BotStatus.PAUSED, 1, 1)
    shell.host.command("1", AddInvestmentCommand(D(1000)), WEEK_MS + 1)
    shell.sim.credit(WEEK_MS + 1, shell.host.account("1"), "USDC", D(1000))
    shell.host.on_price("BTCUSDC", "30000", WEEK_MS + 2)  # round 1 stays skipped
    assert shell.state("1").rounds_done == 1
    shell.host.on_price("BTCUSDC", "30000", 2 * WEEK_MS)
    s = shell.state("1")
    assert (s.status, s.rounds_done, s.next_round) == (BotStatus.RUNNING, 2, 3)
    shell.assert_books_match("1")


def test_late_price_runs_one_round_and_skips_the_missed() -> None:
    shell = Shell.start("30000", BTCUSDC, D(0))
    shell.create("1", dict(BTC_ONLY, max_invest_amount="", investment="6000"))
    shell.host.on_price("BTCUSDC", "30000", 3 * WEEK_MS + 5)
    s = shell.state("1")
    assert (s.rounds_done, s.next_round) == (2, 4)
    assert [f[0] for f in fills(shell)] == ["g1-r0-0", "g1-r3-0"]


def test_close_quote_mode_sells_the_coins() -> None:
    shell = Shell.start("30000", BTCUSDC, D("0.001"))
    shell.create("1", dict(BTC_ONLY, settle_mode="DCA_QUOTE_MODE"))
    shell.host.command("1", CloseCommand(), 1)
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.MANUAL) and s.base < D(
        "0.00000001"
    )
    shell.assert_books_match("1")


def test_a_pair_without_its_market_is_refused_at_init() -> None:
    """Several pairs need every pair's market (the host passes them as legs): ETHUSDC is missing."""
    config = FAMILY.parse_config(RECURRING)
    with pytest.raises(BusinessError) as info:
        FAMILY.init("1", config, market("29000", sym=BTCUSDC))
    assert (info.value.field, info.value.check_code) == ("pairs[1].base", DcaCheck.SYMBOL_MISMATCH.value)


def test_amount_below_symbol_minimum_is_refused_at_init() -> None:
    config = FAMILY.parse_config(dict(BTC_ONLY, pairs=[{"base": "BTC", "amount": "4"}]))
    with pytest.raises(BusinessError) as info:
        FAMILY.init("1", config, market("29000", sym=BTCUSDC))
    assert (info.value.field, info.value.check_code, info.value.bound) == (
        "pairs[0].amount",
        DcaCheck.AMOUNT_TOO_LOW.value,
        "[5, ]",
    )
