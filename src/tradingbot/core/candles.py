"""Candles, the SPEC candle intervals, the in-candle price path and aggregation.

The path convention decides the order in which prices inside one candle are visited, so that
fills inside a candle are deterministic: a candle with close >= open moves
open -> low -> high -> close; otherwise open -> high -> low -> close.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

MINUTE_MS = 60_000

# SPEC §3 "Candle intervals" -> length in ms (1M is a calendar month; handled separately).
INTERVAL_MS: dict[str, int] = {
    "1m": MINUTE_MS,
    "3m": 3 * MINUTE_MS,
    "5m": 5 * MINUTE_MS,
    "15m": 15 * MINUTE_MS,
    "30m": 30 * MINUTE_MS,
    "1h": 60 * MINUTE_MS,
    "2h": 120 * MINUTE_MS,
    "4h": 240 * MINUTE_MS,
    "6h": 360 * MINUTE_MS,
    "8h": 480 * MINUTE_MS,
    "12h": 720 * MINUTE_MS,
    "1d": 1440 * MINUTE_MS,
    "3d": 3 * 1440 * MINUTE_MS,
    "1w": 7 * 1440 * MINUTE_MS,
    "1M": 30 * 1440 * MINUTE_MS,  # nominal; bucketing of 1M uses calendar months
}
INTERVALS: tuple[str, ...] = tuple(INTERVAL_MS)


@dataclass(frozen=True, slots=True)
class Candle:
    """One OHLCV candle; ``ts`` is the open time in UTC milliseconds."""

    ts: int
    open: Decimal
    high: Decimal
    low: Decimal
    close: Decimal
    volume: Decimal = Decimal(0)


def candle_path(c: Candle) -> tuple[Decimal, Decimal, Decimal, Decimal]:
    """Prices visited inside a candle, in order (see module docstring)."""
    if c.close >= c.open:
        return (c.open, c.low, c.high, c.close)
    return (c.open, c.high, c.low, c.close)


def _month_start(ts: int) -> int:
    """Open time of the calendar month (UTC) containing ``ts``; pure integer arithmetic."""
    days = ts // 86_400_000
    # civil-from-days (Howard Hinnant), then back to the first of the month
    z = days + 719_468
    era = z // 146_097
    doe = z - era * 146_097
    yoe = (doe - doe // 1460 + doe // 36_524 - doe // 146_096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    m = mp + 3 if mp < 10 else mp - 9
    y = y + 1 if m <= 2 else y
    # days-from-civil for (y, m, 1)
    y2 = y - 1 if m <= 2 else y
    era2 = y2 // 400
    yoe2 = y2 - era2 * 400
    mp2 = m - 3 if m > 2 else m + 9
    doy2 = (153 * mp2 + 2) // 5
    doe2 = yoe2 * 365 + yoe2 // 4 - yoe2 // 100 + doy2
    return (era2 * 146_097 + doe2 - 719_468) * 86_400_000


def bucket_start(ts: int, interval: str) -> int:
    """Open time of the ``interval`` bucket containing ``ts`` (weeks start Monday, as exchanges do)."""
    if interval == "1M":
        return _month_start(ts)
    size = INTERVAL_MS[interval]
    if interval == "1w":
        monday_offset = 4 * 86_400_000  # 1970-01-01 was a Thursday
        return ((ts - monday_offset) // size) * size + monday_offset
    return (ts // size) * size


def aggregate(candles: Iterable[Candle], interval: str) -> list[Candle]:
    """Merge ascending 1m candles into ``interval`` candles."""
    if interval not in INTERVAL_MS:
        raise ValueError(f"unknown interval {interval!r}")
    out: list[Candle] = []
    for c in candles:
        start = bucket_start(c.ts, interval)
        if out and out[-1].ts == start:
            last = out[-1]
            out[-1] = Candle(
                ts=start,
                open=last.open,
                high=max(last.high, c.high),
                low=min(last.low, c.low),
                close=c.close,
                volume=last.volume + c.volume,
            )
        else:
            out.append(Candle(start, c.open, c.high, c.low, c.close, c.volume))
    return out


def merge_tick(current: Candle | None, ts: int, price: Decimal, volume: Decimal, interval_ms: int) -> Candle:
    """Fold one trade tick into the running candle of its bucket (new candle when the bucket changes)."""
    start = (ts // interval_ms) * interval_ms
    if current is None or current.ts != start:
        return Candle(start, price, price, price, price, volume)
    return Candle(
        start,
        current.open,
        max(current.high, price),
        min(current.low, price),
        price,
        current.volume + volume,
    )


def closes(candles: Sequence[Candle]) -> list[Decimal]:
    """Close prices, oldest first."""
    return [c.close for c in candles]
