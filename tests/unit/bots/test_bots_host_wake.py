"""The wake index changes nothing but the work: spot grids of every kind over real BTCUSDT 1m
candles on a host that lets quiet bots sleep and on one that steps every bot on every price give
the same events, bot states and exchange state, with far fewer steps."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from tests.unit.bots.wakekit import assert_same_outcome, grid_at, replay, woke_and_full
from tradingbot.bots.base import CloseCommand, UpdateCommand, WithdrawCommand
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import SettleMode
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule

BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
SYM = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
USER = AccountRef.user(1)


def _px(p0: D, ratio: str) -> str:
    return str((p0 * D(ratio)).quantize(SYM.tick_size))


def grids(p0: D) -> dict[str, dict[str, Any]]:
    base = {"symbol": "BTCUSDT", "quote_investment": "3000"}

    def px(ratio: str) -> str:
        return _px(p0, ratio)

    return {
        "plain": grid_at(base, px, "0.97", "1.03", 12),
        "tp": grid_at(base, px, "0.985", "1.015", 8, take_profit_price="1.03"),
        "sl": grid_at(base, px, "0.995", "1.03", 4, stop_loss_price="0.99"),
        "stop": grid_at(base, px, "0.99", "1.06", 2, ts_percent="0.003"),
        "trail": grid_at(base, px, "0.99", "1.01", 6, enable_trailing=True, limit_up_price="1.08"),
        "entry": grid_at(base, px, "0.96", "1", 10, entry_price="0.995"),
        "base": grid_at(
            {"symbol": "BTCUSDT"}, px, "0.9", "1.1", 30, grid_type=2, invest_mode=1, base_investment="0.05"
        ),
    }


def run(wake_index: bool, candles: list[Any]) -> tuple[BotHost, list[Any]]:
    sim = SimExchange({SYM.symbol: SYM}, FeeSchedule(maker=D("0.001"), taker=D("0.001")))
    sim.on_price(SYM.symbol, candles[0].close, candles[0].ts)
    host = BotHost(sim, wake_index=wake_index)
    ts = candles[0].ts
    for asset, amount in (("USDT", D(100_000)), ("BTC", D(1))):
        sim.credit(ts, USER, asset, amount)
    for bot_id, raw in grids(candles[0].close).items():
        account = AccountRef.bot(bot_id)
        for asset, key in (("USDT", "quote_investment"), ("BTC", "base_investment")):
            if key in raw:
                sim.transfer(ts, USER, account, asset, D(raw[key]))
        host.add_bot(bot_id, "GRID_SPOT", raw, account, ts)

    def commands(h: BotHost, candle: Any) -> None:  # user commands in the middle
        h.command("plain", UpdateCommand({"take_profit_price": _px(candles[0].close, "1.2")}), candle.ts)
        if h.state("plain").grid_profit > 0:
            h.command("plain", WithdrawCommand(h.state("plain").grid_profit / 2), candle.ts)
        h.command("entry", CloseCommand(SettleMode.QUOTE_MODE), candle.ts)

    return host, replay(host, candles, SYM.symbol, 2000, commands)


def test_sleeping_bots_change_nothing_but_the_work() -> None:
    woke, full = woke_and_full(run, BTC_1M, 5000)
    kinds = {e.kind for e in full[1]}
    assert {"FILL", "CYCLE", "STATUS", "COMMAND"} <= kinds, kinds
    assert_same_outcome(woke, full, futures=False, max_step_share=1 / 3)
