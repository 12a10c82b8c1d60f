"""The wake index changes nothing but the work for DCA bots too: RECURRING rounds (hourly to daily,
one reaching its investment cap, one too poor to pay a round) and SAFETY_ORDER cycles (auto-cycle,
stop loss, take profit without auto-cycle, a long ladder) over real BTCUSDT 1m candles, on a host
that lets quiet bots sleep and on one that steps every bot on every price: the same events, bot
states and exchange state, with fewer steps."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from tests.unit.bots.wakekit import assert_same_outcome, replay, woke_and_full
from tradingbot.bots.base import CloseCommand
from tradingbot.bots.dca.family import FAMILY
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import CloseReason, SettleMode
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule

BTC_1M = "binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
SYM = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
USER = AccountRef.user(1)
HOUR_S = 3600


def safety(**over: object) -> dict[str, Any]:
    raw: dict[str, Any] = {
        "dca_type": "SAFETY_ORDER",
        "symbol": "BTCUSDT",
        "init_order_amount": "100",
        "safety_order_amount": "50",
        "max_safety_orders": 4,
        "price_step": "0.004",
        "step_multiplier": "1.2",
        "volume_multiplier": "1.5",
        "tp_pct": "0.003",
    }
    return raw | over


def recurring(frequency_s: int, amount: str, cap: str) -> dict[str, Any]:
    return {
        "dca_type": "RECURRING",
        "frequency_in_second": frequency_s,
        "quote_coin": "USDT",
        "pairs": [{"base": "BTC", "amount": amount}],
        "max_invest_amount": cap,
    }


BOTS: dict[str, dict[str, Any]] = {
    "hourly": recurring(HOUR_S, "20", "5000"),
    "capped": recurring(4 * HOUR_S, "50", "300"),
    "daily": recurring(24 * HOUR_S, "100", "10000"),
    "cycling": safety(auto_cycle="ENABLE"),
    "stopped": safety(auto_cycle="ENABLE", sl_pct="0.02", price_step="0.002"),
    "once": safety(auto_cycle="DISABLE", tp_pct="0.006"),
    "ladder": safety(auto_cycle="ENABLE", max_safety_orders=12, price_step="0.001", tp_pct="0.01"),
}


def run(wake_index: bool, candles: list[Any]) -> tuple[BotHost, list[Any]]:
    sim = SimExchange({SYM.symbol: SYM}, FeeSchedule(maker=D("0.001"), taker=D("0.001")))
    ts = candles[0].ts
    sim.on_price(SYM.symbol, candles[0].close, ts)
    host = BotHost(sim, wake_index=wake_index)
    sim.credit(ts, USER, "USDT", D(100_000))
    for bot_id, raw in BOTS.items():
        account = AccountRef.bot(bot_id)
        sim.transfer(ts, USER, account, "USDT", FAMILY.parse_config(raw).investment)
        host.add_bot(bot_id, "DCA_SPOT", raw, account, ts)

    def command(h: BotHost, candle: Any) -> None:
        h.command("daily", CloseCommand(SettleMode.QUOTE_MODE), candle.ts)

    return host, replay(host, candles, SYM.symbol, 3000, command)


def test_sleeping_dca_bots_change_nothing_but_the_work() -> None:
    woke, full = woke_and_full(run, BTC_1M, 6000)
    kinds = {e.kind for e in full[1]}
    assert {"FILL", "STATUS", "COMMAND"} <= kinds, kinds
    reasons = {b: full[0].state(b).close_reason for b in BOTS}
    assert reasons == {
        "hourly": None,
        "capped": CloseReason.MAX_INVESTMENT_REACHED,
        "daily": CloseReason.MANUAL,
        "cycling": None,
        "stopped": CloseReason.STOP_LOSS,
        "once": CloseReason.TAKE_PROFIT,
        "ladder": None,
    }
    assert full[0].state("cycling").cycles_completed > 1
    assert_same_outcome(woke, full, futures=False, max_step_share=1 / 2)
