"""What a backtest runs on, checked and bounded before any work: ids, the window, the candles of
each symbol (the server's history or an upload), the funding the server would settle.

Every bound answers a clear code: 10001 naming a malformed id; 12302 with the rule as
``check_code`` for the window (backwards, over :data:`MAX_WINDOW_MS`, outside the history held)
and the candles (over :data:`MAX_CANDLES` or under :data:`MIN_CANDLES` per symbol, a symbol the
upload has no file for); uploads answer 12301 (``backtest/candles_csv.py``).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.adapters.marketdata.funding import funding_times
from tradingbot.backtest.candles_csv import parse_candles_csv
from tradingbot.core.candles import Candle
from tradingbot.core.errors import BacktestCheck, BusinessError, RetCode
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS
from tradingbot.engine.market_hub import MarketHub
from tradingbot.jobs.wire import candles_from_wire, candles_to_wire

MAX_WINDOW_MS = 400 * DAY_MS
MAX_CANDLES = 200_000
MIN_CANDLES = 2
MAX_LEGS = 10
ANY_SYMBOL = "*"
"""The key of an upload given as one ``csv``: the candles of whatever symbol the bot trades."""
SYMBOL = re.compile(r"^[A-Z0-9]{2,20}$")
MINUTE_MS = 60_000

Candles = dict[str, list[Candle]]
"""Candles by symbol (an upload of one file: by :data:`ANY_SYMBOL`)."""


def window_error(check: BacktestCheck, message: str, field: str, bound: str | None = None) -> BusinessError:
    return BusinessError(
        RetCode.BACKTEST_BAD_WINDOW, message, field=field, check_code=check.value, bound=bound
    )


def parse_job_id(value: object, field: str = "job_id") -> int:
    """A positive id as a string or an integer (10001 naming ``field`` otherwise)."""
    text = str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else ""
    if not text.isdigit() or len(text) > 15 or int(text) < 1:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field}: a positive integer is required", field=field)
    return int(text)


@dataclass(frozen=True)
class Window:
    """``[from_ms, to_ms)``: the candles whose open time is in it."""

    from_ms: int
    to_ms: int

    def check(self, field: str = "window") -> Window:
        if self.to_ms <= self.from_ms:
            raise window_error(BacktestCheck.WINDOW_ORDER, "window: to_ms must be after from_ms", field)
        if self.to_ms - self.from_ms > MAX_WINDOW_MS:
            raise window_error(
                BacktestCheck.WINDOW_TOO_LONG,
                f"window: at most {MAX_WINDOW_MS // DAY_MS} days",
                field,
                bound=str(MAX_WINDOW_MS),
            )
        return self

    def cut(self, candles: Sequence[Candle]) -> list[Candle]:
        return [c for c in candles if self.from_ms <= c.ts < self.to_ms]


def parse_files(files: Mapping[str, str]) -> tuple[Candles, str]:
    """Each uploaded file's candles, and their stored form (run off the event loop: up to 8 MiB)."""
    parsed = {
        symbol: parse_candles_csv(text, field="csv" if symbol == ANY_SYMBOL else f"legs.{symbol}")
        for symbol, text in files.items()
    }
    return parsed, encode(parsed)


def encode(candles: Mapping[str, Sequence[Candle]]) -> str:
    """The stored form of candles by symbol (the job's wire columns)."""
    return json.dumps({s: candles_to_wire(c) for s, c in candles.items()})


def decode(data_json: str) -> Candles:
    return {s: candles_from_wire(cols) for s, cols in json.loads(data_json).items()}


def held(hub: MarketHub, symbol: str, window: Window) -> list[Candle]:
    """``symbol``'s candles of the hub's history in ``window``; 12302 WINDOW_OUT_OF_HISTORY, with
    the span held as ``bound``, when the window reaches outside it."""
    kept = hub.candles(symbol) if hub.has_symbol(symbol) else []
    step = kept[-1].ts - kept[-2].ts if len(kept) > 1 else MINUTE_MS
    if not kept or window.from_ms < kept[0].ts or window.to_ms > kept[-1].ts + step:
        have = f"{kept[0].ts}..{kept[-1].ts + step}" if kept else "none"
        raise window_error(
            BacktestCheck.WINDOW_OUT_OF_HISTORY,
            f"window: the server holds {symbol} candles for [{have}) only; upload candles for another window",
            "window",
            bound=have,
        )
    return window.cut(kept)


def uploaded(source: Candles, symbol: str, window: Window | None) -> list[Candle]:
    """``symbol``'s uploaded candles (in ``window`` when given)."""
    found = source.get(symbol, source.get(ANY_SYMBOL))
    if found is None:
        raise window_error(
            BacktestCheck.SYMBOL_NOT_IN_CANDLES, f"candles_id: no candles for {symbol}", "candles_id"
        )
    return found if window is None else window.cut(found)


def bounded(symbol: str, candles: list[Candle]) -> list[Candle]:
    """``candles`` when their count is within the lab's bounds (12302 saying which otherwise)."""
    if len(candles) > MAX_CANDLES:
        raise window_error(
            BacktestCheck.TOO_MANY_CANDLES,
            f"{symbol}: at most {MAX_CANDLES} candles",
            "window",
            str(MAX_CANDLES),
        )
    if len(candles) < MIN_CANDLES:
        raise window_error(
            BacktestCheck.TOO_FEW_CANDLES, f"{symbol}: at least {MIN_CANDLES} candles in the window", "window"
        )
    return candles


def funding_rates(
    rate: Callable[[str, int], Decimal | None], legs: Sequence[str], first: int, last: int
) -> dict[str, dict[str, str]]:
    """The rates the server's perpetual market would settle in ``(first, last]``, per leg."""
    out: dict[str, dict[str, str]] = {}
    for s in legs:
        rates = {t: rate(s, t) for t in funding_times(first, last)}
        out[s] = {str(t): fmt(r) for t, r in rates.items() if r is not None}
    return out
