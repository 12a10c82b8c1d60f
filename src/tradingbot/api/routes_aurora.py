"""AI picks (SPEC §7 ``POST /operation/tools/aurora/home``, ``/creation``, ``/info``, ``/fcombo``).

Public (no login): backtested picks only, no user data. ``/home`` ``{}`` → up to 18 picks across
families and symbols; ``/creation`` ``{biz_type, symbol}`` → up to 6 picks and ``market_mode``;
``/info`` ``{aurora_id}`` → one pick; ``/fcombo`` ``{market_mode?}`` → the combo baskets. The
rules live in ``services/discovery/aurora.py``; bad input answers 10001 (12101 unknown symbol, 10011 unknown
or expired id) naming the field.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from tradingbot.api.bot_routes import JsonBody, Op
from tradingbot.api.deps import ContainerDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import aurora as m

router = APIRouter(prefix="/operation/tools/aurora", tags=["ai picks"])


async def home(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """Up to 18 picks, best score first, at most 6 per family, 6 per symbol, 2 per family-symbol."""
    return ok(await c.aurora.home())


Op("AI picks across families", m.AuroraHomeResult, m.AuroraHomeRequest).route(router, "/home", home)


async def creation(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """Up to 6 picks of one family (``biz_type``) on one ``symbol``, and the recommended direction."""
    return ok(await c.aurora.creation(body))


Op("AI picks of one family and symbol", m.AuroraCreationResult, m.AuroraCreationRequest).route(
    router, "/creation", creation
)


async def info(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """One pick by ``aurora_id`` (10011 when unknown or of another data day)."""
    return ok(await c.aurora.info(body.get("aurora_id")))


Op("One AI pick", m.AuroraPick, m.AuroraInfoRequest).route(router, "/info", info)


async def fcombo(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """Today's futures combo baskets, two per style, optionally filtered by ``market_mode``."""
    return ok(await c.aurora.fcombo(body))


Op("AI futures combo baskets", m.AuroraFcomboResult, m.AuroraFcomboRequest).route(router, "/fcombo", fcombo)
