"""Shared helpers for the futures martingale tests: MECHANICS §6.6's example and a host shell.

The §6.6 example: LONG, 1 000 USDT, 5x, price float 2 %, multiplier 1.5, 3 adds, round TP 3 %,
at 100 on a contract with lot 0.001 and tick 0.01 (taker 0.055 %; our venue's maker 0.02 % for the
resting adds). The shell is the futures grid's (a FuturesExchange and a BotHost), funding the bot
with its ``init_margin``.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D
from typing import Any

from tradingbot.bots.futures_martingale.state import FuturesMartingaleState

from ..test_bots_fgrid_kit import BTC_PERP, FShell, start_bot

PERP100 = replace(BTC_PERP, min_notional_value=D("5"), min_qty=D("0.001"))
"""The example's contract: BTCUSDT rules (tick 0.01, lot 0.001, tier 1 up to 2 000 000)."""

EXAMPLE: dict[str, Any] = {
    "symbol": "BTCUSDT",
    "martingale_mode": 1,
    "leverage": "5",
    "price_float_percent": "0.02",
    "add_position_percent": "1.5",
    "add_position_num": 3,
    "init_margin": "1000",
    "round_tp_percent": "0.03",
    "auto_cycle_toggle": 1,
}


def fm(**changes: object) -> dict[str, Any]:
    """The example config with changes."""
    return dict(EXAMPLE, **changes)


class MShell(FShell):
    """The futures shell, funding a martingale with its initial margin."""

    def create(self, bot_id: str, raw: dict[str, Any], ts: int = 0) -> Any:
        return start_bot(self, bot_id, "MART_FUTURES", raw, "init_margin", ts)

    def mstate(self, bot_id: str = "1") -> FuturesMartingaleState:
        state: FuturesMartingaleState = self.host.state(bot_id)
        return state
