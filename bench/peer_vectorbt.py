"""B1 peer: vectorbt (open source) ``Portfolio.from_order_func`` running the same grid.

Runs in ``bench/.venv-peers`` (``pip install vectorbt``), never in the project's environment.
``python bench/peer_vectorbt.py SPEC.json DATA.npz OUT.json`` (see ``peer_common``).

How the grid is expressed: a flexible numba order function (``flexible=True``) is called for
every candle (a "segment") until it returns no order. It keeps the gap index ``b`` and the
position on the candle path in small state arrays and, at each call, returns the next fill of our
path convention (O->L->H->C when close >= open, else O->H->L->C): a BUY of ``q`` at
``levels[b-1]`` when the point is at or below it, a SELL at ``levels[b+1]`` when at or above it;
a counter-order therefore fills at a later point of the same candle, as in our kernel. Orders
carry the level as their price, so vectorbt books them at exactly our fill prices. A candle that
touches neither neighbour of the gap returns at once.

Modelling differences that stay: vectorbt charges every fee in cash (our spot grid takes the BUY
fee in base, so vectorbt keeps ``q·fee`` of base per BUY that our bot does not have; SELL sizes
are ours, so fills and grid profit agree but the final base and equity differ slightly); it has no
margin, liquidation or funding model (the futures run is chosen so that our kernel never waits
for margin and is never liquidated; the bench checks that).
"""

from __future__ import annotations

import platform
import sys

import numpy as np
import pandas as pd
import vectorbt as vbt
from numba import njit
from peer_common import EDGE, GRID, INITIAL, read_inputs, summarise, timed, write
from vectorbt.portfolio.enums import Direction, NoOrder
from vectorbt.portfolio.nb import order_nb

# istate: 0 gap index b, 1 point index within the candle, 2 active, 3 initial order done
# fstate: 0 position (base), 1 set once the edge close was sent


@njit
def _point(o: float, h: float, low: float, c: float, j: int) -> float:
    if j == 0:
        return o
    if j == 3:
        return c
    if c >= o:
        return low if j == 1 else h
    return h if j == 1 else low


@njit
def grid_flex_nb(c, o, h, low, cl, lv, n, q, q_s, init_qty, maker, taker, futures, istate, fstate, sell_qty):
    i = c.i
    if istate[2] == 0:
        return -1, NoOrder
    direction = Direction.Both if futures else Direction.LongOnly
    if i == 0:
        if istate[3] == 0:
            istate[3] = 1
            if init_qty > 0:
                fstate[0] += init_qty
                return 0, order_nb(size=init_qty, price=cl[0], fees=taker, direction=direction)
        return -1, NoOrder
    b = istate[0]
    if c.call_idx == 0:
        istate[1] = 0
        quiet = (b == 0 or low[i] > lv[b - 1]) and (b == n or h[i] < lv[b + 1])
        if futures and (low[i] <= lv[0] or h[i] >= lv[n]):
            quiet = False
        if quiet:
            return -1, NoOrder
    while istate[1] < 4:
        p = _point(o[i], h[i], low[i], cl[i], istate[1])
        if b > 0 and lv[b - 1] >= p:
            istate[0] = b - 1
            if not futures:
                sell_qty[b - 1] = q_s
            fstate[0] += q
            return 0, order_nb(size=q, price=lv[b - 1], fees=maker, direction=direction)
        if b < n and lv[b + 1] <= p:
            size = q if futures else sell_qty[b]
            istate[0] = b + 1
            fstate[0] -= size
            return 0, order_nb(size=-size, price=lv[b + 1], fees=maker, direction=direction)
        if futures and (p >= lv[n] or p <= lv[0]):
            istate[2] = 0
            pos = fstate[0]
            if pos != 0.0:
                fstate[0] = 0.0
                fstate[1] = 1.0
                return 0, order_nb(size=-pos, price=p, fees=taker, direction=direction)
            return -1, NoOrder
        istate[1] += 1
    return -1, NoOrder


def main() -> None:
    spec, series, out = read_inputs(sys.argv)
    f = series.floats()
    o, h, low, cl = f["open"], f["high"], f["low"], f["close"]
    lv = np.array(spec["levels"], np.float64)
    n = len(lv) - 1
    b0 = int(spec["b0"])
    futures = spec["family"] == "futures_neutral"
    q, q_s, s_init = float(spec["q"]), float(spec.get("q_s", 0.0)), float(spec.get("s_init", 0.0))
    init_qty = float(spec.get("init_qty", 0.0))
    index = pd.date_range("2025-01-01", periods=len(cl), freq="1min")
    close = pd.Series(cl, index=index)

    def run() -> vbt.Portfolio:
        istate = np.array([b0, 0, 1, 0], np.int64)
        fstate = np.zeros(2, np.float64)
        sell_qty = np.zeros(max(n, 1), np.float64)
        sell_qty[b0:n] = s_init
        return vbt.Portfolio.from_order_func(
            close,
            grid_flex_nb,
            o, h, low, cl, lv, n, q, q_s, init_qty, float(spec["maker"]), float(spec["taker"]),
            futures, istate, fstate, sell_qty,
            flexible=True,
            init_cash=float(spec["cash"]),
            freq="1min",
        )  # fmt: skip

    cold, warm, pf = timed(run, int(spec["runs"]))
    rec = pf.orders.values
    fills = []
    last = len(rec) - 1
    for k, r in enumerate(rec):
        price = float(r["price"])
        is_buy = int(r["side"]) == 0
        kind = GRID
        if int(r["idx"]) == 0 and init_qty > 0 and k == 0:
            kind = INITIAL
        elif futures and k == last and price not in set(lv.tolist()):
            kind = EDGE
        fills.append((is_buy, price, price, float(r["size"]), float(r["fees"]), kind))
    summary = summarise(spec, fills)
    value = pf.value()
    payload = {
        "engine": "vectorbt",
        "version": vbt.__version__,
        "python": platform.python_version(),
        "cold_s": cold,
        "runs_s": warm,
        "candles": len(cl),
        "summary": summary,
        "final_value_change": float(value.iloc[-1]) - float(spec["cash"]),
        "final_position": float(pf.assets().iloc[-1]),
    }
    write(out, payload)


if __name__ == "__main__":
    main()
