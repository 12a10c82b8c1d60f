"""All bots of the user, every family (SPEC §7 "All bots")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fastapi import APIRouter

from tradingbot.api import fast_reads
from tradingbot.api.bot_routes import JsonBody, Op, page_of
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import all_bots as m
from tradingbot.api.models import event_export as em
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt, int_text
from tradingbot.services.bots import event_export
from tradingbot.services.bots.all_bots import list_all
from tradingbot.services.bots.bot_common import parse_bot_id
from tradingbot.services.bots.event_export import parse_format

if TYPE_CHECKING:
    from tradingbot.bootstrap import Container
    from tradingbot.services.accounts.auth import UserView

router = APIRouter(prefix="/s1/bot/tradingbot/v1", tags=["all bots"])


async def _list_all(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
    status = str(body.get("status", "ongoing")).lower()
    if status not in ("ongoing", "closed"):
        raise BusinessError(RetCode.INVALID_PARAM, "status must be ongoing or closed", field="status")
    page, limit = page_of(body)
    return await list_all(c.spot_grid.repo, c.family_services, user.id, status, page, limit)


LIST_ALL = Op("All bots of the user, every family", m.ListAllBotsResult, m.ListAllBotsRequest)


async def list_all_bots(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    return ok(await _list_all(body, user, c))


async def _list_all_fast(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
    return await _list_all(LIST_ALL.body(body), user, c)


LIST_ALL.route(router, "/list-all-bots", list_all_bots)
fast_reads.register("POST", router.prefix + "/list-all-bots", _list_all_fast, login=True)


def _opt_ms(body: dict[str, Any], field: str) -> int | None:
    value = body.get(field)
    if value in (None, ""):
        return None
    ms = None if isinstance(value, bool) else value if isinstance(value, int) else int_text(str(value))
    if ms is None or ms < 0:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be a time in ms", field=field)
    return ms


async def pnl_history(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
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


Op("PnL history of one of the user's bots", m.PnlHistoryResult, m.PnlHistoryRequest).route(
    router, "/pnl-history", pnl_history
)


async def portfolio(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """The user's running bots in total and per family (investment, PnL, today's PnL) and the daily
    PnL of all their bots over the last 30 days."""
    return ok(await c.portfolio.of(user.id))


Op("The user's portfolio across every family", m.PortfolioResult, m.PortfolioRequest).route(
    router, "/portfolio", portfolio
)


async def export_events(user: UserDep, c: ContainerDep, body: JsonBody) -> dict[str, Any]:
    """One of the user's bots' full event log (JSON Lines or CSV) with the market rules and prices
    it saw: ``tradingbot replay FILE`` rebuilds the bot from it (docs/EVENT-LOG.md)."""
    if "bot_id" not in body:
        raise BusinessError(RetCode.INVALID_PARAM, "bot_id is required", field="bot_id")
    bot_id = parse_bot_id(body["bot_id"], "bot_id")
    fmt_name = parse_format(body.get("format"))
    log = await event_export.export_events(c.sessions, c.exchange, user.id, bot_id, fmt_name)
    return ok(
        {
            "bot_id": str(bot_id),
            "format": log.format,
            "filename": log.filename,
            "events": log.events,
            "content": log.content,
        }
    )


Op("A bot's event log as a file (JSON Lines or CSV)", em.ExportEventsResult, em.ExportEventsRequest).route(
    router, "/export-events", export_events
)
