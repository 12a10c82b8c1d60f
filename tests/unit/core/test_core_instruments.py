"""Scaling, rounding, order checks, spot summary, futures symbol config and risk tiers."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D
from itertools import pairwise

import pytest

from tradingbot.core.enums import ContractType
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS, DEFAULT_START_PRICES
from tradingbot.core.instruments import (
    FuturesSymbolConfig,
    OrderRule,
    build_tiers,
    check_order,
    floor_qty,
    from_e2,
    from_e4,
    from_e8,
    maintenance_margin,
    percent_from_e4,
    risk_tiers,
    round_price,
    spot_summary,
    tier_for,
    to_e2,
    to_e4,
    to_e8,
)
from tradingbot.core.money import InvalidNumber

BTC = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]


# ----------------------------------------------------------------------------- scaling


def test_scaling_from_integers_is_exact() -> None:
    assert from_e2(10000) == D("100")
    assert from_e2(150) == D("1.5")
    assert from_e4(50) == D("0.005")
    assert from_e4(100) == D("0.01")
    assert percent_from_e4(50) == D("0.5")
    assert from_e8(100_000_000) == D("1")
    assert from_e8(1) == D("0.00000001")


def test_scaling_to_integers_round_trips_and_refuses_inexact() -> None:
    assert to_e2(D("100")) == 10000
    assert to_e4(D("0.005")) == 50
    assert to_e8(D("0.00000001")) == 1
    for v in (0, 1, 37, 12345, 10**12):
        assert to_e2(from_e2(v)) == v and to_e4(from_e4(v)) == v and to_e8(from_e8(v)) == v
    with pytest.raises(ValueError):
        to_e2(D("1.005"))
    with pytest.raises(ValueError):
        to_e4(D("0.00001"))
    with pytest.raises(InvalidNumber):
        from_e2(1.5)  # type: ignore[arg-type]


# ----------------------------------------------------------------------------- rounding and checks


def test_round_price_half_up_to_tick() -> None:
    assert round_price(BTC, D("100000.005")) == D("100000.01")
    assert round_price(BTC, D("100000.004999")) == D("100000.00")
    xrp = DEFAULT_SPOT_SYMBOLS["XRPUSDT"]
    assert round_price(xrp, D("2.30005")) == D("2.3001")


def test_floor_qty_to_lot() -> None:
    assert floor_qty(BTC, D("0.0123459")) == D("0.012345")
    assert floor_qty(DEFAULT_SPOT_SYMBOLS["DOGEUSDT"], D("99.99")) == D("99")
    assert floor_qty(DEFAULT_SPOT_SYMBOLS["XRPUSDT"], D("10.19")) == D("10.1")


def test_check_order_passes_a_valid_order() -> None:
    assert check_order(BTC, D("100000.00"), D("0.001")) is None


@pytest.mark.parametrize(
    ("price", "qty", "rule", "bound"),
    [
        (D("100000.001"), D("0.001"), OrderRule.INVALID_PRICE, D("0.01")),
        (D("0"), D("0.001"), OrderRule.INVALID_PRICE, D("0.01")),
        (D("100000"), D("0.0000001"), OrderRule.INVALID_QTY, D("0.000001")),
        (D("100000"), D("-1"), OrderRule.INVALID_QTY, D("0.000001")),
        (D("100000"), D("9000.000001"), OrderRule.MAX_QTY, D("9000")),
        (D("100000"), D("0.000049"), OrderRule.MIN_NOTIONAL, D("5")),
        (D("1000000"), D("9000"), OrderRule.MAX_NOTIONAL, D("9000000")),
    ],
)
def test_check_order_names_the_failed_rule(price: D, qty: D, rule: OrderRule, bound: D) -> None:
    failed = check_order(BTC, price, qty)
    assert failed is not None
    assert (failed.rule, failed.bound) == (rule, bound)
    assert rule.value in failed.message


def test_check_order_min_qty_and_market_tick_skip() -> None:
    sym = replace(BTC, min_qty=D("0.001"))
    failed = check_order(sym, D("100000"), D("0.0005"))
    assert failed is not None and failed.rule is OrderRule.MIN_QTY and failed.bound == D("0.001")
    assert check_order(BTC, D("100000.001"), D("0.001"), check_tick=False) is None


def test_min_notional_boundary_is_inclusive() -> None:
    assert check_order(BTC, D("5000.00"), D("0.001")) is None  # exactly 5
    failed = check_order(BTC, D("4999.99"), D("0.001"))
    assert failed is not None and failed.rule is OrderRule.MIN_NOTIONAL


# ----------------------------------------------------------------------------- spot


def test_spot_summary_keys_and_values() -> None:
    row = spot_summary(BTC, D("101000"), D("100000"), D("102000"), D("99000"))
    assert row == {
        "symbol": "BTCUSDT",
        "amp": "0.03",
        "change_24h": "0.01",
        "base_token": "BTC",
        "quote_token": "USDT",
        "base_unit": "0.000001",
        "min_trade_quantity": "0.000001",
        "max_trade_quantity": "9000",
        "min_trade_amount": "5",
        "max_trade_amount": "9000000",
        "supportTrailingStop": True,
        "tick_size": "0.01",
        "price": "101000",
    }


def test_default_catalog() -> None:
    assert list(DEFAULT_SPOT_SYMBOLS) == ["BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT", "DOGEUSDT"]
    assert set(DEFAULT_START_PRICES) == set(DEFAULT_SPOT_SYMBOLS)
    for name, sym in DEFAULT_SPOT_SYMBOLS.items():
        price = DEFAULT_START_PRICES[name]
        assert round_price(sym, price) == price
        assert sym.min_notional == D("5")
        assert sym.base + sym.quote == name
    assert (BTC.tick_size, BTC.lot_size) == (D("0.01"), D("0.000001"))
    assert DEFAULT_SPOT_SYMBOLS["DOGEUSDT"].tick_size == D("0.00001")


def test_spot_symbol_refuses_bad_bounds() -> None:
    with pytest.raises(ValueError):
        replace(BTC, tick_size=D("0"))
    with pytest.raises(ValueError):
        replace(BTC, min_qty=D("10000"))


# ----------------------------------------------------------------------------- futures config


def btc_perp() -> FuturesSymbolConfig:
    """BTCUSDT perpetual from Binance USDT-M exchangeInfo (2026-03-31) and tier 1 (2025-07-10), given
    in the config's wire form (SPEC §3 names) as a venue would send it."""
    return FuturesSymbolConfig.from_wire(
        {
            "symbol": "BTCUSDT",
            "baseCurrency": "BTC",
            "quoteCurrency": "USDT",
            "priceScale": 2,
            "maxPrice": "809484",
            "minPrice": "261.10",
            "tickSize": "0.10",
            "lotSize": "0.0001",
            "minQty": "0.0001",
            "maxNewOrderQty": "1000",
            "maxNewMarketOrderQty": "120",
            "minNotionalValue": "100",
            "baseInitialMarginRateE4": 80,
            "stepInitialMarginRateE4": 20,
            "baseMaintenanceMarginRateE4": 40,
            "stepMaintenanceMarginRateE4": 10,
            "baseMaxOrdPzValue": "300000",
            "stepMaxOrdPzValue": "500000",
            "maxLeverageE2": 12500,
            "maxDesignatedMarginE8": 500_000_000_000,
            "section": ["USDT"],
        }
    )


def test_futures_config_to_wire_has_spec_names() -> None:
    wire = btc_perp().to_wire()
    expected = {
        "symbol", "symbolName", "baseCurrency", "quoteCurrency", "coin", "coinName",
        "contractType", "contractStatus", "quarter", "section", "symbolTags",
        "priceScale", "maxPrice", "minPrice", "tickSize", "lotSize", "minQty", "maxNewOrderQty",
        "maxNewMarketOrderQty", "qtyUnit", "valueScale", "minNotionalValue",
        "baseInitialMarginRateE4", "stepInitialMarginRateE4", "baseMaintenanceMarginRateE4",
        "stepMaintenanceMarginRateE4", "baseMaxOrdPzValue", "stepMaxOrdPzValue",
        "maxLeverageE2", "minLeverageE2", "maxDesignatedMarginE8", "minDesignatedMarginE8",
        "riskMaxLeverageE2", "riskMinLeverageE2",
        "obDepthMergeTimes", "indexSort", "startTradingTimeE3", "settleTimeE3", "isPopular",
        "darkIcon", "lightIcon", "symbolStatus", "symbolDisplay", "supportCopyTrade",
        "isPreListing", "preListingInfo", "fgridbotConfig", "expectedStartTimeE3",
        "showExpectedStartTime",
    }  # fmt: skip
    assert set(wire) == expected
    assert wire["obDepthMergeTimes"] == "1,2,4,10"
    assert wire["symbolName"] == "BTCUSDT"
    assert wire["contractType"] == "LinearPerpetual"
    assert wire["tickSize"] == "0.1"
    assert wire["maxLeverageE2"] == 12500
    assert wire["riskMaxLeverageE2"] == 12500
    assert wire["coinName"] == "USDT"
    assert wire["qtyUnit"] == "BTC"
    assert wire["section"] == ["USDT"]
    assert wire["symbolDisplay"] == 1


def test_futures_config_wire_round_trip_and_unknown_keys() -> None:
    cfg = replace(btc_perp(), contract_type=ContractType.USDC_PERPETUAL, fgridbot_config={"maxGrid": 400})
    assert FuturesSymbolConfig.from_wire(cfg.to_wire()) == cfg
    with pytest.raises(ValueError, match="unknown"):
        FuturesSymbolConfig.from_wire({**cfg.to_wire(), "bogus": 1})


def test_futures_config_scaled_views() -> None:
    cfg = btc_perp()
    assert cfg.max_leverage == D("125")
    assert cfg.min_leverage == D("1")
    assert cfg.max_designated_margin == D("5000")
    assert cfg.depth_merge_ratios == (1, 2, 4, 10)
    assert (cfg.max_qty, cfg.min_notional, cfg.max_notional) == (D("1000"), D("100"), None)
    assert check_order(cfg, D("100000.0"), D("0.0009")) is not None  # 90 < min notional 100
    assert check_order(cfg, D("100000.0"), D("0.0010")) is None


# ----------------------------------------------------------------------------- risk tiers


def f5_config() -> FuturesSymbolConfig:
    """MECHANICS §5.5 tier example: 0-1000 @2 %, -2000 @2.5 %, ... -5000 @4 % (step form)."""
    return replace(
        btc_perp(),
        base_max_ord_pz_value=D("1000"),
        step_max_ord_pz_value=D("1000"),
        base_maintenance_margin_rate_e4=200,
        step_maintenance_margin_rate_e4=50,
        base_initial_margin_rate_e4=400,
        step_initial_margin_rate_e4=100,
    )


def test_risk_tiers_f5_deductions_and_mm() -> None:
    tiers = risk_tiers(f5_config(), 5)
    assert [t.mm_deduction for t in tiers] == [0, 5, 15, 30, 50]
    assert [t.risk_limit for t in tiers] == [1000, 2000, 3000, 4000, 5000]
    assert [t.maintenance_margin_rate for t in tiers] == [
        D(x) for x in ("0.02", "0.025", "0.03", "0.035", "0.04")
    ]
    assert [t.max_leverage for t in tiers] == [D(x) for x in ("25", "20", "16.66", "14.28", "12.5")]
    assert maintenance_margin(tiers, D("2500")) == D("60")
    # piecewise: 1000·2 % + 1000·2.5 % + 500·3 % = 20 + 25 + 15
    assert D("1000") * D("0.02") + D("1000") * D("0.025") + D("500") * D("0.03") == D("60")


def test_tier_boundaries_and_continuity() -> None:
    tiers = risk_tiers(f5_config(), 5)
    assert tier_for(tiers, D("1000")) is tiers[0]
    assert tier_for(tiers, D("1000.01")) is tiers[1]
    assert tier_for(tiers, D("5000.01")) is None
    for lower, upper in pairwise(tiers):
        assert lower.maintenance_margin(lower.risk_limit) == upper.maintenance_margin(lower.risk_limit)
    with pytest.raises(ValueError):
        maintenance_margin(tiers, D("6000"))
    with pytest.raises(ValueError):
        risk_tiers(f5_config(), 0)


def test_deductions_match_real_binance_maintenance_amounts() -> None:
    """BTCUSDT USDT-M tiers 1-5 (freqtrade binance_leverage_tiers, 2025-07-10): 'cum' = our deduction."""
    rows = [
        (D("300000"), D("0.008"), D("0.004")),
        (D("800000"), D("0.01"), D("0.005")),
        (D("3000000"), D("0.02"), D("0.0065")),
        (D("12000000"), D("0.04"), D("0.01")),
        (D("70000000"), D("0.04"), D("0.02")),
    ]
    tiers = build_tiers(rows)
    assert [t.mm_deduction for t in tiers] == [0, 300, 1500, 12000, 132000]
    assert [t.max_leverage for t in tiers][:2] == [D("125"), D("100")]
    with pytest.raises(ValueError):
        build_tiers([(D("2"), D("0.1"), D("0.01")), (D("1"), D("0.1"), D("0.01"))])
