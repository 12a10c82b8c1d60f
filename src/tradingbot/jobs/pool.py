"""The process pool jobs run in: their CPU work leaves the caller's interpreter (and its GIL).

Workers are forked from a fork server (``forkserver``: a clean interpreter, not a copy of a
threaded server) that has imported the jobs' modules once; the pool starts on the first job, so
neither the server's start nor a test that runs no job pays for it. A job's exception comes back
as its class name and text (an exception need not pickle); a worker that dies (killed, out of
memory) fails the jobs it held and the next job starts a new pool. A worker whose server died
(killed with SIGKILL: nobody shut the pool down) exits within a second by itself.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.process import BaseProcess
from typing import Any

from tradingbot.jobs.ports import JobFailed, JobFunction, JobsUnavailable

log = logging.getLogger(__name__)
IDLE_EXIT_S = 2.0
PARENT_CHECK_S = 1.0


def exit_with_parent(parent: int) -> None:
    """In each worker: a daemon thread that ends the process once ``parent`` (the server that
    started the pool) is gone, so a killed server leaves no busy orphans behind."""

    def watch() -> None:
        while True:
            time.sleep(PARENT_CHECK_S)
            try:
                os.kill(parent, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:  # a process of another user took the pid: ours is gone
                os._exit(0)

    threading.Thread(target=watch, name="exit-with-parent", daemon=True).start()


def default_workers() -> int:
    """One core is left to the server's event loop: ``max(1, cores - 1)``."""
    return max(1, (os.cpu_count() or 1) - 1)


def call_job(function: JobFunction, params: Any) -> tuple[bool, Any]:
    """In the worker: ``(True, result)`` or ``(False, (error class name, message))``."""
    try:
        return True, function(params)
    except Exception as exc:  # every failure of a job goes back to its caller, by name and text
        return False, (type(exc).__name__, str(exc))


class JobPool:
    """A lazily started ``ProcessPoolExecutor`` of ``workers`` processes."""

    def __init__(self, workers: int | None = None, preload: Iterable[str] = ()) -> None:
        self.workers = workers if workers and workers > 0 else default_workers()
        self._preload = sorted(set(preload))
        self._executor: ProcessPoolExecutor | None = None
        self._closed = False

    def _started(self) -> ProcessPoolExecutor:
        if self._closed:
            raise JobsUnavailable("the job pool is shut down")
        if self._executor is None:
            context = multiprocessing.get_context("forkserver")
            if self._preload:
                context.set_forkserver_preload(self._preload)
            self._executor = ProcessPoolExecutor(
                self.workers, mp_context=context, initializer=exit_with_parent, initargs=(os.getpid(),)
            )
            log.info("job pool started: %d worker processes", self.workers)
        return self._executor

    async def call(self, kind: str, key: str, function: JobFunction, params: Any) -> Any:
        """``function(params)`` in a worker; its failure raises ``JobFailed``."""
        executor = self._started()
        try:
            ok, out = await asyncio.get_running_loop().run_in_executor(executor, call_job, function, params)
        except BrokenProcessPool as exc:
            if self._executor is executor:
                self._executor = None
                executor.shutdown(wait=False, cancel_futures=True)
            raise JobFailed(kind, key, "WorkerDied", f"a job worker process died ({exc})") from exc
        except RuntimeError as exc:  # submitted while shutting down
            raise JobsUnavailable(f"the job pool is shut down ({exc})") from exc
        if not ok:
            raise JobFailed(kind, key, *out)
        return out

    def close(self) -> None:
        """Stop the workers: queued jobs are cancelled, idle workers leave on the pool's stop
        sentinel (within :data:`IDLE_EXIT_S`), busy ones are stopped with SIGTERM (their jobs are
        abandoned): a busy worker would outlive the server, since it holds both ends of its
        queue and never notices its parent is gone."""
        self._closed = True
        executor, self._executor = self._executor, None
        if executor is None:
            return
        workers: list[BaseProcess] = list((getattr(executor, "_processes", None) or {}).values())
        executor.shutdown(wait=False, cancel_futures=True)
        deadline = time.monotonic() + IDLE_EXIT_S
        for worker in workers:
            worker.join(timeout=max(0.0, deadline - time.monotonic()))
        for worker in workers:
            if worker.is_alive():
                worker.terminate()
                worker.join(timeout=5.0)
        executor.shutdown(wait=True)  # its manager thread sees the workers gone and lets its queues go
