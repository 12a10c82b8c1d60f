"""An uploaded candle file of the shared data format, read and checked (the backtest lab's upload).

The format is ``../shared/data/README.md``'s: a header ``ts,open,high,low,close,volume``, then one
candle a line: ``ts`` the open time in UTC milliseconds (an integer, strictly increasing), the
prices positive decimals with ``low <= min(open, close)`` and ``high >= max(open, close)``, the
volume a decimal >= 0. Why strict: the file drives an exact backtest; a row read wrongly would
give a wrong result that looks right. Every refusal is 12301 with the rule as ``check_code`` and
the first offending line in the message, checked in the order header, row count, size, rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

from tradingbot.core.candles import Candle
from tradingbot.core.errors import BacktestCheck, BusinessError, RetCode

HEADER = ("ts", "open", "high", "low", "close", "volume")
MAX_CSV_CHARS = 2 * 1024 * 1024
"""2 MiB of text per file."""
MAX_ROWS = 200_000
MIN_ROWS = 2
MAX_TS = 2**53
MAX_NUMBER = Decimal(10) ** 16


@dataclass(frozen=True)
class CsvLimits:
    """The bounds of one file (the defaults are the lab's)."""

    max_chars: int = MAX_CSV_CHARS
    max_rows: int = MAX_ROWS


def _refuse(check: BacktestCheck, message: str, field: str) -> BusinessError:
    return BusinessError(RetCode.BACKTEST_BAD_CANDLES, message, field=field, check_code=check.value)


def _number(text: str, line: int, name: str, field: str) -> Decimal:
    try:
        value = Decimal(text.strip())
    except InvalidOperation:
        raise _refuse(
            BacktestCheck.CSV_NUMBER, f"line {line}: {name} {text[:40]!r} is not a number", field
        ) from None
    if not value.is_finite() or abs(value) >= MAX_NUMBER:
        raise _refuse(BacktestCheck.CSV_NUMBER, f"line {line}: {name} {text[:40]!r} is out of range", field)
    return value


def _timestamp(text: str, line: int, field: str) -> int:
    raw = text.strip()
    if not raw.isdigit() or len(raw) > 16 or int(raw) >= MAX_TS:
        raise _refuse(
            BacktestCheck.CSV_NUMBER, f"line {line}: ts {text[:40]!r} is not a time in milliseconds", field
        )
    return int(raw)


def _candle(cells: list[str], line: int, field: str) -> Candle:
    ts = _timestamp(cells[0], line, field)
    o, h, lo, c, v = (_number(cells[i], line, HEADER[i], field) for i in range(1, 6))
    if min(o, h, lo, c) <= 0 or v < 0:
        raise _refuse(BacktestCheck.CSV_NUMBER, f"line {line}: prices must be > 0 and volume >= 0", field)
    if h < max(o, c) or lo > min(o, c) or lo > h:
        raise _refuse(
            BacktestCheck.CSV_OHLC,
            f"line {line}: high must be >= open and close, low <= open and close",
            field,
        )
    return Candle(ts, o, h, lo, c, v)


def parse_candles_csv(text: str, *, field: str = "csv", limits: CsvLimits | None = None) -> list[Candle]:
    """The candles of ``text``; a ``BusinessError`` 12301 naming ``field`` and the rule broken."""
    bounds = limits or CsvLimits()
    lines = text.lstrip("\ufeff").splitlines()  # the request body's limit bounds the text
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines or tuple(h.strip().lower() for h in lines[0].split(",")) != HEADER:
        raise _refuse(BacktestCheck.CSV_HEADER, f"line 1: the header must be {','.join(HEADER)}", field)
    if len(lines) - 1 > bounds.max_rows:
        raise _refuse(BacktestCheck.CSV_TOO_MANY_ROWS, f"more than {bounds.max_rows} candles", field)
    if len(text) > bounds.max_chars:
        raise _refuse(BacktestCheck.CSV_TOO_LARGE, f"the file is over {bounds.max_chars} characters", field)
    if len(lines) - 1 < MIN_ROWS:
        raise _refuse(BacktestCheck.CSV_TOO_FEW_ROWS, f"fewer than {MIN_ROWS} candles", field)
    out: list[Candle] = []
    for i, row in enumerate(lines[1:], start=2):
        cells = row.split(",")
        if len(cells) != len(HEADER):
            raise _refuse(
                BacktestCheck.CSV_COLUMNS, f"line {i}: {len(cells)} columns, {len(HEADER)} expected", field
            )
        candle = _candle(cells, i, field)
        if out and candle.ts <= out[-1].ts:
            raise _refuse(
                BacktestCheck.CSV_TIMESTAMPS, f"line {i}: ts {candle.ts} is not after the line before", field
            )
        out.append(candle)
    return out
