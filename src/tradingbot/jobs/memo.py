"""What every job queue shares: one computation per key in flight, and a bounded result cache.

Results are kept per ``(kind, key)`` until their kind's TTL, at most ``max_entries`` of them (the
least recently used go first), so memory stays bounded whatever the keys. Failures are not
cached: the next call with the key computes again.
"""

from __future__ import annotations

import asyncio
import time
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any

from tradingbot.jobs.ports import JobKind, JobsUnavailable, check_key, check_kind, check_kinds

DEFAULT_MAX_ENTRIES = 256
Monotonic = Callable[[], float]


class SharedJobs(ABC):
    """A ``JobQueue`` but for where a job is computed (:meth:`_execute`)."""

    def __init__(
        self,
        kinds: Mapping[str, JobKind],
        *,
        max_entries: int = DEFAULT_MAX_ENTRIES,
        clock: Monotonic = time.monotonic,
    ) -> None:
        if max_entries < 1:
            raise ValueError("max_entries must be at least 1")
        self.kinds = check_kinds(kinds)
        self._max = max_entries
        self._clock = clock
        self._results: OrderedDict[tuple[str, str], tuple[float, Any]] = OrderedDict()
        self._running: dict[tuple[str, str], asyncio.Task[Any]] = {}
        self._closed = False

    @abstractmethod
    async def _execute(self, kind: str, job: JobKind, params: Any, key: str) -> Any:
        """Compute (or fetch from the shared store) one job's result."""

    async def run(self, kind: str, params: Any, key: str) -> Any:
        job = check_kind(self.kinds, kind)
        slot = (kind, check_key(key))
        if self._closed:
            raise JobsUnavailable("the job queue is closed")
        hit = self._results.get(slot)
        if hit is not None:
            if hit[0] > self._clock():
                self._results.move_to_end(slot)
                return hit[1]
            del self._results[slot]
        task = self._running.get(slot)
        if task is None:
            task = asyncio.create_task(self._execute(kind, job, params, key), name=f"job {kind} {key}")
            self._running[slot] = task
            task.add_done_callback(lambda t: self._finished(slot, t, job.ttl_s))
        try:
            return await asyncio.shield(task)
        except asyncio.CancelledError:
            if task.cancelled() and self._closed:
                raise JobsUnavailable(f"the job queue closed while job {kind} {key} ran") from None
            raise

    def _finished(self, slot: tuple[str, str], task: asyncio.Task[Any], ttl_s: float) -> None:
        if self._running.get(slot) is task:
            del self._running[slot]
        if task.cancelled() or task.exception() is not None or self._closed:
            return
        self._results[slot] = (self._clock() + ttl_s, task.result())
        self._results.move_to_end(slot)
        while len(self._results) > self._max:
            self._results.popitem(last=False)

    def cached(self) -> int:
        return len(self._results)

    async def close(self) -> None:
        self._closed = True
        running = list(self._running.values())
        for task in running:
            task.cancel()
        await asyncio.gather(*running, return_exceptions=True)
        self._results.clear()
