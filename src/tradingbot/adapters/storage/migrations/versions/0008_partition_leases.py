"""partition leases: which worker owns each partition of users, and the workers' heartbeats

``partition_leases``: one row per partition (created on its first acquire): the owner, the epoch
every write of the partition is fenced with, and the expiry in ms on the database's clock.
``cluster_workers``: one heartbeat row per running worker (``tradingbot.cluster``).
"""

import sqlalchemy as sa
from alembic import op

revision = "0008_partition_leases"
down_revision = "0007_ledger_balances"


def upgrade() -> None:
    op.create_table(
        "partition_leases",
        sa.Column("partition", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("owner", sa.Text(), nullable=True),
        sa.Column("epoch", sa.BigInteger(), nullable=False),
        sa.Column("expires_at_ms", sa.BigInteger(), nullable=True),
        sa.PrimaryKeyConstraint("partition"),
    )
    op.create_table(
        "cluster_workers",
        sa.Column("worker", sa.Text(), nullable=False),
        sa.Column("expires_at_ms", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("worker"),
    )


def downgrade() -> None:
    op.drop_table("cluster_workers")
    op.drop_table("partition_leases")
