"""Prices from a real venue into a market hub: paper trading on live prices.

One feed per venue and market (spot or linear) polls the venue's tickers through ccxt and hands
each symbol's new last price to the hub, which applies it like any other price (the simulated
exchange fills paper orders on it, bots step, charts and the quote WebSocket follow). At start it
backfills the chart with the venue's own 1m candles and reads the venue's rules for each symbol.

What a user sees of it (``GET /s1/bot/market/v1/sources``): per symbol the venue and a state:
``connecting`` (first contact), ``live``, ``stale`` (no answer with the symbol for
``stale_seconds``: the bots keep the last price), ``reconnecting`` (the venue failed; tried again
after a backoff of 1, 2, 4 ... up to 60 s, with jitter) and the last error.

A price is applied when it changed, and an unchanged one again every ``heartbeat_seconds`` (5 s)
so that time moves on for the bots in a quiet market, as the simulator's ticks do; times never go
back. Prices are what the venue's ticker says at each poll (``poll_seconds``, 1 s by default): a level
touched and left between two polls is not filled, as with a coarser candle. A venue's WebSocket
trades would close that gap (left for later: docs/VENUES.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from tradingbot.adapters.venues.markets import VenueMarket
from tradingbot.adapters.venues.rules import venue_rules
from tradingbot.core.candles import Candle
from tradingbot.engine.market_hub import MarketHub

log = logging.getLogger(__name__)

BACKFILL_MINUTES = 1440  # a full 24 h quote and a day of chart
_BACKFILL_PAGE = 1000
MAX_BACKOFF_S = 60.0
ClientFactory = Callable[[], Any]


@dataclass
class SymbolFeed:
    """What the feed knows of one symbol."""

    market: VenueMarket
    rules: dict[str, str | None] | None = None
    last_seen: float | None = None  # monotonic time of the last answer that had the symbol
    last_ts: int | None = None
    last_price: Decimal | None = None
    applied_at: int = 0  # hub time at which the last price was applied


class VenueFeed:
    """Polls one venue's tickers for some symbols of one hub (all of one market)."""

    def __init__(
        self,
        venue: str,
        category: str,
        markets: Sequence[VenueMarket],
        hub: MarketHub,
        connect: ClientFactory,
        *,
        poll_seconds: float = 1.0,
        stale_seconds: float = 30.0,
        backfill_minutes: int = BACKFILL_MINUTES,
        backoff_base: float = 1.0,
        heartbeat_seconds: float = 5.0,
        monotonic: Callable[[], float] = time.monotonic,
        rng: random.Random | None = None,
    ) -> None:
        self.venue = venue
        self.category = category
        self.hub = hub
        self.symbols = {m.symbol: SymbolFeed(m) for m in markets}
        self._connect = connect
        self.poll_seconds = poll_seconds
        self.stale_seconds = stale_seconds
        self.backfill_minutes = backfill_minutes
        self.backoff_base = backoff_base
        self.heartbeat_ms = int(heartbeat_seconds * 1000)
        self._monotonic = monotonic
        # bandit B311: the jitter of a backoff, not a secret
        self._rng = rng or random.Random()  # nosec B311
        self.state = "connecting"
        self.error: str | None = None
        self.failures = 0
        self._backfilled = False
        self._task: asyncio.Task[None] | None = None

    # ----- running ------------------------------------------------------------------------------
    def start(self) -> None:
        """Take the symbols off the simulator and start polling (idempotent)."""
        for name in self.symbols:
            self.hub.attach_venue(name, self.venue)
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=f"venue-feed-{self.venue}")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _run(self) -> None:
        while True:
            client = self._connect()
            try:
                await self._session(client)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # every venue failure: tell it, wait, connect again
                self.failures += 1
                self.error = f"{type(exc).__name__}: {exc}"[:300]
                self.state = "reconnecting"
                log.warning("venue %s failed (%d in a row): %s", self.venue, self.failures, self.error)
            finally:
                with contextlib.suppress(Exception):
                    await client.close()
            await asyncio.sleep(self.backoff(self.failures))

    def backoff(self, failures: int) -> float:
        """Seconds before connecting again: 1, 2, 4 ... (times ``backoff_base``) capped at 60, each
        within +-20 % (feeds of many servers do not come back in step)."""
        plain = min(MAX_BACKOFF_S, self.backoff_base * 2.0 ** max(0, failures - 1))
        return plain * (0.8 + 0.4 * self._rng.random())

    async def _session(self, client: Any) -> None:
        markets = await client.load_markets()
        for sf in self.symbols.values():
            market = markets.get(sf.market.venue_symbol)
            if market is None:
                raise LookupError(f"{self.venue} does not list {sf.market.venue_symbol}")
            sf.rules = venue_rules(market)
        if not self._backfilled:
            for sf in self.symbols.values():
                await self._backfill(client, sf)
            self._backfilled = True
        wanted = [sf.market.venue_symbol for sf in self.symbols.values()]
        while True:
            tickers = await client.fetch_tickers(wanted)
            for sf in self.symbols.values():
                ticker = tickers.get(sf.market.venue_symbol)
                if ticker is not None:
                    await self._price(sf, ticker)
            self.state, self.error, self.failures = "live", None, 0
            await asyncio.sleep(self.poll_seconds)

    async def _backfill(self, client: Any, sf: SymbolFeed) -> None:
        """The venue's 1m candles of the last ``backfill_minutes`` as the symbol's chart history."""
        now = self.hub.clock()
        since = now - self.backfill_minutes * 60_000
        rows: list[list[Any]] = []
        while since < now and len(rows) < self.backfill_minutes:
            page = await client.fetch_ohlcv(sf.market.venue_symbol, "1m", since=since, limit=_BACKFILL_PAGE)
            if not page:
                break
            rows.extend(page)
            since = int(page[-1][0]) + 60_000
            if len(page) < _BACKFILL_PAGE:
                break
        candles = [c for c in (_candle(r) for r in rows) if c is not None]
        await self.hub.venue_history(sf.market.symbol, self.venue, candles)

    async def _price(self, sf: SymbolFeed, ticker: dict[str, Any]) -> None:
        sf.last_seen = self._monotonic()
        try:
            price = Decimal(str(ticker.get("last")))
        except InvalidOperation:
            return
        if not price.is_finite() or price <= 0:
            return
        stamp = ticker.get("timestamp")
        now = self.hub.clock()
        ts = stamp if isinstance(stamp, int) and not isinstance(stamp, bool) else now
        if sf.last_ts is not None:
            if price == sf.last_price:
                if now - sf.applied_at < self.heartbeat_ms:
                    return  # the same ticker again
                ts = max(ts, now)  # a quiet market: the time still moves on for the bots
            ts = max(ts, sf.last_ts)  # never a step back in time
        if await self.hub.venue_price(sf.market.symbol, self.venue, ts, price):
            sf.last_ts, sf.last_price, sf.applied_at = ts, price, now

    # ----- what users see -----------------------------------------------------------------------
    def symbol_state(self, symbol: str) -> str:
        """connecting, live, stale or reconnecting, for one symbol of this feed."""
        sf = self.symbols[symbol]
        if self.state == "reconnecting":
            return "reconnecting"
        if sf.last_seen is None:
            return "connecting"
        return "stale" if self._monotonic() - sf.last_seen > self.stale_seconds else "live"

    def source(self, symbol: str) -> dict[str, Any]:
        sf = self.symbols[symbol]
        return {
            "source": self.venue,
            "venue_symbol": sf.market.venue_symbol,
            "state": self.symbol_state(symbol),
            "error": self.error,
            "venue_rules": sf.rules,
        }


def _candle(row: Sequence[Any]) -> Candle | None:
    """A ccxt OHLCV row ``[ts, open, high, low, close, volume]`` as a candle (None if malformed)."""
    try:
        ts = int(row[0])
        o, h, low, c, v = (Decimal(str(x)) for x in row[1:6])
    except (InvalidOperation, TypeError, ValueError, IndexError):
        return None
    if not all(x.is_finite() for x in (o, h, low, c, v)) or min(o, h, low, c) <= 0:
        return None
    return Candle(ts, o, h, low, c, v)
