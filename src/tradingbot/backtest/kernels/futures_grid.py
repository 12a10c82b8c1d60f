"""The futures grid sweep kernel (numba): NEUTRAL / LONG / SHORT grids on a USDT perpetual with
the margin gate, reduce-only closes, funding, liquidation and the NEUTRAL stops.

See :mod:`tradingbot.backtest.kernels` for the rules and the agreement with the exact engine.
"""

from __future__ import annotations

import math
from typing import Final

import numpy as np
from numba import njit, prange

from tradingbot.backtest.kernels.codes import (
    C_BLOCKED,
    C_FUNDING,
    C_TAKER,
    E8,
    F64,
    I64,
    MODE_LONG,
    MODE_NEUTRAL,
    MODE_SHORT,
    NO_HIGH,
    NO_LOW,
    ST_BAD_LEVELS,
    ST_BOTTOM,
    ST_FAILED_INIT,
    ST_LIQUIDATION,
    ST_NEGATIVE_ARBITRAGE,
    ST_RUNNING,
    ST_TOP,
    Bars,
    Perp,
    Walk,
)
from tradingbot.backtest.kernels.core import (
    advance,
    equity,
    fee_units,
    grid_out,
    levels_into,
    min_cell_ratio,
    money,
    note_equity,
    path_into,
)
from tradingbot.backtest.kernels.futures_book import (
    book,
    cheapest_waiting,
    insert_sorted,
    levels_below,
    levels_upto,
    liq_price,
    quiet_band,
    wait_add,
    wait_remove,
)

FUT_ROW: Final = ("lo_u", "hi_u", "n", "gtype", "mode", "lev_e2", "q")
"""One futures grid of a sweep: range in price units, cells, grid type, mode, leverage ×100, lots per cell."""
FUT_RULES: Final = ("tick_u", "mq", "ms", "min_qty", "max_qty", "max_mkt", "min_not", "maker", "taker")
"""The contract's units and order limits the futures kernel reads, in this order (int64)."""

HELPERS: Final = ("codes.py", "core.py", "futures_book.py")
"""The kernel modules this kernel's compiled code takes functions and constants from."""
HELPERS_DIGEST: Final = "bc11b892d3c0a90b"
"""sha256 of :data:`HELPERS` (first 16 hex digits). numba keys a kernel's on-disk cache on this
file alone, so a change in a helper must change this line too (``test_bt_kernel_cache_key``
fails with the new value); otherwise a stale compiled kernel would run the old helper."""


@njit(cache=True)
def fut_run(
    bars: Bars, perp: Perp, row: I64, inv: float, rules: I64, walk: Walk, out: F64, samples: F64
) -> None:
    """One futures grid over the candles (module docstring); results into ``out`` (OUT_COLUMNS).

    ``row``: the grid (:data:`FUT_ROW`), ``inv`` its investment; ``rules``: the contract's units and
    limits (:data:`FUT_RULES`)."""
    o, h, low, c = bars
    fidx, frate, t_lim, t_mmr, t_ded, lot = perp
    lo_u, hi_u, n, gtype, mode, lev_e2, q = row[0], row[1], row[2], row[3], row[4], row[5], row[6]
    tick_u, mq, ms, min_qty, max_qty = rules[0], rules[1], rules[2], rules[3], rules[4]
    max_mkt, min_not, maker, taker = rules[5], rules[6], rules[7], rules[8]
    skip, ix_off, ix_rows, pu, sample_every = walk
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
    if not levels_into(lo_u, hi_u, n, gtype, tick_u, lv):
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
            cost_u[j] = (g * 100 + lev_e2 * ms - 1) // (lev_e2 * ms) + fee_units(g, taker, den)
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
                fu = fee_units(init * p0 * mq, taker, den)
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
                    nw = wait_add(k, nw, waiting, wl, wpos)
                    w_dirty = True
    active = status == ST_RUNNING
    cursor = p0
    fptr = 0
    peak = 0.0
    mdd = 0.0
    min_eq = 1e300
    eq = 0.0
    pts = np.empty(4, np.int64)
    lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded) if active else math.nan
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
                lo_t, hi_t = quiet_band(hi_buy, lo_sell, mode, lv[0], lv[n], pos, lp, n_wait, gate_thr, pu)
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
                    amount = money(-pos * lot * (cursor * pu) * frate[fptr])
                    if amount != 0.0:
                        calm = False
                        wallet += amount
                        funding += amount
                        gate_dirty = True
                        if wallet < 0.0:
                            wallet = 0.0
                        lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
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
                path_into(pts, o, h, low, c, i)
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
                below = levels_below(lv, below, cursor)
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
                        fee = fee_units(g, maker, den) / 1e8
                        ro = not longs[k]
                        pos, avg, rz = book(pos, avg, True, q, x * pu, lot)
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
                            nw = wait_add(k, nw, waiting, wl, wpos)
                            w_dirty = True
                        lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
                    k -= 1
                if not liquidated and pos > 0 and not math.isnan(lp) and lp >= p * pu:
                    liquidated = True
                    liq_at = min(lp, cursor * pu)
            elif not liquidated and p > cursor:
                # resting SELLs lie above the cursor: walk up from there, lowest first
                upto = levels_upto(lv, upto, cursor)
                k = max(0, upto - 1)
                while k < n and lv[k + 1] <= p:
                    if side[k] == 1 and not waiting[k]:
                        x = lv[k + 1]
                        if pos < 0 and not math.isnan(lp) and lp < x * pu:
                            liquidated = True
                            liq_at = max(lp, cursor * pu)
                            break
                        g = q * x * mq
                        fee = fee_units(g, maker, den) / 1e8
                        ro = longs[k]
                        pos, avg, rz = book(pos, avg, False, q, x * pu, lot)
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
                            nw = wait_add(k, nw, waiting, wl, wpos)
                            w_dirty = True
                        lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
                    k += 1
                if not liquidated and pos < 0 and not math.isnan(lp) and lp <= p * pu:
                    liquidated = True
                    liq_at = max(lp, cursor * pu)
            cursor = p
            if liquidated:
                closing = abs(pos)
                fee = fee_units(round(closing * lot * liq_at * 1e8), taker, E8) / 1e8
                direction = 1.0 if pos > 0 else -1.0
                wallet += money(closing * lot * (liq_at - avg) * direction) - fee
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
                worst = min_cell_ratio(lv, n)
                if worst * (1.0 - f) - (1.0 + f) <= 0.0:
                    edge = ST_NEGATIVE_ARBITRAGE
            if edge != 0:
                if pos != 0:
                    closing = abs(pos)
                    fee = fee_units(closing * p * mq, taker, den) / 1e8
                    pos, avg, rz = book(pos, avg, pos < 0, closing, p * pu, lot)
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
                    w_min = cheapest_waiting(nw, wl, side, cost)
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
                    insert_sorted(keys, idx, t, abs(price - p) * (n + 1) + k, k)
                nrel = 0
                for t in range(cnt):
                    k = idx[t]
                    lvl = k if side[k] == 0 else k + 1
                    if cost[lvl] <= avail:
                        nw = wait_remove(k, nw, waiting, wl, wpos)
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
                        fee = fee_units(q * p * mq, taker, den) / 1e8
                        pos, avg, rz = book(pos, avg, is_buy, q, p * pu, lot)
                        wallet += rz - fee
                        fees += fee
                        fills += 1
                        taker_fills += 1
                        open_fee[k] = fee
                        side[k] = 1 if is_buy else 0
                        waiting[k] = False  # the counter-order closes: reduce-only, rests
                        lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
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
            below = levels_below(lv, below, cursor)
            k = min(n - 1, below - 1)
            while k >= 0:
                if side[k] == 0 and not waiting[k]:
                    hi_buy = lv[k]
                    break
                k -= 1
            lo_sell = NO_HIGH
            upto = levels_upto(lv, upto, cursor)
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
                    w_min = cheapest_waiting(nw, wl, side, cost)
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
        peak, mdd, min_eq = note_equity(eq, i, peak, mdd, min_eq, sample_every, samples)
        i += 1
    eq = equity(wallet, pos * lot, avg, c[t_len - 1], pu)
    grid_out(out, status, gp, arb, fees, pos * lot, eq, mdd, q * lot, fills, min_eq, stop)
    out[C_FUNDING] = funding
    out[C_TAKER] = taker_fills
    out[C_BLOCKED] = waits


@njit(parallel=True, cache=True)
def fut_sweep(
    bars: Bars, perp: Perp, rows: I64, inv: F64, rules: I64, walk: Walk, order: I64, out: F64, samples: F64
) -> None:
    """Every grid of ``rows`` (one :data:`FUT_ROW` each, investment ``inv``), ``order`` over the threads."""
    for t in prange(order.shape[0]):
        i = order[t]
        fut_run(bars, perp, rows[i], inv[i], rules, walk, out[i], samples[i])
