"""The embedded queue's process pool: started by the first job, its workers stopped with the
queue (even mid-job), and a worker killed mid-job fails that job only."""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import signal
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.jobs.kinds import TEST_KINDS
from tradingbot.jobs.embedded import EmbeddedJobQueue
from tradingbot.jobs.ports import JobFailed, JobsUnavailable


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def _started_pid(folder: Path) -> int:
    for _ in range(600):
        found = list(folder.glob("*.started"))
        if found:
            return int(found[0].name.split(".")[0])
        await asyncio.sleep(0.1)
    raise AssertionError("the job did not start within 60 s")


async def test_no_worker_before_the_first_job_and_none_after_close(tmp_path: Path) -> None:
    before = set(multiprocessing.active_children())
    queue = EmbeddedJobQueue(TEST_KINDS, workers=1)
    assert set(multiprocessing.active_children()) == before
    call = asyncio.create_task(queue.run("marked", {"dir": str(tmp_path)}, "close:1"))
    pid = await _started_pid(tmp_path)  # the job runs, waiting for a release that never comes
    assert _alive(pid) and pid != os.getpid()
    await queue.close()
    with pytest.raises(JobsUnavailable, match="closed while job marked close:1 ran"):
        await call
    assert not _alive(pid)
    with pytest.raises(JobsUnavailable, match="closed"):
        await queue.run("token", {}, "after-close:1")


async def test_a_worker_killed_mid_job_fails_that_job_and_the_next_one_runs(tmp_path: Path) -> None:
    queue = EmbeddedJobQueue(TEST_KINDS, workers=1)
    try:
        call = asyncio.create_task(queue.run("marked", {"dir": str(tmp_path)}, "killed:1"))
        os.kill(await _started_pid(tmp_path), signal.SIGKILL)
        with pytest.raises(JobFailed) as caught:
            await call
        assert caught.value.error == "WorkerDied" and "worker process died" in str(caught.value)
        assert (await queue.run("token", {"echo": 1}, "next:1"))["echo"] == 1
    finally:
        await queue.close()


SERVER = """
import asyncio, sys
from tests.jobs.kinds import TEST_KINDS
from tradingbot.jobs.embedded import EmbeddedJobQueue

async def main():
    queue = EmbeddedJobQueue(TEST_KINDS, workers=1)
    await queue.run("marked", {"dir": sys.argv[1]}, "orphan:1")  # runs until killed

asyncio.run(main())
"""


async def test_a_killed_server_leaves_no_worker_behind(tmp_path: Path) -> None:
    """A server killed with SIGKILL shuts nothing down: its job worker, mid-job, exits by itself."""
    server = await asyncio.create_subprocess_exec(sys.executable, "-c", SERVER, str(tmp_path), cwd=REPO)
    try:
        pid = await _started_pid(tmp_path)
        assert _alive(pid)
    finally:
        server.kill()
        await server.wait()
    for _ in range(300):  # bounded: the worker checks its server every second
        if not _alive(pid):
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"job worker {pid} outlived its server by 30 s")
