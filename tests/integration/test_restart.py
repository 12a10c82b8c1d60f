"""Ledger, orders and fills survive a restart: trade, stop, start, same state, same future."""

from __future__ import annotations

from decimal import Decimal

from tests.conftest import shared_file
from tests.integration.conftest import make_settings
from tradingbot.adapters.marketdata.replay import ReplaySource
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.bootstrap import Container, build_container
from tradingbot.core.enums import BotAccountType, OrderSide, OrderType
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange

BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"


class FixedClock:
    def __init__(self) -> None:
        self.now = 1_747_699_200_000

    def __call__(self) -> int:
        return self.now


def snapshot(c: Container) -> tuple[object, ...]:
    st = c.exchange.sim.state()
    return (st.entries, st.orders, st.counters, c.exchange.sim.ledger.snapshot())


async def _trade(c: Container, user_id: int) -> None:
    spot = AccountRef.user(user_id, BotAccountType.SPOT)
    await c.exchange.credit_demo(user_id, "USDT", "10000")
    await c.exchange.transfer_between(user_id, "USDT", "6000", "FUND", "SPOT")
    await c.market_hub.set_price("BTCUSDT", "105600")
    # the first 30 real candles reach down to 105,554.31 and the next 2,000 to 104,184.72
    for i, price in enumerate(("105580", "105000", "104500", "102000")):
        await c.exchange.place_order(
            spot, "BTCUSDT", OrderSide.BUY, OrderType.LIMIT, Decimal("0.01"), Decimal(price), f"buy-{i}"
        )
    await c.exchange.place_order(
        spot, "BTCUSDT", OrderSide.BUY, OrderType.MARKET, Decimal("0.002"), None, "mkt-1"
    )
    await c.exchange.cancel_order(spot, "buy-3")


async def test_state_survives_restart_and_continues_identically(db_url: str) -> None:
    path = shared_file(BTC_1M)
    upgrade(db_url)
    clock = FixedClock()
    settings = make_settings(db_url)
    first = await build_container(settings, clock)
    issued = await first.auth.register("restart@example.com", "password123")
    uid = issued.user.id
    await _trade(first, uid)
    # replay real candles from the start of the file: the price falls through some bids
    first.market_hub.load("BTCUSDT", path, "2025-05-20")
    await first.market_hub.advance("BTCUSDT", 30)
    before = snapshot(first)
    fills_before = [f for f in first.exchange.sim.state().orders if f.filled_qty > 0]
    await first.stop()

    second = await build_container(settings, clock)
    assert snapshot(second) == before
    assert second.exchange.sim.check_invariants() == []
    assert fills_before, "the scenario must include fills"
    # an exchange that never stopped (rebuilt in memory from the same state) and the restarted
    # one continue over the same next candles and end in the same state
    st = first.exchange.sim.state()
    reference = SimExchange.restore(
        first.spot_symbols,
        first.exchange.sim.fees,
        entries=st.entries,
        orders=st.orders,
        last_prices=st.last_prices,
        counters=st.counters,
    )
    for candle in _candles(path, 30, 2000):
        await second.exchange.on_candle("BTCUSDT", candle)
        reference.apply_candle("BTCUSDT", candle)
    assert second.exchange.sim.state() == reference.state()
    spot = AccountRef.user(uid, BotAccountType.SPOT)
    assert second.exchange.sim.balance(spot, "BTC").free > 0
    assert second.exchange.sim.state().counters.next_fill_id == 5  # market + 3 resting bids filled
    await second.stop()
    # and what the restarted exchange stored is again what a third start-up finds
    third = await build_container(settings, clock)
    assert third.exchange.sim.state() == reference.state()
    await third.stop()


def _candles(path: object, skip: int, n: int) -> list[object]:
    src = ReplaySource(path)  # type: ignore[arg-type]
    out = []
    for i in range(skip + n):
        candle = src.next()
        if candle is None:
            break
        if i >= skip:
            out.append(candle)
    return out
