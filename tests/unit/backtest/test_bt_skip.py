"""Event skipping (``kernels.core.advance`` over ``candle_index``) changes how fast the kernels run, never
what they compute: every metric and equity sample must be bit-for-bit the candle-by-candle loop's
(``skip=False``), on synthetic walks that reach the rare rules and on a real 1m file."""

from __future__ import annotations

from decimal import Decimal as D

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.backtest.test_bt_kit import data_file, random_walk
from tradingbot.adapters.marketdata.replay import read_candles
from tradingbot.backtest import kernels as K
from tradingbot.backtest.candle_index import CLOSE_MAX, CLOSE_MIN, FALL, HIGH_MAX, LOW_MIN, RISE, CandleIndex
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS

SPOT = K.KernelMarket.spot(DEFAULT_SPOT_SYMBOLS["BTCUSDT"])
PERP = K.KernelMarket.futures(DEFAULT_FUTURES_SYMBOLS["BTCUSDT"], FUTURES_TIERS["BTCUSDT"])
H8 = 8 * 3_600_000


def assert_same(a: K.SweepResult, b: K.SweepResult) -> None:
    """Identical bits, NaN included (``stop_index`` of running sets is -1, never NaN)."""
    rows = np.where(~np.all(a.metrics == b.metrics, axis=1))[0]
    assert rows.size == 0, [
        {
            K.OUT_COLUMNS[c]: (a.metrics[r, c], b.metrics[r, c])
            for c in np.where(a.metrics[r] != b.metrics[r])[0]
        }
        for r in rows[:3]
    ]
    assert np.array_equal(a.samples, b.samples)


def grid_columns(
    rng: np.random.Generator, p0: float, count: int, decimals: int, cells: int
) -> list[np.ndarray]:
    """Random grids around ``p0``: min and max price (rounded to ``decimals``), 2 to ``cells - 1``
    cells and the grid type, drawn in this order."""
    return [
        np.round(p0 * rng.uniform(0.8, 0.995, count), decimals),
        np.round(p0 * rng.uniform(1.005, 1.2, count), decimals),
        rng.integers(2, cells, count),
        rng.integers(1, 3, count),
    ]


def spot_rows(p0: float, count: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    grids = grid_columns(rng, p0, count, 2, 150)
    return np.column_stack([*grids, rng.choice([50.0, 1000.0, 10000.0], count)])


def futures_rows(p0: float, count: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    grids = grid_columns(rng, p0, count, 1, 120)
    return np.column_stack(
        [
            *grids,
            rng.integers(1, 4, count),
            rng.choice([1.0, 3.0, 10.0, 25.0, 50.0], count),
            rng.choice([500.0, 5000.0], count),
        ]
    )


def test_index_blocks_hold_their_candles_extremes() -> None:
    rng = np.random.default_rng(1)
    close = rng.integers(1000, 2000, 777).astype(np.int64)
    low = close - rng.integers(0, 50, 777)
    high = close + rng.integers(0, 50, 777)
    ix = CandleIndex.build(low, high, close)
    for k in range(ix.off.shape[0] - 1):
        size = 1 << k
        for j in range(int(ix.off[k + 1] - ix.off[k])):
            row = ix.rows[ix.off[k] + j]
            lo, hi = j * size, min((j + 1) * size, 777)
            c = close[lo:hi]
            assert row[LOW_MIN] == low[lo:hi].min() and row[HIGH_MAX] == high[lo:hi].max()
            assert row[CLOSE_MIN] == c.min() and row[CLOSE_MAX] == c.max()
            assert row[FALL] == max(c[s] - c[t] for s in range(len(c)) for t in range(s, len(c)))
            assert row[RISE] == max(c[t] - c[s] for s in range(len(c)) for t in range(s, len(c)))
    assert ix.off[-1] - ix.off[-2] == 1  # the top level is one block


@given(st.floats(1e-6, 1e7), st.sampled_from([1e-8, 1e-4, 0.01, 0.1, 1.0]))
@settings(max_examples=300, deadline=None)
def test_triggers_never_miss_a_price(x: float, pu: float) -> None:
    lo, hi = K.lower_trigger(x, pu), K.upper_trigger(x, pu)
    centre = int(x / pu)
    for v in range(max(0, centre - 3), centre + 4):
        if v * pu <= x:
            assert v <= lo
        if v * pu >= x:
            assert v >= hi
    assert K.lower_trigger(float("nan"), pu) == K.NO_LOW and K.upper_trigger(float("inf"), pu) == K.NO_HIGH


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_spot_skipping_is_exact_on_random_walks(seed: int) -> None:
    cs = random_walk(6000, 100000.0, (seed - 2) * 0.00005, 0.0012 * seed, seed, tick=D("0.01"))
    kc = K.KernelCandles.from_candles(cs, D("0.01"))
    rows = spot_rows(float(cs[0].close), 120, seed)
    fast = K.sweep_spot(kc, SPOT, rows, sample_every=97)
    assert_same(fast, K.sweep_spot(kc, SPOT, rows, sample_every=97, skip=False))
    assert fast.column("fills").sum() > 0


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_futures_skipping_is_exact_on_random_walks_with_funding(seed: int) -> None:
    start = 1_746_403_200_000 - 3 * 3_600_000
    cs = random_walk(6000, 100000.0, (seed - 2.5) * 0.0001, 0.001 * seed, seed, start_ts=start)
    fund = {1_746_403_200_000 + j * H8: D("0.0001") * (j % 3 - 1) * seed for j in range(3)}
    kc = K.KernelCandles.from_candles(cs, D("0.1"), fund)
    rows = futures_rows(float(cs[0].close), 150, seed)
    fast = K.sweep_futures(kc, PERP, rows, sample_every=89)
    assert_same(fast, K.sweep_futures(kc, PERP, rows, sample_every=89, skip=False))
    names = {str(fast.row(i)["status_name"]) for i in range(rows.shape[0])}
    assert {"RUNNING", "LIQUIDATION"} <= names  # the rare paths are exercised, not just quiet runs
    assert fast.column("blocked").sum() > 0 and fast.column("funding").any()


@given(st.integers(0, 10_000), st.floats(0.0003, 0.004))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_skipping_is_exact_on_any_walk(seed: int, vol: float) -> None:
    cs = random_walk(1500, 50000.0, 0.0, vol, seed, tick=D("0.1"))
    kc = K.KernelCandles.from_candles(cs, D("0.01"))  # a unit fine enough for both ticks
    p0 = float(cs[0].close)
    s = spot_rows(p0, 12, seed)
    s[:, :2] = np.round(s[:, :2], 1)
    assert_same(
        K.sweep_spot(kc, SPOT, s, sample_every=50), K.sweep_spot(kc, SPOT, s, sample_every=50, skip=False)
    )
    f = futures_rows(p0, 12, seed)
    assert_same(
        K.sweep_futures(kc, PERP, f, sample_every=50),
        K.sweep_futures(kc, PERP, f, sample_every=50, skip=False),
    )


def test_skipping_is_exact_on_real_candles() -> None:
    path = data_file("binance_spot/ETHUSDT-1m-2025-05-20_2025-08-18.csv.gz")
    candles = read_candles(path)[-20_000:]
    spot = K.KernelCandles.from_candles(candles, DEFAULT_SPOT_SYMBOLS["ETHUSDT"].tick_size)
    market = K.KernelMarket.spot(DEFAULT_SPOT_SYMBOLS["ETHUSDT"])
    rows = spot_rows(float(candles[0].close), 200, 11)
    assert_same(
        K.sweep_spot(spot, market, rows, sample_every=500),
        K.sweep_spot(spot, market, rows, skip=False, sample_every=500),
    )
    perp = K.KernelCandles.from_candles(candles, DEFAULT_FUTURES_SYMBOLS["ETHUSDT"].tick_size)
    fm = K.KernelMarket.futures(DEFAULT_FUTURES_SYMBOLS["ETHUSDT"], FUTURES_TIERS["ETHUSDT"])
    frows = futures_rows(float(candles[0].close), 200, 12)
    frows[:, :2] = np.round(frows[:, :2], 2)
    assert_same(
        K.sweep_futures(perp, fm, frows, sample_every=500),
        K.sweep_futures(perp, fm, frows, skip=False, sample_every=500),
    )
