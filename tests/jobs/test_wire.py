"""The JSON form of job inputs gives back exactly what went in."""

from __future__ import annotations

import json
from dataclasses import dataclass
from decimal import Decimal

import pytest

from tradingbot.core.candles import Candle
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.jobs.wire import candles_from_wire, candles_to_wire, from_wire, to_wire
from tradingbot.sim.fees import FeeSchedule


def _through_json(value: object) -> object:
    return json.loads(json.dumps(value))


def test_instruments_tiers_and_fees_round_trip() -> None:
    for cfg in DEFAULT_FUTURES_SYMBOLS.values():
        assert from_wire(FuturesSymbolConfig, _through_json(to_wire(cfg))) == cfg  # type: ignore[arg-type]
        for tier in FUTURES_TIERS[cfg.symbol]:
            assert from_wire(RiskTier, _through_json(to_wire(tier))) == tier  # type: ignore[arg-type]
    for sym in DEFAULT_SPOT_SYMBOLS.values():
        assert from_wire(SpotSymbol, _through_json(to_wire(sym))) == sym  # type: ignore[arg-type]
    fees = FeeSchedule(Decimal("0.00055"), Decimal("0.0010"))
    back = from_wire(FeeSchedule, _through_json(to_wire(fees)))  # type: ignore[arg-type]
    assert back == fees and str(back.taker) == "0.0010"


def test_candles_round_trip_exactly() -> None:
    candles = [
        Candle(60_000, Decimal("100.10"), Decimal("101"), Decimal("99.5"), Decimal("100.2"), Decimal("3.25")),
        Candle(120_000, Decimal("100.2"), Decimal("100.2"), Decimal("100.2"), Decimal("100.2")),
    ]
    back = candles_from_wire(_through_json(candles_to_wire(candles)))  # type: ignore[arg-type]
    assert back == candles and str(back[0].open) == "100.10"


def test_uneven_candle_columns_are_refused() -> None:
    wire = candles_to_wire([Candle(0, Decimal(1), Decimal(1), Decimal(1), Decimal(1))])
    wire["close"].append("2")
    with pytest.raises(ValueError, match="differ in length"):
        candles_from_wire(wire)


@dataclass(frozen=True)
class _WithASet:
    names: frozenset[str]


def test_only_dataclasses_and_json_values_have_a_wire_form() -> None:
    with pytest.raises(TypeError, match="not a dataclass"):
        to_wire({"a": 1})
    with pytest.raises(TypeError, match="not a dataclass"):
        to_wire(Candle)
    with pytest.raises(TypeError, match="no JSON form for frozenset"):
        to_wire(_WithASet(frozenset({"a"})))
