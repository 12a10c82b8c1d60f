"""The integration fixtures (the real app over HTTP on SQLite and PostgreSQL) for the cross-user matrix.

B sends hundreds of calls within a minute, creates among them: the per-user creation limit (tested
on its own in ``tests/security/test_rate_limits.py``) would answer some ``10006`` before the
ownership check the matrix is about, so it is raised here. Every venue is the local stand-in
(``tests/venues/mock_venue.py``), which knows the venue keys the matrix adds.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import httpx
import pytest

from tests.integration.conftest import app_client, db_url
from tests.venues.mock_venue import MockVenue
from tests.venues.venue_key_kit import grant_all

__all__ = ["client", "db_url"]


@pytest.fixture
def venue() -> Iterator[MockVenue]:
    with MockVenue.running() as v:
        grant_all(v)
        yield v


@pytest.fixture
async def client(db_url: str, venue: MockVenue) -> AsyncIterator[httpx.AsyncClient]:
    urls = ",".join(f"{name}={venue.url}" for name in ("binance", "bybit", "okx"))
    settings = {"bot_telegram_api_base": "http://127.0.0.1:9"}  # nothing listens: no message leaves
    async with app_client(db_url, bot_create_per_minute=1_000_000, bot_venue_urls=urls, **settings) as c:
        yield c
