"""AI parameters over their own window (``services.discovery.window_figures``): the window on every
row, no APR under 30 days, an APR from 30 days equal to ``yield / days × 365``; exact values."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tradingbot.services.discovery.window_figures import apr_text, honest

DAY = 86_400_000
MINUTE = 60_000
END = 1_748_390_340_000


def grid_entry(style: str, days: int, yield_: str, **extra: Any) -> dict[str, Any]:
    """A sweep row whose window is ``days`` days of 1m candles (first to last: ``days`` less a minute)."""
    start = END - days * DAY + MINUTE
    return {
        "style": style, "actual_yield": yield_, "annual_percentage_yield": "99.9",
        "max_drawdown_ratio": "0.01", "window": {"start": start, "end": END, "days": "x"},
        "backtest": {"arbitrage_num": 7}, **extra,
    }  # fmt: skip


def grid_rec() -> dict[str, Any]:
    week = [grid_entry("HIGH_PROFITS", 7, "0.3842")]
    oos = {
        "fit_window": {"start": END - 30 * DAY, "end": END - 10 * DAY}, "fit_actual_yield": "0.02",
        "fit_annual_percentage_yield": "0.365", "test_window": {"start": END - 10 * DAY, "end": END},
        "test_actual_yield": "0.01", "test_annual_percentage_yield": "0.365",
    }  # fmt: skip
    month = [grid_entry("STEADY", 30, "0.0615", out_of_sample=oos)]
    return {
        "symbol": "BTCUSDT",
        "windows": {"7": {"window": {}, "params": week}, "30": {"window": {}, "params": month}},
        "ai_params": week,
    }


def test_a_seven_day_window_answers_its_yield_and_no_apr() -> None:
    out = honest("spot", grid_rec())
    (row,) = out["ai_params"]
    assert row["annual_percentage_yield"] is None  # was 99.9: 0.3842 / 7 × 365 = 2 003 %
    assert row["actual_yield"] == "0.3842"
    assert (row["window_start"], row["window_end"], row["window_days"]) == (END - 7 * DAY + MINUTE, END, "7")
    assert out["windows"]["7"]["params"] == [row]


def test_a_thirty_day_window_answers_an_apr_of_its_yield() -> None:
    (row,) = honest("linear", grid_rec())["windows"]["30"]["params"]
    assert row["window_days"] == "30" and row["actual_yield"] == "0.0615"
    assert row["annual_percentage_yield"] == "0.74825"  # 0.0615 / 30 × 365
    oos = row["out_of_sample"]
    # the fit (20 days) and test (10 days) parts are windows of their own: under 30 days, no APR
    assert (oos["fit_annual_percentage_yield"], oos["test_annual_percentage_yield"]) == (None, None)
    assert (oos["fit_actual_yield"], oos["test_actual_yield"]) == ("0.02", "0.01")


def test_the_sweep_answer_is_not_changed_in_place() -> None:
    rec = grid_rec()
    honest("spot", rec)
    assert rec["ai_params"][0]["annual_percentage_yield"] == "99.9"


def fmart_rec(days: int) -> dict[str, Any]:
    start = END - days * DAY + MINUTE
    split = start + (END - start) * 2 // 3
    figures = {"actual_yield": "0.0417", "annual_percentage_yield": "2.1744", "max_drawdown_ratio": "0.0012"}
    return {
        "symbol": "SOLUSDT", "window": {"start": start, "end": END, "candles": days * 1440},
        "ai_params": [{
            "style": "HIGH_FREQUENCY", "window_days": days, "backtest": dict(figures),
            "out_of_sample": {
                "fit": dict(figures), "test": dict(figures),
                "fit_window": {"start": start, "end": split}, "test_window": {"start": split, "end": END},
            },
        }],
    }  # fmt: skip


def test_martingale_rows_carry_the_window_and_annualise_from_thirty_days() -> None:
    (week,) = honest("fmart", fmart_rec(7))["ai_params"]
    assert (week["window_start"], week["window_end"], week["window_days"]) == (END - 7 * DAY + MINUTE, END, 7)
    assert week["backtest"]["annual_percentage_yield"] is None
    assert week["backtest"]["actual_yield"] == "0.0417"
    assert week["out_of_sample"]["test"]["annual_percentage_yield"] is None
    (quarter,) = honest("fmart", fmart_rec(90))["ai_params"]
    assert quarter["backtest"]["annual_percentage_yield"] == "0.169117"  # 0.0417 / 90 × 365
    assert quarter["out_of_sample"]["fit"]["annual_percentage_yield"] == "0.253675"  # 60 days
    assert quarter["out_of_sample"]["test"]["annual_percentage_yield"] == "0.50735"  # 29.99997 days: 30.00
    # a part without its window (a worker of an older version): no APR rather than a guess
    rec = fmart_rec(90)
    del rec["ai_params"][0]["out_of_sample"]["fit_window"]
    (row,) = honest("fmart", rec)["ai_params"]
    assert row["out_of_sample"]["fit"]["annual_percentage_yield"] is None


@given(
    st.decimals(min_value=Decimal("-0.99"), max_value=Decimal(50), places=4),
    st.integers(min_value=1, max_value=400 * 100),
)
def test_an_apr_is_only_answered_from_thirty_days_and_is_the_yield_per_day_times_365(
    window_yield: Decimal, hundredths: int
) -> None:
    days = Decimal(hundredths) / 100
    apr = apr_text(str(window_yield), days)
    if days < 30:
        assert apr is None
    else:
        assert apr is not None
        assert abs(Decimal(apr) - window_yield / days * 365) <= Decimal("0.0000005")


def test_a_real_sweep_of_thirty_days_answers_the_apr_of_its_yield_and_its_week_none() -> None:
    """The spot sweep on 30 days of real BTCUSDT minutes (``backtest.ai_params``): the 7-day rows
    carry their yield and no APR, the 30-day rows an APR equal to their yield / 30 × 365."""
    from tests.unit.backtest.test_bt_ai_params import spot_out

    raw = spot_out()
    out = honest("spot", raw)
    week, month = out["windows"]["7"]["params"], out["windows"]["30"]["params"]
    assert week and month
    for row, swept in zip(week, raw["windows"]["7"]["params"], strict=True):
        assert (row["window_days"], row["annual_percentage_yield"]) == ("7", None)
        assert row["actual_yield"] == swept["actual_yield"] and swept["annual_percentage_yield"] is not None
    for row, swept in zip(month, raw["windows"]["30"]["params"], strict=True):
        assert row["window_days"] == "30" and row["actual_yield"] == swept["actual_yield"]
        expected = (Decimal(swept["actual_yield"]) / 30 * 365).quantize(Decimal("0.000001"))
        assert Decimal(row["annual_percentage_yield"]) == expected
    assert out["ai_params"] == week
