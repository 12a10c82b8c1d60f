"""Futures grid use cases (SPEC §7 "Futures grid"): validate with estimated liquidation prices,
create, read, add margin, withdraw, TP/SL and trailing-stop updates, close.

The numbers come from the pure family (``bots.futures_grid*``); this layer adds ownership, the
per-user limits and moving USDT between the user's FUND account and the bot's isolated
derivatives wallet.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotRow, FutFillRow
from tradingbot.bots.base import (
    LINEAR,
    AddInvestmentCommand,
    CloseCommand,
    FuturesView,
    MarketView,
    UpdateCommand,
    WithdrawCommand,
    futures_order_rules,
)
from tradingbot.bots.futures_grid import FAMILY
from tradingbot.bots.futures_grid_config import parse_config
from tradingbot.bots.futures_grid_metrics import detail as grid_detail
from tradingbot.bots.futures_grid_validation import (
    DEFAULT_LIMITS,
    CheckResult,
    input_ranges,
    mode_max_leverage,
    validate_input,
    validate_update,
)
from tradingbot.core.enums import BotAccountType, BotKind, BotStatus, GridMode
from tradingbot.core.errors import BotResultCode, BusinessError, FuturesGridCheck, RetCode
from tradingbot.core.instruments import FuturesSymbolConfig
from tradingbot.core.money import ZERO, fmt
from tradingbot.services.auth import UserView
from tradingbot.services.bot_common import BotRepo, parse_bot_id
from tradingbot.services.exchange_service import ExchangeService, parse_amount
from tradingbot.sim.accounts import AccountRef

FAMILY_NAME = BotKind.GRID_FUTURES.value
QUOTE = "USDT"
CLOSE_MODES = [{"close_mode": 1, "name": "CLOSE_AT_MARKET"}]
PUBLIC_FIELDS = (
    "bot_id", "symbol", "grid_mode", "grid_type", "min_price", "max_price", "cell_number", "leverage",
    "total_apr", "pnl_per", "arbitrage_num", "operation_time", "status", "base_token", "quote_token",
)  # fmt: skip


def parse_fgrid_id(value: object) -> int:
    return parse_bot_id(value, "bot_id")


def _check_row(c: CheckResult) -> dict[str, str]:
    return {
        "check_code": c.code.value,
        "field": c.field,
        "from": "" if c.bound_low is None else fmt(c.bound_low),
        "to": "" if c.bound_high is None else fmt(c.bound_high),
        "message": c.message,
    }


class FuturesGridService:
    def __init__(self, sessions: async_sessionmaker[Any], exchange: ExchangeService) -> None:
        self._ex = exchange
        self.repo = BotRepo(sessions, FAMILY_NAME)

    # ------------------------------------------------------------------ helpers

    def instrument(self, raw: Mapping[str, object]) -> FuturesSymbolConfig:
        name = str(raw.get("symbol", "")).strip().upper()
        if not name:
            raise BusinessError(RetCode.INVALID_PARAM, "symbol is required", field="symbol")
        sym = self._ex.futures.symbols.get(name)
        if sym is None:
            raise BusinessError(
                RetCode.UNKNOWN_SYMBOL,
                f"unknown perpetual {name}",
                field="symbol",
                check_code=FuturesGridCheck.SYMBOL_NOT_EXISTS.value,
            )
        return sym

    def last_price(self, symbol: str) -> Decimal:
        last = self._ex.futures.last_price(symbol)
        if last is None:
            raise BusinessError(
                RetCode.MARKET_NOT_LOADED, f"no perpetual price for {symbol} yet", field="symbol"
            )
        return last

    def _market(self, row: BotRow, fallback: Decimal) -> MarketView:
        """The bot's own view while it runs; a symbol view at the close price once it is done."""
        bot_id = str(row.id)
        ts = self._ex.market_now(row.symbol, LINEAR)
        if bot_id in self._ex.bot_owner:
            return self._ex.host.bot_market(bot_id, ts)
        fx = self._ex.futures
        inst = fx.symbols[row.symbol]
        last = fx.last_price(row.symbol) or fallback
        venue = FuturesView(inst, tuple(fx.tiers[row.symbol]), last)
        return MarketView(ts, last, futures_order_rules(inst), fx.fees.maker, fx.fees.taker, venue)

    def _state(self, row: BotRow) -> Any:
        bot_id = str(row.id)
        if bot_id in self._ex.bot_owner:
            return self._ex.host.state(bot_id)
        return FAMILY.from_dict(json.loads(row.state))

    def _detail(self, row: BotRow) -> dict[str, Any]:
        state = self._state(row)
        fallback = state.close_price or (state.levels[0] if state.levels else ZERO)
        out: dict[str, Any] = grid_detail(state, self._market(row, fallback))
        out["bot_id"] = str(row.id)
        out["account_type"] = BotAccountType.FUND.name
        out["allow_follow"] = 1
        return out

    async def _own(self, user: UserView, bot_id: int, *, acting: bool) -> BotRow:
        return await self.repo.own(user, bot_id, acting=acting)

    def _require_live(self, row: BotRow) -> str:
        bot_id = str(row.id)
        if bot_id not in self._ex.bot_owner:
            raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, "this bot is already closed")
        return bot_id

    # ------------------------------------------------------------------ validation

    def validate(self, raw: Mapping[str, object]) -> dict[str, Any]:
        sym = self.instrument(raw)
        last = self.last_price(sym.symbol)
        tiers = self._ex.futures.tiers[sym.symbol]
        fees = self._ex.futures.fees
        checks = validate_input(raw, sym, tiers, last, fees)
        ranges = input_ranges(parse_config(raw), sym, tiers, last, fees).to_wire()
        return {
            "check_code": checks[0].code.value if checks else FuturesGridCheck.SUCCESS.value,
            "checks": [_check_row(c) for c in checks],
            **ranges,
            "last_price": fmt(last),
        }

    # ------------------------------------------------------------------ create and reads

    async def create(self, user: UserView, raw: Mapping[str, object]) -> int:
        await self.repo.check_can_create(user)
        sym = self.instrument(raw)
        last = self.last_price(sym.symbol)
        tiers = self._ex.futures.tiers[sym.symbol]
        checks = validate_input(raw, sym, tiers, last, self._ex.futures.fees)
        if checks:
            raise checks[0].to_error()
        cfg = parse_config(raw)
        fund = AccountRef.user(user.id, BotAccountType.FUND)
        if self._ex.sim.balance(fund, QUOTE).free < cfg.total_investment:
            raise BusinessError.bot(
                BotResultCode.INSUFFICIENT_BALANCE,
                f"insufficient {QUOTE} in the funding account: {fmt(cfg.total_investment)} needed",
            )
        meta = {
            k: raw.get(k)
            for k in ("source", "block_source", "create_type", "followed_grid_id", "strategy_id")
        }
        return await self._ex.create_bot(
            user.id, FAMILY_NAME, sym.symbol, cfg, [(QUOTE, cfg.total_investment)], meta
        )

    async def detail(self, user: UserView, bot_id: int) -> dict[str, Any]:
        row = await self._own(user, bot_id, acting=False)
        out = self._detail(row)
        out["settlement_assets"] = await self.repo.settlement_assets(row)
        return out

    async def follow_detail(self, bot_id: int) -> dict[str, Any]:
        row = await self.repo.row(bot_id)
        d = self._detail(row)
        out = {k: d[k] for k in PUBLIC_FIELDS if k in d}
        out["nick_name"] = await self.repo.owner_name(row.user_id)
        return out

    async def open_orders(self, user: UserView, bot_id: int) -> list[dict[str, Any]]:
        row = await self._own(user, bot_id, acting=False)
        account = AccountRef.bot(row.id, BotAccountType.DERIVATIVE)
        orders = self._ex.futures.open_orders(account, row.symbol)
        return [
            {
                "order_id": str(o.id),
                "client_order_id": o.client_order_id,
                "side": o.side.value,
                "order_type": o.type.value,
                "price": fmt(o.price) if o.price is not None else "",
                "qty": fmt(o.qty),
                "filled_qty": fmt(o.filled_qty),
                "reduce_only": bool(getattr(o, "reduce_only", False)),
                "status": o.status.value,
                "create_time": o.created_ts,
            }
            for o in sorted(orders, key=lambda o: o.price or ZERO, reverse=True)
        ]

    async def history_orders(self, user: UserView, bot_id: int, page: int, limit: int) -> dict[str, Any]:
        row = await self._own(user, bot_id, acting=False)
        rows, total = await self.repo.fills_page(FutFillRow, AccountRef.bot(row.id).owner, page, limit)
        out = []
        for r in rows:
            d = json.loads(r.data)
            out.append(
                {
                    "fill_id": str(r.id),
                    "order_id": str(r.order_id),
                    "client_order_id": d.get("client_order_id", ""),
                    "side": d["side"],
                    "price": d["price"],
                    "qty": d["qty"],
                    "fee": d["fee"],
                    "realized_pnl": d.get("realized_pnl", "0"),
                    "is_maker": d.get("is_maker", True),
                    "is_liquidation": d.get("is_liquidation", False),
                    "time": r.ts_ms,
                }
            )
        return {"list": out, "total": total, "page": page, "limit": limit}

    def summary(self, row: BotRow) -> dict[str, Any]:
        """The row of ``list-all-bots`` for one futures grid."""
        d = self._detail(row)
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
        fund = AccountRef.user(user.id, BotAccountType.FUND)
        if self._ex.sim.balance(fund, QUOTE).free < value:
            raise BusinessError.bot(BotResultCode.INSUFFICIENT_BALANCE, f"insufficient {QUOTE} to add margin")
        await self._ex.update_bot(key, user.id, QUOTE, value, AddInvestmentCommand(value))
        return str(self._detail(row)["liquidation_price"])

    async def withdraw(self, user: UserView, bot_id: int, amount: str) -> Decimal:
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        value = parse_amount(amount)
        await self._ex.withdraw_from_bot(key, QUOTE, value, WithdrawCommand(value))
        return value

    async def update(self, user: UserView, bot_id: int, params: Mapping[str, object]) -> None:
        """TP/SL or trailing-stop change: checked against the market first, orders stay."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        state = self._ex.host.state(key)
        checks = validate_update(
            state, params, self._ex.futures.tiers[row.symbol], self.last_price(row.symbol)
        )
        if checks:
            raise checks[0].to_error()
        await self._ex.command_bot(key, UpdateCommand(dict(params)))

    async def close(self, user: UserView, bot_id: int) -> None:
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        if self._ex.host.status(key) is BotStatus.CANCELLING:
            raise BusinessError.bot(BotResultCode.GRID_CAN_NOT_BE_CANCELLED, "this bot is already closing")
        await self._ex.command_bot(key, CloseCommand())

    # ------------------------------------------------------------------ market helpers

    def max_leverage_e2(self, sym: FuturesSymbolConfig) -> dict[str, int]:
        """Per grid mode: min(symbol max, mode cap) in E2 (SPEC: config.max_leverage_e2 by mode)."""
        return {
            m.name: int(mode_max_leverage(m, sym, DEFAULT_LIMITS) * 100)
            for m in (GridMode.NEUTRAL, GridMode.LONG, GridMode.SHORT)
        }
