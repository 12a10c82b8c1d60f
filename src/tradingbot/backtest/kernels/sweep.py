"""The Python entry points of the sweep kernels: parameter rows in, one result row per set out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from tradingbot.backtest.fmart_columns import FMART_PARAM_COLUMNS
from tradingbot.backtest.kernels.codes import (
    E8,
    F64,
    FUTURES_PARAM_COLUMNS,
    I64,
    N_OUT,
    SPOT_PARAM_COLUMNS,
    Bars,
    Perp,
    Walk,
)
from tradingbot.backtest.kernels.core import (
    levels_into,
    setup_batch,
)
from tradingbot.backtest.kernels.futures_grid import (
    fut_sweep,
)
from tradingbot.backtest.kernels.futures_martingale import N_FM_OUT, fmart_sweep
from tradingbot.backtest.kernels.inputs import (
    KernelCandles,
    KernelMarket,
    SweepResult,
    Units,
    futures_q_lots,
    n_samples,
    param_matrix,
    scaled_int,
    spot_q_lots,
    to_units,
    units,
)
from tradingbot.backtest.kernels.spot_grid import (
    spot_sweep,
)


@dataclass(frozen=True)
class _Rows:
    """The parameter rows in kernel units: the columns every grid family starts with."""

    arr: F64
    u: Units
    lo_u: I64
    hi_u: I64
    n: I64
    gtype: I64


def _rows(
    params: F64 | Sequence[Sequence[float]], width: int, market: KernelMarket, candles: KernelCandles
) -> _Rows:
    arr = param_matrix(params, width)
    u = units(market, candles)
    return _Rows(
        arr,
        u,
        to_units(arr[:, 0], u.pu, "min prices"),
        to_units(arr[:, 1], u.pu, "max prices"),
        arr[:, 2].astype(np.int64),
        arr[:, 3].astype(np.int64),
    )


def _outputs(rows: int, candles: KernelCandles, sample_every: int) -> tuple[F64, F64, I64]:
    """The result rows, the equity samples and the candle index of each sample (zeroed)."""
    t_len = len(candles)
    out = np.zeros((rows, N_OUT), np.float64)
    samples = np.zeros((rows, n_samples(t_len, sample_every)), np.float64)
    idx = np.arange(0, t_len, sample_every, dtype=np.int64) if sample_every > 0 else np.zeros(0, np.int64)
    return out, samples, idx


def sweep_spot(
    candles: KernelCandles,
    market: KernelMarket,
    params: F64 | Sequence[Sequence[float]],
    *,
    sample_every: int = 0,
    skip: bool = True,
) -> SweepResult:
    """Run every spot parameter row (:data:`SPOT_PARAM_COLUMNS`) over ``candles``, in parallel."""
    r = _rows(params, len(SPOT_PARAM_COLUMNS), market, candles)
    arr, u = r.arr, r.u
    inv_u = np.rint(arr[:, 4] * float(E8 * u.ms)).astype(np.int64)
    ok, d, _b = _setup(r.lo_u, r.hi_u, r.n, r.gtype, np.zeros_like(r.n), int(candles.close[0]), u.tick_u)
    q = np.array(
        [spot_q_lots(int(d[i]), int(inv_u[i]), u.mq) if ok[i] else 0 for i in range(arr.shape[0])], np.int64
    )
    out, samples, idx = _outputs(arr.shape[0], candles, sample_every)
    rows = np.stack([r.lo_u, r.hi_u, r.n, r.gtype, inv_u, q], axis=1)
    rules = np.array(
        [u.tick_u, u.lot_b, u.mq, u.ms, u.min_qty, u.max_qty, u.min_not, u.max_not, u.maker, u.taker],
        np.int64,
    )
    walk = _walk(candles, skip, u.pu, sample_every)
    spot_sweep(_bars(candles), rows, rules, walk, _balanced_order(arr.shape[0]), out, samples)
    return SweepResult(arr, q, out, samples, idx)


def sweep_futures(
    candles: KernelCandles,
    market: KernelMarket,
    params: F64 | Sequence[Sequence[float]],
    *,
    sample_every: int = 0,
    skip: bool = True,
) -> SweepResult:
    """Run every futures parameter row (:data:`FUTURES_PARAM_COLUMNS`) over ``candles``, in parallel."""
    r = _rows(params, len(FUTURES_PARAM_COLUMNS), market, candles)
    arr, u, lo_u, hi_u, n, gtype = r.arr, r.u, r.lo_u, r.hi_u, r.n, r.gtype
    mode = arr[:, 4].astype(np.int64)
    if np.any((mode < 1) | (mode > 3)):
        raise ValueError("grid_mode must be 1 NEUTRAL, 2 LONG or 3 SHORT")
    lev_e2 = np.rint(arr[:, 5] * 100).astype(np.int64)
    inv_u = np.rint(arr[:, 6] * float(E8 * u.ms)).astype(np.int64)
    ok, d, _b = _setup(lo_u, hi_u, n, gtype, mode, int(candles.close[0]), u.tick_u)
    q = np.array(
        [
            futures_q_lots(int(d[i]), int(inv_u[i]), int(lev_e2[i]), u.mq, u.taker) if ok[i] else 0
            for i in range(arr.shape[0])
        ],
        np.int64,
    )
    out, samples, idx = _outputs(arr.shape[0], candles, sample_every)
    rows = np.stack([lo_u, hi_u, n, gtype, mode, lev_e2, q], axis=1)
    rules = np.array(
        [u.tick_u, u.mq, u.ms, u.min_qty, u.max_qty, u.max_mkt, u.min_not, u.maker, u.taker], np.int64
    )
    walk = _walk(candles, skip, u.pu, sample_every)
    perp = _perp(candles, market)
    fut_sweep(
        _bars(candles), perp, rows, arr[:, 6].copy(), rules, walk, _balanced_order(arr.shape[0]), out, samples
    )
    return SweepResult(arr, q, out, samples, idx)


def sweep(
    candles: KernelCandles,
    params: F64 | Sequence[Sequence[float]],
    *,
    market: KernelMarket,
    family: str = "spot",
    sample_every: int = 0,
) -> SweepResult:
    """Thousands of parameter sets over one symbol's candles, on every core (``numba.prange``).

    ``family``: "spot" (:data:`SPOT_PARAM_COLUMNS`) or "futures" (:data:`FUTURES_PARAM_COLUMNS`).
    """
    if family in ("spot", "GRID_SPOT"):
        return sweep_spot(candles, market, params, sample_every=sample_every)
    if family in ("futures", "linear", "GRID_FUTURES"):
        return sweep_futures(candles, market, params, sample_every=sample_every)
    raise ValueError(f"unknown kernel family {family!r}")


def fmart_path(candles: KernelCandles) -> F64:
    """The prices the exact runner visits: four points per candle (O→L→H→C if ``close >= open``,
    else O→H→L→C), as float64."""
    o, h, lo, c = (candles.prices(w) for w in ("open", "high", "low", "close"))
    up = c >= o
    path = np.empty((len(candles), 4), np.float64)
    path[:, 0] = o
    path[:, 1] = np.where(up, lo, h)
    path[:, 2] = np.where(up, h, lo)
    path[:, 3] = c
    return path.reshape(-1)


def fmart_margins(total: Decimal, mult: Decimal, adds: int, reserve: Decimal = Decimal("0.2")) -> list[float]:
    """``m_k = m0·mult^k`` with ``m0 = (1 − reserve)·total / Σ mult^k`` (MECHANICS §6.2), in Decimal."""
    weights = [mult**k for k in range(adds + 1)]
    m0 = (1 - reserve) * total / sum(weights, Decimal(0))
    return [float(m0 * w) for w in weights]


def sweep_fmart(candles: KernelCandles, market: KernelMarket, params: F64 | Sequence[Sequence[float]]) -> F64:
    """Run every martingale parameter row (:data:`FMART_PARAM_COLUMNS`) over ``candles`` in parallel;
    one row of :data:`~.futures_martingale.FMART_OUT_COLUMNS` per set."""
    arr = param_matrix(params, len(FMART_PARAM_COLUMNS))
    if np.any((arr[:, 0] != 1) & (arr[:, 0] != 2)):
        raise ValueError("martingale_mode must be 1 LONG or 2 SHORT")
    n_max = int(arr[:, 4].max()) if arr.shape[0] else 0
    margins = np.zeros((arr.shape[0], n_max + 1), np.float64)
    for i in range(arr.shape[0]):
        ms = fmart_margins(Decimal(repr(float(arr[i, 7]))), Decimal(repr(float(arr[i, 3]))), int(arr[i, 4]))
        margins[i, : len(ms)] = ms
    out = np.zeros((arr.shape[0], N_FM_OUT), np.float64)
    limits = (
        market.min_qty,
        market.max_qty,
        market.max_market_qty,
        market.min_notional,
        market.maker,
        market.taker,
    )
    rules = np.array(
        [float(market.tick), float(10**candles.decimals), *(float(x) for x in limits)], np.float64
    )
    tick_u = int(units(market, candles).tick_u)
    fmart_sweep(fmart_path(candles), _perp(candles, market), arr, margins, rules, tick_u, out)
    return out


@lru_cache(maxsize=32)
def _balanced_order(m: int) -> I64:
    """The order the parallel loop takes the rows in. numba hands each thread one contiguous run of
    it; a row's cost follows its place in the grid of parameters (mode, range, spacing), which any
    fixed stride can alias with (rows alternating NEUTRAL/LONG put every LONG set on one thread), so
    the rows are shuffled, with a fixed seed: each thread gets a fair sample of every corner.
    Cached: the kernels only read it, and a single backtest should not pay for a generator."""
    return np.random.default_rng(0x5EED).permutation(m).astype(np.int64)


def _perp(candles: KernelCandles, market: KernelMarket) -> Perp:
    t_lim, t_mmr, t_ded = (np.array([float(t[j]) for t in market.tiers], np.float64) for j in range(3))
    return candles.fund_idx, candles.fund_rate, t_lim, t_mmr, t_ded, float(market.lot)


def _bars(candles: KernelCandles) -> Bars:
    return candles.open, candles.high, candles.low, candles.close


def _walk(candles: KernelCandles, skip: bool, pu: Decimal, sample_every: int) -> Walk:
    ix = candles.index
    return skip, ix.off, ix.rows, float(pu), sample_every


def _setup(
    lo_u: I64, hi_u: I64, n: I64, gtype: I64, mode: I64, p0: int, tick_u: int
) -> tuple[npt.NDArray[np.bool_], I64, I64]:
    m = lo_u.shape[0]
    ok = np.zeros(m, np.bool_)
    d = np.zeros(m, np.int64)
    b = np.zeros(m, np.int64)
    setup_batch(lo_u, hi_u, n, gtype, mode, p0, tick_u, ok, d, b)
    return ok, d, b


def grid_levels_units(
    lo: float, hi: float, n: int, grid_type: int, tick: Decimal, decimals: int
) -> list[Decimal]:
    """The kernel's level prices for one grid, as Decimals (to compare with the exact engine)."""
    pu = Decimal(1).scaleb(-decimals)
    lo_u = int(to_units(np.array([lo]), pu, "min price")[0])
    hi_u = int(to_units(np.array([hi]), pu, "max price")[0])
    lv = np.empty(n + 1, np.int64)
    if not levels_into(lo_u, hi_u, n, grid_type, scaled_int(tick / pu, "tick"), lv):
        raise ValueError("levels collide after tick rounding")
    return [Decimal(int(x)).scaleb(-decimals) for x in lv]
