"""What the backtest lab shows of a run (``backtest/lab.py``): the series bounded and aligned,
Sharpe and Sortino, buy-and-hold, time in market, APR only from 30 days, fees off."""

from __future__ import annotations

import gzip
from dataclasses import replace
from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import shared_file
from tradingbot.backtest.candles_csv import parse_candles_csv
from tradingbot.backtest.lab import (
    MAX_POINTS,
    LabRun,
    _bucket_indices,
    buy_and_hold,
    fill_symbol,
    lab_report,
    price_bars,
    run_lab,
    sharpe_sortino,
    time_in_market,
)
from tradingbot.backtest.metrics import BacktestResult
from tradingbot.backtest.runner import run_backtest
from tradingbot.core.candles import Candle
from tradingbot.core.time_units import DAY_MS, HOUR_MS

D = Decimal
GRID = {
    "symbol": "BTCUSDT",
    "min_price": "95000",
    "max_price": "115000",
    "cell_number": 30,
    "quote_investment": "1000",
}


def candles(
    rows: int, relative: str = "binance_spot/BTCUSDT-5m-2024-03-01_2026-02-19.csv.gz"
) -> list[Candle]:
    with gzip.open(shared_file(relative), "rt", encoding="utf-8") as f:
        lines = [next(f) for _ in range(rows + 1)]
    return parse_candles_csv("".join(lines))


@given(st.lists(st.integers(1, 10**6), min_size=1, max_size=3000), st.integers(1, 50))
def test_kept_points_are_bounded_ordered_and_keep_both_ends(gaps: list[int], points: int) -> None:
    ts = [sum(gaps[:i]) for i in range(len(gaps))]
    kept = _bucket_indices(ts, points)
    assert kept[0] == 0 and kept[-1] == len(ts) - 1
    assert kept == sorted(set(kept)) and len(kept) <= points + 2


def test_sharpe_and_sortino_of_returns_of_plus_and_minus_ten_percent() -> None:
    """Hourly returns +10 %, -10 %, +10 %: mean 1/30, sample variance 1/75, downside 1/300."""
    curve = [(0, D(100)), (HOUR_MS, D(110)), (2 * HOUR_MS, D(99)), (3 * HOUR_MS, D("108.9"))]
    sharpe, sortino = sharpe_sortino(curve, HOUR_MS)
    assert sharpe is not None and abs(sharpe - D(75 * 8760).sqrt() / 30) < D(
        "1e-20"
    )  # (1/30)/sqrt(1/75)*sqrt(8760)
    assert sortino is not None and abs(sortino - D(300 * 8760).sqrt() / 30) < D("1e-20")
    minutes = [(i * 60_000, D(100 + i)) for i in range(60)]  # one hour: no return
    assert sharpe_sortino(minutes, HOUR_MS) == (None, None)
    rising = [(i * HOUR_MS, D(100) * D("1.01") ** i) for i in range(5)]  # no downside, no deviation
    assert sharpe_sortino(rising, HOUR_MS)[1] is None


def result(**kw: object) -> BacktestResult:
    base = BacktestResult(
        family="GRID_SPOT", symbol="BTCUSDT", category="spot", bot_id="1", config={}, start_ts=0,
        end_ts=100, candles=2, investment=D(1000), grid_profit=D(0), total_pnl=D(0), apr=D(0),
        grid_apr=D(0), max_drawdown=D(0), arbitrage_num=0, fees=D(0), funding=D(0),
        final_equity=D(1000), final_price=D(1), position=D(0), status="RUNNING", close_reason=None,
    )  # fmt: skip
    return replace(base, **kw)  # type: ignore[arg-type]


def test_time_in_market_counts_what_a_buy_received() -> None:
    """Bought at 10 (the fee in base), sold what was received at 60: in the market half the time."""
    fills = [
        {"ts": 10, "side": "BUY", "qty": "1", "price": "100", "fee": "0.001", "fee_asset": "BTC"},
        {"ts": 60, "side": "SELL", "qty": "0.999", "price": "100", "fee": "0.1", "fee_asset": "USDT"},
    ]
    assert time_in_market(result(fills=fills)) == D("0.5")
    assert time_in_market(result(fills=fills[:1])) == D("0.9")  # held to the end
    assert time_in_market(result()) == 0


def test_buy_and_hold_splits_the_capital_over_the_legs() -> None:
    feeds = {
        "AUSDT": [Candle(0, D(1), D(1), D(1), D(10)), Candle(60, D(1), D(1), D(1), D(20))],
        "BUSDT": [Candle(0, D(1), D(1), D(1), D(100)), Candle(60, D(1), D(1), D(1), D(50))],
    }
    assert buy_and_hold(result(), feeds, [0, 60]) == [D(1000), D(50) * 20 + D(5) * 50]


def test_a_report_is_the_runners_result_bounded() -> None:
    rows = candles(9000)  # 31 days of 5m candles
    run = LabRun("GRID_SPOT", GRID, {"BTCUSDT": rows})
    done = run_lab(run)
    same = run_backtest("GRID_SPOT", GRID, rows)
    assert done.final_equity == same.final_equity and done.fills == same.fills
    report = lab_report(done, run.feeds)
    m = report["metrics"]
    assert isinstance(m, dict) and m["apr"] is not None and m["grid_profit"] is not None
    assert m["trades"] == len(same.fills) == report["fills_total"]
    equity, hold, drawdown = report["equity"], report["buy_hold"], report["drawdown"]
    assert isinstance(equity, list) and isinstance(hold, list) and isinstance(drawdown, list)
    assert len(equity) == len(hold) == len(drawdown) <= MAX_POINTS + 2
    assert [p[0] for p in equity] == [p[0] for p in hold] == [p[0] for p in drawdown]
    assert equity[0] == [rows[0].ts, str(done.equity_curve[0][1])] and equity[-1][0] == rows[-1].ts
    assert hold[0][1] == "1000" and max(D(p[1]) for p in drawdown) <= done.max_drawdown
    short = lab_report(run_lab(LabRun("GRID_SPOT", GRID, {"BTCUSDT": rows[: 29 * 288]})), run.feeds)
    assert short["metrics"]["apr"] is None  # type: ignore[index]
    assert (rows[-1].ts - rows[0].ts) >= 30 * DAY_MS


def test_fees_off_charges_none() -> None:
    rows = candles(600)
    done = run_lab(LabRun("GRID_SPOT", GRID, {"BTCUSDT": rows}, spot_fees=None))
    assert done.fills and all(D(str(f["fee"])) == 0 for f in done.fills) and done.fees == 0


def test_a_fill_names_the_leg_its_client_order_id_names() -> None:
    legs = ["BTCUSDT", "ETHUSDT", "SOLUSDT"]
    assert fill_symbol("COMBO_FUTURES", legs, "g12-i2-7") == "SOLUSDT"  # a combo: the index
    assert fill_symbol("COMBO_FUTURES", legs, "g12-r0-31") == "BTCUSDT"
    assert fill_symbol("DCA_SPOT", legs[:2], "g12-r5-1") == "ETHUSDT"  # a recurring DCA: the generation
    assert fill_symbol("GRID_SPOT", ["XUSDT"], "anything") == "XUSDT"
    assert fill_symbol("COMBO_FUTURES", legs, "g12-i9-7") == ""  # no such leg


def test_price_bars_merge_candles_into_equal_slices_keeping_the_extremes() -> None:
    rows = [
        Candle(0, D(10), D(12), D(9), D(11)),
        Candle(60, D(11), D(15), D(10), D(14)),
        Candle(120, D(14), D(14), D(7), D(8)),
        Candle(180, D(8), D(9), D(8), D("8.5")),
    ]
    # span 180 ms over 2 points: slices of 90 ms -> [0, 60], [120], [180]
    assert price_bars(rows, 2) == [
        [0, "10", "15", "9", "14"],
        [120, "14", "14", "7", "8"],
        [180, "8", "9", "8", "8.5"],
    ]
    assert price_bars(rows, 1000) == [
        [c.ts, str(c.open), str(c.high), str(c.low), str(c.close)] for c in rows
    ]
    assert price_bars([]) == []


def test_a_report_carries_each_legs_bars() -> None:
    rows = candles(3000)
    run = LabRun("GRID_SPOT", GRID, {"BTCUSDT": rows})
    bars = lab_report(run_lab(run), run.feeds)["candles_by_symbol"]
    assert isinstance(bars, dict) and list(bars) == ["BTCUSDT"]
    assert bars["BTCUSDT"] == price_bars(rows) and len(bars["BTCUSDT"]) <= MAX_POINTS + 1
    assert bars["BTCUSDT"][0][0] == rows[0].ts and bars["BTCUSDT"][-1][4] == str(rows[-1].close)
    assert min(D(b[3]) for b in bars["BTCUSDT"]) == min(c.low for c in rows)
