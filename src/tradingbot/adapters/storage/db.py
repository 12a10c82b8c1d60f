"""Database engines: one URL from the user, the async driver for the app, the sync one for Alembic."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine


def async_url(url: str) -> str:
    """``sqlite:///x`` -> aiosqlite, ``postgresql://`` -> psycopg (async)."""
    u = make_url(url)
    if u.drivername in ("sqlite", "sqlite+pysqlite"):
        return u.set(drivername="sqlite+aiosqlite").render_as_string(hide_password=False)
    if u.drivername in ("postgresql", "postgres", "postgresql+psycopg2", "postgresql+psycopg"):
        return u.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)
    return url


def sync_url(url: str) -> str:
    """The same database through a synchronous driver (Alembic, CLI)."""
    u = make_url(url)
    if u.drivername.startswith("sqlite"):
        return u.set(drivername="sqlite").render_as_string(hide_password=False)
    if u.drivername.startswith("postgres"):
        return u.set(drivername="postgresql+psycopg").render_as_string(hide_password=False)
    return url


def ensure_sqlite_dir(url: str) -> None:
    """Create the folder of a SQLite file (``./var/`` by default)."""
    u = make_url(url)
    if u.drivername.startswith("sqlite") and u.database and u.database != ":memory:":
        Path(u.database).expanduser().resolve().parent.mkdir(parents=True, exist_ok=True)


def _sqlite_pragmas(dbapi_conn: Any, _record: Any) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA busy_timeout=5000")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


PG_CONNECT_TIMEOUT_S = 5
"""A PostgreSQL that does not answer a connection (host unreachable, packets dropped) fails the
request after this long (SERVICE_UNAVAILABLE) instead of hanging for the OS's TCP timeout."""


def _connect_args(url: str) -> dict[str, Any]:
    """A bounded connect on PostgreSQL (SQLite's driver takes no such argument)."""
    pg = make_url(url).drivername.startswith("postgres")
    return {"connect_timeout": PG_CONNECT_TIMEOUT_S} if pg else {}


def make_engine(url: str) -> AsyncEngine:
    """Async engine with WAL and foreign keys on SQLite; a bounded connect on PostgreSQL."""
    ensure_sqlite_dir(url)
    engine = create_async_engine(async_url(url), pool_pre_ping=True, connect_args=_connect_args(url))
    if engine.dialect.name == "sqlite":
        event.listen(engine.sync_engine, "connect", _sqlite_pragmas)
    return engine


def make_sync_engine(url: str) -> Engine:
    """The same database through its synchronous driver, for one thread that only writes (the
    engine's writer, ``services/exchange/engine_store.py``): one connection, kept."""
    ensure_sqlite_dir(url)
    engine = create_engine(
        sync_url(url), pool_pre_ping=True, pool_size=1, max_overflow=0, connect_args=_connect_args(url)
    )
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def make_sessionmaker(engine: AsyncEngine) -> async_sessionmaker[Any]:
    return async_sessionmaker(engine, expire_on_commit=False)


def unavailable(exc: BaseException) -> bool:
    """Whether ``exc`` says the database cannot be used right now (retry later), rather than that
    a statement is wrong: the server unreachable or restarting, a connection dropped, the pool
    exhausted, a SQLite file locked, on a full disk or refusing writes. Integrity and programming
    errors are bugs and stay what they are."""
    from sqlalchemy import exc as sa

    if isinstance(exc, sa.OperationalError | sa.InterfaceError | sa.TimeoutError):
        return True
    if isinstance(exc, sa.DBAPIError) and exc.connection_invalidated:
        return True
    return isinstance(exc, ConnectionError | TimeoutError)
