"""BotHost with a real SimExchange: the worked example end to end, candles, lifecycle, commands."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.base import (
    AddInvestmentCommand,
    CloseCommand,
    FillEvent,
    PriceEvent,
    UpdateCommand,
    WithdrawCommand,
)
from tradingbot.bots.spot_grid.config import parse_config
from tradingbot.bots.spot_grid.family import FAMILY
from tradingbot.bots.spot_grid.metrics import detail, withdrawable
from tradingbot.core.candles import Candle
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, SettleMode
from tradingbot.core.errors import BusinessError
from tradingbot.sim.accounts import FEES, MARKET, AccountRef

from .botkit import EXAMPLE, USER, Shell, market


def example(**changes: object) -> Shell:
    shell = Shell.start()
    shell.create("1", dict(EXAMPLE, **changes))
    return shell


def test_worked_example_end_to_end() -> None:
    """Create at 54 000 with 23 610 USDT, price 54k -> 53k -> 57k: one cycle of 341.81292098."""
    shell = example()
    assert shell.host.status("1") is BotStatus.RUNNING
    shell.host.on_price("BTCUSDT", "53000", 60_000)
    shell.host.on_price("BTCUSDT", "57000", 120_000)
    state = shell.state("1")
    assert (state.grid_profit, state.arbitrage_num) == (D("341.81292098"), 1)
    shell.assert_books_match("1")
    # the ledger: bot quote = 23 610 − initial buy − buy at 53k + sell at 57k net of fee
    bal = shell.host.leftover("1")
    expected_quote = (
        D(23610)
        - D("0.17591764") * 54000
        - D("0.08795882") * 53000
        + D("0.08787086") * 57000
        - D("5.00863902")
    )
    assert bal["USDT"].total == expected_quote
    assert bal["BTC"].total == D("0.17574172")
    events = shell.host.drain_events()
    kinds = [e.kind for e in events]
    assert kinds == [
        "CREATED",
        "STATUS",
        "STATUS",
        "FILL",
        "STATUS",
        "PRICE",
        "FILL",
        "PRICE",
        "FILL",
        "CYCLE",
    ]
    # the log's inputs: the prices that filled its orders (the first moved from the creation's 54 000)
    assert [e.data for e in events if e.kind == "PRICE"] == [
        {"symbol": "BTCUSDT", "price": "53000"},
        {"symbol": "BTCUSDT", "price": "57000"},
    ]
    assert events[0].data["funds"] == {"USDT": "23610"} and events[0].data["marks"] == {"BTCUSDT": "54000"}
    assert [e.data["status"] for e in events if e.kind == "STATUS"] == ["NEW", "INITIALIZING", "RUNNING"]
    cycle = events[-1].data
    assert (
        cycle["profit"] == "341.81292098" and cycle["buy_price"] == "53000" and cycle["sell_price"] == "57000"
    )
    # the counter-order of the sell is a BUY at 53 000 again
    assert ("BUY", D(53000), D("0.08795882")) in shell.open_orders("1")
    assert len(shell.open_orders("1")) == 5


def test_dirty_and_drain() -> None:
    shell = example()
    assert shell.host.dirty() == {"1"}
    shell.host.drain_events()
    assert shell.host.dirty() == set()
    shell.host.on_price("BTCUSDT", "54100", 1)  # equity up: peak changes
    assert shell.host.dirty() == {"1"}
    shell.host.drain_events()
    shell.host.on_price("BTCUSDT", "54050", 2)  # nothing changes
    assert shell.host.dirty() == set() and shell.host.drain_events() == []


def test_order_placed_in_one_candle_segment_fills_in_a_later_one() -> None:
    """Candle 54 000 / low 53 000 / high 57 000 / close 56 000 walks open -> low -> high -> close:
    the BUY at 53 000 fills at the low, its counter SELL at 57 000 fills at the high."""
    shell = example()
    shell.host.on_candle("BTCUSDT", Candle(60_000, D(54000), D(57000), D(53000), D(56000)))
    state = shell.state("1")
    assert (state.grid_profit, state.arbitrage_num) == (D("341.81292098"), 1)
    assert shell.sim.last_price("BTCUSDT") == D(56000)
    shell.assert_books_match("1")


def test_gap_fills_every_crossed_level_at_its_own_price() -> None:
    shell = example()
    shell.host.on_price("BTCUSDT", "44000", 1)
    fills = [e.data for e in shell.host.drain_events() if e.kind == "FILL"][1:]
    assert [(f["side"], f["price"]) for f in fills] == [("BUY", "53000"), ("BUY", "49000"), ("BUY", "45000")]
    assert [s for s, _, _ in shell.open_orders("1")] == ["SELL"] * 5  # below L all cells hold base
    shell.host.on_price("BTCUSDT", "66000", 2)
    assert shell.state("1").arbitrage_num == 5
    assert [s for s, _, _ in shell.open_orders("1")] == ["BUY"] * 5  # above U all cells hold quote
    assert shell.host.status("1") is BotStatus.RUNNING  # leaving the range does not stop the bot
    shell.assert_books_match("1")


@pytest.mark.parametrize(
    "mode", [SettleMode.QUOTE_MODE, SettleMode.BASE_MODE, SettleMode.BASE_AND_QUOTE_MODE]
)
def test_manual_close_settles_per_mode(mode: SettleMode) -> None:
    shell = example()
    shell.host.on_price("BTCUSDT", "53000", 1)
    shell.host.command("1", CloseCommand(mode), 2)
    state = shell.state("1")
    assert (state.status, state.close_reason, state.settle_mode) == (
        BotStatus.COMPLETED,
        CloseReason.MANUAL,
        mode,
    )
    assert shell.open_orders("1") == []
    left = shell.host.leftover("1")
    if mode is SettleMode.QUOTE_MODE:
        assert set(left) == {"USDT"}
    elif mode is SettleMode.BASE_MODE:
        assert left["USDT"].total < D(53000) * D("0.00000001") + D("0.0000001")  # dust below one lot
    else:
        assert left["BTC"].total == state.base and left["USDT"].total == state.quote
    shell.assert_books_match("1")
    shell.release("1", 3)
    assert shell.host.bot_ids() == []
    assert shell.sim.balances(AccountRef.bot("1")) == {}


def test_take_profit_stop_loss_and_system_closes() -> None:
    tp = example(take_profit_price="66000", settle_mode=3)
    tp.host.on_price("BTCUSDT", "66000", 1)
    assert (tp.state("1").close_reason, set(tp.host.leftover("1"))) == (CloseReason.TAKE_PROFIT, {"USDT"})
    sl = example(stop_loss_price="44000")
    sl.host.on_price("BTCUSDT", "44000", 1)
    assert sl.state("1").close_reason is CloseReason.STOP_LOSS
    delisted = example()
    delisted.host.command("1", CloseCommand(SettleMode.BASE_AND_QUOTE_MODE, CloseReason.SYMBOL_DELISTED), 1)
    assert delisted.state("1").close_reason is CloseReason.SYMBOL_DELISTED
    banned = example()
    banned.host.command("1", CloseCommand(None, CloseReason.USER_BANNED), 1)
    view = detail(banned.state("1"), banned.host.market("BTCUSDT", 1))
    assert (view["close_reason"], view["grid_close_reason"]) == ("USER_BANNED", "CLOSED_USER_BAN")


def test_trailing_stop_closes_at_market() -> None:
    shell = example(ts_percent="0.05", settle_mode=3)
    shell.host.on_price("BTCUSDT", "60000", 1)
    peak = shell.state("1").peak_equity
    shell.host.on_price("BTCUSDT", "50000", 2)
    state = shell.state("1")
    assert state.close_reason is CloseReason.TRAILING_STOP
    assert peak * D("0.95") >= state.quote + state.base * 50000 or state.base == 0
    assert set(shell.host.leftover("1")) == {"USDT"}


def test_entry_price_waits_then_activates_at_the_crossing() -> None:
    shell = example(entry_price="52000")
    assert shell.host.status("1") is BotStatus.AWAITING_ACTIVATION
    assert shell.open_orders("1") == []
    shell.host.on_price("BTCUSDT", "53000", 1)
    assert shell.host.status("1") is BotStatus.AWAITING_ACTIVATION
    shell.host.on_price("BTCUSDT", "51900", 2)
    state = shell.state("1")
    assert state.status is BotStatus.RUNNING and state.p0 == D(51900)
    assert [s for s, _, _ in shell.open_orders("1")] == ["BUY", "BUY", "SELL", "SELL", "SELL"]
    shell.assert_books_match("1")


def test_detail_while_awaiting_shows_no_profit() -> None:
    shell = example(entry_price="52000")
    shell.host.command("1", UpdateCommand({"take_profit_price": "70000", "add_investment": "390"}), 1)
    view = detail(shell.state("1"), shell.host.market("BTCUSDT", 1))
    assert (view["status"], view["grid_status"]) == ("AWAITING_ACTIVATION", "AWAIT_ACTIVATION")
    assert (view["total_investment"], view["total_profit"], view["equity"]) == ("24000", "0", "24000")
    assert view["take_profit_price"] == "70000" and view["current_profit"] == ""
    shell.fund("USDT", "390")
    shell.sim.transfer(1, USER, AccountRef.bot("1"), "USDT", D(390))
    shell.host.on_price("BTCUSDT", "52000", 2)
    assert shell.state("1").total_investment == D(24000)
    shell.assert_books_match("1")


def test_entry_price_above_the_market_waits_for_a_rise() -> None:
    shell = example(entry_price="56000")
    shell.host.on_price("BTCUSDT", "50000", 1)
    assert shell.host.status("1") is BotStatus.AWAITING_ACTIVATION
    shell.host.on_price("BTCUSDT", "56000", 2)
    assert shell.host.status("1") is BotStatus.RUNNING


def test_close_while_awaiting_refunds_without_trading() -> None:
    shell = example(entry_price="52000")
    shell.host.command("1", CloseCommand(SettleMode.QUOTE_MODE), 1)
    assert shell.host.status("1") is BotStatus.COMPLETED
    assert shell.host.leftover("1")["USDT"].total == D(23610)


def test_failed_initiation_on_slippage() -> None:
    cfg = parse_config(EXAMPLE)
    state = FAMILY.apply(FAMILY.init("1", cfg, market("54000")), PriceEvent(0, D(54000)), market("54000"))
    init = state.init_order
    assert init is not None
    slipped = FillEvent(
        init.client_order_id, OrderSide.BUY, D(60000), init.qty, D("0.00017592"), "BTC", 0, 1, False
    )
    state = FAMILY.apply(state, slipped, market("60000"))
    assert (state.status, state.close_reason) == (BotStatus.COMPLETED, CloseReason.FAILED_INITIATION)
    assert state.settle_mode is SettleMode.BASE_AND_QUOTE_MODE


def test_failed_initiation_when_the_initial_order_is_rejected() -> None:
    shell = Shell.start()
    account = AccountRef.bot("1")
    shell.fund("USDT", "100")
    shell.sim.transfer(0, USER, account, "USDT", D(100))  # far less than the config says
    shell.host.add_bot("1", "GRID_SPOT", EXAMPLE, account, 0)
    state = shell.state("1")
    assert (state.status, state.close_reason) == (BotStatus.COMPLETED, CloseReason.FAILED_INITIATION)
    kinds = [e.kind for e in shell.host.drain_events()]
    assert "ORDER_REJECTED" in kinds
    assert shell.host.leftover("1")["USDT"].total == D(100)


def test_rejected_cell_stays_idle() -> None:
    """At exactly V_min = 29.82 (rounded half-up, T9) q·45 000 = 4.99905 is below the 5 USDT minimum
    notional: that cell's BUY is rejected, the rest run."""
    shell = example(quote_investment="29.82")
    state = shell.state("1")
    assert [c.rejected for c in state.cells].count(True) >= 1
    assert len(shell.open_orders("1")) == len(state.cells) - sum(c.rejected for c in state.cells)
    assert shell.host.status("1") is BotStatus.RUNNING
    shell.assert_books_match("1")


def test_negative_arbitrage_when_the_fee_rises() -> None:
    shell = example()
    view = market("54000", 1, maker=D("0.05"))
    assert FAMILY.verdict(shell.state("1"), view) is CloseReason.NEGATIVE_ARBITRAGE


def test_withdraw_profit() -> None:
    shell = example()
    shell.host.on_price("BTCUSDT", "53000", 1)
    shell.host.on_price("BTCUSDT", "57000", 2)
    assert withdrawable(shell.state("1")) == D("341.81292098")
    with pytest.raises(BusinessError):
        shell.host.command("1", WithdrawCommand(D("341.81292099")), 3)
    shell.host.command("1", WithdrawCommand(D("300")), 3)
    shell.sim.transfer(3, AccountRef.bot("1"), USER, "USDT", D(300))  # the shell moves the funds
    state = shell.state("1")
    assert (state.cum_withdrawn, withdrawable(state)) == (D(300), D("41.81292098"))
    shell.assert_books_match("1")
    view = detail(state, shell.host.market("BTCUSDT", 3))
    total = D(str(view["total_profit"]))
    assert D(str(view["equity"])) + D(300) - D(23610) == total
    assert D(str(view["current_profit"])) == total - D(300)
    assert [e.kind for e in shell.host.drain_events()][-2:] == ["COMMAND", "WITHDRAW"]


def test_tp_sl_ts_update_keeps_the_grid_orders() -> None:
    shell = example()
    before = {o.client_order_id for o in shell.sim.open_orders(AccountRef.bot("1"))}
    shell.host.drain_events()
    shell.host.command("1", UpdateCommand({"take_profit_price": "70000", "ts_percent": "0.1"}), 1)
    after = {o.client_order_id for o in shell.sim.open_orders(AccountRef.bot("1"))}
    assert before == after
    assert shell.state("1").config.take_profit_price == D(70000)
    assert [e.kind for e in shell.host.drain_events()] == [
        "FUNDS",
        "COMMAND",
    ]  # the account, then the command


def test_range_update_regrids_and_keeps_profit() -> None:
    shell = example()
    shell.host.on_price("BTCUSDT", "53000", 1)
    shell.host.on_price("BTCUSDT", "57000", 2)
    before = {o.client_order_id for o in shell.sim.open_orders(AccountRef.bot("1"))}
    shell.host.command("1", UpdateCommand({"min_price": "50000", "max_price": "64000", "cell_number": 7}), 3)
    state = shell.state("1")
    orders = shell.sim.open_orders(AccountRef.bot("1"))
    assert state.status is BotStatus.RUNNING and len(orders) == 7
    assert not before & {o.client_order_id for o in orders}
    assert (state.grid_profit, state.arbitrage_num, state.total_investment) == (
        D("341.81292098"),
        1,
        D(23610),
    )
    assert state.p0 == D(57000) and state.levels[0] == D(50000) and state.levels[-1] == D(64000)
    assert "REGRID" in [e.kind for e in shell.host.drain_events()]
    shell.assert_books_match("1")


def test_add_investment_regrids_with_more_funds() -> None:
    shell = example()
    q_before = shell.state("1").q
    shell.fund("USDT", "10000")
    shell.sim.transfer(1, USER, AccountRef.bot("1"), "USDT", D(10000))
    shell.host.command("1", AddInvestmentCommand(D(10000)), 1)
    state = shell.state("1")
    assert state.total_investment == D(33610) and state.q > q_before
    assert len(shell.open_orders("1")) == 5
    shell.assert_books_match("1")


def test_base_and_both_invest_modes() -> None:
    base = Shell.start()
    base.create("1", dict(EXAMPLE, invest_mode=1, base_investment="0.5", quote_investment=""))
    state = base.state("1")
    assert state.total_investment == D(27000)  # 0.5 BTC at P0 54 000
    sells = [qty for side, _, qty in base.open_orders("1") if side == "SELL"]
    assert sells == [state.q, state.q]  # base bought without a fee: sell size = q
    base.assert_books_match("1")
    both = Shell.start()
    both.create("1", dict(EXAMPLE, invest_mode=2, base_investment="0.1", quote_investment="10000"))
    assert both.state("1").total_investment == D(15400)
    assert both.host.status("1") is BotStatus.RUNNING
    both.assert_books_match("1")


def test_ledger_conserves_every_asset() -> None:
    shell = example()
    for i, p in enumerate(("50000", "58000", "47000", "63000", "52000")):
        shell.host.on_price("BTCUSDT", p, i + 1)
    shell.host.command("1", CloseCommand(SettleMode.QUOTE_MODE), 10)
    shell.release("1", 11)
    user, fees, mkt = shell.sim.balances(USER), shell.sim.balances(FEES), shell.sim.balances(MARKET)
    for asset in ("USDT", "BTC"):
        held = sum((b[asset].total for b in (user, fees, mkt) if asset in b), D(0))
        assert held == shell.credited.get(asset, D(0))
