"""Ledger, orders and fills survive a restart: trade, stop, start, same state, same future."""

from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import delete, func, select

from tests.conftest import shared_file
from tests.integration.conftest import make_settings
from tests.integration.restart_kit import spot_expected, spot_live, spot_stored, stored_journal
from tradingbot.adapters.marketdata.replay import ReplaySource
from tradingbot.adapters.storage.db import make_engine
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.adapters.storage.models import BalanceRow, KeyValue
from tradingbot.bootstrap import Container, build_container
from tradingbot.core.enums import BotAccountType, OrderSide, OrderType
from tradingbot.services.exchange import exchange_service
from tradingbot.services.exchange.engine_store import LEDGER_SEQ
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected
from tradingbot.sim.exchange import SimExchange

BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"


class FixedClock:
    def __init__(self) -> None:
        self.now = 1_747_699_200_000

    def __call__(self) -> int:
        return self.now


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
    before = spot_expected(first.exchange.for_user(uid).sim)
    assert await spot_stored(first) == before  # what is stored is what the engine held
    fills_before = [f for f in first.exchange.for_user(uid).sim.state().orders if f.filled_qty > 0]
    await first.stop()

    second = await build_container(settings, clock)
    assert await spot_stored(second) == before
    assert second.exchange.for_user(uid).sim.check_invariants() == []
    assert await second.exchange.check_ledger() == []
    assert fills_before, "the scenario must include fills"
    # closed orders come back by key only: their client ids stay taken, and they are not open
    spot = AccountRef.user(uid, BotAccountType.SPOT)
    with pytest.raises(OrderRejected, match="DUPLICATE_CLIENT_ORDER_ID"):
        await second.exchange.place_order(
            spot, "BTCUSDT", OrderSide.BUY, OrderType.LIMIT, Decimal("0.01"), Decimal("90000"), "mkt-1"
        )
    with pytest.raises(OrderRejected, match="ORDER_NOT_OPEN"):
        await second.exchange.cancel_order(spot, "buy-3")
    # an exchange that never stopped (rebuilt in memory from the same state) and the restarted
    # one continue over the same next candles and end in the same state
    st = first.exchange.for_user(uid).sim.state()
    reference = SimExchange.restore(
        first.spot_symbols,
        first.exchange.for_user(uid).sim.fees,
        entries=st.entries,
        orders=st.orders,
        last_prices=st.last_prices,
        counters=st.counters,
    )
    for candle in _candles(path, 30, 2000):
        await second.exchange.on_candle("BTCUSDT", candle)
        reference.apply_candle("BTCUSDT", candle)
    assert await spot_stored(second) == spot_expected(reference)
    assert second.exchange.for_user(uid).sim.balance(spot, "BTC").free > 0
    assert second.exchange.for_user(uid).sim.counters.next_fill_id == 5  # market + 3 resting bids filled
    await second.stop()
    # and what the restarted exchange stored is again what a third start-up finds
    third = await build_container(settings, clock)
    assert await spot_stored(third) == spot_expected(reference)
    assert await third.exchange.check_ledger() == []
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


async def test_a_database_without_stored_balances_gets_them_at_start(db_url: str) -> None:
    """A database from before ``ledger_balances`` (or one whose balances fell behind): the start
    folds the journal entries they miss, stores the result, and loads the same state."""
    upgrade(db_url)
    settings = make_settings(db_url)
    first = await build_container(settings, FixedClock())
    uid = (await first.auth.register("old@example.com", "password123")).user.id
    await _trade(first, uid)
    expected = spot_expected(first.exchange.for_user(uid).sim)
    await first.stop()
    engine = make_engine(db_url)
    async with engine.begin() as conn:
        await conn.execute(delete(BalanceRow))
        await conn.execute(delete(KeyValue).where(KeyValue.key == LEDGER_SEQ))
    await engine.dispose()

    second = await build_container(settings, FixedClock())
    assert await spot_stored(second) == expected
    assert await second.exchange.check_ledger() == []
    async with second.sessions() as s:
        assert await s.scalar(select(func.count()).select_from(BalanceRow)) > 0
    await second.stop()


async def test_a_long_running_engine_keeps_only_what_a_restart_loads(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Once stored, journal entries fold into balances and closed orders keep only their keys
    (issue 23's soak: memory grew with every operation since start). The engine that compacted
    holds and does exactly what an engine that never compacted holds and does."""
    path = shared_file(BTC_1M)
    upgrade(db_url)
    monkeypatch.setattr(exchange_service, "COMPACT_AFTER", 3)
    c = await build_container(make_settings(db_url), FixedClock())
    uid = (await c.auth.register("compact@example.com", "password123")).user.id
    await _trade(c, uid)
    c.market_hub.load("BTCUSDT", path, "2025-05-20")
    await c.market_hub.advance("BTCUSDT", 30)
    ex = c.exchange.for_user(uid).sim
    assert len(ex.ledger) < 3 and ex.ledger.next_seq > 6
    assert all(o.is_open for o in ex.open_orders()) and ex.check_invariants() == []
    entries, orders = await stored_journal(c), tuple(o for o in ex.open_orders())
    reference = SimExchange.restore(
        c.spot_symbols,
        ex.fees,
        entries=entries,
        orders=(o for o in (await spot_stored(c))[1]),
        last_prices=ex.last_prices(),
        counters=ex.counters,
    )
    assert spot_live(reference) == spot_live(ex) and tuple(reference.open_orders()) == orders
    for candle in _candles(path, 30, 2000):
        await c.exchange.on_candle("BTCUSDT", candle)
        reference.apply_candle("BTCUSDT", candle)
    assert spot_live(ex) == spot_live(reference)
    assert await c.exchange.check_ledger() == []
    await c.stop()
