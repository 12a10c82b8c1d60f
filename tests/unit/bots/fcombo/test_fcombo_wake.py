"""The wake index changes nothing but the work for combos: baskets over three real perpetuals (1m
candles) rebalanced by the user, on transfers or by a weight deviation, with TP, SL and a trailing
stop, funding and a transfer in, on a host whose bots sleep inside their per-leg bands and on one
that steps every bot on every price of every leg: the same events, states and venue state, with
fewer steps. The band's slack split is checked on its own."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from tests.conftest import shared_file
from tests.unit.bots.wakekit import assert_same_outcome
from tradingbot.adapters.marketdata.replay import read_candles
from tradingbot.bots.base import AddInvestmentCommand
from tradingbot.bots.futures_combo.quiet import equity_room, quiet_band
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import BotAccountType
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import FuturesExchange

from .kit import CShell, fc

FILES = {
    s: f"binance_usdm_perp/{s}-1m-2025-05-04_2025-06-24.csv.gz" for s in ("BTCUSDT", "ETHUSDT", "SOLUSDT")
}
USER = AccountRef.user(1)
LEGS = [
    {"symbol": "BTCUSDT", "side": 1, "target_position_percent": "0.5"},
    {"symbol": "ETHUSDT", "side": 2, "target_position_percent": "0.3"},
    {"symbol": "SOLUSDT", "side": 1, "target_position_percent": "0.2"},
]


def combos() -> dict[str, dict[str, Any]]:
    base = {"symbol_settings": LEGS, "leverage": "3", "init_margin": "3000"}
    return {
        "by_user": {**base, "adjust_position_mode": 4},
        "on_transfer": {
            **base,
            "adjust_position_mode": 6,
            "tp_percent": "0.02",
            "trailing_stop_percent": "0.05",
        },
        "tight": {
            **base,
            "adjust_position_mode": 4,
            "leverage": "10",
            "sl_percent": "0.02",
            "tp_percent": "0.03",
        },
        "percent": {**base, "adjust_position_mode": 2, "adjust_position_percent": "0.01"},
    }


def run(wake_index: bool, feeds: dict[str, list[Any]]) -> tuple[BotHost, list[Any]]:
    fees = FeeSchedule(maker=D("0.0002"), taker=D("0.00055"))
    fx = FuturesExchange(
        {s: DEFAULT_FUTURES_SYMBOLS[s] for s in FILES}, {s: FUTURES_TIERS[s] for s in FILES}, fees
    )
    spot = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
    host = BotHost(SimExchange({spot.symbol: spot}, fees), futures=fx, wake_index=wake_index)
    start = feeds["BTCUSDT"][0].ts
    for s, seq in feeds.items():
        fx.on_price(s, seq[0].close, start)
    fx.credit(start, USER, "USDT", D(100_000))
    for bot_id, raw in combos().items():
        account = AccountRef.bot(bot_id, BotAccountType.DERIVATIVE)
        fx.transfer(start, USER, account, "USDT", D(raw["init_margin"]))
        host.add_bot(bot_id, "COMBO_FUTURES", raw, account, start)
    events: list[Any] = []
    for i in range(1, len(feeds["BTCUSDT"])):
        ts = feeds["BTCUSDT"][i].ts
        if i % 480 == 0:
            for s in FILES:
                host.apply_funding(s, D("0.0001"), ts)
        for s, seq in feeds.items():
            host.on_candle(s, seq[i], "linear")
        if i == 700 and host.status("on_transfer").value == "RUNNING":
            account = AccountRef.bot("on_transfer", BotAccountType.DERIVATIVE)
            fx.transfer(ts, USER, account, "USDT", D(500))
            host.command("on_transfer", AddInvestmentCommand(D(500)), ts)
        events.extend(host.drain_events())
    return host, events


def test_sleeping_combos_change_nothing_but_the_work() -> None:
    feeds = {s: read_candles(shared_file(path), limit=1500) for s, path in FILES.items()}
    woke = run(True, feeds)
    full = run(False, feeds)
    assert any(e.kind == "REBALANCE" and e.data["trigger"] == "TRANSFER" for e in woke[1])
    assert_same_outcome(woke, full, futures=True, max_step_share=2 / 3)


def test_each_leg_gets_a_share_of_the_equity_room() -> None:
    shell = CShell.start()
    shell.create("1", fc(adjust_position_mode=4, tp_percent="0.05", sl_percent="0.05"))
    s = shell.state()
    market = shell.host.bot_market("1", 10)
    room = equity_room(s, market)
    assert room is not None
    e_lo, e0, e_hi = room
    moves = []
    for symbol in ("BTCUSDT", "ETHUSDT", "SOLUSDT"):
        view = market.legs[symbol] if market.legs else market
        band = quiet_band(
            s, view.__class__(**{**{f: getattr(view, f) for f in view.__slots__}, "legs": market.legs})
        )
        assert band is not None
        q = s.book(symbol).position
        moves.append((q * (band[1] - view.last_price), q * (band[0] - view.last_price)))
    # every leg at its upper edge together stays below E_hi, every leg at its lower edge above E_lo
    assert e0 + sum(m[0] for m in moves) < e_hi and e0 + sum(m[1] for m in moves) > e_lo
    assert all(m[0] > 0 > m[1] for m in moves)
    percent = CShell.start()
    percent.create("1", fc())
    assert (
        quiet_band(percent.state(), percent.host.bot_market("1", 10)) is None
    )  # weights depend on every price
