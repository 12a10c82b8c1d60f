"""The exact runner: the worked examples of MECHANICS through BotHost + SimExchange, metrics, funding."""

from __future__ import annotations

import json
from decimal import Decimal as D

import pytest

from tests.symbols import BTC8
from tests.unit.backtest.test_bt_kit import random_walk
from tradingbot.backtest.metrics import apr, max_drawdown, sample_last_per_bucket
from tradingbot.backtest.runner import funding_table, funding_times, run_backtest
from tradingbot.core.candles import Candle

EXAMPLE = {"symbol": "BTCUSDT", "min_price": "45000", "max_price": "65000", "cell_number": 5}


def _c(ts: int, o: int, h: int, low: int, c: int) -> Candle:
    return Candle(ts, D(o), D(h), D(low), D(c))


# P0 54 000, down to 53 000 (BUY fills), up to 57 000 (SELL fills: T4 cycle), up to 61 000 (next cycle)
WORKED = [
    _c(0, 54000, 54000, 54000, 54000),
    _c(60_000, 54000, 54000, 53000, 53000),
    _c(120_000, 53000, 57000, 53000, 57000),
    _c(180_000, 57000, 61000, 57000, 61000),
]


def test_worked_example_cycles_through_the_real_family() -> None:
    r = run_backtest("GRID_SPOT", EXAMPLE, WORKED, investment="23610", symbols={"BTCUSDT": BTC8})
    cycles = [e["data"] for e in r.events if e["kind"] == "CYCLE"]
    assert [c["profit"] for c in cycles] == ["341.81292098", "341.10959754"]  # MECHANICS T4
    assert r.grid_profit == D("682.92251852")
    assert r.arbitrage_num == 2
    assert [f["side"] for f in r.fills] == ["BUY", "BUY", "SELL", "SELL"]
    assert r.fills[0]["qty"] == "0.17591764"  # T3: the initial market buy n_sell·q
    assert r.investment == D("23610")
    assert r.status == "RUNNING" and r.close_reason is None
    assert [e["kind"] for e in r.events[:3]] == ["CREATED", "STATUS", "STATUS"]
    assert r.position == D("0.08787086")
    assert r.final_equity == r.total_pnl + D("23610")
    # fees in quote: base fees valued at their fill price, quote fees as they are
    expected = sum(
        (D(f["fee"]) * D(f["price"]) if f["fee_asset"] == "BTC" else D(f["fee"]) for f in r.fills), D(0)
    )
    assert r.fees == expected


def test_result_is_json_safe_and_summarises() -> None:
    r = run_backtest("GRID_SPOT", EXAMPLE, WORKED, investment="23610", symbols={"BTCUSDT": BTC8})
    data = json.loads(r.to_json())
    assert data["grid_profit"] == "682.92251852"
    assert data["arbitrage_num"] == 2
    assert data["equity_curve"][0][0] == 0 and len(data["equity_curve"]) == 4
    assert data["events"] == r.events
    assert json.loads(r.to_json(full=False)) == r.summary()
    # APR uses days >= 1: 3 minutes of market time count as one day
    assert r.apr == r.total_pnl / D("23610") * 365


def test_metrics_helpers() -> None:
    assert max_drawdown([D(100), D(120), D(90), D(130), D(117)]) == D("0.25")
    assert max_drawdown([D(1), D(2), D(3)]) == 0
    assert apr(D(10), D(1000), 3_600_000) == D("3.65")
    assert apr(D(10), D(1000), 2 * 86_400_000) == D("1.825")
    pts = [(0, D(1)), (60_000, D(2)), (3_600_000, D(3)), (3_660_000, D(4))]
    assert sample_last_per_bucket(pts, 3_600_000) == [(60_000, D(2)), (3_660_000, D(4))]


def test_funding_times_match_the_live_schedule() -> None:
    h8 = 8 * 3_600_000
    assert funding_times(0, h8) == [h8]
    assert funding_times(h8, h8) == []
    assert funding_times(h8 - 1, 3 * h8) == [h8, 2 * h8, 3 * h8]
    assert funding_table([(h8, "0.0001")]) == {h8: D("0.0001")}
    assert funding_table({h8: D("-0.0002")}) == {h8: D("-0.0002")}


def test_futures_funding_and_progress() -> None:
    candles = random_walk(1500, 96000.0, 0.0, 0.0008, seed=11)
    t1 = (candles[0].ts // (8 * 3_600_000) + 1) * 8 * 3_600_000
    fund = {t1: D("0.0001"), t1 + 8 * 3_600_000: D("-0.0003")}
    calls: list[tuple[int, int]] = []
    raw = {
        "symbol": "BTCUSDT", "grid_mode": 2, "grid_type": 1, "min_price": "93000", "max_price": "99000",
        "cell_number": 12, "leverage": "3", "total_investment": "3000",
    }  # fmt: skip
    r = run_backtest(
        "GRID_FUTURES",
        raw,
        candles,
        funding=fund,
        progress=lambda d, t: calls.append((d, t)),
        progress_every=500,
    )
    funding = [e for e in r.events if e["kind"] == "FUNDING"]
    assert [e["ts"] for e in funding] == [t1, t1 + 8 * 3_600_000]
    assert [e["data"]["rate"] for e in funding] == ["0.0001", "-0.0003"]
    assert r.funding == sum((D(str(e["data"]["amount"])) for e in funding), D(0))
    assert r.funding != 0 and r.category == "linear"
    assert calls[-1] == (1500, 1500) and [c[0] for c in calls] == sorted(c[0] for c in calls)
    hourly = run_backtest("GRID_FUTURES", raw, candles, funding=fund, equity_sample_ms=3_600_000)
    assert len(hourly.equity_curve) == len({c.ts // 3_600_000 for c in candles})
    assert hourly.equity_curve[-1] == r.equity_curve[-1]
    assert hourly.max_drawdown == r.max_drawdown


def test_liquidation_ends_the_backtest() -> None:
    candles = random_walk(600, 100000.0, -0.0004, 0.002, seed=1)
    raw = {
        "symbol": "BTCUSDT", "grid_mode": 2, "grid_type": 1, "min_price": "95000", "max_price": "105000",
        "cell_number": 10, "leverage": "20", "total_investment": "5000",
    }  # fmt: skip
    r = run_backtest("GRID_FUTURES", raw, candles)
    assert r.status == "COMPLETED" and r.close_reason == "LIQUIDATION"
    assert any(f["kind"] == "LIQUIDATION" for f in r.fills)
    assert r.position == 0 and r.final_equity < D(5000)


def test_refusals() -> None:
    with pytest.raises(ValueError, match="at least one candle"):
        run_backtest("GRID_SPOT", EXAMPLE, [], investment="100")
    with pytest.raises(ValueError, match="trades on"):
        run_backtest("GRID_SPOT", EXAMPLE, WORKED, category="linear", investment="100")
    with pytest.raises(ValueError, match="differs"):
        run_backtest("GRID_SPOT", {**EXAMPLE, "quote_investment": "50"}, WORKED, investment="100")
    with pytest.raises(KeyError):
        run_backtest("NOPE", EXAMPLE, WORKED)
