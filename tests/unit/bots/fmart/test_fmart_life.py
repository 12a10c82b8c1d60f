"""Futures martingales on a BotHost with the real simulated FuturesExchange: rounds, adds, TP, SL,
auto-cycle, liquidation, close; the bot's books equal its account on the venue at every step."""

from __future__ import annotations

from decimal import Decimal as D

from tradingbot.bots.base import CloseCommand
from tradingbot.core.enums import BotStatus, CloseReason

from ..test_bots_fgrid_kit import bot_account
from .kit import MShell, fm


def test_long_round_adds_then_tp_then_next_round() -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm())
    s = shell.mstate()
    assert s.status is BotStatus.RUNNING and s.position == D("4.923")
    shell.assert_books_match("1")
    orders = shell.orders("1")
    assert ("BUY", D("98.00"), D("7.535"), False) in orders
    tp = [o for o in orders if o[3]]
    assert len(tp) == 1 and tp[0][0] == "SELL" and tp[0][2] == D("4.923")
    shell.price("98", 1_000)
    s = shell.mstate()
    assert (s.added, s.position) == (1, D("12.458"))
    shell.assert_books_match("1")
    assert ("BUY", D("96.81"), D("11.441"), False) in shell.orders("1")
    tp_price = s.tp.price if s.tp else D(0)
    shell.price(str(tp_price), 2_000)
    s = shell.mstate()
    shell.assert_books_match("1")
    assert s.completed_rounds == 1 and s.current_round == 2 and s.status is BotStatus.RUNNING
    assert s.rounds[0].profit >= D("0.03") * (D("4.923") * 100 + D("7.535") * 98) / 5 - D("0.01")
    assert s.position > 0  # round 2's first order filled at market


def test_auto_cycle_off_completes_with_round_take_profit() -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm(auto_cycle_toggle=2))
    tp = shell.mstate().tp
    assert tp is not None
    shell.price(str(tp.price), 1_000)
    s = shell.mstate()
    assert (s.status, s.close_reason, s.position) == (BotStatus.COMPLETED, CloseReason.ROUND_TAKE_PROFIT, 0)
    assert shell.fx.open_orders(bot_account("1")) == []
    back = shell.release("1", 2_000)
    assert back == D(1000) + s.realised_pnl and s.realised_pnl > 0


def test_stop_loss_closes_the_round() -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm(sl_percent="0.05"))
    shell.path(["99", "98", "97", "96", "95"])
    s = shell.mstate()
    assert (s.status, s.close_reason, s.position) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS, 0)
    assert s.rounds[-1].status == "STOPPED" and s.rounds[-1].profit < 0
    back = shell.release("1", 10_000)
    assert back == D(1000) + s.realised_pnl


def test_short_round_and_manual_close() -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm(martingale_mode=2))
    s = shell.mstate()
    assert s.position == D("-4.923")
    assert ("BUY", D("99.29"), D("4.923"), True) in shell.orders("1")  # TP 99.2904 floored
    assert ("SELL", D("102.00"), D("7.239"), False) in shell.orders("1")
    shell.price("102", 1_000)
    assert shell.mstate().added == 1
    shell.assert_books_match("1")
    shell.host.command("1", CloseCommand(), 2_000)
    s = shell.mstate()
    assert (s.status, s.close_reason, s.position) == (BotStatus.COMPLETED, CloseReason.MANUAL, 0)
    assert shell.fx.open_orders(bot_account("1")) == []


def test_high_leverage_long_is_liquidated() -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm(leverage="20", add_position_num=1, price_float_percent="0.01"))
    shell.path(["99", "97", "95", "93", "91", "90"])
    s = shell.mstate()
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.LIQUIDATION)
    shell.assert_books_match("1")
