"""The spot grid sweep kernel (numba): one parameter row per thread, every rule of the family
(sizing, initial buy, counter-orders, exact fees and profit in int64 1e-8 units).

See :mod:`tradingbot.backtest.kernels` for the rules and the agreement with the exact engine.
"""

from __future__ import annotations

from typing import Final

import numpy as np
from numba import njit, prange

from tradingbot.backtest.kernels.codes import (
    C_STOP,
    E8,
    F64,
    I64,
    NO_HIGH,
    NO_LOW,
    ST_BAD_LEVELS,
    ST_FAILED_INIT,
    ST_NEGATIVE_ARBITRAGE,
    ST_ORDER_RULES,
    ST_RUNNING,
    Bars,
    Walk,
)
from tradingbot.backtest.kernels.core import (
    advance,
    equity,
    fee_ceil,
    fee_units,
    grid_out,
    levels_into,
    min_cell_ratio,
    note_equity,
    path_into,
    track,
)

SPOT_ROW: Final = ("lo_u", "hi_u", "n", "gtype", "inv_u", "q")
"""One spot grid of a sweep: its range in price units, cells, grid type, investment and lots per cell."""
SPOT_RULES: Final = (
    "tick_u",
    "lot_b",
    "mq",
    "ms",
    "min_qty",
    "max_qty",
    "min_not",
    "max_not",
    "maker",
    "taker",
)
"""The symbol's units and order limits the spot kernel reads, in this order (int64)."""

HELPERS: Final = ("codes.py", "core.py")
"""The kernel modules this kernel's compiled code takes functions and constants from."""
HELPERS_DIGEST: Final = "0b958012f5300273"
"""sha256 of :data:`HELPERS` (first 16 hex digits). numba keys a kernel's on-disk cache on this
file alone, so a change in a helper must change this line too (``test_bt_kernel_cache_key``
fails with the new value); otherwise a stale compiled kernel would run the old helper."""


@njit(cache=True)
def spot_run(bars: Bars, row: I64, rules: I64, walk: Walk, out: F64, samples: F64) -> None:
    """One spot grid over the candles (module docstring); results into ``out`` (OUT_COLUMNS).

    ``row``: the grid (:data:`SPOT_ROW`); ``rules``: the symbol's units and limits (:data:`SPOT_RULES`)."""
    o, h, low, c = bars
    lo_u, hi_u, n, gtype, inv_u, q = row[0], row[1], row[2], row[3], row[4], row[5]
    tick_u, lot_b, mq, ms, min_qty = rules[0], rules[1], rules[2], rules[3], rules[4]
    max_qty, min_not, max_not, maker, taker = rules[5], rules[6], rules[7], rules[8], rules[9]
    skip, ix_off, ix_rows, pu, sample_every = walk
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
    if not levels_into(lo_u, hi_u, n, gtype, tick_u, lv):
        status = ST_BAD_LEVELS
    elif q < min_qty or q <= 0:
        status = ST_FAILED_INIT
    else:
        while b < n and lv[b] < p0:
            b += 1
        n_sell = n - b
        gq = q * lot_b
        q_s = min((gq - fee_ceil(gq, maker, E8)) // lot_b, (gq - fee_units(gq, maker, E8)) // lot_b)
        init = n_sell * q
        s_init = q
        if init > 0:
            notional = init * p0 * mq
            if init < min_qty or init > max_qty or notional < min_not or notional > max_not:
                status = ST_ORDER_RULES  # the engine skips the trade; its SELL cells stay empty
            else:
                gb = init * lot_b
                fb = fee_units(gb, taker, E8)
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
            worst = min_cell_ratio(lv, n)
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
            path_into(pts, o, h, low, c, i)
            for j in range(4):
                p = pts[j]
                while b > 0 and lv[b - 1] >= p:
                    k = b - 1
                    price = lv[k]
                    quote -= q * price * mq
                    gb = q * lot_b
                    fb = fee_units(gb, maker, E8)
                    base += gb - fb
                    fees += fb / 1e8 * (price * pu)
                    sell_qty[k] = q_s
                    fills += 1
                    b = k
                while b < n and lv[b + 1] <= p:
                    price = lv[b + 1]
                    s = sell_qty[b]
                    g = s * price * mq
                    fq = fee_units(g, maker, den) * ms
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
        peak, mdd, min_eq = note_equity(eq, i, peak, mdd, min_eq, sample_every, samples)
        i += 1
    eq = equity(quote / den, base / 1e8, 0.0, c[t_len - 1], pu)
    grid_out(out, status, profit / den, arb, fees, base / 1e8, eq, mdd, q * lot_b / 1e8, fills, min_eq, stop)


@njit(parallel=True, cache=True)
def spot_sweep(bars: Bars, rows: I64, rules: I64, walk: Walk, order: I64, out: F64, samples: F64) -> None:
    """Every grid of ``rows`` (one :data:`SPOT_ROW` each), in ``order`` over the threads."""
    for t in prange(order.shape[0]):
        i = order[t]
        spot_run(bars, rows[i], rules, walk, out[i], samples[i])
