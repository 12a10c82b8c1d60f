"""What only the JetStream bus has: durable streams with limits, and outages of the broker."""

from __future__ import annotations

import asyncio
from contextlib import aclosing
from decimal import Decimal

import pytest
from nats.js.api import StorageType

from tests.bus.natsproc import NatsServer, free_port
from tests.bus.reading import READ_GUARD_S, read_until
from tradingbot.bus.feed import FeedPublisher
from tradingbot.bus.jetstream import DUPLICATE_WINDOW_S, JetStreamBus, stream_name
from tradingbot.bus.ports import BusUnavailable, MarketPrice

SYMBOLS = ("BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT", "DOGEUSDT")


def nth_price(i: int) -> tuple[str, int, Decimal]:
    return SYMBOLS[i % len(SYMBOLS)], 1_700_000_000_000 + i, Decimal("100.01") + Decimal(i) / 1000


async def test_streams_are_file_backed_with_limits_and_created_idempotently(
    jetstream_bus: JetStreamBus, nats_srv: NatsServer
) -> None:
    info = await jetstream_bus._js.stream_info(stream_name("spot"))
    assert info.config.subjects == ["market.spot.>"]
    assert info.config.storage == StorageType.FILE
    assert info.config.max_age and info.config.max_msgs and info.config.max_msgs > 0
    assert info.config.duplicate_window == DUPLICATE_WINDOW_S
    await jetstream_bus.publish_price("spot", "BTCUSDT", 1, Decimal(1))
    # a second process connecting with other limits updates them and keeps the log
    other = await JetStreamBus.connect(nats_srv.url, max_prices=1_000)
    try:
        info = await other._js.stream_info(stream_name("spot"))
        assert info.config.max_msgs == 1_000
        assert await other.last_seq("spot") == 1
    finally:
        await other.close()


async def test_the_log_survives_a_broker_restart(jetstream_bus: JetStreamBus, nats_srv: NatsServer) -> None:
    sent = [nth_price(i) for i in range(800)]
    publisher = FeedPublisher(jetstream_bus, retry_s=0.1)
    seqs = [await publisher.publish("spot", *p) for p in sent[:500]]
    assert seqs == list(range(1, 501))
    read: list[MarketPrice] = []
    reader = asyncio.create_task(collect(jetstream_bus, "spot", len(sent), read))  # reads across it
    async with asyncio.timeout(READ_GUARD_S):
        while not read:
            await asyncio.sleep(0.01)
    nats_srv.restart()  # same port, same store directory
    async with asyncio.timeout(READ_GUARD_S):
        seqs += [await publisher.publish("spot", *p) for p in sent[500:]]
        await reader
    assert seqs == list(range(1, 801))
    for got in (await read_until(jetstream_bus, "spot", 1, 800), read):
        assert [e.seq for e in got] == list(range(1, 801))
        assert [(e.symbol, e.ts_ms, e.value) for e in got] == sent


async def collect(bus: JetStreamBus, market: str, last_seq: int, into: list[MarketPrice]) -> None:
    """Read the log from 1 into ``into`` (visible while it reads) through ``last_seq``."""
    async with aclosing(bus.read_prices(market, 1)) as entries:
        async for entry in entries:
            into.append(entry)
            if entry.seq >= last_seq:
                return


async def test_publishing_while_the_broker_is_down_raises_then_recovers(
    jetstream_bus: JetStreamBus, nats_srv: NatsServer
) -> None:
    assert await jetstream_bus.publish_price("linear", "BTCUSDT", 1, Decimal(1), msg_id="a") == 1
    nats_srv.stop()
    try:
        async with asyncio.timeout(READ_GUARD_S):  # a bound on a hang, not a timing assertion
            with pytest.raises(BusUnavailable):
                await jetstream_bus.publish_price("linear", "BTCUSDT", 2, Decimal(2), msg_id="b")
            with pytest.raises(BusUnavailable):
                await jetstream_bus.last_seq("linear")
    finally:
        nats_srv.start()
    # the retry of "b" (same message id) lands once, whether or not the first try, buffered by
    # the client while the broker was down, reached it after the restart
    async with asyncio.timeout(READ_GUARD_S):
        while True:
            try:
                seq = await jetstream_bus.publish_price("linear", "BTCUSDT", 2, Decimal(2), msg_id="b")
                break
            except BusUnavailable:
                await asyncio.sleep(0.1)
    assert seq == 2
    assert await jetstream_bus.publish_price("linear", "BTCUSDT", 2, Decimal(2), msg_id="b") == 2
    assert await jetstream_bus.publish_price("linear", "BTCUSDT", 3, Decimal(3), msg_id="c") == 3
    got = await read_until(jetstream_bus, "linear", 1, 3)
    assert [(e.seq, e.value) for e in got] == [(1, 1), (2, 2), (3, 3)]


async def test_connecting_to_a_broker_that_is_not_there_raises(tmp_path: object) -> None:
    async with asyncio.timeout(READ_GUARD_S):
        with pytest.raises(BusUnavailable):
            await JetStreamBus.connect(f"nats://127.0.0.1:{free_port()}", connect_timeout=0.5)
