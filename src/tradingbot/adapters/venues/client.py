"""A ccxt client (ccxt.pro: REST and WebSocket) for one venue and one of our markets, optionally
reaching the venue at another address (``BOT_VENUE_URLS``: a local stand-in of the venue in
tests, or a proxy).

ccxt is the one place that knows each venue's wire format; everything past this module sees
ccxt's unified shapes (markets, tickers, OHLCV rows).
"""

from __future__ import annotations

import logging
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from tradingbot.adapters.venues.credentials import Credentials
from tradingbot.adapters.venues.markets import LINEAR, SPOT

_DEFAULT_TYPE = {SPOT: "spot", LINEAR: "swap"}
_MARKET_TYPES = {
    ("okx", SPOT): ["spot"],
    ("okx", LINEAR): ["swap"],
}
_TIMEOUT_MS = 10_000


def open_client(venue: str, category: str, base_url: str | None = None) -> Any:
    """A new ccxt async client (close it with ``await client.close()``): public data only, the
    venue's rate limiter on, markets of the one type asked (one ``load_markets`` request, not one
    per product line), no currency list (it needs keys on some venues)."""
    import ccxt.pro as ccxt_pro  # here, not at import: ccxt costs a server ~80 MB it needs only with a venue

    cls = getattr(ccxt_pro, venue)
    client = cls(
        {
            "enableRateLimit": True,
            "timeout": _TIMEOUT_MS,
            "options": {
                "defaultType": _DEFAULT_TYPE[category],
                "fetchMarkets": {"types": _MARKET_TYPES.get((venue, category), [category])},
                "fetchCurrencies": False,
            },
        }
    )
    client.number = str  # amounts as ccxt read them off the wire, exact (Decimal), never floats
    if base_url is not None:
        client.urls["api"] = {
            k: rebase(v, base_url, client.hostname, stream=k == "ws") for k, v in client.urls["api"].items()
        }
    return client


def rebase(urls: Any, base_url: str, hostname: str | None, *, stream: bool = False) -> Any:
    """Every address of ``urls`` (a string or a nested dict of them) moved to ``base_url``'s host.
    REST keeps its path (``/api/v3``, ``/fapi/v1``, ...), so one stand-in serves every product line
    of a venue on distinct paths; a WebSocket (``stream``, ws/wss by ``base_url``'s scheme) also
    keeps its own host as the first path segment: Binance's spot and futures streams share the path
    ``/ws`` on two hosts."""
    if isinstance(urls, dict):
        return {k: rebase(v, base_url, hostname, stream=stream) for k, v in urls.items()}
    if not isinstance(urls, str):
        return urls
    base = urlsplit(base_url)
    url = urlsplit(urls.replace("{hostname}", hostname or "venue"))
    if not stream:
        return urlunsplit((base.scheme, base.netloc, base.path.rstrip("/") + url.path, url.query, ""))
    scheme = "wss" if base.scheme == "https" else "ws"
    path = f"{base.path.rstrip('/')}/{url.hostname}{url.path}"
    return urlunsplit((scheme, base.netloc, path, url.query, ""))


def open_account_client(creds: Credentials, base_url: str | None = None) -> Any:
    """A ccxt async client signed with a user's key (close it with ``await client.close()``): the
    venue's testnet/sandbox when ``creds.testnet`` (ccxt's ``set_sandbox_mode``), then moved to
    ``base_url`` like :func:`open_client`'s."""
    import ccxt.async_support as ccxt_async  # here, not at import (see open_client)

    cls = getattr(ccxt_async, creds.venue)
    client = cls(
        {
            "apiKey": creds.api_key,
            "secret": creds.secret,
            "password": creds.passphrase or "",
            "enableRateLimit": True,
            "timeout": _TIMEOUT_MS,
            "options": {"fetchCurrencies": False},
            "logger": _KeyedClientLog(),
        }
    )
    client.number = str
    if creds.testnet:
        client.set_sandbox_mode(True)
    if base_url is not None:
        client.urls["api"] = {
            k: rebase(v, base_url, client.hostname, stream=k == "ws") for k, v in client.urls["api"].items()
        }
    return client


class _KeyedClientLog:
    """The logger of a client signed with a user's key. ccxt logs every request's headers (the API
    key) and every answer (Bybit's key query names the key) at DEBUG: those lines are dropped here,
    whatever level an operator sets; the others go to ``tradingbot.venues``."""

    _log = logging.getLogger("tradingbot.venues")

    def debug(self, *_: Any, **__: Any) -> None:
        return None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._log, name)
