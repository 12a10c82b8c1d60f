"""Shared test helpers: where the shared real data lives, and the PostgreSQL test database."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DATA = (REPO / ".." / "shared" / "data").resolve()
PG_URL = os.environ.get("BOT_TEST_PG_URL", "postgresql://postgres@127.0.0.1:5432/test")


def shared_file(relative: str) -> Path:
    """A file of ../shared/data, or skip the test with the reason."""
    path = SHARED_DATA / relative
    if not path.is_file():
        pytest.skip(f"shared data file {path} is absent")
    return path


def postgres_available() -> bool:
    try:
        import psycopg

        with psycopg.connect(PG_URL.replace("postgresql://", "postgresql://", 1), connect_timeout=2):
            return True
    except Exception:
        return False


def reset_postgres() -> None:
    """Empty the test database: drop and recreate the public schema."""
    import psycopg

    with psycopg.connect(PG_URL, autocommit=True) as conn:
        conn.execute("DROP SCHEMA IF EXISTS public CASCADE")
        conn.execute("CREATE SCHEMA public")
