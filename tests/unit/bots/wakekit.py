"""What the wake-index parity tests share: a host that lets quiet bots sleep must end exactly like
the step-everything reference, with fewer steps."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal as D
from typing import Any

from tests.conftest import shared_file
from tradingbot.adapters.marketdata.replay import read_candles
from tradingbot.bots.base import LINEAR, SPOT, Command, Venue
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import BotAccountType
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import FuturesExchange

USER = AccountRef.user(1)


def assert_same_outcome(
    woke: tuple[BotHost, list[Any]], full: tuple[BotHost, list[Any]], futures: bool, max_step_share: float
) -> None:
    """Same events, bot snapshots and exchange state(s); the index took under ``max_step_share`` of
    the reference's steps."""
    (fast, fast_events), (ref, ref_events) = woke, full
    assert fast_events == ref_events
    for bot_id in ref.bot_ids():
        assert fast.snapshot(bot_id) == ref.snapshot(bot_id)
    assert fast.sim.state() == ref.sim.state()
    if futures:
        assert fast.futures.state() == ref.futures.state()
    assert fast.steps < ref.steps * max_step_share, (fast.steps, ref.steps)
    print(f"steps: {fast.steps:,} with the wake index, {ref.steps:,} without")


EIGHT_HOURS = 480
"""1m candles between two funding payments."""


def perp_host(
    wake_index: bool, candles: list[Any], kind: str, bots: dict[str, dict[str, Any]], margin: str
) -> BotHost:
    """A host over the BTCUSDT perpetual at the first candle's close, each bot funded from the user
    with its ``margin`` field and added."""
    sym = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
    fees = FeeSchedule(maker=D("0.0002"), taker=D("0.00055"))
    fx = FuturesExchange({sym.symbol: sym}, {sym.symbol: FUTURES_TIERS["BTCUSDT"]}, fees)
    spot = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
    sim = SimExchange({spot.symbol: spot}, fees)
    first = candles[0]
    fx.on_price(sym.symbol, first.close, first.ts)
    host = BotHost(sim, futures=fx, wake_index=wake_index)
    fx.credit(first.ts, USER, "USDT", D(100_000))
    for bot_id, raw in bots.items():
        account = AccountRef.bot(bot_id, BotAccountType.DERIVATIVE)
        fx.transfer(first.ts, USER, account, "USDT", D(raw[margin]))
        host.add_bot(bot_id, kind, raw, account, first.ts)
    return host


def replay(
    host: BotHost,
    candles: list[Any],
    symbol: str,
    at: int,
    command: Callable[[BotHost, Any], None],
    category: Venue = SPOT,
) -> list[Any]:
    """Feed ``candles[1:]`` to the host (on a perpetual, funding every eight hours, alternating
    sign) with ``command(host, candle)`` at candle ``at``; the events it recorded."""
    events: list[Any] = []
    for i, candle in enumerate(candles[1:], start=1):
        if category == LINEAR and i % EIGHT_HOURS == 0:  # funding steps the bots that hold a position
            host.apply_funding(symbol, D("0.0001") if (i // EIGHT_HOURS) % 2 else D("-0.00005"), candle.ts)
        host.on_candle(symbol, candle, category)
        if i == at:  # a command steps the bot and resets its band
            command(host, candle)
        events.extend(host.drain_events())
    return events


Run = Callable[[bool, list[Any]], tuple[BotHost, list[Any]]]


def woke_and_full(
    run: Run, path: str, limit: int
) -> tuple[tuple[BotHost, list[Any]], tuple[BotHost, list[Any]]]:
    """``run`` over the first ``limit`` candles of the shared file ``path`` with the wake index and
    without it (the step-everything reference)."""
    candles = read_candles(shared_file(path), limit=limit)
    return run(True, candles), run(False, candles)


def grid_at(
    base: dict[str, Any], px: Callable[[str], str], lo: str, hi: str, cells: int, **more: Any
) -> dict[str, Any]:
    """``base`` over ``[px(lo), px(hi)]`` in ``cells`` cells, plus ``more``; its ``*_price`` fields
    are ratios of the start price too (``px`` turns a ratio into a price)."""
    prices = {k: px(v) for k, v in more.items() if k.endswith("_price")}
    return dict(base, min_price=px(lo), max_price=px(hi), cell_number=cells, **{**more, **prices})


def perp_run(
    kind: str, bots: Callable[[D], dict[str, dict[str, Any]]], margin: str, bot_id: str, command: Command
) -> Run:
    """The parity run of a perpetual family: ``bots(p0)`` on :func:`perp_host`, funded with their
    ``margin`` field, and ``command`` sent to ``bot_id`` at candle 1500 (it steps the bot and resets
    its band)."""

    def run(wake_index: bool, candles: list[Any]) -> tuple[BotHost, list[Any]]:
        host = perp_host(wake_index, candles, kind, bots(candles[0].close), margin)

        def send(h: BotHost, candle: Any) -> None:
            h.command(bot_id, command, candle.ts)

        return host, replay(host, candles, "BTCUSDT", 1500, send, LINEAR)

    return run
