"""venue keys: users' API keys of real venues, encrypted at rest

``venue_keys``: one row per stored key; the key, secret and passphrase are one Fernet token
(``ciphertext``), with only a masked key in clear for display (docs/VENUES.md).
"""

import sqlalchemy as sa
from alembic import op

revision = "0011_venue_keys"
down_revision = "0010_engine_partitions"


def upgrade() -> None:
    op.create_table(
        "venue_keys",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("venue", sa.String(length=16), nullable=False),
        sa.Column("testnet", sa.Boolean(), nullable=False),
        sa.Column("label", sa.String(length=64), nullable=True),
        sa.Column("api_key_masked", sa.String(length=16), nullable=False),
        sa.Column("ciphertext", sa.Text(), nullable=False),
        sa.Column("permissions", sa.Text(), nullable=False),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_venue_keys_user", "venue_keys", ["user_id"])


def downgrade() -> None:
    op.drop_index("ix_venue_keys_user", table_name="venue_keys")
    op.drop_table("venue_keys")
