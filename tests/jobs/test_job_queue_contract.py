"""The ``JobQueue`` contract, run on both queues: the embedded process pool and JetStream (a
work-queue stream, a KV bucket of results and a job runner)."""

from __future__ import annotations

import asyncio

import nats
import nats.js.errors
import pytest

from tests.jobs.conftest import FakeClock, MakeQueue
from tests.jobs.kinds import SHORT_TTL_S
from tradingbot.jobs.jetstream import JetStreamJobQueue, kv_key, results_bucket
from tradingbot.jobs.ports import JobFailed


async def test_concurrent_callers_of_one_key_share_one_computation(make_queue: MakeQueue) -> None:
    queue = await make_queue()
    calls = [queue.run("token", {"sleep": 0.5, "echo": i}, "shared:1") for i in range(5)]
    results = await asyncio.gather(*calls)
    assert len({r["token"] for r in results}) == 1
    assert {r["echo"] for r in results} == {results[0]["echo"]}  # one caller's params were computed


async def test_a_later_call_is_served_from_the_cache(make_queue: MakeQueue) -> None:
    queue = await make_queue()
    first = await queue.run("token", {}, "cached:1")
    assert await queue.run("token", {}, "cached:1") == first
    assert queue.cached() == 1


async def test_different_keys_are_computed_separately(make_queue: MakeQueue) -> None:
    queue = await make_queue()
    a, b = await asyncio.gather(queue.run("token", {}, "sep:a"), queue.run("token", {}, "sep:b"))
    assert a["token"] != b["token"]
    other_kind = await queue.run("short", {}, "sep:a")  # a key is per kind
    assert other_kind["token"] not in (a["token"], b["token"])


async def test_a_failure_surfaces_with_its_message_and_is_not_cached(make_queue: MakeQueue) -> None:
    queue = await make_queue()
    for _ in range(2):  # the second call computes again (and fails again)
        with pytest.raises(JobFailed) as caught:
            await queue.run("fail", {"n": 42}, "failing:1")
        assert (caught.value.kind, caught.value.error, caught.value.message) == (
            "fail",
            "ValueError",
            "bad input 42",
        )
        assert "ValueError: bad input 42" in str(caught.value)
    assert queue.cached() == 0
    assert (await queue.run("token", {}, "after-failure:1"))["token"]  # the queue still works


async def test_unknown_kinds_and_bad_keys_are_refused(make_queue: MakeQueue) -> None:
    queue = await make_queue()
    with pytest.raises(ValueError, match="unknown job kind 'nope'"):
        await queue.run("nope", {}, "k:1")
    for key in ("", "a b", "a.b", "a::b", "x" * 201):
        with pytest.raises(ValueError, match="bad job key"):
            await queue.run("token", {}, key)


async def test_the_cache_holds_at_most_max_entries(make_queue: MakeQueue) -> None:
    queue = await make_queue(max_entries=2)
    first = await queue.run("token", {}, "bound:a")
    await queue.run("token", {}, "bound:b")
    await queue.run("token", {}, "bound:c")
    assert queue.cached() == 2
    again = await queue.run("token", {}, "bound:a")
    if make_queue.kind == "embedded":
        assert again["token"] != first["token"]  # evicted: computed again
    else:
        assert again == first  # evicted here, still in the cluster's results bucket (until its TTL)
    assert queue.cached() == 2


async def _gone_from_bucket(queue: JetStreamJobQueue, kind: str, key: str) -> None:
    """Wait (bounded) until the broker has expired the stored result."""
    nc = await nats.connect(queue.url)
    try:
        kv = await nc.jetstream().key_value(results_bucket(kind))
        for _ in range(300):
            try:
                await kv.get(kv_key(key))
            except nats.js.errors.KeyNotFoundError:
                return
            await asyncio.sleep(0.1)
        raise AssertionError(f"{key} still stored after 30 s (TTL {SHORT_TTL_S} s)")
    finally:
        await nc.close()


async def test_results_expire_after_their_kinds_ttl(make_queue: MakeQueue) -> None:
    clock = FakeClock()
    queue = await make_queue(clock=clock)
    first = await queue.run("short", {}, "ttl:1")
    clock.now += SHORT_TTL_S / 2
    assert await queue.run("short", {}, "ttl:1") == first
    clock.now += SHORT_TTL_S
    if isinstance(queue, JetStreamJobQueue):
        await _gone_from_bucket(queue, "short", "ttl:1")
    assert (await queue.run("short", {}, "ttl:1"))["token"] != first["token"]
