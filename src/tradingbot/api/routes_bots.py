"""All bots of the user, every family (SPEC §7 "All bots")."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body

from tradingbot.api.bot_routes import page_of
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.all_bots import list_all

router = APIRouter(prefix="/s1/bot/tradingbot/v1", tags=["all bots"])


@router.post("/list-all-bots")
async def list_all_bots(
    user: UserDep, c: ContainerDep, body: Annotated[dict[str, Any], Body(default_factory=dict)]
) -> dict[str, Any]:
    status = str(body.get("status", "ongoing")).lower()
    if status not in ("ongoing", "closed"):
        raise BusinessError(RetCode.INVALID_PARAM, "status must be ongoing or closed", field="status")
    page, limit = page_of(body)
    return ok(await list_all(c.spot_grid.repo, c.family_services, user.id, status, page, limit))
