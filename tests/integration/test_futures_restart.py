"""A futures grid survives a restart: the perpetual exchange (orders, positions, leverage, funding
paid) and the bot come back exactly and continue like a run that never stopped."""

from __future__ import annotations

from tests.conftest import shared_file
from tests.integration.conftest import make_settings
from tests.integration.restart_kit import futures_live, stored_fut_orders, stored_journal
from tests.integration.test_restart import FixedClock
from tradingbot.adapters.marketdata.replay import ReplaySource
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.bootstrap import build_container
from tradingbot.services.accounts.auth import UserView

PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
FUNDING = "binance_usdm_funding/BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz"


async def test_futures_state_survives_restart(db_url: str) -> None:
    path, funding = shared_file(PERP_1M), shared_file(FUNDING)
    candles = ReplaySource(path).take(2400)
    upgrade(db_url)
    settings = make_settings(db_url)
    clock = FixedClock()
    first = await build_container(settings, clock)
    issued = await first.auth.register("f@example.com", "password123")
    user: UserView = issued.user
    await first.exchange.credit_demo(user.id, "USDT", "10000")
    first.exchange.load_funding("BTCUSDT", funding)
    await first.exchange.on_linear_candle("BTCUSDT", candles[0])
    grid = {
        "symbol": "BTCUSDT", "grid_mode": 1, "grid_type": 1, "min_price": "92000", "max_price": "98000",
        "cell_number": 20, "leverage": "5", "total_investment": "2000",
    }  # fmt: skip
    bot = await first.futures_grid.create(user, grid)
    for c in candles[1:1200]:
        await first.exchange.on_linear_candle("BTCUSDT", c)
    st = first.exchange.for_user(user.id).futures.state()
    assert (await stored_journal(first), await stored_fut_orders(first)) == (st.entries, st.orders)
    before = (
        futures_live(first.exchange.for_user(user.id).futures),
        first.exchange.for_user(user.id).host.snapshot(str(bot)),
    )
    await first.stop()

    second = await build_container(settings, clock)
    assert (
        futures_live(second.exchange.for_user(user.id).futures),
        second.exchange.for_user(user.id).host.snapshot(str(bot)),
    ) == before
    assert await stored_journal(second) == st.entries
    assert await second.exchange.check_ledger() == []
    second.exchange.load_funding("BTCUSDT", funding)  # replay sources are operator state: load again
    for c in candles[1200:]:
        await second.exchange.on_linear_candle("BTCUSDT", c)
    after = second.exchange.for_user(user.id).host.snapshot(str(bot))
    await second.stop()

    # the same candles in one go, on a fresh database
    fresh = make_settings(db_url.replace("bot.db", "fresh.db")) if db_url.startswith("sqlite") else None
    if fresh is None:
        return  # one PostgreSQL database per run: the restart equality above is the check there
    upgrade(fresh.database_url)
    ref = await build_container(fresh, FixedClock())
    u2 = (await ref.auth.register("f@example.com", "password123")).user
    await ref.exchange.credit_demo(u2.id, "USDT", "10000")
    ref.exchange.load_funding("BTCUSDT", funding)
    for c in candles[:1]:
        await ref.exchange.on_linear_candle("BTCUSDT", c)
    bot2 = await ref.futures_grid.create(u2, grid)
    for c in candles[1:]:
        await ref.exchange.on_linear_candle("BTCUSDT", c)
    assert ref.exchange.for_user(u2.id).host.snapshot(str(bot2)) == after
    await ref.stop()
