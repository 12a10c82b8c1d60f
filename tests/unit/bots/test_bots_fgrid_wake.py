"""The wake index changes nothing but the work, for futures grids too: NEUTRAL, LONG and SHORT grids
with TP/SL by price and by PnL %, a trailing stop, shifting, funding and a liquidation, over real
BTCUSDT perpetual 1m candles, on a host that lets quiet bots sleep and on one that steps every
bot on every price: the same events, bot states and venue state, with fewer steps."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from tests.unit.bots.wakekit import assert_same_outcome, perp_host, replay, woke_and_full
from tradingbot.bots.base import LINEAR, UpdateCommand
from tradingbot.bots.host import BotHost
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS
from tradingbot.sim.accounts import AccountRef

PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
SYM = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
USER = AccountRef.user(1)
EIGHT_HOURS = 480


def _px(p0: D, ratio: str) -> str:
    return str((p0 * D(ratio)).quantize(SYM.tick_size))


def grids(p0: D) -> dict[str, dict[str, Any]]:
    base = {"symbol": "BTCUSDT", "grid_type": 1, "leverage": "3", "total_investment": "5000"}
    return {
        "neutral": dict(
            base, grid_mode=1, min_price=_px(p0, "0.97"), max_price=_px(p0, "1.03"), cell_number=12
        ),
        "long_pct": dict(
            base,
            grid_mode=2,
            min_price=_px(p0, "0.96"),
            max_price=_px(p0, "1.02"),
            cell_number=8,
            tp_sl_type=1,
            take_profit_per="0.01",
            stop_loss_per="0.05",
        ),
        "short_price": dict(
            base,
            grid_mode=3,
            min_price=_px(p0, "0.98"),
            max_price=_px(p0, "1.01"),
            cell_number=10,
            tp_sl_type=2,
            take_profit_price=_px(p0, "0.95"),
            stop_loss_price=_px(p0, "1.015"),
        ),
        "long_price": dict(
            base,
            grid_mode=2,
            min_price=_px(p0, "0.98"),
            max_price=_px(p0, "1.01"),
            cell_number=6,
            tp_sl_type=2,
            take_profit_price=_px(p0, "1.012"),
            stop_loss_price=_px(p0, "0.96"),
        ),
        "trailing": dict(
            base,
            grid_mode=2,
            leverage="10",
            min_price=_px(p0, "0.95"),
            max_price=_px(p0, "1.05"),
            cell_number=4,
            trailing_stop_per="0.05",
        ),
        "shifting": dict(
            base,
            grid_mode=1,
            min_price=_px(p0, "0.995"),
            max_price=_px(p0, "1.005"),
            cell_number=4,
            move_up_price=_px(p0, "1.05"),
            move_down_price=_px(p0, "0.95"),
        ),
        "leveraged": dict(
            base,
            grid_mode=2,
            leverage="50",
            min_price=_px(p0, "0.99"),
            max_price=_px(p0, "1.02"),
            cell_number=6,
        ),
    }


def run(wake_index: bool, candles: list[Any]) -> tuple[BotHost, list[Any]]:
    host = perp_host(wake_index, candles, "GRID_FUTURES", grids(candles[0].close), "total_investment")

    def command(h: BotHost, candle: Any) -> None:
        h.command("neutral", UpdateCommand({"trailing_stop_per": "0.5"}), candle.ts)

    return host, replay(host, candles, SYM.symbol, 1500, command, LINEAR)


def test_sleeping_futures_bots_change_nothing_but_the_work() -> None:
    woke, full = woke_and_full(run, PERP_1M, 4000)
    assert_same_outcome(woke, full, futures=True, max_step_share=1 / 2)
