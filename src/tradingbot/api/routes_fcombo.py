"""Futures combo calls (SPEC §7 "Futures combo"): ``POST /contract/v5/private/fcombobot/*``;
see docs/futures-combo-api.md."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from tradingbot.api.bot_routes import FamilyRoutes, JsonBody, Op, body_bot_id, contract_created
from tradingbot.api.deps import ContainerDep, OptionalUserDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import fcombo as m
from tradingbot.api.models import perp
from tradingbot.core.errors import BusinessError, RetCode

router = APIRouter(prefix="/contract/v5/private/fcombobot", tags=["futures combo"])


_family = FamilyRoutes(lambda c: c.fcombo, body_bot_id)
_family.create(
    router, "/create-bot", contract_created, Op("Create a combo", perp.Created, m.ComboCreateRequest)
)
_family.history_orders(
    router, "/get-history-orders-v2", Op("Filled orders of a combo", m.ComboFills, perp.PagedRequest)
)
_family.follow_detail(
    router, "/get-follow-detail", Op("Public detail of a combo", m.ComboFollowDetail, perp.BotIdRequest)
)
_family.detail(router, "/get-detail", 0, op=Op("Combo detail", m.ComboDetailResult, perp.BotIdRequest))
# the rebalances, newest first: trigger and each leg's trade (or why it was skipped)
_family.paged(
    router,
    "/get-part-list",
    lambda c: c.fcombo.part_list,
    Op("Rebalances of a combo bot", m.Rebalances, perp.PagedRequest),
)
_family.read(
    router,
    "/get-close-detail",
    lambda c: c.fcombo.close_detail,
    Op("What a closed combo bot returned", m.ComboCloseDetail, perp.BotIdRequest),
)
# each leg's position: size, value, current vs target weight, PnL, funding
_family.read(
    router,
    "/get-positions",
    lambda c: c.fcombo.positions,
    Op("Positions of a combo bot", m.Positions, perp.BotIdRequest),
)
_family.read(
    router,
    "/get-transfer-detail",
    lambda c: c.fcombo.transfer_detail,
    Op("Transfers of a combo bot", m.TransferDetail, perp.BotIdRequest),
)
# weights, rebalancing rule, TP/SL/trailing stop; symbols, sides and leverage are refused
_family.settings(
    router,
    "/modify-setting",
    lambda c: c.fcombo.modify_setting,
    0,
    Op("Change a combo's weights, rebalancing or exits", perp.StatusCode, m.ModifySettingRequest),
)
_family.close(router, "/close-bot", 0, Op("Close a combo", perp.StatusCode, perp.BotIdRequest))
# each field's range for the legs and leverage, and the failing checks of what was sent
_family.limits(
    router,
    "/get-limit",
    lambda c: c.fcombo.limit,
    Op("Field ranges and failing checks of a combo", m.ComboLimit, m.ComboLimitRequest),
)


async def transfer(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    """``transfer_type`` IN (from FUND) or OUT (back to FUND), ``amount`` in USDT."""
    if body.get("amount") in (None, ""):
        raise BusinessError(RetCode.INVALID_PARAM, "amount is required", field="amount")
    direction = str(body.get("transfer_type", "")).upper()
    await c.fcombo.transfer(user, body_bot_id(body), direction, str(body["amount"]))
    return ok({"status_code": 0})


def _status_0(_: object) -> dict[str, Any]:
    return {"status_code": 0}


Op("Move USDT into or out of a combo", perp.StatusCode, m.FcomboTransferRequest).as_command(_status_0).route(
    router, "/transfer", transfer
)


async def adjust_position(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    """Rebalance to the target weights now."""
    await c.fcombo.adjust_position(user, body_bot_id(body))
    return ok({"status_code": 0})


Op("Rebalance a combo now", perp.StatusCode, perp.BotIdRequest).as_command(_status_0).route(
    router, "/adjust-position", adjust_position
)


async def get_symbol_list(c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    """The perpetuals a combo may hold, with their first-tier leverage and 24 h quote volume."""
    return ok({"list": c.fcombo.symbol_list()})


Op("Perpetuals a combo may hold", m.SymbolList, perp.NoFields).route(
    router, "/get-symbol-list", get_symbol_list
)


async def get_daily_pick(user: OptionalUserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    """Today's recommended basket with its backtest, and whether to pop it up for this user."""
    return ok(await c.fcombo.pick_for(user))


Op("Today's recommended combo", m.DailyPick, perp.NoFields).route(router, "/get-daily-pick", get_daily_pick)


async def set_daily_pick_no_pop(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    """``no_pop`` (default true): stop (or resume) popping the daily pick up for this user."""
    value = body.get("no_pop", True)
    if not isinstance(value, bool):
        raise BusinessError(RetCode.INVALID_PARAM, "no_pop must be true or false", field="no_pop")
    await c.fcombo.set_no_pop(user, value)
    return ok({"status_code": 0, "no_pop": value})


# a setting outside the engine: setting it again on a retry after a crash changes nothing
Op("Stop or resume the daily pick's pop-up", m.NoPopSet, m.NoPopRequest).as_command().route(
    router, "/set-daily-pick-no-pop", set_daily_pick_no_pop
)
