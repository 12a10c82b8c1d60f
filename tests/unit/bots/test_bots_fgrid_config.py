"""Futures grid config parsing: Bybit field names, ratios, tp_sl_type rules, modify input."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.futures_grid.config import (
    apply_update,
    config_to_dict,
    parse_config,
    parse_update,
)
from tradingbot.core.enums import FuturesGridType, GridMode, TpSlType
from tradingbot.core.errors import BusinessError, FuturesGridCheck

from .test_bots_fgrid_kit import fg


def test_parse_example_and_round_trip() -> None:
    cfg = parse_config(fg(grid_mode="LONG", grid_type=1, trailing_stop_per="0.1", entry_price="19000"))
    assert cfg.grid_mode is GridMode.LONG and cfg.grid_type is FuturesGridType.ARITHMETIC
    assert (cfg.leverage, cfg.total_investment, cfg.cell_number) == (D(2), D(10000), 5)
    assert (cfg.trailing_stop_per, cfg.entry_price, cfg.tp_sl_type) == (D("0.1"), D(19000), TpSlType.PERCENT)
    assert parse_config(config_to_dict(cfg)) == cfg


def test_aliases_metadata_and_defaults() -> None:
    raw = {k: v for k, v in fg().items() if k != "total_investment"}
    cfg = parse_config(dict(raw, init_margin="500", source=1, strategy_id="x"))
    assert cfg.total_investment == D(500)
    assert cfg.grid_type is FuturesGridType.ARITHMETIC and cfg.move_up_price is None


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"grid_mode": 0}, "grid_mode"),
        ({"grid_mode": "SIDEWAYS"}, "grid_mode"),
        ({"grid_type": 3}, "grid_type"),
        ({"leverage": "2.005"}, "leverage"),
        ({"cell_number": "five"}, "cell_number"),
        ({"min_price": "abc"}, "min_price"),
        ({"symbol": "btcusdt"}, "symbol"),
        ({"stop_loss_per": "-0.1"}, "stop_loss_per"),
        ({"trailing_stop_per": "-0.1"}, "trailing_stop_per"),
        ({"colour": "red"}, "colour"),
        ({"tp_sl_type": 9}, "tp_sl_type"),
        ({"tp_sl_type": 1, "take_profit_price": "40000"}, "take_profit_price"),
        ({"tp_sl_type": 2, "stop_loss_per": "0.1"}, "stop_loss_per"),
        ({"take_profit_per": "0.1", "take_profit_price": "40000"}, "take_profit_price"),
    ],
)
def test_malformed_input_names_the_field(changes: dict[str, object], field: str) -> None:
    with pytest.raises(BusinessError) as err:
        parse_config(fg(**changes))
    assert err.value.field == field
    assert err.value.check_code == FuturesGridCheck.INVALID_PARAM.value


def test_required_fields() -> None:
    raw = fg()
    del raw["leverage"]
    with pytest.raises(BusinessError) as err:
        parse_config(raw)
    assert err.value.field == "leverage"


@pytest.mark.parametrize(
    ("values", "kind"),
    [
        ({"take_profit_per": "0.2", "stop_loss_per": "0.1"}, TpSlType.PERCENT),
        ({"take_profit_price": "40000", "stop_loss_price": "9000"}, TpSlType.PRICE),
        ({"take_profit_price": "40000", "stop_loss_per": "0.1"}, TpSlType.TP_PRICE_SL_PERCENT),
        ({"take_profit_per": "0.2", "stop_loss_price": "9000"}, TpSlType.TP_PERCENT_SL_PRICE),
        ({}, TpSlType.PERCENT),
    ],
)
def test_tp_sl_type_is_inferred_when_absent(values: dict[str, str], kind: TpSlType) -> None:
    cfg = parse_config(fg(grid_mode=2, **values))
    assert cfg.tp_sl_type is kind
    assert cfg.tp_by_price == (kind in (TpSlType.PRICE, TpSlType.TP_PRICE_SL_PERCENT))
    assert cfg.sl_by_price == (kind in (TpSlType.PRICE, TpSlType.TP_PERCENT_SL_PRICE))


def test_explicit_tp_sl_type_and_zero_means_unset() -> None:
    cfg = parse_config(fg(tp_sl_type=4, take_profit_per="0.28", stop_loss_price="0", take_profit_price=""))
    assert (cfg.tp_sl_type, cfg.take_profit_per, cfg.stop_loss_price) == (
        TpSlType.TP_PERCENT_SL_PRICE,
        D("0.28"),
        None,
    )


def test_update_parses_tp_sl_and_trailing_only() -> None:
    cfg = parse_config(fg(grid_mode=2, take_profit_per="0.2", trailing_stop_per="0.1"))
    upd = parse_update({"tp_sl_type": 2, "take_profit_price": "40000", "stop_loss_price": "9000"})
    new = apply_update(cfg, upd)
    assert (new.tp_sl_type, new.take_profit_price, new.stop_loss_price, new.take_profit_per) == (
        TpSlType.PRICE,
        D(40000),
        D(9000),
        None,
    )
    assert new.trailing_stop_per == D("0.1")  # untouched
    new = apply_update(new, parse_update({"trailing_stop_per": ""}))
    assert new.trailing_stop_per == 0 and new.take_profit_price == D(40000)


@pytest.mark.parametrize("field", ["min_price", "max_price", "cell_number", "leverage", "grid_mode"])
def test_update_refuses_immutable_fields(field: str) -> None:
    with pytest.raises(BusinessError) as err:
        parse_update({field: "1"})
    assert err.value.field == field and "cannot be changed" in str(err.value)


def test_update_refuses_nothing() -> None:
    with pytest.raises(BusinessError):
        parse_update({})
