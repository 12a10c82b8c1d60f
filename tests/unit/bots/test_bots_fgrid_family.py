"""The futures grid family as pure functions: lifecycle, counter-orders, reduce-only closes, exits,
shifting, rejections, venue events, commands, detail and snapshots (no exchange: fills are fed by hand)."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal as D

import pytest

from tradingbot.bots.base import (
    AddInvestmentCommand,
    AnyEvent,
    CloseCommand,
    FillEvent,
    FundingEvent,
    LiquidationEvent,
    MarketView,
    PositionView,
    PriceEvent,
    RejectEvent,
    UpdateCommand,
    WithdrawCommand,
)
from tradingbot.bots.futures_grid.config import parse_config
from tradingbot.bots.futures_grid.family import FAMILY
from tradingbot.bots.futures_grid.metrics import (
    available_balance,
    detail,
    equity,
    in_sync,
    liq_price,
    pnl_per,
    total_pnl,
    withdrawable,
)
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.step import PlaceCommand, StepResult, step
from tradingbot.core.enums import BotStatus, CloseReason, GridMode, OrderSide, OrderType
from tradingbot.core.errors import BotResultCode, BusinessError, FuturesGridCheck
from tradingbot.sim.fees import FeeSchedule, fee_amount

from .test_bots_fgrid_kit import FEES, P0, TIERS, fg, fmarket

NARROW = {"min_price": "19000", "max_price": "21000", "cell_number": 4}
"""Levels 19 000, 19 500, 20 000, 20 500, 21 000 around P0 20 248.5 (20 500 idle)."""


class Bot:
    """Drives one bot through the shared ``step`` with hand-made fills (maker at the order price)."""

    def __init__(self, fees: FeeSchedule = FEES, **changes: object) -> None:
        self.fees = fees
        self.ts = 0
        self.last = P0
        self.s: FuturesGridState = FAMILY.init("1", parse_config(fg(**changes)), self.market())
        self.result: StepResult | None = None

    def market(self, mark: D | None = None) -> MarketView:
        return fmarket(self.last, self.ts, fees=self.fees, mark=mark)

    def run(self, event: AnyEvent, mark: D | None = None) -> StepResult:
        self.result = step(FAMILY, self.s, event, self.market(mark), [])
        self.s = self.result.state
        return self.result

    def price(self, p: str | int | D, mark: str | D | None = None) -> StepResult:
        self.ts += 1000
        self.last = D(p)
        return self.run(PriceEvent(self.ts, self.last), None if mark is None else D(mark))

    def start(self) -> Bot:
        self.price(P0)
        if self.s.init_order is not None:
            self.fill_order(
                self.s.init_order.client_order_id, self.s.init_order.side, self.s.init_order.qty, P0
            )
        assert self.s.status is BotStatus.RUNNING
        return self

    def fill_order(self, cid: str, side: OrderSide, qty: D, price: D, maker: bool = False) -> StepResult:
        fee = fee_amount(qty * price, self.fees.maker if maker else self.fees.taker)
        return self.run(FillEvent(cid, side, price, qty, fee, "USDT", self.ts, self.ts, maker))

    def fill(self, price: str | int) -> StepResult:
        """The cell order resting at ``price`` fills (as maker); the market is there."""
        p = D(price)
        cell = next(c for c in self.s.cells if c.price == p and c.is_open(self.ts))
        self.last = p
        return self.fill_order(cell.cid, cell.side, self.s.q, p, maker=True)

    def close_fill(self) -> StepResult:
        order = self.s.close_order
        assert order is not None and order.reduce_only and order.order_type is OrderType.MARKET
        return self.fill_order(order.client_order_id, order.side, order.qty, self.last)

    def orders(self) -> list[tuple[str, D, bool]]:
        return sorted(
            (i.side.value, i.price or D(0), i.reduce_only) for i in FAMILY.desired(self.s, self.market())
        )


def assert_rule(s: FuturesGridState) -> None:
    """position = q·(#SELL cells − S0)."""
    assert s.position == s.rule_position


def opening_book(closing: OrderSide) -> list[tuple[str, D, bool]]:
    """The example grid's orders once opened at P0: BUYs at 10/14/18k and SELLs at 26/30k, the
    orders on the ``closing`` side reduce-only (a LONG closes by selling, a SHORT by buying)."""
    buys = [("BUY", D(p), closing is OrderSide.BUY) for p in (10000, 14000, 18000)]
    return buys + [("SELL", D(p), closing is OrderSide.SELL) for p in (26000, 30000)]


# --------------------------------------------------------------------------- lifecycle per mode


def test_long_opens_at_market_and_its_sells_are_reduce_only() -> None:
    bot = Bot(grid_mode=2)
    assert bot.s.status is BotStatus.NEW
    r = bot.price(P0)
    init = bot.s.init_order
    assert bot.s.status is BotStatus.INITIALIZING and init is not None
    assert (init.side, init.order_type, init.qty, init.reduce_only) == (
        OrderSide.BUY,
        OrderType.MARKET,
        D("0.460"),
        False,
    )
    assert [c.intent for c in r.commands if isinstance(c, PlaceCommand)] == [init]
    bot.fill_order(init.client_order_id, OrderSide.BUY, init.qty, P0)
    assert bot.s.status is BotStatus.RUNNING
    assert bot.orders() == opening_book(closing=OrderSide.SELL)
    assert (bot.s.position, bot.s.avg_entry, bot.s.s0) == (D("0.460"), P0, 0)
    assert_rule(bot.s)
    assert bot.s.wallet == D(10000) - fee_amount(D("0.460") * P0, FEES.taker)
    assert bot.s.peak_equity == D(10000)


def test_short_opens_at_market_and_its_buys_are_reduce_only() -> None:
    bot = Bot(grid_mode=3).start()
    assert bot.orders() == opening_book(closing=OrderSide.BUY)
    assert (bot.s.position, bot.s.s0) == (D("-0.486"), 5)
    assert_rule(bot.s)
    bot.fill(26000)  # opens more short; the counter BUY at 22 000 closes it
    assert bot.s.position == D("-0.648")
    assert ("BUY", D(22000), True) in bot.orders()
    assert_rule(bot.s)
    bot.fill(22000)
    assert (bot.s.arbitrage_num, bot.s.position) == (1, D("-0.486"))
    assert bot.s.grid_profit == D("0.162") * 4000 - fee_amount(D("0.162") * 26000, FEES.maker) - fee_amount(
        D("0.162") * 22000, FEES.maker
    )


def test_neutral_starts_flat_and_reduces_on_the_side_of_p0() -> None:
    bot = Bot().start()
    assert bot.s.init_order is None and bot.s.position == 0
    assert all(not ro for _, _, ro in bot.orders())
    assert [c.long_side for c in bot.s.cells] == [True, True, True, False, False]
    bot.fill(18000)  # long q; its SELL at 22 000 closes it
    assert bot.s.position == D("0.193") and ("SELL", D(22000), True) in bot.orders()
    bot.fill(22000)  # the long-side SELL closes the long: one pair
    assert (bot.s.arbitrage_num, bot.s.position) == (1, 0)
    bot.fill(26000)  # above P0 a SELL opens a short; its BUY at 22 000 closes it
    assert bot.s.position == D("-0.193") and ("BUY", D(22000), True) in bot.orders()
    assert_rule(bot.s)
    bot.fill(22000)
    assert (bot.s.arbitrage_num, bot.s.position) == (2, 0)
    assert_rule(bot.s)


def test_layout_when_p0_is_outside_the_range() -> None:
    below = Bot(grid_mode=3)
    below.price(9000)  # a short grid above the market: every cell a SELL, nothing opened at market
    assert below.s.init_order is None and below.s.status is BotStatus.RUNNING
    assert [c.side for c in below.s.cells] == [OrderSide.SELL] * 5 and below.s.s0 == 5
    above = Bot(grid_mode=2)
    above.price(31000)
    assert above.s.init_order is None and all(c.side is OrderSide.BUY for c in above.s.cells)


def test_failed_initiation_on_slippage_closes_what_was_opened() -> None:
    bot = Bot(grid_mode=2)
    bot.price(P0)
    init = bot.s.init_order
    assert init is not None
    bot.fill_order(init.client_order_id, OrderSide.BUY, init.qty, D(23000))  # 13.6 % away
    assert (bot.s.status, bot.s.close_reason) == (BotStatus.CANCELLING, CloseReason.FAILED_INITIATION)
    bot.close_fill()
    assert bot.s.status is BotStatus.COMPLETED and bot.s.position == 0


def test_failed_initiation_when_the_initial_order_is_rejected() -> None:
    bot = Bot(grid_mode=3)
    bot.price(P0)
    init = bot.s.init_order
    assert init is not None
    bot.run(RejectEvent(init.client_order_id, "INSUFFICIENT_BALANCE", bot.ts))
    assert (bot.s.status, bot.s.close_reason) == (BotStatus.COMPLETED, CloseReason.FAILED_INITIATION)


def test_failed_initiation_when_q_is_below_the_minimum() -> None:
    bot = Bot(total_investment="10")
    bot.price(P0)
    assert (bot.s.status, bot.s.close_reason) == (BotStatus.COMPLETED, CloseReason.FAILED_INITIATION)


@pytest.mark.parametrize(("entry", "wait", "hit"), [("19000", "19500", "18990"), ("21000", "20500", "21000")])
def test_entry_price_waits_for_the_cross(entry: str, wait: str, hit: str) -> None:
    bot = Bot(entry_price=entry)
    bot.price(P0)
    assert bot.s.status is BotStatus.AWAITING_ACTIVATION
    bot.price(wait)
    assert bot.s.status is BotStatus.AWAITING_ACTIVATION
    bot.price(hit)
    assert bot.s.status is BotStatus.RUNNING and bot.s.p0 == D(hit)


# --------------------------------------------------------------------------- exits


def test_tp_and_sl_by_percent_use_the_mark_price() -> None:
    tp = Bot(grid_mode=2, take_profit_per="0.03").start()
    assert tp.price(P0, mark="20800").closing is None  # pnl_per ≈ 2.5 %
    r = tp.price(P0, mark="21000")  # 0.46·751.5 − 5.12 = 340.6 -> 3.4 %
    assert r.closing is CloseReason.TAKE_PROFIT and tp.s.close_order is not None
    assert (tp.s.close_order.side, tp.s.close_order.qty, tp.s.close_order.reduce_only) == (
        OrderSide.SELL,
        D("0.460"),
        True,
    )
    sl = Bot(grid_mode=2, stop_loss_per="0.05").start()
    assert sl.price(P0, mark="19200").closing is None
    assert sl.price(P0, mark="19000").closing is CloseReason.STOP_LOSS  # −574 − 5 -> −5.8 %


@pytest.mark.parametrize(
    ("mode", "values", "quiet", "tp_at", "sl_at"),
    [
        (2, {"take_profit_price": "31000", "stop_loss_price": "9000"}, "30000", "31000", "9000"),
        (3, {"take_profit_price": "9000", "stop_loss_price": "31000"}, "10000", "9000", "31000"),
    ],
)
def test_tp_and_sl_by_price(mode: int, values: dict[str, str], quiet: str, tp_at: str, sl_at: str) -> None:
    bot = Bot(grid_mode=mode, tp_sl_type=2, **values).start()
    assert bot.price(quiet).closing is None
    assert bot.price(tp_at).closing is CloseReason.TAKE_PROFIT
    other = Bot(grid_mode=mode, tp_sl_type=2, **values).start()
    assert other.price(sl_at).closing is CloseReason.STOP_LOSS


def test_tp_price_with_sl_percent_and_tp_percent_with_sl_price() -> None:
    three = Bot(grid_mode=2, tp_sl_type=3, take_profit_price="31000", stop_loss_per="0.05").start()
    assert three.price(P0, mark="19000").closing is CloseReason.STOP_LOSS
    three = Bot(grid_mode=2, tp_sl_type=3, take_profit_price="31000", stop_loss_per="0.05").start()
    assert three.price("31000").closing is CloseReason.TAKE_PROFIT
    four = Bot(grid_mode=3, tp_sl_type=4, take_profit_per="0.01", stop_loss_price="31000").start()
    assert four.price(P0, mark="20000").closing is CloseReason.TAKE_PROFIT  # short 0.486 gains 120.8
    four = Bot(grid_mode=3, tp_sl_type=4, take_profit_per="0.5", stop_loss_price="31000").start()
    assert four.price("31000").closing is CloseReason.STOP_LOSS


def test_tp_percent_counts_added_margin() -> None:
    bot = Bot(grid_mode=2, take_profit_per="0.03").start()
    bot.run(AddInvestmentCommand(D(10000)))
    assert bot.s.total_investment == D(20000)
    assert bot.price(P0, mark="21000").closing is None  # 340.6 on 20 000 = 1.7 %


def test_trailing_stop_on_equity() -> None:
    bot = Bot(grid_mode=2, trailing_stop_per="0.05").start()
    bot.price(P0, mark="22000")  # equity 10 000 − 5.12 + 0.46·1751.5 = 10 800.57: the new peak
    peak = bot.s.peak_equity
    assert peak == equity(bot.s, D(22000))
    exit_equity = peak * D("0.95")
    # mark that brings equity to just above / at the exit level
    above = P0 + (exit_equity + D(1) - bot.s.wallet) / bot.s.position
    assert bot.price(P0, mark=above).closing is None
    assert bot.price(P0, mark=D(20000)).closing is CloseReason.TRAILING_STOP


def test_neutral_top_and_bottom_stops() -> None:
    top = Bot().start()
    assert top.price("29999").closing is None
    assert top.price("30000").closing is CloseReason.TRIGGER_TOP_PRICE
    bottom = Bot().start()
    assert bottom.price("10000").closing is CloseReason.TRIGGER_BOTTOM_PRICE
    long = Bot(grid_mode=2).start()
    assert long.price("30000").closing is None and long.price("10000").closing is None  # keeps running


def test_negative_arbitrage_when_the_maker_fee_eats_the_cell() -> None:
    bot = Bot(**NARROW).start()
    dear = FeeSchedule(maker=D("0.02"), taker=D("0.02"))
    r = step(FAMILY, bot.s, PriceEvent(bot.ts + 1, P0), fmarket(P0, bot.ts + 1, fees=dear), [])
    assert r.closing is CloseReason.NEGATIVE_ARBITRAGE


def test_exits_wait_until_the_books_catch_up_with_the_venue() -> None:
    bot = Bot(grid_mode=2, take_profit_per="0.01").start()
    m = fmarket(P0, bot.ts, mark=D(22000))
    behind = replace(m, venue=replace(m.venue, position=PositionView(D("0.690"), P0, D(2))))  # type: ignore[type-var]
    assert not in_sync(bot.s, behind)
    assert FAMILY.verdict(bot.s, behind) is None
    assert FAMILY.verdict(bot.s, m) is CloseReason.TAKE_PROFIT


# --------------------------------------------------------------------------- shifting


def test_long_shifts_up_like_trailing_up() -> None:
    bot = Bot(grid_mode=2, move_up_price="23000", **NARROW).start()
    assert bot.s.q == D("0.241")
    bot.fill(21000)  # the only SELL: flat
    assert bot.s.position == 0
    bot.price(21499)
    assert bot.s.levels[0] == D(19000)
    bot.price(21500)  # U + d: drop BUY 19 000, add BUY at the old top 21 000
    assert (bot.s.levels[0], bot.s.levels[-1], bot.s.offset) == (D(19500), D(21500), 1)
    assert ("BUY", D(21000), False) in bot.orders() and ("BUY", D(19000), False) not in bot.orders()
    assert len(bot.s.cells) == 4
    bot.price(23000)  # each shift raises the BUYs' margin by q·d/leverage: the reserve allows one more
    assert (bot.s.levels[0], bot.s.levels[-1], bot.s.shift_count) == (D(20000), D(22000), 2)
    bot.run(AddInvestmentCommand(D(1000)))
    bot.price(23000)  # 22 500, 23 000; 23 500 would pass move_up_price
    assert (bot.s.levels[0], bot.s.levels[-1], bot.s.shift_count) == (D(21000), D(23000), 4)
    bot.price(25000)
    assert bot.s.shift_count == 4
    assert_rule(bot.s)


def test_long_shifts_down_only_with_margin_to_spare() -> None:
    bot = Bot(grid_mode=2, move_down_price="18000", **NARROW).start()
    for p in (20000, 19500, 19000):
        bot.fill(p)
    bot.price(19000)
    assert bot.s.shift_count == 0  # all margin is in the position: the new BUY cannot be funded
    assert available_balance(bot.s, D(19000), bot.ts) == 0
    bot.run(AddInvestmentCommand(D(6000)))
    bot.price(19000)
    assert (bot.s.levels[0], len(bot.s.cells), bot.s.offset) == (D(18500), 5, -1)
    assert ("BUY", D(18500), False) in bot.orders()
    assert all(ro for side, _, ro in bot.orders() if side == "SELL")  # the closes all stay
    bot.fill(18500)
    bot.price(18500)
    assert bot.s.levels[0] == D(18000)
    bot.price(17000)
    assert bot.s.levels[0] == D(18000)  # move_down_price reached
    assert_rule(bot.s)


def test_short_shifts_down_and_up() -> None:
    bot = Bot(grid_mode=3, move_down_price="17500", move_up_price="22000", **NARROW).start()
    for p in (20000, 19500, 19000):
        bot.fill(p)  # the closes: flat
    assert bot.s.position == 0
    bot.price(18500)  # L − d: drop the top SELL, add a SELL at the old L
    assert (bot.s.levels[0], bot.s.levels[-1]) == (D(18500), D(20500))
    assert ("SELL", D(19000), False) in bot.orders() and ("SELL", D(21000), False) not in bot.orders()
    assert_rule(bot.s)
    up = Bot(grid_mode=3, move_up_price="22000", **NARROW).start()
    up.run(AddInvestmentCommand(D(3000)))
    up.fill(21000)  # the only opening SELL: −4q; its close BUY at 20 500
    up.price(21000)
    assert (up.s.levels[-1], len(up.s.cells), up.s.s0) == (D(21500), 5, 5)
    assert ("SELL", D(21500), False) in up.orders()
    assert_rule(up.s)


def test_neutral_shifts_instead_of_stopping_while_there_is_room() -> None:
    bot = Bot(move_up_price="21500", move_down_price="18500", **NARROW).start()
    bot.fill(21000)  # top SELL: short q
    r = bot.price(21000)
    assert r.closing is None
    assert (bot.s.levels[0], bot.s.levels[-1], bot.s.s0) == (D(19500), D(21500), 2)
    assert ("SELL", D(21500), False) in bot.orders()
    assert_rule(bot.s)
    r = bot.fill(21500)  # no more room above: the neutral grid stops at its top
    assert r.closing is CloseReason.TRIGGER_TOP_PRICE
    down = Bot(move_down_price="18500", **NARROW).start()
    for p in (20000, 19500, 19000):
        down.fill(p)
    assert down.price(19000).closing is None
    assert (down.s.levels[0], down.s.levels[-1]) == (D(18500), D(20500))
    assert_rule(down.s)


def test_geometric_grids_do_not_shift() -> None:
    bot = Bot(grid_mode=2, grid_type=2, move_up_price="23000", **NARROW).start()
    bot.fill(21000)
    bot.price(22000)
    assert bot.s.shift_count == 0


# --------------------------------------------------------------------------- rejections


def test_balance_rejection_is_retried_once_then_stops_the_bot() -> None:
    bot = Bot().start()
    cell = bot.s.cells[0]
    bot.run(RejectEvent(cell.cid, "INSUFFICIENT_BALANCE", bot.ts))
    retry = bot.s.cells[0]
    assert retry.cid != cell.cid and retry.rejects == 1 and retry.retry_at == bot.ts + 1000
    assert ("BUY", D(10000), False) not in bot.orders()  # waits 1 s
    bot.price(P0)
    assert ("BUY", D(10000), False) in bot.orders()
    r = bot.run(RejectEvent(retry.cid, "INSUFFICIENT_BALANCE", bot.ts))
    assert r.closing is CloseReason.INSUFFICIENT_BALANCE


def test_other_rejections() -> None:
    bot = Bot().start()
    cell = bot.s.cells[1]
    bot.run(RejectEvent(cell.cid, "MIN_NOTIONAL", bot.ts))
    assert bot.s.cells[1].rejected and ("BUY", D(14000), False) not in bot.orders()
    gone = bot.s.cells[2]
    bot.run(RejectEvent(gone.cid, "DUPLICATE_CLIENT_ORDER_ID", bot.ts))
    assert bot.s.cells[2].cid != gone.cid and ("BUY", D(18000), False) in bot.orders()
    r = bot.run(RejectEvent(bot.s.cells[3].cid, "RISK_LIMIT", bot.ts))
    assert r.closing is CloseReason.RISK_LIMIT


# --------------------------------------------------------------------------- venue events


def test_liquidation_completes_the_bot() -> None:
    bot = Bot(grid_mode=3, leverage="20").start()
    pos = bot.s.position
    ev = LiquidationEvent(OrderSide.BUY, D(21000), -pos, D(5), bot.ts, 99, "liquidation:9", None, D(0))
    r = bot.run(ev)
    assert r.closing is CloseReason.LIQUIDATION
    assert (bot.s.status, bot.s.position, bot.s.cells) == (BotStatus.COMPLETED, 0, ())
    partial = Bot(grid_mode=3, leverage="20").start()
    partial.run(LiquidationEvent(OrderSide.BUY, D(21000), D("0.2"), D(1), partial.ts, 98))
    assert partial.s.status is BotStatus.CANCELLING and partial.s.close_order is not None
    assert partial.s.close_order.qty == -partial.s.position
    partial.close_fill()
    assert (partial.s.status, partial.s.close_reason) == (BotStatus.COMPLETED, CloseReason.LIQUIDATION)


def test_funding_goes_to_total_pnl_not_grid_profit() -> None:
    bot = Bot(grid_mode=2).start()
    before = total_pnl(bot.s, P0)
    bot.run(FundingEvent(bot.ts, D("0.0001"), D("-0.93143100"), P0, D("0.460")))
    assert (bot.s.funding_fee, bot.s.grid_profit) == (D("-0.931431"), 0)
    assert total_pnl(bot.s, P0) == before - D("0.931431")
    assert bot.s.realised_pnl == -fee_amount(D("0.460") * P0, FEES.taker) - D("0.931431")


# --------------------------------------------------------------------------- commands


def test_add_margin_raises_investment_and_lowers_the_liquidation_price() -> None:
    bot = Bot(grid_mode=2, leverage="10").start()
    lp = liq_price(bot.s, TIERS)
    bot.run(AddInvestmentCommand(D(1000)))
    assert (bot.s.total_investment, bot.s.added_margin) == (D(11000), D(1000))
    new_lp = liq_price(bot.s, TIERS)
    assert lp is not None and new_lp is not None and new_lp < lp
    assert abs((lp - new_lp) - D(1000) / bot.s.position) < D("1e-18")  # same tier: ΔW/|Q|
    with pytest.raises(BusinessError):
        bot.run(AddInvestmentCommand(D(0)))


def test_withdraw_bounds() -> None:
    bot = Bot().start()
    assert withdrawable(bot.s, P0, bot.ts, TIERS) == 0  # the initial investment is never withdrawable
    with pytest.raises(BusinessError) as err:
        bot.run(WithdrawCommand(D(1)))
    assert err.value.field == "amount"
    bot.fill(18000)
    bot.fill(22000)  # one pair: profit 4 000·0.193 − fees
    profit = bot.s.realised_pnl
    assert profit == bot.s.grid_profit
    limit = withdrawable(bot.s, D(22000), bot.ts, TIERS)
    assert limit == profit  # margin to spare: bounded by the realized profit
    with pytest.raises(BusinessError):
        bot.run(WithdrawCommand(limit + D("0.00000001")))
    bot.run(WithdrawCommand(limit))
    assert (bot.s.cum_withdrawn, withdrawable(bot.s, D(22000), bot.ts, TIERS)) == (limit, 0)
    assert bot.s.total_investment == D(10000)
    assert total_pnl(bot.s, D(22000)) == profit  # withdrawn profit still counts
    bot.run(AddInvestmentCommand(D(500)))
    assert withdrawable(bot.s, D(22000), bot.ts, TIERS) == D(500)  # added margin may leave again


def test_withdraw_is_bounded_by_available_margin() -> None:
    bot = Bot(grid_mode=2).start()
    bot.run(AddInvestmentCommand(D(100)))
    bot.price(P0, mark="19000")  # unrealized loss eats the available balance
    assert available_balance(bot.s, D(19000), bot.ts) < 100
    assert withdrawable(bot.s, D(19000), bot.ts, TIERS) == available_balance(bot.s, D(19000), bot.ts)


def test_modify_tp_sl_and_trailing_without_regrid() -> None:
    bot = Bot(grid_mode=2).start()
    cells = bot.s.cells
    bot.run(UpdateCommand({"tp_sl_type": 2, "take_profit_price": "32000", "stop_loss_price": "9500"}))
    bot.run(UpdateCommand({"trailing_stop_per": "0.1"}))
    cfg = bot.s.config
    assert (cfg.take_profit_price, cfg.stop_loss_price, cfg.trailing_stop_per) == (
        D(32000),
        D(9500),
        D("0.1"),
    )
    assert bot.s.cells == cells
    with pytest.raises(BusinessError) as err:
        bot.run(UpdateCommand({"take_profit_per": "6"}))
    assert err.value.check_code == FuturesGridCheck.TP_TOO_HIGH.value
    assert err.value.bot_code is BotResultCode.FGRID_TP_TOO_LARGE
    with pytest.raises(BusinessError) as err:
        bot.run(UpdateCommand({"stop_loss_price": "9500", "tp_sl_type": 2, "take_profit_price": "25000"}))
    assert err.value.check_code == FuturesGridCheck.TP_TOO_LOW.value
    with pytest.raises(BusinessError):
        bot.run(UpdateCommand({"leverage": "3"}))
    levered = Bot(grid_mode=2, leverage="10").start()  # LP ≈ 16 017 > min_price
    with pytest.raises(BusinessError) as err:
        levered.run(UpdateCommand({"tp_sl_type": 2, "stop_loss_price": "9000"}))
    assert err.value.check_code == FuturesGridCheck.SL_CAUSE_LIQ.value


def test_close_flows() -> None:
    new = Bot(entry_price="19000")
    new.price(P0)
    r = new.run(CloseCommand())
    assert (new.s.status, r.closing) == (BotStatus.COMPLETED, CloseReason.MANUAL)
    init = Bot(grid_mode=2)
    init.price(P0)
    with pytest.raises(BusinessError) as err:
        init.run(CloseCommand())
    assert err.value.bot_code is BotResultCode.BOT_CANNOT_CLOSE_CURRENTLY
    bot = Bot(grid_mode=3).start()
    r = bot.run(CloseCommand())
    assert bot.s.status is BotStatus.CANCELLING and r.closing is CloseReason.MANUAL
    close = bot.s.close_order
    assert close is not None and (close.side, close.qty, close.reduce_only) == (
        OrderSide.BUY,
        D("0.486"),
        True,
    )
    assert FAMILY.desired(bot.s, bot.market()) == [close]
    bot.run(RejectEvent(close.client_order_id, "REDUCE_ONLY", bot.ts))  # refused: retried on the next price
    assert bot.s.close_order is None and bot.s.status is BotStatus.CANCELLING
    bot.price(P0)
    assert bot.s.close_order is not None and bot.s.close_order.client_order_id != close.client_order_id
    bot.close_fill()
    assert bot.s.status is BotStatus.COMPLETED and bot.s.position == 0
    with pytest.raises(BusinessError) as err:
        bot.run(CloseCommand())
    assert err.value.bot_code is BotResultCode.GRID_CAN_NOT_BE_CANCELLED
    with pytest.raises(BusinessError):
        bot.run(AddInvestmentCommand(D(1)))


def test_close_is_split_at_the_max_market_quantity() -> None:
    bot = Bot(grid_mode=2, total_investment="2000000", leverage="5", min_price="19000", max_price="21000")
    bot.start()
    bot.fill(19800)
    pos = bot.s.position
    assert pos > D(119)  # the contract's max market order quantity
    bot.run(CloseCommand())
    first = bot.s.close_order
    assert first is not None and first.qty == D(119)
    bot.close_fill()
    assert bot.s.status is BotStatus.CANCELLING and bot.s.close_order is not None
    bot.close_fill()
    assert bot.s.status is BotStatus.COMPLETED


# --------------------------------------------------------------------------- detail and snapshots


def test_detail_fields() -> None:
    bot = Bot(grid_mode=2, take_profit_per="0.5", trailing_stop_per="0.1").start()
    d = detail(bot.s, fmarket("21000", bot.ts))
    assert d["bot_id"] == "1" and d["grid_mode"] == "LONG" and d["grid_type"] == "ARITHMETIC"
    assert (d["status"], d["display_status"], d["running_status"]) == ("RUNNING", "RUNNING", "RUNNING")
    assert (d["leverage"], d["total_investment"], d["cell_number"]) == ("2", "10000", 5)
    assert (d["current_position"], d["futures_pos_side"], d["avg_entry_price"]) == ("0.46", "LONG", "20248.5")
    assert d["unrealised_pnl"] == "345.69"  # 0.46 × 751.5
    assert d["realised_pnl"] == "-5.1228705"
    assert d["pnl"] == "340.5671295"
    assert d["liquidation_price"] == "" and liq_price(bot.s, TIERS) is None  # 2x: the long LP is below 0
    assert d["position_balance"] == "4657.155"  # 0.46·20 248.5/2
    assert d["total_order_balance"] == "4835.313"  # BUYs 10k, 14k, 18k: 0.23·42 000·(1/2 + 0.055 %)
    assert d["trailing_stop_exit_equity"] == "9000"
    assert d["tp_sl_type"] == "PERCENT" and d["take_profit_per"] == "0.5"
    assert (d["min_profit"], d["max_profit"]) == ("0.306831", "0.79904")
    assert d["m_m_rate"] == "0.005" and d["close_reason"] == "" and d["end_time"] == 0
    for key in ("real_leverage", "available_balance", "funding_fee", "grid_apr", "total_apr", "pnl_per"):
        assert key in d
    bot.run(CloseCommand())
    bot.close_fill()
    done = detail(bot.s, fmarket("25000", bot.ts + 5))
    assert (done["close_reason"], done["stop_type"], done["bot_close_code"]) == (
        "MANUAL",
        "USER",
        "CANCELED_MANUALLY",
    )
    assert done["current_position"] == "0" and done["real_close_price"] == str(bot.last)


def test_apr_uses_a_one_day_floor() -> None:
    bot = Bot().start()
    bot.fill(18000)
    bot.fill(22000)
    d = detail(bot.s, fmarket("22000", bot.ts))
    assert d["grid_apr"] == str((bot.s.grid_profit / 10000 * 365).quantize(D("0.000001")))


def test_snapshot_round_trip() -> None:
    bot = Bot(grid_mode=3, move_down_price="17500", take_profit_price="9000", tp_sl_type=2, **NARROW).start()
    for p in (20000, 19500):
        bot.fill(p)
    bot.run(RejectEvent(bot.s.cells[0].cid, "INSUFFICIENT_BALANCE", bot.ts))
    bot.run(FundingEvent(bot.ts, D("0.0001"), D("0.5"), P0, D("-0.2")))
    raw = json.loads(json.dumps(FAMILY.to_dict(bot.s)))
    assert FAMILY.from_dict(raw) == bot.s


def test_pnl_per_and_equity_identities() -> None:
    bot = Bot(grid_mode=2).start()
    mark = D(21000)
    assert total_pnl(bot.s, mark) == bot.s.realised_pnl + bot.s.position * (mark - bot.s.avg_entry)
    assert pnl_per(bot.s, mark) == total_pnl(bot.s, mark) / 10000
    assert GridMode(bot.s.config.grid_mode) is GridMode.LONG
