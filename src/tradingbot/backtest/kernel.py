"""Compiled sweep kernels for the spot and futures grids (numba), agreeing with the exact engine.

Why a second implementation: the AI-parameter pipeline (MECHANICS §8.2) backtests thousands of
parameter sets per symbol; the exact Decimal engine (:mod:`tradingbot.backtest.runner`) does a few
thousand candles per second per bot, this kernel hundreds of millions. It is not a model of the
grid "in spirit": it follows the families' rules step by step, and ``test_bt_kernel_agrees``
checks it against the exact runner on every real 1m file (arbitrage count exactly, grid profit
within 1e-6 relative).

Rules followed (see ``bots/spot_grid*.py``, ``bots/futures_grid*.py``, ``sim/``):

* levels: arithmetic ``L + (U−L)·i/N`` and geometric ``L·(U/L)^(i/N)``, half-up to the tick
  (arithmetic in exact integers; geometric in float64, then rounded — equal to the Decimal levels
  unless a level sits within ~1e-15 of a half tick);
* the bot starts at the first candle's close ``P0``; one order per cell, BUY at ``P_k`` below
  ``P0`` else SELL at ``P_{k+1}`` (the level above ``P0`` idle);
* spot sizing ``q = floor_lot(0.95·V/D)``, the initial market buy ``n_sell·q`` at the taker fee
  (base fee), initial sell size ``min(q, floor_lot(base/n_sell))``, counter sell size
  ``min(floor_lot(q(1−f)), floor_lot(q − fee(q)))``; fees half-up to 1e-8 of the asset received;
  grid profit per cycle ``s·P_{k+1} − fee − q·P_k`` — all in exact integers;
* futures sizing ``q = floor_lot(inv·lev·0.95/D)`` (with the taker cap), the initial market position
  (LONG ``n_sell·q``, SHORT ``n_buy·q``), reduce-only closes, pair profit
  ``q·(P_{k+1}−P_k) − open fee − close fee`` (initial cells carry their share of the opening
  market fee), the bot's margin gate (an opening order waits until
  ``min(free, free + uPnL − IM)`` covers ``ceil(q·P/lev) + taker fee``, nearest first; a released
  order that is already crossed fills at once as taker), funding ``−Q·mark·rate`` at the
  previous close, the venue's liquidation price (bot wallet as margin, tiers re-checked) with
  fills and liquidation in path order, and the NEUTRAL stop at the top/bottom level;
* candles: ``close >= open`` visits O→L→H→C, else O→H→L→C; every resting order a point
  touches fills at its own price (maker); counter-orders are placed after each point and may
  fill at a later point of the same candle.

Speed: event skipping (``advance`` over :mod:`tradingbot.backtest.candle_index`) jumps in O(log gap)
to the next candle where an order, stop, liquidation price, margin-gate release or (with a position)
funding can act, so a set costs per fill rather than per candle; the skipped candles' equity, peak,
drawdown, minimum and samples are exactly what one step per candle gives (``skip=False`` runs that
loop; ``test_bt_skip`` checks the two agree bit for bit).

Money: spot balances, fees and profit are int64 in 1e-8 units (exact); futures wallet, entry and
PnL are float64 (fees exact, rounded like the venue). Prices are int64 in a decimal price unit
fine enough for the tick and the data. Status codes say when a parameter set left the rules the
kernel follows (invalid levels, orders the venue would refuse): such sets are not comparable.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, Decimal
from functools import cached_property, lru_cache
from typing import Final

import numpy as np
import numpy.typing as npt
from numba import njit, prange

from tradingbot.backtest.candle_index import CLOSE_MAX, CLOSE_MIN, FALL, HIGH_MAX, LOW_MIN, RISE, CandleIndex
from tradingbot.core.candles import Candle
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures.core import DEFAULT_FEES as FUTURES_FEES

I64 = npt.NDArray[np.int64]
F64 = npt.NDArray[np.float64]

E8: Final = 100_000_000

# ------------------------------------------------------------------------------------------ codes

ST_RUNNING: Final = 0
ST_BAD_LEVELS: Final = 1
ST_FAILED_INIT: Final = 2
ST_NEGATIVE_ARBITRAGE: Final = 3
ST_LIQUIDATION: Final = 4
ST_TOP: Final = 5
ST_BOTTOM: Final = 6
ST_ORDER_RULES: Final = 7
STATUS_NAMES: Final = {
    ST_RUNNING: "RUNNING",
    ST_BAD_LEVELS: "BAD_LEVELS",
    ST_FAILED_INIT: "FAILED_INITIATION",
    ST_NEGATIVE_ARBITRAGE: "NEGATIVE_ARBITRAGE",
    ST_LIQUIDATION: "LIQUIDATION",
    ST_TOP: "TRIGGER_TOP_PRICE",
    ST_BOTTOM: "TRIGGER_BOTTOM_PRICE",
    ST_ORDER_RULES: "ORDER_RULES",
}
"""Kernel status -> name (stops use the close reason's spelling)."""

OUT_COLUMNS: Final = (
    "status",
    "grid_profit",
    "arbitrage_num",
    "fees",
    "position",
    "equity",
    "max_drawdown",
    "q",
    "funding",
    "taker_fills",
    "fills",
    "min_equity",
    "blocked",
    "stop_index",
)
"""Columns of a result row (quote amounts in USDT, ``position`` in base, ratios as ratios)."""
(
    C_STATUS,
    C_PROFIT,
    C_ARB,
    C_FEES,
    C_POSITION,
    C_EQUITY,
    C_MDD,
    C_Q,
    C_FUNDING,
    C_TAKER,
    C_FILLS,
    C_MIN_EQ,
    C_BLOCKED,
    C_STOP,
) = range(len(OUT_COLUMNS))
N_OUT: Final = len(OUT_COLUMNS)

SPOT_PARAM_COLUMNS: Final = ("min_price", "max_price", "cell_number", "grid_type", "investment")
"""Spot parameter row: grid_type 1 ARITHMETIC / 2 GEOMETRIC, investment in quote (QUOTE mode)."""
FUTURES_PARAM_COLUMNS: Final = (
    "min_price",
    "max_price",
    "cell_number",
    "grid_type",
    "grid_mode",
    "leverage",
    "investment",
)
"""Futures parameter row: grid_mode 1 NEUTRAL / 2 LONG / 3 SHORT, leverage (0.01 steps), USDT."""

MODE_NEUTRAL: Final = 1
MODE_LONG: Final = 2
MODE_SHORT: Final = 3


# ------------------------------------------------------------------------------------------ numba core

# Every njit function a kernel calls lives in this module: numba's on-disk cache of a function is
# not invalidated when a function it calls in another module changes.

NO_LOW: Final = -1
"""A lower trigger no low reaches (prices are positive)."""
NO_HIGH: Final = np.iinfo(np.int64).max
"""An upper trigger no high reaches."""
_SLACK: Final = 1e-12


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
def lower_trigger(x: float, pu: float) -> int:
    """The highest low (price units) that may satisfy ``low·pu <= x``; every such low is <= it."""
    if x != x or x == -math.inf:
        return NO_LOW
    if x == math.inf:
        return NO_HIGH
    v = x / pu
    v += abs(v) * _SLACK
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
    v -= abs(v) * _SLACK
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
    m = mdd * (1.0 - 1e-9) - _SLACK
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
            m = mdd * (1.0 - 1e-9) - _SLACK
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
            m = mdd * (1.0 - 1e-9) - _SLACK
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
def _fee(g: int, r: int, den: int) -> int:
    """``g·r/den`` rounded half-up, without overflow: the fee in 1e-8 of an amount ``g`` counted in
    ``1e-8/(den/1e8)`` units (``den`` even), the rate ``r`` in 1e-8."""
    return (g // den) * r + ((g % den) * r + den // 2) // den


@njit(cache=True)
def _fee_ceil(g: int, r: int, den: int) -> int:
    """``ceil(g·r/den)`` without overflow."""
    return (g // den) * r + ((g % den) * r + den - 1) // den


@njit(cache=True, inline="always")
def _money(x: float) -> float:
    """Half-up (away from zero) to 1e-8, as the venue posts PnL and funding."""
    if x >= 0.0:
        return math.floor(x * 1e8 + 0.5) / 1e8
    return -math.floor(-x * 1e8 + 0.5) / 1e8


@njit(cache=True)
def _levels_into(lo_u: int, hi_u: int, n: int, gtype: int, tick_u: int, lv: I64) -> bool:
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


@njit(cache=True)
def _setup_one(
    lo_u: int, hi_u: int, n: int, gtype: int, mode: int, p0: int, tick_u: int
) -> tuple[bool, int, int]:
    """(levels ok, sizing denominator D in price units, number of BUY cells at P0)."""
    lv = np.empty(n + 1, np.int64)
    if not _levels_into(lo_u, hi_u, n, gtype, tick_u, lv):
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
def _setup_batch(
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
        ok[i], d[i], b[i] = _setup_one(lo_u[i], hi_u[i], n[i], gtype[i], mode[i], p0, tick_u)


@njit(cache=True)
def _spot_run(
    o: I64,
    h: I64,
    low: I64,
    c: I64,
    lo_u: int,
    hi_u: int,
    n: int,
    gtype: int,
    inv_u: int,
    q: int,
    tick_u: int,
    lot_b: int,
    mq: int,
    ms: int,
    min_qty: int,
    max_qty: int,
    min_not: int,
    max_not: int,
    maker: int,
    taker: int,
    skip: bool,
    ix_off: I64,
    ix_rows: I64,
    pu: float,
    sample_every: int,
    out: F64,
    samples: F64,
) -> None:
    """One spot grid over the candles (module docstring); results into ``out`` (OUT_COLUMNS)."""
    for j in range(out.shape[0]):
        out[j] = 0.0
    out[C_STOP] = -1.0
    t_len = o.shape[0]
    p0 = c[0]
    den = E8 * ms  # quote units per quote
    quote = inv_u
    base = 0
    fees = 0.0
    fills = 0
    profit = 0
    arb = 0
    status = ST_RUNNING
    stop = -1
    lv = np.empty(n + 1, np.int64)
    sell_qty = np.zeros(max(n, 1), np.int64)
    b = 0
    q_s = 0
    if not _levels_into(lo_u, hi_u, n, gtype, tick_u, lv):
        status = ST_BAD_LEVELS
    elif q < min_qty or q <= 0:
        status = ST_FAILED_INIT
    else:
        while b < n and lv[b] < p0:
            b += 1
        n_sell = n - b
        gq = q * lot_b
        q_s = min((gq - _fee_ceil(gq, maker, E8)) // lot_b, (gq - _fee(gq, maker, E8)) // lot_b)
        init = n_sell * q
        s_init = q
        if init > 0:
            notional = init * p0 * mq
            if init < min_qty or init > max_qty or notional < min_not or notional > max_not:
                status = ST_ORDER_RULES  # the engine skips the trade; its SELL cells stay empty
            else:
                gb = init * lot_b
                fb = _fee(gb, taker, E8)
                base = gb - fb
                quote -= init * p0 * mq
                fees += fb / 1e8 * (p0 * pu)
                fills += 1
                s_init = min(q, base // (n_sell * lot_b))
                for k in range(b, n):
                    sell_qty[k] = s_init
        if status == ST_RUNNING:
            smallest = min(q, q_s, s_init)
            if (
                smallest < min_qty
                or q > max_qty
                or smallest * lv[0] * mq < min_not
                or q * lv[n] * mq > max_not
            ):
                status = ST_ORDER_RULES
        if status == ST_RUNNING:
            f = maker / 1e8
            worst = 1e300
            for k in range(n):
                r = lv[k + 1] / lv[k]
                if r < worst:
                    worst = r
            if worst * (1.0 - f) * (1.0 - f) - 1.0 <= 0.0:
                status = ST_NEGATIVE_ARBITRAGE
                stop = 0
    active = status == ST_RUNNING
    buy_top = lv[b - 1] if (active and b > 0) else NO_LOW
    sell_bot = lv[b + 1] if (active and b < n) else NO_HIGH
    pts = np.empty(4, np.int64)
    eq = equity(quote / den, base / 1e8, 0.0, c[0], pu)
    peak, mdd = track(eq, 0.0, 0.0)
    min_eq = eq
    if sample_every > 0:
        samples[0] = eq
    i = 1
    while i < t_len:
        if skip:
            i, peak, mdd, min_eq = advance(
                i, t_len, buy_top, sell_bot, c, ix_off, ix_rows, quote / den, base / 1e8, 0.0, pu, peak, mdd,
                min_eq, sample_every, samples,
            )  # fmt: skip
            if i >= t_len:
                break
        if low[i] <= buy_top or h[i] >= sell_bot:
            pts[0] = o[i]
            pts[3] = c[i]
            if c[i] >= o[i]:
                pts[1] = low[i]
                pts[2] = h[i]
            else:
                pts[1] = h[i]
                pts[2] = low[i]
            for j in range(4):
                p = pts[j]
                while b > 0 and lv[b - 1] >= p:
                    k = b - 1
                    price = lv[k]
                    quote -= q * price * mq
                    gb = q * lot_b
                    fb = _fee(gb, maker, E8)
                    base += gb - fb
                    fees += fb / 1e8 * (price * pu)
                    sell_qty[k] = q_s
                    fills += 1
                    b = k
                while b < n and lv[b + 1] <= p:
                    price = lv[b + 1]
                    s = sell_qty[b]
                    g = s * price * mq
                    fq = _fee(g, maker, den) * ms
                    quote += g - fq
                    base -= s * lot_b
                    profit += (g - fq) - q * lv[b] * mq
                    arb += 1
                    fees += fq / den
                    fills += 1
                    b += 1
            buy_top = lv[b - 1] if b > 0 else NO_LOW
            sell_bot = lv[b + 1] if b < n else NO_HIGH
        eq = equity(quote / den, base / 1e8, 0.0, c[i], pu)
        peak, mdd = track(eq, peak, mdd)
        if eq < min_eq:
            min_eq = eq
        if sample_every > 0 and i % sample_every == 0:
            samples[i // sample_every] = eq
        i += 1
    eq = equity(quote / den, base / 1e8, 0.0, c[t_len - 1], pu)
    out[C_STATUS] = status
    out[C_PROFIT] = profit / den
    out[C_ARB] = arb
    out[C_FEES] = fees
    out[C_POSITION] = base / 1e8
    out[C_EQUITY] = eq
    out[C_MDD] = mdd
    out[C_Q] = q * lot_b / 1e8
    out[C_FILLS] = fills
    out[C_MIN_EQ] = min_eq
    out[C_STOP] = stop


@njit(parallel=True, cache=True)
def _spot_sweep(
    o: I64,
    h: I64,
    low: I64,
    c: I64,
    lo_u: I64,
    hi_u: I64,
    n: I64,
    gtype: I64,
    inv_u: I64,
    q: I64,
    tick_u: int,
    lot_b: int,
    mq: int,
    ms: int,
    min_qty: int,
    max_qty: int,
    min_not: int,
    max_not: int,
    maker: int,
    taker: int,
    skip: bool,
    ix_off: I64,
    ix_rows: I64,
    pu: float,
    sample_every: int,
    order: I64,
    out: F64,
    samples: F64,
) -> None:
    for t in prange(order.shape[0]):
        i = order[t]
        _spot_run(
            o, h, low, c, lo_u[i], hi_u[i], n[i], gtype[i], inv_u[i], q[i], tick_u, lot_b, mq, ms,
            min_qty, max_qty, min_not, max_not, maker, taker, skip, ix_off, ix_rows, pu, sample_every, out[i],
            samples[i],
        )  # fmt: skip


# ------------------------------------------------------------------------------------------ futures


@njit(cache=True, inline="always")
def _tier(value: float, t_lim: F64) -> int:
    for i in range(t_lim.shape[0]):
        if value <= t_lim[i]:
            return i
    return int(t_lim.shape[0]) - 1


@njit(cache=True, inline="always")
def _liq_price(pos: int, avg: float, wallet: float, lot: float, t_lim: F64, t_mmr: F64, t_ded: F64) -> float:
    """The venue's liquidation price of a one-position wallet (NaN: flat or never)."""
    if pos == 0 or t_lim.shape[0] == 0:
        return math.nan
    size = abs(pos) * lot
    value = size * avg
    ti = _tier(value, t_lim)
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
        nt = _tier(size * lp, t_lim)
        if nt == ti:
            return lp
        ti = nt
    return best


@njit(cache=True, inline="always")
def _book(pos: int, avg: float, is_buy: bool, qty: int, price: float, lot: float) -> tuple[int, float, float]:
    """One-way position rule: (new position in lots, new average entry, realized PnL)."""
    signed = qty if is_buy else -qty
    if pos == 0 or (pos > 0) == (signed > 0):
        size = abs(pos) + qty
        return pos + signed, (abs(pos) * avg + qty * price) / size, 0.0
    closing = min(qty, abs(pos))
    direction = 1.0 if pos > 0 else -1.0
    realized = _money(closing * lot * (price - avg) * direction)
    new = pos + signed
    if new == 0:
        return 0, 0.0, realized
    if (new > 0) != (pos > 0):
        return new, price, realized
    return new, avg, realized


@njit(cache=True, inline="always")
def _levels_below(lv: I64, guess: int, x: int) -> int:
    """``searchsorted(lv, x, "left")``, stepping from a nearby earlier answer."""
    g = guess
    while g > 0 and lv[g - 1] >= x:
        g -= 1
    while g < lv.shape[0] and lv[g] < x:
        g += 1
    return g


@njit(cache=True, inline="always")
def _levels_upto(lv: I64, guess: int, x: int) -> int:
    """``searchsorted(lv, x, "right")``, stepping from a nearby earlier answer."""
    g = guess
    while g > 0 and lv[g - 1] > x:
        g -= 1
    while g < lv.shape[0] and lv[g] <= x:
        g += 1
    return g


@njit(cache=True, inline="always")
def _cheapest_waiting(nw: int, wl: I64, side: I64, cost: F64) -> float:
    """The margin + fee the cheapest waiting opening order (cells ``wl[:nw]``) needs (1e300: none)."""
    c_min = 1e300
    for j in range(nw):
        k = wl[j]
        lvl = k if side[k] == 0 else k + 1
        if cost[lvl] < c_min:
            c_min = cost[lvl]
    return c_min


@njit(cache=True, inline="always")
def _wait_add(k: int, nw: int, waiting: npt.NDArray[np.bool_], wl: I64, wpos: I64) -> int:
    """Cell ``k``'s opening order starts waiting for margin; returns the new count of waiting cells
    (``wl[:nw]`` lists them in no order, ``wpos`` is each one's place there)."""
    waiting[k] = True
    wl[nw] = k
    wpos[k] = nw
    return nw + 1


@njit(cache=True, inline="always")
def _wait_remove(k: int, nw: int, waiting: npt.NDArray[np.bool_], wl: I64, wpos: I64) -> int:
    """Cell ``k``'s opening order no longer waits; returns the new count of waiting cells."""
    waiting[k] = False
    last = wl[nw - 1]
    wl[wpos[k]] = last
    wpos[last] = wpos[k]
    return nw - 1


@njit(cache=True, inline="always")
def _insert_sorted(keys: I64, vals: I64, cnt: int, key: int, val: int) -> None:
    """Insert ``key`` (with ``val``) into ``keys[:cnt]``, kept ascending: the waiting sets are small."""
    t = cnt
    while t > 0 and keys[t - 1] > key:
        keys[t] = keys[t - 1]
        vals[t] = vals[t - 1]
        t -= 1
    keys[t] = key
    vals[t] = val


@njit(cache=True, inline="always")
def _quiet_band(
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


@njit(cache=True)
def _fut_run(
    o: I64,
    h: I64,
    low: I64,
    c: I64,
    fidx: I64,
    frate: F64,
    lo_u: int,
    hi_u: int,
    n: int,
    gtype: int,
    mode: int,
    lev_e2: int,
    q: int,
    inv: float,
    tick_u: int,
    lot: float,
    mq: int,
    ms: int,
    min_qty: int,
    max_qty: int,
    max_mkt: int,
    min_not: int,
    maker: int,
    taker: int,
    t_lim: F64,
    t_mmr: F64,
    t_ded: F64,
    skip: bool,
    ix_off: I64,
    ix_rows: I64,
    pu: float,
    sample_every: int,
    out: F64,
    samples: F64,
) -> None:
    """One futures grid over the candles (module docstring); results into ``out`` (OUT_COLUMNS)."""
    for j in range(out.shape[0]):
        out[j] = 0.0
    t_len = o.shape[0]
    lev = lev_e2 / 100.0
    p0 = c[0]
    den = E8 * ms  # quote units per quote
    status = ST_RUNNING
    stop = -1
    nn = max(n, 1)
    lv = np.empty(n + 1, np.int64)
    side = np.zeros(nn, np.int64)  # 0 BUY at lv[k], 1 SELL at lv[k+1]
    longs = np.zeros(nn, np.bool_)
    waiting = np.zeros(nn, np.bool_)
    open_fee = np.zeros(nn, np.float64)
    cost = np.zeros(n + 1, np.float64)
    cost_u = np.zeros(n + 1, np.int64)
    released = np.empty(nn, np.int64)
    keys = np.empty(nn, np.int64)
    idx = np.empty(nn, np.int64)
    wl = np.empty(nn, np.int64)  # the waiting cells, in no order
    wpos = np.empty(nn, np.int64)
    pos = 0
    avg = 0.0
    wallet = inv
    fees = 0.0
    funding = 0.0
    gp = 0.0
    arb = 0
    fills = 0
    taker_fills = 0
    waits = 0
    nw = 0  # cells whose opening order waits for margin
    w_min = 1e300  # the margin the cheapest of them needs (recomputed when the waiting set changes)
    w_dirty = True
    below = 0  # levels below the cursor (kept near the cursor: the mark moves a few levels at a time)
    upto = 0  # levels at or below the cursor
    om = 0  # order margin of resting opening orders, 1e-8 units
    b = 0
    if not _levels_into(lo_u, hi_u, n, gtype, tick_u, lv):
        status = ST_BAD_LEVELS
    elif q <= 0 or q < min_qty or q > max_qty:
        status = ST_FAILED_INIT
    else:
        while b < n and lv[b] < p0:
            b += 1
        for k in range(n):
            side[k] = 0 if k < b else 1
            if mode == MODE_LONG:
                longs[k] = True
            elif mode == MODE_SHORT:
                longs[k] = False
            else:
                longs[k] = k < b
        for j in range(n + 1):
            g = q * lv[j] * mq
            cost_u[j] = (g * 100 + lev_e2 * ms - 1) // (lev_e2 * ms) + _fee(g, taker, den)
            cost[j] = cost_u[j] / 1e8
        for k in range(n):
            price = lv[k] if side[k] == 0 else lv[k + 1]
            if q * price * mq < min_not:
                status = ST_FAILED_INIT
        s0 = 0
        for k in range(n):
            if not longs[k]:
                s0 += 1
        cells0 = (n - b) - s0
        init = abs(cells0) * q
        if status == ST_RUNNING and init > max_mkt:
            status = ST_FAILED_INIT
        if status == ST_RUNNING:
            init_fee = 0.0
            if init > 0:
                fu = _fee(init * p0 * mq, taker, den)
                init_fee = fu / 1e8
                pos = init if cells0 > 0 else -init
                avg = p0 * pu
                wallet -= init_fee
                fees += init_fee
                fills += 1
            held = 0
            for k in range(n):
                if (longs[k] and side[k] == 1) or ((not longs[k]) and side[k] == 0):
                    held += 1
            share = init_fee / held if held > 0 else 0.0
            for k in range(n):
                ro = (side[k] == 1) == longs[k]
                open_fee[k] = share if ro else 0.0
                waiting[k] = False
                if not ro:
                    nw = _wait_add(k, nw, waiting, wl, wpos)
                    w_dirty = True
    active = status == ST_RUNNING
    cursor = p0
    fptr = 0
    peak = 0.0
    mdd = 0.0
    min_eq = 1e300
    eq = 0.0
    pts = np.empty(4, np.int64)
    lp = _liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded) if active else math.nan
    hi_buy = NO_LOW
    lo_sell = NO_HIGH
    n_wait = 0
    gate_dirty = True
    gate_thr = 0.0
    first = True
    lo_t = NO_LOW
    hi_t = NO_HIGH
    i = 0
    while i < t_len:
        calm = False  # the points of this candle inside (lo_t, hi_t) can be passed over
        if skip and i > 0:
            # jump to the next candle where a fill, a stop, the liquidation price, the margin gate or
            # (with a position) funding can act; the band is conservative, the candle test exact
            end = t_len
            if pos != 0 and fptr < fidx.shape[0] and fidx[fptr] < end:
                end = fidx[fptr]
            lo_t = NO_LOW
            hi_t = NO_HIGH
            if active:
                if n_wait > 0 and gate_dirty:
                    end = i
                lo_t, hi_t = _quiet_band(hi_buy, lo_sell, mode, lv[0], lv[n], pos, lp, n_wait, gate_thr, pu)
            i, peak, mdd, min_eq = advance(
                i, end, lo_t, hi_t, c, ix_off, ix_rows,
                wallet, pos * lot, avg, pu, peak, mdd, min_eq, sample_every, samples,
            )  # fmt: skip
            if i >= t_len:
                break
            cursor = c[i - 1]
            calm = active and not (nw > 0 and gate_dirty) and lo_t < cursor < hi_t
        if i > 0:
            # funding due before this candle, at the previous price
            while fptr < fidx.shape[0] and fidx[fptr] <= i:
                if fidx[fptr] == i and pos != 0:
                    amount = _money(-pos * lot * (cursor * pu) * frate[fptr])
                    if amount != 0.0:
                        calm = False
                        wallet += amount
                        funding += amount
                        gate_dirty = True
                        if wallet < 0.0:
                            wallet = 0.0
                        lp = _liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
                fptr += 1
        npts = 0
        if first:
            pts[0] = p0
            npts = 1
        elif active:
            gate_due = n_wait > 0 and (
                gate_dirty
                or (pos > 0 and h[i] * pu >= gate_thr - abs(gate_thr) * 1e-9)
                or (pos < 0 and low[i] * pu <= gate_thr + abs(gate_thr) * 1e-9)
            )
            quiet = not gate_due and low[i] > hi_buy and h[i] < lo_sell
            if quiet and mode == MODE_NEUTRAL and (low[i] <= lv[0] or h[i] >= lv[n]):
                quiet = False
            if quiet and not math.isnan(lp):
                if pos > 0 and lp >= low[i] * pu:
                    quiet = False
                if pos < 0 and lp <= h[i] * pu:
                    quiet = False
            if not quiet:
                pts[0] = o[i]
                pts[3] = c[i]
                if c[i] >= o[i]:
                    pts[1] = low[i]
                    pts[2] = h[i]
                else:
                    pts[1] = h[i]
                    pts[2] = low[i]
                npts = 4
        for j in range(npts):
            if not active:
                break
            p = pts[j]
            if calm and lo_t < p < hi_t:
                cursor = p  # no order, stop, liquidation or gate release lies between: nothing to do
                if nw > 0:
                    waits += 1
                continue
            calm = False
            # 1. the move cursor -> p: resting orders and the liquidation price in path order
            liquidated = False
            liq_at = 0.0
            if not math.isnan(lp):
                cur_r = cursor * pu
                if (pos > 0 and lp >= cur_r) or (pos < 0 and lp <= cur_r):
                    liquidated = True
                    liq_at = cur_r
            if not liquidated and p < cursor:
                # resting BUYs lie below the cursor: walk down from there, highest first
                below = _levels_below(lv, below, cursor)
                k = min(n - 1, below - 1)
                while k >= 0 and lv[k] >= p:
                    if side[k] == 0 and not waiting[k]:
                        x = lv[k]
                        if pos > 0 and not math.isnan(lp) and lp > x * pu:
                            liquidated = True
                            liq_at = min(lp, cursor * pu)
                            break
                        # maker BUY fill of cell k at lv[k]
                        g = q * x * mq
                        fee = _fee(g, maker, den) / 1e8
                        ro = not longs[k]
                        pos, avg, rz = _book(pos, avg, True, q, x * pu, lot)
                        wallet += rz - fee
                        fees += fee
                        fills += 1
                        if ro:
                            gp += q * (lv[k + 1] - lv[k]) * mq / den - open_fee[k] - fee
                            arb += 1
                            open_fee[k] = 0.0
                        else:
                            om -= cost_u[k]
                            open_fee[k] = fee
                        side[k] = 1
                        if not longs[k]:
                            nw = _wait_add(k, nw, waiting, wl, wpos)
                            w_dirty = True
                        lp = _liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
                    k -= 1
                if not liquidated and pos > 0 and not math.isnan(lp) and lp >= p * pu:
                    liquidated = True
                    liq_at = min(lp, cursor * pu)
            elif not liquidated and p > cursor:
                # resting SELLs lie above the cursor: walk up from there, lowest first
                upto = _levels_upto(lv, upto, cursor)
                k = max(0, upto - 1)
                while k < n and lv[k + 1] <= p:
                    if side[k] == 1 and not waiting[k]:
                        x = lv[k + 1]
                        if pos < 0 and not math.isnan(lp) and lp < x * pu:
                            liquidated = True
                            liq_at = max(lp, cursor * pu)
                            break
                        g = q * x * mq
                        fee = _fee(g, maker, den) / 1e8
                        ro = longs[k]
                        pos, avg, rz = _book(pos, avg, False, q, x * pu, lot)
                        wallet += rz - fee
                        fees += fee
                        fills += 1
                        if ro:
                            gp += q * (lv[k + 1] - lv[k]) * mq / den - open_fee[k] - fee
                            arb += 1
                            open_fee[k] = 0.0
                        else:
                            om -= cost_u[k + 1]
                            open_fee[k] = fee
                        side[k] = 0
                        if longs[k]:
                            nw = _wait_add(k, nw, waiting, wl, wpos)
                            w_dirty = True
                        lp = _liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
                    k += 1
                if not liquidated and pos < 0 and not math.isnan(lp) and lp <= p * pu:
                    liquidated = True
                    liq_at = max(lp, cursor * pu)
            cursor = p
            if liquidated:
                closing = abs(pos)
                fee = _fee(round(closing * lot * liq_at * 1e8), taker, E8) / 1e8
                direction = 1.0 if pos > 0 else -1.0
                wallet += _money(closing * lot * (liq_at - avg) * direction) - fee
                if wallet < 0.0:
                    wallet = 0.0
                fees += fee
                fills += 1
                pos = 0
                avg = 0.0
                lp = math.nan
                status = ST_LIQUIDATION
                stop = i
                active = False
                break
            # 2. the NEUTRAL edges stop the bot (the verdict after the move's fills)
            edge = 0
            if mode == MODE_NEUTRAL:
                if p >= lv[n]:
                    edge = ST_TOP
                elif p <= lv[0]:
                    edge = ST_BOTTOM
            if edge == 0 and first:
                f = maker / 1e8
                worst = 1e300
                for kk in range(n):
                    r = lv[kk + 1] / lv[kk]
                    if r < worst:
                        worst = r
                if worst * (1.0 - f) - (1.0 + f) <= 0.0:
                    edge = ST_NEGATIVE_ARBITRAGE
            if edge != 0:
                if pos != 0:
                    closing = abs(pos)
                    fee = _fee(closing * p * mq, taker, den) / 1e8
                    pos, avg, rz = _book(pos, avg, pos < 0, closing, p * pu, lot)
                    wallet += rz - fee
                    fees += fee
                    fills += 1
                lp = math.nan
                status = edge
                stop = i
                active = False
                break
            # 3. the margin gate at mark p; released orders already crossed fill at once (taker)
            more = nw > 0
            while more:
                more = False
                cnt = nw
                if cnt == 0:
                    break
                if w_dirty:
                    w_min = _cheapest_waiting(nw, wl, side, cost)
                    w_dirty = False
                c_min = w_min
                free = wallet - om / 1e8
                upnl = pos * lot * (p * pu - avg)
                pmargin = abs(pos) * lot * avg / lev
                avail = max(0.0, min(free, free + upnl - pmargin))
                if c_min > avail:
                    break
                # release nearest first (ties: lower cell), each while the rest of avail covers it
                for t in range(cnt):
                    k = wl[t]
                    price = lv[k] if side[k] == 0 else lv[k + 1]
                    _insert_sorted(keys, idx, t, abs(price - p) * (n + 1) + k, k)
                nrel = 0
                for t in range(cnt):
                    k = idx[t]
                    lvl = k if side[k] == 0 else k + 1
                    if cost[lvl] <= avail:
                        nw = _wait_remove(k, nw, waiting, wl, wpos)
                        w_dirty = True
                        avail -= cost[lvl]
                        released[nrel] = k
                        nrel += 1
                if nrel == 0:
                    break
                released[:nrel].sort()
                for t in range(nrel):
                    k = released[t]
                    lvl = k if side[k] == 0 else k + 1
                    crossed = (side[k] == 0 and lv[lvl] >= p) or (side[k] == 1 and lv[lvl] <= p)
                    if not crossed:
                        om += cost_u[lvl]
                for t in range(nrel):
                    k = released[t]
                    lvl = k if side[k] == 0 else k + 1
                    is_buy = side[k] == 0
                    if (is_buy and lv[lvl] >= p) or ((not is_buy) and lv[lvl] <= p):
                        fee = _fee(q * p * mq, taker, den) / 1e8
                        pos, avg, rz = _book(pos, avg, is_buy, q, p * pu, lot)
                        wallet += rz - fee
                        fees += fee
                        fills += 1
                        taker_fills += 1
                        open_fee[k] = fee
                        side[k] = 1 if is_buy else 0
                        waiting[k] = False  # the counter-order closes: reduce-only, rests
                        lp = _liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
                        more = True
            if nw > 0:
                waits += 1
        first = False
        if i > 0:
            cursor = c[i]
        if active and npts > 0:
            # resting BUYs lie below the mark and SELLs above it (a crossed one has filled): the
            # nearest resting order on each side is found by walking out from the mark
            hi_buy = NO_LOW
            below = _levels_below(lv, below, cursor)
            k = min(n - 1, below - 1)
            while k >= 0:
                if side[k] == 0 and not waiting[k]:
                    hi_buy = lv[k]
                    break
                k -= 1
            lo_sell = NO_HIGH
            upto = _levels_upto(lv, upto, cursor)
            k = max(0, upto - 1)
            while k < n:
                if side[k] == 1 and not waiting[k]:
                    lo_sell = lv[k + 1]
                    break
                k += 1
            n_wait = nw
            # while opening orders wait, the gate can only release one once the mark reaches the
            # price where min(free, free + uPnL - IM) covers the cheapest of them (or the wallet moves)
            gate_dirty = False
            if n_wait > 0:
                if w_dirty:
                    w_min = _cheapest_waiting(nw, wl, side, cost)
                    w_dirty = False
                c_min = w_min
                free = wallet - om / 1e8
                pmargin = abs(pos) * lot * avg / lev
                if free < c_min * (1.0 - 1e-9):
                    gate_thr = math.inf if pos > 0 else -math.inf
                    if pos == 0:
                        gate_dirty = False
                elif pos == 0:
                    gate_dirty = True
                else:
                    gate_thr = avg + (c_min + pmargin - free) / (pos * lot)
        eq = equity(wallet, pos * lot, avg, c[i], pu)
        peak, mdd = track(eq, peak, mdd)
        if eq < min_eq:
            min_eq = eq
        if sample_every > 0 and i % sample_every == 0:
            samples[i // sample_every] = eq
        i += 1
    eq = equity(wallet, pos * lot, avg, c[t_len - 1], pu)
    out[C_STATUS] = status
    out[C_PROFIT] = gp
    out[C_ARB] = arb
    out[C_FEES] = fees
    out[C_POSITION] = pos * lot
    out[C_EQUITY] = eq
    out[C_MDD] = mdd
    out[C_Q] = q * lot
    out[C_FUNDING] = funding
    out[C_TAKER] = taker_fills
    out[C_FILLS] = fills
    out[C_MIN_EQ] = min_eq
    out[C_BLOCKED] = waits
    out[C_STOP] = stop


@njit(parallel=True, cache=True)
def _fut_sweep(
    o: I64,
    h: I64,
    low: I64,
    c: I64,
    fidx: I64,
    frate: F64,
    lo_u: I64,
    hi_u: I64,
    n: I64,
    gtype: I64,
    mode: I64,
    lev_e2: I64,
    q: I64,
    inv: F64,
    tick_u: int,
    lot: float,
    mq: int,
    ms: int,
    min_qty: int,
    max_qty: int,
    max_mkt: int,
    min_not: int,
    maker: int,
    taker: int,
    t_lim: F64,
    t_mmr: F64,
    t_ded: F64,
    skip: bool,
    ix_off: I64,
    ix_rows: I64,
    pu: float,
    sample_every: int,
    order: I64,
    out: F64,
    samples: F64,
) -> None:
    for t in prange(order.shape[0]):
        i = order[t]
        _fut_run(
            o, h, low, c, fidx, frate, lo_u[i], hi_u[i], n[i], gtype[i], mode[i], lev_e2[i], q[i], inv[i],
            tick_u, lot, mq, ms, min_qty, max_qty, max_mkt, min_not, maker, taker, t_lim, t_mmr, t_ded,
            skip, ix_off, ix_rows, pu, sample_every, out[i],
            samples[i],
        )  # fmt: skip


# ------------------------------------------------------------------------------------------ python API


def _decimals(value: Decimal) -> int:
    exp = value.normalize().as_tuple().exponent
    return max(0, -int(exp))


def _scaled_int(value: Decimal, what: str) -> int:
    if value != value.to_integral_value():
        raise ValueError(f"{what} {value} is not a whole number of kernel units")
    return int(value)


@dataclass(frozen=True, slots=True)
class KernelMarket:
    """The instrument rules and fees the kernel applies (from a symbol config and a fee schedule).

    ``tiers``: ``(risk_limit, mmr, deduction)`` rows (futures); ``max_market_qty`` caps the
    initial market order (futures).
    """

    tick: Decimal
    lot: Decimal
    min_qty: Decimal
    max_qty: Decimal
    min_notional: Decimal
    max_notional: Decimal
    maker: Decimal
    taker: Decimal
    max_market_qty: Decimal = Decimal("1e18")
    tiers: tuple[tuple[Decimal, Decimal, Decimal], ...] = ()

    @classmethod
    def spot(cls, sym: SpotSymbol, fees: FeeSchedule | None = None) -> KernelMarket:
        """A spot symbol with the spot fee schedule (default 0.1 % / 0.1 %)."""
        f = fees if fees is not None else FeeSchedule()
        return cls(
            sym.tick_size,
            sym.lot_size,
            sym.min_qty,
            sym.max_qty,
            sym.min_amount,
            sym.max_amount,
            f.maker,
            f.taker,
        )

    @classmethod
    def futures(
        cls, cfg: FuturesSymbolConfig, tiers: Sequence[RiskTier], fees: FeeSchedule | None = None
    ) -> KernelMarket:
        """A perpetual with its risk tiers and the futures fee schedule (default 0.02 % / 0.055 %)."""
        f = fees if fees is not None else FUTURES_FEES
        return cls(
            cfg.tick_size,
            cfg.lot_size,
            cfg.min_qty,
            cfg.max_new_order_qty,
            cfg.min_notional_value,
            Decimal("1e18"),
            f.maker,
            f.taker,
            cfg.max_new_market_order_qty,
            tuple((t.risk_limit, t.maintenance_margin_rate, t.mm_deduction) for t in tiers),
        )


@dataclass(frozen=True)
class KernelCandles:
    """Candles as int64 arrays in a decimal price unit ``10^-decimals``, plus funding events.

    ``fund_idx[j]`` is the candle before which funding ``fund_rate[j]`` is settled (at the previous
    close), the live engine's rule: funding times in ``(ts[i-1], ts[i]]``.
    """

    ts: I64
    open: I64
    high: I64
    low: I64
    close: I64
    decimals: int
    fund_idx: I64
    fund_rate: F64

    def __len__(self) -> int:
        return int(self.ts.shape[0])

    @property
    def price_unit(self) -> Decimal:
        """One price unit as a Decimal."""
        return Decimal(1).scaleb(-self.decimals)

    def prices(self, which: str = "close") -> F64:
        """A price column as float64."""
        arr: I64 = getattr(self, which)
        return arr.astype(np.float64) / float(10**self.decimals)

    @cached_property
    def index(self) -> CandleIndex:
        """The block index event skipping walks (built once per candle series)."""
        return CandleIndex.build(self.low, self.high, self.close)

    def window(self, start: int, stop: int | None = None) -> KernelCandles:
        """Candles ``[start, stop)`` with the funding events that fall inside (re-indexed)."""
        stop = len(self) if stop is None else min(stop, len(self))
        keep = (self.fund_idx > start) & (self.fund_idx < stop)
        return KernelCandles(
            self.ts[start:stop].copy(),
            self.open[start:stop].copy(),
            self.high[start:stop].copy(),
            self.low[start:stop].copy(),
            self.close[start:stop].copy(),
            self.decimals,
            (self.fund_idx[keep] - start).astype(np.int64),
            self.fund_rate[keep].copy(),
        )

    @classmethod
    def from_candles(
        cls,
        candles: Sequence[Candle],
        tick: Decimal,
        funding: Mapping[int, Decimal] | None = None,
        *,
        funding_interval_ms: int = 8 * 3_600_000,
    ) -> KernelCandles:
        """Exact conversion of Decimal candles (price unit: the finest of the tick and the data)."""
        if not candles:
            raise ValueError("no candles")
        k = _decimals(tick)
        for cd in candles:
            for v in (cd.open, cd.high, cd.low, cd.close):
                exp = int(v.as_tuple().exponent)
                if -exp > k:
                    k = max(k, _decimals(v))
        cols = [
            np.fromiter((int(getattr(cd, f).scaleb(k)) for cd in candles), np.int64, len(candles))
            for f in ("open", "high", "low", "close")
        ]
        ts = np.fromiter((cd.ts for cd in candles), np.int64, len(candles))
        idx: list[int] = []
        rates: list[float] = []
        if funding:
            for i in range(1, len(candles)):
                after, until = int(ts[i - 1]), int(ts[i])
                t = (after // funding_interval_ms + 1) * funding_interval_ms
                while t <= until:
                    rate = funding.get(t)
                    if rate is not None:
                        idx.append(i)
                        rates.append(float(rate))
                    t += funding_interval_ms
        return cls(
            ts, cols[0], cols[1], cols[2], cols[3], k, np.array(idx, np.int64), np.array(rates, np.float64)
        )


@dataclass(frozen=True)
class SweepResult:
    """One row of :data:`OUT_COLUMNS` per parameter set; ``samples`` the equity every
    ``sample_every`` candles (candle indices ``sample_index``)."""

    params: F64
    q_lots: I64
    metrics: F64
    samples: F64
    sample_index: I64

    def column(self, name: str) -> F64:
        """One metric for every parameter set."""
        col: F64 = self.metrics[:, OUT_COLUMNS.index(name)]
        return col

    def row(self, i: int) -> dict[str, float | str]:
        """Metrics of parameter set ``i`` by name (status also spelled)."""
        out: dict[str, float | str] = {name: float(self.metrics[i, j]) for j, name in enumerate(OUT_COLUMNS)}
        out["status_name"] = STATUS_NAMES[int(self.metrics[i, C_STATUS])]
        return out


@dataclass(frozen=True)
class _Units:
    pu: Decimal
    tick_u: int
    lot_b: int
    mq: int
    ms: int
    min_qty: int
    max_qty: int
    max_mkt: int
    min_not: int
    max_not: int
    maker: int
    taker: int


def _units(market: KernelMarket, candles: KernelCandles) -> _Units:
    pu = candles.price_unit
    tick_u = _scaled_int(market.tick / pu, "tick")
    lot_b = _scaled_int(market.lot * E8, "lot size (1e-8 base)")
    ms = 1
    while (market.lot * pu * E8 * ms) != (market.lot * pu * E8 * ms).to_integral_value():
        ms *= 10
        if ms > 10**6:
            raise ValueError("lot x price unit is too fine for the kernel's money units")
    mq = int(market.lot * pu * E8 * ms)
    qu = E8 * ms
    ceil_lots = -((-market.min_qty) // market.lot)
    return _Units(
        pu,
        tick_u,
        lot_b,
        mq,
        ms,
        int(ceil_lots),
        int(market.max_qty // market.lot),
        int(min(market.max_market_qty // market.lot, Decimal(2**62))),
        int((market.min_notional * qu).to_integral_value(rounding=ROUND_CEILING)),
        int(min(market.max_notional * qu, Decimal(2**62))),
        _scaled_int(market.maker * E8, "maker fee (1e-8)"),
        _scaled_int(market.taker * E8, "taker fee (1e-8)"),
    )


def _to_units(values: F64, pu: Decimal, what: str) -> I64:
    scaled = values / float(pu)
    rounded = np.rint(scaled)
    if np.any(np.abs(scaled - rounded) > 1e-3):
        raise ValueError(f"{what} must be multiples of the price unit {pu}")
    return rounded.astype(np.int64)


def _param_matrix(params: F64 | Sequence[Sequence[float]], width: int) -> F64:
    arr = np.ascontiguousarray(np.asarray(params, dtype=np.float64))
    if arr.ndim == 1:
        arr = arr.reshape(1, -1)
    if arr.shape[1] != width:
        raise ValueError(f"parameter rows need {width} columns, got {arr.shape[1]}")
    return arr


def spot_q_lots(d_u: int, inv_u: int, mq: int) -> int:
    """Exact ``floor_lot(0.95·V/D)`` in lots (Python integers: no overflow)."""
    if d_u <= 0 or inv_u <= 0:
        return 0
    return (95 * inv_u) // (100 * d_u * mq)


def futures_q_lots(d_u: int, inv_u: int, lev_e2: int, mq: int, taker_e8: int) -> int:
    """Exact ``floor_lot(min(inv·lev·0.95/D, 0.995·inv/(D·(1/lev + taker))))`` in lots."""
    if d_u <= 0 or inv_u <= 0 or lev_e2 <= 0:
        return 0
    q = (inv_u * lev_e2 * 95) // (d_u * mq * 10_000)
    if taker_e8 > 0:
        num = 995 * inv_u * lev_e2 * E8
        den = 1000 * d_u * mq * (100 * E8 + taker_e8 * lev_e2)
        q = min(q, num // den)
    return q


def _n_samples(t_len: int, sample_every: int) -> int:
    return 0 if sample_every <= 0 else (t_len + sample_every - 1) // sample_every


def sweep_spot(
    candles: KernelCandles,
    market: KernelMarket,
    params: F64 | Sequence[Sequence[float]],
    *,
    sample_every: int = 0,
    skip: bool = True,
) -> SweepResult:
    """Run every spot parameter row (:data:`SPOT_PARAM_COLUMNS`) over ``candles``, in parallel."""
    arr = _param_matrix(params, len(SPOT_PARAM_COLUMNS))
    u = _units(market, candles)
    lo_u = _to_units(arr[:, 0], u.pu, "min prices")
    hi_u = _to_units(arr[:, 1], u.pu, "max prices")
    n = arr[:, 2].astype(np.int64)
    gtype = arr[:, 3].astype(np.int64)
    inv_u = np.rint(arr[:, 4] * float(E8 * u.ms)).astype(np.int64)
    ok, d, _b = _setup(lo_u, hi_u, n, gtype, np.zeros_like(n), int(candles.close[0]), u.tick_u)
    q = np.array(
        [spot_q_lots(int(d[i]), int(inv_u[i]), u.mq) if ok[i] else 0 for i in range(arr.shape[0])], np.int64
    )
    t_len = len(candles)
    s = _n_samples(t_len, sample_every)
    out = np.zeros((arr.shape[0], N_OUT), np.float64)
    samples = np.zeros((arr.shape[0], s), np.float64)
    _spot_sweep(
        candles.open, candles.high, candles.low, candles.close, lo_u, hi_u, n, gtype, inv_u, q, u.tick_u,
        u.lot_b, u.mq, u.ms, u.min_qty, u.max_qty, u.min_not, u.max_not, u.maker, u.taker, skip,
        *_index(candles), float(u.pu), sample_every, _balanced_order(arr.shape[0]), out, samples,
    )  # fmt: skip
    idx = np.arange(0, t_len, sample_every, dtype=np.int64) if sample_every > 0 else np.zeros(0, np.int64)
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
    arr = _param_matrix(params, len(FUTURES_PARAM_COLUMNS))
    u = _units(market, candles)
    lo_u = _to_units(arr[:, 0], u.pu, "min prices")
    hi_u = _to_units(arr[:, 1], u.pu, "max prices")
    n = arr[:, 2].astype(np.int64)
    gtype = arr[:, 3].astype(np.int64)
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
    tiers = market.tiers
    t_lim = np.array([float(t[0]) for t in tiers], np.float64)
    t_mmr = np.array([float(t[1]) for t in tiers], np.float64)
    t_ded = np.array([float(t[2]) for t in tiers], np.float64)
    t_len = len(candles)
    s = _n_samples(t_len, sample_every)
    out = np.zeros((arr.shape[0], N_OUT), np.float64)
    samples = np.zeros((arr.shape[0], s), np.float64)
    _fut_sweep(
        candles.open, candles.high, candles.low, candles.close, candles.fund_idx, candles.fund_rate,
        lo_u, hi_u, n, gtype, mode, lev_e2, q, arr[:, 6].copy(), u.tick_u, float(market.lot), u.mq, u.ms,
        u.min_qty, u.max_qty, u.max_mkt, u.min_not, u.maker, u.taker, t_lim, t_mmr, t_ded, skip,
        *_index(candles), float(u.pu), sample_every, _balanced_order(arr.shape[0]), out, samples,
    )  # fmt: skip
    idx = np.arange(0, t_len, sample_every, dtype=np.int64) if sample_every > 0 else np.zeros(0, np.int64)
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


@lru_cache(maxsize=32)
def _balanced_order(m: int) -> I64:
    """The order the parallel loop takes the rows in. numba hands each thread one contiguous run of
    it; a row's cost follows its place in the grid of parameters (mode, range, spacing), which any
    fixed stride can alias with (rows alternating NEUTRAL/LONG put every LONG set on one thread), so
    the rows are shuffled, with a fixed seed: each thread gets a fair sample of every corner.
    Cached: the kernels only read it, and a single backtest should not pay for a generator."""
    return np.random.default_rng(0x5EED).permutation(m).astype(np.int64)


def _index(candles: KernelCandles) -> tuple[I64, I64]:
    ix = candles.index
    return ix.off, ix.rows


def _setup(
    lo_u: I64, hi_u: I64, n: I64, gtype: I64, mode: I64, p0: int, tick_u: int
) -> tuple[npt.NDArray[np.bool_], I64, I64]:
    m = lo_u.shape[0]
    ok = np.zeros(m, np.bool_)
    d = np.zeros(m, np.int64)
    b = np.zeros(m, np.int64)
    _setup_batch(lo_u, hi_u, n, gtype, mode, p0, tick_u, ok, d, b)
    return ok, d, b


def grid_levels_units(
    lo: float, hi: float, n: int, grid_type: int, tick: Decimal, decimals: int
) -> list[Decimal]:
    """The kernel's level prices for one grid, as Decimals (to compare with the exact engine)."""
    pu = Decimal(1).scaleb(-decimals)
    lo_u = int(_to_units(np.array([lo]), pu, "min price")[0])
    hi_u = int(_to_units(np.array([hi]), pu, "max price")[0])
    lv = np.empty(n + 1, np.int64)
    if not _levels_into(lo_u, hi_u, n, grid_type, _scaled_int(tick / pu, "tick"), lv):
        raise ValueError("levels collide after tick rounding")
    return [Decimal(int(x)).scaleb(-decimals) for x in lv]
