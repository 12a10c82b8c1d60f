"""What every bot family's service needs from the database: the bot row with ownership checks,
the running-bot limit, paginated fills, what a closed bot returned, the owner's masked name.

Bot rows are kept in the engine's read model between two engine changes (``read_model``): they
are written only by the engine's stored operations, so the kept row is the stored one and an owner
read of a bot costs no database round trip.

Another user's bot answers exactly as a bot that does not exist (:func:`bot_not_found`, the same
code, message and result, for reads and writes alike): an answer that told them apart would let
anyone probe which ids are taken and by whom (issue 23, the cross-user matrix)."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotRow, JournalRow, User
from tradingbot.core.enums import BotAccountType, BotStatus
from tradingbot.core.errors import BotResultCode, BusinessError, RetCode
from tradingbot.core.money import fmt, int_text
from tradingbot.services.accounts.auth import UserView, vague_email
from tradingbot.services.exchange.read_model import ReadModel
from tradingbot.sim.accounts import AccountRef

BOT_ID_MAX = 2**31 - 1
"""The largest bot id the ``bots`` table can hold (a 32-bit INTEGER key on PostgreSQL and SQLite)."""


def parse_bot_id(value: object, field: str) -> int:
    """A bot id sent as an int or a string of digits: 1..``BOT_ID_MAX`` (a larger one would overflow
    the database's integer: INVALID_PARAM naming the field, never a 5xx)."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be an integer", field=field)
    bot_id = int_text(value) if isinstance(value, str) else value
    if bot_id is None:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be an integer", field=field)
    if not 0 < bot_id <= BOT_ID_MAX:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be 1..{BOT_ID_MAX}", field=field)
    return bot_id


def bot_not_found(bot_id: int) -> BusinessError:
    """The one answer for a bot id the caller may not see: none, another family's, another user's."""
    return BusinessError.bot(BotResultCode.NOT_FOUND, f"bot {bot_id} not found")


class BotRepo:
    def __init__(self, sessions: async_sessionmaker[Any], family: str, reads: ReadModel) -> None:
        self._db = sessions
        self.family = family
        self.reads = reads

    async def row(self, bot_id: int) -> BotRow:
        """The stored row (kept until the engine's next change; never modify it)."""
        row = self.reads.row(bot_id)
        if row is None:
            revision = self.reads.revision
            async with self._db() as s:
                row = await s.get(BotRow, bot_id)
            if row is not None:
                self.reads.keep_row(revision, row)
        if row is None or row.family != self.family:
            raise bot_not_found(bot_id)
        return row

    async def own(self, user: UserView, bot_id: int, *, acting: bool) -> BotRow:
        """The user's bot; another user's answers as a missing one (:func:`bot_not_found`), whether
        reading or acting; a banned user may read but not act."""
        row = await self.row(bot_id)
        if row.user_id != user.id:
            raise bot_not_found(bot_id)
        if acting and user.banned:
            raise BusinessError.bot(BotResultCode.USER_BANNED, "the account is banned from trading bots")
        return row

    @staticmethod
    def check_can_create(user: UserView) -> None:
        """A banned account creates nothing (the running-bot limit is the engine's: it counts its
        bots under its lock, so concurrent creates cannot pass it together)."""
        if user.banned:
            raise BusinessError.bot(BotResultCode.USER_BANNED, "the account is banned from trading bots")

    async def fills_page(self, table: Any, owner: str, page: int, limit: int) -> tuple[list[Any], int]:
        """Newest first."""
        async with self._db() as s:
            total = await s.scalar(select(func.count()).select_from(table).where(table.owner == owner))
            rows = (
                await s.scalars(
                    select(table)
                    .where(table.owner == owner)
                    .order_by(table.id.desc())
                    .offset((page - 1) * limit)
                    .limit(limit)
                )
            ).all()
        return list(rows), total or 0

    async def settlement_assets(self, row: BotRow) -> str:
        """What a closed bot returned to the FUND account, e.g. ``USDT:1003.5,BTC:0.0012``."""
        if not row.closed_ms:
            return ""
        async with self._db() as s:
            q = select(JournalRow).where(JournalRow.ref == f"bot:{row.id}:return")
            entries = (await s.scalars(q)).all()
        owner = AccountRef.user(row.user_id, BotAccountType.FUND).key
        parts = []
        for e in entries:
            for p in json.loads(e.postings):
                if p["account"] == owner and Decimal(p["amount"]) > 0:
                    parts.append(f"{p['asset']}:{fmt(Decimal(p['amount']))}")
        return ",".join(parts)

    async def owner_name(self, user_id: int) -> str:
        async with self._db() as s:
            owner = await s.get(User, user_id)
        return vague_email(owner.email) if owner else ""

    async def rows_of(self, user_id: int, closed: bool, page: int, limit: int) -> tuple[list[BotRow], int]:
        """A user's bots of every family (ongoing or closed), newest first; the total is counted
        only when the page does not tell it (a full page, or an empty one after the first)."""
        async with self._db() as s:
            q = select(BotRow).where(BotRow.user_id == user_id)
            done = BotRow.status == BotStatus.COMPLETED.value
            q = q.where(done) if closed else q.where(~done)
            rows = (
                await s.scalars(q.order_by(BotRow.id.desc()).offset((page - 1) * limit).limit(limit))
            ).all()
            if len(rows) < limit and (rows or page == 1):
                return list(rows), (page - 1) * limit + len(rows)
            total = await s.scalar(select(func.count()).select_from(q.subquery()))
        return list(rows), total or 0
