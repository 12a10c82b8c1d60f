"""A user's notifications (docs/NOTIFICATIONS.md): the in-app centre (list, read), the settings and
the outbound channels (webhooks, Telegram) with their delivery logs and a test message.
Owner-only: another user's channel id answers as a missing one."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from fastapi import APIRouter

from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.idempotency import command
from tradingbot.api.models.notifications import (
    AddChannelRequest,
    AddedNotificationChannel,
    ChannelIdRequest,
    DeliveriesRequest,
    ListNotificationsRequest,
    NotificationChannelDeleted,
    NotificationDeliveryLog,
    NotificationList,
    NotificationSettings,
    NotificationsRead,
    NotificationTestSent,
    ReadRequest,
    SettingsRequest,
)
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import InvalidNumber, to_decimal

router = APIRouter(prefix="/v2/private/notifications", tags=["notifications"])


def _int(value: int | str, field: str, lo: int, hi: int) -> int:
    text = str(value)
    if not text.isdigit() or not lo <= int(text) <= hi:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field}: an integer {lo}..{hi}", field=field)
    return int(text)


def _id(value: int | str, field: str) -> int:
    return _int(value, field, 1, 2**63 - 1)


@router.post("/list", summary="The user's notifications, newest first", responses=answers(NotificationList))
async def list_notifications(
    body: ListNotificationsRequest, user: UserDep, c: ContainerDep
) -> dict[str, Any]:
    """Only the kinds the user has on; ``unread_count`` counts them all (the header's bell)."""
    limit = _int(body.limit, "limit", 1, 100)
    before = None if body.before is None else _id(body.before, "before")
    return ok(await c.notifications.page(user.id, limit, before))


@router.post(
    "/read", summary="Mark notifications read", responses=answers(NotificationsRead), dependencies=[command()]
)
async def read(body: ReadRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """``ids`` (the user's: another user's id changes nothing) or ``all: true``."""
    ids = None if body.ids is None else [_id(i, "ids") for i in body.ids]
    updated = await c.notifications.mark_read(user.id, ids, body.all)
    unread = (await c.notifications.page(user.id, 1, None))["unread_count"]
    return ok({"updated": updated, "unread_count": unread})


@router.post(
    "/settings",
    summary="Get or change the notification settings",
    responses=answers(NotificationSettings),
    dependencies=[command()],
)
async def settings(body: SettingsRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """An empty body answers the settings; ``events`` turns kinds on and off (the others stay),
    ``locale`` is the messages' language, ``liquidation_risk_threshold`` a percent 1..100."""
    threshold: Decimal | None = None
    if body.liquidation_risk_threshold is not None:
        field = "liquidation_risk_threshold"
        try:
            threshold = to_decimal(str(body.liquidation_risk_threshold))
        except InvalidNumber:
            raise BusinessError(RetCode.INVALID_PARAM, f"{field}: a number", field=field) from None
        if not Decimal(1) <= threshold <= Decimal(100):
            raise BusinessError(RetCode.INVALID_PARAM, f"{field}: a percent 1..100", field=field)
    if body.events is None and body.locale is None and threshold is None:
        return ok(await c.notifications.settings_of(user.id))
    return ok(await c.notifications.update_settings(user.id, body.events, body.locale, threshold))


@router.post(
    "/channels/add", summary="Add a webhook or a Telegram chat", responses=answers(AddedNotificationChannel)
)
async def add_channel(body: AddChannelRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """A webhook: ``url`` (http or https; a public address unless the server allows private ones),
    answered with its signing secret, once. Telegram: ``bot_token`` and ``chat_id`` (the token is
    never answered). Not an ``Idempotency-Key`` command: its answer carries the secret, which must
    not be stored."""
    n = c.notifications
    if body.type == "webhook":
        if body.url is None or body.bot_token is not None or body.chat_id is not None:
            raise BusinessError(RetCode.INVALID_PARAM, "url: a webhook takes a url (only)", field="url")
        return ok(await n.add_webhook(user.id, body.url, body.label))
    if body.bot_token is None or body.chat_id is None or body.url is not None:
        raise BusinessError(
            RetCode.INVALID_PARAM, "bot_token: Telegram takes bot_token and chat_id (only)", field="bot_token"
        )
    added = await n.add_telegram(user.id, body.bot_token, body.chat_id, body.label)
    added["secret"] = None  # a Telegram token is never answered
    return ok(added)


@router.post(
    "/channels/delete",
    summary="Delete a channel",
    responses=answers(NotificationChannelDeleted),
    dependencies=[command()],
)
async def delete_channel(body: ChannelIdRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Another user's channel and a missing one both answer ``10011``."""
    channel_id = _id(body.channel_id, "channel_id")
    await c.notifications.delete_channel(user.id, channel_id)
    return ok({"channel_id": str(channel_id)})


@router.post(
    "/channels/deliveries", summary="A channel's delivery log", responses=answers(NotificationDeliveryLog)
)
async def deliveries(body: DeliveriesRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    channel_id = _id(body.channel_id, "channel_id")
    limit = _int(body.limit, "limit", 1, 200)
    return ok({"list": await c.notifications.deliveries(user.id, channel_id, limit)})


@router.post(
    "/channels/test",
    summary="Send a test message to a channel",
    responses=answers(NotificationTestSent),
    dependencies=[command()],
)
async def test_channel(body: ChannelIdRequest, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Sent at once; a failure is retried like any delivery (the delivery log shows it)."""
    channel_id = _id(body.channel_id, "channel_id")
    delivery_id = await c.notifications.queue_test(user.id, channel_id)
    status = await c.dispatcher.deliver(delivery_id)
    return ok({"delivery_id": str(delivery_id), "status": status})
