"""Web config with gray flags (SPEC §6) and the latency probe ``/t1``."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel, ConfigDict, Field

from tradingbot.api.deps import ContainerDep, OptionalUserDep
from tradingbot.api.envelope import ok
from tradingbot.services.flags import KNOWN_FLAGS

router = APIRouter(tags=["config"])


class WebConfigRequest(BaseModel):
    model_config = ConfigDict(extra="ignore")

    project: str = Field(default="bot", max_length=64)
    keys: list[str] = Field(default_factory=lambda: list(KNOWN_FLAGS), max_length=50)


@router.post("/v3/config/web")
async def web_config(body: WebConfigRequest, c: ContainerDep, user: OptionalUserDep) -> dict[str, Any]:
    items = await c.flags.config(body.keys, user.id if user else None)
    return ok({"project": body.project, "list": items})


@router.get("/t1", response_class=PlainTextResponse)
async def latency_probe() -> str:
    """Route selection pings this; the body is ignored by the client."""
    return "ok"
