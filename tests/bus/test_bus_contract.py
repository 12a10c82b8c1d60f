"""The bus contract, run against the in-process bus and the JetStream bus alike."""

from __future__ import annotations

import asyncio
from contextlib import aclosing
from decimal import Decimal
from typing import Any

import pytest

from tests.bus.conftest import SMALL_RETENTION
from tests.bus.reading import READ_GUARD_S, read_until
from tradingbot.bus.ports import BusRemoteError, BusTimeout, BusUnavailable, MarketBus, UnknownMarket
from tradingbot.core.money import InvalidNumber

SYMBOLS = ("BTCUSDT", "ETHUSDT", "SOLUSDT")


def price_of(i: int) -> Decimal:
    return Decimal("100.05") + Decimal(i) / 100


async def test_sequences_run_from_one_per_market(bus: MarketBus) -> None:
    spot = [await bus.publish_price("spot", SYMBOLS[i % 3], 1_000 + i, price_of(i)) for i in range(7)]
    linear = [await bus.publish_price("linear", "BTCUSDT", 1_000 + i, price_of(i)) for i in range(3)]
    assert spot == [1, 2, 3, 4, 5, 6, 7]
    assert linear == [1, 2, 3]
    assert await bus.last_seq("spot") == 7
    assert await bus.last_seq("linear") == 3


async def test_replay_from_a_sequence_returns_what_was_published(bus: MarketBus) -> None:
    sent = [(SYMBOLS[i % 3], 2_000 + i, price_of(i)) for i in range(12)]
    for symbol, ts, price in sent:
        await bus.publish_price("spot", symbol, ts, price)
    got = await read_until(bus, "spot", 5, 12)
    assert [e.seq for e in got] == list(range(5, 13))
    assert [(e.symbol, e.ts_ms, e.value) for e in got] == sent[4:]
    again = await read_until(bus, "spot", 1, 12)  # a log is read as often as wanted
    assert [e.seq for e in again] == list(range(1, 13))


async def test_retention_is_bounded_and_a_read_before_it_starts_at_the_oldest_kept(
    small_bus: MarketBus,
) -> None:
    for i in range(5 * SMALL_RETENTION):
        await small_bus.publish_price("spot", "BTCUSDT", i, price_of(i))
    got = await read_until(small_bus, "spot", 1, 5 * SMALL_RETENTION)
    # JetStream keeps exactly the limit; the in-process log trims in chunks (between 1x and 2x)
    assert SMALL_RETENTION <= len(got) <= 2 * SMALL_RETENTION
    assert [e.seq for e in got] == list(range(5 * SMALL_RETENTION - len(got) + 1, 5 * SMALL_RETENTION + 1))
    assert got[-1].value == price_of(5 * SMALL_RETENTION - 1)


async def test_a_reader_gets_later_prices_live(bus: MarketBus) -> None:
    await bus.publish_price("linear", "ETHUSDT", 1, Decimal("2000.1"))
    reader = asyncio.create_task(read_until(bus, "linear", 1, 4))
    await asyncio.sleep(0)
    for i in range(3):
        await bus.publish_price("linear", "ETHUSDT", 2 + i, Decimal("2000.1") + i)
    got = await reader
    assert [(e.seq, e.price) for e in got] == [(1, "2000.1"), (2, "2000.1"), (3, "2001.1"), (4, "2002.1")]


async def test_prices_are_exact_decimal_strings(bus: MarketBus) -> None:
    await bus.publish_price("spot", "DOGEUSDT", 7, Decimal("0.000123400"))
    await bus.publish_price("spot", "BTCUSDT", 8, Decimal("98765.43210987654321"))
    got = await read_until(bus, "spot", 1, 2)
    assert [e.price for e in got] == ["0.0001234", "98765.43210987654321"]
    with pytest.raises(InvalidNumber):
        await bus.publish_price("spot", "BTCUSDT", 9, 1.5)  # type: ignore[arg-type]
    assert await bus.last_seq("spot") == 2


async def test_a_repeated_message_id_is_appended_once(bus: MarketBus) -> None:
    first = await bus.publish_price("spot", "BTCUSDT", 1, Decimal(100), msg_id="feed-1")
    second = await bus.publish_price("spot", "BTCUSDT", 2, Decimal(101), msg_id="feed-2")
    retried = await bus.publish_price("spot", "BTCUSDT", 1, Decimal(100), msg_id="feed-1")
    assert (first, second, retried) == (1, 2, 1)
    assert await bus.last_seq("spot") == 2
    third = await bus.publish_price("spot", "BTCUSDT", 3, Decimal(102), msg_id="feed-3")
    assert third == 3


async def test_last_price_per_symbol(bus: MarketBus) -> None:
    assert await bus.last_price("spot", "BTCUSDT") is None
    await bus.publish_price("spot", "BTCUSDT", 1, Decimal("10.5"))
    await bus.publish_price("spot", "ETHUSDT", 2, Decimal("20.5"))
    await bus.publish_price("spot", "BTCUSDT", 3, Decimal("11.5"))
    last = await bus.last_price("spot", "BTCUSDT")
    assert last is not None
    assert (last.seq, last.ts_ms, last.value) == (3, 3, Decimal("11.5"))


async def test_unknown_market_is_refused(bus: MarketBus) -> None:
    with pytest.raises(UnknownMarket):
        await bus.publish_price("inverse", "BTCUSDT", 1, Decimal(1))


async def test_request_reply_round_trip(bus: MarketBus) -> None:
    async def handle(body: dict[str, Any]) -> dict[str, Any]:
        return {"echo": body["amount"], "doubled": Decimal(body["amount"]) * 2}

    serving = await bus.serve("cmd.test.echo", handle)
    try:
        answer = await bus.request("cmd.test.echo", {"amount": "1.25"}, timeout=10)
        assert answer == {"echo": "1.25", "doubled": "2.5"}
    finally:
        await serving.stop()


async def test_each_request_is_handled_by_one_server(bus: MarketBus) -> None:
    handled: list[str] = []

    def server(name: str) -> Any:
        async def handle(body: dict[str, Any]) -> dict[str, Any]:
            handled.append(name)
            return {"by": name, "n": body["n"]}

        return handle

    servings = [await bus.serve("cmd.test.shared", server(n)) for n in ("a", "b")]
    try:
        answers = [await bus.request("cmd.test.shared", {"n": i}, timeout=10) for i in range(20)]
    finally:
        for s in servings:
            await s.stop()
    assert [a["n"] for a in answers] == list(range(20))
    assert len(handled) == 20
    assert [a["by"] for a in answers] == handled


async def test_a_server_handles_its_requests_one_at_a_time_in_order(bus: MarketBus) -> None:
    trace: list[str] = []

    async def handle(body: dict[str, Any]) -> dict[str, Any]:
        trace.append(f"start {body['n']}")
        await asyncio.sleep(0.01)
        trace.append(f"end {body['n']}")
        return {"n": body["n"]}

    serving = await bus.serve("cmd.test.serial", handle)
    try:
        requests = []
        for n in range(5):
            requests.append(asyncio.create_task(bus.request("cmd.test.serial", {"n": n}, timeout=30)))
            await asyncio.sleep(0)  # sent in this order
        answers = await asyncio.gather(*requests)
    finally:
        await serving.stop()
    assert [a["n"] for a in answers] == list(range(5))
    assert trace == [f"{step} {n}" for n in range(5) for step in ("start", "end")]


async def test_a_request_nobody_answers_in_time_raises_bus_timeout(bus: MarketBus) -> None:
    release = asyncio.Event()

    async def slow(body: dict[str, Any]) -> dict[str, Any]:
        await release.wait()
        return {}

    serving = await bus.serve("cmd.test.slow", slow)
    try:
        with pytest.raises(BusTimeout):
            await bus.request("cmd.test.slow", {}, timeout=0.2)
    finally:
        release.set()
        await serving.stop()


async def test_a_subject_nobody_serves_raises_bus_unavailable(bus: MarketBus) -> None:
    async def handle(body: dict[str, Any]) -> dict[str, Any]:
        return {}

    serving = await bus.serve("cmd.test.gone", handle)
    assert await bus.request("cmd.test.gone", {}, timeout=10) == {}
    await serving.stop()
    async with asyncio.timeout(READ_GUARD_S):
        with pytest.raises(BusUnavailable):
            await bus.request("cmd.test.gone", {}, timeout=5)


async def test_a_failing_handler_raises_bus_remote_error(bus: MarketBus) -> None:
    async def broken(body: dict[str, Any]) -> dict[str, Any]:
        raise RuntimeError("boom")

    serving = await bus.serve("cmd.test.broken", broken)
    try:
        with pytest.raises(BusRemoteError):
            await bus.request("cmd.test.broken", {}, timeout=10)
    finally:
        await serving.stop()


async def test_a_float_in_an_answer_is_a_failure_of_the_server(bus: MarketBus) -> None:
    async def sloppy(body: dict[str, Any]) -> dict[str, Any]:
        return {"price": 1.5}

    serving = await bus.serve("cmd.test.sloppy", sloppy)
    try:
        with pytest.raises(BusRemoteError):
            await bus.request("cmd.test.sloppy", {}, timeout=10)
    finally:
        await serving.stop()


async def test_floats_are_refused_on_requests(bus: MarketBus) -> None:
    with pytest.raises(TypeError):
        await bus.request("cmd.test.any", {"amount": 1.5}, timeout=1)


async def test_a_closed_bus_is_unavailable(bus: MarketBus) -> None:
    await bus.publish_price("spot", "BTCUSDT", 1, Decimal(1))
    await bus.close()
    with pytest.raises(BusUnavailable):
        await bus.publish_price("spot", "BTCUSDT", 2, Decimal(2))
    with pytest.raises(BusUnavailable):
        async with aclosing(bus.read_prices("spot", 1)) as entries:
            await anext(entries)
