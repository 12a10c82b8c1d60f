"""``tradingbot feed`` as its own process against a nats-server of the test's own."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import Decimal

from tests.bus.natsproc import NatsServer
from tests.bus.reading import READ_GUARD_S, read_until
from tests.conftest import REPO
from tradingbot.adapters.marketdata.simulator import DEFAULT_PROFILES, linear_profiles
from tradingbot.bus.jetstream import JetStreamBus
from tradingbot.bus.ports import MarketPrice

SPOT = set(DEFAULT_PROFILES)
LINEAR = set(linear_profiles({}))


@contextmanager
def feed_process(url: str) -> Iterator[subprocess.Popen[bytes]]:
    """``tradingbot feed`` on ``url`` ticking every 50 ms; stopped with SIGTERM on exit."""
    env = dict(os.environ, NATS_URL=url, BOT_MARKET_TICK_SECONDS="0.05", LOG_LEVEL="warning")
    cmd = [sys.executable, "-m", "tradingbot.cli", "feed"]
    proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


async def wait_for_prices(bus: JetStreamBus, proc: subprocess.Popen[bytes], at_least: int) -> None:
    """Until both logs hold ``at_least`` more entries than now (bounded: the feed must publish)."""
    start = {m: await bus.last_seq(m) for m in ("spot", "linear")}
    async with asyncio.timeout(READ_GUARD_S):
        while min([await bus.last_seq(m) - start[m] for m in start]) < at_least:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else "feed exited"
            await asyncio.sleep(0.1)


def check_log(entries: list[MarketPrice], symbols: set[str]) -> None:
    """Contiguous from 1, every symbol present, exact prices, each symbol's times in order."""
    assert [e.seq for e in entries] == list(range(1, len(entries) + 1))
    assert {e.symbol for e in entries} == symbols
    last_ts: dict[str, int] = {}
    for e in entries:
        assert Decimal(e.price) > 0 and str(Decimal(e.price)) == e.price
        assert e.ts_ms >= last_ts.get(e.symbol, 0)
        last_ts[e.symbol] = e.ts_ms


async def test_the_feed_publishes_real_prices_and_a_restart_continues_them(
    jetstream_bus: JetStreamBus, nats_srv: NatsServer
) -> None:
    with feed_process(nats_srv.url) as proc:
        await wait_for_prices(jetstream_bus, proc, 3 * len(SPOT))
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    first_run = {m: await jetstream_bus.last_seq(m) for m in ("spot", "linear")}
    last_of_run = {s: await jetstream_bus.last_price("spot", s) for s in SPOT}
    with feed_process(nats_srv.url) as proc:
        await wait_for_prices(jetstream_bus, proc, 3 * len(SPOT))
    spot = await read_until(jetstream_bus, "spot", 1, await jetstream_bus.last_seq("spot"))
    linear = await read_until(jetstream_bus, "linear", 1, await jetstream_bus.last_seq("linear"))
    check_log(spot, SPOT)
    check_log(linear, LINEAR)
    # the second run starts each symbol at the price the first run logged last
    for symbol, last in last_of_run.items():
        assert last is not None
        resumed = next(e for e in spot[first_run["spot"] :] if e.symbol == symbol)
        assert resumed.price == last.price
