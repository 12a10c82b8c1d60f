"""What the peer scripts share (numpy and the standard library only: runs in ``bench/.venv-peers``).

A peer script is started by ``bench/run.py`` as
``.venv-peers/bin/python bench/peer_<engine>.py SPEC.json DATA.npz OUT.json`` and writes its
timings and fills to ``OUT.json``. The spec carries everything the grid needs, computed by our
side from the same parameter set (levels on the tick, order sizes in base units), so a peer only
runs the strategy:

* ``family``: ``"spot"`` or ``"futures_neutral"``;
* ``levels``: the ``n + 1`` level prices; ``b0`` the gap index at P0 (cells ``k < b0`` start
  with a BUY at ``levels[k]``, the others with a SELL at ``levels[k + 1]``);
* ``q``: base size of a grid order; spot: ``q_s`` the size of a counter-SELL, ``s_init`` the size
  of the initial SELLs, ``init_qty`` the initial market BUY at P0 (the first close, taker fee);
* ``maker``/``taker`` fee rates, ``cash`` the peer's starting cash, ``runs`` the timed runs.

Fills are reported as ``(is_buy, level, price, size, fee, kind)`` rows with ``kind`` 0 grid order,
1 initial market order, 2 edge close; :func:`summarise` turns them into the numbers the bench
compares with our kernel (buys, sells, grid profit by the kernel's definition).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

import data as bench_data

Fill = tuple[bool, float, float, float, float, int]
GRID, INITIAL, EDGE = 0, 1, 2


def read_inputs(argv: Sequence[str]) -> tuple[dict[str, Any], bench_data.Series, Path]:
    if len(argv) != 4:
        raise SystemExit(f"usage: {argv[0]} SPEC.json DATA.npz OUT.json")
    spec = json.loads(Path(argv[1]).read_text())
    series = bench_data.load_npz(Path(argv[2]))
    return spec, series, Path(argv[3])


def summarise(spec: dict[str, Any], fills: Sequence[Fill]) -> dict[str, Any]:
    """Counts, fees and grid profit computed from a peer's own fill records.

    Grid profit uses the kernel's definition: spot, per SELL of cell ``k`` (at ``levels[k+1]``):
    ``size·price − fee − q·levels[k]``; futures, per closing fill of a cell:
    ``q·(close − open)·direction − open fee − close fee`` with the peer's own fill prices.
    """
    levels = spec["levels"]
    index = {float(x): i for i, x in enumerate(levels)}
    q = float(spec["q"])
    b0 = int(spec["b0"])
    buys = sells = edge = initial = 0
    fees = 0.0
    profit = 0.0
    arb = 0
    improved = 0
    edge_price = None
    open_px: dict[int, tuple[float, float]] = {}
    futures = spec["family"] == "futures_neutral"
    for is_buy, level, price, size, fee, kind in fills:
        fees += fee
        if is_buy:
            buys += 1
        else:
            sells += 1
        if kind == EDGE:
            edge += 1
            edge_price = price
            continue
        if kind == INITIAL:
            initial += 1
            continue
        if abs(price - level) > 1e-9 * abs(level):  # executed prices may be averages (ulps)
            improved += 1
        j = index[float(level)]
        if not futures:
            if not is_buy:
                profit += size * price - fee - q * float(levels[j - 1])
                arb += 1
            continue
        cell = j if is_buy else j - 1
        long_cell = cell < b0
        opening = is_buy == long_cell
        if opening:
            open_px[cell] = (price, fee)
        else:
            op, of = open_px.pop(cell, (float(levels[cell + 1] if is_buy else levels[cell]), 0.0))
            direction = 1.0 if long_cell else -1.0
            profit += q * (price - op) * direction - of - fee
            arb += 1
    return {
        "fills": len(fills),
        "buys": buys,
        "sells": sells,
        "initial_orders": initial,
        "edge_closes": edge,
        "arbitrage_num": arb,
        "grid_profit": profit,
        "fees": fees,
        "price_improved_fills": improved,
        "edge_close_price": edge_price,
    }


def path_points(o: float, h: float, low: float, c: float) -> tuple[float, float, float, float]:
    """The candle path (close >= open: O->L->H->C, else O->H->L->C)."""
    if c >= o:
        return (o, low, h, c)
    return (o, h, low, c)


def timed(fn: Callable[[], Any], runs: int) -> tuple[float, list[float], Any]:
    """(cold seconds, warm run seconds, last result): one cold call, then ``runs`` timed calls."""
    t = time.perf_counter()
    result = fn()
    cold = time.perf_counter() - t
    warm: list[float] = []
    for _ in range(runs):
        t = time.perf_counter()
        result = fn()
        warm.append(time.perf_counter() - t)
    return cold, warm, result


def write(out: Path, payload: dict[str, Any]) -> None:
    out.write_text(json.dumps(payload, indent=1, default=float))


__all__ = ["EDGE", "GRID", "INITIAL", "np", "path_points", "read_inputs", "summarise", "timed", "write"]
