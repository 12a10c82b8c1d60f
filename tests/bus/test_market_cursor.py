"""The resume rule: across a restart no price is skipped or applied twice, per symbol."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from tests.bus.reading import read_until
from tradingbot.bus.inprocess import InProcessBus
from tradingbot.bus.market_cursor import MarketCursor

SYMBOLS = ("BTCUSDT", "ETHUSDT", "SOLUSDT")


def test_a_fresh_partition_reads_from_one() -> None:
    assert MarketCursor(SYMBOLS).start_seq() == 1
    assert MarketCursor(SYMBOLS).should_apply(1, "BTCUSDT")


def test_resume_reads_from_the_lowest_stored_position_and_skips_per_symbol() -> None:
    cursor = MarketCursor(SYMBOLS, {"BTCUSDT": 9, "ETHUSDT": 4, "SOLUSDT": 12})
    assert cursor.start_seq() == 5
    assert not cursor.should_apply(7, "BTCUSDT")
    assert cursor.should_apply(10, "BTCUSDT")
    assert cursor.should_apply(5, "ETHUSDT")
    assert not cursor.should_apply(12, "SOLUSDT")


def test_a_symbol_with_nothing_stored_makes_the_partition_read_from_one() -> None:
    cursor = MarketCursor(SYMBOLS, {"BTCUSDT": 9, "ETHUSDT": 4})
    assert cursor.start_seq() == 1
    assert cursor.should_apply(2, "SOLUSDT")
    assert cursor.positions() == {"BTCUSDT": 9, "ETHUSDT": 4}


def test_applying_an_entry_twice_is_refused() -> None:
    cursor = MarketCursor(SYMBOLS)
    cursor.applied(3, "BTCUSDT")
    with pytest.raises(ValueError):
        cursor.applied(3, "BTCUSDT")
    assert cursor.positions() == {"BTCUSDT": 3}


@pytest.mark.parametrize("seed", range(20))
async def test_no_price_is_skipped_or_applied_twice_across_a_restart(seed: int) -> None:
    """A partition applies the log, committing each symbol's effects (with its position) in
    batches of its own; it crashes, losing what it had not committed; a new owner resumes from
    the stored positions. Every symbol's prices are applied exactly once, in log order."""
    rng = random.Random(seed)
    bus = InProcessBus()
    log = [(rng.choice(SYMBOLS), Decimal(100 + i)) for i in range(60)]
    for i, (symbol, price) in enumerate(log):
        await bus.publish_price("spot", symbol, i, price)
    crash_after = rng.randrange(1, len(log))

    committed: dict[str, list[int]] = {s: [] for s in SYMBOLS}  # the database: effects and positions
    stored: dict[str, int] = {}
    pending: dict[str, list[int]] = {s: [] for s in SYMBOLS}  # applied in memory, not committed yet
    cursor = MarketCursor(SYMBOLS, stored)
    for entry in await read_until(bus, "spot", cursor.start_seq(), crash_after):
        assert cursor.should_apply(entry.seq, entry.symbol)
        cursor.applied(entry.seq, entry.symbol)
        pending[entry.symbol].append(entry.seq)
        if rng.random() < 0.3:  # this symbol's batch commits: effects and position together
            committed[entry.symbol] += pending[entry.symbol]
            pending[entry.symbol] = []
            stored[entry.symbol] = entry.seq
    # crash: ``pending`` is lost; a new owner starts from what was stored
    resumed = MarketCursor(SYMBOLS, stored)
    for entry in await read_until(bus, "spot", resumed.start_seq(), len(log)):
        if resumed.should_apply(entry.seq, entry.symbol):
            resumed.applied(entry.seq, entry.symbol)
            committed[entry.symbol].append(entry.seq)
    for symbol in SYMBOLS:
        expected = [seq for seq, (s, _) in enumerate(log, start=1) if s == symbol]
        assert committed[symbol] == expected
    await bus.close()
