"""A worker's partition applying the market logs (``ExchangeService.apply_logged``), in process on
SQLite: each entry's sequence is stored with the commit of its effects (or by the worker's periodic
flush for a quiet price), an entry already applied is skipped, and an entry whose predecessor was
not applied is refused (a failed commit leaves no gap behind the entries queued after it)."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest
from sqlalchemy import select

from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.adapters.storage.models import KeyValue
from tradingbot.bus.ports import MarketPrice
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.runtime.worker import flush_quiet
from tradingbot.services.exchange.partitioned import PartitionedExchange
from tradingbot.sim.fees import FeeSchedule

T0 = 1_800_000_000_000


async def stored_positions(exchange: PartitionedExchange, partition: int) -> dict[str, int]:
    key = "market.log_seq" if partition == 0 else f"p{partition}:market.log_seq"
    async with exchange.partitions[partition]._db() as s:  # the partition's own rows
        value = await s.scalar(select(KeyValue.value).where(KeyValue.key == key))
    return json.loads(value) if value else {}


@pytest.fixture
async def exchange(tmp_path: Path) -> PartitionedExchange:
    url = f"sqlite:///{tmp_path}/log.db"
    upgrade(url)
    sessions = make_sessionmaker(make_engine(url))
    ex = PartitionedExchange(
        sessions,
        DEFAULT_SPOT_SYMBOLS,
        FeeSchedule(maker=Decimal("0.001"), taker=Decimal("0.001")),
        lambda: T0,
        Decimal(100_000),
        5,
        partitions=2,
        futures_symbols=DEFAULT_FUTURES_SYMBOLS,
        futures_tiers=FUTURES_TIERS,
        every_partition=False,
    )
    await ex.load()
    return ex


def entry(seq: int, price: str, symbol: str = "BTCUSDT") -> MarketPrice:
    return MarketPrice(seq, symbol, T0 + seq, price)


async def test_quiet_prices_are_stored_by_the_flush_and_entries_apply_once(
    exchange: PartitionedExchange,
) -> None:
    fenced: list[int] = []
    service = await exchange.gain(1, lambda s: fenced.append(1), epoch=3)
    assert exchange.served == {1} and exchange.status()[0]["epoch"] == 3
    await service.apply_logged("spot", entry(1, "100000"))
    await service.apply_logged("spot", entry(2, "100100"), after=1)
    assert service.log_position("spot") == {"BTCUSDT": 2}
    assert service.needs_flush and await stored_positions(exchange, 1) == {}  # no bot: nothing committed
    assert await flush_quiet(exchange) == 1
    assert await stored_positions(exchange, 1) == {"spot:BTCUSDT": 2}
    assert fenced  # the flush's transaction ran the fence first
    assert not service.needs_flush and await flush_quiet(exchange) == 0
    # read again from the stored position on: an entry already applied changes nothing
    await service.apply_logged("spot", entry(2, "99000"))
    assert service.sim.last_price("BTCUSDT") == Decimal("100100")
    # an entry whose predecessor was not applied is refused, and nothing moves
    with pytest.raises(BusinessError) as refused:
        await service.apply_logged("spot", entry(4, "101000"), after=3)
    assert refused.value.code == RetCode.SERVICE_UNAVAILABLE
    assert service.log_position("spot") == {"BTCUSDT": 2}


async def test_a_new_owner_resumes_from_the_stored_positions(exchange: PartitionedExchange) -> None:
    service = await exchange.gain(0, lambda s: None)
    await service.apply_logged("linear", entry(7, "95000"))
    await exchange.lose(0)  # a clean hand-back stores the quiet changes first
    assert exchange.served == set() and service.log_position("linear") == {}
    again = await exchange.gain(0, lambda s: None, epoch=2)
    assert again.log_position("linear") == {"BTCUSDT": 7}
    assert again.futures.last_price("BTCUSDT") == Decimal("95000")


async def test_a_partition_not_served_refuses_calls(exchange: PartitionedExchange) -> None:
    with pytest.raises(BusinessError) as refused:
        exchange.for_user(1)
    assert refused.value.code == RetCode.SERVICE_UNAVAILABLE
    assert "another engine worker" in str(refused.value)
    assert not exchange.hosts(1) and not exchange.serves_bot(1)


async def test_a_dropped_partition_refuses_and_stores_nothing(exchange: PartitionedExchange) -> None:
    """A command that looked the partition up just before the worker dropped it must not store a
    fresh, empty engine over the partition's rows."""
    service = await exchange.gain(1, lambda s: None)
    await service.apply_logged("spot", entry(1, "100000"))
    await exchange.lose(1)
    stored = await stored_positions(exchange, 1)
    assert stored == {"spot:BTCUSDT": 1}
    for call in (service.apply_logged("spot", entry(2, "100100")), service.credit_demo(1, "USDT", "10")):
        with pytest.raises(BusinessError) as refused:
            await call
        assert refused.value.code == RetCode.SERVICE_UNAVAILABLE
    await service.flush_prices()  # nothing to store: the partition is not served
    assert await stored_positions(exchange, 1) == stored
    never = exchange.partitions[0]  # never gained: refuses too
    with pytest.raises(BusinessError):
        await never.apply_logged("spot", entry(1, "100000"))


async def test_commands_wait_until_the_partition_caught_up_with_the_logs(
    exchange: PartitionedExchange,
) -> None:
    """A partition just loaded (a takeover, a failed write) is back at its last commit: a command
    must not meet an older market than the one already applied, so it waits for the reader."""
    service = await exchange.gain(1, lambda s: None)
    with pytest.raises(BusinessError) as refused:
        await service.credit_demo(1, "USDT", "10")
    assert refused.value.code == RetCode.SERVICE_UNAVAILABLE and "catching up" in str(refused.value)
    service.catch_up_to("linear", 0)  # an empty log: caught up at once
    service.catch_up_to("spot", 2)  # the spot log ends at 2
    await service.apply_logged("spot", entry(1, "100000"))
    assert service.catching_up
    await service.apply_logged("spot", entry(2, "100100"), after=1)
    assert not service.catching_up
    with pytest.raises(BusinessError) as applied:  # now the command runs (and meets an empty wallet)
        await service.transfer_between(1, "USDT", "1", "FUND", "SPOT")
    assert "catching up" not in str(applied.value)
