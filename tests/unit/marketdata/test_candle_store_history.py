"""The deferred start-up history and a tick from another thread (the AI refresh reads candles in
a worker thread while the event loop ticks): the history goes in first, whole and in order."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from decimal import Decimal

from tradingbot.core.candles import Candle
from tradingbot.engine.market_store import CandleStore

MINUTE = 60_000


def candle(ts: int) -> Candle:
    p = Decimal("100")
    return Candle(ts, p, p, p, p)


def test_a_tick_while_another_thread_builds_the_history_waits_for_it() -> None:
    store = CandleStore()
    building, tick_done = threading.Event(), threading.Event()

    def history() -> Iterator[Candle]:
        yield candle(0)
        building.set()
        tick_done.wait(0.5)  # without the lock the tick lands here, between history candles
        yield from (candle(i * MINUTE) for i in range(1, 10))

    store.defer(history)
    errors: list[BaseException] = []

    def read() -> None:
        try:
            store.last()
        except BaseException as exc:  # reported by the assertion below
            errors.append(exc)

    reader = threading.Thread(target=read)
    reader.start()
    building.wait(5)
    store.add_candle(candle(100 * MINUTE))  # the loop's tick: the current minute
    tick_done.set()
    reader.join(5)
    assert errors == []
    assert store.last() == candle(100 * MINUTE)
    assert len(store) == 11
