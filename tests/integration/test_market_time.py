"""A price equal to the last one still moves the market's time (found by the lifecycle state
machines: a bot created after such a price was dated by the start-up tick's wall time, so the same
calls on two servers gave two different bots)."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

from sqlalchemy import select

from tests.integration.conftest import make_settings
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.adapters.storage.models import BotRow
from tradingbot.bootstrap import build_container
from tradingbot.bots.base import LINEAR

START = 1_700_000_000_000
LATER = START + 3_600_000


async def test_a_repeated_price_is_the_market_time_of_what_follows(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/t.db"
    upgrade(url)
    c = await build_container(make_settings(url), lambda: START)
    try:
        ex = c.exchange
        price = Decimal(100_000)
        await ex.on_tick("BTCUSDT", START, price)
        await ex.on_tick("BTCUSDT", LATER, price)
        assert ex.market_now("BTCUSDT") == LATER
        await ex.on_linear_tick("BTCUSDT", START, price)
        await ex.on_linear_tick("BTCUSDT", LATER, price)
        assert ex.market_now("BTCUSDT", LINEAR) == LATER

        user = (await c.auth.register("time@example.com", "password123")).user
        await ex.credit_demo(user.id, "USDT", "10000")
        grid = {"symbol": "BTCUSDT", "min_price": "95000", "max_price": "105000", "cell_number": 5,
                "quote_investment": "1000"}  # fmt: skip
        bot = await c.spot_grid.create(user, grid)
        async with c.sessions() as s:
            assert (await s.scalar(select(BotRow.created_ms).where(BotRow.id == bot))) == LATER
        assert ex.for_bot(bot).host.snapshot(str(bot))["create_ts"] == LATER
    finally:
        await c.stop()


async def test_a_stop_stores_what_quiet_prices_changed(tmp_path: Path) -> None:
    """A price that fills nothing is not written, but it may move a bot's state (the spot grid's
    peak equity): a graceful stop stores it, so the bot starts again as it was (found by the
    lifecycle state machines: the peak was lost over a restart)."""
    url = f"sqlite:///{tmp_path}/t.db"
    upgrade(url)
    c = await build_container(make_settings(url), lambda: START)
    user = (await c.auth.register("peak@example.com", "password123")).user
    await c.exchange.credit_demo(user.id, "USDT", "10000")
    await c.exchange.on_tick("BTCUSDT", START, Decimal(100_000))
    grid = {"symbol": "BTCUSDT", "min_price": "89000", "max_price": "102000", "cell_number": 8,
            "quote_investment": "400"}  # fmt: skip
    bot = str(await c.spot_grid.create(user, grid))
    await c.exchange.on_tick("BTCUSDT", START + 60_000, Decimal(100_400))  # crosses no order
    await c.exchange.on_tick("BTCUSDT", START + 120_000, Decimal(100_000))
    before = c.exchange.for_bot(bot).host.snapshot(bot)
    assert Decimal(str(before["peak_equity"])) > 400
    await c.stop()
    again = await build_container(make_settings(url), lambda: START + 180_000)
    try:
        assert again.exchange.for_bot(bot).host.snapshot(bot) == before
    finally:
        await again.stop()
