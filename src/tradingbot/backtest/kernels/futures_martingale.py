"""The futures martingale sweep kernel (numba): LONG / SHORT rounds on a USDT perpetual.

Follows ``bots/futures_martingale/`` (MECHANICS §6) on the simulated linear exchange, as the exact
runner drives it: the bot starts at the first candle's close with its first order at market
(taker); candles visit O→L→H→C (``close >= open``) else O→H→L→C; at every point the exchange
walks from the previous price and fills, in path order, the resting add (maker, at its price),
the reduce-only TP (maker) and the liquidation price (taker, at the LP); then the bot reacts at
the point's price: after an opening fill a new TP for the whole position (exact §6.3 price
rounded away from the position) and the next add at ``avg·(1 ∓ pf)`` (floored / ceiled to the
tick; not placed past the last add, below the symbol's minimums or beyond the first risk tier);
an order already crossed fills at once at the point (taker). A filled TP ends the round and the
next one starts at once at market (auto-cycle). The stop loss (round floating loss ≥
``sl × total margin``) is checked at every point and market-closes the position (taker).
Funding ``−Q·mark·rate`` is settled at the previous close before a candle.

Ladder margins are computed in Python (``m_k = m0·mult^k``, ``m0 = 0.8·total / Σ mult^k``) and
passed in; nothing here imports ``bots/``. Sets the kernel does not follow (an add the venue might
refuse for margin) end with :data:`FM_UNMODELLED` and are not comparable.
"""

from __future__ import annotations

import math
from typing import Final

from numba import njit, prange

from tradingbot.backtest.kernels.codes import F64, Perp
from tradingbot.backtest.kernels.core import money, track
from tradingbot.backtest.kernels.futures_book import book, liq_price

HELPERS: Final = ("codes.py", "core.py", "futures_book.py")
"""The kernel modules this kernel's compiled code takes functions and constants from."""
HELPERS_DIGEST: Final = "bc11b892d3c0a90b"
"""sha256 of :data:`HELPERS` (first 16 hex digits), as in :mod:`.futures_grid`."""

FM_RUNNING: Final = 0
FM_LIQUIDATION: Final = 1
FM_STOP_LOSS: Final = 2
FM_INSUFFICIENT_BALANCE: Final = 3
FM_FAILED_INITIATION: Final = 4
FM_UNMODELLED: Final = 5
FM_STATUS_NAMES: Final = (
    "RUNNING",
    "LIQUIDATION",
    "STOP_LOSS",
    "INSUFFICIENT_BALANCE",
    "FAILED_INITIATION",
    "UNMODELLED",
)


FMART_RULES: Final = ("tick", "scale", "min_qty", "max_qty", "max_mkt", "min_not", "maker", "taker")
"""The contract's tick, price scale (10^decimals) and limits the martingale kernel reads, in this order."""

FMART_OUT_COLUMNS: Final = (
    "status",
    "equity",
    "pnl",
    "completed_rounds",
    "fees",
    "funding",
    "position",
    "max_drawdown",
    "round_profit",
    "adds",
)
N_FM_OUT: Final = len(FMART_OUT_COLUMNS)
_EPS: Final = 1e-9


@njit(cache=True, inline="always")
def _floor_steps(x: float) -> float:
    return math.floor(x + _EPS)


@njit(cache=True, inline="always")
def _ceil_steps(x: float) -> float:
    return math.ceil(x - _EPS)


@njit(cache=True, inline="always")
def _tp_px(
    long: bool,
    notional: float,
    qty: float,
    lev: float,
    tp: float,
    fees: float,
    taker: float,
    tick: float,
    tick_u: int,
    scale: float,
) -> float:
    target = tp * notional / lev
    if long:
        exact = (notional + target + fees) / (qty * (1.0 - taker))
        return _ceil_steps(exact / tick) * tick_u / scale
    exact = (notional - target - fees) / (qty * (1.0 + taker))
    return _floor_steps(exact / tick) * tick_u / scale


@njit(cache=True, inline="always")
def _first(best: float, kind: int, px: float, k: int, down: bool) -> tuple[float, int]:
    """The event met first on a walk (down: the higher price), ties to the earlier one."""
    if math.isnan(best) or (px > best if down else px < best):
        return px, k
    return best, kind


@njit(cache=True, inline="always")
def _next_add(
    long: bool,
    pos: int,
    avg: float,
    p: float,
    wallet: float,
    total: float,
    pf: float,
    lev: float,
    margin: float,
    tick: float,
    tick_u: int,
    scale: float,
    lot: float,
    min_qty: float,
    max_qty: float,
    min_not: float,
    taker: float,
    t_lim: F64,
) -> tuple[float, int, bool]:
    """The next add ``(price, lots)`` (lots 0: not placed) and whether the venue might refuse it."""
    if long:
        ap = _floor_steps(avg * (1.0 - pf) / tick) * tick_u / scale
    else:
        ap = _ceil_steps(avg * (1.0 + pf) / tick) * tick_u / scale
    if ap <= 0:
        return 0.0, 0, False
    aq = _floor_steps(margin * lev / ap / lot)
    if aq <= 0 or aq * lot < min_qty or aq * lot * ap < min_not or aq * lot > max_qty:
        return 0.0, 0, False
    if t_lim.shape[0] > 0 and abs(pos) * lot * avg + aq * lot * ap > t_lim[0]:
        return 0.0, 0, False
    need = aq * lot * ap / lev + aq * lot * ap * taker
    upnl = pos * lot * (p - avg)
    im = abs(pos) * lot * avg / lev
    return ap, int(aq), wallet + min(upnl, 0.0) - im - need < 0.01 * total


@njit(cache=True)
def fmart_run(price: F64, perp: Perp, row: F64, margins: F64, rules: F64, tick_u: int, out: F64) -> None:
    """One martingale over the path ``price`` (4 points per candle, point 3 of candle 0 is P0).

    ``row``: its parameters (:data:`FMART_PARAM_COLUMNS`), ``margins`` its ladder; ``rules``: the
    contract's tick, price scale and limits (:data:`FMART_RULES`), ``tick_u`` the tick in price units."""
    fidx, frate, t_lim, t_mmr, t_ded, lot = perp
    mode, lev, pf, tp, sl, total, n_adds = int(row[0]), row[1], row[2], row[5], row[6], row[7], int(row[4])
    tick, scale, min_qty, max_qty = rules[0], rules[1], rules[2], rules[3]
    max_mkt, min_not, maker, taker = rules[4], rules[5], rules[6], rules[7]
    for j in range(out.shape[0]):
        out[j] = 0.0
    long = mode == 1
    wallet = total
    pos = 0
    avg = 0.0
    fees_all = 0.0
    funding = 0.0
    r_not = 0.0
    r_fees = 0.0
    r_pnl = 0.0
    added = 0
    adds_all = 0
    rounds = 0
    r_profit = 0.0
    add_px = 0.0
    add_q = 0
    tp_px = 0.0
    tp_q = 0
    status = FM_RUNNING
    peak = 0.0
    mdd = 0.0
    n_pts = price.shape[0]
    fj = 0
    p = price[3]
    cursor = p
    starting = True  # a round's first order is due at the current point
    i_pt = 3
    while True:
        # ---------------------------------------------------------------- the bot reacts at p
        changed = True
        while changed and status == FM_RUNNING:
            changed = False
            if starting:
                starting = False
                q = _floor_steps(margins[0] * lev / p / lot)
                if q <= 0 or q * lot < min_qty or q * lot * p < min_not or q * lot > max_mkt:
                    status = (
                        FM_FAILED_INITIATION if rounds == 0 and adds_all == 0 else FM_INSUFFICIENT_BALANCE
                    )
                    break
                if q * lot * p * (1.0 / lev + taker) > wallet - 0.01 * total:
                    status = FM_UNMODELLED  # the venue might refuse the round's first order
                    break
                fee = money(q * lot * p * taker)
                pos, avg, _r = book(pos, avg, long, int(q), p, lot)
                wallet -= fee
                fees_all += fee
                r_not = q * lot * p
                r_fees = fee
                r_pnl = 0.0
                added = 0
                changed = True
            elif add_q > 0 and ((long and add_px >= p) or (not long and add_px <= p)):
                fee = money(add_q * lot * p * taker)
                pos, avg, _r = book(pos, avg, long, add_q, p, lot)
                wallet -= fee
                fees_all += fee
                r_not += add_q * lot * p
                r_fees += fee
                added += 1
                adds_all += 1
                add_q = 0
                changed = True
            elif tp_q > 0 and ((long and tp_px <= p) or (not long and tp_px >= p)):
                fee = money(tp_q * lot * p * taker)
                pos, avg, rz = book(pos, avg, not long, tp_q, p, lot)
                wallet += rz - fee
                fees_all += fee
                r_pnl += rz
                r_fees += fee
                tp_q = 0
                if pos == 0:
                    rounds += 1
                    r_profit += r_pnl - r_fees
                    add_q = 0
                    starting = True
                changed = True
            if changed and not starting and pos != 0:
                qty_all = abs(pos) * lot
                tp_px = _tp_px(long, r_not, qty_all, lev, tp, r_fees, taker, tick, tick_u, scale)
                tp_q = abs(pos) if tp_px > 0 else 0
                if add_q == 0 and added < n_adds:
                    add_px, add_q, risky = _next_add(
                        long, pos, avg, p, wallet, total, pf, lev, margins[added + 1], tick, tick_u,
                        scale, lot, min_qty, max_qty, min_not, taker, t_lim,
                    )  # fmt: skip
                    if risky:
                        status = FM_UNMODELLED
                        break
        if status == FM_RUNNING and sl > 0 and pos != 0:
            rr = pos * lot * (p - avg) + r_pnl - r_fees
            if -rr >= sl * total:
                fee = money(abs(pos) * lot * p * taker)
                rz = money(pos * lot * (p - avg))
                wallet += rz - fee
                fees_all += fee
                pos = 0
                avg = 0.0
                status = FM_STOP_LOSS
        if status != FM_RUNNING:
            break
        # ---------------------------------------------------------------- the next point
        i_pt += 1
        if i_pt >= n_pts:
            break
        ci = i_pt // 4
        if i_pt % 4 == 0:
            eq = wallet + pos * lot * (price[i_pt - 1] - avg)
            peak, mdd = track(eq, peak, mdd)
            while fj < fidx.shape[0] and fidx[fj] <= ci:
                if fidx[fj] == ci and pos != 0:
                    amt = money(-pos * lot * price[i_pt - 1] * frate[fj])
                    wallet += amt
                    funding += amt
                fj += 1
        target = price[i_pt]
        # walk cursor → target: resting orders and the liquidation price, in path order
        while status == FM_RUNNING:
            lp = liq_price(pos, avg, wallet, lot, t_lim, t_mmr, t_ded)
            down = target < cursor
            best = math.nan
            kind = 0
            lo, hi = (target, cursor) if down else (cursor, target)
            if pos != 0 and (pos > 0) == down and not math.isnan(lp) and lo <= lp <= hi:
                best, kind = lp, 3
            if add_q > 0 and long == down and lo <= add_px <= hi:
                best, kind = _first(best, kind, add_px, 1, down)
            if tp_q > 0 and long != down and lo <= tp_px <= hi:
                best, kind = _first(best, kind, tp_px, 2, down)
            if kind == 0:
                break
            cursor = best
            if kind == 3:
                fee = money(abs(pos) * lot * best * taker)
                rz = money(pos * lot * (best - avg))
                wallet += rz - fee
                fees_all += fee
                if wallet < 0.0:
                    wallet = 0.0
                pos = 0
                avg = 0.0
                status = FM_LIQUIDATION
            elif kind == 1:
                fee = money(add_q * lot * best * maker)
                pos, avg, _r = book(pos, avg, long, add_q, best, lot)
                wallet -= fee
                fees_all += fee
                r_not += add_q * lot * best
                r_fees += fee
                added += 1
                adds_all += 1
                add_q = 0
                # the bot re-places after the walk; mark the TP to be re-priced there
                tp_px = _tp_px(long, r_not, abs(pos) * lot, lev, tp, r_fees, taker, tick, tick_u, scale)
                tp_q = abs(pos)
            else:
                fee = money(tp_q * lot * best * maker)
                pos, avg, rz = book(pos, avg, not long, tp_q, best, lot)
                wallet += rz - fee
                fees_all += fee
                r_pnl += rz
                r_fees += fee
                tp_q = 0
                add_q = 0
                if pos == 0:
                    rounds += 1
                    r_profit += r_pnl - r_fees
                    starting = True
        cursor = target
        p = target
        if status != FM_RUNNING:
            break
        # an add filled during the walk: the bot places the next one at p
        if pos != 0 and add_q == 0 and not starting and added < n_adds:
            add_px, add_q, risky = _next_add(
                long, pos, avg, p, wallet, total, pf, lev, margins[added + 1], tick, tick_u, scale, lot,
                min_qty, max_qty, min_not, taker, t_lim,
            )  # fmt: skip
            if risky:
                status = FM_UNMODELLED
                break
    last = price[n_pts - 1] if status == FM_RUNNING else p
    eq = wallet + pos * lot * (last - avg)
    peak, mdd = track(eq, peak, mdd)
    out[0] = status
    out[1] = eq
    out[2] = eq - total
    out[3] = rounds
    out[4] = fees_all
    out[5] = funding
    out[6] = pos * lot
    out[7] = mdd
    out[8] = r_profit
    out[9] = adds_all


@njit(cache=True, parallel=True)
def fmart_sweep(price: F64, perp: Perp, params: F64, margins: F64, rules: F64, tick_u: int, out: F64) -> None:
    """Every row of ``params`` (:data:`FMART_PARAM_COLUMNS`) into ``out`` (:data:`FMART_OUT_COLUMNS`)."""
    for i in prange(params.shape[0]):
        fmart_run(price, perp, params[i], margins[i], rules, tick_u, out[i])
