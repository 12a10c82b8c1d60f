"""AI parameters' backtest figures over their own window, annualised only from 30 days (issue 27).

Why: a sweep reports ``annual_percentage_yield = yield / days × 365`` for every window, so a 7-day
backtest that made 38 % claimed an APR of 2 000 %. The create pages' AI cards showed that figure.
Here every recommendation row gets its window next to its figures (``window_start``,
``window_end`` in ms, ``window_days``: first to last candle, to 0.01 day, as the AI picks'
``estimate_profits_days``) and its APR follows the AI picks' rule (``backtest.aurora_select``):
null under :data:`~tradingbot.backtest.aurora_select.APR_MIN_DAYS` days, else
``actual_yield / window_days × 365`` from the row's own (rounded) yield and day count, so a client
can check one against the other. ``actual_yield`` stays the window's own yield. The out-of-sample
checks' fit and test parts are windows of their own: their APRs follow the same rule on their days.

Field names are kept (``annual_percentage_yield``, ``fit_/test_annual_percentage_yield``): only
their value becomes null where it would be an extrapolation. Bybit's bot API documents no AI
parameter call, so no Bybit meaning is at stake.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from tradingbot.backtest.aurora_select import window_apr, window_days
from tradingbot.core.money import fmt

RATIO = Decimal("0.000001")
"""APRs are sent with 6 decimals, like the sweeps' other ratios."""
FMART = "fmart"


def apr_text(window_yield: object, days: Decimal) -> str | None:
    """The APR of a window's yield (a ratio text), or None under 30 days."""
    apr = window_apr(Decimal(str(window_yield)), days)
    return None if apr is None else fmt(apr.quantize(RATIO, ROUND_HALF_UP))


def window_fields(start: int, end: int) -> dict[str, Any]:
    """``window_start``, ``window_end`` (ms) and ``window_days`` (to 0.01 day) of a backtest."""
    return {"window_start": start, "window_end": end, "window_days": fmt(window_days(start, end))}


def _days(window: Mapping[str, Any]) -> Decimal:
    return window_days(int(window["start"]), int(window["end"]))


def _out_of_sample(oos: Mapping[str, Any]) -> dict[str, Any]:
    fit, test = _days(oos["fit_window"]), _days(oos["test_window"])
    return {
        **oos,
        "fit_annual_percentage_yield": apr_text(oos["fit_actual_yield"], fit),
        "test_annual_percentage_yield": apr_text(oos["test_actual_yield"], test),
    }


def grid_row(p: Mapping[str, Any]) -> dict[str, Any]:
    """A spot or futures grid style's row (``backtest.ai_params``) with its window and honest APR."""
    w = p["window"]
    fields = window_fields(int(w["start"]), int(w["end"]))
    days = Decimal(fields["window_days"])
    out = {**p, **fields, "annual_percentage_yield": apr_text(p["actual_yield"], days)}
    if p.get("out_of_sample"):
        out["out_of_sample"] = _out_of_sample(p["out_of_sample"])
    return out


def grid_recommendation(rec: Mapping[str, Any]) -> dict[str, Any]:
    """Every row of every window (``windows``) and of ``ai_params`` (the first window's)."""
    windows = {k: {**w, "params": [grid_row(p) for p in w["params"]]} for k, w in rec["windows"].items()}
    return {**rec, "windows": windows, "ai_params": [grid_row(p) for p in rec["ai_params"]]}


def _figures(figures: Mapping[str, Any], window: Mapping[str, Any] | None) -> dict[str, Any]:
    """A martingale backtest's figures; a part without its window (an older worker) gets no APR."""
    apr = None if window is None else apr_text(figures["actual_yield"], _days(window))
    return {**figures, "annual_percentage_yield": apr}


def fmart_row(p: Mapping[str, Any], window: Mapping[str, Any]) -> dict[str, Any]:
    """A martingale style's row (``backtest.fmart_ai``): the recommendation's window on the row."""
    out = {**p, "window_start": int(window["start"]), "window_end": int(window["end"])}
    out["backtest"] = _figures(p["backtest"], window)
    oos = p.get("out_of_sample")
    if oos:
        out["out_of_sample"] = {
            **oos,
            "fit": _figures(oos["fit"], oos.get("fit_window")),
            "test": _figures(oos["test"], oos.get("test_window")),
        }
    return out


def fmart_recommendation(rec: Mapping[str, Any]) -> dict[str, Any]:
    window = rec["window"]
    return {**rec, "ai_params": [fmart_row(p, window) for p in rec["ai_params"]]}


def honest(category: str, rec: Mapping[str, Any]) -> dict[str, Any]:
    """The sweep's answer of ``category`` (spot, linear or fmart) with windowed figures."""
    return fmart_recommendation(rec) if category == FMART else grid_recommendation(rec)
