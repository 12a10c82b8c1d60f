"""engine partitions: a ``partition`` column on the engine's tables, keys that keep partitions apart

Every table the engine writes gets ``partition`` (existing rows: 0). Where a key comes from a
counter of one partition's engine, the partition joins the key: the journal ``(partition, seq)``,
balances ``(partition, account, asset)`` (so ``sys:market`` of two partitions are two rows),
bot events ``(partition, seq)``, positions ``(partition, key)``, and orders and fills of both
markets ``(partition, id)`` (ids come from each exchange's own counters). Bots keep their global
id (partitions hand them out in residue classes). A database that already holds engine data was
made with one partition: ``kv_state`` ``cluster.partitions`` says so, and a start with another
count is refused (``services/exchange/partitioned.py``).
"""

import warnings

import sqlalchemy as sa
from alembic import op

revision = "0010_engine_partitions"
down_revision = "0009_idempotency_keys"

KEYED = {
    "ledger_journal": ["seq"],
    "ledger_balances": ["account", "asset"],
    "bot_events": ["seq"],
    "fut_positions": ["key"],
    "orders": ["id"],
    "fills": ["id"],
    "fut_orders": ["id"],
    "fut_fills": ["id"],
}
"""Tables whose primary key gains ``partition``, with their key before."""
PLAIN = ("bots", "fut_events")
"""Tables that only gain the column (their ids are global)."""


def _column() -> sa.Column[int]:
    return sa.Column("partition", sa.Integer(), nullable=False, server_default="0")


def _rekey(table: str, key: list[str], with_partition: bool) -> None:
    """Add (or drop) ``partition`` and make the primary key ``(partition, *key)`` (or ``key``).
    PostgreSQL alters the table in place; SQLite copies it (Alembic's batch mode), where the old
    key has no name to drop: a new primary key replaces it (SQLAlchemy warns that the copied
    columns still say which was the key before; the new key is the one the copy gets)."""
    pg = op.get_bind().dialect.name == "postgresql"
    cols = ["partition", *key] if with_partition else key
    with (
        warnings.catch_warnings(),
        op.batch_alter_table(table, recreate="auto" if pg else "always") as b,
    ):
        warnings.filterwarnings("ignore", "Table '_alembic_tmp_", sa.exc.SAWarning)
        if with_partition:
            b.add_column(_column())
        if pg:
            b.drop_constraint(f"{table}_pkey", type_="primary")
        b.create_primary_key(f"{table}_pkey", cols)
        if not with_partition:
            b.drop_column("partition")


def upgrade() -> None:
    for table, key in KEYED.items():
        _rekey(table, key, True)
    for table in PLAIN:
        with op.batch_alter_table(table) as b:
            b.add_column(_column())
    op.create_index("ix_bots_partition_status", "bots", ["partition", "status"])
    bind = op.get_bind()
    used = bind.execute(
        sa.text("SELECT EXISTS (SELECT 1 FROM ledger_journal) OR EXISTS (SELECT 1 FROM bots)")
    ).scalar()
    if used:
        bind.execute(sa.text("INSERT INTO kv_state (key, value) VALUES ('cluster.partitions', '1')"))


def downgrade() -> None:
    """Only a database that still has one partition goes back (every row is partition 0)."""
    bind = op.get_bind()
    for table in (*KEYED, *PLAIN):
        rows = sa.table(table, sa.column("partition"))
        if bind.execute(
            sa.select(sa.literal(1)).select_from(rows).where(rows.c.partition != 0).limit(1)
        ).first():
            raise RuntimeError(f"{table} holds rows of partitions other than 0: cannot go back to one")
    op.drop_index("ix_bots_partition_status", table_name="bots")
    for table in PLAIN:
        with op.batch_alter_table(table) as b:
            b.drop_column("partition")
    for table, key in KEYED.items():
        _rekey(table, key, False)
    bind.execute(sa.text("DELETE FROM kv_state WHERE key = 'cluster.partitions' OR key LIKE 'p%:%'"))
