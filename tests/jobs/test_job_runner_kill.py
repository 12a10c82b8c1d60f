"""A job runner killed (SIGKILL, with its worker processes) mid-job: the stream gives the job to
another runner after the ack wait, which finishes it, and the caller gets its result."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

from tests.bus.natsproc import NatsServer
from tests.jobs.conftest import ACK_WAIT_S, drop_jobs
from tests.jobs.kinds import TEST_KINDS
from tradingbot.jobs.jetstream import JetStreamJobQueue
from tradingbot.jobs.runner import JobRunner

ROOT = Path(__file__).resolve().parents[2]


def _started(folder: Path) -> list[int]:
    return sorted(int(p.name.split(".")[0]) for p in folder.glob("*.started"))


async def _until(condition: object, what: str, bound_s: float = 60.0) -> None:
    for _ in range(int(bound_s * 10)):
        if condition():  # type: ignore[operator]
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"not within {bound_s} s: {what}")


async def test_a_job_of_a_killed_runner_is_finished_by_another(jobs_nats: NatsServer, tmp_path: Path) -> None:
    await drop_jobs(jobs_nats.url)
    first = subprocess.Popen(
        [sys.executable, "-m", "tests.jobs.runner_proc", jobs_nats.url, str(ACK_WAIT_S)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        start_new_session=True,  # its own process group: the kill takes its pool's workers too
    )
    queue = JetStreamJobQueue(TEST_KINDS, jobs_nats.url, wait_s=120.0)
    second: JobRunner | None = None
    try:
        assert first.stdout is not None
        ready = await asyncio.to_thread(first.stdout.readline)
        assert ready.strip() == b"ready"
        call = asyncio.create_task(queue.run("marked", {"dir": str(tmp_path)}, "kill:1"))
        await _until(lambda: _started(tmp_path), "the first runner started the job")
        [victim] = _started(tmp_path)
        os.killpg(first.pid, signal.SIGKILL)
        await asyncio.to_thread(first.wait)
        assert not call.done()  # the job waits for the release, which comes only now
        (tmp_path / "release").write_text("")
        second = JobRunner(TEST_KINDS, jobs_nats.url, workers=1, ack_wait_s=ACK_WAIT_S)
        await second.start()
        result = await asyncio.wait_for(call, 120)
        assert result["pid"] != victim  # finished by the second runner's worker
        assert set(_started(tmp_path)) == {victim, result["pid"]}  # started twice, by two workers
    finally:
        if first.poll() is None:
            os.killpg(first.pid, signal.SIGKILL)
            first.wait()
        await queue.close()
        if second is not None:
            await second.stop()
