"""Keys are never kept, logged or answered in clear (issue 25): a user adds keys of every venue
through the HTTP API (and keys that are refused: withdrawal allowed, a wrong secret, a malformed
body; and one add sent twice with an ``Idempotency-Key``), lists and deletes them; then every
table of the database (and SQLite's file itself), every log record of the flow (DEBUG, every
logger, with tracebacks) and every answer of the flow are read: no key, secret or passphrase
appears in any of them."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from tests.integration.conftest import db_url
from tests.venues.mock_venue import MockVenue
from tests.venues.venue_key_kit import BINANCE, BYBIT, KEYS, OKX, Key, V, grant_all, venue_app
from tradingbot.adapters.storage.models import Base

__all__ = ["db_url"]  # the fixture: SQLite, and PostgreSQL where it answers

WITHDRAWING = Key("bybit", "WD3pTqQ8mZr4Lw2Vb9", "Wd7dJk2LmN4pQr6StUv8WxYz1AbCdEfGhIjK")
WRONG_SECRET = BYBIT.secret[::-1]


@pytest.fixture
def venue() -> Iterator[MockVenue]:
    with MockVenue.running() as v:
        grant_all(v)
        v.accounts.grant(WITHDRAWING.api_key, WITHDRAWING.secret, withdraw=True)
        yield v


def secrets_of(keys: tuple[Key, ...]) -> list[str]:
    out = [WRONG_SECRET]
    for k in keys:
        out += [k.api_key, k.secret] + ([k.passphrase] if k.passphrase else [])
    return out


async def test_no_key_secret_or_passphrase_in_the_database_logs_or_answers(
    db_url: str, venue: MockVenue, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    answers: list[str] = []

    async def keep(response: httpx.Response) -> None:
        answers.append((await response.aread()).decode())

    async with venue_app(db_url, venue) as api:
        api.c.event_hooks["response"].append(keep)
        added = [await api.result(f"{V}/add", k.body()) for k in KEYS]
        once = {**api._headers(), "Idempotency-Key": "add-binance-live"}  # sent twice: stored once
        for _ in range(2):
            r = await api.c.post(f"{V}/add", json=BINANCE.body(testnet=False), headers=once)
            assert r.json()["ret_code"] == 0
        assert (await api.post(f"{V}/add", WITHDRAWING.body()))["ret_code"] == 12202
        assert (await api.post(f"{V}/add", BYBIT.body(secret=WRONG_SECRET)))["ret_code"] == 12203
        malformed = await api.post(f"{V}/add", {**OKX.body(), "secret": OKX.secret + "\u00e9"})
        assert malformed["ret_code"] == 10001
        assert (await api.post(f"{V}/add", {**BYBIT.body(), "extra": BYBIT.secret}))["ret_code"] == 10001
        listed = (await api.result(f"{V}/list"))["list"]
        assert [r["api_key_masked"] for r in listed] == [k.masked for k in KEYS] + [BINANCE.masked]
        await api.result(f"{V}/delete", {"id": added[0]["id"]})
        await api.result(f"{V}/list")
        stored = await every_table(api)

    assert len(answers) >= 9
    assert "ciphertext" in stored and "gAAAAA" in stored  # the rows were read: Fernet tokens
    assert "add-binance-live" in stored  # and the idempotency record of the add
    records = [
        f"{r.name} {r.levelname} {r.getMessage()} {r.exc_text or ''}"
        + (logging.Formatter().formatException(r.exc_info) if r.exc_info else "")
        for r in caplog.records
    ]
    assert any("venue key" in r for r in records)  # the flow was logged
    places = {"the database": stored, "the logs": "\n".join(records), "the answers": "\n".join(answers)}
    if db_url.startswith("sqlite:///"):
        places["the SQLite files"] = sqlite_bytes(Path(db_url.removeprefix("sqlite:///")))
    for secret in secrets_of((*KEYS, WITHDRAWING)):
        for where, text in places.items():
            assert secret not in text, f"a key, secret or passphrase is in {where}"


async def every_table(api: object) -> str:
    """Every row of every table, as text."""
    container = api.c._transport.app.state.container  # type: ignore[attr-defined]
    out: list[str] = []
    async with container.sessions() as s:
        for table in Base.metadata.sorted_tables:
            rows = (await s.execute(select(table))).all()
            out.append(f"{table.name} {[c.name for c in table.columns]} {[tuple(r) for r in rows]}")
    return "\n".join(out)


def sqlite_bytes(path: Path) -> str:
    data = b"".join(p.read_bytes() for p in path.parent.glob(path.name + "*"))
    return data.decode("latin-1")
