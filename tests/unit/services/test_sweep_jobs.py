"""The discovery jobs: their history minimums are the sweeps' own, and their inputs and results
are JSON (they cross process and machine boundaries)."""

from __future__ import annotations

import json

import pytest

from tradingbot.backtest.ai_candidates import MIN_CANDLES
from tradingbot.backtest.fmart_ai import MIN_CANDLES as FMART_MIN_CANDLES
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.jobs.wire import to_wire
from tradingbot.services.discovery.sweep_jobs import FMART, MIN_HISTORY, ai_params
from tradingbot.sim.fees import FeeSchedule


def test_the_minimums_are_the_sweeps_own() -> None:
    assert MIN_HISTORY == {"spot": MIN_CANDLES, "linear": MIN_CANDLES, FMART: FMART_MIN_CANDLES}


def test_an_unknown_category_is_refused_by_name() -> None:
    params = {
        "category": "options",
        "candles": {"ts": [], "open": [], "high": [], "low": [], "close": [], "volume": []},
        "instrument": to_wire(DEFAULT_SPOT_SYMBOLS["BTCUSDT"]),
        "tiers": [],
        "fees": to_wire(FeeSchedule()),
    }
    json.dumps(params)  # what a job gets is JSON
    with pytest.raises(ValueError, match="unknown AI parameters category 'options'"):
        ai_params(params)
