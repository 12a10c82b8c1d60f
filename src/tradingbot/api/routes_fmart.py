"""Futures martingale calls (SPEC §7 "Futures martingale"): ``/contract/v5/private/fmartingalebot/*``
and the public AI parameters; see docs/futures-martingale-api.md."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from tradingbot.api.bot_routes import FamilyRoutes, Op, body_bot_id, contract_created, mode_coded
from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import fmart as m
from tradingbot.api.models import perp
from tradingbot.core.enums import MartingaleMode

private = APIRouter(prefix="/contract/v5/private/fmartingalebot", tags=["futures martingale"])
public = APIRouter(prefix="/contract/v5/public/fmartingalebot", tags=["futures martingale"])


_family = FamilyRoutes(lambda c: c.fmart, body_bot_id)
_family.create(
    private,
    "/create-fmart-bot",
    contract_created,
    Op("Create a martingale", perp.Created, m.FmartCreateRequest),
)
_family.open_orders(
    private, "/get-fmart-open-orders", Op("Open orders of a martingale", perp.OpenOrders, perp.BotIdRequest)
)
_family.history_orders(
    private, "/get-fmart-history-orders", Op("Filled orders of a martingale", perp.Fills, perp.PagedRequest)
)
_family.follow_detail(
    private,
    "/get-fmart-follow-detail",
    Op("Public detail of a martingale", m.FmartFollowDetail, perp.BotIdRequest),
)
_family.detail(
    private,
    "/get-fmart-detail",
    0,
    "fmart_detail",
    Op("Martingale detail", m.FmartDetailResult, perp.BotIdRequest),
)
# the round in progress and the finished rounds, newest first
_family.paged(
    private,
    "/get-fmart-round-detail",
    lambda c: c.fmart.rounds,
    Op("Rounds of a martingale bot", m.Rounds, perp.PagedRequest),
)
_family.read(
    private,
    "/get-fmart-close-detail",
    lambda c: c.fmart.close_detail,
    Op("A closed martingale bot's outcome", m.FmartCloseDetail, perp.BotIdRequest),
)
# auto-cycle, stop loss and added margin; any other field is refused as immutable
_family.settings(
    private,
    "/update-fmart-bot",
    lambda c: c.fmart.update,
    0,
    Op("Change a martingale's auto-cycle, stop loss or margin", perp.StatusCode, m.FmartUpdateRequest),
)
_family.close(private, "/close-fmart-bot", 0, Op("Close a martingale", perp.StatusCode, perp.BotIdRequest))
# each field's range for the symbol, mode and leverage; failing checks; the ladder preview
_family.limits(
    private,
    "/get-fmart-limit",
    lambda c: c.fmart.limit,
    Op("Field ranges, failing checks and ladder of a martingale", m.FmartLimit, m.FmartLimitRequest),
)


@public.get(
    "/get-symbol-ai-params",
    summary="Backtested martingale parameters of a perpetual",
    responses=answers(m.FmartAiParams),
)
async def get_symbol_ai_params(
    c: ContainerDep, symbol: Annotated[str, Query(min_length=1, max_length=32)]
) -> dict[str, Any]:
    """Backtested parameters per style, LONG and SHORT (MECHANICS §8), and the leverage bounds."""
    inst = c.fmart.instrument({"symbol": symbol})
    rec = await c.ai.get("fmart", inst.symbol)
    params = mode_coded(rec["ai_params"], "martingale_mode", MartingaleMode)
    return ok({**rec, "ai_params": params, "config": c.fmart.leverage_bounds(inst)})
