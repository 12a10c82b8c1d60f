"""The fence against a concurrent takeover on PostgreSQL (READ COMMITTED), step by step with two
real sessions: whichever takes the lease row's lock first, no write of the old epoch commits
after the new epoch exists, and a frozen owner holding the lock cannot block a takeover."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import exc, insert, select, text
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from tests.cluster.conftest import wait_for_db_time
from tests.cluster.probe import PROBE, fenced_write, stored
from tradingbot.cluster.leases import StaleEpoch, acquire, fence, owners

HOUR = 3_600_000


async def backend_pid(conn: AsyncConnection) -> int:
    pid = int((await conn.execute(select(text("pg_backend_pid()")))).scalar_one())
    await conn.commit()
    return pid


async def wait_until_blocked_on_a_lock(engine: AsyncEngine, pid: int) -> None:
    query = text("SELECT wait_event_type FROM pg_stat_activity WHERE pid = :pid")
    for _ in range(2000):
        async with engine.connect() as conn:
            if (await conn.execute(query, {"pid": pid})).scalar_one_or_none() == "Lock":
                return
        await asyncio.sleep(0.01)
    raise AssertionError(f"backend {pid} never waited on a lock")


async def expiry(engine: AsyncEngine, partition: int) -> int:
    async with engine.connect() as conn:
        value = {x.partition: x.expires_at_ms for x in await owners(conn)}[partition]
    assert value is not None
    return value


async def take_over(conn: AsyncConnection, partition: int) -> int | None:
    async with conn.begin():
        return await acquire(conn, partition, "new", HOUR)


async def test_a_takeover_waits_for_a_fenced_transaction_and_begins_after_its_commit(
    pg_engine: AsyncEngine,
) -> None:
    async with pg_engine.begin() as conn:
        assert await acquire(conn, 1, "old", 300) == 1
    async with pg_engine.connect() as old, pg_engine.connect() as new:
        new_pid = await backend_pid(new)
        async with old.begin():
            await fenced_write(old, 1, "old", 1, attempt=1, idle_timeout_ms=HOUR)
            await wait_for_db_time(pg_engine, await expiry(pg_engine, 1))
            takeover = asyncio.create_task(take_over(new, 1))
            await wait_until_blocked_on_a_lock(pg_engine, new_pid)
            assert not takeover.done()
        assert await takeover == 2, "the old owner's transaction committed first, then the takeover"
        with pytest.raises(StaleEpoch):
            async with old.begin():
                await fenced_write(old, 1, "old", 1, attempt=2)
        async with new.begin():
            await fenced_write(new, 1, "new", 2, attempt=1)
    async with pg_engine.connect() as conn:
        assert [(owner, epoch) for _, owner, epoch, _ in await stored(conn)] == [("old", 1), ("new", 2)]


async def test_a_fence_during_a_takeover_in_flight_refuses(pg_engine: AsyncEngine) -> None:
    """The takeover's UPDATE is not committed yet: the fence still sees the old row version, but
    the lease is expired in it (a takeover needs that), so the fence matches nothing either way."""
    async with pg_engine.begin() as conn:
        assert await acquire(conn, 2, "old", 300) == 1
    await wait_for_db_time(pg_engine, await expiry(pg_engine, 2))
    async with pg_engine.connect() as old, pg_engine.connect() as new, new.begin():
        assert await acquire(new, 2, "new", HOUR) == 2  # holds the row lock, not committed yet
        with pytest.raises(StaleEpoch):
            async with old.begin():
                await old.execute(insert(PROBE).values(seq=1, owner="old", epoch=1, attempt=1))
                await fence(old, 2, "old", 1)
    async with pg_engine.connect() as conn:
        assert await stored(conn) == []


async def test_an_owner_frozen_inside_a_fenced_transaction_cannot_block_the_takeover(
    pg_engine: AsyncEngine,
) -> None:
    """The fence's idle-in-transaction timeout: the server ends the frozen session (rolling its
    transaction back), the takeover proceeds, and the frozen owner's write is not stored."""
    async with pg_engine.begin() as conn:
        assert await acquire(conn, 3, "old", 300) == 1
    async with pg_engine.connect() as old, pg_engine.connect() as new:
        await old.begin()
        await fenced_write(old, 3, "old", 1, attempt=1, idle_timeout_ms=300)
        # "old" is now frozen: it sends nothing more while the lease expires and "new" takes over
        await wait_for_db_time(pg_engine, await expiry(pg_engine, 3))
        assert await asyncio.wait_for(take_over(new, 3), timeout=60) == 2
        with pytest.raises(exc.DBAPIError):
            await old.commit()
    async with pg_engine.connect() as conn:
        assert await stored(conn) == []
