"""A combo over the five perpetuals of ../shared/data (BTC, ETH, SOL, XRP, DOGE; long and short
legs), replayed minute by minute with their real funding on the simulated futures exchange, then
closed. The books are reconciled at every minute (the bot's wallet and each leg's position equal
the venue's), what comes back is the margin plus the PnL, and USDT is conserved across the user,
the bot and the venue's system accounts."""

from __future__ import annotations

from decimal import Decimal as D

from tests.conftest import shared_file
from tradingbot.adapters.marketdata.replay import read_candles, read_funding
from tradingbot.bots.base import CloseCommand
from tradingbot.bots.futures_combo.state import ComboState
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import BotAccountType, BotStatus
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE, FuturesExchange

from .kit import legs

FILES = {
    "BTCUSDT": ("BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz", "BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz"),
    "ETHUSDT": ("ETHUSDT-1m-2025-05-04_2025-06-24.csv.gz", "ETHUSDT-funding-2023-12-01_2026-02-19.csv.gz"),
    "SOLUSDT": ("SOLUSDT-1m-2025-05-04_2025-06-24.csv.gz", "SOLUSDT-funding-2024-12-31_2026-02-19.csv.gz"),
    "XRPUSDT": ("XRPUSDT-1m-2025-05-04_2025-06-24.csv.gz", "XRPUSDT-funding-2024-12-31_2026-02-19.csv.gz"),
    "DOGEUSDT": ("DOGEUSDT-1m-2025-05-25_2025-06-24.csv.gz", "DOGEUSDT-funding-2024-12-31_2026-02-19.csv.gz"),
}
COMBO = {
    "symbol_settings": legs(
        ("BTCUSDT", 1, "0.3"),
        ("ETHUSDT", 1, "0.2"),
        ("SOLUSDT", 2, "0.2"),
        ("XRPUSDT", 1, "0.15"),
        ("DOGEUSDT", 2, "0.15"),
    ),
    "leverage": "3",
    "init_margin": "5000",
    "adjust_position_mode": 3,
    "adjust_position_percent": "0.01",
    "adjust_position_time_interval": 3600,
}
USER = AccountRef.user(1)
BOT = AccountRef.bot("1", BotAccountType.DERIVATIVE)
ROWS = 2000


def usdt(fx: FuturesExchange, *accounts: AccountRef) -> D:
    return sum((fx.balances(a)["USDT"].total for a in accounts if "USDT" in fx.balances(a)), D(0))


def test_five_leg_combo_on_real_candles_reconciles() -> None:
    feeds = {}
    start = None
    for s, (candles, _) in FILES.items():
        seq = read_candles(shared_file(f"binance_usdm_perp/{candles}"), limit=None)
        feeds[s] = seq
        start = seq[0].ts if start is None else max(start, seq[0].ts)
    assert start is not None
    feeds = {s: [c for c in seq if c.ts >= start][:ROWS] for s, seq in feeds.items()}
    funding = {
        s: {f.ts: f.rate for f in read_funding(shared_file(f"binance_usdm_funding/{fund}"))}
        for s, (_, fund) in FILES.items()
    }
    fees = FeeSchedule(maker=D("0.0002"), taker=D("0.00055"))
    symbols = {s: DEFAULT_FUTURES_SYMBOLS[s] for s in FILES}
    fx = FuturesExchange(symbols, {s: FUTURES_TIERS[s] for s in FILES}, fees)
    spot = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
    host = BotHost(SimExchange({spot.symbol: spot}, fees), futures=fx)
    for s, seq in feeds.items():
        fx.on_price(s, seq[0].close, start)
    fx.credit(start, USER, "USDT", D(20_000))
    fx.transfer(start, USER, BOT, "USDT", D(5000))
    host.add_bot("1", "COMBO_FUTURES", COMBO, BOT, start)
    prev = start
    for i in range(1, ROWS):
        ts = feeds["BTCUSDT"][i].ts
        for s in FILES:
            for t in sorted(t for t in funding[s] if prev < t <= ts):
                host.apply_funding(s, funding[s][t], t)
            host.on_candle(s, feeds[s][i], "linear")
        prev = ts
        state: ComboState = host.state("1")
        assert state.wallet == fx.wallet(BOT)
        for b in state.books:
            pos = fx.position(BOT, b.symbol)
            assert (b.position, b.avg_entry) == (pos.size, pos.avg_entry), (i, b.symbol)
    state = host.state("1")
    assert state.adjusted_position_num >= 3 and state.funding != 0
    host.command("1", CloseCommand(), prev + 1)
    state = host.state("1")
    assert state.status is BotStatus.COMPLETED and all(b.position == 0 for b in state.books)
    back = fx.wallet(BOT)
    assert back == D(5000) + state.closed_pnl - state.fees + state.funding + state.insurance
    fx.transfer(prev + 2, BOT, USER, "USDT", back)
    system = usdt(fx, FUT_MARKET, FUT_FEES, FUNDING, INSURANCE)
    assert usdt(fx, USER) + system == D(20_000)
    assert fx.check_invariants() == []
