"""The futures calls' contract (issue 23): every operation of the futures grid, martingale, combo
and perpetual symbol routers declares a summary, tags, an exact result model and (for a POST) a
typed request body in ``/openapi.json``; the request models accept what the families' readers
accept and refuse a wrong shape naming the field."""

from __future__ import annotations

from typing import Any, get_args

import pytest
from pydantic import BaseModel, ValidationError

from tradingbot.api import routes_contract_symbols, routes_fcombo, routes_fmart, routes_futures_grid
from tradingbot.api.app import create_app
from tradingbot.api.contract import invalid_param
from tradingbot.api.models import fcombo, fmart, futures_grid, perp

ROUTERS = (
    routes_futures_grid.contract,
    routes_futures_grid.s1,
    routes_fmart.private,
    routes_fmart.public,
    routes_fcombo.router,
    routes_contract_symbols.router,
)
PREFIXES = tuple(r.prefix for r in ROUTERS)


def _operations() -> list[tuple[str, str, dict[str, Any]]]:
    spec = create_app().openapi()
    return [
        (path, method, op)
        for path, item in spec["paths"].items()
        if path.startswith(PREFIXES)
        for method, op in item.items()
    ]


def _resolve(spec: dict[str, Any], schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    return schema


def test_every_operation_of_the_futures_routers_is_typed() -> None:
    spec = create_app().openapi()
    ops = _operations()
    expected = sum(len(r.routes) for r in ROUTERS)
    assert len(ops) == expected == 45
    for path, method, op in ops:
        where = f"{method.upper()} {path}"
        assert op.get("summary") and op["summary"] != "Endpoint", where
        assert op.get("tags"), where
        schema = op["responses"]["200"]["content"]["application/json"]["schema"]
        assert schema.get("type") != "object" and "additionalProperties" not in schema, where
        envelopes = [_resolve(spec, s) for s in schema["anyOf"]]
        ok = next(e for e in envelopes if e["properties"]["ret_code"].get("const") == 0)
        result = _resolve(spec, ok["properties"]["result"])
        assert result.get("properties") and result.get("additionalProperties") is False, where
        if method == "post":
            body = op["requestBody"]["content"]["application/json"]["schema"]
            body = _resolve(spec, body["anyOf"][0] if "anyOf" in body else body)
            assert body.get("type") == "object" and "properties" in body, where


def test_the_bounds_that_are_fixed_are_in_the_contract() -> None:
    spec = create_app().openapi()
    paged = spec["components"]["schemas"]["PagedRequest"]["properties"]
    assert _integers(paged["limit"]) == [{"type": "integer", "minimum": 1, "maximum": 200}]
    assert _integers(paged["page"]) == [{"type": "integer", "minimum": 1}]
    create = spec["components"]["schemas"]["FgridCreateRequest"]
    required = {"symbol", "grid_mode", "min_price", "max_price", "cell_number", "leverage"}
    assert set(create["required"]) == required
    assert create["additionalProperties"] is False
    cells = create["properties"]["cell_number"]
    assert "maximum" not in str(cells)  # 2..400 is the family's check (its own check code)


def _integers(schema: dict[str, Any]) -> list[dict[str, Any]]:
    """The integer members of a (nested) union schema."""
    if schema.get("type") == "integer":
        return [schema]
    return [i for member in schema.get("anyOf", []) for i in _integers(member)]


def _refusal(model: type[BaseModel], raw: dict[str, Any]) -> tuple[str | None, str]:
    with pytest.raises(ValidationError) as exc:
        model.model_validate(raw)
    err = invalid_param(list(exc.value.errors()))
    return err.field, err.message


GRID = {
    "symbol": "BTCUSDT",
    "grid_mode": 2,
    "min_price": "90000",
    "max_price": "110000",
    "cell_number": 20,
    "leverage": "5",
    "total_investment": "1000",
}


def test_requests_accept_what_the_readers_accept() -> None:
    # enums by name or number, decimals as strings or ints, ints as digit strings, blanks and nulls
    for raw in (
        GRID,
        {**GRID, "grid_mode": "long", "cell_number": "20", "leverage": 5, "total_investment": 1000},
        {**GRID, "grid_mode": "SIDEWAYS", "cell_number": "many"},  # the family's own refusals
        {**GRID, "take_profit_per": "", "stop_loss_per": None, "tp_sl_type": "0", "create_type": 1},
        {**{k: v for k, v in GRID.items() if k != "total_investment"}, "investment": "1000"},
    ):
        assert futures_grid.FgridCreateRequest.model_validate(raw)
    assert fmart.FmartUpdateRequest.model_validate({"bot_id": "7", "leverage": "5"}).model_extra == {
        "leverage": "5"
    }  # an immutable field goes on to the service, which names it with its check code
    legs = [{"symbol": "BTCUSDT", "side": "long", "target_position_percent": "0.5", "extra": 1}]
    combo = {"symbol_settings": legs, "leverage": 2, "init_margin": "500", "adjust_position_mode": "PERCENT"}
    assert fcombo.ComboCreateRequest.model_validate(combo)
    assert perp.PagedRequest.model_validate({"bot_id": 7, "page": "2", "limit": 200})
    assert perp.BotIdRequest.model_validate({"bot_id": "123"}).bot_id == "123"


def test_a_wrong_shape_is_refused_naming_the_field() -> None:
    assert _refusal(futures_grid.FgridCreateRequest, {**GRID, "cell_number": True})[0] == "cell_number"
    assert _refusal(futures_grid.FgridCreateRequest, {**GRID, "min_price": 1.5})[0] == "min_price"
    assert _refusal(futures_grid.FgridCreateRequest, {**GRID, "grid": 1}) == (
        "grid",
        "grid: Extra inputs are not permitted",
    )
    assert _refusal(futures_grid.FgridCreateRequest, {k: v for k, v in GRID.items() if k != "symbol"})[0] == (
        "symbol"
    )
    assert _refusal(perp.PagedRequest, {"bot_id": 1, "limit": 201})[0] == "limit"
    assert _refusal(perp.PagedRequest, {"bot_id": 1, "page": 0})[0] == "page"
    assert _refusal(perp.BotIdRequest, {"bot_id": [1]})[0] == "bot_id"
    assert _refusal(perp.BotIdRequest, {})[0] == "bot_id"
    legs = [{"symbol": "BTCUSDT", "side": {}, "target_position_percent": "0.5"}]
    combo = {"symbol_settings": legs, "leverage": "2", "init_margin": "500", "adjust_position_mode": 2}
    assert _refusal(fcombo.ComboCreateRequest, combo)[0] == "symbol_settings.0.side"
    assert _refusal(fcombo.NoPopRequest, {"no_pop": "yes"})[0] == "no_pop"
    assert _refusal(fmart.FmartCreateRequest, {"symbol": "BTCUSDT", "grid_mode": 1})[0] in (
        "martingale_mode",
        "grid_mode",
    )


def test_the_fixed_sets_are_the_families_sets() -> None:
    from tradingbot.backtest.kernels.codes import STATUS_NAMES
    from tradingbot.bots.futures_combo import metrics as combo_metrics
    from tradingbot.bots.futures_grid.config import TpSlType
    from tradingbot.core.enums import AdjustPositionMode, GridMode

    assert set(get_args(futures_grid.BacktestStatus)) == set(STATUS_NAMES.values())
    assert set(get_args(futures_grid.TpSlTypeName)) == {t.name for t in TpSlType}
    assert set(get_args(futures_grid.GridModeName)) == {m.name for m in GridMode} - {"UNSPECIFIED"}
    stops = {*combo_metrics._STOP_TYPE.values(), "SYSTEM", ""}
    assert set(get_args(fcombo.StopType)) == stops
    assert set(get_args(fcombo.AdjustModeName)) == {m.name for m in AdjustPositionMode}
