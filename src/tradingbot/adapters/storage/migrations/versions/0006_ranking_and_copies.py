"""ranking and copies: who may be listed, which bot a copy follows, the ledger by reference

``ranking_settings``: one row per user who changed the default (listed); ``bots.followed_bot_id``
(indexed): the bot a copy was created from, so a bot's copied count is an indexed count;
``ix_ledger_journal_ref``: the ranking reads a bot's top-ups and withdrawals by their reference.
"""

import sqlalchemy as sa
from alembic import op

revision = "0006_ranking_and_copies"
down_revision = "0005_bot_pnl_points"


def upgrade() -> None:
    op.create_table(
        "ranking_settings",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("listed", sa.Boolean(), nullable=False),
        sa.Column("updated_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("user_id"),
    )
    op.add_column("bots", sa.Column("followed_bot_id", sa.BigInteger(), nullable=True))
    op.create_index("ix_bots_followed", "bots", ["followed_bot_id"])
    op.create_index("ix_ledger_journal_ref", "ledger_journal", ["ref"])


def downgrade() -> None:
    op.drop_index("ix_ledger_journal_ref", table_name="ledger_journal")
    op.drop_index("ix_bots_followed", table_name="bots")
    op.drop_column("bots", "followed_bot_id")
    op.drop_table("ranking_settings")
