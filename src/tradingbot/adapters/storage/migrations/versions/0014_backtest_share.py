"""backtests.share_token: a backtest's read-only public link (issue 26)

The owner's ``share`` call stores a random token with the job; ``shared {token}`` reads that one
result without a session. (Revision 0014 follows 0012 here: 0013 is made in parallel, and the
chain is joined when both are merged.)
"""

import sqlalchemy as sa
from alembic import op

revision = "0014_backtest_share"
down_revision = "0013_notifications"


def upgrade() -> None:
    op.add_column("backtests", sa.Column("share_token", sa.String(length=64), nullable=True))
    op.create_index("ix_backtests_share_token", "backtests", ["share_token"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_backtests_share_token", table_name="backtests")
    op.drop_column("backtests", "share_token")
