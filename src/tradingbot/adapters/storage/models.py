"""Relational schema: users and sessions, the ledger journal, orders, fills, flags, bots.

Bots of every family share ``bots`` and ``bot_events``; orders and fills are per market (spot,
perpetual futures) and shared by the families trading there: ``market_tables`` defines them
once and says how they join.

The ledger journal is append-only; ``ledger_balances`` holds the balances it folds to, updated in
the same transaction as the entries (start-up loads them, not the whole history). Orders and
fills are upserted snapshots of the simulated exchange, written in the same transaction as the
journal entries of the operation that produced them.

The engine's tables carry the ``partition`` of the users they belong to (``docs/CLUSTER.md``,
migration 0010): each partition's engine reads and writes only its own rows, and keys that come
from one engine's counters (journal and event seqs, order and fill ids) include it.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import BigInteger, Boolean, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from tradingbot.adapters.storage.market_tables import (
    FillColumns,
    OrderColumns,
    fill_table_args,
    order_table_args,
)
from tradingbot.adapters.storage.types import DecimalText


class Base(DeclarativeBase):
    """Declarative base of every table."""


class User(Base):
    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    email: Mapped[str] = mapped_column(String(254), unique=True, nullable=False)
    password_hash: Mapped[str] = mapped_column(String(255), nullable=False)
    user_type: Mapped[str] = mapped_column(String(16), nullable=False, default="FRESH")
    is_islamic: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    banned: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    is_vip: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    vip_level: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class Session(Base):
    __tablename__ = "sessions"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True, nullable=False)
    csrf_token: Mapped[str] = mapped_column(String(64), nullable=False)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    expires_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class LoginFailure(Base):
    __tablename__ = "login_failures"
    __table_args__ = (Index("ix_login_failures_key_ts", "key", "ts_ms"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    key: Mapped[str] = mapped_column(String(300), nullable=False)
    ts_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class DemoGrant(Base):
    __tablename__ = "demo_grants"
    __table_args__ = (Index("ix_demo_grants_user_ts", "user_id", "ts_ms"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    coin: Mapped[str] = mapped_column(String(16), nullable=False)
    amount: Mapped[Decimal] = mapped_column(DecimalText, nullable=False)
    ts_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class JournalRow(Base):
    """One balanced ledger entry; ``postings`` is its JSON list of (account, asset, bucket, amount)."""

    __tablename__ = "ledger_journal"
    __table_args__ = (Index("ix_ledger_journal_ref", "ref"),)

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)
    seq: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    ts_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    kind: Mapped[str] = mapped_column(String(32), nullable=False)
    ref: Mapped[str] = mapped_column(String(200), nullable=False)
    postings: Mapped[str] = mapped_column(Text, nullable=False)


class OrderRow(OrderColumns, Base):
    """Latest snapshot of a simulated spot-exchange order (``data`` is the full snapshot)."""

    __tablename__ = "orders"
    __table_args__ = order_table_args("orders")

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)


class FillRow(FillColumns, Base):
    __tablename__ = "fills"
    __table_args__ = fill_table_args("fills")

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)


class BalanceRow(Base):
    """One (account, asset) balance as the journal folds to it up to the ``ledger.seq`` key: the
    amounts are exact decimal strings (the journal's own notation) on every database."""

    __tablename__ = "ledger_balances"

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)
    account: Mapped[str] = mapped_column(String(96), primary_key=True)
    asset: Mapped[str] = mapped_column(String(32), primary_key=True)
    free: Mapped[str] = mapped_column(Text, nullable=False)
    locked: Mapped[str] = mapped_column(Text, nullable=False)


class KeyValue(Base):
    """Small named state: exchange counters and last prices, so a restart resumes exactly."""

    __tablename__ = "kv_state"

    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[str] = mapped_column(Text, nullable=False)


class FeatureFlag(Base):
    """Gray-release flag: ``rollout_pct`` of users (by a stable hash of flag and user id) get it."""

    __tablename__ = "feature_flags"

    name: Mapped[str] = mapped_column(String(64), primary_key=True)
    rollout_pct: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    value: Mapped[str] = mapped_column(Text, nullable=False, default="{}")


class BotRow(Base):
    """A bot: its validated config and the latest snapshot of its pure state.

    The snapshot is written in the same transaction as the exchange effects and bot events of
    the step that produced it, so after any crash the bot and the exchange agree.
    """

    __tablename__ = "bots"
    __table_args__ = (
        Index("ix_bots_user_status", "user_id", "status"),
        Index("ix_bots_followed", "followed_bot_id"),
        Index("ix_bots_partition_status", "partition", "status"),
    )

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    partition: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    family: Mapped[str] = mapped_column(String(32), nullable=False)
    symbol: Mapped[str] = mapped_column(String(32), nullable=False)
    status: Mapped[str] = mapped_column(String(32), nullable=False)
    close_reason: Mapped[str | None] = mapped_column(String(48), nullable=True)
    config: Mapped[str] = mapped_column(Text, nullable=False)
    state: Mapped[str] = mapped_column(Text, nullable=False)
    meta: Mapped[str] = mapped_column(Text, nullable=False, default="{}")
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    updated_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    closed_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    followed_bot_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    """The bot this one was copied from (create_type COPY), else None."""


class BotEventRow(Base):
    """Append-only log of what a bot did (status changes, fills applied, cycles, commands)."""

    __tablename__ = "bot_events"
    __table_args__ = (Index("ix_bot_events_bot", "bot_id", "seq"),)

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)
    seq: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    bot_id: Mapped[int] = mapped_column(BigInteger, nullable=False)
    ts_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    kind: Mapped[str] = mapped_column(String(32), nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)


class FutOrderRow(OrderColumns, Base):
    """Latest snapshot of a simulated perpetual-futures order (``data`` is the full snapshot)."""

    __tablename__ = "fut_orders"
    __table_args__ = order_table_args("fut_orders")

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)


class FutFillRow(FillColumns, Base):
    __tablename__ = "fut_fills"
    __table_args__ = fill_table_args("fut_fills")

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)


class FutPositionRow(Base):
    """Latest position state per (account, symbol), including the leverage setting."""

    __tablename__ = "fut_positions"

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False, default=0)
    key: Mapped[str] = mapped_column(String(120), primary_key=True)
    owner: Mapped[str] = mapped_column(String(64), nullable=False)
    symbol: Mapped[str] = mapped_column(String(32), nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)


class FutEventRow(Base):
    """Funding payments and liquidations, append-only."""

    __tablename__ = "fut_events"
    __table_args__ = (Index("ix_fut_events_owner", "owner", "ts_ms"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    partition: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    kind: Mapped[str] = mapped_column(String(24), nullable=False)
    owner: Mapped[str] = mapped_column(String(64), nullable=False)
    symbol: Mapped[str] = mapped_column(String(32), nullable=False)
    ts_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)


class BotPnlPointRow(Base):
    """One sample of a bot's equity and PnL (``bucket``: m minute, h hour, d day; ``ts`` its start)."""

    __tablename__ = "bot_pnl_points"

    bot_id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    bucket: Mapped[str] = mapped_column(String(1), primary_key=True)
    ts_ms: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    equity: Mapped[str] = mapped_column(String(48), nullable=False)
    pnl: Mapped[str] = mapped_column(String(48), nullable=False)
    pnl_per: Mapped[str] = mapped_column(String(48), nullable=False)


class RankingSettingRow(Base):
    """A user's choice about the public ranking (no row: listed, under a masked name)."""

    __tablename__ = "ranking_settings"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    listed: Mapped[bool] = mapped_column(Boolean, nullable=False)
    updated_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class PartitionLeaseRow(Base):
    """Who owns a partition of users, under which epoch, until when (ms on the DATABASE's clock).

    ``epoch`` grows by one at every takeover and is checked by the fence in every write
    transaction of the partition (``tradingbot.cluster.leases``); ``owner`` None: never taken.
    """

    __tablename__ = "partition_leases"

    partition: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    owner: Mapped[str | None] = mapped_column(Text, nullable=True)
    epoch: Mapped[int] = mapped_column(BigInteger, nullable=False)
    expires_at_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)


class ClusterWorkerRow(Base):
    """A running worker's heartbeat: live while ``expires_at_ms`` (database clock) is ahead, so
    a worker that owns nothing yet still counts when partitions are spread."""

    __tablename__ = "cluster_workers"

    worker: Mapped[str] = mapped_column(Text, primary_key=True)
    expires_at_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class IdempotencyKeyRow(Base):
    """A user's command sent with an ``Idempotency-Key`` (``services/exchange/idempotency.py``).

    ``status``: ``applied`` (written in the transaction of the command's effect; ``answer_json``
    holds what that transaction knew, ``{"effect": ...}``) or ``done`` (``answer_json`` is the
    full envelope the client was answered). ``request_hash`` tells a retry from another request
    sent with the same key; ``created_ms`` expires the key after 24 h."""

    __tablename__ = "idempotency_keys"
    __table_args__ = (Index("ix_idempotency_keys_created", "created_ms"),)

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    request_hash: Mapped[str] = mapped_column(String(64), nullable=False)
    status: Mapped[str] = mapped_column(String(16), nullable=False)
    answer_json: Mapped[str] = mapped_column(Text, nullable=False)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class VenueKeyRow(Base):
    """A user's API key of a real venue (docs/VENUES.md): only a masked key in clear; the key,
    the secret and the passphrase are one Fernet token (``adapters/venues/key_vault.py``)."""

    __tablename__ = "venue_keys"
    __table_args__ = (Index("ix_venue_keys_user", "user_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    venue: Mapped[str] = mapped_column(String(16), nullable=False)
    testnet: Mapped[bool] = mapped_column(Boolean, nullable=False)
    label: Mapped[str | None] = mapped_column(String(64), nullable=True)
    api_key_masked: Mapped[str] = mapped_column(String(16), nullable=False)
    ciphertext: Mapped[str] = mapped_column(Text, nullable=False)
    # the permissions as the venue reported them (JSON), or "unknown"
    permissions: Mapped[str] = mapped_column(Text, nullable=False)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class NotificationRow(Base):
    """The notification outbox (docs/NOTIFICATIONS.md): one row per notifiable bot event, written by
    the engine in the transaction of that event (so none is lost across a restart). ``kind`` is
    the notification's (``BOT_STARTED``, ``TAKE_PROFIT``, ...), ``data`` the event's figures (JSON):
    the text is rendered at delivery in the user's language. ``dispatched``: the dispatcher has made
    this row's channel deliveries (in one transaction with setting it)."""

    __tablename__ = "notifications"
    __table_args__ = (
        Index("ix_notifications_user", "user_id", "id"),
        Index("ix_notifications_dispatch", "dispatched", "id"),
    )

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    user_id: Mapped[int] = mapped_column(Integer, nullable=False)
    bot_id: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
    kind: Mapped[str] = mapped_column(String(32), nullable=False)
    ts_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)
    read: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)
    dispatched: Mapped[bool] = mapped_column(Boolean, nullable=False, default=False)


class NotificationSettingRow(Base):
    """A user's notification settings: the event kinds turned off (JSON list; every other kind is
    on), the language messages are written in, the liquidation-risk threshold (margin ratio)."""

    __tablename__ = "notification_settings"

    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), primary_key=True)
    disabled: Mapped[str] = mapped_column(Text, nullable=False)
    locale: Mapped[str] = mapped_column(String(8), nullable=False)
    risk_threshold: Mapped[Decimal] = mapped_column(DecimalText, nullable=False)
    updated_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class NotificationChannelRow(Base):
    """A user's outbound channel: a webhook (``target`` its URL) or Telegram (``target`` the chat
    id). ``secret``: the webhook's signing secret or the Telegram bot token, one Fernet token under
    the operator's master keys (``adapters/venues/key_vault.py``), never answered in clear."""

    __tablename__ = "notification_channels"
    __table_args__ = (Index("ix_notification_channels_user", "user_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), nullable=False)
    type: Mapped[str] = mapped_column(String(16), nullable=False)
    label: Mapped[str | None] = mapped_column(String(64), nullable=True)
    target: Mapped[str] = mapped_column(String(2048), nullable=False)
    secret: Mapped[str] = mapped_column(Text, nullable=False)
    secret_hint: Mapped[str] = mapped_column(String(16), nullable=False)
    enabled: Mapped[bool] = mapped_column(Boolean, nullable=False, default=True)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class NotificationDeliveryRow(Base):
    """One notification to one channel, and what became of it (the channel's delivery log):
    ``PENDING`` (sent at ``next_ms`` or later), ``DELIVERED``, ``FAILED`` (retries exhausted)."""

    __tablename__ = "notification_deliveries"
    __table_args__ = (
        Index("ix_notification_deliveries_due", "status", "next_ms"),
        Index("ix_notification_deliveries_channel", "channel_id", "id"),
        UniqueConstraint("notification_id", "channel_id", name="uq_notification_deliveries"),
    )

    id: Mapped[int] = mapped_column(BigInteger().with_variant(Integer, "sqlite"), primary_key=True)
    notification_id: Mapped[int] = mapped_column(BigInteger, nullable=False)
    channel_id: Mapped[int] = mapped_column(
        ForeignKey("notification_channels.id", ondelete="CASCADE"), nullable=False
    )
    user_id: Mapped[int] = mapped_column(Integer, nullable=False)
    status: Mapped[str] = mapped_column(String(16), nullable=False)
    attempts: Mapped[int] = mapped_column(Integer, nullable=False, default=0)
    next_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    last_status: Mapped[int | None] = mapped_column(Integer, nullable=True)
    last_error: Mapped[str | None] = mapped_column(String(200), nullable=True)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    done_ms: Mapped[int | None] = mapped_column(BigInteger, nullable=True)
