"""ledger balances: the balances the journal folds to, so a start loads them, not the history

``ledger_balances``: one row per (account, asset), the free and locked amounts as exact decimal
strings, updated in the same transaction as the journal entries that change them; the
``ledger.seq`` key of ``kv_state`` names the last entry they include. An existing database gets
them at its next start (the journal is folded once and the rows written).
"""

import sqlalchemy as sa
from alembic import op

revision = "0007_ledger_balances"
down_revision = "0006_ranking_and_copies"


def upgrade() -> None:
    op.create_table(
        "ledger_balances",
        sa.Column("account", sa.String(length=96), nullable=False),
        sa.Column("asset", sa.String(length=32), nullable=False),
        sa.Column("free", sa.Text(), nullable=False),
        sa.Column("locked", sa.Text(), nullable=False),
        sa.PrimaryKeyConstraint("account", "asset"),
    )


def downgrade() -> None:
    op.drop_table("ledger_balances")
    op.execute("DELETE FROM kv_state WHERE key = 'ledger.seq'")
