"""Spot grid config parsing: Bybit field names, defaults, unknown fields refused, round trip."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.spot_grid.config import (
    apply_update,
    config_to_dict,
    parse_config,
    parse_update,
    regrid_needed,
)
from tradingbot.core.enums import FuturesGridType, InvestMode, SettleMode
from tradingbot.core.errors import BusinessError, RetCode

from .botkit import EXAMPLE


def test_defaults() -> None:
    c = parse_config(EXAMPLE)
    assert c.grid_type is FuturesGridType.ARITHMETIC
    assert c.invest_mode is InvestMode.QUOTE
    assert c.settle_mode is SettleMode.BASE_AND_QUOTE_MODE
    assert (c.entry_price, c.take_profit_price, c.stop_loss_price, c.limit_up_price) == (
        None,
        None,
        None,
        None,
    )
    assert c.ts_percent == 0 and not c.enable_trailing


def test_full_input_and_round_trip() -> None:
    raw = {
        "symbol": "BTCUSDT",
        "min_price": "45000",
        "max_price": "65000",
        "cell_number": "5",
        "grid_type": "GEOMETRIC",
        "invest_mode": 2,
        "quote_investment": "1000",
        "base_investment": "0.01",
        "entry_price": "52000",
        "take_profit_price": "70000",
        "stop_loss": "40000",
        "ts_percent": "0.05",
        "settle_mode": "QUOTE_MODE",
        "enable_trailing": "true",
        "limit_up_price": "80000",
        "source": 1,
        "create_type": 3,
    }
    c = parse_config(raw)
    assert c.grid_type is FuturesGridType.GEOMETRIC and c.invest_mode is InvestMode.BASE_AND_QUOTE
    assert c.stop_loss_price == D(40000) and c.settle_mode is SettleMode.QUOTE_MODE and c.enable_trailing
    assert parse_config(config_to_dict(c)) == c


def test_blank_and_zero_optional_prices_are_unset() -> None:
    c = parse_config(dict(EXAMPLE, entry_price="", take_profit_price="0", stop_loss_price=None))
    assert (c.entry_price, c.take_profit_price, c.stop_loss_price) == (None, None, None)


@pytest.mark.parametrize(
    ("raw", "field"),
    [
        (dict(EXAMPLE, colour="red"), "colour"),
        ({k: v for k, v in EXAMPLE.items() if k != "quote_investment"}, "quote_investment"),
        (dict(EXAMPLE, invest_mode=1), "base_investment"),
        (dict(EXAMPLE, max_price="abc"), "max_price"),
        (dict(EXAMPLE, cell_number=2.5), "cell_number"),
        (dict(EXAMPLE, cell_number=True), "cell_number"),
        (dict(EXAMPLE, min_price=45000.0), "min_price"),
        (dict(EXAMPLE, symbol="btcusdt"), "symbol"),
        (dict(EXAMPLE, grid_type="ZIGZAG"), "grid_type"),
        (dict(EXAMPLE, invest_mode=7), "invest_mode"),
        (dict(EXAMPLE, settle_mode=1), "settle_mode"),
        (dict(EXAMPLE, enable_trailing="maybe"), "enable_trailing"),
    ],
)
def test_refusals_name_the_field(raw: dict[str, object], field: str) -> None:
    with pytest.raises(BusinessError) as err:
        parse_config(raw)
    assert err.value.field == field
    assert err.value.code == RetCode.INVALID_PARAM


def test_update_parse_and_apply() -> None:
    c = parse_config(dict(EXAMPLE, take_profit_price="70000", stop_loss_price="40000"))
    u = parse_update({"take_profit_price": "", "ts_percent": "0.1"})
    new = apply_update(c, u)
    assert new.take_profit_price is None and new.stop_loss_price == D(40000) and new.ts_percent == D("0.1")
    assert not regrid_needed(c, new)
    assert regrid_needed(c, apply_update(c, parse_update({"cell_number": 6})))
    with pytest.raises(BusinessError) as err:
        parse_update({"symbol": "ETHUSDT"})
    assert err.value.field == "symbol"
