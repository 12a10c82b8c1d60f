"""Martingale AI parameters on real BTCUSDT perpetual minutes: three styles picked by their rules
from sweep-kernel runs (figures replayed exactly), each a valid create request, with an
out-of-sample check; deterministic; too little history is refused."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tests.conftest import shared_file
from tradingbot.adapters.marketdata.replay import read_candles
from tradingbot.backtest.fmart_ai import FmartRun, candidates, recommend_fmart, select
from tradingbot.bots.futures_martingale.config import parse_config
from tradingbot.bots.futures_martingale.validation import validate_input
from tradingbot.core.enums import MartingaleMode, Style
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS

PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
SYM = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
TIERS = FUTURES_TIERS["BTCUSDT"]


def test_three_styles_from_exact_runs_each_a_valid_bot() -> None:
    candles = read_candles(shared_file(PERP_1M), limit=1440)
    out = recommend_fmart(candles, SYM, TIERS, days=1)
    assert out["method"] == "backtest_sweep_kernel" and out["candidates"] == 640
    params = out["ai_params"]
    assert isinstance(params, list) and [p["style"] for p in params] == [s.value for s in Style]
    last = candles[-1].close
    for p in params:
        raw = {k: p[k] for k in ("martingale_mode", "leverage", "price_float_percent", "add_position_percent",
                                 "add_position_num", "round_tp_percent")}  # fmt: skip
        cfg = parse_config({**raw, "symbol": "BTCUSDT", "init_margin": "1000"})
        assert validate_input(cfg, SYM, TIERS, last) == [], p
        assert D(p["min_init_margin"]) < 1000
        assert set(p["backtest"]) >= {"actual_yield", "max_drawdown_ratio", "completed_rounds", "survived"}
        assert "test" in p["out_of_sample"] or p["selected_by"] == "default"
        oos = p["out_of_sample"]
        if oos:  # the parts' own windows, split at 2/3 of the day: their APRs depend on them
            assert oos["fit_window"] == {"start": candles[0].ts, "end": candles[959].ts}
            assert oos["test_window"] == {"start": candles[960].ts, "end": candles[-1].ts}
    assert recommend_fmart(candles, SYM, TIERS, days=1) == out  # deterministic


def test_style_rules() -> None:
    c = candidates(SYM, TIERS)
    runs = [
        FmartRun(c[0], D("0.10"), D("5"), D("0.40"), 30, True),  # too deep for HIGH_PROFITS
        FmartRun(c[1], D("0.05"), D("3"), D("0.05"), 10, True),
        FmartRun(c[2], D("0.04"), D("2"), D("0.01"), 12, True),
        FmartRun(c[3], D("0.50"), D("9"), D("0.01"), 99, False),  # liquidated: never picked
    ]
    assert select(Style.HIGH_PROFITS, runs)[0] is runs[1]
    assert select(Style.STEADY, runs)[0] is runs[2]  # 4 / 1 beats 5 / 5 and 10 / 40
    assert select(Style.HIGH_FREQUENCY, runs)[0] is runs[0]
    assert select(Style.STEADY, [FmartRun(c[0], D("-0.1"), D("-1"), D("0.2"), 3, True)]) == (
        None,
        "default",
    )


def test_too_little_history_is_refused() -> None:
    candles = read_candles(shared_file(PERP_1M), limit=50)
    with pytest.raises(ValueError, match="at least"):
        recommend_fmart(candles, SYM, TIERS)


def test_a_week_of_minutes_sweeps_long_and_short_and_the_exact_replay_confirms_the_picks() -> None:
    candles = read_candles(shared_file(PERP_1M), limit=7 * 1440)
    assert {c.mode for c in candidates(SYM, TIERS)} == {MartingaleMode.LONG, MartingaleMode.SHORT}
    out = recommend_fmart(candles, SYM, TIERS)
    assert out["window"] == {"start": candles[0].ts, "end": candles[-1].ts, "candles": len(candles)}
    params = out["ai_params"]
    assert isinstance(params, list) and [p["style"] for p in params] == [s.value for s in Style]
    for p in params:
        assert p["martingale_mode"] in ("LONG", "SHORT") and p["window_days"] == 7
        if p["selected_by"] == "backtest":
            # the kernel's pick survived the window: its exact replay (the reported figures) too
            figures = p["backtest"]
            assert figures["survived"] is True, p
            if p["style"] == Style.HIGH_PROFITS.value:
                assert D(figures["max_drawdown_ratio"]) <= D("0.3"), p
