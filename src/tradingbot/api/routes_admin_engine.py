"""Operator view of the engine's partitions, and hand-set prices on a cluster.

``GET /admin/engine/partitions``: who serves each partition, under which lease epoch, how many bots
and queued operations, and how far it has read each market log. In ``make run`` and on a worker it
answers from the process itself; on an API node it asks each partition's worker (a command, as a
user's call is), so one call shows the whole cluster.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from fastapi import APIRouter, Depends, Request

from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep
from tradingbot.api.envelope import ok
from tradingbot.api.models.admin import PartitionsResult
from tradingbot.api.routes_admin import require_admin
from tradingbot.bus.commands import HttpCommand, is_moving, send_command
from tradingbot.bus.ports import BusUnavailable

router = APIRouter(prefix="/admin", dependencies=[Depends(require_admin)], tags=["admin"])
PATH = "/admin/engine/partitions"
ASK_S = 2.0


@router.get("/engine/partitions", summary="The engine's partitions", responses=answers(PartitionsResult))
async def partitions(request: Request, c: ContainerDep) -> dict[str, Any]:
    """Each partition's server, lease epoch, bots, queue and market-log positions."""
    ex = c.exchange
    if c.settings.bot_role != "api" or c.bus is None:
        rows = ex.status()
    else:
        auth = request.headers.get("authorization", "")
        rows = list(await asyncio.gather(*(_ask(c, p, auth) for p in range(ex.count))))
    served = {r["partition"]: r | {"served": True} for r in rows if "node" in r}
    listed = [served.get(p, {"partition": p, "served": False}) for p in range(ex.count)]
    return ok({"count": ex.count, "list": listed})


async def _ask(c: Any, partition: int, auth: str) -> dict[str, Any]:
    command = HttpCommand("GET", PATH, "", [("authorization", auth)], b"", "api-node")
    try:
        answer = await send_command(
            c.bus, lambda refresh: c.directory.subject(partition, refresh), command, ASK_S, is_moving
        )
    except BusUnavailable:
        return {"partition": partition}
    rows = (json.loads(answer.body).get("result") or {}).get("list", [])
    return next(
        (r for r in rows if r["partition"] == partition and r.get("served")), {"partition": partition}
    )
