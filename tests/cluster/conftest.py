"""Databases for the cluster tests: a migrated SQLite file, and a migrated schema of its own on
the local PostgreSQL per test module (dropped afterwards), so parallel runs never collide."""

from __future__ import annotations

import asyncio
import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from tests.cluster.probe import PROBES
from tests.conftest import PG_SERVER, postgres_available
from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.cluster.db_clock import db_now_ms

_PG_OK: bool | None = None


def pg_or_skip() -> None:
    global _PG_OK
    if _PG_OK is None:
        _PG_OK = postgres_available()
    if not _PG_OK:
        pytest.skip(f"PostgreSQL not reachable at {PG_SERVER}: the cluster tests need it (SQLite ones ran)")


@pytest.fixture(scope="module")
def pg_url() -> Iterator[str]:
    """A migrated schema of this module's own on the shared PostgreSQL."""
    pg_or_skip()
    import psycopg

    schema = f"cluster_{os.getpid()}_{uuid.uuid4().hex[:6]}"
    with psycopg.connect(PG_SERVER, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    url = f"{PG_SERVER}?options=-csearch_path%3D{schema}"
    try:
        upgrade(url)
        asyncio.run(_create_probe(url))
        yield url
    finally:
        with psycopg.connect(PG_SERVER, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


@pytest.fixture(scope="module")
def sqlite_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('cluster')}/cluster.db"
    upgrade(url)
    asyncio.run(_create_probe(url))
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest) -> str:
    name = "pg_url" if request.param == "postgresql" else "sqlite_url"
    return str(request.getfixturevalue(name))


@pytest.fixture
async def engine(db_url: str) -> AsyncIterator[AsyncEngine]:
    """The test's engine, on empty lease, heartbeat and probe tables."""
    async for eng in _emptied(db_url):
        yield eng


@pytest.fixture
async def pg_engine(pg_url: str) -> AsyncIterator[AsyncEngine]:
    """The same on PostgreSQL only (row locks, sessions, processes)."""
    async for eng in _emptied(pg_url):
        yield eng


@pytest.fixture
def sessions(pg_engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    return make_sessionmaker(pg_engine)


@pytest.fixture
def any_sessions(engine: AsyncEngine) -> async_sessionmaker[AsyncSession]:
    """Sessions on ``engine``: SQLite and PostgreSQL."""
    return make_sessionmaker(engine)


async def _emptied(url: str) -> AsyncIterator[AsyncEngine]:
    eng = make_engine(url)
    async with eng.begin() as conn:
        for table in ("partition_leases", "cluster_workers", "fence_probe"):
            await conn.execute(text(f"DELETE FROM {table}"))
    yield eng
    await eng.dispose()


async def _create_probe(url: str) -> None:
    eng = make_engine(url)
    async with eng.begin() as conn:
        await conn.run_sync(PROBES.create_all)
    await eng.dispose()


async def db_now(engine: AsyncEngine) -> int:
    async with engine.connect() as conn:
        return int((await conn.execute(select(db_now_ms()))).scalar_one())


async def wait_for_db_time(engine: AsyncEngine, ms: int) -> None:
    """Until the database's clock has passed ``ms`` (a lease's expiry), polling it."""
    for _ in range(2000):
        if await db_now(engine) > ms:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"the database clock never passed {ms}")


def repo_root() -> Path:
    return Path(__file__).resolve().parents[2]
