"""idempotency keys: a user's command sent with an ``Idempotency-Key`` applies once

``idempotency_keys``: one row per (user, key), written in the transaction of the command's effect
(``applied``) and completed with the answer the client got (``done``); rows older than 24 h are
deleted by the server. (Revision 0009: 0008 is the partition leases' migration, made in parallel;
the chain is joined when both are merged.)
"""

import sqlalchemy as sa
from alembic import op

revision = "0009_idempotency_keys"
down_revision = "0008_partition_leases"


def upgrade() -> None:
    op.create_table(
        "idempotency_keys",
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("request_hash", sa.String(length=64), nullable=False),
        sa.Column("status", sa.String(length=16), nullable=False),
        sa.Column("answer_json", sa.Text(), nullable=False),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("user_id", "key"),
    )
    op.create_index("ix_idempotency_keys_created", "idempotency_keys", ["created_ms"])


def downgrade() -> None:
    op.drop_index("ix_idempotency_keys_created", table_name="idempotency_keys")
    op.drop_table("idempotency_keys")
