"""Combos on a BotHost with the real simulated FuturesExchange over three perpetuals: allocation,
PERCENT and TIME rebalancing (vector B on the venue), transfers in and out, modify, manual
rebalance, TP/SL, a delisting or a liquidation of one leg closing the whole bot; the bot's books
equal its account on the venue at every step and USDT is conserved."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.base import AddInvestmentCommand, CloseCommand, UpdateCommand, WithdrawCommand
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.core.errors import BusinessError

from ..test_bots_fgrid_kit import USER, bot_account
from .kit import CShell, fc

HOUR_MS = 3_600_000


def test_allocation_then_vector_b_rebalance_on_the_venue() -> None:
    shell = CShell.start()
    s = shell.create("1", fc())
    assert s.status is BotStatus.RUNNING
    assert s.positions == {"BTCUSDT": D("0.05"), "ETHUSDT": D("0.8"), "SOLUSDT": D("4")}
    shell.assert_books_match()
    shell.price("BTCUSDT", "66000", 1_000)
    shell.price("ETHUSDT", "2700", 2_000)
    shell.price("SOLUSDT", "225", 3_000)
    s = shell.state()
    assert s.adjusted_position_num == 1  # only the allocation: 6.04 pp is inside 10 %
    shell.price("SOLUSDT", "450", 4_000)
    s = shell.state()
    assert s.adjusted_position_num == 2 and s.rebalances[-1].trigger == "PERCENT"
    assert s.positions["SOLUSDT"] == D("4") - D("2.386666")
    assert s.positions["BTCUSDT"] == D("0.055")
    shell.assert_books_match()
    assert [(t[0], t[1]) for t in s.rebalances[-1].trades] == [
        ("BTCUSDT", "BUY"),
        ("ETHUSDT", "BUY"),
        ("SOLUSDT", "SELL"),
    ]


def test_time_rebalance_counts_from_creation() -> None:
    shell = CShell.start()
    raw = fc(adjust_position_mode=1, adjust_position_percent="", adjust_position_time_interval=7200)
    shell.create("1", raw, ts=0)
    shell.price("SOLUSDT", "300", HOUR_MS)
    assert shell.state().adjusted_position_num == 1  # an hour in: not yet
    shell.price("SOLUSDT", "301", 2 * HOUR_MS)
    s = shell.state()
    assert s.adjusted_position_num == 2 and s.rebalances[-1].trigger == "TIME"
    assert s.next_time_check == 4 * HOUR_MS
    shell.price("SOLUSDT", "302", 5 * HOUR_MS)
    assert shell.state().next_time_check == 6 * HOUR_MS
    shell.assert_books_match()


def test_transfers_modify_and_manual_rebalance() -> None:
    shell = CShell.start()
    shell.create("1", fc(adjust_position_mode=4))
    gross = shell.state().target_total
    shell.fx.credit(10, USER, "USDT", D(5000))
    shell.fx.transfer(10, USER, bot_account("1"), "USDT", D(5000))
    shell.host.command("1", AddInvestmentCommand(D(5000)), 10)
    s = shell.state()
    assert s.total_margin == D(15000)
    assert abs(s.target_total - gross * D("1.5")) < 1  # scaled by the equity's change (fees aside)
    assert s.rebalances[-1].trigger == "TRANSFER"
    shell.assert_books_match()
    with pytest.raises(BusinessError) as err:
        shell.host.command("1", WithdrawCommand(D(50000)), 20)
    assert err.value.field == "amount"
    shell.host.command("1", WithdrawCommand(D(3000)), 30)
    shell.fx.transfer(30, bot_account("1"), USER, "USDT", D(3000))
    assert shell.state().total_margin == D(12000)
    shell.assert_books_match()
    legs = [
        {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.34"},
        {"symbol": "ETHUSDT", "side": 1, "target_position_percent": "0.33"},
        {"symbol": "SOLUSDT", "side": 1, "target_position_percent": "0.33"},
    ]
    shell.host.command("1", UpdateCommand({"symbol_settings": legs, "tp_percent": "0.5"}), 40)
    s = shell.state()
    assert s.config.tp_percent == D("0.5") and s.rebalances[-1].trigger == "MODIFY"
    assert s.last_modify_setting_time == 40
    with pytest.raises(BusinessError) as err:
        shell.host.command("1", UpdateCommand({"leverage": "3"}), 50)
    assert err.value.field == "leverage"
    with pytest.raises(BusinessError):
        bad = [dict(leg, side=2) if leg["symbol"] == "ETHUSDT" else leg for leg in legs]
        shell.host.command("1", UpdateCommand({"symbol_settings": bad}), 50)
    shell.price("BTCUSDT", "70000", 60)
    before = shell.state().adjusted_position_num
    shell.host.command("1", UpdateCommand({"adjust_position": True}), 70)
    assert shell.state().adjusted_position_num == before + 1
    assert shell.state().rebalances[-1].trigger == "USER"
    shell.assert_books_match()


def test_take_profit_closes_every_leg_and_returns_the_usdt() -> None:
    shell = CShell.start()
    shell.create("1", fc(tp_percent="0.05", adjust_position_mode=4))
    shell.price("BTCUSDT", "72000", 1_000)  # +600 on BTC: +6 %
    s = shell.state()
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.TAKE_PROFIT)
    assert all(b.position == 0 for b in s.books) and shell.fx.open_orders(bot_account("1")) == []
    back = shell.release("1", 2_000)
    assert back == D(10000) + s.closed_pnl - s.fees + s.funding


def test_a_delisted_leg_closes_the_whole_bot() -> None:
    shell = CShell.start()
    shell.create("1", fc(sl_percent="0.5"))
    shell.host.command("1", CloseCommand(None, CloseReason.SYMBOL_DELISTED), 10)
    s = shell.state()
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.SYMBOL_DELISTED)
    assert all(b.position == 0 for b in s.books)
    assert [sym for sym, _ in s.close_marks] == ["BTCUSDT", "ETHUSDT", "SOLUSDT"]


def test_a_liquidated_leg_ends_the_bot() -> None:
    shell = CShell.start()
    legs = [
        {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.5"},
        {"symbol": "SOLUSDT", "side": 2, "target_position_percent": "0.5"},
    ]
    shell.create("1", fc(symbol_settings=legs, leverage="20", init_margin="1000", adjust_position_mode=4))
    shell.price("BTCUSDT", "45000", 1_000)  # one gap: the venue liquidates before the bot can de-risk
    s = shell.state()
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.LIQUIDATION)
    assert all(b.position == 0 for b in s.books)
    shell.assert_books_match()
