"""Fixtures of the job tests: a nats-server of their own, and a job queue of each kind."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import nats
import nats.js.errors
import pytest

from tests.bus.natsproc import NatsServer
from tests.jobs.kinds import TEST_KINDS
from tradingbot.jobs.embedded import EmbeddedJobQueue
from tradingbot.jobs.jetstream import JOBS_STREAM, JetStreamJobQueue, results_bucket
from tradingbot.jobs.memo import SharedJobs
from tradingbot.jobs.runner import JobRunner

ACK_WAIT_S = 2.0


@pytest.fixture(scope="session")
def jobs_nats(tmp_path_factory: pytest.TempPathFactory) -> Iterator[NatsServer]:
    """This test process's own nats-server (JetStream, file store in a temporary folder)."""
    server = NatsServer(Path(tmp_path_factory.mktemp("nats-jobs")))
    server.start()
    try:
        yield server
    finally:
        server.stop()


async def drop_jobs(url: str) -> None:
    """Delete the jobs stream (and its consumer) and the test kinds' result buckets."""
    nc = await nats.connect(url)
    try:
        js = nc.jetstream()
        for name in (JOBS_STREAM, *(f"KV_{results_bucket(k)}" for k in TEST_KINDS)):
            with contextlib.suppress(nats.js.errors.NotFoundError):
                await js.delete_stream(name)
    finally:
        await nc.close()


class FakeClock:
    """The local cache's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


MakeQueue = Callable[..., Any]


@pytest.fixture(params=["embedded", "jetstream"])
async def make_queue(request: pytest.FixtureRequest) -> AsyncIterator[MakeQueue]:
    """Builds the queue under test (``max_entries``, ``clock``); on JetStream with a fresh stream
    and buckets and one job runner of this process."""
    made: list[SharedJobs] = []
    runners: list[JobRunner] = []
    url = ""
    if request.param == "jetstream":
        url = request.getfixturevalue("jobs_nats").url
        await drop_jobs(url)

    async def make(**kw: Any) -> SharedJobs:
        queue: SharedJobs
        if request.param == "embedded":
            queue = EmbeddedJobQueue(TEST_KINDS, workers=1, **kw)
        else:
            queue = JetStreamJobQueue(TEST_KINDS, url, wait_s=60.0, **kw)
            if not runners:
                runner = JobRunner(TEST_KINDS, url, workers=1, ack_wait_s=ACK_WAIT_S)
                await runner.start()
                runners.append(runner)
        made.append(queue)
        return queue

    make.kind = request.param  # type: ignore[attr-defined]
    try:
        yield make
    finally:
        for queue in made:
            await queue.close()
        for runner in runners:
            await runner.stop()
