"""Futures grid calls (SPEC §7 "Futures grid"): ``/contract/v5/fgridbot/*`` and ``/s1/bot/fgrid/v1/*``;
see docs/futures-grid-api.md."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Annotated, Any

from fastapi import APIRouter, Query

from tradingbot.api.bot_routes import FamilyRoutes, JsonBody, amplitude_ranking, body_bot_id, mode_coded
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.core.enums import BotAccountType, GridMode
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.futures_family_service import QUOTE
from tradingbot.services.futures_grid_service import CLOSE_MODES
from tradingbot.sim.accounts import AccountRef

contract = APIRouter(prefix="/contract/v5/fgridbot", tags=["futures grid"])
s1 = APIRouter(prefix="/s1/bot/fgrid/v1", tags=["futures grid"])


def _amount(body: dict[str, Any]) -> str:
    if body.get("amount") in (None, ""):
        raise BusinessError(RetCode.INVALID_PARAM, "amount is required", field="amount")
    return str(body["amount"])


def _created(bot_id: int) -> dict[str, Any]:
    return {"status_code": 200, "bot_id": str(bot_id), "check_code": "FGRID_CHECK_CODE_SUCCESS"}


def _balance(user_id: int, c: Any) -> dict[str, Any]:
    fund = AccountRef.user(user_id, BotAccountType.FUND)
    return {"coin": QUOTE, "available_balance": fmt(c.exchange.sim.balance(fund, QUOTE).free)}


# what every family has; futures bots have one way to close: cancel the orders and close the
# position at market
_family = FamilyRoutes(lambda c: c.futures_grid, body_bot_id)
_family.create(contract, "/fgrid-bot-create", _created)
_family.detail(contract, "/get-fgrid-detail")
_family.history_orders(contract, "/get-fgrid-history-orders")
_family.open_orders(s1, "/get-fgrid-open-orders")
_family.close_modes(s1, "/get-futures-close-mode", CLOSE_MODES, 1)
_family.follow_detail(s1, "/get-follow-fgrid-detail")
_family.withdraw(contract, "/withdraw-profit", _amount)
_family.settings(s1, "/update-fgrid-tpsl", lambda c: c.futures_grid.update, 200)
_family.close(contract, "/fgrid-bot-close", 200)


@contract.post("/get-user-balance")
async def get_user_balance(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    return ok(_balance(user.id, c))


@s1.post("/get-user-balance")
async def get_user_balance_s1(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    return ok(_balance(user.id, c))


@contract.post("/validate-fgrid-input")
async def validate_fgrid_input(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    return ok(c.futures_grid.validate(body))


@contract.post("/add-margin")
async def add_margin(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    liq = await c.futures_grid.add_margin(user, body_bot_id(body), _amount(body))
    return ok({"status_code": 200, "liquidation_price": liq})


@contract.post("/update-trailing-stop")
async def update_trailing_stop(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    if "trailing_stop_per" not in body:
        raise BusinessError(RetCode.INVALID_PARAM, "trailing_stop_per is required", field="trailing_stop_per")
    await c.futures_grid.update(user, body_bot_id(body), {"trailing_stop_per": body["trailing_stop_per"]})
    return ok({"status_code": 200})


@contract.post("/recommend-symbol")
async def recommend_symbol(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """Perpetuals ranked by 24 h amplitude, with the next funding rate."""
    names = sorted(c.exchange.futures.symbols)
    return ok({"list": amplitude_ranking(c.linear_hub, names, _decimal_amplitude)})


def _decimal_amplitude(q: Mapping[str, str]) -> str:
    amp = (Decimal(q["high"]) - Decimal(q["low"])) / Decimal(q["open"]) if Decimal(q["open"]) else Decimal(0)
    return fmt(amp.quantize(Decimal("0.0001")))


@contract.get("/get-symbol-ai-params")
async def get_symbol_ai_params(
    c: ContainerDep, symbol: Annotated[str, Query(min_length=1, max_length=32)]
) -> dict[str, Any]:
    """Backtested ranges, grid counts, mode and leverage per style (SPEC §3 futures AI params),
    plus ``config.max_leverage_e2`` by grid mode."""
    inst = c.futures_grid.instrument({"symbol": symbol})
    rec = await c.ai.get("linear", inst.symbol)
    coded = mode_coded(rec["ai_params"], "grid_mode", GridMode)
    params = [dict(p, window_days=p["window"]["days"]) for p in coded]
    caps = c.futures_grid.max_leverage_e2(inst)
    return ok({**rec, "ai_params": params, "config": {"max_leverage_e2": caps}})
