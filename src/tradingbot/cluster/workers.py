"""Worker heartbeats: which workers are alive, judged on the database's clock.

Leases alone cannot say this: a worker that has just started owns nothing, so nobody would make
room for it. Each keeper writes its own row every renew period; a row is live while its expiry
is ahead of the database's clock. A clean stop deletes the row; a crashed worker's row expires
and is pruned by the others later.
"""

from __future__ import annotations

from typing import cast

from sqlalchemy import Table, delete, insert, select, update

from tradingbot.adapters.storage.models import ClusterWorkerRow
from tradingbot.cluster.db_clock import db_now_ms
from tradingbot.cluster.leases import Executor

WORKERS = cast(Table, ClusterWorkerRow.__table__)
_c = WORKERS.c
PRUNE_AFTER_MS = 3_600_000
"""A heartbeat row expired this long ago is deleted (its worker is long gone)."""


async def heartbeat(conn: Executor, worker: str, ttl_ms: int) -> None:
    """Mark ``worker`` live for ``ttl_ms`` from now (database clock)."""
    expires = db_now_ms() + ttl_ms
    stmt = update(WORKERS).where(_c.worker == worker).values(expires_at_ms=expires).returning(_c.worker)
    if (await conn.execute(stmt)).scalar_one_or_none() is None:
        await conn.execute(insert(WORKERS).values(worker=worker, expires_at_ms=expires))
    await conn.execute(delete(WORKERS).where(_c.expires_at_ms < db_now_ms() - PRUNE_AFTER_MS))


async def live_workers(conn: Executor) -> set[str]:
    rows = await conn.execute(select(_c.worker).where(_c.expires_at_ms > db_now_ms()))
    return {str(w) for w in rows.scalars()}


async def leave(conn: Executor, worker: str) -> None:
    """A clean stop: the others stop counting this worker at once."""
    await conn.execute(delete(WORKERS).where(_c.worker == worker))
