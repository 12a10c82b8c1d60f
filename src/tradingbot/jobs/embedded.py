"""The job queue of one process (``make run``): jobs computed in a local process pool, cached here."""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from tradingbot.jobs.memo import DEFAULT_MAX_ENTRIES, Monotonic, SharedJobs
from tradingbot.jobs.pool import JobPool
from tradingbot.jobs.ports import JobKind, JobQueue


class EmbeddedJobQueue(SharedJobs):
    """``JobQueue`` over a ``JobPool`` of ``workers`` processes (default: cores − 1, at least 1)."""

    def __init__(
        self,
        kinds: Mapping[str, JobKind],
        *,
        workers: int | None = None,
        max_entries: int = DEFAULT_MAX_ENTRIES,
        clock: Monotonic = time.monotonic,
    ) -> None:
        super().__init__(kinds, max_entries=max_entries, clock=clock)
        self.pool = JobPool(workers, preload=(m for k in self.kinds.values() for m in k.modules))

    async def _execute(self, kind: str, job: JobKind, params: Any, key: str) -> Any:
        return await self.pool.call(kind, key, job.function, params)

    async def close(self) -> None:
        await super().close()  # callers first: told the queue closed, not that a worker died
        self.pool.close()


def _conforms(queue: EmbeddedJobQueue) -> JobQueue:
    return queue  # mypy checks here that the class is a JobQueue
