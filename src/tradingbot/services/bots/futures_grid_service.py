"""Futures grid use cases (SPEC §7 "Futures grid"): validate with estimated liquidation prices,
create, read, add margin, withdraw, TP/SL and trailing-stop updates, close.

The numbers come from the pure family (``bots.futures_grid*``); this layer adds ownership, the
per-user limits and moving USDT between the user's FUND account and the bot's isolated
derivatives wallet.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from tradingbot.adapters.storage.models import BotRow
from tradingbot.bots.base import (
    AddInvestmentCommand,
    UpdateCommand,
)
from tradingbot.bots.futures_grid.config import parse_config
from tradingbot.bots.futures_grid.family import FAMILY
from tradingbot.bots.futures_grid.metrics import detail as grid_detail
from tradingbot.bots.futures_grid.ranges import DEFAULT_LIMITS, input_ranges, mode_max_leverage
from tradingbot.bots.futures_grid.validation import (
    CheckResult,
    validate_input,
    validate_update,
)
from tradingbot.core.enums import GridMode
from tradingbot.core.errors import FuturesGridCheck
from tradingbot.core.instruments import FuturesSymbolConfig
from tradingbot.core.money import ZERO, fmt
from tradingbot.services.accounts.auth import UserView
from tradingbot.services.bots.bot_common import parse_bot_id
from tradingbot.services.bots.bot_family_service import check_rows
from tradingbot.services.bots.futures_family_service import QUOTE, FuturesFamilyService
from tradingbot.services.exchange.exchange_service import parse_amount

CLOSE_MODES = [{"close_mode": 1, "name": "CLOSE_AT_MARKET"}]


def parse_fgrid_id(value: object) -> int:
    return parse_bot_id(value, "bot_id")


class FuturesGridService(FuturesFamilyService):
    PUBLIC_FIELDS = (
        "bot_id", "symbol", "grid_mode", "grid_type", "min_price", "max_price", "cell_number", "leverage",
        "total_apr", "pnl_per", "arbitrage_num", "operation_time", "status", "base_token", "quote_token",
    )  # fmt: skip
    FAMILY = FAMILY
    SYMBOL_CHECK = FuturesGridCheck.SYMBOL_NOT_EXISTS.value
    COPY_INVESTMENT = "total_investment"
    RANK_BLOCK = "fgridBot"
    RANK_FIELDS = ("grid_mode", "grid_type", "min_price", "max_price", "cell_number", "leverage")
    RANK_INVESTMENT = "total_investment"

    # ------------------------------------------------------------------ family hooks

    def input_checks(
        self, raw: Mapping[str, object], sym: FuturesSymbolConfig, last: Decimal
    ) -> list[CheckResult]:
        return validate_input(
            raw, sym, self._ex.market.futures.tiers[sym.symbol], last, self._ex.market.futures.fees
        )

    def detail_numbers(self, row: BotRow) -> dict[str, Any]:
        state = self._state(row)
        fallback = state.close_price or (state.levels[0] if state.levels else ZERO)
        return grid_detail(state, self.market_of(row, fallback))

    # ------------------------------------------------------------------ validation and reads

    def validate(self, raw: Mapping[str, object]) -> dict[str, Any]:
        sym = self.instrument(raw)
        last = self.last_price(sym.symbol)
        tiers = self._ex.market.futures.tiers[sym.symbol]
        checks = self.input_checks(raw, sym, last)
        ranges = input_ranges(parse_config(raw), sym, tiers, last, self._ex.market.futures.fees).to_wire()
        return {
            **check_rows(checks, FuturesGridCheck.SUCCESS.value),
            **ranges,
            "last_price": fmt(last),
        }

    def summary(self, row: BotRow) -> dict[str, Any]:
        """The row of ``list-all-bots`` for one futures grid."""
        d = self.detail_of(row)
        return {
            "status": d["status"],
            "total_investment": d["total_investment"],
            "total_profit": d["pnl"],
            "grid_profit": d["grid_profit"],
            "total_apr": d["total_apr"],
            "arbitrage_num": d["arbitrage_num"],
            "grid_mode": d["grid_mode"],
            "leverage": d["leverage"],
            "min_price": d["min_price"],
            "max_price": d["max_price"],
            "cell_number": d["cell_number"],
            "operation_time": d["operation_time"],
        }

    # ------------------------------------------------------------------ actions

    async def add_margin(self, user: UserView, bot_id: int, amount: str) -> str:
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        value = parse_amount(amount)
        self._check_fund(user, [(QUOTE, value)], "insufficient {asset} to add margin")
        await self._ex.update_bot(key, user.id, QUOTE, value, AddInvestmentCommand(value))
        return str(self.detail_of(row)["liquidation_price"])

    async def update(self, user: UserView, bot_id: int, params: Mapping[str, object]) -> None:
        """TP/SL or trailing-stop change: checked against the market first, orders stay."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        state = self._ex.for_bot(key).host.state(key)
        checks = validate_update(
            state, params, self._ex.market.futures.tiers[row.symbol], self.last_price(row.symbol)
        )
        if checks:
            raise checks[0].to_error()
        await self._ex.command_bot(key, UpdateCommand(dict(params)))

    # ------------------------------------------------------------------ market helpers

    def max_leverage_e2(self, sym: FuturesSymbolConfig) -> dict[str, int]:
        """Per grid mode: min(symbol max, mode cap) in E2 (SPEC: config.max_leverage_e2 by mode)."""
        return {
            m.name: int(mode_max_leverage(m, sym, DEFAULT_LIMITS) * 100)
            for m in (GridMode.NEUTRAL, GridMode.LONG, GridMode.SHORT)
        }
