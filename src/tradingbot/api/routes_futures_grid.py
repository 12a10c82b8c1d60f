"""Futures grid calls (SPEC §7 "Futures grid"): ``/contract/v5/fgridbot/*`` and ``/s1/bot/fgrid/v1/*``;
see docs/futures-grid-api.md."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Annotated, Any

from fastapi import APIRouter, Query

from tradingbot.api.bot_routes import FamilyRoutes, JsonBody, Op, amplitude_ranking, body_bot_id, mode_coded
from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import futures_grid as m
from tradingbot.api.models import perp
from tradingbot.core.enums import BotAccountType, GridMode
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.bots.futures_family_service import QUOTE
from tradingbot.services.bots.futures_grid_service import CLOSE_MODES
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
    return {
        "coin": QUOTE,
        "available_balance": fmt(c.exchange.for_user(user_id).sim.balance(fund, QUOTE).free),
    }


# what every family has; futures bots have one way to close: cancel the orders and close the
# position at market
_family = FamilyRoutes(lambda c: c.futures_grid, body_bot_id)
_family.create(
    contract,
    "/fgrid-bot-create",
    _created,
    Op("Create a futures grid", m.FgridCreated, m.FgridCreateRequest),
)
_family.detail(
    contract, "/get-fgrid-detail", op=Op("Futures grid detail", m.FgridDetailResult, perp.BotIdRequest)
)
_family.history_orders(
    contract,
    "/get-fgrid-history-orders",
    Op("Filled orders of a futures grid", perp.Fills, perp.PagedRequest),
)
_family.open_orders(
    s1, "/get-fgrid-open-orders", Op("Open orders of a futures grid", perp.OpenOrders, perp.BotIdRequest)
)
_family.close_modes(
    s1,
    "/get-futures-close-mode",
    CLOSE_MODES,
    1,
    Op("Close modes of a futures grid", m.CloseModes, perp.OptBotIdRequest),
)
_family.follow_detail(
    s1,
    "/get-follow-fgrid-detail",
    Op("Public detail of a futures grid", m.FgridFollowDetail, perp.BotIdRequest),
)
_family.withdraw(
    contract,
    "/withdraw-profit",
    _amount,
    Op("Withdraw profit from a futures grid", m.Withdrawn, perp.AmountRequest),
)
_family.settings(
    s1,
    "/update-fgrid-tpsl",
    lambda c: c.futures_grid.update,
    200,
    Op("Change a futures grid's TP/SL or trailing stop", m.Done200, m.TpSlRequest),
)
_family.close(contract, "/fgrid-bot-close", 200, Op("Close a futures grid", m.Done200, perp.BotIdRequest))


async def get_user_balance(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    return ok(_balance(user.id, c))


_BALANCE = Op("Free USDT in the FUND account", m.Balance, perp.NoFields)
_BALANCE.route(contract, "/get-user-balance", get_user_balance)
_BALANCE.route(s1, "/get-user-balance", get_user_balance)


async def validate_fgrid_input(c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    return ok(c.futures_grid.validate(body))


Op("Check a futures grid's parameters", m.FgridValidation, m.FgridCreateRequest).route(
    contract, "/validate-fgrid-input", validate_fgrid_input
)


async def add_margin(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    liq = await c.futures_grid.add_margin(user, body_bot_id(body), _amount(body))
    return ok({"status_code": 200, "liquidation_price": liq})


Op("Add margin to a futures grid", m.MarginAdded, perp.AmountRequest).as_command().route(
    contract, "/add-margin", add_margin
)


async def update_trailing_stop(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    if "trailing_stop_per" not in body:
        raise BusinessError(RetCode.INVALID_PARAM, "trailing_stop_per is required", field="trailing_stop_per")
    await c.futures_grid.update(user, body_bot_id(body), {"trailing_stop_per": body["trailing_stop_per"]})
    return ok({"status_code": 200})


Op("Change a futures grid's trailing stop", m.Done200, m.TrailingStopRequest).as_command(
    lambda _: {"status_code": 200}
).route(contract, "/update-trailing-stop", update_trailing_stop)


async def recommend_symbol(c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    """Perpetuals ranked by 24 h amplitude."""
    names = sorted(c.exchange.market.futures.symbols)
    return ok({"list": amplitude_ranking(c.linear_hub, names, _decimal_amplitude)})


Op("Perpetuals ranked by 24 h amplitude", m.Recommended, perp.NoFields).route(
    contract, "/recommend-symbol", recommend_symbol
)


def _decimal_amplitude(q: Mapping[str, str]) -> str:
    amp = (Decimal(q["high"]) - Decimal(q["low"])) / Decimal(q["open"]) if Decimal(q["open"]) else Decimal(0)
    return fmt(amp.quantize(Decimal("0.0001")))


@contract.get(
    "/get-symbol-ai-params",
    summary="Backtested futures grid parameters of a perpetual",
    responses=answers(m.FgridAiParams),
)
async def get_symbol_ai_params(
    c: ContainerDep, symbol: Annotated[str, Query(min_length=1, max_length=32)]
) -> dict[str, Any]:
    """Backtested ranges, grid counts, mode and leverage per style (SPEC §3 futures AI params),
    plus ``config.max_leverage_e2`` by grid mode. Every figure is the window's own;
    ``annual_percentage_yield`` is null under 30 days."""
    inst = c.futures_grid.instrument({"symbol": symbol})
    rec = await c.ai.get("linear", inst.symbol)
    params = mode_coded(rec["ai_params"], "grid_mode", GridMode)
    caps = c.futures_grid.max_leverage_e2(inst)
    return ok({**rec, "ai_params": params, "config": {"max_leverage_e2": caps}})
