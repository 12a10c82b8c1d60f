"""Martingales replayed on real BTCUSDT perpetual 1m candles with real funding, on the simulated
futures exchange: a LONG 5x completes rounds, a LONG is stopped by its stop loss, a 50x LONG is
liquidated. After each life the books are reconciled: the bot's wallet and position equal the
venue's at every candle, what comes back is the margin plus the realised PnL, and USDT is
conserved across the user, the bot and the venue's system accounts."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from tests.conftest import shared_file
from tradingbot.adapters.marketdata.replay import read_candles, read_funding
from tradingbot.bots.base import CloseCommand
from tradingbot.bots.futures_martingale.state import FuturesMartingaleState
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import BotAccountType, BotStatus, CloseReason
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE, FuturesExchange

PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
FUNDING_FILE = "binance_usdm_funding/BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz"
SYM = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
USER = AccountRef.user(1)
BOT = AccountRef.bot("1", BotAccountType.DERIVATIVE)
CREDIT = D(50_000)
BASE = {
    "symbol": "BTCUSDT", "martingale_mode": 1, "leverage": "5", "price_float_percent": "0.002",
    "add_position_percent": "1.5", "add_position_num": 4, "init_margin": "2000", "round_tp_percent": "0.01",
}  # fmt: skip


def usdt(fx: FuturesExchange, *accounts: AccountRef) -> D:
    return sum((fx.balances(a)["USDT"].total for a in accounts if "USDT" in fx.balances(a)), D(0))


def replay(raw: dict[str, Any], rows: int) -> tuple[FuturesMartingaleState, D, FuturesExchange]:
    """Run one bot over the first ``rows`` candles (funding settled), close it if it still runs,
    return its final state, what came back to the user, and the venue."""
    candles = read_candles(shared_file(PERP_1M), limit=rows)
    funding = {f.ts: f.rate for f in read_funding(shared_file(FUNDING_FILE))}
    fees = FeeSchedule(maker=D("0.0002"), taker=D("0.00055"))
    fx = FuturesExchange({SYM.symbol: SYM}, {SYM.symbol: FUTURES_TIERS["BTCUSDT"]}, fees)
    spot = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
    host = BotHost(SimExchange({spot.symbol: spot}, fees), futures=fx)
    first = candles[0]
    fx.on_price(SYM.symbol, first.close, first.ts)
    fx.credit(first.ts, USER, "USDT", CREDIT)
    fx.transfer(first.ts, USER, BOT, "USDT", D(raw["init_margin"]))
    host.add_bot("1", "MART_FUTURES", raw, BOT, first.ts)
    prev = first.ts
    for candle in candles[1:]:
        for t in sorted(t for t in funding if prev < t <= candle.ts):
            host.apply_funding(SYM.symbol, funding[t], t)
        host.on_candle(SYM.symbol, candle, "linear")
        prev = candle.ts
        s: FuturesMartingaleState = host.state("1")
        pos = fx.position(BOT, SYM.symbol)
        assert s.wallet == fx.wallet(BOT) and (s.position, s.avg_entry) == (pos.size, pos.avg_entry)
    if host.status("1") is not BotStatus.COMPLETED:
        host.command("1", CloseCommand(), prev + 1)
    state: FuturesMartingaleState = host.state("1")
    assert state.status is BotStatus.COMPLETED and fx.open_orders(BOT) == []
    back = fx.wallet(BOT)
    fx.transfer(prev + 2, BOT, USER, "USDT", back)
    system = usdt(fx, FUT_MARKET, FUT_FEES, FUNDING, INSURANCE)
    assert usdt(fx, USER) + usdt(fx, BOT) + system == CREDIT
    assert fx.check_invariants() == []
    return state, back, fx


def test_a_long_5x_completes_rounds() -> None:
    s, back, _ = replay(BASE, 1600)
    assert s.completed_rounds >= 1 and s.rounds[0].status == "COMPLETED" and s.rounds[0].profit > 0
    assert s.close_reason is CloseReason.MANUAL
    assert back == D(2000) + s.realised_pnl
    assert s.funding_fee != 0  # real funding was settled on the position


def test_a_long_is_stopped_by_its_stop_loss() -> None:
    raw = {**BASE, "leverage": "10", "add_position_percent": "2", "add_position_num": 3, "sl_percent": "0.05"}
    s, back, _ = replay(raw, 600)
    assert s.close_reason is CloseReason.STOP_LOSS
    stopped = s.rounds[-1]
    assert stopped.status == "STOPPED" and stopped.profit < 0
    assert -stopped.profit >= D("0.05") * D(2000) * D("0.9")  # about the SL amount, slippage aside
    assert back == D(2000) + s.realised_pnl


def test_a_50x_long_is_liquidated() -> None:
    raw = {
        **BASE, "leverage": "50", "add_position_percent": "1", "add_position_num": 1, "init_margin": "500",
        "round_tp_percent": "2",
    }  # fmt: skip
    s, back, _ = replay(raw, 80_000)
    assert s.close_reason is CloseReason.LIQUIDATION and s.rounds[-1].status == "STOPPED"
    assert back == D(500) + s.realised_pnl and back < D(500)
