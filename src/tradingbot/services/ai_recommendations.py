"""AI parameters served instantly from a cache that a background task refreshes.

Each recommendation is a backtest sweep (``backtest.ai_params``: the compiled kernel over the
symbol's recent 1m candles, 7- and 30-day windows, three styles, an out-of-sample check) and
carries its window and backtest result. Sweeps are CPU work, so they run in a worker thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from tradingbot.backtest.ai_params import MIN_CANDLES, recommend_futures, recommend_spot
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.engine.market_hub import MarketHub
from tradingbot.services.clock import Clock
from tradingbot.services.exchange_service import ExchangeService

log = logging.getLogger(__name__)
REFRESH_SECONDS = 600.0


class AiRecommendations:
    def __init__(self, exchange: ExchangeService, hubs: dict[str, MarketHub], clock: Clock) -> None:
        self._ex = exchange
        self._hubs = hubs
        self._clock = clock
        self._cache: dict[tuple[str, str], dict[str, Any]] = {}
        self._task: asyncio.Task[None] | None = None

    def _compute(self, category: str, symbol: str) -> dict[str, Any]:
        candles = self._hubs[category].candles(symbol)
        if len(candles) < MIN_CANDLES:
            raise BusinessError(
                RetCode.MARKET_NOT_LOADED, f"not enough market history for {symbol} yet", field="symbol"
            )
        if category == "spot":
            out = recommend_spot(candles, self._ex.sim.symbols[symbol], fees=self._ex.sim.fees)
        else:
            fx = self._ex.futures
            out = recommend_futures(candles, fx.symbols[symbol], fx.tiers[symbol], fees=fx.fees)
        out["computed_at"] = self._clock()
        return out

    async def get(self, category: str, symbol: str) -> dict[str, Any]:
        """The cached recommendation, computed now if there is none yet."""
        key = (category, symbol)
        if key not in self._cache:
            self._cache[key] = await asyncio.to_thread(self._compute, category, symbol)
        return self._cache[key]

    async def refresh_all(self) -> None:
        for category, hub in self._hubs.items():
            for symbol in hub.symbols():
                try:
                    self._cache[(category, symbol)] = await asyncio.to_thread(self._compute, category, symbol)
                except (BusinessError, ValueError) as exc:
                    log.info("AI parameters for %s %s not refreshed: %s", category, symbol, exc)

    async def _loop(self) -> None:
        while True:
            await self.refresh_all()
            await asyncio.sleep(REFRESH_SECONDS)

    def start(self) -> None:
        self._task = asyncio.create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
