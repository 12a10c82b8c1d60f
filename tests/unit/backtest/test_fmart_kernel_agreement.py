"""The futures martingale sweep kernel agrees with the exact engine on every real 1m perpetual file.

Window: the whole file by default (``BT_FMART_WINDOW`` candles to shorten it); the exact runs (the
family on the simulated linear exchange, the same code as paper trading, with the symbol's real
funding) take about a second each. Per file 8 parameter rows, LONG and SHORT, 2-5x, with and
without a stop loss, one too small for the symbol (failed initiation). Agreement as the grid
test's: the completed rounds and the stop reason exactly, the final equity / PnL, fees and
funding and the max drawdown within 1e-6 relative, the final position exactly.
"""

from __future__ import annotations

import os
from decimal import Decimal as D

import pytest

from tests.unit.backtest.test_bt_kit import DATA, PERP_1M, real_candles, real_funding
from tradingbot.backtest import kernels as K
from tradingbot.backtest.kernels.futures_martingale import FM_STATUS_NAMES, FMART_OUT_COLUMNS
from tradingbot.backtest.kernels.sweep import sweep_fmart
from tradingbot.backtest.runner import run_backtest
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS

WINDOW = int(os.environ.get("BT_FMART_WINDOW", "0")) or None
# mode 1 LONG / 2 SHORT, leverage, price float, multiplier, adds, round TP, stop loss (0 none), margin
ROWS = [
    (1, 3, 0.01, 1.5, 5, 0.02, 0, 1000),
    (2, 3, 0.01, 1.5, 5, 0.02, 0, 1000),
    (1, 3, 0.005, 1.3, 6, 0.01, 0.1, 1000),
    (2, 2, 0.02, 1.6, 4, 0.05, 0.2, 1000),
    (1, 5, 0.008, 2.0, 4, 0.03, 0, 1000),
    (2, 5, 0.005, 1.3, 6, 0.02, 0.05, 1000),
    (1, 2, 0.02, 1.6, 4, 0.05, 0.2, 5000),
    (2, 3, 0.015, 1.4, 5, 0.03, 0, 5000),
]


def _config(symbol: str, row: tuple[float, ...]) -> dict[str, object]:
    mode, lev, pf, mult, adds, tp, sl, margin = row
    cfg: dict[str, object] = {
        "symbol": symbol, "martingale_mode": int(mode), "leverage": str(lev),
        "price_float_percent": str(pf), "add_position_percent": str(mult), "add_position_num": int(adds),
        "init_margin": str(margin), "round_tp_percent": str(tp),
    }  # fmt: skip
    if sl:
        cfg["sl_percent"] = str(sl)
    return cfg


@pytest.mark.parametrize(("symbol", "path"), list(PERP_1M.items()), ids=list(PERP_1M))
def test_fmart_kernel_agrees_with_the_exact_engine(symbol: str, path: str) -> None:
    if not (DATA / path).is_file():
        pytest.skip(f"shared data file {DATA / path} is absent (needs ../shared/data)")
    candles, funding = real_candles(path, WINDOW), real_funding(symbol)
    spec = DEFAULT_FUTURES_SYMBOLS[symbol]
    kc = K.KernelCandles.from_candles(candles, spec.tick_size, funding)
    out = sweep_fmart(kc, K.KernelMarket.futures(spec, FUTURES_TIERS[symbol]), ROWS)
    rounds = 0
    for i, row in enumerate(ROWS):
        got = dict(zip(FMART_OUT_COLUMNS, (float(x) for x in out[i]), strict=True))
        ex = run_backtest("MART_FUTURES", _config(symbol, row), candles, funding=funding, keep_events=False)
        status = FM_STATUS_NAMES[int(got["status"])]
        assert status != "UNMODELLED", (i, got)
        assert (None if status == "RUNNING" else status) == ex.close_reason, (i, got, ex.close_reason)
        assert int(got["completed_rounds"]) == ex.arbitrage_num, (i, got, ex.arbitrage_num)
        assert got["equity"] == pytest.approx(float(ex.final_equity), rel=1e-6), (i, got)
        assert got["pnl"] == pytest.approx(float(ex.total_pnl), rel=1e-6, abs=1e-5), (i, got)
        assert got["fees"] == pytest.approx(float(ex.fees), rel=1e-6, abs=1e-6), (i, got)
        assert got["funding"] == pytest.approx(float(ex.funding), rel=1e-6, abs=1e-6), (i, got)
        assert got["max_drawdown"] == pytest.approx(float(ex.max_drawdown), rel=1e-6, abs=1e-9), (i, got)
        assert D(repr(got["position"])).quantize(D("1e-8")) == D(ex.position).quantize(D("1e-8"))
        rounds += ex.arbitrage_num
        print(f"{symbol} row {i}: {status} rounds {ex.arbitrage_num} equity {got['equity']:.8f}")
    assert rounds > 0, "the window must trade"


def test_every_real_1m_perpetual_file_is_compared() -> None:
    folder = DATA / "binance_usdm_perp"
    if not folder.is_dir():
        pytest.skip(f"shared data folder {folder} is absent (needs ../shared/data)")
    files = {f"binance_usdm_perp/{p.name}" for p in folder.glob("*-1m-*.csv.gz")}
    assert files <= set(PERP_1M.values()), files - set(PERP_1M.values())
