"""The job queue's contract: ``await run(kind, params, key)`` computes a registered job once per key.

A job kind names a pure, module-level function that takes and returns JSON-able data (it runs in
another process, maybe on another machine). The key says what the result depends on (e.g.
``ai:spot:BTCUSDT:<first>-<last candle>``): concurrent and later calls with the same key share
one computation and its cached result until the kind's TTL. Failures surface as ``JobError``s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

JobFunction = Callable[[Any], Any]
"""A job: JSON-able params in, JSON-able result out; module-level, so it pickles by name."""

KEY_PATTERN = re.compile(r"^[A-Za-z0-9_-]+(:[A-Za-z0-9_-]+)*$")
KIND_PATTERN = re.compile(r"^[a-z][a-z0-9_]{0,63}$")
MAX_KEY = 200


@dataclass(frozen=True)
class JobKind:
    """A registered job: its function, how long its results stay cached (seconds), and the
    modules its workers import before the first job (heavy ones the caller's process never
    imports, such as the compiled sweeps)."""

    function: JobFunction
    ttl_s: float
    preload: tuple[str, ...] = ()

    @property
    def modules(self) -> tuple[str, ...]:
        """What a worker process imports up front for this kind."""
        return (self.function.__module__, *self.preload)

    def __post_init__(self) -> None:
        if not self.ttl_s > 0:
            raise ValueError("a job kind's ttl_s must be positive")


class JobError(Exception):
    """A job could not give its result."""


class JobFailed(JobError):
    """The job's function raised: ``error`` is the exception's class name, ``message`` its text."""

    def __init__(self, kind: str, key: str, error: str, message: str) -> None:
        super().__init__(f"job {kind} {key} failed: {error}: {message}")
        self.kind = kind
        self.key = key
        self.error = error
        self.message = message


class JobTimeout(JobError):
    """No result within the caller's bound (no worker took the job, or it is still running)."""


class JobsUnavailable(JobError):
    """The queue cannot take jobs now (broker down, pool shut down): retry later."""


def check_kind(kinds: Mapping[str, JobKind], kind: str) -> JobKind:
    found = kinds.get(kind)
    if found is None:
        raise ValueError(f"unknown job kind {kind!r} (registered: {', '.join(sorted(kinds)) or 'none'})")
    return found


def check_key(key: str) -> str:
    """Keys are ``:``-separated tokens of letters, digits, ``_`` and ``-`` (they map one to one
    onto the cluster's KV keys)."""
    if len(key) > MAX_KEY or not KEY_PATTERN.match(key):
        raise ValueError(f"bad job key {key[:MAX_KEY]!r}: tokens of [A-Za-z0-9_-] joined by ':'")
    return key


def check_kinds(kinds: Mapping[str, JobKind]) -> dict[str, JobKind]:
    for name in kinds:
        if not KIND_PATTERN.match(name):
            raise ValueError(f"bad job kind name {name!r}: lower-case letters, digits and '_'")
    return dict(kinds)


class JobQueue(Protocol):
    """Runs registered jobs once per key and caches their results (bounded)."""

    async def run(self, kind: str, params: Any, key: str) -> Any:
        """The job's result for ``key``: cached, joined while another call computes it, or
        computed now. Raises ``JobFailed``, ``JobTimeout`` or ``JobsUnavailable``."""
        ...

    def cached(self) -> int:
        """How many results this process holds in memory (bounded)."""
        ...

    async def close(self) -> None:
        """Stop: in-flight calls fail with ``JobsUnavailable``; the workers are let go."""
        ...
