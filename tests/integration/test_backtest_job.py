"""The backtest lab's job against its row (``services/backtest/job.py``), on SQLite and PostgreSQL:
it claims only a queued row of its run, writes progress only while the row runs for its run, and
stops at the first write after a cancel; the migration goes down to 0010 and up again."""

from __future__ import annotations

import json
from decimal import Decimal as D
from typing import Any

import pytest
from alembic import command
from sqlalchemy import Engine, insert, inspect, select, update

from tradingbot.adapters.storage.backtests import BacktestCandlesRow, BacktestRow
from tradingbot.adapters.storage.db import make_sync_engine
from tradingbot.adapters.storage.migrate import alembic_config, upgrade
from tradingbot.adapters.storage.models import User
from tradingbot.core.candles import Candle
from tradingbot.jobs.wire import candles_to_wire
from tradingbot.services.backtest.job import Stopped, _Progress, run_job

RUN = "run-a"
GRID = {
    "symbol": "BTCUSDT",
    "min_price": "95",
    "max_price": "105",
    "cell_number": 4,
    "quote_investment": "100",
}


def candles(n: int) -> list[Candle]:
    return [Candle(i * 60_000, D(100), D(104), D(96), D(100 + (i % 3) - 1)) for i in range(n)]


def stored_job(engine: Engine, state: str = "queued", run: str = RUN) -> int:
    rows = candles(50)
    request: dict[str, Any] = {
        "family": "GRID_SPOT",
        "params": GRID,
        "symbols": ["BTCUSDT"],
        "from_ms": 0,
        "to_ms": 50 * 60_000,
        "fees": {"maker": "0.001", "taker": "0.001"},
        "funding": {},
        "options": {"fees": True, "funding": True},
    }
    with engine.begin() as conn:
        user = conn.execute(
            insert(User).values(email=f"{state}{run}@x.io", password_hash="x", created_ms=0)
        ).inserted_primary_key[0]  # type: ignore[index]
        data = json.dumps({"*": candles_to_wire(rows)})
        cid = conn.execute(
            insert(BacktestCandlesRow).values(
                user_id=user,
                source="upload",
                symbols="*",
                rows=50,
                first_ms=0,
                last_ms=rows[-1].ts,
                created_ms=0,
                data_json=data,
            )
        ).inserted_primary_key[0]  # type: ignore[index]
        job = conn.execute(
            insert(BacktestRow).values(
                user_id=user,
                family="GRID_SPOT",
                symbols="BTCUSDT",
                candles_id=cid,
                request_json=json.dumps(request),
                state=state,
                run=run,
                candles_total=50,
                candles_done=0,
                created_ms=0,
            )
        ).inserted_primary_key[0]  # type: ignore[index]
    return int(job)


def row(engine: Engine, job: int) -> Any:
    with engine.connect() as conn:
        return conn.execute(select(BacktestRow).where(BacktestRow.id == job)).one()


@pytest.fixture
def engine(db_url: str) -> Any:
    upgrade(db_url)
    e = make_sync_engine(db_url)
    yield e
    e.dispose()


def test_a_queued_job_of_its_run_runs_to_done(engine: Engine) -> None:
    job = stored_job(engine)
    assert run_job(engine, job, RUN) == {"state": "done", "candles_done": 50}
    done = row(engine, job)
    assert (done.state, done.candles_done, done.eta_ms) == ("done", 50, 0)
    report = json.loads(done.result_json)
    assert report["candles"] == 50 and report["symbols"] == ["BTCUSDT"]


@pytest.mark.parametrize(("state", "run"), [("cancelled", RUN), ("failed", RUN), ("queued", "run-b")])
def test_a_row_not_queued_for_this_run_is_left_alone(engine: Engine, state: str, run: str) -> None:
    job = stored_job(engine, state, run)
    assert run_job(engine, job, RUN) == {"state": "skipped", "candles_done": 0}
    assert (row(engine, job).state, row(engine, job).started_ms) == (state, None)


def test_progress_stops_the_job_once_its_row_is_cancelled(engine: Engine) -> None:
    job = stored_job(engine, "running")
    progress = _Progress(engine, job, RUN)
    progress(10, 50)
    assert row(engine, job).candles_done == 10 and row(engine, job).eta_ms is not None
    with engine.begin() as conn:
        conn.execute(update(BacktestRow).where(BacktestRow.id == job).values(state="cancelled"))
    with pytest.raises(Stopped):
        progress(20, 50)
    assert (row(engine, job).state, row(engine, job).candles_done) == ("cancelled", 10)


def test_the_migration_goes_down_to_0010_and_up(engine: Engine, db_url: str) -> None:
    command.downgrade(alembic_config(db_url), "0010_engine_partitions")
    with engine.connect() as conn:
        assert not {"backtests", "backtest_candles"} & set(inspect(conn).get_table_names())
    upgrade(db_url)
    with engine.connect() as conn:
        assert {"backtests", "backtest_candles"} <= set(inspect(conn).get_table_names())


def test_the_share_migration_goes_down_to_0012_and_up(engine: Engine, db_url: str) -> None:
    """0014 adds the share token (and its unique index) to the backtests; down removes both."""
    command.downgrade(alembic_config(db_url), "0012_backtests")
    with engine.connect() as conn:
        assert "share_token" not in {c["name"] for c in inspect(conn).get_columns("backtests")}
    upgrade(db_url)
    with engine.connect() as conn:
        assert "share_token" in {c["name"] for c in inspect(conn).get_columns("backtests")}
        unique = {i["name"]: i["unique"] for i in inspect(conn).get_indexes("backtests")}
        assert unique.get("ix_backtests_share_token") in (True, 1)
