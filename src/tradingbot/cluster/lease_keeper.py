"""The loop a worker runs to own its share of the partitions: heartbeat, renew, spread, hand back.

Every ``renew_every_ms`` a ``LeaseKeeper``:

1. drops (``on_lost``) any partition whose lease it could not confirm for a whole ttl by its own
   monotonic clock (the database unreachable): giving up early is always safe;
2. writes its heartbeat row and renews every lease it holds, in one transaction; a renew that
   fails (expired on the database clock, or taken over) calls ``on_lost`` at once;
3. reads the live workers and the live leases, and applies its own part of ``plan_moves``:
   hands back its extra partitions (``on_lost``, then release, so a new worker gets them at
   once) and acquires its missing ones among the free or expired (``on_gained``).

Live workers come from heartbeat rows (``cluster.workers``), not from the leases: a worker that
has just joined owns nothing, and without a row of its own nobody would make room for it. The
heartbeat and the leases share the ttl and are renewed together, so a dead worker leaves the
live set about when its leases expire, and its partitions are taken in the next period of each
survivor (the plan is stable under the moves it orders: one round suffices).

``stop()`` hands everything back and deletes the heartbeat: a clean shutdown costs the others no
ttl. Hooks must be quick (schedule the loading of a partition, do not do it inline): the keeper
renews nothing while a hook runs. Scheduling uses the injected ``sleep`` and ``clock``; whether
a lease is held is only ever decided by the database.
"""

from __future__ import annotations

import asyncio
import logging
import os
import socket
import time
import uuid
from collections.abc import Awaitable, Callable, Mapping
from types import MappingProxyType

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from tradingbot.cluster import leases
from tradingbot.cluster.leases import Executor, StaleEpoch
from tradingbot.cluster.partitions import DEFAULT_PARTITIONS, plan_moves
from tradingbot.cluster.workers import heartbeat, leave, live_workers

log = logging.getLogger(__name__)

GainedHook = Callable[[int, int], Awaitable[None]]
"""``on_gained(partition, epoch)``: load the partition and start serving it under ``epoch``."""
LostHook = Callable[[int], Awaitable[None]]
"""``on_lost(partition)``: stop serving it and forget what is held in memory for it."""


def new_owner_id() -> str:
    """Unique per process run (host, pid, random), as ``leases`` requires."""
    return f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:8]}"


def monotonic_ms() -> int:
    return time.monotonic_ns() // 1_000_000


class LeaseKeeper:
    def __init__(
        self,
        owner_id: str,
        sessions: async_sessionmaker[AsyncSession],
        *,
        count: int = DEFAULT_PARTITIONS,
        ttl_ms: int = 5_000,
        renew_every_ms: int = 1_000,
        on_gained: GainedHook,
        on_lost: LostHook,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        clock: Callable[[], int] = monotonic_ms,
    ):
        if not 0 < 2 * renew_every_ms <= ttl_ms:
            raise ValueError("renew at least twice per ttl, so one slow renew does not lose a lease")
        self.owner_id = owner_id
        self.count = count
        self.ttl_ms = ttl_ms
        self.renew_every_ms = renew_every_ms
        self._sessions = sessions
        self._on_gained = on_gained
        self._on_lost = on_lost
        self._sleep = sleep
        self._clock = clock
        self._held: dict[int, int] = {}
        self._deadline: dict[int, int] = {}
        """Local-clock ms before which the lease surely is still live: the start of the last
        statement that set its expiry, plus the ttl (earlier than the database's own expiry)."""
        self._lock = asyncio.Lock()
        self._stopped = False

    @property
    def held(self) -> Mapping[int, int]:
        """The partitions held now and their epochs."""
        return MappingProxyType(self._held)

    def holds(self, partition: int, epoch: int) -> bool:
        """Whether the lease is surely still ours at ``epoch`` by the local clock (its deadline is
        earlier than the database's expiry, and nobody takes a lease before that): what a read of
        the partition's memory needs, since reads pass no fence."""
        return self._held.get(partition) == epoch and self._deadline[partition] > self._clock()

    async def fence(self, conn: Executor, partition: int) -> None:
        """``leases.fence`` with this keeper's epoch for ``partition``; StaleEpoch if not held."""
        epoch = self._held.get(partition)
        if epoch is None or self._deadline[partition] <= self._clock():
            raise StaleEpoch(partition, self.owner_id, epoch)
        await leases.fence(conn, partition, self.owner_id, epoch, idle_timeout_ms=self.ttl_ms)

    async def run(self) -> None:
        """Tick every ``renew_every_ms`` until ``stop()``; a failed tick (database unreachable)
        is retried at the next period."""
        while not self._stopped:
            started = self._clock()
            try:
                await self.tick()
            except Exception:
                log.warning("lease keeper %s: tick failed", self.owner_id, exc_info=True)
                await self._drop_unconfirmed()
            await self._sleep(max(0, self.renew_every_ms - (self._clock() - started)) / 1000)

    async def tick(self) -> None:
        """One period: drop the unconfirmed, renew, then hand back and take per the plan."""
        async with self._lock:
            if self._stopped:
                return
            await self._drop_unconfirmed()
            await self._renew()
            live, owned = await self._view()
            owned[self.owner_id] = set(self._held)
            moves = plan_moves(owned, live | {self.owner_id}, self.count)[self.owner_id]
            await self._hand_back(sorted(moves.release))
            if moves.take:
                await self._take(sorted(moves.take))

    async def stop(self) -> None:
        """Hand every partition back and leave: the others take them at their next period."""
        async with self._lock:
            self._stopped = True
            await self._hand_back(sorted(self._held))
            try:
                async with self._sessions.begin() as session:
                    await leave(session, self.owner_id)
            except Exception:
                log.warning("lease keeper %s: could not remove its heartbeat", self.owner_id, exc_info=True)

    async def _renew(self) -> None:
        started = self._clock()
        held = dict(self._held)
        async with self._sessions.begin() as session:
            await leases.limit_idle_in_transaction(session, self.ttl_ms)
            await heartbeat(session, self.owner_id, self.ttl_ms)
            renewed = await leases.renew_many(session, self.owner_id, held, self.ttl_ms)
        for partition in held:
            if partition in renewed:
                self._deadline[partition] = started + self.ttl_ms
            else:
                self._forget(partition)
                await self._notify_lost(partition)

    async def _view(self) -> tuple[set[str], dict[str, set[int]]]:
        async with self._sessions.begin() as session:
            live = await live_workers(session)
            rows = await leases.owners(session)
        owned: dict[str, set[int]] = {}
        for lease in rows:
            if lease.live and lease.owner is not None:
                owned.setdefault(lease.owner, set()).add(lease.partition)
        return live, owned

    async def _take(self, partitions: list[int]) -> None:
        """Acquire in one transaction (ascending, so keepers lock rows in one order), then
        tell the application about each gained partition."""
        started = self._clock()
        gained: dict[int, int] = {}
        async with self._sessions.begin() as session:
            await leases.limit_idle_in_transaction(session, self.ttl_ms)
            for partition in sorted(partitions):
                epoch = await leases.acquire(session, partition, self.owner_id, self.ttl_ms)
                if epoch is not None:  # None: still live under its owner, who hands it back or dies
                    gained[partition] = epoch
        for partition, epoch in gained.items():
            self._held[partition] = epoch
            self._deadline[partition] = started + self.ttl_ms
        for partition, epoch in gained.items():
            try:
                await self._on_gained(partition, epoch)
            except Exception:
                log.exception(
                    "lease keeper %s: on_gained(%s) failed; handing it back", self.owner_id, partition
                )
                self._forget(partition)
                await self._release({partition: epoch})

    async def _hand_back(self, partitions: list[int]) -> None:
        """on_lost first, while the leases still hold (the owner may finish a write), then release."""
        epochs = {p: self._held[p] for p in partitions if p in self._held}
        for partition in epochs:
            await self._notify_lost(partition)
            self._forget(partition)
        await self._release(epochs)

    async def _drop_unconfirmed(self) -> None:
        now = self._clock()
        for partition in [p for p, deadline in self._deadline.items() if deadline <= now]:
            self._forget(partition)
            await self._notify_lost(partition)

    async def _release(self, epochs: Mapping[int, int]) -> None:
        if not epochs:
            return
        try:
            async with self._sessions.begin() as session:
                await leases.limit_idle_in_transaction(session, self.ttl_ms)
                for partition, epoch in sorted(epochs.items()):
                    await leases.release(session, partition, self.owner_id, epoch)
        except Exception:
            log.warning("lease keeper %s: hand-back of %s failed; they expire", self.owner_id, sorted(epochs))

    async def _notify_lost(self, partition: int) -> None:
        try:
            await self._on_lost(partition)
        except Exception:
            log.exception("lease keeper %s: on_lost(%s) failed", self.owner_id, partition)

    def _forget(self, partition: int) -> None:
        self._held.pop(partition, None)
        self._deadline.pop(partition, None)
