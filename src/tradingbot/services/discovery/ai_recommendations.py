"""AI parameters served instantly from a cache that a background task refreshes.

Each recommendation is a backtest sweep (``backtest.ai_params``: the compiled kernel over the
symbol's recent 1m candles, 7- and 30-day windows, three styles, an out-of-sample check; the
martingale's ``backtest.fmart_ai``: exact-engine runs of its candidates) and carries its window
and backtest result, each figure over its own window and an APR only from 30 days
(``window_figures``). Sweeps are CPU work, so they run as jobs (``tradingbot.jobs``: a process
pool in embedded mode, the cluster's work queue otherwise), keyed by the candle window they sweep
(``ai:<category>:<symbol>:<first>-<last candle ms>``): callers asking about the same window share
one sweep, on every node.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.engine.market_hub import MarketHub
from tradingbot.jobs.ports import JobError, JobFailed, JobQueue
from tradingbot.jobs.wire import candles_to_wire, to_wire
from tradingbot.services.background import BackgroundLoop
from tradingbot.services.clock import Clock
from tradingbot.services.discovery.sweep_jobs import AI_PARAMS, FMART, MIN_HISTORY
from tradingbot.services.discovery.window_figures import honest
from tradingbot.services.exchange.exchange_service import ExchangeService

log = logging.getLogger(__name__)
REFRESH_SECONDS = 600.0


class AiRecommendations(BackgroundLoop):
    def __init__(
        self, exchange: ExchangeService, hubs: dict[str, MarketHub], clock: Clock, jobs: JobQueue
    ) -> None:
        self._ex = exchange
        self._hubs = hubs
        self._clock = clock
        self._jobs = jobs
        self._cache: dict[tuple[str, str], dict[str, Any]] = {}

    def _job(self, category: str, symbol: str) -> tuple[dict[str, Any], str]:
        """The sweep's params and key. ``category``: spot (spot grid), linear (futures grid) or
        fmart (futures martingale, on the perpetual market's candles). The server process never
        imports the sweeps (numba kernels): they run in the job's process."""
        hub = self._hubs["linear" if category == FMART else category]
        candles = hub.candles(symbol)
        if len(candles) < MIN_HISTORY[category]:
            raise BusinessError(
                RetCode.MARKET_NOT_LOADED, f"not enough market history for {symbol} yet", field="symbol"
            )
        params: dict[str, Any] = {"category": category, "candles": candles_to_wire(candles)}
        if category == "spot":
            params |= {
                "instrument": to_wire(self._ex.sim.symbols[symbol]),
                "fees": to_wire(self._ex.sim.fees),
            }
        else:
            fx = self._ex.futures
            params |= {
                "instrument": to_wire(fx.symbols[symbol]),
                "tiers": [to_wire(t) for t in fx.tiers[symbol]],
                "fees": to_wire(fx.fees),
            }
        return params, f"ai:{category}:{symbol}:{candles[0].ts}-{candles[-1].ts}"

    async def _fresh(self, category: str, symbol: str) -> dict[str, Any]:
        """The sweep of the symbol's current candles (joined if one is running for them)."""
        params, key = self._job(category, symbol)
        try:
            found: dict[str, Any] = await self._jobs.run(AI_PARAMS, params, key)
        except JobFailed as exc:
            if exc.error == "ValueError":  # too little history in the window
                raise BusinessError(RetCode.MARKET_NOT_LOADED, exc.message, field="symbol") from exc
            log.error("AI parameters for %s %s failed: %s", category, symbol, exc)
            raise BusinessError(
                RetCode.SERVICE_UNAVAILABLE, f"AI parameters for {symbol} could not be computed now, retry"
            ) from exc
        except JobError as exc:
            log.warning("AI parameters for %s %s: %s", category, symbol, exc)
            raise BusinessError(
                RetCode.SERVICE_UNAVAILABLE,
                f"AI parameters for {symbol} are not available now, retry ({exc})",
            ) from exc
        out = {**honest(category, found), "computed_at": self._clock()}
        self._cache[category, symbol] = out
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
            await asyncio.sleep(next_refresh_in(self._clock()))


def next_refresh_in(now_ms: int) -> float:
    """Seconds to the next multiple of :data:`REFRESH_SECONDS` of the clock: the nodes of a cluster
    refresh in the same minute, so they ask for the same candle windows and share each sweep."""
    period_ms = int(REFRESH_SECONDS * 1000)
    return (period_ms - now_ms % period_ms) / 1000
