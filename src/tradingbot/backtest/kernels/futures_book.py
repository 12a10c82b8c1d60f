"""Compiled helpers of the futures grid kernel: risk tier, liquidation price, position booking,
level search, the margin gate's waiting list and the quiet band of event skipping."""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt
from numba import njit

from tradingbot.backtest.kernels.codes import (
    F64,
    I64,
    MODE_NEUTRAL,
)
from tradingbot.backtest.kernels.core import (
    lower_trigger,
    money,
    upper_trigger,
)


@njit(cache=True, inline="always")
def tier_of(value: float, t_lim: F64) -> int:
    for i in range(t_lim.shape[0]):
        if value <= t_lim[i]:
            return i
    return int(t_lim.shape[0]) - 1


@njit(cache=True, inline="always")
def liq_price(pos: int, avg: float, wallet: float, lot: float, t_lim: F64, t_mmr: F64, t_ded: F64) -> float:
    """The venue's liquidation price of a one-position wallet (NaN: flat or never)."""
    if pos == 0 or t_lim.shape[0] == 0:
        return math.nan
    size = abs(pos) * lot
    value = size * avg
    ti = tier_of(value, t_lim)
    best = math.nan
    # the tier walk either settles or cycles; a cycle repeats the same prices, so after as many
    # steps as there are tiers ``best`` already holds the cycle's most conservative one
    for _ in range(t_lim.shape[0] + 1):
        mm: float = value * t_mmr[ti] - t_ded[ti]
        cushion = (wallet - mm) / size
        lp = avg - cushion if pos > 0 else avg + cushion
        if lp <= 0.0:
            return math.nan
        if math.isnan(best) or (lp > best if pos > 0 else lp < best):
            best = lp
        nt = tier_of(size * lp, t_lim)
        if nt == ti:
            return lp
        ti = nt
    return best


@njit(cache=True, inline="always")
def book(pos: int, avg: float, is_buy: bool, qty: int, price: float, lot: float) -> tuple[int, float, float]:
    """One-way position rule: (new position in lots, new average entry, realized PnL)."""
    signed = qty if is_buy else -qty
    if pos == 0 or (pos > 0) == (signed > 0):
        size = abs(pos) + qty
        return pos + signed, (abs(pos) * avg + qty * price) / size, 0.0
    closing = min(qty, abs(pos))
    direction = 1.0 if pos > 0 else -1.0
    realized = money(closing * lot * (price - avg) * direction)
    new = pos + signed
    if new == 0:
        return 0, 0.0, realized
    if (new > 0) != (pos > 0):
        return new, price, realized
    return new, avg, realized


@njit(cache=True, inline="always")
def levels_below(lv: I64, guess: int, x: int) -> int:
    """``searchsorted(lv, x, "left")``, stepping from a nearby earlier answer."""
    g = guess
    while g > 0 and lv[g - 1] >= x:
        g -= 1
    while g < lv.shape[0] and lv[g] < x:
        g += 1
    return g


@njit(cache=True, inline="always")
def levels_upto(lv: I64, guess: int, x: int) -> int:
    """``searchsorted(lv, x, "right")``, stepping from a nearby earlier answer."""
    g = guess
    while g > 0 and lv[g - 1] > x:
        g -= 1
    while g < lv.shape[0] and lv[g] <= x:
        g += 1
    return g


@njit(cache=True, inline="always")
def cheapest_waiting(nw: int, wl: I64, side: I64, cost: F64) -> float:
    """The margin + fee the cheapest waiting opening order (cells ``wl[:nw]``) needs (1e300: none)."""
    c_min = 1e300
    for j in range(nw):
        k = wl[j]
        lvl = k if side[k] == 0 else k + 1
        if cost[lvl] < c_min:
            c_min = cost[lvl]
    return c_min


@njit(cache=True, inline="always")
def wait_add(k: int, nw: int, waiting: npt.NDArray[np.bool_], wl: I64, wpos: I64) -> int:
    """Cell ``k``'s opening order starts waiting for margin; returns the new count of waiting cells
    (``wl[:nw]`` lists them in no order, ``wpos`` is each one's place there)."""
    waiting[k] = True
    wl[nw] = k
    wpos[k] = nw
    return nw + 1


@njit(cache=True, inline="always")
def wait_remove(k: int, nw: int, waiting: npt.NDArray[np.bool_], wl: I64, wpos: I64) -> int:
    """Cell ``k``'s opening order no longer waits; returns the new count of waiting cells."""
    waiting[k] = False
    last = wl[nw - 1]
    wl[wpos[k]] = last
    wpos[last] = wpos[k]
    return nw - 1


@njit(cache=True, inline="always")
def insert_sorted(keys: I64, vals: I64, cnt: int, key: int, val: int) -> None:
    """Insert ``key`` (with ``val``) into ``keys[:cnt]``, kept ascending: the waiting sets are small."""
    t = cnt
    while t > 0 and keys[t - 1] > key:
        keys[t] = keys[t - 1]
        vals[t] = vals[t - 1]
        t -= 1
    keys[t] = key
    vals[t] = val


@njit(cache=True, inline="always")
def quiet_band(
    hi_buy: int,
    lo_sell: int,
    mode: int,
    lv0: int,
    lvn: int,
    pos: int,
    lp: float,
    n_wait: int,
    gate_thr: float,
    pu: float,
) -> tuple[int, int]:
    """Price units ``(lo, hi)``: a candle with ``low > lo`` and ``high < hi`` is quiet for the futures
    grid (no order, edge, liquidation or margin-gate release can act); conservative by a few ulps."""
    lo = hi_buy
    hi = lo_sell
    if mode == MODE_NEUTRAL:
        lo = max(lo, lv0)
        hi = min(hi, lvn)
    if not math.isnan(lp):
        if pos > 0:
            lo = max(lo, lower_trigger(lp, pu))
        elif pos < 0:
            hi = min(hi, upper_trigger(lp, pu))
    if n_wait > 0:
        if pos > 0:
            hi = min(hi, upper_trigger(gate_thr - abs(gate_thr) * 1e-9, pu))
        elif pos < 0:
            lo = max(lo, lower_trigger(gate_thr + abs(gate_thr) * 1e-9, pu))
    return lo, hi
