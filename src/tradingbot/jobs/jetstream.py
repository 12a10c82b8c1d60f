"""The cluster's job queue on NATS JetStream: a work-queue stream of jobs, a KV bucket of results.

- ``JOBS``: a work-queue stream (each job is taken by one runner and gone once acknowledged) on
  subjects ``jobs.<kind>``. A job is published with ``Nats-Msg-Id`` = ``<kind>:<key>``, so callers on
  several nodes asking for one key within the duplicate window queue it once.
- ``JOB_RESULTS_<kind>``: a KV bucket per kind whose TTL is the kind's; a result (or a failure)
  is stored under the job's key (``:`` becomes ``.``), where every node reads it.

A caller watches the key first: a stored result is the answer; otherwise it publishes the job and
waits (bounded) for the entry. A stored failure from an earlier call is not the answer: the job
is published again (message id ``<kind>:<key>@<revision of the failure>``). Runners (``runner.py``)
take the jobs; a runner that dies mid-job leaves its message unacknowledged, and the stream
gives it to another runner after the ack wait.

Payloads are JSON compressed with zlib (a sweep's 20,000 candles: about 0.5 MB).
"""

from __future__ import annotations

import asyncio
import logging
import time
import zlib
from collections.abc import Mapping
from typing import Any

import nats.errors
import nats.js.errors
import orjson
from nats.aio.client import Client
from nats.js import JetStreamContext
from nats.js.api import KeyValueConfig, RetentionPolicy, StorageType, StreamConfig
from nats.js.kv import KeyValue

from tradingbot.bus.jetstream import DEFAULT_URL, MSG_ID, connect_nats
from tradingbot.bus.ports import BusUnavailable
from tradingbot.jobs.memo import DEFAULT_MAX_ENTRIES, Monotonic, SharedJobs
from tradingbot.jobs.ports import JobFailed, JobKind, JobQueue, JobsUnavailable, JobTimeout

log = logging.getLogger(__name__)

JOBS_STREAM = "JOBS"
JOBS_MAX_AGE_S = 86_400.0  # a job nobody took in a day is dropped
DUPLICATE_WINDOW_S = 60.0
DEFAULT_WAIT_S = 120.0
_IN_USE = 10058  # "stream name already in use with a different configuration"
BROKER_ERRORS = (nats.errors.Error, OSError, TimeoutError, BusUnavailable)


def job_subject(kind: str) -> str:
    return f"jobs.{kind}"


def results_bucket(kind: str) -> str:
    return f"JOB_RESULTS_{kind}"


def kv_key(key: str) -> str:
    """A job key as a KV key (``:`` and ``.`` both separate tokens; keys never hold a ``.``)."""
    return key.replace(":", ".")


def encode_job(kind: str, key: str, params: Any) -> bytes:
    return zlib.compress(orjson.dumps({"kind": kind, "key": key, "params": params}), 1)


def decode_job(data: bytes) -> tuple[str, str, Any]:
    body = orjson.loads(zlib.decompress(data))
    return str(body["kind"]), str(body["key"]), body["params"]


def encode_result(ok: bool, value: Any) -> bytes:
    """``ok``: the job's result; else ``value`` is its failure ``(error class name, message)``."""
    body = {"ok": True, "result": value} if ok else {"ok": False, "error": value[0], "message": value[1]}
    return zlib.compress(orjson.dumps(body), 1)


def decode_result(data: bytes) -> tuple[bool, Any]:
    body = orjson.loads(zlib.decompress(data))
    if body["ok"]:
        return True, body["result"]
    return False, (str(body["error"]), str(body["message"]))


def duplicate_window(kinds: Mapping[str, JobKind]) -> float:
    """Below every kind's TTL, so a job published again after its result expired is not
    dropped as a duplicate of the first."""
    return min([DUPLICATE_WINDOW_S, *(k.ttl_s / 2 for k in kinds.values())])


async def _ensure_stream(js: JetStreamContext, config: StreamConfig) -> None:
    try:
        await js.add_stream(config)
    except nats.js.errors.BadRequestError as exc:
        if exc.err_code != _IN_USE:
            raise JobsUnavailable(f"stream {config.name}: {exc}") from exc
        await js.update_stream(config)


async def ensure_jobs(
    js: JetStreamContext, kinds: Mapping[str, JobKind], replicas: int = 1
) -> dict[str, KeyValue]:
    """The jobs stream and each kind's results bucket, created or brought to this configuration."""
    await _ensure_stream(
        js,
        StreamConfig(
            name=JOBS_STREAM,
            subjects=["jobs.>"],
            retention=RetentionPolicy.WORK_QUEUE,
            storage=StorageType.FILE,
            max_age=JOBS_MAX_AGE_S,
            duplicate_window=duplicate_window(kinds),
            num_replicas=replicas,
        ),
    )
    buckets: dict[str, KeyValue] = {}
    for kind, job in kinds.items():
        name = results_bucket(kind)
        config = KeyValueConfig(
            bucket=name, ttl=job.ttl_s, history=1, storage=StorageType.FILE, replicas=replicas
        )
        try:
            buckets[kind] = await js.create_key_value(config)
        except nats.js.errors.BadRequestError as exc:  # the kind's TTL changed
            if exc.err_code != _IN_USE:
                raise JobsUnavailable(f"bucket {name}: {exc}") from exc
            info = await js.stream_info(f"KV_{name}")
            info.config.max_age = job.ttl_s
            info.config.duplicate_window = min(120.0, job.ttl_s)
            await js.update_stream(info.config)
            buckets[kind] = await js.key_value(name)
    return buckets


class JetStreamJobQueue(SharedJobs):
    """``JobQueue`` of a cluster node: results in JetStream KV, jobs computed by ``JobRunner``s.

    Connects on the first job (the server starts without NATS); a call waits at most ``wait_s``
    for its result (``JobTimeout`` past it: no runner took the job, or it still runs)."""

    def __init__(
        self,
        kinds: Mapping[str, JobKind],
        url: str = DEFAULT_URL,
        *,
        wait_s: float = DEFAULT_WAIT_S,
        max_entries: int = DEFAULT_MAX_ENTRIES,
        clock: Monotonic = time.monotonic,
        name: str = "tradingbot-jobs",
    ) -> None:
        super().__init__(kinds, max_entries=max_entries, clock=clock)
        self.url = url
        self._wait_s = wait_s
        self._name = name
        self._nc: Client | None = None
        self._js: JetStreamContext | None = None
        self._buckets: dict[str, KeyValue] | None = None
        self._connecting = asyncio.Lock()

    async def _ready(self) -> tuple[JetStreamContext, dict[str, KeyValue]]:
        async with self._connecting:
            if self._js is None or self._buckets is None:
                try:
                    if self._nc is None:
                        self._nc = await connect_nats(self.url, name=self._name)
                    js = self._nc.jetstream(timeout=5.0)
                    self._buckets = await ensure_jobs(js, self.kinds)
                    self._js = js
                except BROKER_ERRORS as exc:
                    raise JobsUnavailable(f"the job queue at {self.url} is unavailable: {exc}") from exc
            return self._js, self._buckets

    async def _execute(self, kind: str, job: JobKind, params: Any, key: str) -> Any:
        js, buckets = await self._ready()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self._wait_s
        try:
            watcher = await buckets[kind].watch(kv_key(key))
        except BROKER_ERRORS as exc:
            raise JobsUnavailable(f"cannot watch the result of job {kind} {key}: {exc}") from exc
        try:
            seen = 0
            first = await watcher.updates(timeout=self._wait_s)  # type: ignore[no-untyped-call]
            msg_id = f"{kind}:{key}"  # the stream deduplicates across kinds
            if first is not None and first.value and first.operation is None:
                ok, value = decode_result(first.value)
                if ok:
                    return value
                seen = int(first.revision or 0)
                msg_id = f"{kind}:{key}@{seen}"  # a failure of an earlier call: compute again
            await self._publish(js, kind, key, params, msg_id)
            while True:
                remaining = deadline - loop.time()
                if remaining <= 0:
                    raise nats.errors.TimeoutError
                entry = await watcher.updates(timeout=remaining)  # type: ignore[no-untyped-call]
                if (
                    entry is None
                    or not entry.value
                    or entry.operation is not None
                    or (entry.revision or 0) <= seen
                ):
                    continue
                ok, value = decode_result(entry.value)
                if ok:
                    return value
                raise JobFailed(kind, key, *value)
        except nats.errors.TimeoutError:
            raise JobTimeout(
                f"job {kind} {key}: no result within {self._wait_s:g} s (is a job runner up?)"
            ) from None
        finally:
            try:
                await watcher.stop()  # type: ignore[no-untyped-call]
            except BROKER_ERRORS:
                log.info("could not stop the watch of job %s %s (the connection is gone)", kind, key)

    async def _publish(self, js: JetStreamContext, kind: str, key: str, params: Any, msg_id: str) -> None:
        payload = encode_job(kind, key, params)
        limit = self._nc.max_payload if self._nc is not None else 0
        if limit and len(payload) > limit:
            raise JobFailed(
                kind, key, "TooLarge", f"its params take {len(payload)} bytes, over the broker's {limit}"
            )
        try:
            await js.publish(job_subject(kind), payload, stream=JOBS_STREAM, headers={MSG_ID: msg_id})
        except BROKER_ERRORS as exc:
            raise JobsUnavailable(f"cannot queue job {kind} {key}: {type(exc).__name__} {exc}") from exc

    async def close(self) -> None:
        await super().close()
        nc, self._nc = self._nc, None
        if nc is not None and not nc.is_closed:
            await nc.close()


def _conforms(queue: JetStreamJobQueue) -> JobQueue:
    return queue  # mypy checks here that the class is a JobQueue
