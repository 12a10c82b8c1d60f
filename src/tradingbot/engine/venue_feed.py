"""Prices from a real venue into a market hub: paper trading on live prices.

One feed per venue and market (spot or linear) watches the venue's trades through ccxt.pro (its
WebSocket streams; the tickers polled over REST when the stream does not get through) and hands
each symbol's new prices to the hub, which applies it like any other price (the simulated
exchange fills paper orders on it, bots step, charts and the quote WebSocket follow). At start it
backfills the chart with the venue's own 1m candles and reads the venue's rules for each symbol.

What a user sees of it (``GET /s1/bot/market/v1/sources``): per symbol the venue and a state:
``connecting`` (first contact), ``live``, ``stale`` (no answer with the symbol for
``stale_seconds``: the bots keep the last price), ``reconnecting`` (the venue failed; tried again
after a backoff of 1, 2, 4 ... up to 60 s, with jitter) and the last error.

A price is applied when it changed, and an unchanged one again every ``heartbeat_seconds`` (5 s)
so that time moves on for the bots in a quiet market, as the simulator's ticks do; times never go
back. Over the stream every trade counts (a burst as its path: first, extremes, last); polled, a
price is what the ticker says at each poll (``poll_seconds``, 1 s), and a level touched and left
between two polls is not filled.
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
from tradingbot.engine.tasks import cancel_and_wait

log = logging.getLogger(__name__)

BACKFILL_MINUTES = 1440  # a full 24 h quote and a day of chart
_BACKFILL_PAGE = 1000
MAX_BACKOFF_S = 60.0
STREAM_RETRY_S = 300.0  # polling after a refused stream lasts this long before the stream is tried again
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
        streams: bool = True,
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
        self.streams = streams
        self.transport = "websocket" if streams else "rest"
        self._monotonic = monotonic
        # bandit B311: the jitter of a backoff, not a secret
        self._rng = rng or random.Random()  # nosec B311
        self.state = "connecting"
        self.error: str | None = None
        self.failures = 0
        self._backfilled = False
        self._streamed = False  # this session's stream has brought trades
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
        await cancel_and_wait(task)

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
        if self.streams and client.has.get("watchTradesForSymbols"):
            self._streamed = False
            try:
                self.transport = "websocket"
                await self._watch(client)
            except Exception as exc:
                if self._streamed:
                    raise  # a stream that worked and broke: connect again
                # a venue (or a network) that does not let the stream through: poll instead
                log.warning("venue %s: no trade stream (%s), polling its tickers", self.venue, exc)
                self.transport = "rest"
                # polled for a while, then a new session tries the stream again
                await self._poll(client, self._monotonic() + STREAM_RETRY_S)
                return
        await self._poll(client)

    async def _poll(self, client: Any, until: float | None = None) -> None:
        """The venue's tickers every ``poll_seconds`` (until the monotonic time ``until``)."""
        while until is None or self._monotonic() < until:
            await self._tickers(client)
            self.state, self.error, self.failures = "live", None, 0
            await asyncio.sleep(self.poll_seconds)

    async def _tickers(self, client: Any) -> None:
        """Each symbol's last price as the venue's tickers say it now."""
        tickers = await client.fetch_tickers([sf.market.venue_symbol for sf in self.symbols.values()])
        for sf in self.symbols.values():
            ticker = tickers.get(sf.market.venue_symbol)
            if ticker is not None:
                sf.last_seen = self._monotonic()
                stamp = ticker.get("timestamp")
                await self._apply(sf, stamp if isinstance(stamp, int) else None, ticker.get("last"))

    async def _watch(self, client: Any) -> None:
        """The venue's trades as they happen (ccxt.pro). A batch of a symbol's trades reaches the
        engine as its path (first, lowest and highest in the order they came, last): every level a
        trade touched is crossed, and a burst of trades costs a few steps, not one each. With no
        trade for ``poll_seconds`` the tickers are read once."""
        wanted = [sf.market.venue_symbol for sf in self.symbols.values()]
        by_venue_symbol = {sf.market.venue_symbol: sf for sf in self.symbols.values()}
        pending: asyncio.Future[Any] | None = asyncio.ensure_future(client.watch_trades_for_symbols(wanted))
        try:
            await self._tickers(client)  # the price now, not at the next trade
            self.state, self.error, self.failures = "live", None, 0
            while True:
                if pending is None:
                    pending = asyncio.ensure_future(client.watch_trades_for_symbols(wanted))
                done, _ = await asyncio.wait({pending}, timeout=self.poll_seconds)
                if not done:
                    # a quiet stream: the tickers say the price now (ccxt hands a trade that came
                    # between two watch calls over only with the next message). A batch of trades
                    # older than that price is still applied after it (in its own order, at the
                    # time reached): every level the trades touched is crossed, and the next
                    # ticker or trade brings the price back to the newest.
                    await self._tickers(client)
                    continue
                trades, pending = pending.result(), None
                self._streamed = True
                batches: dict[str, list[dict[str, Any]]] = {}
                for trade in trades:
                    batches.setdefault(trade.get("symbol"), []).append(trade)
                for venue_symbol, batch in batches.items():
                    fed = by_venue_symbol.get(venue_symbol)
                    if fed is not None:
                        fed.last_seen = self._monotonic()
                        for stamp, price in trade_path(batch):
                            await self._apply(fed, stamp, price)
        finally:
            if pending is not None:
                pending.cancel()

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

    async def _apply(self, sf: SymbolFeed, stamp: int | None, value: Any) -> None:
        """One venue price (``stamp``: its venue time, None when the venue gives none)."""
        try:
            price = Decimal(str(value))
        except InvalidOperation:
            return
        if not price.is_finite() or price <= 0:
            return
        now = self.hub.clock()
        ts = stamp if stamp is not None else now
        if sf.last_ts is not None:
            if price == sf.last_price:
                if now - sf.applied_at < self.heartbeat_ms:
                    return  # the same price again
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
            "transport": self.transport,
        }


def trade_path(trades: Sequence[dict[str, Any]]) -> list[tuple[int | None, Any]]:
    """A batch of one symbol's trades as the prices that matter, in time order: the first, the
    lowest and the highest (in the order they happened) and the last, without repeats."""
    ordered = sorted(trades, key=lambda t: t.get("timestamp") or 0)
    prices = []
    for t in ordered:
        try:
            prices.append(Decimal(str(t.get("price"))))
        except InvalidOperation:
            prices.append(Decimal("NaN"))
    valid = [i for i, p in enumerate(prices) if p.is_finite() and p > 0]
    if not valid:
        return []
    low = min(valid, key=lambda i: prices[i])
    high = max(valid, key=lambda i: prices[i])
    picked = sorted({valid[0], low, high, valid[-1]})
    out: list[tuple[int | None, Any]] = []
    for i in picked:
        stamp = ordered[i].get("timestamp")
        if not out or out[-1][1] != prices[i]:
            out.append((stamp if isinstance(stamp, int) else None, prices[i]))
    return out


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
