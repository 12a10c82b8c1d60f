"""Candle replay from files in the shared data format (``../shared/data/README.md``).

OHLCV files are CSV (gzip-compressed or plain) with the header ``ts,open,high,low,close,volume``,
``ts`` = candle open time in UTC ms, rows strictly ascending. Funding files have ``ts,funding_rate``.
Files are read as a stream (a 3-month 1m file never sits in memory as a whole) and every refusal
is a ``BusinessError`` naming the field, so an admin typo answers an envelope instead of a 5xx.
"""

from __future__ import annotations

import gzip
import io
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TextIO

from tradingbot.core.candles import Candle
from tradingbot.core.errors import BusinessError, RetCode

CANDLE_HEADER = ("ts", "open", "high", "low", "close", "volume")
FUNDING_HEADER = ("ts", "funding_rate")
_GZIP_MAGIC = b"\x1f\x8b"


@dataclass(frozen=True, slots=True)
class FundingRate:
    """One funding event: ``rate`` is the rate per funding interval (0.0001 = 0.01 %)."""

    ts: int
    rate: Decimal


def _bad(message: str, field: str = "path") -> BusinessError:
    return BusinessError(RetCode.INVALID_PARAM, message, field=field)


def parse_start(start: int | str | None) -> int | None:
    """A start bound in UTC ms from ms (int or digits) or an ISO date/time (naive means UTC)."""
    if start is None:
        return None
    if isinstance(start, bool):
        raise _bad("start must be a timestamp in ms or an ISO date", "start")
    if isinstance(start, int):
        if start < 0:
            raise _bad("start must not be negative", "start")
        return start
    text = start.strip()
    if not text:
        return None
    if text.isdigit():
        return int(text)
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError as exc:
        raise _bad(f"start {text!r} is neither ms nor an ISO date like 2025-06-01T12:00", "start") from exc
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def _open_text(path: Path) -> TextIO:
    """Open a candle file as text, gzip detected by its magic bytes (the suffix may lie)."""
    if not path.is_file():
        raise _bad(f"candle file not found: {path}")
    try:
        with path.open("rb") as probe:
            magic = probe.read(2)
        if magic == _GZIP_MAGIC:
            return io.TextIOWrapper(gzip.open(path, "rb"), encoding="utf-8", newline="")
        return path.open("r", encoding="utf-8", newline="")
    except OSError as exc:
        raise _bad(f"cannot open {path}: {exc}") from exc


def _iter_rows(path: Path, header: tuple[str, ...]) -> Iterator[tuple[int, int, list[str]]]:
    """Yield ``(line number, ts, fields)`` after checking the header, the width and ascending ts."""
    with _open_text(path) as fh:
        try:
            first = fh.readline()
            got = tuple(c.strip().lower() for c in first.lstrip("\ufeff").strip().split(","))
            if got != header:
                raise _bad(f"{path.name}: header must be {','.join(header)!r}, got {first.strip()!r}")
            prev: int | None = None
            for lineno, line in enumerate(fh, start=2):
                text = line.strip()
                if not text:
                    continue
                fields = text.split(",")
                if len(fields) != len(header):
                    raise _bad(f"{path.name} line {lineno}: expected {len(header)} columns")
                try:
                    ts = int(fields[0])
                except ValueError as exc:
                    raise _bad(f"{path.name} line {lineno}: ts {fields[0]!r} is not integer ms") from exc
                if prev is not None and ts <= prev:
                    raise _bad(
                        f"{path.name} line {lineno}: rows not sorted ascending by ts ({ts} after {prev})"
                    )
                prev = ts
                yield lineno, ts, fields
        except (OSError, EOFError, UnicodeDecodeError) as exc:
            raise _bad(f"{path.name}: unreadable ({exc})") from exc


def _dec(text: str, path: Path, lineno: int) -> Decimal:
    try:
        value = Decimal(text)
    except InvalidOperation as exc:
        raise _bad(f"{path.name} line {lineno}: {text!r} is not a number") from exc
    if not value.is_finite():
        raise _bad(f"{path.name} line {lineno}: {text!r} is not a finite number")
    return value


def iter_candles(path: str | Path, start: int | str | None = None) -> Iterator[Candle]:
    """Stream the candles of an OHLCV file, skipping those that open before ``start``."""
    p = Path(path).expanduser()
    start_ms = parse_start(start)
    for lineno, ts, f in _iter_rows(p, CANDLE_HEADER):
        if start_ms is not None and ts < start_ms:
            continue
        o, h, low, c, v = (_dec(x, p, lineno) for x in f[1:])
        if min(o, h, low, c) <= 0 or v < 0:
            raise _bad(f"{p.name} line {lineno}: prices must be > 0 and volume >= 0")
        if h < max(o, c, low) or low > min(o, c):
            raise _bad(f"{p.name} line {lineno}: high/low do not enclose open and close")
        yield Candle(ts, o, h, low, c, v)


def read_candles(path: str | Path, start: int | str | None = None, limit: int | None = None) -> list[Candle]:
    """Read candles into a list (at most ``limit``); for tests and backtests of modest size."""
    out: list[Candle] = []
    for candle in iter_candles(path, start):
        if limit is not None and len(out) >= limit:
            break
        out.append(candle)
    return out


def count_candles(path: str | Path, start: int | str | None = None) -> int:
    """Rows at or after ``start``, parsing only ``ts`` (cheap: no Decimal work)."""
    start_ms = parse_start(start)
    return sum(
        1
        for _, ts, _ in _iter_rows(Path(path).expanduser(), CANDLE_HEADER)
        if start_ms is None or ts >= start_ms
    )


def iter_funding(path: str | Path, start: int | str | None = None) -> Iterator[FundingRate]:
    """Stream a funding file (``ts,funding_rate``), skipping events before ``start``."""
    p = Path(path).expanduser()
    start_ms = parse_start(start)
    for lineno, ts, f in _iter_rows(p, FUNDING_HEADER):
        if start_ms is None or ts >= start_ms:
            yield FundingRate(ts, _dec(f[1], p, lineno))


def read_funding(path: str | Path, start: int | str | None = None) -> list[FundingRate]:
    """All funding events at or after ``start`` (these files are small: 3 events a day)."""
    return list(iter_funding(path, start))


class ReplaySource:
    """Candles of one file handed out one at a time, with a position and a lazy remaining count.

    Opening validates the header and the first row at once, so a bad file is refused on load
    rather than in the middle of an advance; later bad rows raise when they are reached.
    """

    def __init__(self, path: str | Path, start: int | str | None = None) -> None:
        self.path = Path(path).expanduser()
        self.start_ts = parse_start(start)
        self._it: Iterator[Candle] = iter_candles(self.path, self.start_ts)
        self._buffer: deque[Candle] = deque()
        self._total: int | None = None
        self.position = 0
        self._fill(2)
        self.first_ts: int | None = self._buffer[0].ts if self._buffer else None
        self.interval_ms: int | None = (
            self._buffer[1].ts - self._buffer[0].ts if len(self._buffer) == 2 else None
        )

    def _fill(self, n: int) -> None:
        while len(self._buffer) < n:
            candle = next(self._it, None)
            if candle is None:
                return
            self._buffer.append(candle)

    def next(self) -> Candle | None:
        """The next candle, or ``None`` once the file is exhausted."""
        self._fill(1)
        if not self._buffer:
            return None
        self.position += 1
        return self._buffer.popleft()

    def take(self, n: int) -> list[Candle]:
        """Up to ``n`` next candles (fewer at the end of the file)."""
        out: list[Candle] = []
        while len(out) < n:
            candle = self.next()
            if candle is None:
                break
            out.append(candle)
        return out

    @property
    def total(self) -> int:
        """Candles at or after ``start`` in the file (counted once, on first use)."""
        if self._total is None:
            self._total = count_candles(self.path, self.start_ts)
        return self._total

    @property
    def remaining(self) -> int:
        """Candles not handed out yet."""
        return max(self.total - self.position, 0)

    @property
    def exhausted(self) -> bool:
        """True when ``next()`` would return ``None``."""
        self._fill(1)
        return not self._buffer

    def close(self) -> None:
        """Release the file handle (the generator closes its file on close)."""
        close = getattr(self._it, "close", None)
        if close is not None:
            close()
        self._buffer.clear()

    def __iter__(self) -> Iterator[Candle]:
        while (candle := self.next()) is not None:
            yield candle
