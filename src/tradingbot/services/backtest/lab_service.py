"""The backtest lab's use cases: upload candles, create a backtest job, read, cancel, delete.

A backtest takes a family's create parameters, checked exactly as that family's create call
checks them (its service's ``instrument`` and ``input_checks``, with the window's first close as
the market price, then its config parser), over a window of the server's candle history (the
market hubs') or over uploaded candles. Every input is bounded before anything costly: the
window and the candles (``services/backtest/inputs.py``; uploads by
``backtest/candles_csv.py``), the family's own sizes (grid counts, ladders) by its
input checks, and the jobs a user may have queued or running at once (:attr:`max_active`).

The run is a job (``services/backtest/job.py``) on the container's job queue: in a worker
process, never on the event loop. The server keeps one task per job that waits for it and marks
it failed if the queue reports a failure (a worker died, no result in time). Rows left queued
or running by a previous server run (stopped, or killed with SIGKILL) are marked failed
(``INTERRUPTED``) when the next one starts (:meth:`BacktestLab.recover`): their job, if it still
runs, stops at its next progress write. Another user's job id answers exactly as a missing one.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import uuid
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from typing import Any

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.backtests import BacktestCandlesRow, BacktestRow
from tradingbot.bots.base import LINEAR, symbols_of, venue_of
from tradingbot.bots.registry import get_family
from tradingbot.core.candles import Candle
from tradingbot.core.errors import BacktestCheck, BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.engine.market_hub import MarketHub
from tradingbot.jobs.ports import JobFailed, JobQueue, JobsUnavailable, JobTimeout
from tradingbot.services.backtest.inputs import (
    ANY_SYMBOL,
    MAX_LEGS,
    SYMBOL,
    Window,
    bounded,
    decode,
    encode,
    funding_rates,
    held,
    parse_files,
    parse_job_id,
    uploaded,
    window_error,
)
from tradingbot.services.backtest.job import ACTIVE, BACKTEST, CANCELLED, FAILED
from tradingbot.services.clock import Clock
from tradingbot.sim.fees import FeeSchedule

log = logging.getLogger(__name__)

MAX_ACTIVE = 2
"""Backtests a user may have queued or running at once."""
MAX_UPLOADS = 20
"""Uploads kept per user: the oldest beyond these goes (a job's result does not need them)."""
MAX_LIST = 200
KEEP_ANSWERS = 256
HISTORY, UPLOAD = "history", "upload"
SHARE_TOKEN_MAX = 64


def _status(row: BacktestRow) -> dict[str, Any]:
    total = max(row.candles_total, 1)
    return {
        "job_id": str(row.id),
        "family": row.family,
        "symbols": row.symbols.split(","),
        "state": row.state,
        "progress": round(100 * min(row.candles_done, total) / total, 2),
        "candles_done": row.candles_done,
        "candles_total": row.candles_total,
        "eta_ms": row.eta_ms,
        "created_ms": row.created_ms,
        "started_ms": row.started_ms,
        "finished_ms": row.finished_ms,
        "error_code": row.error_code,
        "error": row.error,
    }


def _report(row: BacktestRow, field: str) -> dict[str, Any]:
    """The result of a finished job: its report, the options and parameters it ran with."""
    if row.state != "done" or row.result_json is None:
        raise BusinessError(
            RetCode.BACKTEST_NOT_DONE, f"backtest {row.id} is {row.state}", field=field, check_code=row.state
        )
    request = json.loads(row.request_json)
    report: dict[str, Any] = json.loads(row.result_json)
    return {"job_id": str(row.id), "options": request["options"], "params": request["params"], **report}


class BacktestLab:
    """The lab's calls for logged-in users (``api/routes_backtest.py``)."""

    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        families: Callable[[], Mapping[str, Any]],
        hubs: Mapping[str, MarketHub],
        funding_rate: Callable[[str, int], Decimal | None],
        spot_fees: FeeSchedule,
        jobs: JobQueue,
        clock: Clock,
        database_url: str | None,
        max_active: int = MAX_ACTIVE,
    ) -> None:
        self._db = sessions
        self._families = families
        self._hubs = hubs
        self._funding_rate = funding_rate
        self._spot_fees = spot_fees
        self._jobs = jobs
        self._clock = clock
        self._db_url = database_url
        self.max_active = max_active
        self.run = uuid.uuid4().hex
        """This server run: the rows it queues carry it, and only its jobs write them."""
        self._tasks: dict[int, asyncio.Task[dict[str, Any] | None]] = {}
        self._answers: OrderedDict[int, dict[str, Any] | None] = OrderedDict()
        """What the last :data:`KEEP_ANSWERS` jobs answered (:meth:`wait`)."""
        self._stopping = False

    # ------------------------------------------------------------------ uploads

    async def upload(self, user_id: int, csv: str | None, legs: Mapping[str, str] | None) -> dict[str, Any]:
        """Candles checked against the shared data format, kept for the user's backtests."""
        if (csv is None) == (legs is None):
            raise BusinessError(
                RetCode.INVALID_PARAM,
                "csv: give csv (one file) or legs {symbol: csv} (one file per leg)",
                field="csv",
            )
        files: dict[str, str] = {ANY_SYMBOL: csv} if csv is not None else dict(legs or {})
        if not files or len(files) > MAX_LEGS:
            raise BusinessError(RetCode.INVALID_PARAM, f"legs: 1 to {MAX_LEGS} files", field="legs")
        for symbol in files:
            if symbol != ANY_SYMBOL and not SYMBOL.match(symbol):
                raise BusinessError(
                    RetCode.INVALID_PARAM, f"legs: {symbol[:30]!r} is not a symbol", field="legs"
                )
        parsed, data = await asyncio.to_thread(parse_files, files)
        row = BacktestCandlesRow(
            user_id=user_id,
            source=UPLOAD,
            symbols=",".join(parsed),
            rows=max(len(c) for c in parsed.values()),
            first_ms=min(c[0].ts for c in parsed.values()),
            last_ms=max(c[-1].ts for c in parsed.values()),
            created_ms=self._clock(),
            data_json=data,
        )
        async with self._db.begin() as s:
            s.add(row)
            await s.flush()
            await self._prune_uploads(s, user_id)
        return {
            "candles_id": str(row.id),
            "symbols": [] if ANY_SYMBOL in parsed else list(parsed),
            "rows": row.rows,
            "first_ms": row.first_ms,
            "last_ms": row.last_ms,
        }

    async def _prune_uploads(self, s: Any, user_id: int) -> None:
        ids = (
            await s.scalars(
                select(BacktestCandlesRow.id)
                .where(BacktestCandlesRow.user_id == user_id, BacktestCandlesRow.source == UPLOAD)
                .order_by(BacktestCandlesRow.id.desc())
                .offset(MAX_UPLOADS)
            )
        ).all()
        in_use = (
            await s.scalars(
                select(BacktestRow.candles_id).where(
                    BacktestRow.user_id == user_id, BacktestRow.state.in_(ACTIVE)
                )
            )
        ).all()
        gone = set(ids) - set(in_use)  # a queued job still reads its upload
        if gone:
            await s.execute(delete(BacktestCandlesRow).where(BacktestCandlesRow.id.in_(gone)))

    # ------------------------------------------------------------------ create

    async def create(
        self,
        user_id: int,
        family: str,
        params: Mapping[str, object],
        window: Window | None,
        candles_id: int | None,
        fees: bool = True,
        funding: bool = True,
    ) -> dict[str, Any]:
        """Checks every input, stores the job and its candles, and queues it: ``{job_id}``."""
        if window is None and candles_id is None:  # both: the window cuts the uploaded candles
            raise BusinessError(
                RetCode.INVALID_PARAM,
                "window: give a window of the server's history or a candles_id",
                field="window",
            )
        if window is not None:
            window.check()
        await self._check_room(user_id)
        service = self._families()[family]
        raw = dict(params)
        sym = service.instrument(raw)
        source = await self._source(user_id, candles_id)
        kind = "linear" if venue_of(get_family(family)) == LINEAR else "spot"

        def feed(symbol: str) -> list[Candle]:
            if source is not None:
                return bounded(symbol, uploaded(source, symbol, window))
            assert window is not None  # checked above: a window or a candles_id
            return bounded(symbol, held(self._hubs[kind], symbol, window))

        fam = get_family(family)
        many = hasattr(fam, "symbols_of")  # its instrument() parsed the config, as create does
        legs = symbols_of(fam, service.parse_config(raw)) if many else (sym.symbol,)
        if len(legs) > 1 and source is not None and ANY_SYMBOL in source:
            raise window_error(
                BacktestCheck.SYMBOL_NOT_IN_CANDLES,
                "candles_id: a bot of several symbols needs one file per leg (legs {symbol: csv})",
                "candles_id",
            )
        feeds = {s: feed(s) for s in legs}
        start = max(c[0].ts for c in feeds.values())
        lasts = {s: [c for c in v if c.ts <= start][-1].close for s, v in feeds.items()}
        checks = service.input_checks_at(raw, sym, lasts)
        if checks:
            raise checks[0].to_error()
        service.parse_config(raw)
        first = max(c[0].ts for c in feeds.values())
        last = max(c[-1].ts for c in feeds.values())
        request: dict[str, Any] = {
            "family": family,
            "params": raw,
            "symbols": list(legs),
            "from_ms": window.from_ms if window is not None else first,
            "to_ms": window.to_ms if window is not None else last + 1,
            "fees": {"maker": fmt(self._spot_fees.maker), "taker": fmt(self._spot_fees.taker)}
            if fees
            else None,
            "funding": funding_rates(self._funding_rate, legs, first, last)
            if funding and kind == "linear"
            else {},
            "options": {"fees": fees, "funding": funding},
            "candles_id": None if candles_id is None else str(candles_id),
        }
        job_id = await self._store(user_id, family, legs, feeds, request, candles_id)
        try:
            await self._check_room(user_id, up_to=job_id)
        except BusinessError:
            await self._forget(job_id)
            raise
        self._start(job_id)
        return {"job_id": str(job_id)}

    async def _check_room(self, user_id: int, up_to: int | None = None) -> None:
        """12303 when the user has :attr:`max_active` jobs queued or running (``up_to``: counting
        only the jobs up to that id, the new one included: of two creates that passed the first
        check together, the later one is refused)."""
        count = (
            select(func.count())
            .select_from(BacktestRow)
            .where(BacktestRow.user_id == user_id, BacktestRow.state.in_(ACTIVE))
        )
        async with self._db() as s:
            active = await s.scalar(count if up_to is None else count.where(BacktestRow.id <= up_to))
        if (active or 0) > self.max_active or (up_to is None and (active or 0) >= self.max_active):
            raise BusinessError(
                RetCode.BACKTEST_TOO_MANY_JOBS,
                f"at most {self.max_active} backtests queued or running at once: wait, or cancel one",
                bound=str(self.max_active),
            )

    async def _source(self, user_id: int, candles_id: int | None) -> dict[str, list[Candle]] | None:
        """The uploaded candles by symbol (None: the server's history)."""
        if candles_id is None:
            return None
        async with self._db() as s:
            row = await s.scalar(
                select(BacktestCandlesRow).where(
                    BacktestCandlesRow.id == candles_id,
                    BacktestCandlesRow.user_id == user_id,
                    BacktestCandlesRow.source == UPLOAD,
                )
            )
        if row is None:
            raise BusinessError(RetCode.NOT_FOUND, f"candles {candles_id} not found", field="candles_id")
        return await asyncio.to_thread(decode, row.data_json)

    async def _store(
        self,
        user_id: int,
        family: str,
        legs: Sequence[str],
        feeds: Mapping[str, list[Candle]],
        request: dict[str, Any],
        candles_id: int | None,
    ) -> int:
        now = self._clock()
        async with self._db.begin() as s:
            if candles_id is None:
                data = await asyncio.to_thread(encode, feeds)
                kept = BacktestCandlesRow(
                    user_id=user_id,
                    source=HISTORY,
                    symbols=",".join(legs),
                    rows=max(len(v) for v in feeds.values()),
                    first_ms=min(v[0].ts for v in feeds.values()),
                    last_ms=max(v[-1].ts for v in feeds.values()),
                    created_ms=now,
                    data_json=data,
                )
                s.add(kept)
                await s.flush()
                candles_id = kept.id
            row = BacktestRow(
                user_id=user_id,
                family=family,
                symbols=",".join(legs),
                candles_id=candles_id,
                request_json=json.dumps(request),
                state="queued",
                run=self.run,
                candles_total=max(len(v) for v in feeds.values()),
                candles_done=0,
                created_ms=now,
            )
            s.add(row)
            await s.flush()
            return int(row.id)

    # ------------------------------------------------------------------ the job

    def _start(self, job_id: int) -> None:
        task = asyncio.create_task(self._drive(job_id), name=f"backtest {job_id}")
        self._tasks[job_id] = task
        task.add_done_callback(lambda t: self._finished(job_id, t))

    def _finished(self, job_id: int, task: asyncio.Task[dict[str, Any] | None]) -> None:
        self._tasks.pop(job_id, None)
        self._answers[job_id] = None if task.cancelled() or task.exception() else task.result()
        while len(self._answers) > KEEP_ANSWERS:
            self._answers.popitem(last=False)

    async def _drive(self, job_id: int) -> dict[str, Any] | None:
        """Wait for the job; a failure the queue reports marks the row failed."""
        params: dict[str, Any] = {"job_id": job_id, "run": self.run}
        if self._db_url:
            params["db"] = self._db_url
        try:
            out: dict[str, Any] = await self._jobs.run(BACKTEST, params, f"backtest:{job_id}:{self.run}")
            return out
        except JobFailed as exc:
            await self._fail(job_id, "WORKER_DIED" if exc.error == "WorkerDied" else "JOB_FAILED", str(exc))
        except JobTimeout as exc:
            await self._fail(job_id, "TIMEOUT", str(exc))
        except JobsUnavailable as exc:
            if not self._stopping:  # a stopping server's rows are marked by the next start
                await self._fail(job_id, "UNAVAILABLE", str(exc))
        return None

    async def _fail(self, job_id: int, code: str, message: str) -> None:
        try:
            async with self._db.begin() as s:
                await s.execute(
                    update(BacktestRow)
                    .where(
                        BacktestRow.id == job_id, BacktestRow.run == self.run, BacktestRow.state.in_(ACTIVE)
                    )
                    .values(
                        state=FAILED,
                        error_code=code,
                        error=message[:500],
                        finished_ms=self._clock(),
                        eta_ms=None,
                    )
                )
        except Exception:  # the database is down: the next start marks the row
            log.exception("could not mark backtest %s failed", job_id)

    async def wait(self, job_id: int) -> dict[str, Any] | None:
        """What the job answered (``state``, ``candles_done``), once it has; None when this server
        did not run it (or it answered long ago)."""
        task = self._tasks.get(job_id)
        return await task if task is not None else self._answers.get(job_id)

    async def recover(self) -> int:
        """Mark failed what a previous server run left queued or running; how many."""
        async with self._db.begin() as s:
            result = await s.execute(
                update(BacktestRow)
                .where(BacktestRow.state.in_(ACTIVE), BacktestRow.run != self.run)
                .values(
                    state=FAILED,
                    error_code="INTERRUPTED",
                    error="the server stopped while this backtest ran: run it again",
                    finished_ms=self._clock(),
                    eta_ms=None,
                )
            )
        return int(getattr(result, "rowcount", 0) or 0)

    def stop(self) -> None:
        """The queue is closing: its refusals are not the jobs' failures."""
        self._stopping = True

    # ------------------------------------------------------------------ reads and changes

    async def _own(self, user_id: int, job_id: object) -> BacktestRow:
        ident = parse_job_id(job_id)
        async with self._db() as s:
            row: BacktestRow | None = await s.scalar(
                select(BacktestRow).where(BacktestRow.id == ident, BacktestRow.user_id == user_id)
            )
        if row is None:
            raise BusinessError(RetCode.NOT_FOUND, f"backtest {ident} not found", field="job_id")
        return row

    async def status(self, user_id: int, job_id: object) -> dict[str, Any]:
        return _status(await self._own(user_id, job_id))

    async def result(self, user_id: int, job_id: object) -> dict[str, Any]:
        return _report(await self._own(user_id, job_id), "job_id")

    async def share(self, user_id: int, job_id: object) -> dict[str, Any]:
        """The job's read-only public link: a random token stored with it (the same one each
        time), for a finished job only (12304 before)."""
        row = await self._own(user_id, job_id)
        _report(row, "job_id")  # refuses a job that is not done
        token = row.share_token or secrets.token_urlsafe(24)
        if row.share_token is None:
            async with self._db.begin() as s:
                await s.execute(update(BacktestRow).where(BacktestRow.id == row.id).values(share_token=token))
        return {"job_id": str(row.id), "token": token}

    async def shared(self, token: str) -> dict[str, Any]:
        """Anyone's read of one shared result by its token (an unknown token answers 10011)."""
        row: BacktestRow | None = None
        if 0 < len(token) <= SHARE_TOKEN_MAX:
            async with self._db() as s:
                row = await s.scalar(select(BacktestRow).where(BacktestRow.share_token == token))
        if row is None:
            raise BusinessError(RetCode.NOT_FOUND, "shared backtest not found", field="token")
        return _report(row, "token")

    async def list(self, user_id: int) -> dict[str, Any]:
        async with self._db() as s:
            rows = await s.scalars(
                select(BacktestRow)
                .where(BacktestRow.user_id == user_id)
                .order_by(BacktestRow.id.desc())
                .limit(MAX_LIST)
            )
            return {"list": [_status(r) for r in rows]}

    async def cancel(self, user_id: int, job_id: object) -> dict[str, Any]:
        row = await self._own(user_id, job_id)
        async with self._db.begin() as s:
            hit = (
                await s.execute(
                    update(BacktestRow)
                    .where(BacktestRow.id == row.id, BacktestRow.state.in_(ACTIVE))
                    .values(state=CANCELLED, finished_ms=self._clock(), eta_ms=None)
                )
            ).rowcount
        if not hit:
            raise BusinessError(
                RetCode.BACKTEST_FINISHED,
                f"backtest {row.id} is {row.state}: nothing to cancel",
                field="job_id",
                check_code=row.state,
            )
        return await self.status(user_id, row.id)

    async def delete(self, user_id: int, job_id: object) -> dict[str, Any]:
        """The job and its result go (a running one stops at its next progress write)."""
        row = await self._own(user_id, job_id)
        await self._forget(row.id)
        return {"job_id": str(row.id)}

    async def _forget(self, job_id: int) -> None:
        """Delete the job's row and the history candles stored for it."""
        async with self._db.begin() as s:
            candles_id = await s.scalar(select(BacktestRow.candles_id).where(BacktestRow.id == job_id))
            await s.execute(delete(BacktestRow).where(BacktestRow.id == job_id))
            await s.execute(
                delete(BacktestCandlesRow).where(
                    BacktestCandlesRow.id == candles_id, BacktestCandlesRow.source == HISTORY
                )
            )
