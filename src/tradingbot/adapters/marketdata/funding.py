"""Funding rates for the perpetual markets: replayed from files, or a seeded synthetic series.

Funding happens every 8 hours at 00:00, 08:00 and 16:00 UTC (Binance USDT-M for these
symbols). Replay uses the real rates of a ``ts,funding_rate`` file; the simulator uses a
deterministic rate per (symbol, funding time) around the usual +0.01 % so paper trading pays
and receives funding like the real market does.
"""

from __future__ import annotations

import hashlib
from decimal import Decimal
from pathlib import Path

from tradingbot.adapters.marketdata.replay import read_funding

FUNDING_INTERVAL_MS = 8 * 3_600_000
_RATE_STEP = Decimal("0.000001")


def funding_times(after: int, until: int) -> list[int]:
    """Funding instants t with after < t <= until."""
    first = (after // FUNDING_INTERVAL_MS + 1) * FUNDING_INTERVAL_MS
    return list(range(first, until + 1, FUNDING_INTERVAL_MS))


def synthetic_rate(symbol: str, ts: int, seed: int) -> Decimal:
    """A stable pseudo-random rate in [-0.0001, +0.0003] (mostly positive, as in real markets)."""
    digest = hashlib.blake2b(f"{seed}:{symbol}:{ts}".encode(), digest_size=8).digest()
    u = Decimal(int.from_bytes(digest, "big") % 400_001) / Decimal(400_000)
    return (Decimal("-0.0001") + u * Decimal("0.0004")).quantize(_RATE_STEP)


class FundingRates:
    """Where a funding rate comes from: a loaded file per symbol, else the synthetic series."""

    def __init__(self, seed: int) -> None:
        self._seed = seed
        self._files: dict[str, dict[int, Decimal]] = {}

    def load(self, symbol: str, path: str | Path) -> int:
        """Use the real rates of ``path`` for ``symbol``; returns how many were read."""
        rates = {r.ts: r.rate for r in read_funding(path)}
        self._files[symbol] = rates
        return len(rates)

    def rate(self, symbol: str, ts: int) -> Decimal | None:
        """The rate at funding time ``ts``; None when a loaded file has no entry for it."""
        table = self._files.get(symbol)
        if table is not None:
            return table.get(ts)
        return synthetic_rate(symbol, ts, self._seed)
