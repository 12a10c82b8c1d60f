"""Shared test helpers: where the shared real data lives, and the PostgreSQL test database."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = (REPO / ".." / "shared" / "data").resolve()
APP_STARTUP_S = 120.0
"""How long an in-process app may take to start or stop (seconds on a busy machine; the default 5 s
of asgi_lifespan failed tests whose machine was shared)."""
PG_SERVER = os.environ.get("BOT_TEST_PG_URL", "postgresql://postgres@127.0.0.1:5432/test")
# each test process works in its own schema, so parallel runs on one database never collide
PG_SCHEMA = f"bot_test_{os.getpid()}"
PG_URL = f"{PG_SERVER}?options=-csearch_path%3D{PG_SCHEMA}"


def shared_file(relative: str) -> Path:
    """A file of ../shared/data, or skip the test with the reason."""
    path = SHARED_DATA / relative
    if not path.is_file():
        pytest.skip(f"shared data file {path} is absent")
    return path


def postgres_available() -> bool:
    try:
        import psycopg

        with psycopg.connect(PG_SERVER, connect_timeout=2):
            return True
    except Exception:
        return False


def reset_postgres() -> None:
    """Empty this process's schema of the test database (drop and recreate it)."""
    import psycopg

    with psycopg.connect(PG_SERVER, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {PG_SCHEMA} CASCADE")
        conn.execute(f"CREATE SCHEMA {PG_SCHEMA}")


def drop_postgres_schema() -> None:
    import psycopg

    with psycopg.connect(PG_SERVER, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {PG_SCHEMA} CASCADE")


@pytest.fixture(scope="session", autouse=True)
def _drop_pg_schema_at_exit() -> object:
    yield None
    if postgres_available():
        drop_postgres_schema()


# ---- no secret in any log line (tests/log_secrets.py) -------------------------------------------


def pytest_configure(config: pytest.Config) -> None:
    from tests.log_secrets import install

    install()


@pytest.fixture(autouse=True)
def _no_secret_in_logs() -> object:
    from tests.log_secrets import WATCH

    before = len(WATCH.found)
    yield None
    leaks = WATCH.found[before:]
    if leaks:
        pytest.fail("secret in a log line: " + "; ".join(leaks), pytrace=False)


def pytest_sessionfinish(session: pytest.Session) -> None:
    from tests.log_secrets import WATCH

    if WATCH.found and session.exitstatus == 0:
        session.exitstatus = 1
        print("\nsecrets in log lines during the session:\n  " + "\n  ".join(WATCH.found))
