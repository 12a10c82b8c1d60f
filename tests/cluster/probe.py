"""The writes of a partition in the cluster tests: one row per attempt, fenced by the lease."""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, Integer, MetaData, Table, Text, func, insert, select

from tradingbot.cluster.leases import Executor, fence

PROBES = MetaData()
PROBE = Table(
    "fence_probe",
    PROBES,
    Column("seq", BigInteger, primary_key=True, autoincrement=False),
    Column("owner", Text, nullable=False),
    Column("epoch", BigInteger, nullable=False),
    Column("attempt", Integer, nullable=False),
)
"""``seq`` is max + 1 read after the fence: the fence serialises a partition's writers on the
lease row, so ``seq`` is their commit order."""


async def fenced_write(
    conn: Executor, partition: int, owner: str, epoch: int, attempt: int, idle_timeout_ms: int = 1_500
) -> int:
    """Fence first (as every write transaction should), then append a row; its ``seq``."""
    await fence(conn, partition, owner, epoch, idle_timeout_ms=idle_timeout_ms)
    seq = int((await conn.execute(select(func.coalesce(func.max(PROBE.c.seq), 0) + 1))).scalar_one())
    await conn.execute(insert(PROBE).values(seq=seq, owner=owner, epoch=epoch, attempt=attempt))
    return seq


async def stored(conn: Executor) -> list[tuple[int, str, int, int]]:
    c = PROBE.c
    rows = await conn.execute(select(c.seq, c.owner, c.epoch, c.attempt).order_by(c.seq))
    return [(int(s), str(o), int(e), int(a)) for s, o, e, a in rows.all()]
