"""Seeded simulator: determinism, tick grid, realistic volatility and history shape."""

from __future__ import annotations

import itertools
import math
import statistics
import zlib
from decimal import Decimal

import pytest

from tradingbot.adapters.marketdata.simulator import (
    DEFAULT_PROFILES,
    MINUTES_PER_YEAR,
    SimulatedSource,
    stable_seed,
)
from tradingbot.core.candles import MINUTE_MS

T0 = 1_750_000_000_000  # 2025-06-15T15:06:40Z, mid-minute on purpose


def source(symbol: str = "BTCUSDT", seed: int = 7, start_ts: int = T0) -> SimulatedSource:
    return SimulatedSource.from_profile(DEFAULT_PROFILES[symbol], seed, start_ts)


def test_same_seed_same_series_different_seed_different_series() -> None:
    a = [source().next() for _ in range(500)]
    b = [source().next() for _ in range(500)]
    c = [source(seed=8).next() for _ in range(500)]
    assert a == b
    assert a != c
    assert source().history(300) == source().history(300)


def test_symbols_get_independent_streams() -> None:
    assert stable_seed(7, "BTCUSDT") == 7 ^ zlib.crc32(b"BTCUSDT")  # same in every process, unlike hash()
    btc = [
        t.price / DEFAULT_PROFILES["BTCUSDT"].start_price
        for t in (source("BTCUSDT").next() for _ in range(50))
    ]
    eth = [
        t.price / DEFAULT_PROFILES["ETHUSDT"].start_price
        for t in (source("ETHUSDT").next() for _ in range(50))
    ]
    assert btc != eth


def test_ticks_step_in_time_and_sit_on_the_tick_grid() -> None:
    for symbol, profile in DEFAULT_PROFILES.items():
        src = source(symbol)
        ticks = [src.next() for _ in range(300)]
        assert [t.ts for t in ticks[:3]] == [T0 + 1000, T0 + 2000, T0 + 3000]
        for t in ticks:
            assert t.price > 0 and t.price % profile.tick == 0
            assert t.price.as_tuple().exponent == profile.tick.as_tuple().exponent
            assert t.volume >= 0 and t.volume % profile.volume_step == 0


def test_tick_is_a_tuple_of_ts_price_volume() -> None:
    ts, price, volume = source().next()
    assert (ts, isinstance(price, Decimal), isinstance(volume, Decimal)) == (T0 + 1000, True, True)


def test_advance_to_follows_the_clock() -> None:
    src = source()
    first = src.advance_to(T0 + 1500)
    assert first.ts == T0 + 1500
    again = src.advance_to(T0 + 1500)
    assert again.price == first.price and again.volume == 0
    later = src.advance_to(T0 + 3 * 3_600_000)  # a 3 h gap is walked minute by minute
    assert later.ts == T0 + 3 * 3_600_000 and later.volume > 0


def test_history_ends_at_start_price_and_is_continuous() -> None:
    for symbol, profile in DEFAULT_PROFILES.items():
        hist = source(symbol).history(1440)
        assert len(hist) == 1440
        last_open = (T0 // MINUTE_MS) * MINUTE_MS - MINUTE_MS
        assert hist[-1].ts == last_open
        assert hist[-1].close == profile.start_price
        assert all(b.ts - a.ts == MINUTE_MS for a, b in itertools.pairwise(hist))
        assert all(b.open == a.close for a, b in itertools.pairwise(hist))
        for c in hist:
            assert c.low <= min(c.open, c.close) <= max(c.open, c.close) <= c.high
            assert c.high % profile.tick == 0 and c.low % profile.tick == 0
            assert c.volume > 0


def test_shorter_history_is_the_tail_of_a_longer_one() -> None:
    assert source().history(100) == source().history(1000)[-100:]
    assert source().history(0) == []


def _minute_log_returns(symbol: str, seed: int, minutes: int) -> list[float]:
    hist = source(symbol, seed).history(minutes)
    return [math.log(b.close / a.close) for a, b in itertools.pairwise(hist)]


@pytest.mark.parametrize("symbol", sorted(DEFAULT_PROFILES))
def test_realised_volatility_matches_the_profile(symbol: str) -> None:
    target = DEFAULT_PROFILES[symbol].annual_vol / math.sqrt(MINUTES_PER_YEAR)
    realised = statistics.pstdev(_minute_log_returns(symbol, 7, 20_000))
    assert 0.75 * target <= realised <= 1.3 * target


def test_live_ticks_have_the_same_volatility_as_history() -> None:
    src = source("ETHUSDT", seed=3)
    closes = []
    for i in range(60 * 4000):
        tick = src.next()
        if i % 60 == 59:
            closes.append(tick.price)
    returns = [math.log(b / a) for a, b in itertools.pairwise(closes)]
    target = DEFAULT_PROFILES["ETHUSDT"].annual_vol / math.sqrt(MINUTES_PER_YEAR)
    assert 0.75 * target <= statistics.pstdev(returns) <= 1.3 * target


def test_volatility_clusters_and_tails_are_fat() -> None:
    returns = _minute_log_returns("BTCUSDT", 7, 20_000)
    mags = [abs(r) for r in returns]
    mean = statistics.fmean(mags)
    lag1 = sum((a - mean) * (b - mean) for a, b in itertools.pairwise(mags)) / sum(
        (m - mean) ** 2 for m in mags
    )
    assert lag1 > 0.05  # calm and wild minutes come in runs (GARCH), unlike plain GBM (~0)
    sd = statistics.pstdev(returns)
    kurtosis = statistics.fmean([(r / sd) ** 4 for r in returns])
    assert kurtosis > 3.5  # fatter tails than a normal distribution (3)


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError):
        SimulatedSource("BTCUSDT", Decimal(0), Decimal("0.01"), 1, T0)
