"""Lease rows on SQLite and PostgreSQL: acquire, renew, release, takeover epochs, expiry on the
database's clock, and the fence refusing a stale owner with its whole transaction rolled back."""

from __future__ import annotations

import time

import pytest
from sqlalchemy import insert
from sqlalchemy.ext.asyncio import AsyncEngine

from tests.cluster.conftest import wait_for_db_time
from tests.cluster.probe import PROBE, fenced_write, stored
from tradingbot.cluster.leases import StaleEpoch, acquire, fence, owners, release, renew, renew_many

HOUR = 3_600_000


async def expiry_of(engine: AsyncEngine, partition: int) -> int:
    async with engine.connect() as conn:
        lease = {x.partition: x for x in await owners(conn)}[partition]
    assert lease.expires_at_ms is not None
    return lease.expires_at_ms


async def test_acquire_renew_release_and_takeover_epochs(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        assert await acquire(conn, 3, "a", HOUR) == 1, "the first tenure is epoch 1"
    async with engine.begin() as conn:
        assert await acquire(conn, 3, "b", HOUR) is None, "held live by a"
        assert await acquire(conn, 3, "a", HOUR) == 1, "acquiring what one holds extends it"
        assert await renew(conn, 3, "a", 1, HOUR)
        assert not await renew(conn, 3, "a", 0, HOUR), "not under another epoch"
        assert not await renew(conn, 3, "b", 1, HOUR), "not by another owner"
    async with engine.begin() as conn:
        assert await release(conn, 3, "a", 1)
    async with engine.begin() as conn:
        assert await acquire(conn, 3, "b", HOUR) == 2, "a takeover after a hand-back is a new epoch"
        assert not await renew(conn, 3, "a", 1, HOUR), "the old owner cannot renew"
        assert not await release(conn, 3, "a", 1), "nor hand back what is no longer its"
        assert await acquire(conn, 4, "a", HOUR) == 1, "partitions are independent"
    async with engine.connect() as conn:
        listed = [(x.partition, x.owner, x.epoch, x.live) for x in await owners(conn)]
    assert listed == [(3, "b", 2, True), (4, "a", 1, True)]


async def test_renew_many_renews_exactly_the_leases_still_held_at_their_epochs(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        for partition in (1, 2, 3):
            assert await acquire(conn, partition, "a", HOUR) == 1
        assert await release(conn, 2, "a", 1)
        assert await acquire(conn, 2, "b", HOUR) == 2
        assert await renew_many(conn, "a", {1: 1, 2: 1, 3: 0, 4: 1}, HOUR) == {1}
        assert await renew_many(conn, "b", {2: 2}, HOUR) == {2}
        assert await renew_many(conn, "a", {}, HOUR) == set()


async def test_a_lease_expires_on_the_database_clock_and_is_then_taken_under_a_new_epoch(
    engine: AsyncEngine,
) -> None:
    async with engine.begin() as conn:
        assert await acquire(conn, 5, "a", 200) == 1
    await wait_for_db_time(engine, await expiry_of(engine, 5))
    async with engine.begin() as conn:
        assert not await renew(conn, 5, "a", 1, HOUR), "expired: lost, even though nobody took it"
        assert [x.live for x in await owners(conn)] == [False]
        assert await acquire(conn, 5, "b", HOUR) == 2
        assert not await renew(conn, 5, "a", 1, HOUR)


async def test_an_owner_coming_back_after_its_lease_expired_starts_a_new_epoch(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        assert await acquire(conn, 6, "a", 200) == 1
    await wait_for_db_time(engine, await expiry_of(engine, 6))
    async with engine.begin() as conn:
        assert await acquire(conn, 6, "a", HOUR) == 2


async def test_the_workers_own_clock_is_never_consulted(
    engine: AsyncEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A worker whose wall clock runs a day ahead (or a day behind) judges no lease differently."""
    async with engine.begin() as conn:
        assert await acquire(conn, 7, "a", 60_000) == 1
    real = time.time
    for skew_s in (86_400.0, -86_400.0):
        monkeypatch.setattr(time, "time", lambda skew=skew_s: real() + skew)
        async with engine.begin() as conn:
            assert await acquire(conn, 7, "b", 60_000) is None
            assert await renew(conn, 7, "a", 1, 60_000)
        monkeypatch.undo()


async def test_the_fence_lets_the_live_owner_write(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        epoch = await acquire(conn, 1, "a", HOUR)
    assert epoch is not None
    async with engine.begin() as conn:
        await fenced_write(conn, 1, "a", epoch, attempt=1)
    async with engine.connect() as conn:
        assert await stored(conn) == [(1, "a", epoch, 1)]


@pytest.mark.parametrize("how", ["taken over", "handed back", "expired", "never held"])
async def test_the_fence_refuses_a_stale_owner_and_nothing_of_its_transaction_is_stored(
    engine: AsyncEngine, how: str
) -> None:
    async with engine.begin() as conn:
        epoch = await acquire(conn, 2, "a", 200 if how == "expired" else HOUR)
    assert epoch == 1
    if how == "expired":
        await wait_for_db_time(engine, await expiry_of(engine, 2))
    else:
        async with engine.begin() as conn:
            if how != "never held":
                assert await release(conn, 2, "a", epoch)
            if how == "taken over":
                assert await acquire(conn, 2, "b", HOUR) == 2
    owner = "c" if how == "never held" else "a"
    with pytest.raises(StaleEpoch) as refused:
        async with engine.begin() as conn:
            # a write made before the fence in the same transaction: it must not survive
            await conn.execute(insert(PROBE).values(seq=1, owner=owner, epoch=epoch, attempt=1))
            await fence(conn, 2, owner, epoch)
    assert (refused.value.partition, refused.value.epoch) == (2, epoch)
    async with engine.connect() as conn:
        assert await stored(conn) == []
