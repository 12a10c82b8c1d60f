"""Models of the notification calls (``/v2/private/notifications/*``): the centre (list, read),
the settings and the channels (webhooks, Telegram). No answer carries a channel's secret, except
the one that creates a webhook (its signing secret, shown once)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from tradingbot.api.contract import DecimalIn, DecimalStr, IdIn, IdStr, IntIn, Out, StrictIn

Kind = Literal[
    "BOT_STARTED",
    "BOT_PAUSED",
    "BOT_RESUMED",
    "TAKE_PROFIT",
    "STOP_LOSS",
    "TRAILING_STOP",
    "LIQUIDATION",
    "LIQUIDATION_RISK",
    "ROUND_COMPLETED",
    "REBALANCED",
    "BOT_CLOSED",
    "VENUE_ERROR",
]
Locale = Literal[
    "en", "ar-SA", "es-AR", "es-ES", "es-MX", "fil-PH", "id-ID", "ja-JP", "kk-KZ",
    "pl-PL", "pt-BR", "pt-PT", "ro-RO", "ru-RU", "uk-UA", "vi-VN", "zh-MY", "zh-TW",
]  # fmt: skip


class ListNotificationsRequest(StrictIn):
    limit: IntIn = Field(default=20, examples=[20], description="1..100 a page")
    before: IdIn | None = Field(default=None, description="the previous page's next_before: older ones")


class Notification(Out):
    id: IdStr
    kind: Kind
    bot_id: IdStr | None = Field(examples=["1024"])
    ts_ms: int = Field(ge=0, examples=[1764300000000], description="the event's time (the market's clock)")
    read: bool
    text: str = Field(examples=["Bot 1024 (BTCUSDT) hit its stop loss and is closing."])
    data: dict[str, Any] = Field(
        examples=[{"status": "CANCELLING", "close_reason": "STOP_LOSS", "symbol": "BTCUSDT"}],
        description="the event's figures (what the text is made from)",
    )


class NotificationList(Out):
    list: list[Notification]
    unread_count: int = Field(ge=0, examples=[3])
    next_before: IdStr | None = Field(description="pass as before for the next (older) page; null: last page")


class ReadRequest(StrictIn):
    ids: list[IdIn] | None = Field(default=None, max_length=500, examples=[["12", "13"]])
    all: bool = Field(default=False, description="mark every notification of the user read")


class NotificationsRead(Out):
    updated: int = Field(ge=0, examples=[2])
    unread_count: int = Field(ge=0, examples=[1])


class SettingsRequest(StrictIn):
    """Every field optional: none answers the settings as they are."""

    events: dict[str, bool] | None = Field(
        default=None, examples=[{"ROUND_COMPLETED": True, "VENUE_ERROR": False}], description="kind -> on"
    )
    locale: Locale | None = Field(default=None, examples=["en"], description="the language of the messages")
    liquidation_risk_threshold: DecimalIn | None = Field(
        default=None,
        examples=["80"],
        description="percent of margin ratio (maintenance margin / equity), 1..100",
    )


class NotificationChannel(Out):
    id: IdStr
    type: Literal["webhook", "telegram"]
    label: str | None = Field(examples=["my server"])
    url: str | None = Field(examples=["https://example.com/hooks/bot"], description="a webhook's URL")
    chat_id: str | None = Field(examples=["123456789"], description="a Telegram channel's chat")
    secret_hint: str = Field(examples=["…x9Qz"], description="the secret's (or token's) last 4 characters")
    enabled: bool
    created_ms: int = Field(ge=0, examples=[1764300000000])


class NotificationSettings(Out):
    events: dict[str, bool] = Field(examples=[{"BOT_STARTED": True, "ROUND_COMPLETED": False}])
    locale: Locale
    liquidation_risk_threshold: DecimalStr
    channels: list[NotificationChannel]
    max_channels: int = Field(ge=1, examples=[5])


class AddChannelRequest(StrictIn):
    type: Literal["webhook", "telegram"] = Field(examples=["webhook"])
    label: str | None = Field(
        default=None, max_length=64, pattern=r"^[^\x00-\x1f\x7f]*$", examples=["my server"]
    )
    url: str | None = Field(default=None, max_length=2048, examples=["https://example.com/hooks/bot"])
    bot_token: str | None = Field(
        default=None,
        pattern=r"^[0-9]{1,20}:[A-Za-z0-9_-]{20,100}$",
        examples=["123456:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
        description="Telegram: the bot's token from @BotFather",
    )
    chat_id: str | None = Field(
        default=None, pattern=r"^(-?[0-9]{1,20}|@[A-Za-z0-9_]{5,32})$", examples=["123456789"]
    )


class AddedNotificationChannel(NotificationChannel):
    secret: str | None = Field(
        examples=["whsec_…"],
        description="a webhook's signing secret: shown here once, never again (null for Telegram)",
    )


class ChannelIdRequest(StrictIn):
    channel_id: IdIn


class DeliveriesRequest(StrictIn):
    channel_id: IdIn
    limit: IntIn = Field(default=50, examples=[50], description="1..200")


class NotificationDelivery(Out):
    id: IdStr
    notification_id: IdStr
    kind: str = Field(examples=["STOP_LOSS"])
    status: Literal["PENDING", "DELIVERED", "FAILED"]
    attempts: int = Field(ge=0, examples=[1])
    next_ms: int = Field(ge=0, description="PENDING: the next try, not before")
    last_status: int | None = Field(examples=[200], description="the receiver's last HTTP status")
    last_error: str | None = Field(examples=["HTTP 503"])
    created_ms: int = Field(ge=0)
    done_ms: int | None = None


class NotificationDeliveryLog(Out):
    list: list[NotificationDelivery]


class NotificationChannelDeleted(Out):
    channel_id: IdStr


class NotificationTestSent(Out):
    delivery_id: IdStr
    status: Literal["PENDING", "DELIVERED", "FAILED"] = Field(
        description="PENDING: the first try failed, retried with backoff (see the delivery log)"
    )
