"""AI picks ("Aurora", SPEC §7 ``/operation/tools/aurora/*``): the families' sweeps as ranked picks.

Nothing is swept per request. Grid and martingale picks are read from ``AiRecommendations``'
cache (refreshed in the background every 10 minutes while the market runs); a symbol not swept
yet is started in the background by :meth:`home` (which then waits at most
:data:`COLD_WAIT_SECONDS` and lists what is ready, saying how many are ``pending``), while
``/creation`` and ``/info`` compute their one family and symbol on demand, as the families' own AI
calls do. Combo baskets are swept once per UTC day of the perpetual market, as a job
(``tradingbot.jobs``) keyed by the day and its last hour: nodes asking in the same hour share it.
Score and selection: ``backtest.aurora_select``; fields: ``services.discovery.aurora_picks``.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from tradingbot.backtest.aurora_select import Ranked, select_creation, select_home
from tradingbot.bots.base import LINEAR
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.engine.market_hub import MarketHub
from tradingbot.jobs.ports import JobError, JobQueue
from tradingbot.services.discovery.ai_recommendations import AiRecommendations
from tradingbot.services.discovery.aurora_picks import (
    COMBO_FUTURES,
    GRID_FUTURES,
    GRID_SPOT,
    ID_PATTERN,
    MART_FUTURES,
    PREFIX,
    day_text,
    fmart_picks,
    grid_picks,
)
from tradingbot.services.discovery.sweep_jobs import AURORA_COMBO, FMART
from tradingbot.services.exchange.exchange_service import ExchangeService

log = logging.getLogger(__name__)
COLD_WAIT_SECONDS = 4.0
RETRY_SECONDS = 60.0
COMBO_DAYS = 7
CATEGORY = {GRID_SPOT: "spot", GRID_FUTURES: "linear", MART_FUTURES: FMART}
BIZ_TYPES = {
    "GRID_SPOT": GRID_SPOT, "GRID": GRID_SPOT, "SPOT_GRID": GRID_SPOT,
    "GRID_FUTURES": GRID_FUTURES, "FGRID": GRID_FUTURES,
    "MART_FUTURES": MART_FUTURES, "FMART": MART_FUTURES,
    "COMBO_FUTURES": COMBO_FUTURES, "FCOMBO": COMBO_FUTURES,
}  # fmt: skip
NO_AI = {"DCA_SPOT", "DCA"}
MARKET_MODES = ("LONG", "SHORT", "MIX")


def _bad(field: str, message: str) -> BusinessError:
    return BusinessError(RetCode.INVALID_PARAM, message, field=field)


def parse_biz_type(value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _bad("biz_type", "biz_type is required: GRID_SPOT, GRID_FUTURES, MART_FUTURES or COMBO_FUTURES")
    key = value.strip().upper()
    if key in NO_AI:
        raise _bad("biz_type", "DCA bots have no AI parameters (no backtest sweep) and no AI picks")
    if key not in BIZ_TYPES:
        raise _bad("biz_type", "biz_type must be GRID_SPOT, GRID_FUTURES, MART_FUTURES or COMBO_FUTURES")
    return BIZ_TYPES[key]


def _ranked(p: Mapping[str, Any]) -> Ranked:
    return Ranked(str(p["aurora_id"]), str(p["biz_type"]), str(p["symbol"]), int(p["score_e4"]))


def _by_ids(picks: Sequence[dict[str, Any]], chosen: Sequence[Ranked]) -> list[dict[str, Any]]:
    index = {p["aurora_id"]: p for p in picks}
    return [index[r.aurora_id] for r in chosen]


class AuroraService:
    def __init__(
        self, ai: AiRecommendations, exchange: ExchangeService, hubs: Mapping[str, MarketHub], jobs: JobQueue
    ) -> None:
        self._ai = ai
        self._jobs = jobs
        self._ex = exchange
        self._hubs = hubs
        self._warming: dict[tuple[str, str], asyncio.Task[None]] = {}
        self._failed: dict[tuple[str, str], float] = {}
        self._combo: tuple[int, list[dict[str, Any]]] | None = None
        self._combo_task: asyncio.Task[list[dict[str, Any]]] | None = None

    # ------------------------------------------------------------------ sources

    def _keys(self) -> list[tuple[str, str]]:
        spot, linear = self._hubs["spot"], self._hubs["linear"]
        keys = [(GRID_SPOT, s) for s in spot.symbols() if s in self._ex.sim.symbols]
        for s in linear.symbols():
            if s in self._ex.futures.symbols:
                keys += [(GRID_FUTURES, s), (MART_FUTURES, s)]
        return keys

    def _picks_of(self, biz_type: str, rec: Mapping[str, Any]) -> list[dict[str, Any]]:
        return fmart_picks(rec) if biz_type == MART_FUTURES else grid_picks(biz_type, rec)

    async def _warm(self, biz_type: str, symbol: str) -> None:
        try:
            await self._ai.get(CATEGORY[biz_type], symbol)
        except (BusinessError, ValueError) as exc:
            self._failed[biz_type, symbol] = asyncio.get_running_loop().time()
            log.info("AI picks: %s %s not swept: %s", biz_type, symbol, exc)

    def _start(self, key: tuple[str, str]) -> asyncio.Task[None] | None:
        """The key's sweep, started unless running or failed (too little history) within
        :data:`RETRY_SECONDS`."""
        task = self._warming.get(key)
        if task is not None and not task.done():
            return task
        failed = self._failed.get(key)
        if failed is not None and asyncio.get_running_loop().time() - failed < RETRY_SECONDS:
            return None
        task = asyncio.create_task(self._warm(*key))
        self._warming[key] = task
        return task

    async def _cached_picks(self, wait: float) -> tuple[list[dict[str, Any]], int]:
        """Every family pick from the cache; missing sweeps started (and awaited up to ``wait``)."""
        keys = self._keys()
        missing = [k for k in keys if self._ai.peek(CATEGORY[k[0]], k[1]) is None]
        tasks = [t for t in (self._start(k) for k in missing) if t is not None]
        if tasks:
            await asyncio.wait(tasks, timeout=wait)
        picks: list[dict[str, Any]] = []
        pending = 0
        for biz_type, symbol in keys:
            rec = self._ai.peek(CATEGORY[biz_type], symbol)
            if rec is None:
                task = self._warming.get((biz_type, symbol))
                pending += int(task is not None and not task.done())
                continue
            picks += self._picks_of(biz_type, rec)
        return picks, pending

    def _combo_window(self) -> tuple[int, int, int, dict[str, list[Decimal]]]:
        """The UTC day, first and last hour (ms) and the hourly closes every perpetual shares."""
        hub = self._hubs["linear"]
        names = [s for s in sorted(self._ex.futures.symbols) if hub.has_symbol(s)]
        now = max((self._ex.market_now(s, LINEAR) for s in names), default=0)
        since = now - COMBO_DAYS * DAY_MS
        series: dict[str, dict[int, Decimal]] = {}
        for name in names:
            by_hour = {c.ts // HOUR_MS: c.close for c in hub.candles(name) if c.ts >= since}
            if len(by_hour) >= 24:
                series[name] = by_hour
        common = sorted(set.intersection(*(set(v) for v in series.values()))) if series else []
        if len(common) < 24:
            return now // DAY_MS, 0, 0, {}
        closes = {s: [v[h] for h in common] for s, v in series.items()}
        return now // DAY_MS, common[0] * HOUR_MS, common[-1] * HOUR_MS, closes

    async def _combo_picks(self, wait: float | None) -> list[dict[str, Any]] | None:
        """Today's combo picks; None while they are still being swept after ``wait`` seconds."""
        names = sorted(self._ex.futures.symbols)
        day = max((self._ex.market_now(s, LINEAR) for s in names), default=0) // DAY_MS
        if self._combo is not None and self._combo[0] == day:
            return self._combo[1]
        if self._combo_task is None or self._combo_task.done():
            self._combo_task = asyncio.create_task(self._combo_run())
        done, _ = await asyncio.wait([self._combo_task], timeout=wait)
        return self._combo_task.result() if done else None

    async def _combo_run(self) -> list[dict[str, Any]]:
        day, start, end, closes = self._combo_window()
        if not closes:
            return []
        params = {
            "closes": {s: [str(v) for v in values] for s, values in closes.items()},
            "start": start,
            "end": end,
            "days": COMBO_DAYS,
        }
        try:
            picks: list[dict[str, Any]] = await self._jobs.run(AURORA_COMBO, params, f"combo:{day}:{end}")
        except JobError as exc:  # a broken series (or no worker): no combo picks for now
            log.warning("AI picks: combo baskets not swept: %s", exc)
            return []
        if picks:
            self._combo = (day, picks)
        return picks

    # ------------------------------------------------------------------ calls

    async def home(self) -> dict[str, Any]:
        """Up to 18 picks across families and symbols, best score first, diverse."""
        picks, pending = await self._cached_picks(COLD_WAIT_SECONDS)
        combos = await self._combo_picks(COLD_WAIT_SECONDS)
        if combos is None:
            pending += 1
        picks += combos or []
        chosen = select_home([_ranked(p) for p in picks])
        return {
            "list": _by_ids(picks, chosen),
            "total": len(chosen),
            "candidates": len(picks),
            "pending": pending,
        }

    def _symbol(self, biz_type: str, value: object) -> str:
        if not isinstance(value, str) or not value.strip():
            raise _bad("symbol", "symbol is required")
        symbol = value.strip().upper()
        known = self._ex.sim.symbols if biz_type == GRID_SPOT else self._ex.futures.symbols
        hub = self._hubs["spot" if biz_type == GRID_SPOT else "linear"]
        if len(symbol) > 32 or symbol not in known or not hub.has_symbol(symbol):
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {symbol[:32]}", field="symbol")
        return symbol

    async def _family_picks(self, biz_type: str, symbol: str) -> tuple[list[dict[str, Any]], str | None]:
        """The family's picks on ``symbol`` (swept now if not cached) and its recommended direction:
        futures grid the shortest window's EMA20 rule (``market_mode``), spot none."""
        rec = await self._ai.get(CATEGORY[biz_type], symbol)
        mode = None
        if biz_type == GRID_FUTURES and rec["windows"]:
            mode = str(next(iter(rec["windows"].values()))["market_mode"])
        return self._picks_of(biz_type, rec), mode

    async def creation(self, body: Mapping[str, Any]) -> dict[str, Any]:
        """Up to 6 picks of one family on one symbol and the recommended direction (futures grid:
        the sweep's EMA20 rule; martingale and combo: the best-scored pick's side)."""
        biz_type = parse_biz_type(body.get("biz_type"))
        symbol: str | None = None
        mode: str | None = None
        if biz_type == COMBO_FUTURES:
            picks = await self._combo_or_fail()
        else:
            symbol = self._symbol(biz_type, body.get("symbol"))
            picks, mode = await self._family_picks(biz_type, symbol)
        chosen = _by_ids(picks, select_creation([_ranked(p) for p in picks]))
        if biz_type in (MART_FUTURES, COMBO_FUTURES) and chosen:
            mode = str(chosen[0]["market_mode"])
        return {
            "biz_type": biz_type,
            "symbol": symbol,
            "market_mode": mode,
            "list": chosen,
            "total": len(chosen),
        }

    async def _combo_or_fail(self) -> list[dict[str, Any]]:
        picks = await self._combo_picks(None)
        if not picks:
            raise BusinessError(RetCode.MARKET_NOT_LOADED, "not enough perpetual history for combo picks yet")
        return picks

    async def info(self, aurora_id: object) -> dict[str, Any]:
        """One pick by id; an id of another data day (or no such pick) is 10011 naming aurora_id."""
        if not isinstance(aurora_id, str) or not (m := ID_PATTERN.match(aurora_id.strip())):
            raise _bad("aurora_id", "aurora_id must look like grid-BTCUSDT-hp-7d-20250618")
        prefix = m.group(1)
        biz_type = next(k for k, v in PREFIX.items() if v == prefix)
        if biz_type == COMBO_FUTURES:
            picks = await self._combo_or_fail()
        else:
            picks, _ = await self._family_picks(biz_type, self._symbol(biz_type, m.group(2)))
        found = next((p for p in picks if p["aurora_id"] == aurora_id.strip()), None)
        if found is None:
            days = sorted({day_text(int(p["window_end"])) for p in picks})
            raise BusinessError(
                RetCode.NOT_FOUND,
                f"AI pick {aurora_id.strip()} is unknown or expired"
                f" (current data day {', '.join(days) or 'none'})",
                field="aurora_id",
            )
        return found

    async def fcombo(self, body: Mapping[str, Any]) -> dict[str, Any]:
        """Today's combo baskets (2 per style), optionally only LONG, SHORT or MIX ones."""
        mode = body.get("market_mode")
        if mode is not None and (not isinstance(mode, str) or mode.upper() not in MARKET_MODES):
            raise _bad("market_mode", "market_mode must be LONG, SHORT or MIX")
        picks = await self._combo_or_fail()
        if isinstance(mode, str):
            picks = [p for p in picks if p["market_mode"] == mode.upper()]
        return {"list": picks, "total": len(picks)}
