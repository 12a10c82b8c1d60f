"""bot PnL history: minute points of a bot's first day, hourly points, daily points"""

import sqlalchemy as sa
from alembic import op

revision = "0005_bot_pnl_points"
down_revision = "0004_announcements"


def upgrade() -> None:
    op.create_table(
        "bot_pnl_points",
        sa.Column("bot_id", sa.BigInteger(), nullable=False, autoincrement=False),
        sa.Column("bucket", sa.String(length=1), nullable=False),
        sa.Column("ts_ms", sa.BigInteger(), nullable=False, autoincrement=False),
        sa.Column("equity", sa.String(length=48), nullable=False),
        sa.Column("pnl", sa.String(length=48), nullable=False),
        sa.Column("pnl_per", sa.String(length=48), nullable=False),
        sa.PrimaryKeyConstraint("bot_id", "bucket", "ts_ms"),
    )


def downgrade() -> None:
    op.drop_table("bot_pnl_points")
