"""Operator actions on bots and users: delist a symbol, tag or ban a user (closes their bots)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends

from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep
from tradingbot.api.envelope import ok
from tradingbot.api.models.admin import (
    DelistRequest,
    DelistResult,
    ExchangeStatusResult,
    TagRequest,
    TagResult,
)
from tradingbot.api.routes_admin import require_admin
from tradingbot.bots.base import CloseCommand
from tradingbot.core.enums import CloseReason
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt

router = APIRouter(prefix="/admin", dependencies=[Depends(require_admin)], tags=["admin"])


@router.post("/symbols/delist", summary="Delist a symbol", responses=answers(DelistResult))
async def delist(body: DelistRequest, c: ContainerDep) -> dict[str, Any]:
    """Stop trading a symbol of a market: new bots are refused and running ones close
    (SYMBOL_DELISTED); on the perpetual market that includes every combo holding it as a leg."""
    symbol = body.symbol.upper()
    known = c.spot_symbols if body.category == "spot" else c.exchange.market.futures.symbols
    if symbol not in known:
        raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {symbol}", field="symbol")
    await c.exchange.delistings.delist(body.category, symbol)
    bots = c.exchange.bots_on(symbol, body.category)
    closed = await c.exchange.close_bots(bots, CloseCommand(None, CloseReason.SYMBOL_DELISTED))
    return ok({"symbol": symbol, "closed_bots": closed})


@router.post("/users/tag", summary="Tag or ban a user", responses=answers(TagResult))
async def tag_user(body: TagRequest, c: ContainerDep) -> dict[str, Any]:
    """Set a user's tags (SPEC §6); banning closes every bot of the user (USER_BANNED)."""
    user = await c.auth.find_by_email(body.email)
    if user is None:
        raise BusinessError(RetCode.NOT_FOUND, f"no user {body.email}", field="email")
    tags = body.model_dump(exclude_none=True, exclude={"email"})
    if "vip_level" in tags:
        tags["is_vip"] = tags["vip_level"] > 0
    view = await c.auth.set_tags(user.id, **tags)
    closed = 0
    if body.banned:
        closed = await c.exchange.close_bots(
            c.exchange.bots_of(user.id), CloseCommand(None, CloseReason.USER_BANNED)
        )
    return ok({"user": view.profile(), "closed_bots": closed})


@router.get("/exchange/status", summary="What the exchanges stored", responses=answers(ExchangeStatusResult))
async def exchange_status(c: ContainerDep) -> dict[str, Any]:
    """What the exchanges last stored per symbol: price and market time (where a replay resumes)."""
    ex = c.exchange

    def rows(prices: dict[str, Any], category: str) -> dict[str, Any]:
        return {
            s: {"last_price": fmt(p), "market_ts": ex.stored_market_ts(s, category)}
            for s, p in prices.items()
        }

    return ok(
        {
            "symbols": rows(ex.market.sim.last_prices(), "spot"),
            "linear": rows(ex.market.futures.last_prices(), "linear"),
            "running_bots": ex.running_bots(),
        }
    )
