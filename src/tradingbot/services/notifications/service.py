"""A user's notification centre: the list (newest first, rendered in the user's language), marking
read, the settings (per-kind toggles, language, liquidation-risk threshold) and the outbound
channels (webhooks, Telegram chats) with their delivery logs.

Owner-only: every query is filtered by the caller's user id; another user's channel answers as a
missing one. Secrets are sealed with the operator's master keys and never answered: a webhook's
secret is shown once, in the answer that created it; a Telegram token never.
"""

from __future__ import annotations

import json
import logging
import secrets as secrets_mod
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import (
    NotificationChannelRow,
    NotificationDeliveryRow,
    NotificationRow,
    NotificationSettingRow,
)
from tradingbot.adapters.venues.key_vault import KeyVault, VaultError
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.services.clock import Clock
from tradingbot.services.notifications.kinds import KINDS, OFF_BY_DEFAULT, TEST
from tradingbot.services.notifications.risk import DEFAULT as DEFAULT_THRESHOLD
from tradingbot.services.notifications.templates import LOCALES, render
from tradingbot.services.notifications.urls import UrlRefused, check_url

log = logging.getLogger("tradingbot.notifications")

CHANNEL_NOT_FOUND = "notification channel not found"
WEBHOOK, TELEGRAM = "webhook", "telegram"


class NotificationService:
    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        clock: Clock,
        vault: Callable[[], KeyVault],
        allow_private_urls: bool,
        max_channels: int,
    ) -> None:
        self._db = sessions
        self._clock = clock
        self._make_vault = vault
        self._vault: KeyVault | None = None
        self.allow_private_urls = allow_private_urls
        self.max_channels = max_channels

    def vault(self) -> KeyVault:
        if self._vault is None:
            try:
                self._vault = self._make_vault()
            except VaultError as exc:
                log.error("notification channels cannot be stored: %s", exc)
                raise BusinessError(
                    RetCode.SERVICE_UNAVAILABLE,
                    "channels cannot be stored on this server right now (its master key is not set up)",
                ) from None
        return self._vault

    # ------------------------------------------------------------------ settings

    async def settings_of(self, user_id: int) -> dict[str, Any]:
        """The user's settings (the defaults until they change one) and channels."""
        async with self._db() as s:
            row = await s.get(NotificationSettingRow, user_id)
            channels = (
                await s.scalars(
                    select(NotificationChannelRow)
                    .where(NotificationChannelRow.user_id == user_id)
                    .order_by(NotificationChannelRow.id)
                )
            ).all()
        disabled, locale, threshold = _values(row)
        return {
            "events": {k: k not in disabled for k in KINDS},
            "locale": locale,
            "liquidation_risk_threshold": fmt(threshold),
            "channels": [channel_view(c) for c in channels],
            "max_channels": self.max_channels,
        }

    async def update_settings(
        self, user_id: int, events: dict[str, bool] | None, locale: str | None, threshold: Decimal | None
    ) -> dict[str, Any]:
        for kind in events or {}:
            if kind not in KINDS:
                raise BusinessError(RetCode.INVALID_PARAM, f"events: unknown kind {kind}", field="events")
        if locale is not None and locale not in LOCALES:
            raise BusinessError(RetCode.INVALID_PARAM, "locale: one of the app's languages", field="locale")
        async with self._db() as s, s.begin():
            row = await s.get(NotificationSettingRow, user_id, with_for_update=True)
            disabled, old_locale, old_threshold = _values(row)
            for kind, on in (events or {}).items():
                (disabled.discard if on else disabled.add)(kind)
            if row is None:
                row = NotificationSettingRow(user_id=user_id)
                s.add(row)
            row.disabled = json.dumps(sorted(disabled))
            row.locale = locale or old_locale
            row.risk_threshold = old_threshold if threshold is None else threshold
            row.updated_ms = self._clock()
        return await self.settings_of(user_id)

    # ------------------------------------------------------------------ the centre

    async def page(self, user_id: int, limit: int, before: int | None) -> dict[str, Any]:
        """Newest first, ``limit`` at a time (``before``: the last id of the previous page); only
        the kinds the user has on; the unread count over them all."""
        async with self._db() as s:
            disabled, locale, _ = _values(await s.get(NotificationSettingRow, user_id))
            shown = [k for k in KINDS if k not in disabled]
            n = NotificationRow
            q = select(n).where(n.user_id == user_id, n.kind.in_(shown))
            if before is not None:
                q = q.where(n.id < before)
            rows = (await s.scalars(q.order_by(n.id.desc()).limit(limit + 1))).all()
            unread = await s.scalar(
                select(func.count())
                .select_from(n)
                .where(n.user_id == user_id, n.kind.in_(shown), n.read.is_(False))
            )
        page = rows[:limit]
        return {
            "list": [
                {
                    "id": str(r.id),
                    "kind": r.kind,
                    "bot_id": None if r.bot_id is None else str(r.bot_id),
                    "ts_ms": r.ts_ms,
                    "read": r.read,
                    "text": render(r.kind, r.data, locale, r.bot_id),
                    "data": json.loads(r.data),
                }
                for r in page
            ],
            "unread_count": unread or 0,
            "next_before": str(page[-1].id) if len(rows) > limit else None,
        }

    async def mark_read(self, user_id: int, ids: list[int] | None, everything: bool) -> int:
        """Mark the user's ``ids`` (or all) read; the number changed (others' ids change nothing)."""
        n = NotificationRow
        q = update(n).where(n.user_id == user_id, n.read.is_(False))
        if not everything:
            if not ids:
                raise BusinessError(RetCode.INVALID_PARAM, "ids: at least one id, or all: true", field="ids")
            q = q.where(n.id.in_(ids))
        async with self._db() as s, s.begin():
            result = await s.execute(q.values(read=True))
        return int(getattr(result, "rowcount", 0) or 0)

    # ------------------------------------------------------------------ channels

    async def add_webhook(self, user_id: int, url: str, label: str | None) -> dict[str, Any]:
        """A webhook and its signing secret: answered once, here, never again."""
        try:
            await check_url(url, self.allow_private_urls)
        except UrlRefused as exc:
            raise BusinessError(RetCode.INVALID_PARAM, f"url: {exc}", field="url") from None
        secret = "whsec_" + secrets_mod.token_urlsafe(32)
        view = await self._add(user_id, WEBHOOK, url, secret, label)
        return {**view, "secret": secret}

    async def add_telegram(self, user_id: int, token: str, chat_id: str, label: str | None) -> dict[str, Any]:
        return await self._add(user_id, TELEGRAM, chat_id, token, label)

    async def _add(
        self, user_id: int, kind: str, target: str, secret: str, label: str | None
    ) -> dict[str, Any]:
        sealed = self.vault().seal_text(secret)
        async with self._db() as s, s.begin():
            c = NotificationChannelRow
            count = await s.scalar(select(func.count()).select_from(c).where(c.user_id == user_id))
            if (count or 0) >= self.max_channels:
                raise BusinessError(
                    RetCode.INVALID_PARAM,
                    f"at most {self.max_channels} channels: delete one first",
                    field="type",
                )
            row = NotificationChannelRow(
                user_id=user_id,
                type=kind,
                label=label,
                target=target,
                secret=sealed,
                secret_hint=secret[-4:],
                enabled=True,
                created_ms=self._clock(),
            )
            s.add(row)
            await s.flush()
            view = channel_view(row)
        log.info("notification channel %s added for user %d (%s)", view["id"], user_id, kind)
        return view

    async def owned_channel(self, user_id: int, channel_id: int) -> NotificationChannelRow:
        async with self._db() as s:
            row = await s.get(NotificationChannelRow, channel_id)
        if row is None or row.user_id != user_id:
            raise BusinessError(RetCode.NOT_FOUND, CHANNEL_NOT_FOUND, field="channel_id")
        owned: NotificationChannelRow = row
        return owned

    async def delete_channel(self, user_id: int, channel_id: int) -> None:
        await self.owned_channel(user_id, channel_id)
        async with self._db() as s, s.begin():
            await s.execute(
                delete(NotificationDeliveryRow).where(NotificationDeliveryRow.channel_id == channel_id)
            )
            await s.execute(
                delete(NotificationChannelRow).where(
                    NotificationChannelRow.id == channel_id, NotificationChannelRow.user_id == user_id
                )
            )

    async def deliveries(self, user_id: int, channel_id: int, limit: int) -> list[dict[str, Any]]:
        """The channel's delivery log, newest first."""
        await self.owned_channel(user_id, channel_id)
        d = NotificationDeliveryRow
        async with self._db() as s:
            rows = (
                await s.execute(
                    select(d, NotificationRow.kind)
                    .join(NotificationRow, NotificationRow.id == d.notification_id)
                    .where(d.channel_id == channel_id, d.user_id == user_id)
                    .order_by(d.id.desc())
                    .limit(limit)
                )
            ).all()
        return [
            {
                "id": str(r.id),
                "notification_id": str(r.notification_id),
                "kind": kind,
                "status": r.status,
                "attempts": r.attempts,
                "next_ms": r.next_ms,
                "last_status": r.last_status,
                "last_error": r.last_error,
                "created_ms": r.created_ms,
                "done_ms": r.done_ms,
            }
            for r, kind in rows
        ]

    async def queue_test(self, user_id: int, channel_id: int) -> int:
        """A test message to one channel (read already: it is not a bot event); its delivery id, for
        the caller to send at once (:meth:`Dispatcher.deliver`)."""
        await self.owned_channel(user_id, channel_id)
        now = self._clock()
        async with self._db() as s, s.begin():
            note = NotificationRow(
                user_id=user_id, bot_id=None, kind=TEST, ts_ms=now, data="{}", read=True, dispatched=True
            )
            s.add(note)
            await s.flush()
            delivery = NotificationDeliveryRow(
                notification_id=note.id,
                channel_id=channel_id,
                user_id=user_id,
                status="PENDING",
                attempts=0,
                next_ms=now + 60_000,  # the caller sends it now; the dispatcher only if that fails
                created_ms=now,
            )
            s.add(delivery)
            await s.flush()
            return int(delivery.id)


def _values(row: NotificationSettingRow | None) -> tuple[set[str], str, Decimal]:
    if row is None:
        return set(OFF_BY_DEFAULT), "en", DEFAULT_THRESHOLD
    return set(json.loads(row.disabled)), row.locale, Decimal(row.risk_threshold)


def channel_view(row: NotificationChannelRow) -> dict[str, Any]:
    """A channel as its owner sees it: the webhook's URL or the chat id, never the secret."""
    return {
        "id": str(row.id),
        "type": row.type,
        "label": row.label,
        "url": row.target if row.type == WEBHOOK else None,
        "chat_id": row.target if row.type == TELEGRAM else None,
        "secret_hint": "…" + row.secret_hint,
        "enabled": row.enabled,
        "created_ms": row.created_ms,
    }
