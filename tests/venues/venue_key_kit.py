"""What the venue-key tests share: keys shaped like each venue's, the stand-in venue granting
them, and the app pointed at it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from tests.integration.conftest import Api, app_client
from tests.venues.mock_venue import MockVenue

V = "/v2/private/venue-keys"


@dataclass(frozen=True)
class Key:
    venue: str
    api_key: str
    secret: str
    passphrase: str | None = None

    def body(self, **extra: Any) -> dict[str, Any]:
        out: dict[str, Any] = {"venue": self.venue, "api_key": self.api_key, "secret": self.secret}
        if self.passphrase is not None:
            out["passphrase"] = self.passphrase
        return {**out, **extra}

    @property
    def masked(self) -> str:
        return f"{self.api_key[:4]}…{self.api_key[-4:]}"


BINANCE = Key(
    "binance",
    "vmPUZE6mv9SD5VNHk4HlWFsOr6aKE2zvsw0MuIgwCIPy6utIco14y7Ju91duEh8A",
    "NhqPtmdSJYdKjVHjA7PZj4Mge3R5YNiP1e3UZjInClVN65XAbvqqM6A7H5fATj0j",
)
BYBIT = Key("bybit", "XK3pTqQ8mZr4Lw2Vb9", "Hs7dJk2LmN4pQr6StUv8WxYz1AbCdEfGhIjK")
OKX = Key("okx", "2c3f1f8e-7a4b-4c9d-9e1f-0a2b3c4d5e6f", "9F3A1C5E7B2D4F6A8C0E1B3D5F7A9C2E", "Pass-phrase!9")
KEYS = (BINANCE, BYBIT, OKX)


def grant_all(venue: MockVenue, **kw: Any) -> None:
    for k in KEYS:
        venue.accounts.grant(k.api_key, k.secret, passphrase=k.passphrase, **kw)


@asynccontextmanager
async def venue_app(
    db_url: str, venue: MockVenue, *, again: bool = False, **settings: Any
) -> AsyncIterator[Api]:
    """The app with every venue at the stand-in, a logged-in user (``again``: the user of an
    earlier run on the same database, logged in)."""
    urls = ",".join(f"{name}={venue.url}" for name in ("binance", "bybit", "okx"))
    async with app_client(db_url, bot_venue_urls=urls, **settings) as c:
        api = Api(c)
        if again:
            body = {"email": "trader@example.com", "password": "correct horse"}
            assert (await api.post("/v2/public/user/login", body))["ret_code"] == 0
        else:
            assert (await api.register())["ret_code"] == 0
        yield api
