"""Idempotency keys: a user's command sent with an ``Idempotency-Key`` applies once.

Why the record that a key was applied is written by the engine and not by the API: a retry after
a timeout or a crash must find the key applied exactly when the command's effect is stored. So the
API (``api/idempotency.py``) puts a :class:`Claim` in a context variable before the route runs, and
``ExchangeService._run`` writes it (:func:`applied_write`), status ``applied``, in the SAME
transaction as the command's journal entries, orders and bot rows. A kill -9 after that commit and
before the answer leaves the row ``applied``: the retry applies nothing again and answers from what
that transaction stored (the operation's result, e.g. the new bot's id: ``{"effect": 42}``), which
the route turns into its answer. Once the answer is sent the row becomes ``done`` with the full
envelope, which a retry replays as it was. A command refused before it changed anything (a business
error) stores its refusal as ``done`` too; there the effect and the record cannot disagree (there is
no effect). Routes that write without ``_run`` say why that is safe where they are marked.

Only the first ``_run`` of a request writes the claim. One marked route makes two engine
transactions (a martingale update that both changes settings and adds margin: a split that
predates the keys); a crash between them leaves the second undone, and the retry does not do it.

Keys expire after :data:`KEY_TTL_MS` (24 h): an expired row answers as absent and is deleted, at
most :data:`PURGE_BATCH` rows per purge, one purge per :data:`PURGE_EVERY_MS` at most.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import delete, select, update
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import IdempotencyKeyRow
from tradingbot.services.clock import Clock

KEY_TTL_MS = 24 * 3_600_000
PURGE_EVERY_MS = 600_000
PURGE_BATCH = 1000
APPLIED, DONE = "applied", "done"


@dataclass
class Claim:
    """The key of the request being served, until the engine stores it with the effect."""

    user_id: int
    key: str
    request_hash: str
    created_ms: int
    applied: bool = False
    """Written (committed) with an engine transaction of this request."""


_current: contextvars.ContextVar[Claim | None] = contextvars.ContextVar("idempotency_claim", default=None)


def claim(c: Claim | None) -> contextvars.Token[Claim | None]:
    """Serve the current request under ``c`` (``None``: no key); undo with :func:`release`."""
    return _current.set(c)


def release(token: contextvars.Token[Claim | None]) -> None:
    _current.reset(token)


def current() -> Claim | None:
    """The claim of the request being served in this context (None: no key)."""
    return _current.get()


def applied_write(c: Claim, result: object) -> Callable[[Any], None]:
    """The write that records ``c`` as applied with ``result``, in the engine transaction that is
    about to commit (the caller checks ``c.applied``: only a request's first operation records it)."""
    effect = result if isinstance(result, (int, str, bool)) or result is None else None

    def write(s: Any) -> None:
        s.add(
            IdempotencyKeyRow(
                user_id=c.user_id,
                key=c.key,
                request_hash=c.request_hash,
                status=APPLIED,
                answer_json=json.dumps({"effect": effect}),
                created_ms=c.created_ms,
            )
        )

    return write


class KeyBusy(Exception):
    """Another request with the key is still running."""


@dataclass
class _Held:
    """A key's lock and how many requests hold it or wait for it (dropped at none)."""

    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    users: int = 0


@dataclass(frozen=True)
class Stored:
    """A key's row as a retry sees it."""

    request_hash: str
    status: str
    answer_json: str


class IdempotencyStore:
    """The ``idempotency_keys`` rows, and the per-key locks that make a concurrent retry wait."""

    def __init__(self, sessions: async_sessionmaker[Any], clock: Clock) -> None:
        self._db = sessions
        self._clock = clock
        self._locks: dict[tuple[int, str], _Held] = {}
        self._next_purge = 0

    def now(self) -> int:
        return self._clock()

    @asynccontextmanager
    async def exclusive(self, user_id: int, key: str, wait_s: float) -> AsyncIterator[None]:
        """Serve one request of the key at a time in this process; :class:`KeyBusy` when the one
        before it is still running after ``wait_s`` seconds."""
        k = (user_id, key)
        held = self._locks.setdefault(k, _Held())
        held.users += 1
        try:
            try:
                async with asyncio.timeout(wait_s):
                    await held.lock.acquire()
            except TimeoutError:
                raise KeyBusy from None
            try:
                yield
            finally:
                held.lock.release()
        finally:
            held.users -= 1
            if held.users == 0:
                del self._locks[k]

    async def get(self, user_id: int, key: str) -> Stored | None:
        """The key's row; an expired one is deleted and answers None (the key is free again)."""
        now = self._clock()
        await self._purge(now)
        async with self._db() as s:
            row = await s.get(IdempotencyKeyRow, (user_id, key))
            if row is None:
                return None
            if row.created_ms <= now - KEY_TTL_MS:
                await s.delete(row)
                await s.commit()
                return None
            return Stored(row.request_hash, row.status, row.answer_json)

    async def done(self, c: Claim, answer: bytes) -> None:
        """Store the answer the client got: the row the engine wrote becomes ``done``, or (no
        engine transaction ran: a refusal, a write outside the engine) a ``done`` row is added."""
        text = answer.decode()
        async with self._db() as s:
            if c.applied:
                await s.execute(
                    update(IdempotencyKeyRow)
                    .where(IdempotencyKeyRow.user_id == c.user_id, IdempotencyKeyRow.key == c.key)
                    .values(status=DONE, answer_json=text)
                )
            else:
                s.add(
                    IdempotencyKeyRow(
                        user_id=c.user_id,
                        key=c.key,
                        request_hash=c.request_hash,
                        status=DONE,
                        answer_json=text,
                        created_ms=c.created_ms,
                    )
                )
            await s.commit()

    async def _purge(self, now: int) -> None:
        """Delete up to :data:`PURGE_BATCH` expired rows, at most once per :data:`PURGE_EVERY_MS`."""
        if now < self._next_purge:
            return
        self._next_purge = now + PURGE_EVERY_MS
        async with self._db() as s:
            oldest = (
                select(IdempotencyKeyRow.created_ms)
                .where(IdempotencyKeyRow.created_ms <= now - KEY_TTL_MS)
                .order_by(IdempotencyKeyRow.created_ms)
                .limit(PURGE_BATCH)
            )
            last = (await s.scalars(oldest)).all()
            if last:
                await s.execute(delete(IdempotencyKeyRow).where(IdempotencyKeyRow.created_ms <= last[-1]))
                await s.commit()
