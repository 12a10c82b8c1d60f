"""The dispatcher: drains the outbox into each user's channels and delivers, with retries.

Two steps a turn, each its own transaction, so a restart (even a kill -9) loses nothing:

0. **liquidation risk** (:mod:`.risk`): perpetual bots above their owner's threshold get a
   notification (the engines this process serves);
1. **fan out**: the notifications not dispatched yet get one ``PENDING`` delivery per enabled
   channel of their user whose kind is on, and are marked dispatched, in one transaction (the
   unique (notification, channel) pair makes a second dispatcher's fan-out a no-op);
2. **deliver**: each due ``PENDING`` delivery is sent, then its row updated: ``DELIVERED``, or
   tried again after ``base * 2^(attempts-1)`` (at most an hour), ``FAILED`` after the last
   attempt or an answer another try cannot change.

A kill between a send and its row's update sends that message again after the restart: delivery
is at least once, and every message carries the notification's id (the webhook's
``X-Bot-Notification-Id`` header and ``id`` field) for the receiver to drop a repeat.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any

import httpx
from sqlalchemy import select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import (
    NotificationChannelRow,
    NotificationDeliveryRow,
    NotificationRow,
    NotificationSettingRow,
)
from tradingbot.adapters.venues.key_vault import KeyVault
from tradingbot.services.background import BackgroundLoop
from tradingbot.services.clock import Clock
from tradingbot.services.notifications.channels import Outcome, send_telegram, send_webhook
from tradingbot.services.notifications.kinds import OFF_BY_DEFAULT
from tradingbot.services.notifications.risk import RiskWatch
from tradingbot.services.notifications.service import TELEGRAM
from tradingbot.services.notifications.templates import render

log = logging.getLogger("tradingbot.notifications")

PENDING, DELIVERED, FAILED = "PENDING", "DELIVERED", "FAILED"
MAX_BACKOFF_MS = 3_600_000
FAN_OUT_BATCH = 500
DELIVER_BATCH = 50


def backoff_ms(base_ms: int, attempts: int) -> int:
    """The wait after the ``attempts``-th failed try: base, 2 base, 4 base, ... at most an hour."""
    wait: int = base_ms * 2 ** max(attempts - 1, 0)
    return min(wait, MAX_BACKOFF_MS)


class Dispatcher(BackgroundLoop):
    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        clock: Clock,
        vault: Callable[[], KeyVault],
        *,
        telegram_base: str,
        allow_private_urls: bool,
        retry_base_ms: int,
        max_attempts: int,
        poll_ms: int,
        risk: RiskWatch | None = None,
    ) -> None:
        self._db = sessions
        self._clock = clock
        self._vault = vault
        self.telegram_base = telegram_base
        self.allow_private_urls = allow_private_urls
        self.retry_base_ms = retry_base_ms
        self.max_attempts = max_attempts
        self.poll_ms = poll_ms
        self.risk = risk
        self._client: httpx.AsyncClient | None = None
        self._lock = asyncio.Lock()

    async def _loop(self) -> None:
        while True:
            try:
                await self.run_once()
            except asyncio.CancelledError:
                raise
            except Exception:  # a database hiccup: the next turn tries again
                log.exception("notification dispatch failed; retrying")
            await asyncio.sleep(self.poll_ms / 1000)

    async def stop(self) -> None:
        await super().stop()
        client, self._client = self._client, None
        if client is not None:
            await client.aclose()

    async def run_once(self) -> int:
        """One turn: fan out, then deliver what is due; the number of deliveries attempted."""
        async with self._lock:
            if self.risk is not None:
                await self.risk.check()
            while await self.fan_out() == FAN_OUT_BATCH:
                pass
            return await self.deliver_due()

    async def fan_out(self) -> int:
        n, c = NotificationRow, NotificationChannelRow
        now = self._clock()
        async with self._db() as s, s.begin():
            notes = (
                await s.execute(
                    select(n.id, n.user_id, n.kind)
                    .where(n.dispatched.is_(False))
                    .order_by(n.id)
                    .limit(FAN_OUT_BATCH)
                )
            ).all()
            if not notes:
                return 0
            users = {u for _, u, _ in notes}
            off = {
                uid: set(json.loads(disabled))
                for uid, disabled in await s.execute(
                    select(NotificationSettingRow.user_id, NotificationSettingRow.disabled).where(
                        NotificationSettingRow.user_id.in_(users)
                    )
                )
            }
            channels: dict[int, list[int]] = {}
            for cid, uid in await s.execute(
                select(c.id, c.user_id).where(c.user_id.in_(users), c.enabled.is_(True))
            ):
                channels.setdefault(uid, []).append(cid)
            rows = [
                {
                    "notification_id": nid,
                    "channel_id": cid,
                    "user_id": uid,
                    "status": PENDING,
                    "attempts": 0,
                    "next_ms": now,
                    "created_ms": now,
                }
                for nid, uid, kind in notes
                if kind not in off.get(uid, OFF_BY_DEFAULT)
                for cid in channels.get(uid, ())
            ]
            if rows:
                insert_ = pg_insert if s.get_bind().dialect.name == "postgresql" else sqlite_insert
                await s.execute(
                    insert_(NotificationDeliveryRow).on_conflict_do_nothing(
                        index_elements=["notification_id", "channel_id"]
                    ),
                    rows,
                )
            await s.execute(update(n).where(n.id.in_([nid for nid, _, _ in notes])).values(dispatched=True))
        return len(notes)

    async def deliver_due(self) -> int:
        d = NotificationDeliveryRow
        async with self._db() as s:
            due = (
                await s.scalars(
                    select(d.id)
                    .where(d.status == PENDING, d.next_ms <= self._clock())
                    .order_by(d.id)
                    .limit(DELIVER_BATCH)
                )
            ).all()
        for delivery_id in due:
            await self.deliver(delivery_id)
        return len(due)

    async def deliver(self, delivery_id: int) -> str:
        """Send one delivery and record the outcome; its status after."""
        async with self._db() as s:
            row = await s.get(NotificationDeliveryRow, delivery_id)
            if row is None or row.status != PENDING:
                return "GONE" if row is None else row.status
            note = await s.get(NotificationRow, row.notification_id)
            channel = await s.get(NotificationChannelRow, row.channel_id)
            setting = await s.get(NotificationSettingRow, row.user_id)
        if note is None or channel is None:
            return "GONE"
        locale = setting.locale if setting is not None else "en"
        outcome = await self._send(note, channel, row.id, locale)
        attempts = row.attempts + 1
        now = self._clock()
        if outcome.ok:
            status, next_ms = DELIVERED, now
        elif outcome.retry and attempts < self.max_attempts:
            status, next_ms = PENDING, now + backoff_ms(self.retry_base_ms, attempts)
        else:
            status, next_ms = FAILED, now
        async with self._db() as s, s.begin():
            await s.execute(
                update(NotificationDeliveryRow)
                .where(NotificationDeliveryRow.id == delivery_id)
                .values(
                    status=status,
                    attempts=attempts,
                    next_ms=next_ms,
                    last_status=outcome.status,
                    last_error=None if outcome.error is None else outcome.error[:200],
                    done_ms=None if status == PENDING else now,
                )
            )
        if not outcome.ok:
            log.info(
                "notification delivery %d to channel %d: %s (attempt %d, %s)",
                delivery_id,
                channel.id,
                outcome.error,
                attempts,
                status,
            )
        return status

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            self._client = httpx.AsyncClient()
        return self._client

    async def _send(
        self, note: NotificationRow, channel: NotificationChannelRow, delivery_id: int, locale: str
    ) -> Outcome:
        try:
            secret = self._vault().open_text(channel.secret)
        except Exception as exc:  # the master key changed or is missing: nothing to retry with
            return Outcome(False, False, error=f"secret unavailable ({type(exc).__name__})")
        text = render(note.kind, note.data, locale, note.bot_id)
        if channel.type == TELEGRAM:
            return await send_telegram(self._http(), self.telegram_base, secret, channel.target, text)
        payload = {
            "id": str(note.id),
            "delivery_id": str(delivery_id),
            "kind": note.kind,
            "bot_id": None if note.bot_id is None else str(note.bot_id),
            "ts_ms": note.ts_ms,
            "locale": locale,
            "text": text,
            "data": json.loads(note.data),
        }
        return await send_webhook(self._http(), channel.target, secret, payload, self.allow_private_urls)
