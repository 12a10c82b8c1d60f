"""Gray-release flags (SPEC §6): botSymbolGray, futureTsGray, spotTsGray, botTpslEquity.

Each flag has an operator-set rollout percentage; a user is in the rollout when a stable hash of
(flag name, user id) falls below it, so the answer is the same on every call and every node.
Anonymous visitors and unknown flags get false.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import FeatureFlag
from tradingbot.core.errors import BusinessError, RetCode

KNOWN_FLAGS = ("botSymbolGray", "futureTsGray", "spotTsGray", "botTpslEquity")


def in_rollout(flag: str, user_id: int, rollout_pct: int) -> bool:
    """Deterministic bucket 0..99 of (flag, user) compared with the rollout percentage."""
    digest = hashlib.blake2b(f"{flag}:{user_id}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % 100 < rollout_pct


def parse_rollout(spec: str) -> dict[str, int]:
    """``"botSymbolGray=50,spotTsGray=100"`` -> {name: percent}."""
    out: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in spec.split(","))):
        name, _, pct = part.partition("=")
        if name not in KNOWN_FLAGS:
            raise ValueError(f"unknown gray flag {name!r}; known: {', '.join(KNOWN_FLAGS)}")
        value = int(pct)
        if not 0 <= value <= 100:
            raise ValueError(f"rollout of {name} must be 0..100")
        out[name] = value
    return out


class FlagService:
    def __init__(self, sessions: async_sessionmaker[Any]):
        self._db = sessions

    async def set_rollout(self, name: str, pct: int) -> None:
        if name not in KNOWN_FLAGS:
            raise BusinessError(RetCode.INVALID_PARAM, f"unknown flag {name}", field="name")
        if not 0 <= pct <= 100:
            raise BusinessError(
                RetCode.INVALID_PARAM, "rollout must be 0..100", field="rollout_pct", bound="0..100"
            )
        async with self._db() as s:
            row = await s.get(FeatureFlag, name)
            if row is None:
                s.add(FeatureFlag(name=name, rollout_pct=pct, value="{}"))
            else:
                row.rollout_pct = pct
            await s.commit()

    async def config(self, keys: list[str], user_id: int | None) -> list[dict[str, Any]]:
        """The web config list for ``keys``: name, JSON value, isGray for this user."""
        async with self._db() as s:
            rows = {r.name: r for r in (await s.scalars(select(FeatureFlag))).all()}
        out: list[dict[str, Any]] = []
        for key in keys:
            row = rows.get(key)
            pct = row.rollout_pct if row else 0
            gray = user_id is not None and user_id > 0 and in_rollout(key, user_id, pct)
            value = json.dumps({"rollout_pct": pct}) if row else "{}"
            out.append({"name": key, "value": value, "isGray": gray})
        return out
