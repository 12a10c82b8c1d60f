"""``JobRunner``: takes jobs off the cluster's ``JOBS`` stream, computes them in its own process
pool and stores each result in its kind's KV bucket (``jetstream.py``).

One durable pull consumer (``job-runners``) is shared by every runner, so each job goes to one of
them. A runner takes no more jobs than its pool has workers; while a job runs it tells the stream
it is still working (every third of the ack wait), so only a runner that died (or lost its
connection) has its job given to another after the ack wait. A job whose result is already stored
(another runner finished it) is acknowledged without running it. A job is delivered at most
``max_deliver`` times (a job that kills every runner that takes it is dropped; its callers time
out).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Mapping

import nats.errors
import nats.js.errors
from nats.aio.client import Client
from nats.aio.msg import Msg
from nats.js import JetStreamContext
from nats.js.api import AckPolicy, ConsumerConfig
from nats.js.kv import KeyValue

from tradingbot.bus.jetstream import DEFAULT_URL, connect_nats
from tradingbot.jobs.jetstream import (
    BROKER_ERRORS,
    JOBS_STREAM,
    decode_job,
    decode_result,
    encode_result,
    ensure_jobs,
    kv_key,
)
from tradingbot.jobs.pool import JobPool
from tradingbot.jobs.ports import JobFailed, JobKind, JobsUnavailable, check_kinds

log = logging.getLogger(__name__)

RUNNERS = "job-runners"
DEFAULT_ACK_WAIT_S = 30.0
DEFAULT_MAX_DELIVER = 5
FETCH_WAIT_S = 2.0


class JobRunner:
    """Runs the jobs of ``kinds`` for the cluster, ``workers`` at a time (default: cores − 1)."""

    def __init__(
        self,
        kinds: Mapping[str, JobKind],
        url: str = DEFAULT_URL,
        *,
        workers: int | None = None,
        ack_wait_s: float = DEFAULT_ACK_WAIT_S,
        max_deliver: int = DEFAULT_MAX_DELIVER,
        name: str = "tradingbot-job-runner",
    ) -> None:
        self.kinds = check_kinds(kinds)
        self.url = url
        self.pool = JobPool(workers, preload=(m for k in self.kinds.values() for m in k.modules))
        self._ack_wait_s = ack_wait_s
        self._max_deliver = max_deliver
        self._name = name
        self._nc: Client | None = None
        self._buckets: dict[str, KeyValue] = {}
        self._task: asyncio.Task[None] | None = None
        self._handling: set[asyncio.Task[None]] = set()

    async def start(self) -> None:
        """Connect, make sure the stream, the buckets and the consumer exist, start taking jobs."""
        try:
            self._nc = await connect_nats(self.url, name=self._name)
            js = self._nc.jetstream(timeout=5.0)
            self._buckets = await ensure_jobs(js, self.kinds)
        except BROKER_ERRORS as exc:
            await self.stop()
            raise JobsUnavailable(f"the job queue at {self.url} is unavailable: {exc}") from exc
        self._task = asyncio.create_task(self._loop(js), name="job runner")

    async def _subscribe(self, js: JetStreamContext) -> JetStreamContext.PullSubscription:
        config = ConsumerConfig(
            ack_policy=AckPolicy.EXPLICIT, ack_wait=self._ack_wait_s, max_deliver=self._max_deliver
        )
        while True:
            try:
                self._buckets = await ensure_jobs(js, self.kinds)  # again, in case they were lost
                return await js.pull_subscribe("jobs.>", durable=RUNNERS, stream=JOBS_STREAM, config=config)
            except BROKER_ERRORS as exc:
                log.warning("job runner: cannot subscribe to the jobs (%s); retrying", exc)
                await asyncio.sleep(1.0)

    async def _loop(self, js: JetStreamContext) -> None:
        sub = await self._subscribe(js)
        slots = asyncio.Semaphore(self.pool.workers)
        while True:
            await slots.acquire()
            try:
                msgs = await sub.fetch(1, timeout=FETCH_WAIT_S)
            except nats.errors.TimeoutError:
                slots.release()
                continue
            except BROKER_ERRORS as exc:  # broker restarted, consumer or stream gone: bind again
                slots.release()
                log.warning("job runner: cannot fetch jobs (%s); subscribing again", exc)
                await asyncio.sleep(0.5)
                with contextlib.suppress(*BROKER_ERRORS):
                    await sub.unsubscribe()
                sub = await self._subscribe(js)
                continue
            if not msgs:
                slots.release()
                continue
            for msg in msgs:
                task = asyncio.create_task(self._handle(msg))
                self._handling.add(task)
                task.add_done_callback(self._handling.discard)
                task.add_done_callback(lambda _: slots.release())

    async def _keep_alive(self, msg: Msg) -> None:
        while True:
            await asyncio.sleep(self._ack_wait_s / 3)
            with contextlib.suppress(*BROKER_ERRORS):
                await msg.in_progress()

    async def _handle(self, msg: Msg) -> None:
        try:
            await self._run_one(msg)
        except BROKER_ERRORS as exc:  # not stored or not acknowledged: delivered again later
            log.warning("job runner: a job was not stored or acknowledged (%s)", exc)

    async def _run_one(self, msg: Msg) -> None:
        try:
            kind, key, params = decode_job(msg.data)
        except (ValueError, KeyError, TypeError) as exc:
            log.error("job runner: dropping an unreadable job: %s", exc)
            await msg.term()
            return
        job = self.kinds.get(kind)
        if job is None:  # a runner of another version may know it
            log.warning("job runner: unknown job kind %s (key %s)", kind, key)
            await msg.nak(delay=self._ack_wait_s)
            return
        bucket = self._buckets[kind]
        with contextlib.suppress(nats.js.errors.KeyNotFoundError):
            stored = await bucket.get(kv_key(key))
            if stored.value and decode_result(stored.value)[0]:
                await msg.ack()  # another runner finished it
                return
        alive = asyncio.create_task(self._keep_alive(msg))
        try:
            try:
                ok, value = True, await self.pool.call(kind, key, job.function, params)
            except JobFailed as exc:
                ok, value = False, (exc.error, exc.message)
            await bucket.put(kv_key(key), encode_result(ok, value))
            await msg.ack()
        except JobsUnavailable:
            await msg.nak()  # this runner is stopping: another takes it now
        except asyncio.CancelledError:
            with contextlib.suppress(*BROKER_ERRORS):
                await msg.nak()
            raise
        finally:
            alive.cancel()

    async def stop(self) -> None:
        """Stop taking jobs; running ones go back to the stream; the pool and connection go."""
        tasks = [t for t in (self._task, *self._handling) if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._task = None
        self.pool.close()
        nc, self._nc = self._nc, None
        if nc is not None and not nc.is_closed:
            await nc.close()
