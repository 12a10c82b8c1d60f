"""The compiled kernel against the exact engine's own pieces (levels, sizing, fees) and against the
exact runner on seeded synthetic paths that reach the rare rules: liquidation, the NEUTRAL
top/bottom stops, the margin gate holding opening orders back, a held-back order filling as taker."""

from __future__ import annotations

import random
from decimal import Decimal as D

import numpy as np
import pytest

from tests.unit.backtest.test_bt_kit import on_tick, random_walk
from tests.unit.backtest.test_bt_runner import BTC8, WORKED
from tradingbot.backtest import kernels as K
from tradingbot.backtest.metrics import BacktestResult
from tradingbot.backtest.runner import run_backtest
from tradingbot.bots.futures_grid.sizing import plan_grid as futures_plan
from tradingbot.bots.grid_kit.levels import grid_levels
from tradingbot.bots.spot_grid.sizing import plan_grid as spot_plan
from tradingbot.core.enums import FuturesGridType, GridMode
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.fees import fee_amount

BTC_PERP = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
PERP_MARKET = K.KernelMarket.futures(BTC_PERP, FUTURES_TIERS["BTCUSDT"])
H8 = 8 * 3_600_000


def assert_agrees(row: dict[str, float | str], ex: BacktestResult) -> None:
    """Kernel row vs exact result: status, arbitrage count exactly; profit, equity, fees to 1e-6."""
    name = str(row["status_name"])
    if name == "RUNNING":
        assert (ex.status, ex.close_reason) == ("RUNNING", None)
    else:
        assert (ex.status, ex.close_reason) == ("COMPLETED", name)
    assert int(row["arbitrage_num"]) == ex.arbitrage_num
    for key, exact in (("grid_profit", ex.grid_profit), ("equity", ex.final_equity), ("fees", ex.fees)):
        assert float(row[key]) == pytest.approx(float(exact), rel=1e-6, abs=1e-6), key
    assert float(row["position"]) == pytest.approx(float(ex.position), abs=1e-12)
    assert float(row["funding"]) == pytest.approx(float(ex.funding), rel=1e-6, abs=1e-6)


def test_fee_rounding_is_the_simulators() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        g = rng.randrange(0, 10**14)
        r = rng.choice([100_000, 20_000, 55_000, 1, 12_345])
        exact = fee_amount(D(g).scaleb(-8), D(r).scaleb(-8)).scaleb(8)
        assert K.fee_units(g, r, K.E8) == int(exact)
        ceil = (D(g) * D(r) / D(K.E8)).to_integral_value(rounding="ROUND_CEILING")
        assert K.fee_ceil(g, r, K.E8) == int(ceil)
    # a finer money unit (1e-10) rounds to 1e-8 all the same
    assert K.fee_units(1_234_567_890_500, 100_000, 100 * K.E8) == int(
        fee_amount(D("123.45678905"), D("0.001")).scaleb(8)
    )


@pytest.mark.parametrize(
    ("lo", "hi", "n", "gt"),
    [
        ("20000", "30000", 5, 2),
        ("45000", "65000", 5, 1),
        ("93210.55", "118765.43", 137, 2),
        ("100000", "100100", 100, 1),
        ("1.9108", "2.6498", 211, 2),
    ],
)
def test_levels_equal_the_familys(lo: str, hi: str, n: int, gt: int) -> None:
    tick = D("0.0001") if D(lo) < 10 else D("0.01")
    kernel = K.grid_levels_units(float(lo), float(hi), n, gt, tick, 4)
    assert kernel == list(grid_levels(FuturesGridType(gt), D(lo), D(hi), n, tick))


def test_t7_geometric_levels() -> None:
    got = K.grid_levels_units(20000.0, 30000.0, 5, 2, D("0.01"), 2)
    assert got == [D(x) for x in ("20000", "21689.44", "23521.58", "25508.49", "27663.24", "30000")]


def test_sizing_equals_the_familys_plan() -> None:
    cs = random_walk(30, 104321.0, 0.0, 0.001, seed=2, tick=D("0.01"))
    kc = K.KernelCandles.from_candles(cs, D("0.01"))
    sym = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
    rows = [
        [95000.0, 110000.0, 17, 1, 10000.0],
        [100000.0, 108000.5, 40, 2, 2500.0],
        [50000, 150000, 200, 2, 1e6],
    ]
    res = K.sweep_spot(kc, K.KernelMarket.spot(sym), rows)
    for row, q in zip(rows, res.q_lots, strict=True):
        levels = grid_levels(
            FuturesGridType(int(row[3])), D(repr(row[0])), D(repr(row[1])), int(row[2]), sym.tick_size
        )
        plan = spot_plan(levels, cs[0].close, D(repr(row[4])), D(0), sym)
        assert D(int(q)) * sym.lot_size == plan.q
    pcs = random_walk(30, 96000.0, 0.0, 0.001, seed=2)
    pkc = K.KernelCandles.from_candles(pcs, BTC_PERP.tick_size)
    frows = [
        [90000, 100000, 20, 1, m, lev, inv]
        for m in (1, 2, 3)
        for lev, inv in ((1, 1000.0), (5, 2500.0), (100, 1e5), (87.5, 3333.33))
    ]
    fres = K.sweep_futures(pkc, PERP_MARKET, frows)
    for row, q in zip(frows, fres.q_lots, strict=True):
        levels = grid_levels(FuturesGridType.ARITHMETIC, D(row[0]), D(row[1]), 20, BTC_PERP.tick_size)
        plan = futures_plan(
            GridMode(row[4]),
            levels,
            pcs[0].close,
            D(repr(row[6])),
            D(repr(row[5])),
            BTC_PERP,
            taker=D("0.00055"),
        )
        assert D(int(q)) * BTC_PERP.lot_size == plan.q, row


def test_worked_example_in_the_kernel() -> None:
    kc = K.KernelCandles.from_candles(WORKED, BTC8.tick_size)
    res = K.sweep(kc, [[45000, 65000, 5, 1, 23610]], market=K.KernelMarket.spot(BTC8))
    row = res.row(0)
    assert row["grid_profit"] == pytest.approx(682.92251852, abs=1e-9)
    assert row["arbitrage_num"] == 2 and row["q"] == pytest.approx(0.08795882, abs=1e-12)
    ex = run_backtest(
        "GRID_SPOT",
        {**_spot_raw(45000, 65000, 5, 1), "quote_investment": "23610"},
        WORKED,
        symbols={"BTCUSDT": BTC8},
    )
    assert_agrees(row, ex)


def _spot_raw(lo: float, hi: float, n: int, gt: int) -> dict[str, object]:
    return {
        "symbol": "BTCUSDT",
        "min_price": str(D(repr(float(lo)))),
        "max_price": str(D(repr(float(hi)))),
        "cell_number": n,
        "grid_type": gt,
    }


def _futures_raw(row: list[float]) -> dict[str, object]:
    return {
        "symbol": "BTCUSDT",
        "grid_mode": int(row[4]),
        "grid_type": int(row[3]),
        "min_price": str(D(repr(row[0]))),
        "max_price": str(D(repr(row[1]))),
        "cell_number": int(row[2]),
        "leverage": str(D(repr(row[5]))),
        "total_investment": str(D(repr(row[6]))),
    }


# (name, walk (drift, vol, seed, n), range around P0, cells, type, mode, leverage, funding rate,
#  kernel status)
SCENARIOS = [
    ("long liquidated", (-0.0004, 0.002, 1, 2000), (0.95, 1.05), 10, 1, 2, 20, None, "LIQUIDATION"),
    ("short liquidated", (0.0004, 0.002, 3, 2000), (0.95, 1.05), 12, 2, 3, 15, None, "LIQUIDATION"),
    ("neutral top", (0.0002, 0.002, 4, 2000), (0.97, 1.03), 12, 1, 1, 5, None, "TRIGGER_TOP_PRICE"),
    ("neutral bottom", (-0.0002, 0.002, 5, 2000), (0.97, 1.03), 12, 2, 1, 5, None, "TRIGGER_BOTTOM_PRICE"),
    ("long gate holds orders", (0.0, 0.003, 6, 3000), (0.9, 1.1), 20, 1, 2, 10, None, "RUNNING"),
    ("short gate, taker release", (-0.00005, 0.003, 23, 3000), (0.9, 1.1), 20, 1, 3, 10, "-0.003", "RUNNING"),
    ("long gate, taker release", (-0.00005, 0.003, 27, 3000), (0.9, 1.1), 20, 1, 2, 15, "-0.003", "RUNNING"),
]


@pytest.mark.parametrize("scenario", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_futures_rules_agree_on_synthetic_paths(scenario: tuple[object, ...]) -> None:
    name, walk, rng, n, gt, mode, lev, rate, status = scenario
    drift, vol, seed, count = walk  # type: ignore[misc]
    start = 1_746_403_200_000 - 3 * 3_600_000
    candles = random_walk(count, 100000.0, drift, vol, seed, start_ts=start)
    fund = {1_746_403_200_000 + j * H8: D(str(rate)) for j in range(3)} if rate else None
    p0 = float(candles[0].close)
    lo, hi = (float(on_tick(p0 * f, D("0.1"))) for f in rng)  # type: ignore[attr-defined]
    row = [lo, hi, n, gt, mode, lev, 5000.0]
    kc = K.KernelCandles.from_candles(candles, BTC_PERP.tick_size, fund)
    got = K.sweep_futures(kc, PERP_MARKET, [row]).row(0)
    assert got["status_name"] == status
    if "gate" in str(name):
        assert got["blocked"] > 0
    if "taker" in str(name):
        assert got["taker_fills"] > 0
    ex = run_backtest("GRID_FUTURES", _futures_raw(row), candles, funding=fund)
    assert_agrees(got, ex)
    if "taker" in str(name):
        takers = [f for f in ex.fills if f["kind"] == "FILL" and not f["is_maker"]]
        assert len(takers) == 1 + int(got["taker_fills"])  # the initial market order and the releases


def test_spot_statuses_for_sets_the_engine_refuses() -> None:
    cs = random_walk(50, 100000.0, 0.0, 0.001, seed=9, tick=D("0.01"))
    kc = K.KernelCandles.from_candles(cs, D("0.01"))
    market = K.KernelMarket.spot(DEFAULT_SPOT_SYMBOLS["BTCUSDT"])
    rows = [
        [99000, 101000, 5, 1, 10000],  # fine
        [100000, 100000.02, 5, 1, 10000],  # levels collide on the tick
        [90000, 110000, 10, 1, 0.5],  # q below the minimum
        [99900, 100100, 20, 1, 10000],  # cells of 0.01 %: every cycle loses to fees
    ]
    res = K.sweep_spot(kc, market, rows)
    names = [res.row(i)["status_name"] for i in range(4)]
    assert names == ["RUNNING", "BAD_LEVELS", "FAILED_INITIATION", "NEGATIVE_ARBITRAGE"]
    ex = run_backtest("GRID_SPOT", {**_spot_raw(99900, 100100, 20, 1), "quote_investment": "10000"}, cs)
    assert ex.close_reason == "NEGATIVE_ARBITRAGE"


def test_sweep_is_deterministic_and_batch_independent() -> None:
    cs = random_walk(5000, 100000.0, 0.0, 0.0015, seed=4, tick=D("0.01"))
    kc = K.KernelCandles.from_candles(cs, D("0.01"))
    market = K.KernelMarket.spot(DEFAULT_SPOT_SYMBOLS["BTCUSDT"])
    rng = np.random.default_rng(0)
    rows = np.column_stack(
        [
            np.round(100000 * rng.uniform(0.85, 0.99, 64), 2),
            np.round(100000 * rng.uniform(1.01, 1.15, 64), 2),
            rng.integers(5, 80, 64),
            rng.integers(1, 3, 64),
            np.full(64, 5000.0),
        ]
    )
    a = K.sweep(kc, rows, market=market, sample_every=60)
    b = K.sweep(kc, rows, market=market, sample_every=60)
    one = K.sweep(kc, rows[17:18], market=market, sample_every=60)
    assert np.array_equal(a.metrics, b.metrics) and np.array_equal(a.samples, b.samples)
    assert np.array_equal(a.metrics[17], one.metrics[0])
    assert a.samples.shape == (64, len(range(0, 5000, 60)))
    assert np.all(a.samples[:, -1] > 0)


def test_units_refuse_what_the_kernel_cannot_count() -> None:
    kc = K.KernelCandles.from_candles(WORKED, D("0.01"))
    with pytest.raises(ValueError, match="price unit"):
        K.sweep_spot(kc, K.KernelMarket.spot(BTC8), [[45000.005, 65000, 5, 1, 1000]])
    with pytest.raises(ValueError, match="grid_mode"):
        K.sweep_futures(kc, PERP_MARKET, [[45000, 65000, 5, 1, 4, 1, 1000]])
    with pytest.raises(ValueError, match="unknown kernel family"):
        K.sweep(kc, [[1, 2, 3, 1, 5]], market=PERP_MARKET, family="dca")


def test_window_keeps_funding_inside() -> None:
    cs = random_walk(2000, 100000.0, 0.0, 0.001, seed=7)
    times = {(cs[0].ts // H8 + j) * H8: D("0.0001") for j in range(1, 5)}
    kc = K.KernelCandles.from_candles(cs, D("0.1"), times)
    assert len(kc.fund_idx) == sum(1 for t in times if cs[0].ts < t <= cs[-1].ts)
    part = kc.window(500, 1500)
    assert len(part) == 1000
    assert all(0 < i < 1000 for i in part.fund_idx)
    assert kc.prices("close")[3] == float(cs[3].close)
