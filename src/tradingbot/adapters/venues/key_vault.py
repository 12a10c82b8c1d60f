"""The venue keys' encryption at rest: Fernet (AES-128-CBC + HMAC-SHA256, from ``cryptography``)
under the operator's master keys.

The master keys come from ``BOT_VENUE_KEYS_MASTER_KEY`` (comma-separated) or, when it is not set,
from the key file ``BOT_VENUE_KEYS_FILE`` (one key a line), made with mode 0600 at first use when
it does not exist. The first key encrypts; every key decrypts, so a new key is put first and the
rows re-encrypted (``tradingbot rotate-venue-keys``) before the old one is dropped. No message of
this module carries a key.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from tradingbot.adapters.venues.credentials import Credentials

log = logging.getLogger("tradingbot.venue_keys")


class VaultError(Exception):
    """The master keys cannot be used (missing, malformed, a key file others can read), or a
    stored token does not open with any of them. The message says which, never a key."""


class KeyVault:
    def __init__(self, keys: list[bytes]) -> None:
        if not keys:
            raise VaultError("no master key")
        try:
            self._fernet = MultiFernet([Fernet(k) for k in keys])
        except (ValueError, TypeError):
            raise VaultError(
                "a master key is not a Fernet key (32 url-safe base64-encoded bytes; make one with "
                '`python -c "from cryptography.fernet import Fernet; print(Fernet.generate_key().decode())"`)'
            ) from None
        self.key_count = len(keys)

    @classmethod
    def from_settings(cls, master_keys: str | None, key_file: Path) -> KeyVault:
        """The environment's keys, else the key file's (made at first use)."""
        if master_keys is not None and master_keys.strip():
            return cls(_split(master_keys))
        return cls(_split(read_or_create_key_file(key_file)))

    def seal(self, creds: Credentials) -> str:
        return self._fernet.encrypt(creds.sealed_form()).decode()

    def open(self, venue: str, testnet: bool, token: str) -> Credentials:
        try:
            plain = self._fernet.decrypt(token.encode())
        except InvalidToken:
            raise VaultError("a stored key does not open with any master key") from None
        return Credentials.unsealed(venue, testnet, plain)

    def seal_text(self, text: str) -> str:
        """Any other secret of a user's (a notification channel's webhook secret or bot token)."""
        return self._fernet.encrypt(text.encode()).decode()

    def open_text(self, token: str) -> str:
        try:
            return self._fernet.decrypt(token.encode()).decode()
        except InvalidToken:
            raise VaultError("a stored secret does not open with any master key") from None

    def rotate(self, token: str) -> str:
        """``token`` encrypted again with the first master key."""
        try:
            return self._fernet.rotate(token.encode()).decode()
        except InvalidToken:
            raise VaultError("a stored key does not open with any master key") from None


def _split(keys: str) -> list[bytes]:
    return [k.strip().encode() for k in keys.replace("\n", ",").split(",") if k.strip()]


def read_or_create_key_file(path: Path) -> str:
    """The key file's text; a new file with one fresh key (mode 0600) when there is none. A file
    that its group or others may read is refused: the operator owns it alone."""
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:  # made meanwhile by another process: read that one
            return read_or_create_key_file(path)
        with os.fdopen(fd, "w") as f:
            f.write(Fernet.generate_key().decode() + "\n")
        log.warning("made a new master key for venue keys in %s (mode 0600): keep a copy of it", path)
    mode = path.stat().st_mode
    if mode & (stat.S_IRWXG | stat.S_IRWXO):
        raise VaultError(f"{path} may be read by others (mode {oct(mode & 0o777)}): chmod 600 it")
    return path.read_text()
