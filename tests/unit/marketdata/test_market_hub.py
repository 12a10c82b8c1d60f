"""MarketHub: modes, listener order, replay stepping, klines, quotes and subscribers."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.unit.marketdata.market_testkit import QUOTE_KEYS, T_JUNE, Recorder, ramp_candle, ramp_file
from tradingbot.adapters.marketdata.replay import read_candles
from tradingbot.adapters.marketdata.simulator import DEFAULT_PROFILES
from tradingbot.core.candles import Candle
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.engine.market_hub import MarketHub
from tradingbot.settings import Settings

NOW = 1_750_000_000_000


class Clock:
    def __init__(self, t: int = NOW) -> None:
        self.t = t

    def __call__(self) -> int:
        return self.t


def manual_hub(history_minutes: int = 0, **kw: Any) -> MarketHub:
    return MarketHub(simulator=False, clock=Clock(), history_minutes=history_minutes, **kw)


def test_simulated_hub_starts_with_deterministic_history() -> None:
    a = MarketHub(seed=7, clock=Clock(), history_minutes=600)
    b = MarketHub(seed=7, clock=Clock(), history_minutes=600)
    assert a.symbols() == ["BTCUSDT", "ETHUSDT", "SOLUSDT", "XRPUSDT", "DOGEUSDT"]
    for s in a.symbols():
        assert a.mode(s) == "simulated"
        assert a.candles(s) == b.candles(s)
        assert len(a.candles(s)) == 600
        assert a.last_price(s) == DEFAULT_PROFILES[s].start_price
        assert a.last_ts(s) == NOW
    assert MarketHub(seed=8, clock=Clock(), history_minutes=600).candles("BTCUSDT") != a.candles("BTCUSDT")


def test_default_history_is_three_days_and_settings_are_honoured() -> None:
    hub = MarketHub.from_settings(Settings(bot_market_seed=3, bot_market_tick_seconds=0.5), clock=Clock())
    assert (hub.seed, hub.tick_seconds, hub.simulator) == (3, 0.5, True)
    assert len(hub.candles("BTCUSDT")) == 3 * 1440
    off = MarketHub.from_settings(Settings(bot_market_simulator=False), clock=Clock())
    assert off.mode("BTCUSDT") == "manual" and off.last_price("BTCUSDT") == Decimal(100000)
    assert len(off.candles("BTCUSDT")) == 1440  # a full 24h quote even without ticking
    assert off.quote("ETHUSDT")["startTime"] == (NOW // 60_000 - 1439) * 60_000  # 24h back from NOW


def test_start_up_history_is_built_on_first_use_and_is_the_same() -> None:
    """A start (a restart after a crash) does not build the chart history nobody asked for yet;
    built later, it is the same history, before the prices that came since."""
    eager = MarketHub(seed=7, clock=Clock(), history_minutes=600, simulator=False)
    eager_candles = eager.candles("ETHUSDT")
    lazy = MarketHub(seed=7, clock=Clock(), history_minutes=600, simulator=False)
    store = lazy._get("ETHUSDT").store
    assert store._history is not None  # nothing built at construction
    assert lazy.candles("ETHUSDT") == eager_candles and store._history is None
    later = MarketHub(seed=7, clock=Clock(NOW + 60_000), history_minutes=600, simulator=False)
    later.clock = Clock(NOW + 120_000)
    asyncio.run(later.set_price("SOLUSDT", "151"))  # a tick first: the history goes in before it
    sol = later.candles("SOLUSDT")
    ref = MarketHub(seed=7, clock=Clock(NOW + 60_000), history_minutes=600, simulator=False)
    assert sol[:-1] == ref.candles("SOLUSDT") and sol[-1].close == Decimal(151)


async def test_tick_once_updates_state_before_listeners_in_order() -> None:
    clock = Clock()
    hub = MarketHub(seed=1, clock=clock, history_minutes=10)
    log: list[tuple[Any, ...]] = []
    hub.add_listener(Recorder("first", log, hub))
    hub.add_listener(Recorder("second", log, hub))
    clock.t += 1000
    await hub.tick_once()
    assert [(e[0], e[2]) for e in log] == [(n, s) for s in hub.symbols() for n in ("first", "second")]
    for entry in log:
        _, kind, symbol, ts, price, seen = entry
        assert kind == "tick" and ts == NOW + 1000
        assert seen == price == hub.last_price(symbol)  # hub state was updated first
    twin_clock = Clock()
    twin = MarketHub(seed=1, clock=twin_clock, history_minutes=10)
    twin_clock.t += 1000
    await twin.tick_once()
    assert [twin.last_price(s) for s in twin.symbols()] == [hub.last_price(s) for s in hub.symbols()]
    assert [twin.candles(s) for s in twin.symbols()] == [hub.candles(s) for s in hub.symbols()]


async def test_failing_listener_does_not_stop_other_symbols(caplog: pytest.LogCaptureFixture) -> None:
    class Boom:
        async def on_candle(self, symbol: str, candle: Candle) -> None: ...

        async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
            if symbol == "BTCUSDT":
                raise RuntimeError("boom")

    clock = Clock()
    hub = MarketHub(clock=clock, history_minutes=1)
    log: list[tuple[Any, ...]] = []
    hub.add_listener(Boom())
    hub.add_listener(Recorder("r", log))
    clock.t += 1000
    await hub.tick_once()
    assert [e[2] for e in log] == ["ETHUSDT", "SOLUSDT", "XRPUSDT", "DOGEUSDT"]
    assert "market tick failed for BTCUSDT" in caplog.text


async def test_start_and_stop_the_ticker() -> None:
    hub = MarketHub(clock=Clock(), history_minutes=1, tick_seconds=0.001)
    got = asyncio.Event()

    class Waiter:
        async def on_candle(self, symbol: str, candle: Candle) -> None: ...

        async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
            got.set()

    hub.add_listener(Waiter())
    await hub.start()
    assert hub.running
    await asyncio.wait_for(got.wait(), 5)
    await hub.stop()
    assert not hub.running
    await hub.stop()  # idempotent
    off = manual_hub()
    await off.start()
    assert not off.running  # simulator disabled: nothing ticks


async def test_start_primes_listeners_with_the_current_prices_once() -> None:
    hub = manual_hub(history_minutes=5)
    log: list[tuple[Any, ...]] = []
    hub.add_listener(Recorder("exchange", log, hub))
    await hub.start()
    await hub.start()
    assert [(e[1], e[2], e[3], e[4]) for e in log] == [
        ("tick", s, NOW, DEFAULT_PROFILES[s].start_price) for s in hub.symbols()
    ]
    await hub.stop()


async def test_advance_feeds_listeners_in_order_with_the_file_candles(tmp_path: Path) -> None:
    path = ramp_file(tmp_path, 10)
    hub = MarketHub(clock=Clock(), history_minutes=5)
    log: list[tuple[Any, ...]] = []
    hub.add_listener(Recorder("exchange", log, hub))
    hub.add_listener(Recorder("bots", log, hub))
    loaded = hub.load("BTCUSDT", path)
    assert loaded == {
        "symbol": "BTCUSDT",
        "mode": "replay",
        "path": str(path),
        "start_ts": None,
        "first_ts": T_JUNE,
        "interval_ms": 60_000,
        "rows_available": 10,
    }
    assert hub.mode("BTCUSDT") == "replay" and hub.candles("BTCUSDT") == []  # own timeline
    res = await hub.advance("BTCUSDT", 4)
    assert res == {
        "symbol": "BTCUSDT",
        "requested": 4,
        "advanced": 4,
        "last_ts": T_JUNE + 3 * 60_000,
        "last_price": "104",
        "remaining": 6,
        "exhausted": False,
    }
    expected = read_candles(path)[:4]
    assert [(e[0], e[3]) for e in log] == [(n, c) for c in expected for n in ("exchange", "bots")]
    assert all(e[1] == "candle" and e[2] == "BTCUSDT" and e[4] == e[3].close for e in log)
    assert hub.candles("BTCUSDT") == expected
    # the simulator leaves a replayed symbol alone
    await hub.tick_once()
    assert hub.candles("BTCUSDT") == expected
    end = await hub.advance("BTCUSDT", 100)
    assert (end["advanced"], end["remaining"], end["exhausted"], end["last_price"]) == (6, 0, True, "110")
    again = await hub.advance("BTCUSDT", 1)
    assert (again["advanced"], again["exhausted"]) == (0, True)


async def test_advance_is_deterministic(tmp_path: Path) -> None:
    path = ramp_file(tmp_path, 50)
    results = []
    for _ in range(2):
        hub = manual_hub()
        hub.load("ETHUSDT", path, "2025-06-01T00:10")
        results.append((await hub.advance("ETHUSDT", 7), hub.candles("ETHUSDT")))
    assert results[0] == results[1]
    assert results[0][1][0] == ramp_candle(10)


async def test_replay_refusals(tmp_path: Path) -> None:
    hub = manual_hub()
    with pytest.raises(BusinessError) as err:
        await hub.advance("BTCUSDT", 1)
    assert (err.value.code, err.value.field) == (RetCode.MARKET_NOT_LOADED, "symbol")
    hub.load("BTCUSDT", ramp_file(tmp_path, 3))
    for bad in (0, 200_001, True):
        with pytest.raises(BusinessError) as err:
            await hub.advance("BTCUSDT", bad)
        assert (err.value.code, err.value.field) == (RetCode.INVALID_PARAM, "candles")
    with pytest.raises(BusinessError) as err:
        hub.load("NOPEUSDT", ramp_file(tmp_path, 3))
    assert (err.value.code, err.value.field) == (RetCode.UNKNOWN_SYMBOL, "symbol")
    with pytest.raises(BusinessError) as err:
        hub.load("BTCUSDT", ramp_file(tmp_path, 3), "2030-01-01")
    assert (err.value.code, err.value.field) == (RetCode.INVALID_PARAM, "start")
    with pytest.raises(BusinessError) as err:
        hub.load("BTCUSDT", tmp_path / "missing.csv")
    assert err.value.field == "path"
    assert hub.mode("BTCUSDT") == "replay"  # a refused load keeps the previous replay


async def test_klines_aggregate_5m_and_1h_from_1m(tmp_path: Path) -> None:
    hub = manual_hub()
    hub.load("SOLUSDT", ramp_file(tmp_path, 130))
    await hub.advance("SOLUSDT", 130)
    five = hub.klines("SOLUSDT", "5m", 500)
    assert len(five) == 26
    assert five[0] == Candle(T_JUNE, Decimal(100), Decimal(106), Decimal(99), Decimal(105), Decimal(5))
    assert five[-1] == Candle(
        T_JUNE + 125 * 60_000, Decimal(225), Decimal(231), Decimal(224), Decimal(230), Decimal(5)
    )
    hour = hub.klines("SOLUSDT", "1h", 500)
    assert [c.ts for c in hour] == [T_JUNE, T_JUNE + 3_600_000, T_JUNE + 7_200_000]
    assert hour[0] == Candle(T_JUNE, Decimal(100), Decimal(161), Decimal(99), Decimal(160), Decimal(60))
    assert hour[2].volume == Decimal(10)  # the forming hour holds 10 minutes so far
    assert hub.klines("SOLUSDT", "5m", 2) == five[-2:]
    assert hub.klines("SOLUSDT", "5m", 2, end_ts=T_JUNE + 9 * 60_000) == five[:2]
    assert len(hub.klines("SOLUSDT", "1m", 1000)) == 130
    for interval in ("3m", "15m", "30m", "2h", "4h", "6h", "8h", "12h", "1d", "3d", "1w", "1M"):
        candles = hub.klines("SOLUSDT", interval, 10)
        assert candles and candles[-1].close == Decimal(230)


def test_klines_refusals() -> None:
    hub = manual_hub()
    for args, code, field in [
        (("BTCUSDT", "7m", 10), RetCode.INVALID_PARAM, "interval"),
        (("BTCUSDT", "1m", 0), RetCode.INVALID_PARAM, "limit"),
        (("BTCUSDT", "1m", 1001), RetCode.INVALID_PARAM, "limit"),
        (("FOO", "1m", 10), RetCode.UNKNOWN_SYMBOL, "symbol"),
    ]:
        with pytest.raises(BusinessError) as err:
            hub.klines(*args)
        assert (err.value.code, err.value.field) == (code, field)
    assert hub.klines("BTCUSDT", "1m", 10) == []


async def test_quote_item_fields(tmp_path: Path) -> None:
    hub = manual_hub()
    hub.load("XRPUSDT", ramp_file(tmp_path, 130))
    await hub.advance("XRPUSDT", 130)
    q = hub.quote("XRPUSDT")
    assert set(q) == QUOTE_KEYS
    assert q == {
        "startTime": T_JUNE,
        "currentTime": T_JUNE + 129 * 60_000,
        "symbol": "XRPUSDT",
        "close": "230",
        "high": "231",
        "low": "99",
        "open": "100",
        "volume": "130",
        "quoteVolume": "21515",  # sum of volume x close = 101 + ... + 230
        "range": "1.3",  # (230 - 100) / 100
    }


async def test_quote_uses_a_rolling_24h_window(tmp_path: Path) -> None:
    hub = manual_hub()
    hub.load("BTCUSDT", ramp_file(tmp_path, 1500))
    await hub.advance("BTCUSDT", 1500)
    q = hub.quote("BTCUSDT")
    assert q["startTime"] == T_JUNE + 60 * 60_000  # the 1440 minutes up to the last one
    assert (q["open"], q["low"], q["close"], q["volume"]) == ("160", "159", "1600", "1440")
    assert q["range"] == "9"  # (1600 - 160) / 160


def test_quote_without_data_and_tickers() -> None:
    hub = manual_hub()
    with pytest.raises(BusinessError) as err:
        hub.quote("BTCUSDT")
    assert err.value.code == RetCode.MARKET_NOT_LOADED
    assert hub.quotes() == []
    sim = MarketHub(clock=Clock(), history_minutes=30)
    items = sim.quotes()
    assert [i["symbol"] for i in items] == sim.symbols()
    assert all(set(i) == QUOTE_KEYS and i["currentTime"] == NOW for i in items)
    assert items[0]["close"] == "100000"


async def test_set_price_merges_into_the_minute_and_calls_on_tick() -> None:
    clock = Clock(T_JUNE + 5_000)
    hub = MarketHub(simulator=False, clock=clock, history_minutes=0)
    log: list[tuple[Any, ...]] = []
    hub.add_listener(Recorder("r", log, hub))
    res = await hub.set_price("BTCUSDT", "100000.5")
    assert res == {"symbol": "BTCUSDT", "mode": "manual", "price": "100000.5", "ts": T_JUNE + 5_000}
    await hub.set_price("BTCUSDT", "100100", ts=T_JUNE + 20_000)
    await hub.set_price("BTCUSDT", "99900", ts=T_JUNE + 40_000)
    await hub.set_price("BTCUSDT", "100050", ts=T_JUNE + 61_000)
    assert hub.candles("BTCUSDT") == [
        Candle(
            T_JUNE, Decimal("100000.5"), Decimal("100100"), Decimal("99900"), Decimal("99900"), Decimal(0)
        ),
        Candle(
            T_JUNE + 60_000,
            Decimal("100050"),
            Decimal("100050"),
            Decimal("100050"),
            Decimal("100050"),
            Decimal(0),
        ),
    ]
    assert [e[4] for e in log] == [
        Decimal("100000.5"),
        Decimal("100100"),
        Decimal("99900"),
        Decimal("100050"),
    ]
    assert all(e[1] == "tick" and e[5] == e[4] for e in log)
    assert hub.last_price("BTCUSDT") == Decimal("100050") and hub.mode("BTCUSDT") == "manual"


async def test_set_price_refusals_and_mode_switch(tmp_path: Path) -> None:
    hub = MarketHub(clock=Clock(), history_minutes=5)
    for price, needle in [("abc", "decimal"), ("-1", "positive"), ("100.001", "tick"), (1.5, "decimal")]:
        with pytest.raises(BusinessError, match=needle) as err:
            await hub.set_price("BTCUSDT", price)
        assert (err.value.code, err.value.field) == (RetCode.INVALID_PARAM, "price")
    assert hub.mode("BTCUSDT") == "simulated"  # a refused price changes nothing
    with pytest.raises(BusinessError) as err:
        await hub.set_price("BTCUSDT", "1", ts=NOW - 1)
    assert err.value.field == "ts"
    hub.load("DOGEUSDT", ramp_file(tmp_path, 3))
    await hub.set_price("DOGEUSDT", "0.25")
    assert hub.mode("DOGEUSDT") == "manual"
    with pytest.raises(BusinessError):
        await hub.advance("DOGEUSDT", 1)
    status = await hub.simulate("DOGEUSDT")
    assert (status["mode"], status["last_price"]) == ("simulated", "0.25")
    await hub.tick_once()
    assert hub.last_price("DOGEUSDT") is not None


async def test_subscribers_get_quotes_and_slow_ones_drop_the_oldest() -> None:
    clock = Clock(T_JUNE)
    hub = MarketHub(simulator=False, clock=clock, queue_size=3, history_minutes=0)
    btc = hub.subscribe(["BTCUSDT"])
    eth = hub.subscribe(["ETHUSDT"])
    for i in range(10):
        await hub.set_price("BTCUSDT", str(100 + i), ts=T_JUNE + i * 1000)
    assert eth.empty()
    got = [btc.get_nowait()["close"] for _ in range(btc.qsize())]
    assert got == ["107", "108", "109"]  # bounded: the newest survive, the hub never waited
    assert hub.fanout.dropped == 7
    hub.unsubscribe(btc, ["BTCUSDT"])
    await hub.set_price("BTCUSDT", "200", ts=T_JUNE + 20_000)
    assert btc.empty()
    hub.subscribe(["BTCUSDT"], eth)  # one queue, several symbols
    await hub.set_price("BTCUSDT", "201", ts=T_JUNE + 21_000)
    assert eth.get_nowait()["close"] == "201"
    hub.unsubscribe(eth)
    assert len(hub.fanout) == 1
    with pytest.raises(BusinessError):
        hub.subscribe(["NOPE"])


async def test_one_quote_per_advance_not_per_candle(tmp_path: Path) -> None:
    hub = manual_hub()
    q = hub.subscribe(["BTCUSDT"])
    hub.load("BTCUSDT", ramp_file(tmp_path, 50))
    await hub.advance("BTCUSDT", 50)
    assert q.qsize() == 1 and q.get_nowait()["close"] == "150"
