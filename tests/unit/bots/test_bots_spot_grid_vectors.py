"""MECHANICS §12 spot grid test vectors T1-T11, to the last digit."""

from __future__ import annotations

from dataclasses import replace
from decimal import ROUND_FLOOR
from decimal import Decimal as D

from tradingbot.bots.base import FillEvent, PriceEvent
from tradingbot.bots.grid_kit.levels import (
    cell_sides,
    geometric_ratio,
    grid_levels,
    max_grid_count,
    profit_per_grid_range,
)
from tradingbot.bots.kit.returns import apr, ts_exit_equity
from tradingbot.bots.spot_grid.config import parse_config
from tradingbot.bots.spot_grid.family import FAMILY
from tradingbot.bots.spot_grid.metrics import detail
from tradingbot.bots.spot_grid.sizing import initial_buy_amount, min_investment, plan_grid, sell_size
from tradingbot.core.enums import BotStatus, CloseReason, FuturesGridType, OrderSide
from tradingbot.core.time_units import DAY_MS

from .botkit import BTC8, EXAMPLE, FEE, Shell, market

ARITH, GEO = FuturesGridType.ARITHMETIC, FuturesGridType.GEOMETRIC
TICK = D("0.01")
EXAMPLE_LEVELS = grid_levels(ARITH, D(45000), D(65000), 5, TICK)


def test_t1_arithmetic_levels() -> None:
    assert tuple(D(p) for p in (45000, 49000, 53000, 57000, 61000, 65000)) == EXAMPLE_LEVELS
    assert grid_levels(ARITH, D(20000), D(30000), 5, TICK) == tuple(D(p) for p in range(20000, 30001, 2000))


def test_t2_layout_at_54000() -> None:
    sides = cell_sides(EXAMPLE_LEVELS, D(54000))
    buys = {EXAMPLE_LEVELS[k] for k, s in enumerate(sides) if s is OrderSide.BUY}
    sells = {EXAMPLE_LEVELS[k + 1] for k, s in enumerate(sides) if s is OrderSide.SELL}
    assert buys == {D(45000), D(49000), D(53000)}
    assert sells == {D(61000), D(65000)}
    idle = set(EXAMPLE_LEVELS) - buys - sells
    assert idle == {D(57000)}


def test_t2_tie_rule_price_on_a_level_is_a_sell_cell() -> None:
    assert cell_sides(EXAMPLE_LEVELS, D(53000)) == (OrderSide.BUY, OrderSide.BUY) + (OrderSide.SELL,) * 3


def test_t3_sizing() -> None:
    plan = plan_grid(EXAMPLE_LEVELS, D(54000), D(23610), D(0), BTC8)
    assert plan.denominator == D(255000)
    assert plan.q == D("0.08795882")
    assert sell_size(plan.q, FEE, BTC8) == D("0.08787086")
    assert plan.trade_side is OrderSide.BUY
    assert plan.trade_qty == D("0.17591764")
    assert plan.buy_quote == D("12929.94654")
    assert D(23610) - plan.buy_quote - plan.trade_qty * D(54000) == D("1180.5009")
    assert initial_buy_amount(parse_config(EXAMPLE), BTC8, D(54000)) == D("0.17591764")


def test_t3_on_the_exchange() -> None:
    """The initial market buy yields exactly 2 × 0.08787086 BTC; the layout is Bybit's."""
    shell = Shell.start()
    shell.create("1", EXAMPLE)
    assert shell.open_orders("1") == [
        ("BUY", D(45000), D("0.08795882")),
        ("BUY", D(49000), D("0.08795882")),
        ("BUY", D(53000), D("0.08795882")),
        ("SELL", D(61000), D("0.08787086")),
        ("SELL", D(65000), D("0.08787086")),
    ]
    bal = shell.host.leftover("1")
    assert bal["BTC"].locked == D("0.17574172")
    assert bal["USDT"].locked == D("12929.94654")
    assert bal["USDT"].free == D("1180.5009")


def test_t4_cycle_profits() -> None:
    shell = Shell.start()
    shell.create("1", EXAMPLE)
    shell.host.on_price("BTCUSDT", "53000", 1)
    shell.host.on_price("BTCUSDT", "57000", 2)
    assert shell.state("1").grid_profit == D("341.81292098")
    shell.host.on_price("BTCUSDT", "61000", 3)
    cycles = [e.data["profit"] for e in shell.host.drain_events() if e.kind == "CYCLE"]
    assert cycles == ["341.81292098", "341.10959754"]


def test_t5_grid_apr_after_two_days() -> None:
    assert apr(D("341.81292098"), D(23610), 2 * DAY_MS) == D("2.642137")
    shell = Shell.start()
    shell.create("1", EXAMPLE)
    shell.host.on_price("BTCUSDT", "53000", 1)
    shell.host.on_price("BTCUSDT", "57000", 2)
    view = detail(shell.state("1"), shell.host.market("BTCUSDT", 2 * DAY_MS))
    assert view["grid_apr"] == "2.642137"
    assert view["arbitrage_num"] == 1


def test_t5_one_day_floor() -> None:
    assert apr(D(100), D(1000), 60_000) == apr(D(100), D(1000), DAY_MS) == D("36.5")


def test_t6_profit_per_grid_arithmetic() -> None:
    assert profit_per_grid_range(EXAMPLE_LEVELS, FEE) == (D("0.063444"), D("0.086712"))
    levels = grid_levels(ARITH, D(20000), D(30000), 5, TICK)
    assert profit_per_grid_range(levels, FEE) == (D("0.069287"), D("0.097801"))


def test_t7_geometric() -> None:
    assert geometric_ratio(D(20000), D(30000), 5).quantize(D("0.0000000001")) == D("1.0844717712")
    levels = grid_levels(GEO, D(20000), D(30000), 5, TICK)
    assert levels == tuple(D(p) for p in ("20000", "21689.44", "23521.58", "25508.49", "27663.24", "30000"))
    coarse = grid_levels(GEO, D(20000), D(30000), 5, D("0.1"))
    assert coarse == tuple(D(p) for p in ("20000", "21689.4", "23521.6", "25508.5", "27663.2", "30000"))
    low, high = profit_per_grid_range(levels, FEE)
    assert low <= D("0.082304") <= high
    assert high - low <= D("0.000002")  # only tick rounding separates the cells


def test_t8_max_grid_count() -> None:
    assert max_grid_count(ARITH, D(45000), D(65000), FEE) == 153
    assert max_grid_count(GEO, D(45000), D(65000), FEE) == 183
    assert max_grid_count(ARITH, D(45000), D(65000), FEE, D("0.001")) == 102
    assert max_grid_count(GEO, D(45000), D(65000), FEE, D("0.001")) == 122


def test_t9_min_investment() -> None:
    sym = replace(BTC8, min_qty=D("0.000048"))
    assert min_investment(EXAMPLE_LEVELS, D(54000), sym, FEE) == D("29.82")


T10_RAW = {
    "symbol": "BTCUSDT",
    "min_price": "25000",
    "max_price": "30000",
    "cell_number": 5,
    "quote_investment": "10000",
    "enable_trailing": True,
}
"""T10: 25 000..30 000 in 5 cells, 10 000 USDT, trailing up on."""


def test_t10_layout_and_trailing_up() -> None:
    shell = Shell.start("26500")
    shell.create("1", T10_RAW)
    sides = [(side, price) for side, price, _ in shell.open_orders("1")]
    assert sides == [
        ("BUY", D(25000)),
        ("BUY", D(26000)),
        ("SELL", D(28000)),
        ("SELL", D(29000)),
        ("SELL", D(30000)),
    ]
    shell.host.on_price("BTCUSDT", "31000", 1)
    sides = [(side, price) for side, price, _ in shell.open_orders("1")]
    assert sides == [("BUY", D(p)) for p in (26000, 27000, 28000, 29000, 30000)]
    state = shell.state("1")
    assert (state.levels[0], state.levels[-1], len(state.cells)) == (D(26000), D(31000), 5)
    assert shell.state("1").arbitrage_num == 3
    kinds = [e.kind for e in shell.host.drain_events()]
    assert kinds.count("TRAILING_UP") == 1
    shell.assert_books_match("1")


def test_t10_trailing_stops_at_limit_up_price() -> None:
    shell = Shell.start("26500")
    shell.create("1", dict(T10_RAW, limit_up_price="31000"))
    shell.host.on_price("BTCUSDT", "35000", 1)
    state = shell.state("1")
    assert (state.levels[0], state.levels[-1]) == (D(26000), D(31000))  # 32 000 would exceed the limit
    assert not state.trailing_paused


def test_t10_trailing_pauses_when_the_new_buy_cannot_be_funded() -> None:
    """Each shift costs q·(U − L) more quote; the 5 % reserve plus profit pays for one shift here."""
    shell = Shell.start("26500")
    shell.create("1", T10_RAW)
    shell.host.on_price("BTCUSDT", "35000", 1)
    state = shell.state("1")
    assert (state.levels[0], state.levels[-1], len(state.cells)) == (D(26000), D(31000), 5)
    assert state.trailing_paused
    shell.assert_books_match("1")


def test_trailing_drops_the_farthest_cells_when_short_never_below_five() -> None:
    shell = Shell.start("26500")
    shell.create("1", dict(T10_RAW, max_price="33000", cell_number=8))
    shell.host.on_price("BTCUSDT", "40000", 1)
    state = shell.state("1")
    assert 5 <= len(state.cells) < 8
    assert state.levels[-1] > D(33000)
    assert len(shell.open_orders("1")) == len(state.cells)
    assert all(side == "BUY" for side, _, _ in shell.open_orders("1"))
    shell.assert_books_match("1")


def test_t11_trailing_stop_exit_equity() -> None:
    assert ts_exit_equity(D(1200), D("0.05")) == D(1140)


def test_t11_trailing_stop_fires_on_equity_drawdown() -> None:
    raw = dict(EXAMPLE, ts_percent="0.05")
    state = FAMILY.init("1", parse_config(raw), market("54000"))
    state = FAMILY.apply(state, PriceEvent(0, D(54000)), market("54000"))
    init = state.init_order
    assert init is not None
    fill = FillEvent(
        init.client_order_id, OrderSide.BUY, D(54000), init.qty, D("0.00017592"), "BTC", 0, 1, False
    )
    state = FAMILY.apply(state, fill, market("54000"))
    assert state.status is BotStatus.RUNNING
    assert state.peak_equity == D(23610)
    state = FAMILY.apply(state, PriceEvent(1, D(60000)), market("60000", 1))
    peak = state.peak_equity
    assert peak == state.quote + state.base * 60000
    exit_equity = ts_exit_equity(peak, D("0.05"))
    # find a price whose equity is just above, then at/below, the exit level
    above = (exit_equity - state.quote) / state.base + 1
    assert FAMILY.verdict(state, market(str(above.quantize(TICK)), 2)) is None
    below = ((exit_equity - state.quote) / state.base).quantize(TICK, rounding=ROUND_FLOOR)
    assert FAMILY.verdict(state, market(str(below), 3)) is CloseReason.TRAILING_STOP
