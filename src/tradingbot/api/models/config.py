"""The web config call (``POST /v3/config/web``): gray flags of SPEC §6."""

from __future__ import annotations

from pydantic import Field

from tradingbot.api.contract import In, Out
from tradingbot.services.accounts.flags import KNOWN_FLAGS


class WebConfigRequest(In):
    project: str = Field(default="bot", max_length=64, examples=["bot"])
    keys: list[str] = Field(
        default_factory=lambda: list(KNOWN_FLAGS),
        max_length=50,
        examples=[list(KNOWN_FLAGS)],
        description="the flags asked for (every known flag when absent)",
    )


class ConfigItem(Out):
    name: str = Field(examples=["spotTsGray"])
    value: str = Field(examples=['{"rollout_pct": 30}'], description="the flag's settings as JSON text")
    isGray: bool = Field(description="the flag is on for this caller (false when not logged in)")


class WebConfigResult(Out):
    project: str = Field(examples=["bot"])
    list: list[ConfigItem]
