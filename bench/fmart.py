"""``make bench`` (third part): the futures martingale sweep kernel, written to bench/RESULTS-fmart.md.

Per real 1m perpetual file (``../shared/data/binance_usdm_perp``, the symbol's real funding): the
640 AI-parameter candidates (``backtest.fmart_ai.candidates``, LONG and SHORT) over 30 days of
minutes on the kernel's parallel sweep (median of 3 runs after a warm-up), after checking that
the kernel agrees with the exact runner (rounds, stop reason, equity within 1e-6) on 4 of them
over the first 2 days. Options: ``--days N`` (default 30), ``--out PATH``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import sys
import time
from decimal import Decimal
from pathlib import Path

import numba

from tradingbot.adapters.marketdata.replay import read_candles, read_funding
from tradingbot.backtest import kernels as K
from tradingbot.backtest.fmart_ai import INVESTMENT, candidates
from tradingbot.backtest.kernels.futures_martingale import FM_STATUS_NAMES, FMART_OUT_COLUMNS
from tradingbot.backtest.kernels.sweep import sweep_fmart
from tradingbot.backtest.runner import run_backtest
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS

BENCH = Path(__file__).resolve().parent
DATA = (BENCH.parent / ".." / "shared" / "data").resolve()
COL = {name: j for j, name in enumerate(FMART_OUT_COLUMNS)}


def _files() -> dict[str, tuple[Path, Path | None]]:
    out: dict[str, tuple[Path, Path | None]] = {}
    for p in sorted((DATA / "binance_usdm_perp").glob("*-1m-*.csv.gz")):
        sym = p.name.split("-")[0]
        fund = sorted((DATA / "binance_usdm_funding").glob(f"{sym}-funding-*.csv.gz"))
        out[sym] = (p, fund[-1] if fund else None)
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--out", type=Path, default=BENCH / "RESULTS-fmart.md")
    args = ap.parse_args()
    files = _files()
    if not files:
        print(f"bench/fmart.py: no 1m perpetual files under {DATA}; skipped")
        return 0
    lines = [
        "# Futures martingale sweep kernel",
        "",
        f"{dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC, numba {numba.__version__}, "
        f"{numba.config.NUMBA_NUM_THREADS} threads; {args.days} days of 1m candles per symbol.",
        "",
        "| symbol | candles | sets | agree (4 sets, 2 days) | sweep median | set-candles / s |",
        "|---|---:|---:|---|---:|---:|",
    ]
    ok_all = True
    for sym, (path, fpath) in files.items():
        spec, tiers = DEFAULT_FUTURES_SYMBOLS[sym], FUTURES_TIERS[sym]
        candles = read_candles(path, limit=args.days * 1440)
        funding = {f.ts: f.rate for f in read_funding(fpath)} if fpath else {}
        cands = candidates(spec, tiers)
        inv = float(INVESTMENT)
        rows = [
            [
                int(c.mode),
                float(c.leverage),
                float(c.price_float),
                float(c.mult),
                c.adds,
                float(c.target),
                0.0,
                inv,
            ]
            for c in cands
        ]
        market = K.KernelMarket.futures(spec, tiers)
        short = candles[: 2 * 1440]
        got = sweep_fmart(K.KernelCandles.from_candles(short, spec.tick_size, funding), market, rows)
        agree = True
        for i in (0, 37, len(rows) // 2, len(rows) - 5):
            ex = run_backtest("MART_FUTURES", cands[i].config(sym), short, funding=funding, keep_events=False)
            status = FM_STATUS_NAMES[int(got[i, COL["status"]])]
            agree &= (None if status == "RUNNING" else status) == ex.close_reason
            agree &= int(got[i, COL["completed_rounds"]]) == ex.arbitrage_num
            eq = float(ex.final_equity)
            agree &= abs(float(got[i, COL["equity"]]) - eq) <= 1e-6 * abs(eq) + 1e-6
        ok_all &= agree
        kc = K.KernelCandles.from_candles(candles, spec.tick_size, funding)
        sweep_fmart(kc, market, rows)  # warm-up (compile / cache load)
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            sweep_fmart(kc, market, rows)
            times.append(time.perf_counter() - t0)
        med = statistics.median(times)
        rate = len(rows) * len(candles) / med
        lines.append(
            f"| {sym} | {len(candles):,} | {len(rows)} | {'yes' if agree else 'NO'} "
            f"| {med:.3f} s | {rate:,.0f} |"
        )
        print(
            f"fmart {sym}: agree={agree} {len(rows)} sets x {len(candles)} candles in {med:.3f} s", flush=True
        )
    lines += [
        "",
        f"Investment {Decimal(INVESTMENT)} USDT per set, default fees, no stop loss, auto-cycle on.",
    ]
    args.out.write_text("\n".join(lines) + "\n")
    print(f"wrote {args.out}")
    return 0 if ok_all else 1


if __name__ == "__main__":
    sys.exit(main())
