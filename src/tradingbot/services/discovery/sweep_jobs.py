"""The discovery area's jobs (``tradingbot.jobs``): the AI-parameter sweep of one symbol and
category, and the day's combo baskets. Pure functions of JSON data; they run in a job worker
process, so they get everything they use in their params (the candles live only in the server's
market hubs) and import the compiled sweeps only there.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.jobs.ports import JobKind
from tradingbot.jobs.wire import candles_from_wire, from_wire
from tradingbot.sim.fees import FeeSchedule

AI_PARAMS = "ai_params"
AURORA_COMBO = "aurora_combo"
FMART = "fmart"
MIN_HISTORY = {"spot": 60, "linear": 60, FMART: 120}
"""Candles a sweep needs per category: ``backtest.ai_candidates.MIN_CANDLES`` and
``backtest.fmart_ai.MIN_CANDLES``, copied so that the server process checks them without
importing the compiled kernels (tests/unit/services/test_sweep_jobs.py holds them equal)."""


def ai_params(params: dict[str, Any]) -> dict[str, Any]:
    """One recommendation: ``category`` spot (spot grid), linear (futures grid) or fmart
    (futures martingale) on ``candles`` with the instrument, its tiers and the fees."""
    from tradingbot.backtest.ai_params import recommend_futures, recommend_spot
    from tradingbot.backtest.fmart_ai import recommend_fmart

    category = params["category"]
    if category not in MIN_HISTORY:
        raise ValueError(f"unknown AI parameters category {category!r}")
    candles = candles_from_wire(params["candles"])
    fees = from_wire(FeeSchedule, params["fees"])
    if category == "spot":
        return recommend_spot(candles, from_wire(SpotSymbol, params["instrument"]), fees=fees)
    cfg = from_wire(FuturesSymbolConfig, params["instrument"])
    tiers = [from_wire(RiskTier, t) for t in params["tiers"]]
    if category == FMART:
        return recommend_fmart(candles, cfg, tiers, fees=fees)
    return recommend_futures(candles, cfg, tiers, fees=fees)


def aurora_combo(params: dict[str, Any]) -> list[dict[str, Any]]:
    """The combo baskets per style on the perpetuals' shared hourly ``closes``, as AI picks."""
    from tradingbot.backtest.aurora_combo import combo_style_picks
    from tradingbot.services.discovery.aurora_picks import combo_picks

    closes = {symbol: [Decimal(v) for v in values] for symbol, values in params["closes"].items()}
    picks = combo_style_picks(closes)
    return combo_picks(picks, int(params["start"]), int(params["end"]), str(params["days"]))


DISCOVERY_JOBS = {
    # a sweep's key names its candle window (it changes every minute); kept for the refresh period
    AI_PARAMS: JobKind(
        ai_params, ttl_s=600.0, preload=("tradingbot.backtest.ai_params", "tradingbot.backtest.fmart_ai")
    ),
    # the combo baskets' key names the data day and its last hour
    AURORA_COMBO: JobKind(
        aurora_combo,
        ttl_s=86_400.0,
        preload=("tradingbot.backtest.aurora_combo", "tradingbot.services.discovery.aurora_picks"),
    ),
}
