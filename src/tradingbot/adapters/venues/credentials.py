"""A user's API key of a venue, in memory only while it is used: stored, it is one encrypted
token (``key_vault.py``). Its ``repr`` shows the venue and the masked key only, so a key that
reaches a log line or a traceback's locals by mistake does not carry the secret."""

from __future__ import annotations

import json
from dataclasses import dataclass

VENUES = ("binance", "bybit", "okx")
"""The venues whose keys a user can store (those of docs/VENUES.md)."""
PASSPHRASE_VENUES = frozenset({"okx"})
"""Venues whose keys come with a passphrase the user chose."""


@dataclass(frozen=True, repr=False)
class Credentials:
    venue: str
    api_key: str
    secret: str
    passphrase: str | None
    testnet: bool

    def __repr__(self) -> str:
        return f"Credentials({self.venue}, {masked(self.api_key)}, testnet={self.testnet})"

    __str__ = __repr__

    def sealed_form(self) -> bytes:
        """What is encrypted: the key, the secret and the passphrase together (the venue and
        testnet are the row's own columns)."""
        parts = {"api_key": self.api_key, "secret": self.secret, "passphrase": self.passphrase}
        return json.dumps(parts, separators=(",", ":")).encode()

    @staticmethod
    def unsealed(venue: str, testnet: bool, plain: bytes) -> Credentials:
        parts = json.loads(plain)
        return Credentials(venue, parts["api_key"], parts["secret"], parts["passphrase"], testnet)


def masked(api_key: str) -> str:
    """``abcd…wxyz``: enough to tell two keys apart, too little to use one (keys are 16+ characters)."""
    if len(api_key) < 12:
        return "…"
    return f"{api_key[:4]}…{api_key[-4:]}"
