"""Compile the sweep kernels once at install time (numba writes its cache next to the module),
so the first AI-parameter request of a fresh installation does not wait for the compiler."""

from __future__ import annotations

from decimal import Decimal

from tradingbot.backtest.ai_params import recommend_futures, recommend_spot
from tradingbot.backtest.fmart_ai import recommend_fmart
from tradingbot.core.candles import Candle
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS


def synthetic_candles(n: int = 600, start: int = 1_700_000_000_000) -> list[Candle]:
    """A deterministic zig-zag around 100,000 (only the compiled code paths matter here)."""
    out = []
    for i in range(n):
        mid = Decimal(100_000 + (i % 40 - 20) * 50)
        out.append(
            Candle(start + i * 60_000, mid, mid + 80, mid - 80, mid + (10 if i % 2 else -10), Decimal(1))
        )
    return out


def main() -> None:
    candles = synthetic_candles()
    recommend_spot(candles, DEFAULT_SPOT_SYMBOLS["BTCUSDT"])
    recommend_futures(candles, DEFAULT_FUTURES_SYMBOLS["BTCUSDT"], FUTURES_TIERS["BTCUSDT"])
    recommend_fmart(candles, DEFAULT_FUTURES_SYMBOLS["BTCUSDT"], FUTURES_TIERS["BTCUSDT"], days=1)


if __name__ == "__main__":
    main()
