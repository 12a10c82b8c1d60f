"""backtests: the backtest lab's jobs and the candles they run on (issue 26)

``backtest_candles`` (uploaded or cut from the server's history) and ``backtests`` (one row per
job: request, state, progress, result; kept until deleted). See
``adapters/storage/backtests.py``. (Revision 0012 follows 0010 here: 0011 is made in parallel,
and the chain is joined when both are merged.)
"""

import sqlalchemy as sa
from alembic import op

revision = "0012_backtests"
down_revision = "0011_venue_keys"


def upgrade() -> None:
    op.create_table(
        "backtest_candles",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("source", sa.String(length=16), nullable=False),
        sa.Column("symbols", sa.String(length=400), nullable=False),
        sa.Column("rows", sa.Integer(), nullable=False),
        sa.Column("first_ms", sa.BigInteger(), nullable=False),
        sa.Column("last_ms", sa.BigInteger(), nullable=False),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.Column("data_json", sa.Text(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_backtest_candles_user", "backtest_candles", ["user_id", "id"])
    op.create_table(
        "backtests",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("family", sa.String(length=32), nullable=False),
        sa.Column("symbols", sa.String(length=400), nullable=False),
        sa.Column("candles_id", sa.Integer(), nullable=False),
        sa.Column("request_json", sa.Text(), nullable=False),
        sa.Column("state", sa.String(length=16), nullable=False),
        sa.Column("run", sa.String(length=64), nullable=False),
        sa.Column("candles_total", sa.Integer(), nullable=False),
        sa.Column("candles_done", sa.Integer(), nullable=False),
        sa.Column("eta_ms", sa.BigInteger(), nullable=True),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.Column("started_ms", sa.BigInteger(), nullable=True),
        sa.Column("finished_ms", sa.BigInteger(), nullable=True),
        sa.Column("error_code", sa.String(length=32), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("result_json", sa.Text(), nullable=True),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_backtests_user", "backtests", ["user_id", "id"])
    op.create_index("ix_backtests_state", "backtests", ["state"])


def downgrade() -> None:
    op.drop_index("ix_backtests_state", table_name="backtests")
    op.drop_index("ix_backtests_user", table_name="backtests")
    op.drop_table("backtests")
    op.drop_index("ix_backtest_candles_user", table_name="backtest_candles")
    op.drop_table("backtest_candles")
