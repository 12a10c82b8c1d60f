"""notifications: the outbox of bot events, users' settings, channels and the delivery log

``notifications``: one row per notifiable bot event, written in the engine's transaction of that
event; ``notification_settings``: a user's toggles, language and liquidation-risk threshold;
``notification_channels``: webhooks and Telegram chats (secrets encrypted);
``notification_deliveries``: one notification to one channel and its attempts
(docs/NOTIFICATIONS.md).
"""

import sqlalchemy as sa
from alembic import op

from tradingbot.adapters.storage.types import DecimalText

revision = "0013_notifications"
down_revision = "0012_backtests"

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")  # SQLite: INTEGER PRIMARY KEY autoincrements


def upgrade() -> None:
    op.create_table(
        "notifications",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("bot_id", sa.BigInteger(), nullable=True),
        sa.Column("kind", sa.String(length=32), nullable=False),
        sa.Column("ts_ms", sa.BigInteger(), nullable=False),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("read", sa.Boolean(), nullable=False),
        sa.Column("dispatched", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_notifications_user", "notifications", ["user_id", "id"])
    op.create_index("ix_notifications_dispatch", "notifications", ["dispatched", "id"])
    op.create_table(
        "notification_settings",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("disabled", sa.Text(), nullable=False),
        sa.Column("locale", sa.String(length=8), nullable=False),
        sa.Column("risk_threshold", DecimalText(), nullable=False),
        sa.Column("updated_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("user_id"),
    )
    op.create_table(
        "notification_channels",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("type", sa.String(length=16), nullable=False),
        sa.Column("label", sa.String(length=64), nullable=True),
        sa.Column("target", sa.String(length=2048), nullable=False),
        sa.Column("secret", sa.Text(), nullable=False),
        sa.Column("secret_hint", sa.String(length=16), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_notification_channels_user", "notification_channels", ["user_id"])
    op.create_table(
        "notification_deliveries",
        sa.Column("id", _ID, autoincrement=True, nullable=False),
        sa.Column("notification_id", sa.BigInteger(), nullable=False),
        sa.Column("channel_id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("next_ms", sa.BigInteger(), nullable=False),
        sa.Column("last_status", sa.Integer(), nullable=True),
        sa.Column("last_error", sa.String(length=200), nullable=True),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.Column("done_ms", sa.BigInteger(), nullable=True),
        sa.ForeignKeyConstraint(["channel_id"], ["notification_channels.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("notification_id", "channel_id", name="uq_notification_deliveries"),
    )
    op.create_index("ix_notification_deliveries_due", "notification_deliveries", ["status", "next_ms"])
    op.create_index("ix_notification_deliveries_channel", "notification_deliveries", ["channel_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_notification_deliveries_channel", table_name="notification_deliveries")
    op.drop_index("ix_notification_deliveries_due", table_name="notification_deliveries")
    op.drop_table("notification_deliveries")
    op.drop_index("ix_notification_channels_user", table_name="notification_channels")
    op.drop_table("notification_channels")
    op.drop_table("notification_settings")
    op.drop_index("ix_notifications_dispatch", table_name="notifications")
    op.drop_index("ix_notifications_user", table_name="notifications")
    op.drop_table("notifications")
