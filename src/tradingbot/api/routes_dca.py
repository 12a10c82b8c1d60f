"""Spot DCA calls (SPEC §7 "Spot DCA"), under ``/s1/bot/dca/v1``; see docs/spot-dca-api.md."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from tradingbot.api.bot_routes import FamilyRoutes, JsonBody, Op, close_mode_of
from tradingbot.api.deps import ContainerDep, OptionalUserDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import dca as m
from tradingbot.api.models.spot_grid import SpotGridFillsPage, SpotGridOpenOrdersResult
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.bots.dca_service import CLOSE_MODE_HELP, CLOSE_MODE_NAMES, parse_dca_id

router = APIRouter(prefix="/s1/bot/dca/v1", tags=["spot dca"])


def _bot_id(body: dict[str, Any]) -> int:
    if "bot_id" not in body:
        raise BusinessError(RetCode.INVALID_PARAM, "bot_id is required", field="bot_id")
    return parse_dca_id(body["bot_id"])


def _created(bot_id: int) -> dict[str, Any]:
    return {"status_code": 200, "bot_id": str(bot_id), "debug_msg": "", "ban_reason_text": ""}


# ---------------------------------------------------------------------- what every family has

_family = FamilyRoutes(lambda c: c.dca, _bot_id)
_family.create(
    router, "/create-bot", _created, Op("Create a DCA bot", m.DcaCreatedResult, m.DcaCreateBotRequest)
)
_family.history_orders(
    router, "/order-history", Op("Filled orders of a DCA bot", SpotGridFillsPage, m.DcaPageIn)
)
_family.open_orders(
    router, "/order-details", Op("Open orders of a DCA bot", SpotGridOpenOrdersResult, m.DcaBotIdIn)
)
_family.detail(router, "/detail", op=Op("Detail of a DCA bot", m.DcaDetailResult, m.DcaBotIdIn))
_family.follow_detail(
    router, "/follow-detail", Op("Public detail of a DCA bot", m.DcaFollowDetailResult, m.DcaBotIdIn)
)
_family.read(
    router, "/status", lambda c: c.dca.status, Op("Status of a DCA bot", m.DcaStatusResult, m.DcaBotIdIn)
)
_family.read(
    router,
    "/close-bot-detail",
    lambda c: c.dca.close_detail,
    Op("What closing a DCA bot would settle", m.DcaCloseDetailResult, m.DcaBotIdIn),
)
_family.read(
    router,
    "/parameters",
    lambda c: c.dca.parameters,
    Op("Parameters of a DCA bot", m.DcaParametersResult, m.DcaBotIdIn),
)


# ---------------------------------------------------------------------- DCA calls


async def create_bot_configuration(body: JsonBody, user: OptionalUserDep, c: ContainerDep) -> dict[str, Any]:
    return ok(c.dca.configuration(user, body))


Op("Limits and presets of a DCA plan", m.DcaConfigurationResult, m.DcaConfigurationRequest).route(
    router, "/create-bot-configuration", create_bot_configuration
)


async def update_parameters(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    bot_id = _bot_id(body)
    params = await c.dca.update(user, bot_id, body)
    return ok({"status_code": 200, "bot_id": str(bot_id), "parameters": params})


Op(
    "Change a DCA bot's parameters", m.DcaUpdateParametersResult, m.DcaUpdateParametersRequest
).as_command().route(router, "/update-parameters", update_parameters)


async def close_bot(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    mode = close_mode_of(body, 0, CLOSE_MODE_HELP)
    bot_id = _bot_id(body)
    await c.dca.close(user, bot_id, mode)
    name = CLOSE_MODE_NAMES.get(mode, "")
    return ok({"status_code": 200, "bot_id": str(bot_id), "close_mode": name, "debug_msg": ""})


Op("Close a DCA bot", m.DcaCloseBotResult, m.DcaCloseBotRequest).as_command().route(
    router, "/close-bot", close_bot
)
