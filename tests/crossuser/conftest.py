"""The integration fixtures (the real app over HTTP on SQLite and PostgreSQL) for the cross-user matrix.

B sends hundreds of calls within a minute, creates among them: the per-user creation limit (tested
on its own in ``tests/security/test_rate_limits.py``) would answer some ``10006`` before the
ownership check the matrix is about, so it is raised here.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from tests.integration.conftest import app_client, db_url

__all__ = ["client", "db_url"]


@pytest.fixture
async def client(db_url: str) -> AsyncIterator[httpx.AsyncClient]:
    async with app_client(db_url, bot_create_per_minute=1_000_000) as c:
        yield c
