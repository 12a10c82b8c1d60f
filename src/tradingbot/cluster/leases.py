"""Partition leases as database rows, and the fence that makes the database refuse a stale owner.

One row of ``partition_leases`` per partition: ``owner``, ``epoch``, ``expires_at_ms``. A lease
is *live* while ``expires_at_ms`` is ahead of the database's clock (``db_clock``); the worker's
own clock is never consulted. The epoch grows by one whenever the partition changes hands (or
its owner comes back after letting it expire), so a (partition, epoch) pair names one tenure.

Owner ids must be unique per process run (``lease_keeper.new_owner_id``): a restarted worker
reusing the id of a paused older one would share its epoch and its fence.

Every function runs in the caller's transaction (an ``AsyncConnection`` or ``AsyncSession``)
and commits nothing itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from sqlalchemy import Table, and_, case, func, or_, select, tuple_, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncSession
from sqlalchemy.orm import Session

from tradingbot.adapters.storage.models import PartitionLeaseRow
from tradingbot.cluster.db_clock import db_now_ms

Executor = AsyncConnection | AsyncSession
LEASES = cast(Table, PartitionLeaseRow.__table__)
_c = LEASES.c


class StaleEpoch(Exception):
    """The write's lease is no longer held at this epoch (taken over, handed back or expired on
    the database's clock): the transaction must be rolled back and the partition dropped."""

    def __init__(self, partition: int, owner: str, epoch: int | None):
        super().__init__(f"partition {partition}: {owner} no longer holds epoch {epoch}")
        self.partition = partition
        self.owner = owner
        self.epoch = epoch


@dataclass(frozen=True)
class Lease:
    partition: int
    owner: str | None
    epoch: int
    expires_at_ms: int | None
    live: bool
    """Unexpired on the database's clock at the moment of reading."""


def dialect_name(conn: Executor) -> str:
    bind = conn.get_bind() if isinstance(conn, AsyncSession) else conn
    return bind.dialect.name


async def acquire(conn: Executor, partition: int, owner: str, ttl_ms: int) -> int | None:
    """Take ``partition`` for ``ttl_ms`` if it is free, expired or already ours; its epoch, or
    None when another owner holds it live. Ours and live: extended, same epoch; anything else is
    a new tenure and the epoch grows by one (the previous owner's fence fails from then on)."""
    await _create_if_missing(conn, partition)
    now = db_now_ms()
    free = or_(_c.owner.is_(None), _c.expires_at_ms.is_(None), _c.expires_at_ms <= now)
    ours_live = and_(_c.owner == owner, _c.expires_at_ms > now)
    stmt = (
        update(LEASES)
        .where(_c.partition == partition, or_(free, ours_live))
        .values(
            owner=owner,
            epoch=case((ours_live, _c.epoch), else_=_c.epoch + 1),
            expires_at_ms=now + ttl_ms,
        )
        .returning(_c.epoch)
    )
    epoch = (await conn.execute(stmt)).scalar_one_or_none()
    return None if epoch is None else int(epoch)


async def renew(conn: Executor, partition: int, owner: str, epoch: int, ttl_ms: int) -> bool:
    """Extend a live lease of ours to ``ttl_ms`` from now; False when it expired or changed hands
    (an expired lease is lost even if nobody took it yet: acquire again, under a new epoch)."""
    stmt = (
        update(LEASES)
        .where(*_held(partition, owner, epoch))
        .values(expires_at_ms=db_now_ms() + ttl_ms)
        .returning(_c.partition)
    )
    return (await conn.execute(stmt)).scalar_one_or_none() is not None


async def renew_many(conn: Executor, owner: str, epochs: Mapping[int, int], ttl_ms: int) -> set[int]:
    """``renew`` for many (partition -> epoch) in one statement; the partitions renewed."""
    if not epochs:
        return set()
    stmt = (
        update(LEASES)
        .where(
            tuple_(_c.partition, _c.epoch).in_(list(epochs.items())),
            _c.owner == owner,
            _c.expires_at_ms > db_now_ms(),
        )
        .values(expires_at_ms=db_now_ms() + ttl_ms)
        .returning(_c.partition)
    )
    return {int(p) for p in (await conn.execute(stmt)).scalars()}


async def release(conn: Executor, partition: int, owner: str, epoch: int) -> bool:
    """Hand the lease back: it expires now, so any worker may take it at once; the epoch stays,
    so the next acquire increments it. False if it was not ours at this epoch any more."""
    stmt = (
        update(LEASES)
        .where(_c.partition == partition, _c.owner == owner, _c.epoch == epoch)
        .values(expires_at_ms=db_now_ms())
        .returning(_c.partition)
    )
    return (await conn.execute(stmt)).scalar_one_or_none() is not None


async def owners(conn: Executor) -> list[Lease]:
    """Every lease row, with whether it is live on the database's clock now."""
    live = case((and_(_c.owner.is_not(None), _c.expires_at_ms > db_now_ms()), True), else_=False)
    stmt = select(_c.partition, _c.owner, _c.epoch, _c.expires_at_ms, live).order_by(_c.partition)
    return [
        Lease(int(p), o, int(e), None if x is None else int(x), bool(lv))
        for p, o, e, x, lv in (await conn.execute(stmt)).all()
    ]


async def fence(
    conn: Executor, partition: int, owner: str, epoch: int, *, idle_timeout_ms: int | None = None
) -> None:
    """Refuse this transaction unless ``owner`` still holds ``partition`` at ``epoch``: call it
    inside every write transaction of the partition, first, and let StaleEpoch roll it back.

    It is ``UPDATE partition_leases SET epoch = epoch WHERE partition = :p AND owner = :o AND
    epoch = :e AND <live on the database clock>``, and raises StaleEpoch when no row matched.

    Why this is enough under PostgreSQL's READ COMMITTED: the UPDATE takes the lease row's lock
    and keeps it to the end of the transaction; a takeover is an UPDATE of the same row, so the
    two are serialised on that lock. If the fence came first, the takeover waits until this
    transaction has committed, so every write made under the fence is in the database before
    the new tenure begins, and the new owner (which loads the partition after its acquire) sees
    them. If the takeover came first, committed or not, the fence finds the row expired or
    handed back (a takeover needs that), or, had it to wait on the lock, re-reads the row version
    the takeover committed (epoch + 1): it matches nothing and raises. Either way no write of an
    old epoch commits after a newer epoch exists. When it raises, the caller rolls the whole
    transaction back: the other writes in it, whatever the old owner held in memory, never
    reach the database. On SQLite the database lock serialises all writers, which is stricter.

    Requiring the lease to be live (not merely the epoch unchanged) means a transaction passes
    the fence only while the database clock says the lease is held (it may commit a little
    later, never after a takeover: see above), so a paused owner is refused from its expiry
    on, even before anyone takes over.

    ``idle_timeout_ms`` (PostgreSQL): the transaction's ``idle_in_transaction_session_timeout``.
    An owner paused while holding the lock would otherwise block the takeover until it resumes;
    with it, the server ends that session (rolling its transaction back) after this long idle.
    Give the lease ttl.
    """
    if idle_timeout_ms is not None:
        await limit_idle_in_transaction(conn, idle_timeout_ms)
    if (await conn.execute(_fence_statement(partition, owner, epoch))).scalar_one_or_none() is None:
        raise StaleEpoch(partition, owner, epoch)


def fence_sync(session: Session, partition: int, owner: str, epoch: int, *, idle_timeout_ms: int) -> None:
    """:func:`fence` for a synchronous session (the engine's writer thread commits through one)."""
    if session.get_bind().dialect.name == "postgresql":
        session.execute(
            select(func.set_config("idle_in_transaction_session_timeout", f"{idle_timeout_ms}ms", True))
        )
    if session.execute(_fence_statement(partition, owner, epoch)).scalar_one_or_none() is None:
        raise StaleEpoch(partition, owner, epoch)


def _fence_statement(partition: int, owner: str, epoch: int) -> Any:
    return (
        update(LEASES).where(*_held(partition, owner, epoch)).values(epoch=_c.epoch).returning(_c.partition)
    )


async def limit_idle_in_transaction(conn: Executor, timeout_ms: int) -> None:
    """PostgreSQL: end this session if the transaction sits idle for ``timeout_ms`` (its owner
    paused while holding a lease row's lock), so a takeover is never blocked by a frozen process.
    Lasts to the end of the transaction. No-op on SQLite (one process)."""
    if dialect_name(conn) == "postgresql":
        setting = func.set_config("idle_in_transaction_session_timeout", f"{timeout_ms}ms", True)
        await conn.execute(select(setting))


def _held(partition: int, owner: str, epoch: int) -> tuple[Any, ...]:
    return (
        _c.partition == partition,
        _c.owner == owner,
        _c.epoch == epoch,
        _c.expires_at_ms > db_now_ms(),
    )


async def _create_if_missing(conn: Executor, partition: int) -> None:
    """Insert the never-taken row (epoch 0), tolerating a concurrent insert of the same row."""
    row = {"partition": partition, "owner": None, "epoch": 0, "expires_at_ms": None}
    dialect = dialect_name(conn)
    if dialect == "postgresql":
        await conn.execute(pg_insert(LEASES).values(row).on_conflict_do_nothing())
    elif dialect == "sqlite":
        await conn.execute(sqlite_insert(LEASES).values(row).on_conflict_do_nothing())
    else:
        raise ValueError(f"partition leases need PostgreSQL or SQLite, not {dialect}")
