"""Shared helpers for the backtest tests: where the real data lives, and seeded synthetic candles.

Real files are located relative to the repository root (``../shared/data``); a test that needs
one skips with the reason when it is absent.
"""

from __future__ import annotations

from decimal import Decimal as D
from functools import cache
from pathlib import Path

import numpy as np
import pytest

from tradingbot.adapters.marketdata.replay import read_candles, read_funding
from tradingbot.core.candles import Candle

REPO = Path(__file__).resolve().parents[3]
DATA = (REPO / ".." / "shared" / "data").resolve()

SPOT_1M = {
    "BTCUSDT": "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz",
    "ETHUSDT": "binance_spot/ETHUSDT-1m-2025-05-20_2025-08-18.csv.gz",
}
PERP_1M = {
    "BTCUSDT": "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz",
    "ETHUSDT": "binance_usdm_perp/ETHUSDT-1m-2025-05-04_2025-06-24.csv.gz",
    "SOLUSDT": "binance_usdm_perp/SOLUSDT-1m-2025-05-04_2025-06-24.csv.gz",
    "XRPUSDT": "binance_usdm_perp/XRPUSDT-1m-2025-05-04_2025-06-24.csv.gz",
    "DOGEUSDT": "binance_usdm_perp/DOGEUSDT-1m-2025-05-25_2025-06-24.csv.gz",
}
FUNDING = {
    "BTCUSDT": "binance_usdm_funding/BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz",
    "ETHUSDT": "binance_usdm_funding/ETHUSDT-funding-2023-12-01_2026-02-19.csv.gz",
    "SOLUSDT": "binance_usdm_funding/SOLUSDT-funding-2024-12-31_2026-02-19.csv.gz",
    "XRPUSDT": "binance_usdm_funding/XRPUSDT-funding-2024-12-31_2026-02-19.csv.gz",
    "DOGEUSDT": "binance_usdm_funding/DOGEUSDT-funding-2024-12-31_2026-02-19.csv.gz",
}


def data_file(relative: str) -> Path:
    """A file of ../shared/data, or skip the test saying which file is missing."""
    path = DATA / relative
    if not path.is_file():
        pytest.skip(f"shared data file {path} is absent (the real-candle tests need ../shared/data)")
    return path


@cache
def real_candles(path: str, limit: int | None) -> tuple[Candle, ...]:
    """The first ``limit`` candles (all with None) of a ../shared/data file, read once a process."""
    return tuple(read_candles(DATA / path, limit=limit))


@cache
def real_funding(symbol: str) -> dict[int, D]:
    """The symbol's real funding rates by time, read once a process."""
    return {f.ts: f.rate for f in read_funding(DATA / FUNDING[symbol])}


def on_tick(x: float, tick: D) -> D:
    """``x`` rounded half-up to the tick, as a Decimal."""
    return (D(repr(float(x))) / tick).quantize(D(1)) * tick


def random_walk(
    n: int,
    p0: float,
    drift: float,
    vol: float,
    seed: int,
    tick: D = D("0.1"),
    start_ts: int = 1_746_374_400_000,
) -> list[Candle]:
    """Seeded 1m candles of a geometric random walk, on the tick (high/low enclose open/close)."""
    rng = np.random.default_rng(seed)
    out: list[Candle] = []
    p = p0
    for i in range(n):
        o = p
        c = o * float(np.exp(drift + vol * rng.standard_normal()))
        h = max(o, c) * float(np.exp(abs(vol * rng.standard_normal()) * 0.5))
        lo = min(o, c) * float(np.exp(-abs(vol * rng.standard_normal()) * 0.5))
        op, hi, low, cl = (on_tick(x, tick) for x in (o, h, lo, c))
        out.append(Candle(start_ts + i * 60_000, op, max(hi, op, cl), min(low, op, cl), cl))
        p = float(cl)
    return out


def test_random_walk_is_seeded_and_well_formed() -> None:
    a, b = random_walk(50, 100.0, 0.0, 0.01, 3, D("0.01")), random_walk(50, 100.0, 0.0, 0.01, 3, D("0.01"))
    assert a == b
    assert all(c.low <= min(c.open, c.close) and c.high >= max(c.open, c.close) for c in a)
    assert [c.ts for c in a] == sorted({c.ts for c in a})
