"""Web config with gray flags (SPEC §6) and the latency probe ``/t1``."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.responses import PlainTextResponse

from tradingbot.api.contract import ErrorEnvelope, answers
from tradingbot.api.deps import ContainerDep, OptionalUserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models.config import WebConfigRequest, WebConfigResult

router = APIRouter(tags=["config"])
_ERROR = {"$ref": f"#/components/schemas/{ErrorEnvelope.__name__}"}


@router.post("/v3/config/web", summary="Gray flags of the web app", responses=answers(WebConfigResult))
async def web_config(body: WebConfigRequest, c: ContainerDep, user: OptionalUserDep) -> dict[str, Any]:
    """Each asked flag with its settings and whether it is on for the caller (SPEC §6)."""
    items = await c.flags.config(body.keys, user.id if user else None)
    return ok({"project": body.project, "list": items})


@router.get(
    "/t1",
    summary="Latency probe",
    response_class=PlainTextResponse,
    responses={
        200: {
            "description": "the two bytes `ok`",
            "content": {"text/plain": {"schema": {"type": "string", "enum": ["ok"]}}},
        },
        # a JSON envelope, though the probe itself answers text
        "default": {"description": "wrong method (405)", "content": {"application/json": {"schema": _ERROR}}},
    },
)
async def latency_probe() -> str:
    """Route selection pings this; the body is ignored by the client (answered ahead of routing,
    ``api/probe.py``)."""
    return "ok"
