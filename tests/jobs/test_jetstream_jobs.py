"""What only the cluster's queue does: nodes (here several queues) share one job and its result."""

from __future__ import annotations

import asyncio
from typing import Any

import nats

from tests.bus.natsproc import NatsServer
from tests.jobs.conftest import MakeQueue
from tradingbot.jobs.jetstream import JOBS_STREAM
from tradingbot.jobs.memo import SharedJobs
from tradingbot.jobs.ports import JobsUnavailable


async def _jobs_ever_queued(url: str) -> int:
    nc = await nats.connect(url)
    try:
        info = await nc.jetstream().stream_info(JOBS_STREAM)
        return int(info.state.last_seq)
    finally:
        await nc.close()


async def test_nodes_asking_for_one_key_queue_one_job_and_share_its_result(
    jetstream_queues: MakeQueue,
) -> None:
    a, b = await jetstream_queues(), await jetstream_queues()
    first, second = await asyncio.gather(
        a.run("token", {"sleep": 0.5}, "nodes:1"), b.run("token", {"sleep": 0.5}, "nodes:1")
    )
    assert first == second
    assert await _jobs_ever_queued(jetstream_queues.url) == 1  # the second publish was a duplicate
    late = await jetstream_queues()  # a node asking later reads the stored result
    assert await late.run("token", {}, "nodes:1") == first
    assert await _jobs_ever_queued(jetstream_queues.url) == 1
    assert (await late.run("token", {}, "nodes:2"))["token"] != first["token"]
    assert await _jobs_ever_queued(jetstream_queues.url) == 2


async def _once_it_answers(queue: SharedJobs, key: str) -> Any:
    """A caller's retries: ``JobsUnavailable`` while the broker recovers, then the answer."""
    for _ in range(60):
        try:
            return await queue.run("token", {}, key)
        except JobsUnavailable:
            await asyncio.sleep(0.5)
    raise AssertionError(f"no answer for {key} within 30 s of retries")


async def test_runners_and_callers_go_on_after_a_broker_restart(
    jetstream_queues: MakeQueue, jobs_nats: NatsServer
) -> None:
    queue = await jetstream_queues()
    before = await queue.run("token", {}, "restart:1")
    jobs_nats.restart()  # same port and store: the results and the consumer are kept
    after = await _once_it_answers(queue, "restart:2")  # computed by the runner, bound again
    assert after["token"] != before["token"]
    assert await _once_it_answers(await jetstream_queues(), "restart:1") == before
