"""Spot grid calls (SPEC §7 "Spot grid"), under ``/s1/bot/grid/v1``; see docs/spot-grid-api.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from fastapi import APIRouter, Query

from tradingbot.api.bot_routes import FamilyRoutes, JsonBody, Op, amplitude_ranking, close_mode_of
from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import spot_grid as m
from tradingbot.api.models.ranking import RankingFiltersResult
from tradingbot.core.enums import BotAccountType
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.bots.spot_grid_service import CLOSE_MODES, FAMILY_NAME, parse_grid_id
from tradingbot.services.discovery.ranking import filters
from tradingbot.sim.accounts import AccountRef

router = APIRouter(prefix="/s1/bot/grid/v1", tags=["spot grid"])


def _grid_id(body: dict[str, Any]) -> int:
    if "grid_id" not in body and "bot_id" not in body:
        raise BusinessError(RetCode.INVALID_PARAM, "grid_id is required", field="grid_id")
    return parse_grid_id(body.get("grid_id", body.get("bot_id")))


def _created(grid_id: int) -> dict[str, Any]:
    return {"status_code": 200, "grid_id": str(grid_id), "ban_reason_text": ""}


def _amount(body: dict[str, Any]) -> str:
    amount = body.get("amount")
    if amount is None:
        raise BusinessError(RetCode.INVALID_PARAM, "amount is required", field="amount")
    return str(amount)


# ---------------------------------------------------------------------- what every family has

_family = FamilyRoutes(lambda c: c.spot_grid, _grid_id)
_family.close_modes(
    router,
    "/get-close-modes",
    CLOSE_MODES,
    4,
    Op("Close modes of a spot grid", m.SpotGridCloseModesResult, m.SpotGridEmptyRequest),
)
_family.follow_detail(
    router,
    "/query-follow-grid-detail",
    Op("Public detail of a spot grid", m.SpotGridFollowDetailResult, m.SpotGridIdIn),
)
_family.detail(
    router, "/query-grid-detail", op=Op("Detail of a spot grid", m.SpotGridDetailResult, m.SpotGridIdIn)
)
_family.open_orders(
    router,
    "/get-open-orders",
    Op("Open orders of a spot grid", m.SpotGridOpenOrdersResult, m.SpotGridIdIn),
)
_family.history_orders(
    router,
    "/get-history-orders",
    Op("Filled orders of a spot grid", m.SpotGridFillsPage, m.SpotGridHistoryOrdersRequest),
)
_family.create(
    router,
    "/create-grid",
    _created,
    Op("Create a spot grid", m.SpotGridCreatedResult, m.SpotGridCreateRequest),
)
_family.withdraw(
    router,
    "/withdraw-profit",
    _amount,
    Op("Withdraw profit from a spot grid", m.SpotGridWithdrawResult, m.SpotGridWithdrawRequest),
)


# ---------------------------------------------------------------------- public reads


@router.get(
    "/ai-params-detail",
    summary="Backtested spot grid parameters per style",
    responses=answers(m.SpotGridAiParamsResult),
)
async def ai_params_detail(
    c: ContainerDep, symbol: Annotated[str, Query(min_length=1, max_length=32)]
) -> dict[str, Any]:
    """Backtested parameters per style (SPEC §3 spot AI params), with their window, backtest result
    and out-of-sample check; ``list`` is the 7-day window's picks, ``windows`` has 7 and 30 days.
    Every figure is the window's own; ``annual_percentage_yield`` is null under 30 days."""
    sym = c.spot_grid.symbol({"symbol": symbol})
    rec = await c.ai.get("spot", sym.symbol)
    return ok({**rec, "list": rec["ai_params"]})


async def validate_input(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    return ok(c.spot_grid.validate(body))


Op("Check a spot grid create request", m.SpotGridValidateInputResult, m.SpotGridValidateInputRequest).route(
    router, "/validate-input", validate_input
)


async def get_initial_buy_amount(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    return ok(c.spot_grid.initial_buy(body))


Op("First purchase of a spot grid", m.SpotGridInitialBuyResult, m.SpotGridInitialBuyRequest).route(
    router, "/get-initial-buy-amount", get_initial_buy_amount
)


async def ranking_filter(body: JsonBody) -> dict[str, Any]:
    """The spot grid ranking's filters: the mixed ranking's buckets, sorters and orders."""
    return ok({**filters(), "botTypes": [FAMILY_NAME]})


Op("Filters of the spot grid ranking", RankingFiltersResult, m.SpotGridEmptyRequest).route(
    router, "/ranking-filter", ranking_filter
)


async def recommend_symbol(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """Symbols ranked by their 24 h amplitude: a grid earns from movement inside a range."""
    return ok({"list": amplitude_ranking(c.market_hub, c.spot_symbols, _float_amplitude)})


Op("Symbols ranked by 24 h amplitude", m.SpotGridRecommendSymbolResult, m.SpotGridEmptyRequest).route(
    router, "/recommend-symbol", recommend_symbol
)


def _float_amplitude(q: Mapping[str, str]) -> str:
    amp = (float(q["high"]) - float(q["low"])) / float(q["open"]) if float(q["open"]) else 0.0
    return f"{amp:.4f}"


# ---------------------------------------------------------------------- private reads


async def query_available_balance(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    sym = c.spot_grid.symbol(body)
    fund = AccountRef.user(user.id, BotAccountType.FUND)
    return ok(
        {
            "symbol": sym.symbol,
            "base_token": sym.base,
            "quote_token": sym.quote,
            "base_available": fmt(c.exchange.for_user(user.id).sim.balance(fund, sym.base).free),
            "quote_available": fmt(c.exchange.for_user(user.id).sim.balance(fund, sym.quote).free),
        }
    )


Op("Funds available for a spot grid", m.SpotGridAvailableBalanceResult, m.SpotGridSymbolRequest).route(
    router, "/query-available-balance", query_available_balance
)


async def query_balance_list(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    coins = body.get("coins")
    if coins is not None and (not isinstance(coins, list) or not all(isinstance(x, str) for x in coins)):
        raise BusinessError(RetCode.INVALID_PARAM, "coins must be a list of coin names", field="coins")
    rows = await c.exchange.user_balances(user.id, "FUND")
    wanted = {x.upper() for x in coins} if coins else None
    return ok(
        {
            "list": [
                {"coin": coin, "free": fmt(b.free), "locked": fmt(b.locked)}
                for coin, b in rows
                if wanted is None or coin in wanted
            ]
        }
    )


Op("Balances of the funding account", m.SpotGridBalanceListResult, m.SpotGridBalanceListRequest).route(
    router, "/query-balance-list", query_balance_list
)


async def get_withdraw_detail(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    return ok(await c.spot_grid.withdraw_detail(user, _grid_id(body)))


Op("What a spot grid can withdraw", m.SpotGridWithdrawDetailResult, m.SpotGridIdIn).route(
    router, "/get-withdraw-detail", get_withdraw_detail
)


async def list_user_reward(body: JsonBody, user: UserDep) -> dict[str, Any]:
    """Vouchers: paper trading has none, so the list is empty."""
    return ok({"list": []})


Op("Vouchers of the user", m.SpotGridUserRewardResult, m.SpotGridEmptyRequest).route(
    router, "/list-user-reward", list_user_reward
)


async def validate_update_sgrid(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    return ok(await c.spot_grid.validate_update(user, _grid_id(body), body))


Op("Check a spot grid update", m.SpotGridValidateUpdateResult, m.SpotGridUpdateRequest).route(
    router, "/validate-update-sgrid", validate_update_sgrid
)


# ---------------------------------------------------------------------- actions


async def close_grid(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    close_mode = close_mode_of(body, 4, "close_mode must be 2, 3 or 4")
    await c.spot_grid.close(user, _grid_id(body), close_mode)
    return ok({"status_code": 200})


Op("Close a spot grid", m.SpotGridStatusResult, m.SpotGridCloseRequest).as_command(
    lambda _: {"status_code": 200}
).route(router, "/close-grid", close_grid)


async def update_sgrid(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    regrid = await c.spot_grid.update(user, _grid_id(body), body)
    return ok({"status_code": 200, "regrid": regrid})


Op("Change a spot grid", m.SpotGridUpdateResult, m.SpotGridUpdateRequest).as_command().route(
    router, "/update-sgrid", update_sgrid
)
