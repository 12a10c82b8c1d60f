"""AI parameters served instantly from a cache that a background task refreshes.

Each recommendation is a backtest sweep (``backtest.ai_params``: the compiled kernel over the
symbol's recent 1m candles, 7- and 30-day windows, three styles, an out-of-sample check; the
martingale's ``backtest.fmart_ai``: exact-engine runs of its candidates) and carries its window
and backtest result. Sweeps are CPU work, so they run in a worker thread.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.engine.market_hub import MarketHub
from tradingbot.services.background import BackgroundLoop
from tradingbot.services.clock import Clock
from tradingbot.services.exchange.exchange_service import ExchangeService

log = logging.getLogger(__name__)
REFRESH_SECONDS = 600.0
FMART = "fmart"
"""The martingale's recommendations: the perpetual market's candles, computed on demand."""


class AiRecommendations(BackgroundLoop):
    def __init__(self, exchange: ExchangeService, hubs: dict[str, MarketHub], clock: Clock) -> None:
        self._ex = exchange
        self._hubs = hubs
        self._clock = clock
        self._cache: dict[tuple[str, str], dict[str, Any]] = {}
        self._running: dict[tuple[str, str], asyncio.Task[dict[str, Any]]] = {}

    def _compute(self, category: str, symbol: str) -> dict[str, Any]:
        """``category``: spot (spot grid), linear (futures grid) or fmart (futures martingale).
        The sweeps (numba kernels, from their on-disk cache) are imported by the first request
        that needs one, not at server start."""
        from tradingbot.backtest.ai_candidates import MIN_CANDLES
        from tradingbot.backtest.ai_params import recommend_futures, recommend_spot
        from tradingbot.backtest.fmart_ai import MIN_CANDLES as FMART_MIN_CANDLES
        from tradingbot.backtest.fmart_ai import recommend_fmart

        hub = self._hubs["linear" if category == FMART else category]
        candles = hub.candles(symbol)
        if len(candles) < (FMART_MIN_CANDLES if category == FMART else MIN_CANDLES):
            raise BusinessError(
                RetCode.MARKET_NOT_LOADED, f"not enough market history for {symbol} yet", field="symbol"
            )
        fx = self._ex.futures
        if category == "spot":
            out = recommend_spot(candles, self._ex.sim.symbols[symbol], fees=self._ex.sim.fees)
        elif category == FMART:
            try:
                out = recommend_fmart(candles, fx.symbols[symbol], fx.tiers[symbol], fees=fx.fees)
            except ValueError as exc:  # too little history in the window
                raise BusinessError(RetCode.MARKET_NOT_LOADED, str(exc), field="symbol") from exc
        else:
            out = recommend_futures(candles, fx.symbols[symbol], fx.tiers[symbol], fees=fx.fees)
        out["computed_at"] = self._clock()
        return out

    async def _fresh(self, category: str, symbol: str) -> dict[str, Any]:
        """One computation per key at a time: a request during a refresh waits for that refresh."""
        key = (category, symbol)
        task = self._running.get(key)
        if task is None:
            task = asyncio.create_task(asyncio.to_thread(self._compute, category, symbol))
            self._running[key] = task
        try:
            out = await asyncio.shield(task)
        finally:
            if task.done():
                self._running.pop(key, None)
        self._cache[key] = out
        return out

    def peek(self, category: str, symbol: str) -> dict[str, Any] | None:
        """The cached recommendation or None: never computes (the AI picks' home list)."""
        return self._cache.get((category, symbol))

    async def get(self, category: str, symbol: str) -> dict[str, Any]:
        """The cached recommendation, computed now if there is none yet."""
        cached = self._cache.get((category, symbol))
        return cached if cached is not None else await self._fresh(category, symbol)

    async def refresh_all(self) -> None:
        """Every symbol, the most traded first, spot and perpetual side by side."""
        symbols = list(dict.fromkeys(s for hub in self._hubs.values() for s in hub.symbols()))
        for symbol in symbols:
            for category, hub in self._hubs.items():
                if not hub.has_symbol(symbol):
                    continue
                try:
                    await self._fresh(category, symbol)
                except (BusinessError, ValueError) as exc:
                    log.info("AI parameters for %s %s not refreshed: %s", category, symbol, exc)

    async def _loop(self) -> None:
        while True:
            await self.refresh_all()
            await asyncio.sleep(REFRESH_SECONDS)
