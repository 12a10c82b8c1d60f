"""Futures combo calls (SPEC §7 "Futures combo"): ``POST /contract/v5/private/fcombobot/*``;
see docs/futures-combo-api.md."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from tradingbot.api.bot_routes import FamilyRoutes, JsonBody, body_bot_id, contract_created
from tradingbot.api.deps import ContainerDep, OptionalUserDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.core.errors import BusinessError, RetCode

router = APIRouter(prefix="/contract/v5/private/fcombobot", tags=["futures combo"])


_family = FamilyRoutes(lambda c: c.fcombo, body_bot_id)
_family.create(router, "/create-bot", contract_created)
_family.history_orders(router, "/get-history-orders-v2")
_family.follow_detail(router, "/get-follow-detail")
_family.detail(router, "/get-detail", 0)
# the rebalances, newest first: trigger and each leg's trade (or why it was skipped)
_family.paged(router, "/get-part-list", lambda c: c.fcombo.part_list, "Rebalances of a combo bot")
_family.read(router, "/get-close-detail", lambda c: c.fcombo.close_detail, "What a closed combo bot returned")
# each leg's position: size, value, current vs target weight, PnL, funding
_family.read(router, "/get-positions", lambda c: c.fcombo.positions, "Positions of a combo bot")
_family.read(router, "/get-transfer-detail", lambda c: c.fcombo.transfer_detail, "Transfers of a combo bot")
# weights, rebalancing rule, TP/SL/trailing stop; symbols, sides and leverage are refused
_family.settings(router, "/modify-setting", lambda c: c.fcombo.modify_setting, 0)
_family.close(router, "/close-bot", 0)
# each field's range for the legs and leverage, and the failing checks of what was sent
_family.limits(router, "/get-limit", lambda c: c.fcombo.limit)


@router.post("/transfer")
async def transfer(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """``transfer_type`` IN (from FUND) or OUT (back to FUND), ``amount`` in USDT."""
    if body.get("amount") in (None, ""):
        raise BusinessError(RetCode.INVALID_PARAM, "amount is required", field="amount")
    direction = str(body.get("transfer_type", "")).upper()
    await c.fcombo.transfer(user, body_bot_id(body), direction, str(body["amount"]))
    return ok({"status_code": 0})


@router.post("/adjust-position")
async def adjust_position(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Rebalance to the target weights now."""
    await c.fcombo.adjust_position(user, body_bot_id(body))
    return ok({"status_code": 0})


@router.post("/get-symbol-list")
async def get_symbol_list(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """The perpetuals a combo may hold, with their first-tier leverage and 24 h quote volume."""
    return ok({"list": c.fcombo.symbol_list()})


@router.post("/get-daily-pick")
async def get_daily_pick(body: JsonBody, user: OptionalUserDep, c: ContainerDep) -> dict[str, Any]:
    """Today's recommended basket with its backtest, and whether to pop it up for this user."""
    return ok(await c.fcombo.pick_for(user))


@router.post("/set-daily-pick-no-pop")
async def set_daily_pick_no_pop(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """``no_pop`` (default true): stop (or resume) popping the daily pick up for this user."""
    value = body.get("no_pop", True)
    if not isinstance(value, bool):
        raise BusinessError(RetCode.INVALID_PARAM, "no_pop must be true or false", field="no_pop")
    await c.fcombo.set_no_pop(user, value)
    return ok({"status_code": 0, "no_pop": value})
