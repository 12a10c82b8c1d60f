"""AI parameters by backtest sweep on real candles: deterministic, inside the create bounds, honest
(an out-of-sample check per style, and a pick's kernel backtest reproduced by the exact engine)."""

from __future__ import annotations

import itertools
from decimal import Decimal as D
from functools import cache
from typing import Any

import pytest

from tests.unit.backtest.test_bt_kit import FUNDING, PERP_1M, SPOT_1M, data_file
from tradingbot.adapters.marketdata.replay import read_candles, read_funding
from tradingbot.backtest.ai_params import recommend_futures, recommend_spot
from tradingbot.backtest.runner import run_backtest
from tradingbot.bots.futures_grid.config import parse_config
from tradingbot.bots.futures_grid.margin import estimate_liq_prices
from tradingbot.core.candles import Candle, aggregate
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.futures.core import DEFAULT_FEES

DAYS30 = 30 * 1440
SPEC_FIELDS = {
    "min_price",
    "max_price",
    "cell_number",
    "max_drawdown_ratio",
    "volatility_ratio",
    "actual_yield",
    "annual_percentage_yield",
}


@cache
def candles(relative: str) -> tuple[Candle, ...]:
    return tuple(read_candles(data_file(relative), limit=DAYS30))


@cache
def spot_out() -> dict[str, Any]:
    return recommend_spot(candles(SPOT_1M["BTCUSDT"]), DEFAULT_SPOT_SYMBOLS["BTCUSDT"])


@cache
def futures_out() -> dict[str, Any]:
    fund = {f.ts: f.rate for f in read_funding(data_file(FUNDING["BTCUSDT"]))}
    cs = candles(PERP_1M["BTCUSDT"])
    return recommend_futures(cs, DEFAULT_FUTURES_SYMBOLS["BTCUSDT"], FUTURES_TIERS["BTCUSDT"], funding=fund)


def atr_ratio(cs: tuple[Candle, ...]) -> D:
    days = aggregate(cs, "1d")
    tr = [
        max(d.high - d.low, abs(d.high - p.close), abs(d.low - p.close)) for p, d in itertools.pairwise(days)
    ]
    last14 = tr[-14:]
    return sum(last14, D(0)) / len(last14) / cs[-1].close


def check_common(out: dict[str, Any], cs: tuple[Candle, ...], max_cells: int) -> None:
    last = cs[-1].close
    assert D(out["last_price"]) == last
    assert D(out["volatility_ratio"]) == pytest.approx(atr_ratio(cs), abs=D("0.000001"))
    assert set(out["windows"]) == {"7", "30"}
    assert out["ai_params"] == out["windows"]["7"]["params"]
    for key, win in out["windows"].items():
        span = D(win["window"]["days"])
        assert abs(span - int(key)) < D("0.01")
        assert win["candidates"] >= 40
        styles = [p["style"] for p in win["params"]]
        assert styles == ["HIGH_PROFITS", "STEADY", "HIGH_FREQUENCY"]
        for p in win["params"]:
            assert set(p) >= SPEC_FIELDS
            assert D(p["min_price"]) < last < D(p["max_price"])
            assert 2 <= p["cell_number"] <= max_cells
            assert p["window"] == win["window"]
            assert {"arbitrage_num", "fees", "sharpe_ratio", "yield_trend_list"} <= set(p["backtest"])
            if p["selected_by"] == "criterion":
                if p["style"] == "HIGH_PROFITS":
                    assert D(p["max_drawdown_ratio"]) <= D("0.3")
                else:
                    assert D(p["annual_percentage_yield"]) > 0
            oos = p["out_of_sample"]
            fit, test = oos["fit_window"], oos["test_window"]
            assert fit["start"] == win["window"]["start"] and test["end"] == win["window"]["end"]
            assert fit["end"] < test["start"]
            assert D(fit["days"]) == pytest.approx(D(win["window"]["days"]) * 2 / 3, abs=D("0.01"))
            for field in ("test_actual_yield", "test_annual_percentage_yield", "test_max_drawdown_ratio"):
                D(oos[field])  # a number
            assert oos["test_arbitrage_num"] >= 0


def test_spot_recommendations() -> None:
    out = spot_out()
    assert out["category"] == "spot" and out["method"] == "backtest_sweep"
    check_common(out, candles(SPOT_1M["BTCUSDT"]), 200)
    # deterministic: the same candles give the same answer
    again = recommend_spot(candles(SPOT_1M["BTCUSDT"]), DEFAULT_SPOT_SYMBOLS["BTCUSDT"])
    assert again == out


def test_a_spot_pick_is_reproduced_by_the_exact_engine() -> None:
    out = spot_out()
    win = out["windows"]["7"]
    pick = min(win["params"], key=lambda p: p["cell_number"])
    cs = [c for c in candles(SPOT_1M["BTCUSDT"]) if c.ts >= win["window"]["start"]]
    raw = {
        "symbol": "BTCUSDT",
        "min_price": pick["min_price"],
        "max_price": pick["max_price"],
        "cell_number": pick["cell_number"],
        "grid_type": 2 if pick["grid_type"] == "GEOMETRIC" else 1,
    }
    r = run_backtest("GRID_SPOT", raw, cs, investment=out["investment"], keep_events=False)
    assert r.arbitrage_num == pick["backtest"]["arbitrage_num"]
    assert r.grid_profit == pytest.approx(D(pick["backtest"]["grid_profit"]), rel=D("1e-6"))
    assert (r.final_equity - D(out["investment"])) / D(out["investment"]) == pytest.approx(
        D(pick["actual_yield"]), abs=D("0.000001")
    )


def test_futures_recommendations() -> None:
    out = futures_out()
    cs = candles(PERP_1M["BTCUSDT"])
    check_common(out, cs, 400)
    assert out["config"] == {"max_leverage_e2": {"NEUTRAL": 10000, "LONG": 5000, "SHORT": 5000}}
    cfg = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
    for key, win in out["windows"].items():
        for p in win["params"]:
            assert p["grid_mode"] == win["market_mode"]
            lev = int(p["leverage"])
            assert 1 <= lev <= 10 and p["leverage_e2"] == lev * 100
            raw = {
                "symbol": "BTCUSDT",
                "grid_mode": {"NEUTRAL": 1, "LONG": 2, "SHORT": 3}[p["grid_mode"]],
                "grid_type": 2 if p["grid_type"] == "GEOMETRIC" else 1,
                "min_price": p["min_price"],
                "max_price": p["max_price"],
                "cell_number": p["cell_number"],
                "leverage": p["leverage"],
                "total_investment": out["investment"],
            }
            long_lp, short_lp = estimate_liq_prices(
                parse_config(raw), cfg, FUTURES_TIERS["BTCUSDT"], cs[-1].close, DEFAULT_FEES
            )
            atr = D(win["atr14"])
            if lev > 1:  # §8.2.6: a leverage above 1 keeps liquidation beyond the range ± ATR14
                assert long_lp is None or long_lp < D(p["min_price"]) - atr, (key, p)
                assert short_lp is None or short_lp > D(p["max_price"]) + atr, (key, p)
            assert "leverage" in p["out_of_sample"]["fit_params"]
    again = recommend_futures(
        cs,
        cfg,
        FUTURES_TIERS["BTCUSDT"],
        funding={f.ts: f.rate for f in read_funding(data_file(FUNDING["BTCUSDT"]))},
    )
    assert again == out


def test_too_few_candles() -> None:
    with pytest.raises(ValueError, match="at least"):
        recommend_spot(list(candles(SPOT_1M["BTCUSDT"])[:30]), DEFAULT_SPOT_SYMBOLS["BTCUSDT"])
