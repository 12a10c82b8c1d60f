"""AI picks from sweep results (``services.discovery.aurora_picks``): fields, ids, the APR rule,
exact values."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tradingbot.backtest.combo_pick import PickResult
from tradingbot.bots.futures_combo.config import ComboLeg
from tradingbot.core.enums import Side, Style
from tradingbot.services.discovery.aurora_picks import ID_PATTERN, combo_picks, fmart_picks, grid_picks

DAY = 86_400_000
END = 1_748_390_340_000  # 2025-05-27 23:59 UTC


def entry(style: str, start: int, yield_: str, mdd: str, **extra: Any) -> dict[str, Any]:
    return {
        "style": style, "min_price": "100", "max_price": "120", "cell_number": 10, "grid_type": "ARITHMETIC",
        "max_drawdown_ratio": mdd, "volatility_ratio": "0.0213", "actual_yield": yield_,
        "annual_percentage_yield": "9", "window": {"start": start, "end": END, "days": "x"},
        "backtest": {"sharpe_ratio": "1.5", "arbitrage_num": 12, "yield_trend_list": ["0.001", "0.0025"]},
        "selected_by": "rule", **extra,
    }  # fmt: skip


def test_futures_grid_picks_annualise_from_thirty_days_only() -> None:
    rec = {
        "symbol": "ETHUSDT",
        "investment": "10000",
        "windows": {
            "7": {
                "params": [entry("STEADY", END - 2 * DAY, "0.02", "0.005", grid_mode="LONG", leverage="3")]
            },
            "30": {
                "params": [
                    entry("HIGH_PROFITS", END - 30 * DAY, "0.09", "0.1", grid_mode="LONG", leverage="5")
                ]
            },
        },
    }
    short, long = grid_picks("GRID_FUTURES", rec)
    assert short["aurora_id"] == "fgrid-ETHUSDT-st-7d-20250527" and ID_PATTERN.match(short["aurora_id"])
    assert (short["estimate_profits_days"], short["estimate_profits_apr_e4"]) == ("2", None)
    assert (short["estimate_profits_rate_e4"], short["max_draw_down_rate_e4"], short["score_e4"]) == (
        200,
        50,
        75,
    )
    assert (long["estimate_profits_days"], long["estimate_profits_apr_e4"]) == (
        "30",
        10950,
    )  # 0.09 / 30 × 365
    assert long["score_e4"] == -3  # (0.09 − 0.1) / 30 = −0.000333
    assert long["params"] == {
        "symbol": "ETHUSDT", "min_price": "100", "max_price": "120", "cell_number": 10,
        "grid_type": "ARITHMETIC", "grid_mode": 2, "leverage": "5", "total_investment": "10000",
    }  # fmt: skip
    assert (long["style"], long["market_mode"], long["sell_cnt"], long["sharpe_ratio_e4"]) == (
        1,
        "LONG",
        12,
        15000,
    )
    assert (long["atr_e4"], long["yield_trend_list"]) == (213, [10, 25])


def test_the_same_backtest_is_one_pick() -> None:
    same = entry("STEADY", END - 2 * DAY, "0.02", "0.005")
    again = entry("HIGH_FREQUENCY", END - 2 * DAY, "0.02", "0.005")  # another style chose the same set
    other = entry("HIGH_PROFITS", END - 2 * DAY, "0.03", "0.02", cell_number=12)
    windows = {"7": {"params": [same, again, other]}, "30": {"params": [same, other]}}  # 30 days cut to 2
    picks = grid_picks("GRID_SPOT", {"symbol": "BTCUSDT", "investment": "10000", "windows": windows})
    assert [p["aurora_id"] for p in picks] == ["grid-BTCUSDT-st-7d-20250527", "grid-BTCUSDT-hp-7d-20250527"]
    assert picks[0]["params"]["quote_investment"] == "10000" and picks[0]["market_mode"] is None


def test_martingale_and_combo_picks() -> None:
    rec: dict[str, Any] = {
        "symbol": "SOLUSDT", "investment": "1000", "window": {"start": END - 7 * DAY, "end": END},
        "ai_params": [{
            "style": "HIGH_FREQUENCY", "martingale_mode": "SHORT", "leverage": "3",
            "price_float_percent": "0.01", "add_position_percent": "1.3", "add_position_num": 4,
            "round_tp_percent": "0.03", "window_days": 7, "selected_by": "rule",
            "backtest": {"actual_yield": "0.0417", "max_drawdown_ratio": "0.0012", "completed_rounds": 9},
        }],
    }  # fmt: skip
    rec["ai_params"].append(dict(rec["ai_params"][0], style="STEADY"))  # the same set again: one pick
    (m,) = fmart_picks(rec)
    assert (m["aurora_id"], m["estimate_profits_apr_e4"], m["sell_cnt"]) == (
        "fmart-SOLUSDT-hf-7d-20250527",
        None,  # 7 days: not annualised
        9,
    )
    assert (m["estimate_profits_days"], m["estimate_profits_rate_e4"]) == ("7", 417)
    assert m["params"]["martingale_mode"] == 2 and m["params"]["init_margin"] == "1000"
    legs = (ComboLeg("BTCUSDT", Side.LONG, Decimal("0.5")), ComboLeg("ETHUSDT", Side.SHORT, Decimal("0.5")))
    (c,) = combo_picks(
        [(Style.STEADY, PickResult(legs, Decimal("0.03"), Decimal("0.01"), 4))],
        END - 47 * 3_600_000,
        END,
        "7",
    )
    assert c["aurora_id"] == "fcombo-BTCUSDT.ETHUSDT-LS-st-7d-20250527" and ID_PATTERN.match(c["aurora_id"])
    assert (c["symbol"], c["market_mode"], c["sell_cnt"], c["estimate_profits_apr_e4"]) == (
        "BTCUSDT,ETHUSDT",
        "MIX",
        4,
        None,
    )
    assert c["params"]["symbol_settings"] == [
        {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.5"},
        {"symbol": "ETHUSDT", "side": 2, "target_position_percent": "0.5"},
    ]
