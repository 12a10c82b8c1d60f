"""``tradingbot worker``: owns some of the engine's partitions and runs them.

A worker builds the same application as ``make run`` with ``BOT_ROLE=worker`` (no HTTP server,
no partition at first, hubs following the market logs) and keeps leases on its share of the
partitions (``cluster/lease_keeper.py``). For each partition it gains it:

1. loads it as the previous owner last stored it, every later write fenced by the lease's epoch
   (``leases.fence_sync`` first in each transaction: a write after another worker took over is
   refused whole, so a paused or cut-off old owner can never write);
2. reads the market logs for it from where it stopped (``PartitionReader``);
3. answers its commands on ``cmd.<partition>.<epoch>`` (the API nodes' calls,
   ``runtime/asgi_call.py``; the epoch in the subject keeps a paused old owner out of them).

When it loses one (handed back for a new worker, its lease expired, a write refused by the
fence) it stops all three and forgets the partition's memory. A clean stop (SIGTERM) hands every
partition back, so the others take them at once; a killed worker's leases expire after
``BOT_LEASE_TTL_MS`` and the others take them then.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI

from tradingbot.bus.commands import MOVING, HttpCommand
from tradingbot.bus.ports import BusUnavailable, Serving
from tradingbot.cluster import leases
from tradingbot.cluster.directory import command_subject
from tradingbot.cluster.lease_keeper import LeaseKeeper, new_owner_id
from tradingbot.runtime.asgi_call import call_app
from tradingbot.services.exchange.partition_reader import PartitionReader
from tradingbot.services.exchange.partitioned import PartitionedExchange

log = logging.getLogger(__name__)


@dataclass
class _Served:
    reader: PartitionReader
    serving: Serving | None = None


class Worker:
    """The partitions this process holds, and what runs for each."""

    def __init__(self, app: FastAPI) -> None:
        self.app = app
        self.container = app.state.container
        settings = self.container.settings
        ttl = settings.bot_lease_ttl_ms
        self.owner_id = new_owner_id()
        self.container.exchange.node = self.owner_id
        self.keeper = LeaseKeeper(
            self.owner_id,
            self.container.sessions,
            count=self.container.exchange.count,
            ttl_ms=ttl,
            renew_every_ms=max(250, ttl // 4),
            on_gained=self._on_gained,
            on_lost=self._on_lost,
        )
        self._loading: dict[int, asyncio.Task[None]] = {}
        self._served: dict[int, _Served] = {}
        self._dropping: set[asyncio.Task[None]] = set()

    @property
    def partitions(self) -> list[int]:
        return sorted(self._served)

    async def run(self, stop: asyncio.Event) -> None:
        """Keep leases and serve until ``stop`` is set; then hand everything back."""
        tasks = [
            asyncio.create_task(self.keeper.run(), name="lease-keeper"),
            asyncio.create_task(self._flush_every(self.container.settings.bot_flush_seconds), name="flush"),
        ]
        try:
            await stop.wait()
        finally:
            await self.keeper.stop()
            for task in tasks:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
            for partition in list(self._loading) + list(self._served):
                await self._on_lost(partition)

    async def _flush_every(self, seconds: float) -> None:
        """Store what quiet prices changed in the served partitions, every ``seconds``."""
        while True:
            await asyncio.sleep(seconds)
            await flush_quiet(self.container.exchange)

    async def _on_gained(self, partition: int, epoch: int) -> None:
        """The keeper's hook must be quick: the loading runs in a task of its own."""
        self._loading[partition] = asyncio.create_task(
            self._serve(partition, epoch), name=f"partition-{partition}-load"
        )

    async def _serve(self, partition: int, epoch: int) -> None:
        c = self.container
        ttl = c.settings.bot_lease_ttl_ms

        def fence(session: Any) -> None:
            leases.fence_sync(session, partition, self.owner_id, epoch, idle_timeout_ms=ttl)

        try:
            service = await c.exchange.gain(partition, fence, epoch)
            served = _Served(PartitionReader(service, c.bus, self._moved))
            served.reader.start()
            self._served[partition] = served
            served.serving = await c.bus.serve(
                command_subject(partition, epoch), self._command_handler(partition, epoch)
            )
        except (BusUnavailable, Exception):
            log.exception(
                "worker %s: partition %s could not start; handing it back", self.owner_id, partition
            )
            self._loading.pop(partition, None)
            await self._stop_serving(partition)
            return
        self._loading.pop(partition, None)
        log.info(
            "worker %s: serving partition %s (epoch %s, %d bots)",
            self.owner_id,
            partition,
            epoch,
            len(service.bot_owner),
        )

    def _command_handler(
        self, partition: int, epoch: int
    ) -> Callable[[dict[str, Any]], Awaitable[dict[str, Any]]]:
        """Runs a command of ``partition`` while its lease is surely held: a read of memory passes
        no fence, and once the lease may have expired another worker may have changed the
        partition (the API node sends the command again, to the new owner)."""

        async def handle(payload: dict[str, Any]) -> dict[str, Any]:
            if not self.keeper.holds(partition, epoch):
                return MOVING.to_wire()
            with self.container.exchange.running_command_of(partition):
                return (await call_app(self.app, HttpCommand.from_wire(payload))).to_wire()

        return handle

    async def _moved(self, partition: int) -> None:
        """A write of the partition was refused by the fence: another worker owns it now."""
        log.warning("worker %s: partition %s was taken over; dropping it", self.owner_id, partition)
        # not inline: the caller is the partition's own reader, which stopping it cancels
        task = asyncio.create_task(self._stop_serving(partition), name=f"partition-{partition}-drop")
        self._dropping.add(task)
        task.add_done_callback(self._dropping.discard)

    async def _on_lost(self, partition: int) -> None:
        loading = self._loading.pop(partition, None)
        if loading is not None:
            loading.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await loading
        await self._stop_serving(partition)

    async def _stop_serving(self, partition: int) -> None:
        served = self._served.pop(partition, None)
        if served is not None:
            if served.serving is not None:
                await served.serving.stop()
            await served.reader.stop()
        await self.container.exchange.lose(partition)
        log.info("worker %s: stopped serving partition %s", self.owner_id, partition)


async def flush_quiet(exchange: PartitionedExchange) -> int:
    """Store each served partition that quiet prices changed; how many were stored."""
    stored = 0
    for service in exchange.serving():
        if service.needs_flush:
            try:
                await service.flush_prices()
            except Exception as exc:  # the database, or the fence: the partition's own path handles it
                log.warning("partition %s: quiet changes not stored (%s)", service.partition, exc)
                continue
            stored += 1
    return stored


async def run_worker(app: FastAPI, stop: asyncio.Event) -> None:
    """The application's lifespan (migrate, build, start), then the worker until ``stop``."""
    async with app.router.lifespan_context(app):
        await Worker(app).run(stop)
