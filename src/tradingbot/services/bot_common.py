"""What every bot family's service needs from the database: the bot row with ownership checks,
the running-bot limit, paginated fills, what a closed bot returned, the owner's masked name."""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotRow, JournalRow, User
from tradingbot.core.enums import BotAccountType, BotStatus
from tradingbot.core.errors import BotResultCode, BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.auth import UserView, vague_email
from tradingbot.sim.accounts import AccountRef

MAX_RUNNING_BOTS = 50


def parse_bot_id(value: object, field: str) -> int:
    try:
        bot_id = int(str(value))
    except ValueError as exc:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be an integer", field=field) from exc
    if bot_id <= 0:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be positive", field=field)
    return bot_id


class BotRepo:
    def __init__(self, sessions: async_sessionmaker[Any], family: str) -> None:
        self._db = sessions
        self.family = family

    async def row(self, bot_id: int) -> BotRow:
        async with self._db() as s:
            row: BotRow | None = await s.get(BotRow, bot_id)
        if row is None or row.family != self.family:
            raise BusinessError.bot(BotResultCode.NOT_FOUND, f"bot {bot_id} not found")
        return row

    async def own(self, user: UserView, bot_id: int, *, acting: bool) -> BotRow:
        """The user's bot; acting on another user's bot is Can_Not_Cancel_Others_Grid."""
        row = await self.row(bot_id)
        if row.user_id != user.id:
            code = BotResultCode.Can_Not_Cancel_Others_Grid if acting else BotResultCode.FORBIDDEN
            raise BusinessError.bot(code, "this bot belongs to another user")
        if acting and user.banned:
            raise BusinessError.bot(BotResultCode.USER_BANNED, "the account is banned from trading bots")
        return row

    async def check_can_create(self, user: UserView) -> None:
        if user.banned:
            raise BusinessError.bot(BotResultCode.USER_BANNED, "the account is banned from trading bots")
        async with self._db() as s:
            running = await s.scalar(
                select(func.count())
                .select_from(BotRow)
                .where(BotRow.user_id == user.id, BotRow.status != BotStatus.COMPLETED.value)
            )
        if (running or 0) >= MAX_RUNNING_BOTS:
            raise BusinessError.bot(
                BotResultCode.REACH_BOT_NUM_UPPER_LIMIT, f"at most {MAX_RUNNING_BOTS} bots may run at once"
            )

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
        """A user's bots of every family (ongoing or closed), newest first."""
        async with self._db() as s:
            q = select(BotRow).where(BotRow.user_id == user_id)
            done = BotRow.status == BotStatus.COMPLETED.value
            q = q.where(done) if closed else q.where(~done)
            total = await s.scalar(select(func.count()).select_from(q.subquery()))
            rows = (
                await s.scalars(q.order_by(BotRow.id.desc()).offset((page - 1) * limit).limit(limit))
            ).all()
        return list(rows), total or 0
