"""All bots of the user, every family (SPEC §7 "All bots")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

from fastapi import APIRouter, Body

from tradingbot.api import fast_reads
from tradingbot.api.bot_routes import page_of
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.all_bots import list_all
from tradingbot.services.bot_common import parse_bot_id

if TYPE_CHECKING:
    from tradingbot.bootstrap import Container
    from tradingbot.services.auth import UserView

router = APIRouter(prefix="/s1/bot/tradingbot/v1", tags=["all bots"])


async def _list_all(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
    status = str(body.get("status", "ongoing")).lower()
    if status not in ("ongoing", "closed"):
        raise BusinessError(RetCode.INVALID_PARAM, "status must be ongoing or closed", field="status")
    page, limit = page_of(body)
    return await list_all(c.spot_grid.repo, c.family_services, user.id, status, page, limit)


@router.post("/list-all-bots")
async def list_all_bots(
    user: UserDep, c: ContainerDep, body: Annotated[dict[str, Any], Body(default_factory=dict)]
) -> dict[str, Any]:
    return ok(await _list_all(body, user, c))


fast_reads.register("POST", router.prefix + "/list-all-bots", _list_all, login=True)


def _opt_ms(body: dict[str, Any], field: str) -> int | None:
    value = body.get(field)
    if value in (None, ""):
        return None
    if isinstance(value, bool) or not str(value).isdigit():
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be a time in ms", field=field)
    return int(value)


@router.post("/pnl-history")
async def pnl_history(
    user: UserDep, c: ContainerDep, body: Annotated[dict[str, Any], Body(default_factory=dict)]
) -> dict[str, Any]:
    """One of the user's bots: equity, PnL and PnL % over ``[start, end]`` (ms, optional), in the
    finest bucket the server keeps for that range (``interval``: m minute, h hour, d day)."""
    if "bot_id" not in body:
        raise BusinessError(RetCode.INVALID_PARAM, "bot_id is required", field="bot_id")
    bot_id = parse_bot_id(body["bot_id"], "bot_id")
    bucket, points = await c.pnl_history.owned_points(
        user.id, bot_id, _opt_ms(body, "start"), _opt_ms(body, "end")
    )
    rows = [
        {"ts": p.ts, "equity": fmt(p.equity), "pnl": fmt(p.pnl), "pnl_per": fmt(p.pnl_per)} for p in points
    ]
    return ok({"bot_id": str(bot_id), "interval": bucket, "list": rows})


@router.post("/portfolio")
async def portfolio(user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """The user's running bots in total and per family (investment, PnL, today's PnL) and the daily
    PnL of all their bots over the last 30 days."""
    return ok(await c.portfolio.of(user.id))
