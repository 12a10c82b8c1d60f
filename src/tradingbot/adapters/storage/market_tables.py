"""The order and fill tables of one market, defined once for the models and the migrations.

How a bot family's rows join:

- ``bots`` (one row per bot, ``family`` says which) and ``bot_events`` (``bot_id`` -> ``bots.id``)
  are family-neutral: a new family adds no table for its bots, only a ``BotKind`` value.
- Orders and fills are per *market*, shared by every family trading on it: ``orders``/``fills``
  for spot, ``fut_orders``/``fut_fills`` for linear perpetuals. A bot's rows are those whose
  ``owner`` is the bot's account owner (``AccountRef.bot(bots.id).owner``, e.g. ``bot:42``),
  ``account_type`` tells its FUND or DERIVATIVE wallet, and ``fills.order_id`` -> ``orders.id``.
- A new market (not a new family) adds its pair of tables in a migration with
  :func:`create_order_table` / :func:`create_fill_table` and its models with
  :class:`OrderColumns` / :class:`FillColumns` and :func:`order_table_args` /
  :func:`fill_table_args`; the names of the constraint and indexes follow the table's name.

The migration helpers and the column mixins they copy are part of the history of the schema:
never change what they create; a different shape takes new helpers and a new migration.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlalchemy import BigInteger, Index, String, Text, UniqueConstraint
from sqlalchemy.orm import Mapped, MappedColumn, mapped_column


class OrderColumns:
    """Latest snapshot of a simulated-exchange order (the full snapshot is ``data``)."""

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    owner: Mapped[str] = mapped_column(String(64), nullable=False)
    account_type: Mapped[str] = mapped_column(String(32), nullable=False)
    client_order_id: Mapped[str] = mapped_column(String(128), nullable=False)
    symbol: Mapped[str] = mapped_column(String(32), nullable=False)
    side: Mapped[str] = mapped_column(String(8), nullable=False)
    status: Mapped[str] = mapped_column(String(24), nullable=False)
    updated_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)


class FillColumns:
    """One fill of an order, append-only (the full fill is ``data``)."""

    id: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    order_id: Mapped[int] = mapped_column(BigInteger, nullable=False)
    owner: Mapped[str] = mapped_column(String(64), nullable=False)
    account_type: Mapped[str] = mapped_column(String(32), nullable=False)
    symbol: Mapped[str] = mapped_column(String(32), nullable=False)
    ts_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    data: Mapped[str] = mapped_column(Text, nullable=False)


def order_table_args(table: str) -> tuple[UniqueConstraint, Index]:
    """One client order id per account; the open orders of a symbol are found by status."""
    return (
        UniqueConstraint("owner", "account_type", "client_order_id", name=f"uq_{table}_account_coid"),
        Index(f"ix_{table}_open", "status", "symbol"),
    )


def fill_table_args(table: str) -> tuple[Index]:
    """An account's fills (history orders pages)."""
    return (Index(f"ix_{table}_owner", "owner", "account_type"),)


# ---------------------------------------------------------------------- migrations


def create_order_table(table: str) -> None:
    op.create_table(
        table,
        *migration_columns(OrderColumns),
        sa.UniqueConstraint("owner", "account_type", "client_order_id", name=f"uq_{table}_account_coid"),
    )
    create_index(table, f"ix_{table}_open", ["status", "symbol"])


def create_fill_table(table: str) -> None:
    op.create_table(table, *migration_columns(FillColumns))
    create_index(table, f"ix_{table}_owner", ["owner", "account_type"])


def migration_columns(mixin: type) -> list[sa.Column[Any]]:
    """The mixin's columns, named and in order, for ``op.create_table``: the migrations create
    exactly the columns the models declare."""
    columns: list[sa.Column[Any]] = []
    for name, attr in vars(mixin).items():
        if isinstance(attr, MappedColumn):
            c = attr.column
            pk, nullable, auto = c.primary_key, c.nullable, c.autoincrement
            columns.append(sa.Column(name, c.type, primary_key=pk, nullable=nullable, autoincrement=auto))
    return columns


def drop_order_table(table: str) -> None:
    drop_indexed_table(table, f"ix_{table}_open")


def drop_fill_table(table: str) -> None:
    drop_indexed_table(table, f"ix_{table}_owner")


def create_index(table: str, index: str, columns: list[str]) -> None:
    """A plain index, written the way Alembic autogenerates it (batch mode works on SQLite too)."""
    with op.batch_alter_table(table, schema=None) as batch_op:
        batch_op.create_index(index, columns, unique=False)


def drop_indexed_table(table: str, index: str) -> None:
    """Drops ``index`` then ``table`` (the order Alembic writes for an indexed table)."""
    with op.batch_alter_table(table, schema=None) as batch_op:
        batch_op.drop_index(index)
    op.drop_table(table)
