"""DCA config: both sub-types parse, serialise back equal, and every bad input names field, code and bound."""

from __future__ import annotations

import json
from decimal import Decimal as D

import pytest

from tradingbot.bots.dca.codes import DcaCheck, DcaType
from tradingbot.bots.dca.config import config_to_dict, parse_config
from tradingbot.core.enums import AutoCycle, DcaMode
from tradingbot.core.errors import BotResultCode, BusinessError

from .kit import RECURRING, SAFETY


@pytest.mark.parametrize(
    "raw", [SAFETY, RECURRING, dict(SAFETY, sl_pct="0.2", auto_cycle="DISABLE", reinvest=False)]
)
def test_round_trip(raw: dict[str, object]) -> None:
    config = parse_config(raw)
    wire = json.loads(json.dumps(config_to_dict(config)))
    assert parse_config(wire) == config


def test_defaults() -> None:
    so = parse_config(SAFETY)
    assert so.dca_type is DcaType.SAFETY_ORDER and so.settle_mode is DcaMode.DCA_BASE_MODE
    assert so.investment == D("337.50")  # reserve funds: the whole ladder up front
    assert so.safety is not None and so.safety.auto_cycle is AutoCycle.ENABLE and so.safety.reinvest
    rec = parse_config(RECURRING)
    assert rec.recurring is not None and rec.recurring.quote_coin == "USDC"
    assert rec.investment == D(5500)  # the cap, when no investment is given
    no_so = parse_config(dict(SAFETY, max_safety_orders=0, safety_order_amount=""))
    assert no_so.safety is not None and no_so.safety.mpd == 0 and no_so.investment == D(100)


def _pairs(*items: tuple[str, str]) -> list[dict[str, str]]:
    return [{"base": b, "amount": a} for b, a in items]


BAD = [
    (SAFETY, {"settle_mode": "DCA_BIT_MODE"}, "settle_mode", DcaCheck.SETTLE_MODE_UNSUPPORTED, "[, ]"),
    (SAFETY, {"settle_mode": 1}, "settle_mode", DcaCheck.SETTLE_MODE_UNSUPPORTED, "[, ]"),
    (SAFETY, {"init_order_amount": "0"}, "init_order_amount", DcaCheck.INIT_ORDER_AMOUNT_TOO_LOW, "[0, ]"),
    (SAFETY, {"safety_order_amount": ""}, "safety_order_amount", DcaCheck.INVALID_PARAM, "[, ]"),
    (
        SAFETY,
        {"max_safety_orders": 101},
        "max_safety_orders",
        DcaCheck.MAX_SAFETY_ORDERS_TOO_HIGH,
        "[0, 100]",
    ),
    (SAFETY, {"max_safety_orders": -1}, "max_safety_orders", DcaCheck.MAX_SAFETY_ORDERS_TOO_LOW, "[0, 100]"),
    (SAFETY, {"price_step": "0.0009"}, "price_step", DcaCheck.PRICE_STEP_TOO_LOW, "[0.001, 0.5]"),
    (SAFETY, {"price_step": "0.51"}, "price_step", DcaCheck.PRICE_STEP_TOO_HIGH, "[0.001, 0.5]"),
    (SAFETY, {"step_multiplier": "0.9"}, "step_multiplier", DcaCheck.STEP_MULTIPLIER_TOO_LOW, "[1, ]"),
    (SAFETY, {"volume_multiplier": "0.5"}, "volume_multiplier", DcaCheck.VOLUME_MULTIPLIER_TOO_LOW, "[1, ]"),
    (SAFETY, {"tp_pct": "0.0005"}, "tp_pct", DcaCheck.TP_PERCENT_TOO_LOW, "[0.001, 10]"),
    (SAFETY, {"tp_pct": "11"}, "tp_pct", DcaCheck.TP_PERCENT_TOO_HIGH, "[0.001, 10]"),
    (SAFETY, {"sl_pct": "0.1092"}, "sl_pct", DcaCheck.SL_PERCENT_TOO_LOW, "[0.1092, 1]"),
    (SAFETY, {"sl_pct": "1"}, "sl_pct", DcaCheck.SL_PERCENT_TOO_HIGH, "[0.1092, 1]"),
    (
        SAFETY,
        {"price_step": "0.5", "max_safety_orders": 3},
        "price_step",
        DcaCheck.MAX_PRICE_DEVIATION_TOO_HIGH,
        "[, 1]",
    ),
    (SAFETY, {"investment": "300"}, "investment", DcaCheck.INVESTMENT_TOO_LOW, "[337.5, ]"),
    (SAFETY, {"auto_cycle": "SOMETIMES"}, "auto_cycle", DcaCheck.INVALID_PARAM, "[, ]"),
    (SAFETY, {"tp_pct": 0.05}, "tp_pct", DcaCheck.INVALID_PARAM, "[, ]"),
    (SAFETY, {"grid": 1}, "grid", DcaCheck.INVALID_PARAM, "[, ]"),
    (SAFETY, {"dca_type": "LUMP_SUM"}, "dca_type", DcaCheck.INVALID_PARAM, "[, ]"),
    (RECURRING, {"frequency_in_second": 9}, "frequency_in_second", DcaCheck.FREQUENCY_TOO_LOW, "[10, ]"),
    (RECURRING, {"quote_coin": "EUR"}, "quote_coin", DcaCheck.QUOTE_COIN_INVALID, "[, ]"),
    (RECURRING, {"pairs": []}, "pairs", DcaCheck.PAIR_COUNT_TOO_LOW, "[1, 5]"),
    (
        RECURRING,
        {"pairs": _pairs(*((c, "10") for c in ("A", "B", "C", "D", "E", "F"))), "max_invest_amount": ""},
        "pairs",
        DcaCheck.PAIR_COUNT_TOO_HIGH,
        "[1, 5]",
    ),
    (
        RECURRING,
        {"pairs": _pairs(("BTC", "10"), ("btc", "20"))},
        "pairs[1].base",
        DcaCheck.DUPLICATED_BASE,
        "[, ]",
    ),
    (RECURRING, {"pairs": _pairs(("BTC", "-1"))}, "pairs[0].amount", DcaCheck.AMOUNT_TOO_LOW, "[0, ]"),
    (RECURRING, {"max_invest_amount": "1000"}, "max_invest_amount", DcaCheck.MAX_INVEST_TOO_LOW, "[1000, ]"),
    (RECURRING, {"max_invest_amount": ""}, "investment", DcaCheck.INVALID_PARAM, "[, ]"),
    (RECURRING, {"investment": "999"}, "investment", DcaCheck.INVESTMENT_TOO_LOW, "[1000, ]"),
]


@pytest.mark.parametrize(("base", "change", "field", "code", "bound"), BAD)
def test_refusals_name_field_code_and_bound(
    base: dict[str, object], change: dict[str, object], field: str, code: DcaCheck, bound: str
) -> None:
    with pytest.raises(BusinessError) as info:
        parse_config(dict(base, **change))
    err = info.value
    assert (err.field, err.check_code, err.bound) == (field, code.value, bound)


def test_refusal_result_codes() -> None:
    """Duplicated coins and a too small cap answer with their own SPEC §8 result codes."""
    with pytest.raises(BusinessError) as dup:
        parse_config(dict(RECURRING, pairs=_pairs(("BTC", "10"), ("BTC", "20"))))
    assert dup.value.bot_code is BotResultCode.DUPLICATED_SYMBOL_CHOSEN
    with pytest.raises(BusinessError) as cap:
        parse_config(dict(RECURRING, max_invest_amount="900"))
    assert cap.value.bot_code is BotResultCode.MAX_INVEST_AMOUNT_TOO_SMALL_CREATE
