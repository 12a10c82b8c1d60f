"""Futures grid validate-input: every check code with its field and bounds, and the ranges response."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D

import pytest

from tradingbot.bots.futures_grid.config import parse_config
from tradingbot.bots.futures_grid.ranges import FuturesGridLimits, input_ranges
from tradingbot.bots.futures_grid.validation import check_config, validate_input
from tradingbot.core.enums import ContractStatus, ContractType
from tradingbot.core.errors import BotResultCode, BusinessError, FuturesGridCheck

from .test_bots_fgrid_kit import BTC_PERP, FEES, P0, TIERS, fg

C = FuturesGridCheck


def codes(**changes: object) -> list[tuple[C, str]]:
    return [(r.code, r.field) for r in validate_input(fg(**changes), BTC_PERP, TIERS, P0, FEES)]


def one(**changes: object) -> tuple[C, str, D | None, D | None]:
    results = validate_input(fg(**changes), BTC_PERP, TIERS, P0, FEES)
    assert len(results) == 1, results
    r = results[0]
    return r.code, r.field, r.bound_low, r.bound_high


@pytest.mark.parametrize("mode", [1, 2, 3])
def test_the_example_is_valid_in_every_mode(mode: int) -> None:
    assert codes(grid_mode=mode) == []


def test_range_versus_price() -> None:
    """L >= 0.1·Pc, U >= 1.005·L, U <= 10·Pc (Pc = 20 248.5); LONG/SHORT may lie beside the price."""
    assert one(grid_mode=2, min_price="2000") == (
        C.LOW_PRICE_TOO_LOW,
        "min_price",
        D("2024.85"),
        D("201477.61"),
    )
    assert codes(grid_mode=2, min_price="2024.85") == []
    low, high = one(grid_mode=2, max_price="10040")[2:]
    assert one(grid_mode=2, max_price="10040")[:2] == (C.HIGH_PRICE_TOO_LOW, "max_price")
    assert (low, high) == (D("10050.00"), D("202485.00"))
    assert codes(grid_mode=2, max_price="10050", cell_number=2) == []
    assert one(grid_mode=2, max_price="202486")[0] is C.HIGH_PRICE_TOO_HIGH
    assert (C.LOW_PRICE_TOO_HIGH, "min_price") in codes(grid_mode=3, min_price="202000", max_price="203000")
    assert codes(grid_mode=3, min_price="21000", max_price="30000") == []  # a short grid above the market


def test_neutral_range_contains_the_start_price() -> None:
    """A neutral grid outside its range would stop at once at its top or bottom."""
    assert one(min_price="21000") == (C.LOW_PRICE_TOO_HIGH, "min_price", D("2024.85"), D("20248.49"))
    assert one(max_price="20000") == (C.HIGH_PRICE_TOO_LOW, "max_price", D("20248.51"), D("202485.00"))
    assert codes(max_price="20248.51", cell_number=2) == []
    assert one(entry_price="25000", max_price="24000")[:2] == (C.HIGH_PRICE_TOO_LOW, "max_price")


def test_grid_count() -> None:
    assert one(cell_number=1)[:2] == (C.GRID_COUNT_TOO_LOW, "cell_number")
    assert one(cell_number=401)[:2] == (C.GRID_COUNT_TOO_HIGH, "cell_number")
    # N_profit with maker fee on both legs binds below the 400 cap on a narrow range
    code, _, _, high = one(grid_mode=2, min_price="20000", max_price="20100", cell_number=300)
    assert code is C.GRID_COUNT_TOO_HIGH and high is not None and high < 300
    assert codes(grid_mode=2, min_price="20000", max_price="20100", cell_number=int(high)) == []


def test_duplicate_levels_after_tick_rounding() -> None:
    sym = replace(BTC_PERP, tick_size=D(100))
    cfg = parse_config(fg(grid_mode=2, min_price="20000", max_price="20200", cell_number=3))
    results = check_config(cfg, sym, TIERS, P0, FEES, FuturesGridLimits(min_range_ratio=D(1)))
    assert [r.code for r in results] == [C.GRID_COUNT_TOO_HIGH]


def test_leverage_bounds_per_mode() -> None:
    assert one(leverage="0.5") == (C.LEVERAGE_TOO_LOW, "leverage", D(1), D(100))
    assert one(leverage="101") == (C.LEVERAGE_TOO_HIGH, "leverage", D(1), D(100))  # NEUTRAL cap 100
    assert one(grid_mode=2, leverage="51") == (C.LEVERAGE_TOO_HIGH, "leverage", D(1), D(50))
    assert one(grid_mode=3, leverage="51")[0] is C.LEVERAGE_TOO_HIGH
    capped = replace(BTC_PERP, max_leverage_e2=2500)  # symbol max 25x binds first
    cfg = parse_config(fg(grid_mode=2, leverage="30"))
    assert [(r.code, r.bound_high) for r in check_config(cfg, capped, TIERS, P0, FEES)] == [
        (C.LEVERAGE_TOO_HIGH, D(25))
    ]


def test_risk_limit_of_the_worst_case_notional() -> None:
    """NEUTRAL 100x with 40 000 USDT: the short side can reach ~2.16 M notional, tier 2 (max 66.66x)."""
    assert one(leverage="100", total_investment="40000") == (C.RISK_LIMIT, "leverage", D(1), D("66.66"))
    assert codes(leverage="66", total_investment="40000") == []
    code, field, _, high = one(leverage="100", total_investment="1000000")
    assert (code, field, high) == (C.OI_POSITION_LIMIT, "total_investment", TIERS[-1].risk_limit)


def test_amount_too_big() -> None:
    small = replace(BTC_PERP, max_new_order_qty=D("0.1"), max_new_market_order_qty=D("0.1"))
    cfg = parse_config(fg(grid_mode=2))
    assert [r.code for r in check_config(cfg, small, TIERS, P0, FEES)] == [C.AMOUNT_TOO_BIG]


def test_investment_bounds() -> None:
    code, field, low, high = one(total_investment="1")
    assert (code, field, high) == (C.INVESTMENT_TOO_LOW, "total_investment", D(10000000))
    assert low is not None and codes(total_investment=str(low)) == []
    assert one(total_investment="20000000")[0] is C.INVESTMENT_TOO_HIGH


def test_percent_tp_sl() -> None:
    assert one(take_profit_per="5.01") == (C.TP_TOO_HIGH, "take_profit_per", D(0), D(5))
    assert codes(take_profit_per="5") == []
    assert one(stop_loss_per="1.01") == (C.SL_TOO_HIGH, "stop_loss_per", D(0), D(1))
    # NEUTRAL's short side is liquidated at 53 761.14 with MM = 0.386·LP·0.5 %: an SL% that needs
    # more loss than that never fires -> SL_CAUSE_LIQUIDATION, bound 1 − MM/investment
    code, field, _, high = one(stop_loss_per="0.999")
    assert (code, field) == (C.SL_CAUSE_LIQ, "stop_loss_per")
    assert high == D("0.989624")
    assert codes(stop_loss_per="0.98") == []


def test_long_price_tp_sl() -> None:
    assert one(grid_mode=2, take_profit_price="9000")[:2] == (C.TP_BELOW_MIN_PRICE, "take_profit_price")
    assert one(grid_mode=2, take_profit_price="25000")[:2] == (C.TP_TOO_LOW, "take_profit_price")
    assert one(grid_mode=2, take_profit_price="202486")[0] is C.TP_TOO_HIGH
    assert codes(grid_mode=2, take_profit_price="30000") == []
    assert one(grid_mode=2, stop_loss_price="35000")[:2] == (C.SL_ABOVE_MAX_PRICE, "stop_loss_price")
    assert one(grid_mode=2, stop_loss_price="12000") == (
        C.SL_TOO_HIGH,
        "stop_loss_price",
        D("7892.38"),
        D(10000),
    )
    assert one(grid_mode=2, stop_loss_price="7892")[0] is C.SL_CAUSE_LIQ  # at or below est. long LP
    assert codes(grid_mode=2, stop_loss_price="7893") == []


def test_long_tp_and_sl_against_the_last_price() -> None:
    """A long grid laid out above the market: TP must still be above the last price, SL below it."""
    sym_last = D(35000)
    cfg = parse_config(fg(grid_mode=2, take_profit_price="31000"))
    assert [r.code for r in check_config(cfg, BTC_PERP, TIERS, sym_last, FEES)] == [C.TP_BELOW_LAST_PRICE]
    cfg = parse_config(fg(grid_mode=2, stop_loss_price="9000"))
    assert [r.code for r in check_config(cfg, BTC_PERP, TIERS, D(8000), FEES)] == [
        C.SL_BETWEEN_LIQ_AND_LAST_BUY
    ]


def test_short_price_tp_sl() -> None:
    assert one(grid_mode=3, take_profit_price="12000")[:2] == (C.TP_TOO_HIGH, "take_profit_price")
    assert codes(grid_mode=3, take_profit_price="9000") == []
    assert one(grid_mode=3, stop_loss_price="25000") == (
        C.SL_TOO_LOW,
        "stop_loss_price",
        D(30000),
        D("35569.11"),
    )
    assert codes(grid_mode=3, stop_loss_price="40000") == [
        (C.SL_CAUSE_LIQ, "stop_loss_price"),
        (C.SL_ABOVE_LIQ_PRICE, "stop_loss_price"),
    ]
    assert codes(grid_mode=3, stop_loss_price="35000") == []
    cfg = parse_config(fg(grid_mode=3, take_profit_price="9000"))
    assert [r.code for r in check_config(cfg, BTC_PERP, TIERS, D(8000), FEES)] == [C.TP_ABOVE_LAST_PRICE]
    cfg = parse_config(fg(grid_mode=3, stop_loss_price="31000"))
    assert C.SL_BETWEEN_LIQ_AND_LAST_SELL in [
        r.code for r in check_config(cfg, BTC_PERP, TIERS, D(32000), FEES)
    ]


def test_neutral_takes_percentage_tp_sl_only() -> None:
    assert one(take_profit_price="40000") == (C.TPSL_FAILED, "tp_sl_type", D(1), D(1))
    assert one(stop_loss_price="9000")[0] is C.TPSL_FAILED


def test_entry_and_trailing_stop() -> None:
    low = (C.ENTRY_PRICE_TOO_LOW, "entry_price", D("6074.55"), D("30372.75"))
    assert one(grid_mode=2, entry_price="6000") == low
    assert one(grid_mode=2, entry_price="31000")[0] is C.ENTRY_PRICE_TOO_HIGH
    assert codes(entry_price="19000") == []
    assert one(trailing_stop_per="0.04") == (
        C.INVALID_TRAILING_STOP_PERCENT,
        "trailing_stop_per",
        D("0.05"),
        D("0.99"),
    )
    assert one(trailing_stop_per="0.995")[0] is C.INVALID_TRAILING_STOP_PERCENT
    assert codes(trailing_stop_per="0.05") == codes(trailing_stop_per="0.99") == []


def test_shifting_prices() -> None:
    assert one(move_up_price="33000") == (C.TOP_PRICE_TOO_LOW, "move_up_price", D(34000), D("202485.00"))
    assert one(move_up_price="300000")[0] is C.TOP_PRICE_TOO_HIGH
    assert one(move_down_price="6500") == (C.BOTTOM_PRICE_TOO_HIGH, "move_down_price", D("0.01"), D(6000))
    assert one(move_down_price="0.001")[0] is C.BOTTOM_PRICE_TOO_LOW
    assert codes(move_up_price="42000", move_down_price="2000") == []
    assert one(grid_type=2, move_up_price="40000")[:2] == (C.INVALID_PARAM, "move_up_price")


def test_contract_checks() -> None:
    cfg = parse_config(fg())
    settling = replace(BTC_PERP, contract_status=ContractStatus.CLOSED)
    assert [r.code for r in check_config(cfg, settling, TIERS, P0, FEES)] == [C.PRE_SETTLE_ONLY_REDUCE]
    inverse = replace(BTC_PERP, contract_type=ContractType.INVERSE_PERPETUAL)
    assert [r.code for r in check_config(cfg, inverse, TIERS, P0, FEES)] == [C.COIN_NOT_MATCH]


def test_every_failure_is_reported_at_once() -> None:
    found = {
        c
        for c, _ in codes(grid_mode=2, leverage="0.5", trailing_stop_per="2", entry_price="1", min_price="1")
    }
    assert {
        C.LOW_PRICE_TOO_LOW,
        C.LEVERAGE_TOO_LOW,
        C.INVALID_TRAILING_STOP_PERCENT,
        C.ENTRY_PRICE_TOO_LOW,
    } <= found


def test_symbol_mismatch_and_errors() -> None:
    with pytest.raises(BusinessError) as err:
        validate_input(fg(symbol="ETHUSDT"), BTC_PERP, TIERS, P0, FEES)
    assert err.value.bot_code is BotResultCode.FGRID_WRONG_PARAMS or err.value.code
    result = validate_input(fg(grid_mode=3, stop_loss_price="40000"), BTC_PERP, TIERS, P0, FEES)[0]
    e = result.to_error()
    assert (e.field, e.check_code, e.bound) == ("stop_loss_price", C.SL_CAUSE_LIQ.value, "[30000, 35569.11]")
    assert e.check_code == "FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION"


def test_input_ranges_wire_form() -> None:
    wire = input_ranges(parse_config(fg(grid_mode=2)), BTC_PERP, TIERS, P0, FEES).to_wire()
    assert wire["long_liq_price"] == "7892.38" and wire["short_liq_price"] == ""
    assert wire["leverage"] == {"from": "1", "to": "50"}
    assert wire["take_profit_price"] == {"from": "30000", "to": "202485"}
    assert wire["stop_loss_price"] == {"from": "7892.38", "to": "10000"}
    assert wire["trailing_stop_per"] == {"from": "0.05", "to": "0.99"}
    assert wire["take_profit"] == {"from": "0", "to": "5"}
    assert wire["profit"] == {"from": "0.306831", "to": "0.79904"}
    assert wire["move_up_price"] == {"from": "34000", "to": "202485"}
    neutral = input_ranges(parse_config(fg()), BTC_PERP, TIERS, P0, FEES).to_wire()
    assert (neutral["long_liq_price"], neutral["short_liq_price"]) == ("", "53761.14")
    assert neutral["take_profit_price"] == {"from": "", "to": ""}
    short = input_ranges(parse_config(fg(grid_mode=3)), BTC_PERP, TIERS, P0, FEES).to_wire()
    assert short["short_liq_price"] == "35569.11"
    assert short["stop_loss_price"] == {"from": "30000", "to": "35569.11"}
