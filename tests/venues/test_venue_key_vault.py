"""The master keys of stored venue keys: the key file made once with mode 0600 and refused when
others may read it, malformed keys refused without being quoted, and rotation
(``tradingbot rotate-venue-keys``): after it every row opens with the new key alone."""

from __future__ import annotations

import asyncio
import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import Result
from cryptography.fernet import Fernet
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlalchemy import select
from typer.testing import CliRunner

from tests.venues.mock_venue import MockVenue
from tests.venues.venue_key_kit import BYBIT, KEYS, OKX, V, grant_all, venue_app
from tradingbot.adapters.storage.models import VenueKeyRow
from tradingbot.adapters.venues.credentials import Credentials
from tradingbot.adapters.venues.key_vault import KeyVault, VaultError
from tradingbot.cli import app

OLD = Fernet.generate_key().decode()
NEW = Fernet.generate_key().decode()
CREDS = Credentials("okx", OKX.api_key, OKX.secret, OKX.passphrase, True)


@pytest.fixture
def venue() -> Iterator[MockVenue]:
    with MockVenue.running() as v:
        grant_all(v)
        yield v


def test_the_key_file_is_made_once_with_mode_0600(tmp_path: Path) -> None:
    path = tmp_path / "var" / "venue-keys.key"
    sealed = KeyVault.from_settings(None, path).seal(CREDS)
    assert path.stat().st_mode & 0o777 == 0o600
    assert KeyVault.from_settings(None, path).open("okx", True, sealed) == CREDS
    assert KeyVault.from_settings("", path).open("okx", True, sealed) == CREDS  # empty: the file
    assert repr(CREDS) == "Credentials(okx, 2c3f…5e6f, testnet=True)"


KEY_CHARS = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-")
SECRET_CHARS = st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=-")


@settings(max_examples=60, deadline=None)
@given(
    venue=st.sampled_from(["binance", "bybit", "okx"]),
    api_key=st.text(KEY_CHARS, min_size=16, max_size=128),
    secret=st.text(SECRET_CHARS, min_size=16, max_size=256),
    passphrase=st.none()
    | st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=64),
    testnet=st.booleans(),
)
def test_a_sealed_key_opens_as_it_was_and_shows_neither_key_nor_secret(
    venue: str, api_key: str, secret: str, passphrase: str | None, testnet: bool
) -> None:
    creds = Credentials(venue, api_key, secret, passphrase, testnet)
    vault = KeyVault([OLD.encode()])
    token = vault.seal(creds)
    assert vault.open(venue, testnet, token) == creds
    assert KeyVault([NEW.encode(), OLD.encode()]).open(venue, testnet, vault.rotate(token)) == creds
    shown = repr(creds) + str(creds)
    assert secret not in shown and api_key not in shown and secret not in token
    assert passphrase is None or len(passphrase) < 8 or passphrase not in token
    masked = shown.split(", ")[1]
    assert masked == f"{api_key[:4]}…{api_key[-4:]}"  # 8 of its 16+ characters


def test_a_key_file_others_may_read_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "venue-keys.key"
    path.write_text(OLD + "\n")
    os.chmod(path, 0o640)
    with pytest.raises(VaultError, match=r"may be read by others \(mode 0o640\): chmod 600 it"):
        KeyVault.from_settings(None, path)


def test_a_malformed_master_key_is_refused_without_quoting_it() -> None:
    with pytest.raises(VaultError) as caught:
        KeyVault.from_settings(f"{NEW},not-a-fernet-key-at-all", Path("/nonexistent"))
    assert "not a Fernet key" in str(caught.value) and "not-a-fernet" not in str(caught.value)


def test_the_first_key_encrypts_and_every_key_decrypts() -> None:
    old_token = KeyVault.from_settings(OLD, Path("/nonexistent")).seal(CREDS)
    both = KeyVault.from_settings(f"{NEW}, {OLD}", Path("/nonexistent"))
    assert both.open("okx", True, old_token) == CREDS
    assert KeyVault([NEW.encode()]).open("okx", True, both.seal(CREDS)) == CREDS
    with pytest.raises(VaultError, match="does not open with any master key"):
        KeyVault([NEW.encode()]).open("okx", True, old_token)


async def test_a_server_whose_master_key_is_malformed_answers_12205(
    venue: MockVenue, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with venue_app(
        f"sqlite:///{tmp_path}/bot.db", venue, bot_venue_keys_master_key="bad-key-1234"
    ) as api:
        answer = await api.post(f"{V}/add", BYBIT.body())
        assert (answer["ret_code"], answer["ret_msg"]) == (
            12205,
            "venue keys cannot be stored on this server right now (its master key is not set up)",
        )
        assert (await api.result(f"{V}/list"))["list"] == []  # listing needs no master key
    assert "bad-key-1234" not in caplog.text and "is not a Fernet key" in caplog.text


async def test_rotation_re_encrypts_every_row_with_the_first_key(
    venue: MockVenue, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = f"sqlite:///{tmp_path}/bot.db"
    async with venue_app(db, venue, bot_venue_keys_master_key=OLD) as api:
        for key in KEYS:
            await api.result(f"{V}/add", key.body())
    before = await tokens(db, OLD)
    monkeypatch.setenv("DATABASE_URL", db)
    monkeypatch.setenv("BOT_VENUE_KEYS_MASTER_KEY", NEW)  # the old key already dropped: refused
    refused = await rotate_command()
    assert refused.exit_code == 1
    assert "venue keys not rotated: a stored key does not open with any master key" in refused.output
    monkeypatch.setenv("BOT_VENUE_KEYS_MASTER_KEY", f"{NEW},{OLD}")
    done = await rotate_command()
    assert done.exit_code == 0, done.output
    assert "3 venue keys encrypted with the first master key" in done.output
    after = await tokens(db, NEW)
    assert set(before) == set(after) and all(before[i] != after[i] for i in before)
    new_only = KeyVault([NEW.encode()])
    opened = {i: new_only.open(venue_, testnet, token) for i, (venue_, testnet, token) in after.items()}
    assert sorted(c.api_key for c in opened.values()) == sorted(k.api_key for k in KEYS)
    assert {c.api_key: (c.secret, c.passphrase) for c in opened.values()} == {
        k.api_key: (k.secret, k.passphrase) for k in KEYS
    }
    with pytest.raises(VaultError):
        KeyVault([OLD.encode()]).open(*after[next(iter(after))])
    # the server with the new key alone still uses every key
    async with venue_app(db, venue, again=True, bot_venue_keys_master_key=NEW) as api:
        container = api.c._transport.app.state.container  # type: ignore[attr-defined]
        rows = (await api.result(f"{V}/list"))["list"]
        creds = await container.venue_keys.credentials(1, int(rows[2]["id"]))
        assert creds == Credentials("okx", OKX.api_key, OKX.secret, OKX.passphrase, True)


async def rotate_command() -> Result:
    """``tradingbot rotate-venue-keys`` as an operator runs it (in a thread: it runs its own loop)."""
    return await asyncio.to_thread(CliRunner().invoke, app, ["rotate-venue-keys"])


async def tokens(db: str, _key: str) -> dict[int, tuple[str, bool, str]]:
    from tradingbot.adapters.storage.db import make_engine, make_sessionmaker

    engine = make_engine(db)
    try:
        async with make_sessionmaker(engine)() as s:
            rows = await s.scalars(select(VenueKeyRow).order_by(VenueKeyRow.id))
            return {r.id: (r.venue, r.testnet, r.ciphertext) for r in rows}
    finally:
        await engine.dispose()
