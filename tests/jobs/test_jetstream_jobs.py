"""What only the cluster's queue does: nodes (here several queues) share one job and its result."""

from __future__ import annotations

import asyncio

import nats

from tests.jobs.conftest import MakeQueue
from tradingbot.jobs.jetstream import JOBS_STREAM


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
