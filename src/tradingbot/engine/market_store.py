"""Bounded in-memory candle store of one symbol, and what is derived from it.

Only 1m candles are kept (replayed files of a coarser interval are kept at their own interval);
every chart interval is aggregated on request, so there is one source of truth per symbol and
no per-interval caches to keep consistent.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from tradingbot.core.candles import INTERVAL_MS, MINUTE_MS, Candle, aggregate, bucket_start, merge_tick
from tradingbot.core.time_units import DAY_MS

DEFAULT_MAX_CANDLES = 20_000  # ~14 days of 1m candles per symbol
RANGE_QUANTUM = Decimal("0.0001")  # range is a ratio: 4 places = percent with 2 decimals (SPEC §9)


@dataclass(frozen=True, slots=True)
class DayStats:
    """Rolling 24h figures behind the spot quote item."""

    start_ts: int
    open: Decimal
    high: Decimal
    low: Decimal
    close: Decimal
    volume: Decimal
    quote_volume: Decimal

    @property
    def range(self) -> Decimal:
        """Change over the window as a ratio: (close - open) / open, 4 decimal places."""
        if self.open == 0:
            return Decimal(0)
        return ((self.close - self.open) / self.open).quantize(RANGE_QUANTUM, rounding=ROUND_HALF_UP)


class CandleStore:
    """Ascending candles of one symbol, oldest dropped first once ``maxlen`` is reached."""

    def __init__(self, maxlen: int = DEFAULT_MAX_CANDLES) -> None:
        self._deque: deque[Candle] = deque(maxlen=maxlen)
        self._history: Callable[[], Iterable[Candle]] | None = None
        self._building = threading.Lock()
        self.version = 0  # bumped by every change: figures derived from the candles key on it

    @property
    def _candles(self) -> deque[Candle]:
        """The candles, with the deferred start-up history put in first when it is still due.

        Under a lock, and marked done only once built: the AI refresh reads candles in a worker
        thread, and a tick on the event loop that appended the current candle while that thread
        was still putting in the history made the history refuse itself ("older than the
        newest"), leaving the symbol without market history."""
        if self._history is not None:
            with self._building:
                history = self._history
                if history is not None:
                    for candle in history():
                        self._append(candle)
                    self._history = None
        return self._deque

    def defer(self, history: Callable[[], Iterable[Candle]]) -> None:
        """Start-up history, built only when a candle is first asked for or added: a start (or a
        restart after a crash) does not pay for charts nobody has opened yet (1 440 simulated
        minutes of ten symbols cost most of a start)."""
        self._history = history

    def __len__(self) -> int:
        return len(self._candles)

    def clear(self) -> None:
        """Forget everything (a replay brings its own timeline)."""
        self.version += 1
        self._history = None
        self._deque.clear()

    def last(self) -> Candle | None:
        """The newest candle (possibly still forming)."""
        return self._candles[-1] if self._candles else None

    def extend(self, candles: Iterable[Candle]) -> None:
        """Append ascending candles (startup history)."""
        for c in candles:
            self.add_candle(c)

    def add_candle(self, candle: Candle) -> None:
        """Append a finished candle; one with the newest candle's ts replaces it."""
        self._candles  # noqa: B018 (the deferred history goes in first)
        self._append(candle)

    def _append(self, candle: Candle) -> None:
        last = self._deque[-1] if self._deque else None
        self.version += 1
        if last is not None and candle.ts <= last.ts:
            if candle.ts < last.ts:
                raise ValueError(f"candle {candle.ts} is older than the newest {last.ts}")
            self._deque[-1] = candle
            return
        self._deque.append(candle)

    def merge_tick(self, ts: int, price: Decimal, volume: Decimal) -> Candle:
        """Fold a tick into its 1m candle; a late tick counts toward the newest candle."""
        last = self.last()
        self.version += 1
        bucket = (ts // MINUTE_MS) * MINUTE_MS
        if last is not None and bucket <= last.ts:
            # same minute, or a late tick: never open a candle before the newest one
            candle = Candle(
                last.ts,
                last.open,
                max(last.high, price),
                min(last.low, price),
                price,
                last.volume + volume,
            )
            self._candles[-1] = candle
            return candle
        candle = merge_tick(None, ts, price, volume, MINUTE_MS)
        self._candles.append(candle)
        return candle

    def tail(self, limit: int | None = None) -> list[Candle]:
        """The newest ``limit`` raw candles (all when ``None``), oldest first."""
        if limit is None or limit >= len(self._candles):
            return list(self._candles)
        return list(self._candles)[-limit:]

    def klines(self, interval: str, limit: int, end_ts: int | None = None) -> list[Candle]:
        """The newest ``limit`` candles of ``interval`` whose 1m parts opened at or before ``end_ts``."""
        last = self.last()
        if last is None:
            return []
        ref = last.ts if end_ts is None else min(end_ts, last.ts)
        cutoff: int | None = None
        if interval != "1M":
            cutoff = bucket_start(ref, interval) - (limit - 1) * INTERVAL_MS[interval]
        picked: list[Candle] = []
        for c in reversed(self._candles):
            if c.ts > ref:
                continue
            if cutoff is not None and c.ts < cutoff:
                break
            picked.append(c)
        picked.reverse()
        return aggregate(picked, interval)[-limit:]

    def day_stats(self, now_ts: int) -> DayStats | None:
        """Figures over the candles that opened in the 24h up to ``now_ts``.

        ``quote_volume`` is approximated per candle as volume x close (ticks are not stored).
        """
        window: list[Candle] = []
        for c in reversed(self._candles):
            if c.ts <= now_ts - DAY_MS:
                break
            if c.ts <= now_ts:
                window.append(c)
        if not window:
            return None
        window.reverse()
        return DayStats(
            start_ts=window[0].ts,
            open=window[0].open,
            high=max(c.high for c in window),
            low=min(c.low for c in window),
            close=window[-1].close,
            volume=sum((c.volume for c in window), Decimal(0)),
            quote_volume=sum((c.volume * c.close for c in window), Decimal(0)),
        )
