"""Fixtures of the job tests: a nats-server of their own, and a job queue of each kind."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterator
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


class MakeQueue:
    """Builds the queue under test (``max_entries``, ``clock``); on JetStream one job runner of
    this process computes the jobs. ``kind``: "embedded" or "jetstream"."""

    def __init__(self, kind: str, url: str) -> None:
        self.kind = kind
        self.url = url
        self.made: list[SharedJobs] = []
        self.runners: list[JobRunner] = []

    async def __call__(self, **kw: Any) -> SharedJobs:
        queue: SharedJobs
        if self.kind == "embedded":
            queue = EmbeddedJobQueue(TEST_KINDS, workers=1, **kw)
        else:
            queue = JetStreamJobQueue(TEST_KINDS, self.url, wait_s=60.0, **kw)
            if not self.runners:
                runner = JobRunner(TEST_KINDS, self.url, workers=1, ack_wait_s=ACK_WAIT_S)
                await runner.start()
                self.runners.append(runner)
        self.made.append(queue)
        return queue

    async def close(self) -> None:
        for queue in self.made:
            await queue.close()
        for runner in self.runners:
            await runner.stop()


@pytest.fixture(params=["embedded", "jetstream"])
async def make_queue(request: pytest.FixtureRequest) -> AsyncIterator[MakeQueue]:
    """A queue of each kind (on JetStream with a fresh stream and buckets)."""
    url = ""
    if request.param == "jetstream":
        url = request.getfixturevalue("jobs_nats").url
        await drop_jobs(url)
    maker = MakeQueue(request.param, url)
    try:
        yield maker
    finally:
        await maker.close()


@pytest.fixture
async def jetstream_queues(jobs_nats: NatsServer) -> AsyncIterator[MakeQueue]:
    """JetStream queues only (several of them are several nodes), fresh stream and buckets."""
    await drop_jobs(jobs_nats.url)
    maker = MakeQueue("jetstream", jobs_nats.url)
    try:
        yield maker
    finally:
        await maker.close()
