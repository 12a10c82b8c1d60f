"""Parity (ARCHITECTURE §4): the backtest runner and the live engine produce the same event log.

The same scenario on real candles runs twice:

* through :func:`tradingbot.backtest.runner.run_backtest` (pure, in memory);
* through the live engine: ``build_container`` on a temporary SQLite database, a registered user
  with demo funds, the first candle fed to the exchange service, the bot created through the
  family service (``spot_grid.create`` / ``futures_grid.create`` / ``dca.create``, with the create
  validation),
  then every further candle fed with ``exchange.on_candle`` / ``on_linear_candle`` (funding from
  the real funding file, loaded with ``load_funding``); the bot's events are read back from the
  ``bot_events`` table.

The two logs must be equal: the same kinds, data and order (fill ids, client order ids, times,
prices, fees, cycle profits, funding amounts). Nothing is ignored: the only database-assigned id,
the bot id, is the same in both (the runner is given the live bot's id).
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.integration.conftest import make_settings
from tradingbot.adapters.marketdata.replay import read_candles, read_funding
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.adapters.storage.models import BotEventRow
from tradingbot.backtest.metrics import BacktestResult
from tradingbot.backtest.runner import run_backtest
from tradingbot.bootstrap import Container, build_container
from tradingbot.bots.base import LINEAR, venue_of
from tradingbot.bots.event_log.inputs import outputs
from tradingbot.bots.registry import get_family
from tradingbot.core.candles import Candle
from tradingbot.services.accounts.auth import UserView

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / ".." / "shared" / "data"
SPOT_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
FUNDING = "binance_usdm_funding/BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz"
ROWS = 1500

SPOT_GRIDS = {
    "arithmetic": {
        "symbol": "BTCUSDT", "min_price": "103000", "max_price": "108000", "cell_number": 15,
        "quote_investment": "10000",
    },
    "geometric": {
        "symbol": "BTCUSDT", "min_price": "102500.5", "max_price": "107800", "cell_number": 12,
        "grid_type": 2, "quote_investment": "7500",
    },
}  # fmt: skip
FUTURES_GRIDS = {
    "neutral-arithmetic": {
        "symbol": "BTCUSDT", "grid_mode": 1, "grid_type": 1, "min_price": "92000", "max_price": "98000",
        "cell_number": 20, "leverage": "5", "total_investment": "2000",
    },
    "long-geometric": {
        "symbol": "BTCUSDT", "grid_mode": 2, "grid_type": 2, "min_price": "93000", "max_price": "97500",
        "cell_number": 14, "leverage": "3", "total_investment": "3000",
    },
}  # fmt: skip
DCA_BOTS = {
    "safety-order": {
        "dca_type": "SAFETY_ORDER", "symbol": "BTCUSDT", "init_order_amount": "200",
        "safety_order_amount": "100", "max_safety_orders": 5, "price_step": "0.003",
        "step_multiplier": "1.2", "volume_multiplier": "1.3", "tp_pct": "0.004", "auto_cycle": "ENABLE",
    },
    "recurring": {
        "dca_type": "RECURRING", "frequency_in_second": 3600, "quote_coin": "USDT",
        "pairs": [{"base": "BTC", "amount": "50"}], "max_invest_amount": "800",
    },
}  # fmt: skip
FMART_BOTS = {
    "short": {
        "symbol": "BTCUSDT", "martingale_mode": 2, "leverage": "5", "price_float_percent": "0.002",
        "add_position_percent": "1.5", "add_position_num": 4, "init_margin": "2000",
        "round_tp_percent": "0.01",
    },
    "long-stop-loss": {
        "symbol": "BTCUSDT", "martingale_mode": 1, "leverage": "10", "price_float_percent": "0.002",
        "add_position_percent": "2", "add_position_num": 3, "init_margin": "2000", "round_tp_percent": "0.01",
        "sl_percent": "0.05",
    },
}  # fmt: skip
COMBO = {
    "symbol_settings": [
        {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.4"},
        {"symbol": "ETHUSDT", "side": 1, "target_position_percent": "0.3"},
        {"symbol": "SOLUSDT", "side": 2, "target_position_percent": "0.3"},
    ],
    "leverage": "3", "init_margin": "2000", "adjust_position_mode": 3, "adjust_position_percent": "0.01",
    "adjust_position_time_interval": 3600,
}  # fmt: skip
FUNDING_FILES = {
    "BTCUSDT": FUNDING,
    "ETHUSDT": "binance_usdm_funding/ETHUSDT-funding-2023-12-01_2026-02-19.csv.gz",
    "SOLUSDT": "binance_usdm_funding/SOLUSDT-funding-2024-12-31_2026-02-19.csv.gz",
}
COMBO_FILES = {
    s: f"binance_usdm_perp/{s}-1m-2025-05-04_2025-06-24.csv.gz" for s in ("BTCUSDT", "ETHUSDT", "SOLUSDT")
}


def shared(relative: str) -> Path:
    path = (DATA / relative).resolve()
    if not path.is_file():
        pytest.skip(f"shared data file {path} is absent: the parity test runs on real candles")
    return path


class FixedClock:
    """Wall time for what is not market-driven (demo grants); market time comes from the candles."""

    now = 1_746_000_000_000

    def __call__(self) -> int:
        return self.now


@asynccontextmanager
async def live_engine(tmp_path: Path) -> AsyncIterator[tuple[Container, UserView]]:
    """The live engine on a temporary SQLite database, with a registered user holding 10000 demo USDT."""
    url = f"sqlite:///{tmp_path}/parity.db"
    upgrade(url)
    c = await build_container(make_settings(url), FixedClock())
    try:
        user = (await c.auth.register("parity@example.com", "password123")).user
        await c.exchange.credit_demo(user.id, "USDT", "10000")
        yield c, user
    finally:
        await c.stop()


async def bot_events(c: Container, bot: int) -> list[dict[str, Any]]:
    """The bot's events as the ``bot_events`` table holds them, in order."""
    async with c.sessions() as s:
        rows = (
            await s.scalars(select(BotEventRow).where(BotEventRow.bot_id == bot).order_by(BotEventRow.seq))
        ).all()
    return [{"ts": r.ts_ms, "kind": r.kind, "data": json.loads(r.data)} for r in rows]


def assert_same_log(backtest: list[dict[str, Any]], live: list[dict[str, Any]]) -> None:
    """The backtest's and the live engine's logs hold the same events in the same order (what the
    bot did: the inputs recorded beside them differ where the two feed the market differently, e.g.
    the other legs' prices at a funding time, or a quiet price not stored yet)."""
    backtest, live = outputs(backtest), outputs(live)
    assert len(backtest) == len(live)
    for i, (b, lv) in enumerate(zip(backtest, live, strict=True)):
        assert b == lv, f"event {i} differs"


async def live_events(
    tmp_path: Path, family: str, raw: dict[str, Any], candles: list[Candle], funding: Path | None
) -> tuple[int, list[dict[str, Any]]]:
    async with live_engine(tmp_path) as (c, user):
        fam = get_family(family)
        symbol = fam.symbol_of(fam.parse_config(raw))
        linear = venue_of(fam) == LINEAR
        feed = c.exchange.on_linear_candle if linear else c.exchange.on_candle
        if linear:
            assert funding is not None
            c.exchange.load_funding(symbol, funding)
        await feed(symbol, candles[0])
        bot = await c.family_services[family].create(user, raw)
        for candle in candles[1:]:
            await feed(symbol, candle)
        return bot, await bot_events(c, bot)


async def both_logs(
    tmp_path: Path, family: str, raw: dict[str, Any]
) -> tuple[list[dict[str, Any]], BacktestResult, list[dict[str, Any]]]:
    """One bot on one symbol's real candles (a perpetual's with its real funding), live and in the
    backtest: the live log, the backtest's result and its log as JSON reads it back."""
    linear = venue_of(get_family(family)) == LINEAR
    candles = read_candles(shared(PERP_1M if linear else SPOT_1M), limit=ROWS)
    funding_file = shared(FUNDING) if linear else None
    bot, live = await live_events(tmp_path, family, raw, candles, funding_file)
    funding = [(f.ts, f.rate) for f in read_funding(funding_file)] if funding_file else None
    result = run_backtest(family, raw, candles, funding=funding, bot_id=str(bot))
    return live, result, json.loads(json.dumps(result.events))


def _kinds(events: list[dict[str, Any]]) -> set[str]:
    return {str(e["kind"]) for e in events}


@pytest.mark.parametrize("name", list(SPOT_GRIDS))
async def test_spot_grid_backtest_equals_live(tmp_path: Path, name: str) -> None:
    live, result, backtest = await both_logs(tmp_path, "GRID_SPOT", SPOT_GRIDS[name])
    assert {"CREATED", "STATUS", "FILL", "CYCLE"} <= _kinds(live)
    assert sum(1 for e in live if e["kind"] == "CYCLE") == result.arbitrage_num >= 10
    assert_same_log(backtest, live)


@pytest.mark.parametrize("name", list(FUTURES_GRIDS))
async def test_futures_grid_backtest_equals_live(tmp_path: Path, name: str) -> None:
    live, result, backtest = await both_logs(tmp_path, "GRID_FUTURES", FUTURES_GRIDS[name])
    assert {"CREATED", "STATUS", "FILL", "CYCLE", "FUNDING"} <= _kinds(live)
    assert sum(1 for e in live if e["kind"] == "CYCLE") == result.arbitrage_num >= 5
    assert_same_log(backtest, live)


@pytest.mark.parametrize("name", list(DCA_BOTS))
async def test_spot_dca_backtest_equals_live(tmp_path: Path, name: str) -> None:
    live, result, backtest = await both_logs(tmp_path, "DCA_SPOT", DCA_BOTS[name])
    assert {"CREATED", "STATUS", "FILL"} <= _kinds(live)
    assert result.arbitrage_num >= 3  # cycles completed / rounds bought
    assert_same_log(backtest, live)


@pytest.mark.parametrize("name", list(FMART_BOTS))
async def test_futures_martingale_backtest_equals_live(tmp_path: Path, name: str) -> None:
    live, _result, backtest = await both_logs(tmp_path, "MART_FUTURES", FMART_BOTS[name])
    assert {"CREATED", "STATUS", "FILL", "ROUND", "FUNDING"} <= _kinds(live)
    assert_same_log(backtest, live)


async def test_futures_combo_backtest_equals_live(tmp_path: Path) -> None:
    """Three legs fed minute by minute in the config's order, live and in the backtest."""
    feeds = {s: read_candles(shared(path), limit=1500) for s, path in COMBO_FILES.items()}
    funding_files = {s: shared(FUNDING_FILES[s]) for s in feeds}
    async with live_engine(tmp_path) as (c, user):
        for s, f in funding_files.items():
            c.exchange.load_funding(s, f)
        for s, seq in feeds.items():
            await c.exchange.on_linear_candle(s, seq[0])
        bot = await c.fcombo.create(user, COMBO)
        for i in range(1, 1500):
            for s, seq in feeds.items():
                await c.exchange.on_linear_candle(s, seq[i])
        live = await bot_events(c, bot)
    funding = {s: [(f.ts, f.rate) for f in read_funding(p)] for s, p in funding_files.items()}
    result = run_backtest("COMBO_FUTURES", COMBO, feeds, funding_by_symbol=funding, bot_id=str(bot))
    backtest = json.loads(json.dumps(result.events))
    assert {"CREATED", "STATUS", "FILL", "REBALANCE"} <= _kinds(live)
    assert sum(1 for e in live if e["kind"] == "REBALANCE") >= 3
    assert_same_log(backtest, live)


DCA_THREE = {
    "dca_type": "RECURRING", "frequency_in_second": 3600, "quote_coin": "USDT",
    "pairs": [
        {"base": "BTC", "amount": "50"}, {"base": "ETH", "amount": "30"}, {"base": "SOL", "amount": "20"},
    ],
    "investment": "2000",
}  # fmt: skip
DCA_FILES = {
    "BTCUSDT": SPOT_1M,
    "ETHUSDT": "binance_spot/ETHUSDT-1m-2025-05-20_2025-08-18.csv.gz",
    "SOLUSDT": "binance_spot/SOLUSDT-5m-2024-12-31_2026-02-19.csv.gz",
}


async def test_spot_dca_three_pairs_backtest_equals_live(tmp_path: Path) -> None:
    """A RECURRING DCA over three coins (BTC and ETH by the minute, SOL every 5 minutes): every
    time step feeds the coins that have a candle at that time in the config's order, live and in
    the backtest, until the investment runs out (PAUSED)."""
    first = read_candles(shared(SPOT_1M), limit=1)[0].ts
    feeds = {s: read_candles(shared(path), start=first, limit=ROWS) for s, path in DCA_FILES.items()}
    end = min(seq[-1].ts for seq in feeds.values())
    feeds = {s: [c for c in seq if c.ts <= end] for s, seq in feeds.items()}
    steps: dict[int, list[tuple[str, Candle]]] = {}
    for s, seq in feeds.items():
        for candle in seq:
            steps.setdefault(candle.ts, []).append((s, candle))
    async with live_engine(tmp_path) as (c, user):
        times = sorted(steps)
        for s, candle in steps[times[0]]:
            await c.exchange.on_candle(s, candle)
        bot = await c.dca.create(user, DCA_THREE)
        for ts in times[1:]:
            for s, candle in steps[ts]:
                await c.exchange.on_candle(s, candle)
        live = await bot_events(c, bot)
    result = run_backtest("DCA_SPOT", DCA_THREE, feeds, bot_id=str(bot))
    backtest = json.loads(json.dumps(result.events))
    bought = {str(e["data"]["client_order_id"]).rsplit("-", 1)[-1] for e in live if e["kind"] == "FILL"}
    assert bought == {"0", "1", "2"}  # every coin was bought
    assert sum(1 for e in live if e["kind"] == "ROUND") == result.arbitrage_num >= 15
    assert_same_log(backtest, live)
