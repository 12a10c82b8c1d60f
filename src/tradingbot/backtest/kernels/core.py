"""The compiled helpers both grid kernels use: equity and drawdown tracking, trigger prices,
event skipping over the candle index (``advance``), exact fees, level building and set-up.

numba caches a compiled kernel per defining file and does not notice a change in a helper it calls
from another module; the kernels therefore carry a digest of this file (and the others they call),
checked by ``test_bt_kernel_cache_key``: a change here changes the kernels' files too.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt
from numba import njit, prange

from tradingbot.backtest.candle_index import CLOSE_MAX, CLOSE_MIN, FALL, HIGH_MAX, LOW_MIN, RISE
from tradingbot.backtest.kernels.codes import (
    C_ARB,
    C_EQUITY,
    C_FEES,
    C_FILLS,
    C_MDD,
    C_MIN_EQ,
    C_POSITION,
    C_PROFIT,
    C_Q,
    C_STATUS,
    C_STOP,
    F64,
    I64,
    MODE_NEUTRAL,
    MODE_SHORT,
    NO_HIGH,
    NO_LOW,
    SLACK,
)


@njit(cache=True, inline="always")
def equity(a: float, b: float, d: float, close: int, pu: float) -> float:
    """The one equity formula of both kernels: ``a + b·(close·pu − d)``."""
    return a + b * (close * pu - d)


@njit(cache=True, inline="always")
def track(eq: float, peak: float, mdd: float) -> tuple[float, float]:
    """Running peak and maximum drawdown (ratio of the peak) after one more equity point."""
    if eq > peak:
        peak = eq
    elif peak > 0.0:
        dd = (peak - eq) / peak
        if dd > mdd:
            mdd = dd
    return peak, mdd


@njit(cache=True, inline="always")
def note_equity(
    eq: float, i: int, peak: float, mdd: float, min_eq: float, sample_every: int, samples: F64
) -> tuple[float, float, float]:
    """Candle ``i`` closed at equity ``eq``: running peak, max drawdown, min equity and the sample."""
    peak, mdd = track(eq, peak, mdd)
    if eq < min_eq:
        min_eq = eq
    if sample_every > 0 and i % sample_every == 0:
        samples[i // sample_every] = eq
    return peak, mdd, min_eq


@njit(cache=True, inline="always")
def path_into(pts: I64, o: I64, h: I64, low: I64, c: I64, i: int) -> None:
    """Candle ``i``'s four points in the order the price walks them: O→L→H→C when it closed at or
    above its open, else O→H→L→C (the exact engine's path)."""
    pts[0] = o[i]
    pts[3] = c[i]
    if c[i] >= o[i]:
        pts[1] = low[i]
        pts[2] = h[i]
    else:
        pts[1] = h[i]
        pts[2] = low[i]


@njit(cache=True, inline="always")
def grid_out(
    out: F64,
    status: int,
    profit: float,
    arb: int,
    fees: float,
    position: float,
    eq: float,
    mdd: float,
    q: float,
    fills: int,
    min_eq: float,
    stop: int,
) -> None:
    """The result columns both grid kernels fill (OUT_COLUMNS; the futures grid adds its own)."""
    out[C_STATUS] = status
    out[C_PROFIT] = profit
    out[C_ARB] = arb
    out[C_FEES] = fees
    out[C_POSITION] = position
    out[C_EQUITY] = eq
    out[C_MDD] = mdd
    out[C_Q] = q
    out[C_FILLS] = fills
    out[C_MIN_EQ] = min_eq
    out[C_STOP] = stop


@njit(cache=True, inline="always")
def lower_trigger(x: float, pu: float) -> int:
    """The highest low (price units) that may satisfy ``low·pu <= x``; every such low is <= it."""
    if x != x or x == -math.inf:
        return NO_LOW
    if x == math.inf:
        return NO_HIGH
    v = x / pu
    v += abs(v) * SLACK
    if v < 0.0:
        return NO_LOW
    if v >= 9.0e18:
        return NO_HIGH
    return math.floor(v) + 1


@njit(cache=True, inline="always")
def upper_trigger(x: float, pu: float) -> int:
    """The lowest high (price units) that may satisfy ``high·pu >= x``; every such high is >= it."""
    if x != x or x == math.inf:
        return NO_HIGH
    v = x / pu
    v -= abs(v) * SLACK
    if v <= 0.0:
        return NO_LOW
    if v >= 9.0e18:
        return NO_HIGH
    return math.ceil(v) - 1


@njit(cache=True, inline="always")
def advance(
    i: int,
    end: int,
    lo_trig: int,
    hi_trig: int,
    close: I64,
    off: I64,
    rows: I64,
    a: float,
    b: float,
    d: float,
    pu: float,
    peak: float,
    mdd: float,
    min_eq: float,
    sample_every: int,
    samples: F64,
) -> tuple[int, float, float, float]:
    """Consume candles ``i, i+1, …`` (before ``end``) whose low stays above ``lo_trig`` and high
    below ``hi_trig`` along the block table (``candle_index``), tracking equity
    ``a + b·(close·pu − d)`` exactly as one step per candle would. Returns ``(first candle that may
    trigger, or end; peak; max drawdown; min equity)``."""
    k = 0
    top = off.shape[0] - 2
    # a block's drawdown stays below mdd when (peak - lo) < m·peak and inner < m·(lo + inner),
    # m a hair under mdd (products, not quotients: this test runs on every step)
    m = mdd * (1.0 - 1e-9) - SLACK
    while i < end:
        size = 1 << k
        r = off[k] + (i >> k)
        if i + size > end or rows[r, LOW_MIN] <= lo_trig or rows[r, HIGH_MAX] >= hi_trig:
            if k == 0:
                break
            k -= 1
            continue
        if b >= 0.0:
            e_lo = equity(a, b, d, rows[r, CLOSE_MIN], pu)
            e_hi = equity(a, b, d, rows[r, CLOSE_MAX], pu)
            inner = b * (rows[r, FALL] * pu)
        else:
            e_lo = equity(a, b, d, rows[r, CLOSE_MAX], pu)
            e_hi = equity(a, b, d, rows[r, CLOSE_MIN], pu)
            inner = -b * (rows[r, RISE] * pu)
        if b == 0.0:
            peak, mdd = track(e_lo, peak, mdd)  # flat equity: every candle of the block repeats this
            m = mdd * (1.0 - 1e-9) - SLACK
            if e_hi > peak:
                peak = e_hi
        elif peak > 0.0 and e_lo > 0.0 and peak - e_lo < m * peak and inner * (1.0 - m) < m * e_lo:
            if e_hi > peak:
                peak = e_hi
        elif k > 0:
            k -= 1  # the drawdown may grow somewhere in this block: look at its halves
            continue
        else:
            peak, mdd = track(e_lo, peak, mdd)
            m = mdd * (1.0 - 1e-9) - SLACK
        if e_lo < min_eq:
            min_eq = e_lo
        if sample_every > 0:
            s = ((i + sample_every - 1) // sample_every) * sample_every
            while s < i + size:
                samples[s // sample_every] = equity(a, b, d, close[s], pu)
                s += sample_every
        i += size
        if k < top and ((i >> k) & 1) == 0:
            k += 1
    return i, peak, mdd, min_eq


@njit(cache=True, inline="always")
def fee_units(g: int, r: int, den: int) -> int:
    """``g·r/den`` rounded half-up, without overflow: the fee in 1e-8 of an amount ``g`` counted in
    ``1e-8/(den/1e8)`` units (``den`` even), the rate ``r`` in 1e-8."""
    return (g // den) * r + ((g % den) * r + den // 2) // den


@njit(cache=True)
def fee_ceil(g: int, r: int, den: int) -> int:
    """``ceil(g·r/den)`` without overflow."""
    return (g // den) * r + ((g % den) * r + den - 1) // den


@njit(cache=True, inline="always")
def money(x: float) -> float:
    """Half-up (away from zero) to 1e-8, as the venue posts PnL and funding."""
    if x >= 0.0:
        return math.floor(x * 1e8 + 0.5) / 1e8
    return -math.floor(-x * 1e8 + 0.5) / 1e8


@njit(cache=True)
def levels_into(lo_u: int, hi_u: int, n: int, gtype: int, tick_u: int, lv: I64) -> bool:
    """Level prices (price units) into ``lv[0..n]``; False when they are not strictly increasing."""
    if n < 1 or lo_u <= 0 or hi_u <= lo_u:
        return False
    if gtype == 2:
        ratio = hi_u / lo_u
        for i in range(n + 1):
            x = lo_u * ratio ** (i / n) / tick_u
            lv[i] = np.int64(math.floor(x + 0.5)) * tick_u
    else:
        den = n * tick_u
        span = hi_u - lo_u
        for i in range(n + 1):
            num = lo_u * n + span * i
            lv[i] = ((2 * num + den) // (2 * den)) * tick_u
    if lv[0] <= 0:
        return False
    for i in range(n):  # noqa: SIM110 (numba compiles loops, not generator expressions)
        if lv[i + 1] <= lv[i]:
            return False
    return True


@njit(cache=True, inline="always")
def min_cell_ratio(lv: I64, n: int) -> float:
    """The smallest ratio of a cell's upper level to its lower one in ``lv[0..n]``: the cell a fee
    eats first (the kernels' negative-arbitrage check)."""
    worst = 1e300
    for k in range(n):
        r = lv[k + 1] / lv[k]
        if r < worst:
            worst = r
    return worst


@njit(cache=True)
def setup_one(
    lo_u: int, hi_u: int, n: int, gtype: int, mode: int, p0: int, tick_u: int
) -> tuple[bool, int, int]:
    """(levels ok, sizing denominator D in price units, number of BUY cells at P0)."""
    lv = np.empty(n + 1, np.int64)
    if not levels_into(lo_u, hi_u, n, gtype, tick_u, lv):
        return False, 0, 0
    b = 0
    while b < n and lv[b] < p0:
        b += 1
    sum_buy = 0
    for k in range(b):
        sum_buy += lv[k]
    sum_sell = 0
    for k in range(b, n):
        sum_sell += lv[k + 1]
    n_sell = n - b
    if mode == MODE_SHORT:
        d = sum_sell + b * p0
    elif mode == MODE_NEUTRAL:
        d = sum_buy + sum_sell
    else:  # spot and LONG
        d = sum_buy + n_sell * p0
    return True, d, b


@njit(parallel=True, cache=True)
def setup_batch(
    lo_u: I64,
    hi_u: I64,
    n: I64,
    gtype: I64,
    mode: I64,
    p0: int,
    tick_u: int,
    ok: npt.NDArray[np.bool_],
    d: I64,
    b: I64,
) -> None:
    for i in prange(lo_u.shape[0]):
        ok[i], d[i], b[i] = setup_one(lo_u[i], hi_u[i], n[i], gtype[i], mode[i], p0, tick_u)
