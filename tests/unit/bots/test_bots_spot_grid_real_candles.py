"""A spot grid over 2 000 real BTCUSDT 1m candles (Binance spot, 2025-05-20): the books add up."""

from __future__ import annotations

import csv
import gzip
from decimal import Decimal as D
from pathlib import Path

import pytest

from tradingbot.bots.base import WithdrawCommand
from tradingbot.bots.spot_grid.metrics import equity, total_pnl, withdrawable
from tradingbot.core.candles import Candle
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef

from .botkit import SCHEDULE, USER, Shell

REPO = Path(__file__).resolve().parents[3]
DATA = REPO / ".." / "shared" / "data" / "binance_spot" / "BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"
ROWS = 2_000


def load_candles() -> list[Candle]:
    if not DATA.is_file():
        pytest.skip(f"real candle file {DATA.resolve()} is absent")
    out: list[Candle] = []
    with gzip.open(DATA, "rt", newline="") as fh:
        for row in csv.DictReader(fh):
            out.append(Candle(int(row["ts"]), D(row["open"]), D(row["high"]), D(row["low"]), D(row["close"])))
            if len(out) == ROWS:
                break
    return out


def test_grid_over_real_candles() -> None:
    candles = load_candles()
    sym = DEFAULT_SPOT_SYMBOLS["BTCUSDT"]
    shell = Shell.start(str(candles[0].open), sym, SCHEDULE)
    raw = {
        "symbol": "BTCUSDT",
        "min_price": "103000",
        "max_price": "109000",
        "cell_number": 20,
        "quote_investment": "20000",
    }
    shell.create("1", raw, ts=candles[0].ts)
    withdrawn = D(0)
    for i, candle in enumerate(candles):
        shell.host.on_candle("BTCUSDT", candle)
        if i == ROWS // 2:
            amount = (withdrawable(shell.state("1")) / 2).quantize(D("0.01"))
            if amount > 0:
                shell.host.command("1", WithdrawCommand(amount), candle.ts)
                shell.sim.transfer(candle.ts, AccountRef.bot("1"), USER, "USDT", amount)
                withdrawn += amount
    state = shell.state("1")
    events = shell.host.drain_events()
    levels = list(state.levels)
    sells = [
        e.data
        for e in events
        if e.kind == "FILL" and e.data["side"] == "SELL" and "-c" in str(e.data["client_order_id"])
    ]
    # grid profit = Σ (sell proceeds net of fee − q × the cell's lower level), recomputed from the fills
    recomputed = sum(
        (
            D(str(f["qty"])) * D(str(f["price"]))
            - D(str(f["fee"]))
            - state.q * levels[levels.index(D(str(f["price"]))) - 1]
            for f in sells
        ),
        D(0),
    )
    assert state.arbitrage_num == len(sells) > 20
    assert state.grid_profit == recomputed
    assert state.grid_profit == sum((D(str(e.data["profit"])) for e in events if e.kind == "CYCLE"), D(0))
    assert withdrawn > 0 and state.cum_withdrawn == withdrawn
    last = candles[-1].close
    bal = shell.sim.balances(AccountRef.bot("1"))
    assert bal["USDT"].total + bal["BTC"].total * last == equity(state, last)
    assert equity(state, last) + withdrawn - state.total_investment == total_pnl(state, last)
    assert state.total_investment == D(20000)
    assert len(shell.open_orders("1")) == 20
    shell.assert_books_match("1")
