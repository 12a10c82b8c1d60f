"""Default futures symbols and tiers: real Binance USDT-M values, MM deductions = Binance 'cum'."""

from __future__ import annotations

import gzip
import json
from decimal import Decimal as D
from itertools import pairwise

import pytest

from tests.conftest import shared_file
from tradingbot.core.enums import ContractType
from tradingbot.core.futures_catalog import (
    BINANCE_BRACKETS,
    DEFAULT_FUTURES_SYMBOLS,
    FUTURES_TIERS,
    tiers_from_brackets,
)
from tradingbot.core.instruments import FuturesSymbolConfig, build_tiers, maintenance_margin, risk_tiers

SYMBOLS = ["BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT", "DOGEUSDT"]


def test_catalog_holds_the_five_linear_perpetuals() -> None:
    assert list(DEFAULT_FUTURES_SYMBOLS) == SYMBOLS
    assert list(FUTURES_TIERS) == SYMBOLS
    for cfg in DEFAULT_FUTURES_SYMBOLS.values():
        assert cfg.contract_type is ContractType.LINEAR_PERPETUAL
        assert cfg.quote_currency == "USDT"
        assert cfg.min_leverage_e2 == 100


def test_btc_rules_are_binance_values() -> None:
    btc = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
    assert (btc.tick_size, btc.lot_size, btc.min_qty) == (D("0.1"), D("0.0001"), D("0.0001"))
    assert (btc.max_new_order_qty, btc.max_new_market_order_qty) == (D("1000"), D("120"))
    assert btc.min_notional_value == D("100")
    assert btc.max_leverage_e2 == 10000  # tier-1 125x capped at 100x
    assert btc.base_maintenance_margin_rate_e4 == 40
    assert btc.base_max_ord_pz_value == D("300000")


@pytest.mark.parametrize(("symbol", "max_e2", "imr_e4"), [("XRPUSDT", 7500, 134), ("SOLUSDT", 10000, 100)])
def test_leverage_bounds_and_base_imr(symbol: str, max_e2: int, imr_e4: int) -> None:
    cfg = DEFAULT_FUTURES_SYMBOLS[symbol]
    assert cfg.max_leverage_e2 == max_e2
    assert cfg.base_initial_margin_rate_e4 == imr_e4
    assert risk_tiers(cfg, 1)[0].maintenance_margin_rate == FUTURES_TIERS[symbol][0].maintenance_margin_rate


def test_fgridbot_config_caps_by_mode_and_symbol() -> None:
    assert DEFAULT_FUTURES_SYMBOLS["BTCUSDT"].fgridbot_config == {
        "min_grid_count": 2,
        "max_grid_count": 400,
        "max_leverage_e2": {"NEUTRAL": 10000, "LONG": 5000, "SHORT": 5000},
    }
    doge = DEFAULT_FUTURES_SYMBOLS["DOGEUSDT"].fgridbot_config
    assert doge is not None and doge["max_leverage_e2"] == {"NEUTRAL": 7500, "LONG": 5000, "SHORT": 5000}


def test_wire_round_trip() -> None:
    for cfg in DEFAULT_FUTURES_SYMBOLS.values():
        assert FuturesSymbolConfig.from_wire(cfg.to_wire()) == cfg


@pytest.mark.parametrize("symbol", SYMBOLS)
def test_tier_deductions_equal_binance_cum(symbol: str) -> None:
    tiers = FUTURES_TIERS[symbol]
    rows = BINANCE_BRACKETS[symbol]
    assert [t.mm_deduction for t in tiers] == [D(cum) for *_, cum in rows]
    assert [t.max_leverage for t in tiers] == [D(lev) for _, _, lev, _ in rows]
    assert [t.risk_limit for t in tiers] == [D(limit) for limit, *_ in rows]


@pytest.mark.parametrize("symbol", SYMBOLS)
def test_mm_is_continuous_across_tiers(symbol: str) -> None:
    tiers = FUTURES_TIERS[symbol]
    for lower, upper in pairwise(tiers):
        assert lower.maintenance_margin(lower.risk_limit) == upper.maintenance_margin(lower.risk_limit)


def test_f5_tier_deductions_and_mm_2500() -> None:
    """MECHANICS §12 F5: 0-1000 @2 %, ... -5000 @4 % -> deductions 0, 5, 15, 30, 50; MM(2 500) = 60."""
    rates = ["0.02", "0.025", "0.03", "0.035", "0.04"]
    tiers = build_tiers((D(1000 * (i + 1)), D("0.05"), D(r)) for i, r in enumerate(rates))
    assert [t.mm_deduction for t in tiers] == [0, 5, 15, 30, 50]
    assert maintenance_margin(tiers, D("2500")) == D("60")


def test_constants_match_the_shared_extract() -> None:
    """The written constants equal the Binance extract (read here only to check the transcription)."""
    path = shared_file("specs/binance_usdm_core_symbols_specs.json")
    raw = path.read_bytes()
    data = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)["symbols"]
    for symbol in SYMBOLS:
        info = data[symbol]["exchangeInfo_2026-03-31"]
        cfg = DEFAULT_FUTURES_SYMBOLS[symbol]
        assert cfg.tick_size == D(info["tickSize"])
        assert cfg.lot_size == D(info["stepSize"])
        assert cfg.min_qty == D(info["minQty"])
        assert cfg.max_new_order_qty == D(info["maxQty"])
        assert cfg.max_new_market_order_qty == D(info["marketMaxQty"])
        assert cfg.min_notional_value == D(info["minNotional"])
        assert (cfg.min_price, cfg.max_price) == (D(info["minPrice"]), D(info["maxPrice"]))
        brackets = data[symbol]["leverageTiers_2025-07-10"]
        tiers = tiers_from_brackets(BINANCE_BRACKETS[symbol])
        assert len(tiers) == len(brackets)
        for tier, b in zip(tiers, brackets, strict=True):
            assert tier.risk_limit == D(str(b["maxNotional"]))
            assert tier.maintenance_margin_rate == D(str(b["maintenanceMarginRate"]))
            assert tier.max_leverage == D(str(b["maxLeverage"]))
            assert tier.mm_deduction == D(str(b["cum"]))
