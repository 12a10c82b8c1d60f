"""Helpers for market-data tests: synthetic candle files and a recording listener.

A plain module (not conftest.py): tests import these helpers explicitly.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from tradingbot.core.candles import Candle

T_JUNE = 1_748_736_000_000  # 2025-06-01T00:00:00Z
# the fields of one 24 h quote item (REST tickers and the quote WebSocket)
QUOTE_KEYS = {
    "startTime",
    "currentTime",
    "symbol",
    "close",
    "high",
    "low",
    "open",
    "volume",
    "quoteVolume",
    "range",
}


def ramp_candle(i: int, start: int = T_JUNE) -> Candle:
    """Minute ``i`` of a steady ramp: open 100+i, high +2, low -1, close +1, volume 1."""
    o = Decimal(100 + i)
    return Candle(start + i * 60_000, o, o + 2, o - 1, o + 1, Decimal(1))


def write_candles(path: Path, candles: list[Candle]) -> Path:
    lines = ["ts,open,high,low,close,volume"]
    lines += [f"{c.ts},{c.open},{c.high},{c.low},{c.close},{c.volume}" for c in candles]
    path.write_text("\n".join(lines) + "\n")
    return path


def ramp_file(folder: Path, n: int) -> Path:
    """Write ``n`` ramp minutes to a CSV in ``folder`` and return its path."""
    return write_candles(folder / f"ramp{n}.csv", [ramp_candle(i) for i in range(n)])


class Recorder:
    """A PriceListener that logs calls, and what the hub already knew at that moment."""

    def __init__(self, name: str, log: list[tuple[Any, ...]], hub: Any = None) -> None:
        self.name, self.log, self.hub = name, log, hub

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        seen = self.hub.last_price(symbol) if self.hub else None
        self.log.append((self.name, "candle", symbol, candle, seen))

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        seen = self.hub.last_price(symbol) if self.hub else None
        self.log.append((self.name, "tick", symbol, ts, price, seen))
