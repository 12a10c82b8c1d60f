"""MarketHub: the one place market data flows through.

Every price the platform sees (seeded simulator, candle replay, hand-set price) enters here,
updates the hub's own state first (last price, 1m candles, 24h stats) and is then handed to the
listeners (the simulated exchange, bots) in registration order, one after another, so every
consumer sees the same prices in the same order. Quotes for the WebSocket are fanned out
without back-pressure.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, Protocol

from tradingbot.adapters.marketdata.manual import ManualSource
from tradingbot.adapters.marketdata.replay import ReplaySource
from tradingbot.adapters.marketdata.simulator import DEFAULT_PROFILES, SimulatedSource, SymbolProfile
from tradingbot.core.candles import INTERVAL_MS, Candle
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.engine.market_fanout import QuoteFanout, QuoteItem
from tradingbot.engine.market_store import DEFAULT_MAX_CANDLES, CandleStore
from tradingbot.engine.tasks import cancel_and_wait

if TYPE_CHECKING:
    from tradingbot.settings import Settings

log = logging.getLogger(__name__)

Mode = Literal["simulated", "replay", "manual", "live"]
Clock = Callable[[], int]
HISTORY_MINUTES = 3 * 1440  # chart history at startup with the simulator on
QUIET_HISTORY_MINUTES = 1440  # simulator off: just enough for a full 24h quote, cheaper to build
MAX_ADVANCE = 200_000
MAX_KLINE_LIMIT = 1000
_YIELD_EVERY = 1000  # long advances let other requests run now and then


def wall_clock_ms() -> int:
    """Current UTC time in ms."""
    return time.time_ns() // 1_000_000


class PriceListener(Protocol):
    """A consumer of market data (the simulated exchange, the bot runner)."""

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        """A whole replayed candle (apply the in-candle path convention of core.candles)."""

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        """One price (simulator tick or hand-set price)."""


@dataclass
class _Symbol:
    profile: SymbolProfile
    mode: Mode
    store: CandleStore
    manual: ManualSource
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    last_price: Decimal | None = None
    last_ts: int | None = None
    sim: SimulatedSource | None = None
    replay: ReplaySource | None = None
    venue: str | None = None  # the real venue whose prices it takes (mode "live")
    quoted: tuple[tuple[int, int | None, Decimal | None], QuoteItem] | None = None  # quote() cache


class MarketHub:
    """Per-symbol market state, its sources, listeners and quote subscribers."""

    def __init__(
        self,
        profiles: Mapping[str, SymbolProfile] | None = None,
        *,
        seed: int = 7,
        simulator: bool = True,
        tick_seconds: float = 1.0,
        clock: Clock | None = None,
        history_minutes: int | None = None,
        max_candles: int = DEFAULT_MAX_CANDLES,
        queue_size: int = 64,
    ) -> None:
        self.seed = seed
        self.simulator = simulator
        self.tick_seconds = tick_seconds
        self.clock: Clock = clock or wall_clock_ms
        self._listeners: list[PriceListener] = []
        self._fanout = QuoteFanout(queue_size)
        self._task: asyncio.Task[None] | None = None
        self._primed = False
        if history_minutes is None:
            history_minutes = HISTORY_MINUTES if simulator else QUIET_HISTORY_MINUTES
        now = self.clock()
        self._symbols: dict[str, _Symbol] = {}
        for name, profile in (profiles or DEFAULT_PROFILES).items():
            st = _Symbol(
                profile,
                "simulated" if simulator else "manual",
                CandleStore(max_candles),
                ManualSource(name, profile.tick),
            )
            source = SimulatedSource.from_profile(profile, seed, now)
            if history_minutes > 0:
                st.store.defer(partial(source.history, history_minutes))
                st.last_price, st.last_ts = source.price, now
            if simulator:
                st.sim = source
            self._symbols[name] = st

    @classmethod
    def from_settings(
        cls,
        settings: Settings,
        clock: Clock | None = None,
        profiles: Mapping[str, SymbolProfile] | None = None,
    ) -> MarketHub:
        """Build from ``Settings`` (bot_market_simulator, bot_market_seed, bot_market_tick_seconds)."""
        return cls(
            profiles,
            seed=settings.bot_market_seed,
            simulator=settings.bot_market_simulator,
            tick_seconds=settings.bot_market_tick_seconds,
            clock=clock,
        )

    # ----- lookup -------------------------------------------------------------------------------
    def symbols(self) -> list[str]:
        """Known symbols, in catalogue order."""
        return list(self._symbols)

    def _get(self, symbol: str) -> _Symbol:
        st = self._symbols.get(symbol)
        if st is None:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {symbol!r}", field="symbol")
        return st

    def has_symbol(self, symbol: str) -> bool:
        """Whether ``symbol`` is traded here."""
        return symbol in self._symbols

    def mode(self, symbol: str) -> Mode:
        """Where the symbol's prices come from now."""
        return self._get(symbol).mode

    def tick_size(self, symbol: str) -> Decimal:
        """Price step of the symbol."""
        return self._get(symbol).profile.tick

    def last_price(self, symbol: str) -> Decimal | None:
        """Latest price, ``None`` before any data (or for an unknown symbol)."""
        st = self._symbols.get(symbol)
        return st.last_price if st else None

    def last_ts(self, symbol: str) -> int | None:
        """Time (ms) of the latest price; a replayed candle counts at its open time."""
        st = self._symbols.get(symbol)
        return st.last_ts if st else None

    def candles(self, symbol: str, limit: int | None = None) -> list[Candle]:
        """Raw stored candles (1m, or a replayed file's own interval), oldest first."""
        return self._get(symbol).store.tail(limit)

    def status(self, symbol: str) -> dict[str, Any]:
        """Operator view of one symbol."""
        st = self._get(symbol)
        out: dict[str, Any] = {
            "symbol": symbol,
            "mode": st.mode,
            "last_price": fmt(st.last_price) if st.last_price is not None else None,
            "last_ts": st.last_ts,
            "candles": len(st.store),
        }
        if st.replay is not None:
            out["replay"] = {"path": str(st.replay.path), "position": st.replay.position}
        if st.venue is not None:
            out["venue"] = st.venue
        return out

    # ----- queries ------------------------------------------------------------------------------
    def klines(self, symbol: str, interval: str, limit: int = 500, end_ts: int | None = None) -> list[Candle]:
        """Candles of any SPEC interval (1m..1M), aggregated from the stored 1m candles."""
        st = self._get(symbol)
        if interval not in INTERVAL_MS:
            raise BusinessError(
                RetCode.INVALID_PARAM, f"interval must be one of {', '.join(INTERVAL_MS)}", field="interval"
            )
        if not 1 <= limit <= MAX_KLINE_LIMIT:
            raise BusinessError(RetCode.INVALID_PARAM, f"limit must be 1..{MAX_KLINE_LIMIT}", field="limit")
        return st.store.klines(interval, limit, end_ts)

    def quote(self, symbol: str) -> QuoteItem:
        """SPEC §3 spot realtime quote item over the 24h up to the last price.

        ``open`` is the first price of the window, ``range`` = (close - open) / open as a
        decimal string ratio with 4 places (0.0123 = +1.23 %); times are UTC ms.
        """
        st = self._get(symbol)
        key = (st.store.version, st.last_ts, st.last_price)
        if st.quoted is not None and st.quoted[0] == key:
            return dict(st.quoted[1])  # the 24h figures cost ~1,440 candles per symbol: once per change
        stats = st.store.day_stats(st.last_ts) if st.last_ts is not None else None
        if stats is None or st.last_price is None or st.last_ts is None:
            raise BusinessError(RetCode.MARKET_NOT_LOADED, f"no market data for {symbol} yet", field="symbol")
        item: QuoteItem = {
            "startTime": stats.start_ts,
            "currentTime": st.last_ts,
            "symbol": symbol,
            "close": fmt(st.last_price),
            "high": fmt(stats.high),
            "low": fmt(stats.low),
            "open": fmt(stats.open),
            "volume": fmt(stats.volume),
            "quoteVolume": fmt(stats.quote_volume),
            "range": fmt(stats.range),
        }
        st.quoted = (key, item)
        return dict(item)

    def quotes(self) -> list[QuoteItem]:
        """Quote items of every symbol that has data."""
        return [self.quote(s) for s, st in self._symbols.items() if st.last_ts is not None and len(st.store)]

    # ----- listeners and subscribers ------------------------------------------------------------
    def add_listener(self, listener: PriceListener) -> None:
        """Listeners are awaited in the order they were added."""
        self._listeners.append(listener)

    def remove_listener(self, listener: PriceListener) -> None:
        """Stop delivering to ``listener``."""
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    def subscribe(
        self, symbols: Iterable[str], queue: asyncio.Queue[QuoteItem] | None = None
    ) -> asyncio.Queue[QuoteItem]:
        """Queue receiving the quote item of ``symbols`` on each change (bounded, drop-oldest)."""
        names = list(symbols)
        for s in names:
            self._get(s)
        return self._fanout.subscribe(names, queue)

    def unsubscribe(self, queue: asyncio.Queue[QuoteItem], symbols: Iterable[str] | None = None) -> None:
        """Drop some symbols, or (``None``) the whole subscription."""
        self._fanout.unsubscribe(queue, symbols)

    @property
    def fanout(self) -> QuoteFanout:
        """Subscriber bookkeeping (drop counter for tests and metrics)."""
        return self._fanout

    def _publish(self, symbol: str) -> None:
        if self._fanout.wants(symbol):
            self._fanout.publish(symbol, self.quote(symbol))

    # ----- simulator ----------------------------------------------------------------------------
    async def start(self) -> None:
        """Tell listeners the current prices once, then tick when the simulator is enabled.

        The priming ``on_tick`` per symbol with a price means the exchange knows the price the
        charts show from the first request on, even with the simulator off.
        """
        if not self._primed:
            self._primed = True
            for name, st in self._symbols.items():
                async with st.lock:
                    if st.last_price is not None and st.last_ts is not None:
                        for listener in list(self._listeners):
                            await listener.on_tick(name, st.last_ts, st.last_price)
        if self.simulator and self._task is None:
            self._task = asyncio.create_task(self._run(), name="market-hub-ticker")

    async def stop(self) -> None:
        """Stop ticking (idempotent)."""
        task, self._task = self._task, None
        await cancel_and_wait(task)

    @property
    def running(self) -> bool:
        """Whether the ticker task is alive."""
        return self._task is not None and not self._task.done()

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.tick_seconds)
            await self.tick_once()

    async def tick_once(self) -> None:
        """One simulator tick at ``clock()`` for every symbol in simulated mode.

        A failing listener is logged and does not stop the other symbols or later ticks.
        """
        now = self.clock()
        for name, st in self._symbols.items():
            if st.mode != "simulated" or st.sim is None:
                continue
            try:
                async with st.lock:
                    if st.mode != "simulated" or st.sim is None:
                        continue
                    tick = st.sim.advance_to(max(now, st.last_ts or now))
                    await self._apply_tick(name, st, tick.ts, tick.price, tick.volume)
            except Exception:
                log.exception("market tick failed for %s", name)

    async def _apply_tick(self, name: str, st: _Symbol, ts: int, price: Decimal, volume: Decimal) -> None:
        st.store.merge_tick(ts, price, volume)
        st.last_price, st.last_ts = price, ts
        for listener in list(self._listeners):
            await listener.on_tick(name, ts, price)
        self._publish(name)

    async def simulate(self, symbol: str) -> dict[str, Any]:
        """Put ``symbol`` (back) on the simulator, continuing from its last price."""
        st = self._get(symbol)
        async with st.lock:
            start = st.last_price or st.profile.start_price
            ts = max(self.clock(), st.last_ts or 0)
            self._leave_replay(st)
            st.sim = SimulatedSource(
                symbol,
                start,
                st.profile.tick,
                self.seed,
                ts,
                annual_vol=st.profile.annual_vol,
                minute_volume=st.profile.minute_volume,
                volume_step=st.profile.volume_step,
            )
            st.mode, st.venue = "simulated", None
            st.last_price, st.last_ts = start, ts
        return self.status(symbol)

    # ----- replay -------------------------------------------------------------------------------
    def _leave_replay(self, st: _Symbol) -> None:
        if st.replay is not None:
            st.replay.close()
            st.replay = None

    def load(self, symbol: str, path: str | Path, start: int | str | None = None) -> dict[str, Any]:
        """Switch ``symbol`` to replay of a candle file (its own timeline: stored candles are reset)."""
        st = self._get(symbol)
        source = ReplaySource(path, start)
        if source.first_ts is None:
            source.close()
            where = "start" if source.start_ts is not None else "path"
            raise BusinessError(
                RetCode.INVALID_PARAM, "the file has no candles at or after start", field=where
            )
        rows = source.total
        self._leave_replay(st)
        st.replay, st.sim, st.mode, st.venue = source, None, "replay", None
        st.store.clear()
        st.last_price = st.last_ts = None
        return {
            "symbol": symbol,
            "mode": "replay",
            "path": str(source.path),
            "start_ts": source.start_ts,
            "first_ts": source.first_ts,
            "interval_ms": source.interval_ms,
            "rows_available": rows,
        }

    async def advance(self, symbol: str, n: int) -> dict[str, Any]:
        """Replay the next ``n`` candles: store them, then await every listener's ``on_candle``.

        Stops early at the end of the file (``exhausted`` true, ``advanced`` < ``requested``).
        """
        st = self._get(symbol)
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_ADVANCE:
            raise BusinessError(RetCode.INVALID_PARAM, f"candles must be 1..{MAX_ADVANCE}", field="candles")
        source = st.replay
        if st.mode != "replay" or source is None:
            raise BusinessError(RetCode.MARKET_NOT_LOADED, f"{symbol} has no replay loaded", field="symbol")
        done = 0
        async with st.lock:
            while done < n and st.replay is source:
                candle = source.next()
                if candle is None:
                    break
                st.store.add_candle(candle)
                st.last_price, st.last_ts = candle.close, candle.ts
                for listener in list(self._listeners):
                    await listener.on_candle(symbol, candle)
                done += 1
                if done % _YIELD_EVERY == 0:
                    await asyncio.sleep(0)
            if done:
                self._publish(symbol)
        return {
            "symbol": symbol,
            "requested": n,
            "advanced": done,
            "last_ts": st.last_ts,
            "last_price": fmt(st.last_price) if st.last_price is not None else None,
            "remaining": source.remaining,
            "exhausted": source.exhausted,
        }

    # ----- a real venue (engine/venue_feed.py) --------------------------------------------------
    def attach_venue(self, symbol: str, venue: str) -> None:
        """``symbol`` takes its prices from ``venue`` from now on (off the simulator)."""
        st = self._get(symbol)
        self._leave_replay(st)
        st.sim, st.mode, st.venue = None, "live", venue

    def _live_on(self, st: _Symbol, venue: str) -> bool:
        """Still on that venue: an operator's hand-set price, replay or simulator takes the symbol
        off it until the next start."""
        return st.mode == "live" and st.venue == venue

    async def venue_history(self, symbol: str, venue: str, candles: list[Candle]) -> None:
        """The venue's own recent candles as the symbol's history (its timeline replaces ours)."""
        st = self._get(symbol)
        async with st.lock:
            if not self._live_on(st, venue) or not candles:
                return
            st.store.clear()
            st.store.extend(candles)
            if st.last_ts is None or candles[-1].ts >= st.last_ts:
                st.last_price, st.last_ts = candles[-1].close, candles[-1].ts
            self._publish(symbol)

    async def venue_price(self, symbol: str, venue: str, ts: int, price: Decimal) -> bool:
        """A venue's new last price, applied like any price (False: the symbol left the venue, or
        the price is older than the one applied last)."""
        st = self._get(symbol)
        async with st.lock:
            if not self._live_on(st, venue) or (st.last_ts is not None and ts < st.last_ts):
                return False
            await self._apply_tick(symbol, st, ts, price, Decimal(0))
        return True

    # ----- manual -------------------------------------------------------------------------------
    async def set_price(self, symbol: str, price: object, ts: int | None = None) -> dict[str, Any]:
        """Hand-set the price (manual mode from now on): merged into the 1m candle, then ``on_tick``."""
        st = self._get(symbol)
        async with st.lock:
            if ts is not None and st.last_ts is not None and ts < st.last_ts:
                raise BusinessError(
                    RetCode.INVALID_PARAM, f"ts {ts} is before the last price at {st.last_ts}", field="ts"
                )
            at = ts if ts is not None else max(self.clock(), st.last_ts or 0)
            manual = st.manual if st.mode == "manual" else ManualSource(symbol, st.profile.tick)
            _, value = manual.set(price, at)
            self._leave_replay(st)
            st.manual, st.sim, st.mode, st.venue = manual, None, "manual", None
            await self._apply_tick(symbol, st, at, value, Decimal(0))
        return {"symbol": symbol, "mode": "manual", "price": fmt(value), "ts": at}
