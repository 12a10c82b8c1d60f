"""Spot grid validation: every SPEC §5 spot grid check code that can apply at creation or update."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.spot_grid.config import parse_config
from tradingbot.bots.spot_grid.validation import (
    CheckResult,
    grid_profit_range,
    input_ranges,
    validate_input,
    validate_update,
)
from tradingbot.core.errors import BotResultCode, BusinessError, SpotGridCheck

from .botkit import BTC8, EXAMPLE, SCHEDULE, Shell

P = D(54000)


def codes(raw: dict[str, object], last: D = P) -> list[str]:
    return [r.code.value for r in validate_input(raw, BTC8, last, SCHEDULE)]


def trailing(**changes: object) -> dict[str, object]:
    """Config changes with trailing up enabled."""
    return {"enable_trailing": True, **changes}


def test_the_worked_example_is_valid() -> None:
    assert validate_input(EXAMPLE, BTC8, P, SCHEDULE) == []


@pytest.mark.parametrize(
    ("changes", "code", "field"),
    [
        ({"max_price": "43000"}, SpotGridCheck.HIGH_PRICE_TOO_LOW, "max_price"),
        ({"max_price": "170000"}, SpotGridCheck.HIGH_PRICE_TOO_HIGH, "max_price"),
        ({"min_price": "16000"}, SpotGridCheck.LOW_PRICE_TOO_LOW, "min_price"),
        ({"min_price": "66000", "max_price": "70000"}, SpotGridCheck.LOW_PRICE_TOO_HIGH, "min_price"),
        ({"min_price": "65000"}, SpotGridCheck.LOW_PRICE_TOO_HIGH, "min_price"),
        ({"cell_number": 1}, SpotGridCheck.GRID_NUM_TOO_LOW, "cell_number"),
        ({"cell_number": 154}, SpotGridCheck.GRID_NUM_TOO_HIGH, "cell_number"),
        ({"quote_investment": "29"}, SpotGridCheck.INVESTMENT_TOO_LOW, "quote_investment"),
        ({"quote_investment": "1000001"}, SpotGridCheck.INVESTMENT_TOO_HIGH, "quote_investment"),
        ({"take_profit_price": "64000"}, SpotGridCheck.TP_TOO_LOW, "take_profit_price"),
        ({"take_profit_price": "600000"}, SpotGridCheck.TP_TOO_HIGH, "take_profit_price"),
        ({"stop_loss_price": "-1"}, SpotGridCheck.SL_TOO_LOW, "stop_loss_price"),
        ({"stop_loss_price": "46000"}, SpotGridCheck.SL_TOO_HIGH, "stop_loss_price"),
        ({"entry_price": "16000"}, SpotGridCheck.ENTRY_PRICE_TOO_LOW, "entry_price"),
        ({"entry_price": "82000"}, SpotGridCheck.ENTRY_PRICE_TOO_HIGH, "entry_price"),
        ({"ts_percent": "-0.01"}, SpotGridCheck.TS_PERCENT_TOO_LOW, "ts_percent"),
        ({"ts_percent": "0.995"}, SpotGridCheck.TS_PERCENT_TOO_HIGH, "ts_percent"),
        (trailing(cell_number=4), SpotGridCheck.CAN_NOT_ENABLE_TRAILING_UP, "enable_trailing"),
        (trailing(entry_price="44000"), SpotGridCheck.ENTRY_PRICE_FORBIDDEN_TRAILING_UP, "entry_price"),
        (trailing(limit_up_price="68000"), SpotGridCheck.LIMIT_UP_PRICE_TOO_LOW, "limit_up_price"),
        (trailing(limit_up_price="300000"), SpotGridCheck.LIMIT_UP_PRICE_TOO_HIGH, "limit_up_price"),
        (trailing(quote_investment="50"), SpotGridCheck.INVESTMENT_FORBIDDEN_TRAILING_UP, "quote_investment"),
    ],
)
def test_each_check(changes: dict[str, object], code: SpotGridCheck, field: str) -> None:
    results = validate_input(dict(EXAMPLE, **changes), BTC8, P, SCHEDULE)
    found = [r for r in results if r.code is code]
    assert found, results
    assert found[0].field == field


def test_market_relative_tp_and_sl() -> None:
    """Range below the market: TP above max but below the market; range above: SL below min but above."""
    low_range = {"min_price": "40000", "max_price": "50000"}
    assert SpotGridCheck.TP_TOO_LOW_VS_MARKET.value in codes(
        dict(EXAMPLE, **low_range, take_profit_price="52000")
    )
    high_range = {"min_price": "58000", "max_price": "64000"}
    assert SpotGridCheck.SL_TOO_HIGH_VS_MARKET.value in codes(
        dict(EXAMPLE, **high_range, stop_loss_price="56000")
    )


def test_trailing_needs_the_market_inside_the_range() -> None:
    raw = dict(EXAMPLE, min_price="56000", max_price="65000", enable_trailing=True)
    assert SpotGridCheck.LAST_PRICE_FORBIDDEN_TRAILING_UP.value in codes(raw)


def test_duplicate_levels_are_refused() -> None:
    raw = dict(EXAMPLE, min_price="54000", max_price="54000.03", cell_number=5)
    assert SpotGridCheck.GRID_NUM_TOO_HIGH.value in codes(raw)


def test_bounds_and_ranges() -> None:
    result = validate_input(dict(EXAMPLE, quote_investment="20"), BTC8, P, SCHEDULE)[0]
    assert (result.bound_low, result.bound_high) == (D("29.82"), D(1000000))
    ranges = input_ranges(parse_config(EXAMPLE), BTC8, P, SCHEDULE)
    assert ranges["cell_number"] == (D(2), D(153))
    assert ranges["max_price"] == (D("43200.0"), D(162000))
    assert grid_profit_range(parse_config(EXAMPLE), BTC8, SCHEDULE) == (D("0.063444"), D("0.086712"))


def test_base_mode_investment_bound_in_base() -> None:
    raw = dict(EXAMPLE, invest_mode=1, base_investment="0.0001")
    result = next(
        r for r in validate_input(raw, BTC8, P, SCHEDULE) if r.code is SpotGridCheck.INVESTMENT_TOO_LOW
    )
    assert result.field == "base_investment"
    assert result.bound_low == D("0.00055223")  # 29.82 / 54 000 rounded up to the lot


def test_check_result_as_business_error() -> None:
    err = CheckResult(SpotGridCheck.TP_TOO_LOW, "take_profit_price", D(65000), None, "TP too low").to_error()
    assert err.bot_code is BotResultCode.INVALID_ARGUMENT
    assert err.result() == {
        "field": "take_profit_price",
        "check_code": "SPOT_CHECK_CODE_TP_TOO_LOW",
        "bound": "[65000, ]",
        "bot_code": "INVALID_ARGUMENT",
    }


def test_symbol_mismatch_is_refused() -> None:
    with pytest.raises(BusinessError):
        validate_input(dict(EXAMPLE, symbol="ETHUSDT"), BTC8, P, SCHEDULE)


# --------------------------------------------------------------------------- update


def running_example() -> Shell:
    shell = Shell.start()
    shell.create("1", EXAMPLE)
    return shell


def test_update_param_not_changed() -> None:
    shell = running_example()
    checks = validate_update(shell.state("1"), {"cell_number": 5}, BTC8, P, SCHEDULE)
    assert [c.code for c in checks] == [SpotGridCheck.PARAM_NOT_CHANGED]


def test_update_checks() -> None:
    shell = running_example()
    state = shell.state("1")
    assert validate_update(state, {"take_profit_price": "70000"}, BTC8, P, SCHEDULE) == []
    assert validate_update(state, {"min_price": "47000", "cell_number": 6}, BTC8, P, SCHEDULE) == []
    bad_tp = validate_update(state, {"take_profit_price": "60000"}, BTC8, P, SCHEDULE)
    assert [c.code for c in bad_tp] == [SpotGridCheck.TP_TOO_LOW]
    assert [c.code for c in validate_update(state, {"cell_number": 300}, BTC8, P, SCHEDULE)] == [
        SpotGridCheck.GRID_NUM_TOO_HIGH
    ]
    assert [c.code for c in validate_update(state, {"add_investment": "-5"}, BTC8, P, SCHEDULE)] == [
        SpotGridCheck.ADD_INVESTMENT
    ]


def test_update_needing_more_investment() -> None:
    shell = Shell.start()
    shell.create("1", dict(EXAMPLE, quote_investment="40"))
    checks = validate_update(shell.state("1"), {"cell_number": 20}, BTC8, P, SCHEDULE)
    assert [c.code for c in checks] == [SpotGridCheck.ADD_INVESTMENT]
    assert checks[0].bound_low is not None and checks[0].bound_low > 0
    top_up = {"cell_number": 20, "add_investment": str(checks[0].bound_low)}
    assert validate_update(shell.state("1"), top_up, BTC8, P, SCHEDULE) == []


def test_update_of_a_closed_bot_is_refused() -> None:
    from tradingbot.bots.base import CloseCommand

    shell = running_example()
    shell.host.command("1", CloseCommand(), 1)
    with pytest.raises(BusinessError) as err:
        validate_update(shell.state("1"), {"cell_number": 6}, BTC8, P, SCHEDULE)
    assert err.value.bot_code is BotResultCode.BOT_HAS_BEEN_CLOSED
