"""Who may appear in the public ranking (issue 15, "Ranking"): a user's choice, listed by default.

Why a table and not a flag on ``users``: most users never change the default, so only a choice
that was made is stored; an unlisted user's bots never enter the ranking and cannot be copied.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import RankingSettingRow, User
from tradingbot.services.clock import Clock


def masked_name(email: str) -> str:
    """The name the ranking shows: the first two characters of the address and stars, no domain."""
    local = email.partition("@")[0]
    return f"{local[:2]}***"


async def is_listed(sessions: async_sessionmaker[Any], user_id: int) -> bool:
    async with sessions() as s:
        row: RankingSettingRow | None = await s.get(RankingSettingRow, user_id)
    return True if row is None else bool(row.listed)


class RankingSettings:
    def __init__(self, sessions: async_sessionmaker[Any], clock: Clock) -> None:
        self._db = sessions
        self._clock = clock

    async def listed(self, user_id: int) -> bool:
        return await is_listed(self._db, user_id)

    async def unlisted(self) -> set[int]:
        """The users who chose not to be listed."""
        async with self._db() as s:
            ids = await s.scalars(
                select(RankingSettingRow.user_id).where(RankingSettingRow.listed.is_(False))
            )
            return set(ids)

    async def set_listed(self, user_id: int, listed: bool) -> None:
        async with self._db() as s:
            await s.merge(RankingSettingRow(user_id=user_id, listed=listed, updated_ms=self._clock()))
            await s.commit()

    async def view(self, user_id: int) -> dict[str, Any]:
        """What the settings call answers: the choice and the name the ranking shows."""
        async with self._db() as s:
            user: User | None = await s.get(User, user_id)
        return {
            "listed": await self.listed(user_id),
            "nick_name": masked_name(user.email) if user else "",
        }
