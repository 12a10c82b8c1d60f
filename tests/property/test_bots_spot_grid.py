"""Property tests of the spot grid over random parameters and price paths.

* levels: strictly increasing tick multiples from round(L) to round(U), or DuplicateLevels;
* sizing: quantities are lot multiples and, above the minimum investment, every cell order meets
  the symbol's min qty and min notional;
* a grid's whole life (create, random prices, close with each settle mode, funds back to the
  user): after every step the bot's books equal its exchange account and the exchange invariants
  hold; while RUNNING the open orders are exactly the non-rejected cells; the settlement left
  nothing its mode converts (also when one price filled several buys into the stop loss); at the
  end every asset sums to zero over all accounts and user + fees + market hold exactly what was
  credited.
"""

from __future__ import annotations

import itertools
from decimal import Decimal as D

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from tests.property.settled import assert_settled
from tests.unit.bots.botkit import BTC8, FEE, USER, Shell
from tradingbot.bots.base import CloseCommand
from tradingbot.bots.grid_kit.levels import DuplicateLevels, grid_levels, max_grid_count
from tradingbot.bots.spot_grid.sizing import min_investment, plan_grid, sell_size
from tradingbot.core.enums import BotStatus, FuturesGridType, OrderSide, SettleMode
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.core.instruments import SpotSymbol, check_order
from tradingbot.core.money import ZERO, round_to_step
from tradingbot.sim.accounts import FEES, MARKET, AccountRef

GRID_TYPES = st.sampled_from([FuturesGridType.ARITHMETIC, FuturesGridType.GEOMETRIC])
SYMBOLS = st.sampled_from([BTC8, DEFAULT_SPOT_SYMBOLS["BTCUSDT"]])
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(
    grid_type=GRID_TYPES,
    lo=st.integers(1, 200_000),
    width=st.integers(1, 300),
    n=st.integers(2, 200),
    tick=st.sampled_from([D("0.01"), D("0.1"), D("1")]),
)
def test_levels_increase_on_the_tick(
    grid_type: FuturesGridType, lo: int, width: int, n: int, tick: D
) -> None:
    low = D(lo) / 100
    high = low * (1 + D(width) / 100)
    try:
        levels = grid_levels(grid_type, low, high, n, tick)
    except DuplicateLevels:
        return
    assert len(levels) == n + 1
    assert all(b > a for a, b in itertools.pairwise(levels))
    assert all(p % tick == 0 for p in levels)
    assert (levels[0], levels[-1]) == (round_to_step(low, tick), round_to_step(high, tick))


@SETTINGS
@given(
    sym=SYMBOLS,
    grid_type=GRID_TYPES,
    lo=st.integers(20_000, 60_000),
    width_pct=st.integers(5, 100),
    n=st.integers(2, 60),
    p0_pct=st.integers(-30, 130),
    scale=st.integers(100, 1000),
)
def test_quantities_respect_lot_and_minimums(
    sym: SpotSymbol, grid_type: FuturesGridType, lo: int, width_pct: int, n: int, p0_pct: int, scale: int
) -> None:
    low, high = D(lo), D(lo) * (100 + width_pct) / 100
    assume(n <= max_grid_count(grid_type, low, high, FEE))
    try:
        levels = grid_levels(grid_type, low, high, n, sym.tick_size)
    except DuplicateLevels:
        return
    p0 = (low + (high - low) * p0_pct / 100).quantize(D("0.01"))
    v_min = min_investment(levels, p0, sym, FEE)
    value = v_min * scale / 100 * D("1.1")
    plan = plan_grid(levels, p0, value, ZERO, sym)
    assert plan.q % sym.lot_size == 0 and plan.trade_qty % sym.lot_size == 0
    assert plan.q * plan.denominator <= D("0.95") * value
    q_s = sell_size(plan.q, FEE, sym)
    for k, side in enumerate(plan.sides):
        if side is OrderSide.BUY:
            assert check_order(sym, levels[k], plan.q) is None
        else:
            assert check_order(sym, levels[k + 1], q_s) is None
    # the initial trade and the BUY orders fit in the investment
    assert plan.trade_qty * p0 + plan.buy_quote <= value


PRICES = st.lists(st.integers(3_500, 8_000).map(lambda i: D(i) * 10), min_size=1, max_size=25)


@SETTINGS
@given(
    lo=st.integers(40, 52).map(lambda i: i * 1000),
    hi=st.integers(56, 70).map(lambda i: i * 1000),
    n=st.integers(2, 12),
    grid_type=st.sampled_from(["ARITHMETIC", "GEOMETRIC"]),
    value=st.integers(300, 50_000),
    invest_mode=st.sampled_from([0, 1, 2]),
    trailing=st.booleans(),
    ts=st.sampled_from(["0", "0.1"]),
    tp=st.sampled_from([None, "75000"]),
    sl=st.sampled_from([None, "38000"]),
    settle=st.sampled_from([SettleMode.BASE_MODE, SettleMode.QUOTE_MODE, SettleMode.BASE_AND_QUOTE_MODE]),
    prices=PRICES,
)
def test_ledger_conservation_through_a_grids_life(
    lo: int,
    hi: int,
    n: int,
    grid_type: str,
    value: int,
    invest_mode: int,
    trailing: bool,
    ts: str,
    tp: str | None,
    sl: str | None,
    settle: SettleMode,
    prices: list[D],
) -> None:
    shell = Shell.start("54000")
    base = (D(value) / 54000).quantize(D("0.00000001"))
    raw: dict[str, object] = {
        "symbol": "BTCUSDT",
        "min_price": str(lo),
        "max_price": str(hi),
        "cell_number": n,
        "grid_type": grid_type,
        "invest_mode": invest_mode,
        "quote_investment": str(value if invest_mode == 0 else value // 2),
        "base_investment": str(base if invest_mode == 1 else base / 2),
        "enable_trailing": trailing,
        "ts_percent": ts,
        "settle_mode": int(settle),
    }
    if tp:
        raw["take_profit_price"] = tp
    if sl:
        raw["stop_loss_price"] = sl
    shell.create("1", raw)
    check(shell)
    for i, price in enumerate(prices):
        shell.host.on_price("BTCUSDT", price, i + 1)
        check(shell)
    if shell.host.status("1") is not BotStatus.COMPLETED:
        shell.host.command("1", CloseCommand(settle), 100)
        check(shell)
    state = shell.state("1")
    assert state.status is BotStatus.COMPLETED and state.close_reason is not None
    event(f"close {state.close_reason.value}")
    event(f"cycles {min(state.arbitrage_num, 3)}+")
    assert shell.open_orders("1") == []
    assert state.settle_mode is not None and state.close_price is not None
    assert_settled(state.settle_mode, state.base, state.quote, BTC8, state.close_price)
    shell.release("1", 101)
    assert shell.sim.balances(AccountRef.bot("1")) == {}
    ledger = shell.sim.ledger
    for asset in ("USDT", "BTC"):
        assert sum((ledger.balance(a, asset).total for a in ledger.accounts()), ZERO) == 0
        held = sum((ledger.balance(a, asset).total for a in (USER, FEES, MARKET)), ZERO)
        assert held == shell.credited.get(asset, ZERO)


def check(shell: Shell) -> None:
    shell.assert_books_match("1")
    state = shell.state("1")
    if state.status is BotStatus.RUNNING:
        assert len(state.cells) <= state.grid_n
        open_ids = {o.client_order_id for o in shell.sim.open_orders(AccountRef.bot("1"))}
        assert open_ids == {c.cid for c in state.cells if c.is_open}
        assert len(open_ids) == len(state.cells) - sum(c.rejected for c in state.cells)


@pytest.mark.parametrize("mode", list(SettleMode)[1:])
def test_settle_modes_leave_only_dust(mode: SettleMode) -> None:
    shell = Shell.start("54000")
    shell.create("1", {"symbol": "BTCUSDT", "min_price": "45000", "max_price": "65000", "cell_number": 5,
                       "quote_investment": "23610"})  # fmt: skip
    shell.host.on_price("BTCUSDT", D(50000), 1)
    shell.host.command("1", CloseCommand(mode), 2)
    left = shell.host.leftover("1")
    if mode is SettleMode.QUOTE_MODE:
        assert "BTC" not in left
    if mode is SettleMode.BASE_MODE:
        assert left["USDT"].total < D(50000) * BTC8.lot_size
