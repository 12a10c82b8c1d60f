"""The public bot ranking, its filters, the ranking setting and copying a ranked bot (issue 15).

``POST /operation/tools/v1/mixed-ranking`` (public): ``{page, limit, runTimeBucket, pnlBucket,
botType, symbol, sortBy, sortOrder}`` -> ``{list, total, page, limit}``.
``POST /operation/tools/v1/ranking-filter`` (public): the buckets, families and sorters.
``POST /s1/bot/tradingbot/v1/ranking-settings``: ``{listed?}`` reads (and sets) the user's choice.
``POST /s1/bot/tradingbot/v1/copy-params``: ``{bot_type, bot_id, investment?}`` -> the copy's create
request at that investment and its failing checks. ``POST /s1/bot/tradingbot/v1/copy-bot`` creates it
through the family's own create (``create_type`` COPY, ``followed_grid_id``).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from tradingbot.api.bot_routes import JsonBody, Op, page_of
from tradingbot.api.deps import ContainerDep, OptionalUserDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import ranking as m
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.bots.bot_common import parse_bot_id
from tradingbot.services.bots.bot_family_service import BotFamilyService, check_row
from tradingbot.services.discovery.copy_trading import (
    copy_params,
    copy_source,
    original_investment,
    parse_investment,
)
from tradingbot.services.discovery.ranking import ORDERS, SORTERS, Query, filters

public = APIRouter(prefix="/operation/tools/v1", tags=["ranking"])
private = APIRouter(prefix="/s1/bot/tradingbot/v1", tags=["ranking"])


def _text(body: dict[str, Any], name: str, default: str = "") -> str:
    value = body.get(name, default)
    if value is None:
        return default
    if not isinstance(value, str):
        raise BusinessError(RetCode.INVALID_PARAM, f"{name} must be a string", field=name)
    return value.strip().upper()


def _query(body: dict[str, Any]) -> Query:
    page, limit = page_of(body)
    sort_by = _text(body, "sortBy", "PNL_PER")
    if sort_by not in SORTERS:
        raise BusinessError(
            RetCode.INVALID_PARAM, f"sortBy must be one of {', '.join(SORTERS)}", field="sortBy"
        )
    order = _text(body, "sortOrder", "DESC")
    if order not in ORDERS:
        raise BusinessError(RetCode.INVALID_PARAM, "sortOrder must be DESC or ASC", field="sortOrder")
    return Query(
        page, limit, _text(body, "runTimeBucket"), _text(body, "pnlBucket"), _text(body, "botType"),
        _text(body, "symbol"), sort_by, order,
    )  # fmt: skip


async def mixed_ranking(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    return ok(await c.ranking.page(_query(body)))


Op("A page of the public bot ranking", m.RankingPage, m.MixedRankingRequest).route(
    public, "/mixed-ranking", mixed_ranking
)


async def ranking_filter(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    return ok({**filters(), "botTypes": list(c.family_services)})


Op("Filters of the bot ranking", m.RankingFiltersResult, m.RankingEmptyRequest).route(
    public, "/ranking-filter", ranking_filter
)


async def ranking_settings(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    if "listed" in body:
        if not isinstance(body["listed"], bool):
            raise BusinessError(RetCode.INVALID_PARAM, "listed must be true or false", field="listed")
        await c.ranking.settings.set_listed(user.id, body["listed"])
    return ok(await c.ranking.settings.view(user.id))


# a setting outside the engine: setting it again on a retry after a crash changes nothing
Op(
    "Read or set whether the user's bots are ranked", m.RankingSettingsResult, m.RankingSettingsRequest
).as_command().route(private, "/ranking-settings", ranking_settings)


def _service(c: Any, body: dict[str, Any]) -> BotFamilyService:
    services: dict[str, BotFamilyService] = c.family_services
    name = str(body.get("bot_type", "")).strip().upper()
    if name not in services:
        raise BusinessError(
            RetCode.INVALID_PARAM, f"bot_type must be one of {', '.join(services)}", field="bot_type"
        )
    return services[name]


async def _copy(body: dict[str, Any], user: Any, c: Any) -> tuple[BotFamilyService, dict[str, Any], Any]:
    service = _service(c, body)
    if body.get("bot_id") in (None, ""):
        raise BusinessError(RetCode.INVALID_PARAM, "bot_id is required", field="bot_id")
    row = await copy_source(service, user, parse_bot_id(body["bot_id"], "bot_id"))
    given = body.get("investment")
    investment = original_investment(service, row) if given in (None, "") else parse_investment(given)
    return service, copy_params(service, row, investment), row


async def copy_preview(body: JsonBody, user: OptionalUserDep, c: ContainerDep) -> dict[str, Any]:
    """The copy's create request at the investment and what its family's checks say of it."""
    service, params, row = await _copy(body, user, c)
    try:
        sym = service.instrument(params)
        checks = [check_row(ch) for ch in service.input_checks(params, sym, service.last_price(sym.symbol))]
    except BusinessError as e:
        checks = [
            {
                "check_code": e.check_code or str(e.code),
                "field": e.field or "",
                "from": "",
                "to": "",
                "message": e.message,
            }
        ]
    return ok(
        {
            "bot_type": row.family,
            "bot_id": str(row.id),
            "symbol": row.symbol,
            "original_investment": fmt(original_investment(service, row)),
            "investment": params[service.COPY_INVESTMENT],
            "params": params,
            "checks": checks,
        }
    )


Op("Preview a copy of a ranked bot", m.RankingCopyParamsResult, m.RankingCopyRequest).route(
    private, "/copy-params", copy_preview
)


async def copy_bot(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Create the copy through its family's create (the same checks and refusals)."""
    service, params, row = await _copy(body, user, c)
    new_id = await service.create(user, params)
    return ok({"bot_type": row.family, "bot_id": str(new_id), "followed_bot_id": str(row.id)})


Op("Copy a ranked bot", m.RankingCopyBotResult, m.RankingCopyRequest).as_command().route(
    private, "/copy-bot", copy_bot
)
