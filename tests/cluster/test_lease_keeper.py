"""LeaseKeeper: keepers spread the partitions evenly, take a dead worker's share one period
after its leases expire, make room for a new worker, hand everything back on stop, and tell the
application at once when a lease is lost. The first tests drive the periods by hand (``tick``;
some on SQLite too); the last runs the real loops with a worker process killed with SIGKILL."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Callable

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from tests.cluster.conftest import db_now, repo_root
from tradingbot.cluster.lease_keeper import LeaseKeeper, monotonic_ms
from tradingbot.cluster.leases import Lease, StaleEpoch, acquire, owners
from tradingbot.cluster.workers import live_workers

COUNT = 64
TTL_MS = 5_000
"""Generous for the hand-driven periods: a loaded machine may take a second between two ticks."""
LOOP_TTL_MS, LOOP_RENEW_MS = 2_000, 500


class App:
    """What a worker application sees through the hooks: the partitions it serves."""

    def __init__(self) -> None:
        self.serving: dict[int, int] = {}
        self.lost: list[int] = []

    async def gained(self, partition: int, epoch: int) -> None:
        assert partition not in self.serving, "gained twice"
        self.serving[partition] = epoch

    async def dropped(self, partition: int) -> None:
        assert partition in self.serving, "lost what it did not have"
        del self.serving[partition]
        self.lost.append(partition)


def keeper(
    name: str,
    sessions: async_sessionmaker[AsyncSession],
    clock: Callable[[], int] = monotonic_ms,
    ttl_ms: int = TTL_MS,
    renew_every_ms: int = 1_000,
) -> tuple[LeaseKeeper, App]:
    app = App()
    k = LeaseKeeper(
        name,
        sessions,
        count=COUNT,
        ttl_ms=ttl_ms,
        renew_every_ms=renew_every_ms,
        on_gained=app.gained,
        on_lost=app.dropped,
        clock=clock,
    )
    return k, app


async def leases(engine: AsyncEngine) -> list[Lease]:
    async with engine.connect() as conn:
        return await owners(conn)


async def spread(engine: AsyncEngine) -> dict[str, set[int]]:
    """Live owner -> its partitions, from the database."""
    owned: dict[str, set[int]] = {}
    for lease in await leases(engine):
        if lease.live and lease.owner is not None:
            owned.setdefault(lease.owner, set()).add(lease.partition)
    return owned


def assert_even(owned: dict[str, set[int]], workers: set[str]) -> None:
    assert set(owned) == workers
    assert sorted(p for ps in owned.values() for p in ps) == list(range(COUNT))
    sizes = [len(ps) for ps in owned.values()]
    assert max(sizes) - min(sizes) <= 1, sizes


async def one_round(*keepers: LeaseKeeper) -> None:
    for k in keepers:
        await k.tick()


async def test_three_keepers_spread_evenly_and_take_a_dead_ones_share_one_period_after_expiry(
    pg_engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession]
) -> None:
    (a, app_a), (b, app_b), (c, app_c) = (keeper(n, sessions) for n in ("a", "b", "c"))
    await a.tick()  # alone: takes everything
    assert set(a.held) == set(range(COUNT))
    await one_round(b, c)  # b and c join: heartbeats only, nothing is free yet
    await one_round(a, b, c)  # a hands back its extra; b and c take them
    assert_even(await spread(pg_engine), {"a", "b", "c"})
    for k, app in ((a, app_a), (b, app_b), (c, app_c)):
        assert app.serving == dict(k.held)
    before = {x.partition: x.epoch for x in await leases(pg_engine)}

    # c dies: no more renewals. The survivors go on with their periods; once c's leases expire on
    # the database clock, a single period of each survivor takes all of them.
    dead = set(c.held)
    c_expiry = max(x.expires_at_ms or 0 for x in await leases(pg_engine) if x.owner == "c")
    while await db_now(pg_engine) <= c_expiry:
        await one_round(a, b)
        rows = await leases(pg_engine)  # read before the clock below: if that is still before
        if await db_now(pg_engine) <= c_expiry:  # c's expiry, so was this
            assert {x.partition for x in rows if x.owner == "c"} == dead, "a live lease was taken"
        await asyncio.sleep(0.2)
    await one_round(a, b)
    assert_even(await spread(pg_engine), {"a", "b"})
    after = {x.partition: x.epoch for x in await leases(pg_engine)}
    assert all(after[p] == before[p] + 1 for p in dead), "every takeover is a new epoch"
    assert app_a.serving == dict(a.held) and app_b.serving == dict(b.held)


async def test_a_joining_keeper_gets_its_share_and_the_givers_are_told(
    engine: AsyncEngine, any_sessions: async_sessionmaker[AsyncSession]
) -> None:
    trio = [keeper(n, any_sessions) for n in ("a", "b", "c")]
    keepers = [k for k, _ in trio]
    for _ in range(3):
        await one_round(*keepers)
    assert_even(await spread(engine), {"a", "b", "c"})
    for _, app in trio:
        app.lost.clear()
    d, app_d = keeper("d", any_sessions)
    for _ in range(2):
        await one_round(d, *keepers)
    owned = await spread(engine)
    assert_even(owned, {"a", "b", "c", "d"})
    assert {len(ps) for ps in owned.values()} == {16}
    assert app_d.serving == dict(d.held)
    given = sorted(p for _, app in trio for p in app.lost)
    assert given == sorted(d.held), "what d got is exactly what the others were told they lost"


async def test_stop_hands_everything_back_and_the_others_take_it_without_waiting_for_expiry(
    engine: AsyncEngine, any_sessions: async_sessionmaker[AsyncSession]
) -> None:
    (a, _), (b, app_b) = keeper("a", any_sessions), keeper("b", any_sessions)
    for _ in range(2):
        await one_round(a, b)
    assert_even(await spread(engine), {"a", "b"})
    held_by_b = set(b.held)
    await b.stop()
    assert not b.held and app_b.serving == {} and sorted(app_b.lost) == sorted(held_by_b)
    assert all(not x.live for x in await leases(engine) if x.owner == "b")
    async with any_sessions() as session:
        assert await live_workers(session) == {"a"}
    await a.tick()  # at once: nothing of b's waits for an expiry
    assert_even(await spread(engine), {"a"})
    await b.tick()
    assert not b.held, "a stopped keeper takes nothing"


async def test_a_failed_renew_calls_on_lost_at_once(
    engine: AsyncEngine, any_sessions: async_sessionmaker[AsyncSession]
) -> None:
    a, app = keeper("a", any_sessions)
    await a.tick()
    stolen = 5
    async with engine.begin() as conn:  # a takeover behind a's back (as after a pause)
        await conn.execute(text("UPDATE partition_leases SET expires_at_ms = 0 WHERE partition = 5"))
        assert await acquire(conn, stolen, "thief", 60_000) == 2
    await a.tick()
    assert stolen not in a.held and stolen not in app.serving and app.lost == [stolen]
    async with any_sessions.begin() as session:
        try:
            await a.fence(session, stolen)
            raise AssertionError("the fence let a write through for a lost partition")
        except StaleEpoch:
            pass


async def test_a_keeper_that_cannot_confirm_its_leases_for_a_ttl_gives_them_up(
    pg_engine: AsyncEngine, sessions: async_sessionmaker[AsyncSession]
) -> None:
    """Its own clock may only make it give up early: past a ttl without a renew, the fence
    refuses at once and the next period tells the application, before renewing anything."""
    now = [0]
    a, app = keeper("a", sessions, clock=lambda: now[0])
    await a.tick()
    assert len(app.serving) == COUNT
    now[0] += TTL_MS
    async with sessions.begin() as session:
        try:
            await a.fence(session, 0)
            raise AssertionError("the fence trusted a lease unconfirmed for a whole ttl")
        except StaleEpoch:
            pass
    await a.tick()
    assert sorted(app.lost) == list(range(COUNT)), "all dropped, then (still ours) taken again"
    assert len(app.serving) == COUNT


async def test_real_loops_survive_a_worker_killed_with_sigkill_and_make_room_for_a_new_one(
    pg_engine: AsyncEngine, pg_url: str, sessions: async_sessionmaker[AsyncSession]
) -> None:
    env = {**os.environ, "PYTHONPATH": f"{repo_root()}:{repo_root() / 'src'}"}
    loop_args = [str(COUNT), str(LOOP_TTL_MS), str(LOOP_RENEW_MS)]
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.cluster.keeper_process", pg_url, "p", *loop_args],
        env=env,
    )
    local = [keeper(n, sessions, ttl_ms=LOOP_TTL_MS, renew_every_ms=LOOP_RENEW_MS) for n in ("a", "b")]
    tasks = [asyncio.create_task(k.run()) for k, _ in local]
    try:
        await converge(pg_engine, {"a", "b", "p"})
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        await converge(pg_engine, {"a", "b"})
        c = keeper("c", sessions, ttl_ms=LOOP_TTL_MS, renew_every_ms=LOOP_RENEW_MS)
        local.append(c)
        tasks.append(asyncio.create_task(c[0].run()))
        await converge(pg_engine, {"a", "b", "c"})
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for k, _ in local:
            await k.stop()
        await asyncio.gather(*tasks)
    for k, app in local:
        assert app.serving == {} and not k.held
    assert all(not x.live for x in await leases(pg_engine))
    async with sessions() as session:
        assert await live_workers(session) == set()


async def converge(engine: AsyncEngine, workers: set[str]) -> None:
    for _ in range(3000):
        owned = await spread(engine)
        sizes = [len(ps) for ps in owned.values()]
        if set(owned) == workers and sum(sizes) == COUNT and max(sizes) - min(sizes) <= 1:
            return
        await asyncio.sleep(0.02)
    raise AssertionError(f"never spread evenly over {sorted(workers)}: {await spread(engine)}")
