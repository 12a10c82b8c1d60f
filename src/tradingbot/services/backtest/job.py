"""The backtest lab's job: one backtest, run in a job worker process (``jobs/``), off the server.

Why the job reads and writes the database itself: its inputs (up to 200,000 candles per symbol)
and its result are larger than a queue message should be (the cluster's takes 1 MB), and its
progress must be seen while it runs. The job's params name the row (``job_id``), the server run
that queued it (``run``) and, in embedded mode, the database (``db``; a job runner of the
cluster uses its own ``DATABASE_URL``).

Every write of the job matches ``id``, ``run`` and state ``running``: a job whose row was
cancelled, deleted, or marked failed by a restarted server finds nothing to update at its next
progress write and stops there (:class:`Stopped`), so cancelling stops the work, and a job that
outlived a killed server cannot overwrite what the new one decided.
"""

from __future__ import annotations

import json
import time
from decimal import Decimal
from typing import Any

from sqlalchemy import Engine, select, update

from tradingbot.adapters.storage.backtests import BacktestCandlesRow, BacktestRow
from tradingbot.adapters.storage.db import make_sync_engine
from tradingbot.core.errors import BusinessError
from tradingbot.jobs.ports import JobKind
from tradingbot.jobs.wire import candles_from_wire
from tradingbot.sim.fees import FeeSchedule

BACKTEST = "backtest"
PROGRESS_STEPS = 200
"""Progress writes per run (each also asks whether the job should stop)."""
QUEUED, RUNNING, DONE, FAILED, CANCELLED = "queued", "running", "done", "failed", "cancelled"
ACTIVE = (QUEUED, RUNNING)


class Stopped(Exception):
    """The job's row is no longer running for this run (cancelled, deleted or failed)."""


def _now_ms() -> int:
    return int(time.time() * 1000)


class _Progress:
    """``progress(done, total)`` of the runner: writes the row's progress and ETA, or stops."""

    def __init__(self, engine: Engine, job_id: int, run: str) -> None:
        self.engine, self.job_id, self.run = engine, job_id, run
        self.t0 = time.monotonic()
        self.done = 0

    def __call__(self, done: int, total: int) -> None:
        self.done = done
        elapsed = time.monotonic() - self.t0
        eta = int(elapsed / done * (total - done) * 1000) if done > 0 else None
        with self.engine.begin() as conn:
            hit = conn.execute(
                _mine(self.job_id, self.run, RUNNING).values(candles_done=done, eta_ms=eta)
            ).rowcount
        if not hit:
            raise Stopped


def _mine(job_id: int, run: str, state: str) -> Any:
    return update(BacktestRow).where(
        BacktestRow.id == job_id, BacktestRow.run == run, BacktestRow.state == state
    )


def _inputs(engine: Engine, job_id: int, run: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """Claim the queued row (queued -> running) and read its request and candles; None when it
    is not queued for this run any more."""
    with engine.begin() as conn:
        claimed = conn.execute(
            _mine(job_id, run, QUEUED).values(state=RUNNING, started_ms=_now_ms())
        ).rowcount
        if not claimed:
            return None
        row = conn.execute(
            select(BacktestRow.request_json, BacktestRow.candles_id).where(BacktestRow.id == job_id)
        ).one()
        data = conn.execute(
            select(BacktestCandlesRow.data_json).where(BacktestCandlesRow.id == row.candles_id)
        ).scalar_one()
    return json.loads(row.request_json), json.loads(data)


def lab_run(request: dict[str, Any], data: dict[str, Any]) -> Any:
    """The :class:`~tradingbot.backtest.lab.LabRun` of a stored request over its stored candles,
    each symbol cut to the request's window ``[from_ms, to_ms)``."""
    from tradingbot.backtest.lab import LabRun

    start, stop = int(request["from_ms"]), int(request["to_ms"])
    feeds = {  # one uploaded csv is stored under "*": the candles of whatever symbol the bot trades
        s: [c for c in candles_from_wire(data.get(s) or data["*"]) if start <= c.ts < stop]
        for s in request["symbols"]
    }
    fees = request.get("fees")
    return LabRun(
        request["family"],
        request["params"],
        feeds,
        {
            s: {int(t): Decimal(r) for t, r in rates.items()}
            for s, rates in request.get("funding", {}).items()
        },
        None if fees is None else FeeSchedule(Decimal(fees["maker"]), Decimal(fees["taker"])),
    )


def run_job(engine: Engine, job_id: int, run: str) -> dict[str, Any]:
    """Run the job of row ``job_id``; what happened (``state``, ``candles_done``)."""
    from tradingbot.backtest.lab import lab_report, run_lab

    inputs = _inputs(engine, job_id, run)
    if inputs is None:
        return {"state": "skipped", "candles_done": 0}
    lab = lab_run(*inputs)
    progress = _Progress(engine, job_id, run)
    total = max(len(v) for v in lab.feeds.values())
    try:
        result = run_lab(lab, progress, max(1, total // PROGRESS_STEPS))
    except Stopped:
        return {"state": "stopped", "candles_done": progress.done}
    except (BusinessError, ValueError) as exc:  # a config the run refused (checked before, mostly)
        with engine.begin() as conn:
            conn.execute(
                _mine(job_id, run, RUNNING).values(
                    state=FAILED,
                    error_code="RUN_REFUSED",
                    error=str(exc)[:500],
                    finished_ms=_now_ms(),
                    eta_ms=None,
                )
            )
        return {"state": FAILED, "candles_done": progress.done}
    report = lab_report(result, lab.feeds)
    with engine.begin() as conn:
        stored = conn.execute(
            _mine(job_id, run, RUNNING).values(
                state=DONE,
                result_json=json.dumps(report),
                candles_done=result.candles,
                candles_total=result.candles,
                eta_ms=0,
                finished_ms=_now_ms(),
            )
        ).rowcount
    return {"state": DONE if stored else "stopped", "candles_done": result.candles}


def backtest_job(params: dict[str, Any]) -> dict[str, Any]:
    """The job function (in a worker process): ``{job_id, run, db?}`` -> what happened."""
    url = params.get("db")
    if not url:
        from tradingbot.settings import Settings

        url = Settings().database_url
    engine = make_sync_engine(str(url))
    try:
        return run_job(engine, int(params["job_id"]), str(params["run"]))
    finally:
        engine.dispose()


BACKTEST_JOBS = {
    # one key per job and server run: the memo keeps the small answer a minute, the row the rest
    BACKTEST: JobKind(backtest_job, ttl_s=60.0, preload=("tradingbot.backtest.lab",)),
}
