"""Delisted symbols per market (spot, linear), remembered across restarts.

Why one place: every family refuses a new bot on a delisted symbol (a combo on any of its legs),
and the operator's delist call closes the running ones; the sets live in ``kv_state``.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import KeyValue
from tradingbot.core.errors import BotResultCode, BusinessError

KEYS = {"spot": "symbols.delisted", "linear": "symbols.delisted.linear"}


class Delistings:
    """The delisted symbols of each market."""

    def __init__(self, sessions: async_sessionmaker[Any]) -> None:
        self._db = sessions
        self._sets: dict[str, set[str]] = {category: set() for category in KEYS}

    async def load(self) -> None:
        async with self._db() as s:
            for category, key in KEYS.items():
                row = await s.get(KeyValue, key)
                self._sets[category] = set(json.loads(row.value)) if row else set()

    async def delist(self, category: str, symbol: str) -> None:
        """Remember that ``symbol`` of ``category`` is delisted (new bots are refused from now on)."""
        self._sets[category].add(symbol)
        value = json.dumps(sorted(self._sets[category]))
        async with self._db() as s:
            row = await s.get(KeyValue, KEYS[category])
            if row is None:
                s.add(KeyValue(key=KEYS[category], value=value))
            else:
                row.value = value
            await s.commit()

    def refuse(self, category: str, symbol: str, field: str = "symbol") -> None:
        """FORBIDDEN naming ``field`` when ``symbol`` is delisted."""
        if symbol in self._sets[category]:
            err = BusinessError.bot(BotResultCode.FORBIDDEN, f"{symbol} is delisted")
            err.field = field
            raise err
