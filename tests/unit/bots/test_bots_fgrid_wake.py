"""The wake index changes nothing but the work, for futures grids too: NEUTRAL, LONG and SHORT grids
with TP/SL by price and by PnL %, a trailing stop, shifting, funding and a liquidation, over real
BTCUSDT perpetual 1m candles, on a host that lets quiet bots sleep and on one that steps every
bot on every price: the same events, bot states and venue state, with fewer steps."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from tests.unit.bots.wakekit import assert_same_outcome, grid_at, perp_run, woke_and_full
from tradingbot.bots.base import UpdateCommand
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

    def px(ratio: str) -> str:
        return _px(p0, ratio)

    return {
        "neutral": grid_at(base, px, "0.97", "1.03", 12, grid_mode=1),
        "long_pct": grid_at(
            base,
            px,
            "0.96",
            "1.02",
            8,
            grid_mode=2,
            tp_sl_type=1,
            take_profit_per="0.01",
            stop_loss_per="0.05",
        ),
        "short_price": grid_at(
            base,
            px,
            "0.98",
            "1.01",
            10,
            grid_mode=3,
            tp_sl_type=2,
            take_profit_price="0.95",
            stop_loss_price="1.015",
        ),
        "long_price": grid_at(
            base,
            px,
            "0.98",
            "1.01",
            6,
            grid_mode=2,
            tp_sl_type=2,
            take_profit_price="1.012",
            stop_loss_price="0.96",
        ),
        "trailing": grid_at(
            base, px, "0.95", "1.05", 4, grid_mode=2, leverage="10", trailing_stop_per="0.05"
        ),
        "shifting": grid_at(
            base, px, "0.995", "1.005", 4, grid_mode=1, move_up_price="1.05", move_down_price="0.95"
        ),
        "leveraged": grid_at(base, px, "0.99", "1.02", 6, grid_mode=2, leverage="50"),
    }


run = perp_run(
    "GRID_FUTURES", grids, "total_investment", "neutral", UpdateCommand({"trailing_stop_per": "0.5"})
)


def test_sleeping_futures_bots_change_nothing_but_the_work() -> None:
    woke, full = woke_and_full(run, PERP_1M, 4000)
    assert_same_outcome(woke, full, futures=True, max_step_share=1 / 2)
