"""Fixtures of the bus tests: a nats-server per test process, and a bus of each kind."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import nats
import nats.js.errors
import pytest

from tests.bus.natsproc import NatsServer
from tradingbot.bus.inprocess import InProcessBus
from tradingbot.bus.jetstream import JetStreamBus, stream_name
from tradingbot.bus.ports import MARKETS, MarketBus


@pytest.fixture(scope="session")
def nats_srv(tmp_path_factory: pytest.TempPathFactory) -> Iterator[NatsServer]:
    """This test process's own nats-server (JetStream, file store in a temporary folder)."""
    server = NatsServer(Path(tmp_path_factory.mktemp("nats-store")))
    server.start()
    try:
        yield server
    finally:
        server.stop()


async def drop_streams(url: str) -> None:
    """Delete the market streams, so the next bus starts its logs at sequence 1."""
    nc = await nats.connect(url)
    try:
        js = nc.jetstream()
        for market in MARKETS:
            with contextlib.suppress(nats.js.errors.NotFoundError):
                await js.delete_stream(stream_name(market))
    finally:
        await nc.close()


async def fresh_jetstream_bus(server: NatsServer, **limits: Any) -> JetStreamBus:
    """A JetStream bus on ``server`` whose market logs are new (started again if a failed
    outage test left it stopped)."""
    if server.proc is None:
        server.start()
    await drop_streams(server.url)
    return await JetStreamBus.connect(server.url, **limits)


@pytest.fixture
async def jetstream_bus(nats_srv: NatsServer) -> AsyncIterator[JetStreamBus]:
    bus = await fresh_jetstream_bus(nats_srv)
    try:
        yield bus
    finally:
        await bus.close()


@pytest.fixture(params=["inprocess", "jetstream"])
async def bus(request: pytest.FixtureRequest) -> AsyncIterator[MarketBus]:
    """Each contract test runs against both implementations."""
    made: MarketBus
    if request.param == "inprocess":
        made = InProcessBus()
    else:
        made = await fresh_jetstream_bus(request.getfixturevalue("nats_srv"))
    try:
        yield made
    finally:
        await made.close()


SMALL_RETENTION = 10


@pytest.fixture(params=["inprocess", "jetstream"])
async def small_bus(request: pytest.FixtureRequest) -> AsyncIterator[MarketBus]:
    """A bus of each kind that retains ``SMALL_RETENTION`` prices per market."""
    made: MarketBus
    if request.param == "inprocess":
        made = InProcessBus(max_prices=SMALL_RETENTION)
    else:
        made = await fresh_jetstream_bus(request.getfixturevalue("nats_srv"), max_prices=SMALL_RETENTION)
    try:
        yield made
    finally:
        await made.close()
