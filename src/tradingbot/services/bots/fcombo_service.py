"""Futures combo use cases (SPEC §7 "Futures combo"): limits, create, detail, positions, the
rebalance list, transfers in and out, manual rebalance, settings, close, the perpetuals to choose
from and the daily pick.

The numbers come from the pure family (``bots.futures_combo``); this layer adds ownership, the
per-user limits and moving USDT between the user's FUND account and the bot's derivatives wallet.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from tradingbot.adapters.storage.models import BotRow, KeyValue
from tradingbot.backtest.combo_pick import LEVERAGE, THRESHOLD, backtest, daily_pick
from tradingbot.bots.base import (
    LINEAR,
    AddInvestmentCommand,
    MarketView,
    UpdateCommand,
    WithdrawCommand,
)
from tradingbot.bots.futures_combo.config import READ, ComboConfig, legs_to_wire, parse_config, parse_settings
from tradingbot.bots.futures_combo.family import FAMILY
from tradingbot.bots.futures_combo.metrics import detail, positions, rebalance_row
from tradingbot.bots.futures_combo.validation import (
    INTERVAL_PRESETS,
    Check,
    Contract,
    check_settings,
    input_ranges,
    max_leverage,
    validate_input,
)
from tradingbot.core.enums import AdjustPositionMode, BotAccountType
from tradingbot.core.errors import BusinessError, ComboCheck, RetCode
from tradingbot.core.instruments import FuturesSymbolConfig
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.services.accounts.auth import UserView
from tradingbot.services.bots.bot_family_service import check_rows
from tradingbot.services.bots.futures_family_service import QUOTE, FuturesFamilyService
from tradingbot.services.exchange.exchange_service import parse_amount
from tradingbot.sim.accounts import AccountRef

PICK_DAYS = 7


def _no_pop_key(user_id: int) -> str:
    return f"user:{user_id}:fcombo_daily_pick_no_pop"


class FcomboService(FuturesFamilyService):
    PUBLIC_FIELDS = (
        "bot_id", "status", "bot_display_status", "bot_mode", "bot_name", "leverage", "symbol_settings",
        "adjust_position_mode", "adjust_position_percent", "adjust_position_time_interval", "total_pnl_per",
        "total_apr", "adjusted_position_num", "run_time_duration", "operation_time",
    )  # fmt: skip
    FAMILY = FAMILY
    SYMBOL_CHECK = ComboCheck.SYMBOL_NOT_EXISTS.value
    COPY_INVESTMENT = "init_margin"
    RANK_BLOCK = "fcomboBot"
    RANK_FIELDS = ("bot_mode", "bot_name", "leverage", "symbol_settings", "adjust_position_mode")
    RANK_INVESTMENT = "total_margin"
    SUMMARY_FIELDS = (
        "status", "total_margin", "total_apr", "bot_mode", "bot_name", "leverage",
        "adjusted_position_num", "operation_time",
    )  # fmt: skip
    SUMMARY_TOTALS = ("total_margin", "total_pnl")

    _pick: tuple[int, dict[str, Any]] | None = None
    _linear_hub: Any = None

    # ------------------------------------------------------------------ family hooks

    def _config(self, raw: Mapping[str, object]) -> ComboConfig:
        cfg = parse_config(raw)
        for i, leg in enumerate(cfg.legs):
            if leg.symbol not in self._ex.market.futures.symbols:
                raise BusinessError(
                    RetCode.UNKNOWN_SYMBOL, f"unknown perpetual {leg.symbol}",
                    field=f"symbol_settings[{i}].symbol", check_code=self.SYMBOL_CHECK,
                )  # fmt: skip
            self._ex.delistings.refuse(LINEAR, leg.symbol, f"symbol_settings[{i}].symbol")
        return cfg

    def instrument(self, raw: Mapping[str, object]) -> FuturesSymbolConfig:
        """The first leg's contract (every leg must exist)."""
        sym: FuturesSymbolConfig = self._ex.market.futures.symbols[self._config(raw).symbol]
        return sym

    def contracts(self, cfg: ComboConfig) -> dict[str, Contract]:
        """Each leg's contract, tiers and last price (MARKET_NOT_LOADED before a leg's first price)."""
        fx = self._ex.market.futures
        return {s: Contract(fx.symbols[s], fx.tiers[s], self.last_price(s)) for s in cfg.symbols}

    def input_checks(self, raw: Mapping[str, object], sym: FuturesSymbolConfig, last: Decimal) -> list[Check]:
        cfg = self._config(raw)
        return validate_input(cfg, self.contracts(cfg))

    def input_checks_at(
        self, raw: Mapping[str, object], sym: FuturesSymbolConfig, lasts: Mapping[str, Decimal]
    ) -> list[Check]:
        """The checks with every leg at its price in ``lasts`` (the backtest lab's window start)."""
        cfg = self._config(raw)
        fx = self._ex.market.futures
        return validate_input(cfg, {s: Contract(fx.symbols[s], fx.tiers[s], lasts[s]) for s in cfg.symbols})

    def parse_config(self, raw: Mapping[str, object]) -> Any:
        return self._config(raw)

    def open_orders_of(self, row: BotRow) -> Sequence[Any]:
        return self._ex.for_bot(row.id).futures.open_orders(AccountRef.bot(row.id, self.ACCOUNT_TYPE))

    def fill_extra(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return {"symbol": data.get("symbol", ""), **super().fill_extra(data)}

    def closed_market(self, row: BotRow, ts: int, fallback: Decimal) -> MarketView:
        """A done combo's view of every leg's contract (the running bot's has every leg too)."""
        cfg = self._state(row).config
        legs = {s: self.symbol_market(s, ts, fallback) for s in cfg.symbols}
        first = legs[cfg.symbol]
        return MarketView(
            first.ts, first.last_price, first.symbol, first.maker_fee, first.taker_fee, first.venue, legs
        )

    def detail_numbers(self, row: BotRow) -> dict[str, Any]:
        return detail(self._state(row), self.market_of(row, Decimal(1)))

    # ------------------------------------------------------------------ get-limit

    def limit(self, raw: Mapping[str, object]) -> dict[str, Any]:
        """Each field's range for the legs and leverage, and the failing checks of the request."""
        defaults: dict[str, object] = {"init_margin": "0", "adjust_position_mode": 4}
        cfg = self._config({**defaults, **{k: v for k, v in raw.items() if not READ.blank(v)}})
        contracts = self.contracts(cfg)
        ranges = input_ranges(cfg, contracts)
        checks: list[Check] = validate_input(cfg, contracts)
        if READ.blank(raw.get("init_margin")):
            checks = [c for c in checks if c.field != "init_margin"]
        if READ.blank(raw.get("adjust_position_mode")):
            checks = [c for c in checks if not c.field.startswith("adjust_position")]
        return {
            **check_rows(checks, ComboCheck.SUCCESS.value),
            **ranges.to_wire(),
            "time_interval_presets": [{"name": k, "seconds": v} for k, v in INTERVAL_PRESETS.items()],
            "last_prices": {s: fmt(c.last) for s, c in contracts.items()},
            "bot_mode": cfg.bot_mode,
        }

    # ------------------------------------------------------------------ reads

    async def positions(self, user: UserView, bot_id: int) -> dict[str, Any]:
        row = await self._own(user, bot_id, acting=False)
        return {"list": positions(self._state(row), self.market_of(row, Decimal(1)))}

    async def part_list(self, user: UserView, bot_id: int, page: int, limit: int) -> dict[str, Any]:
        """The rebalances (trigger and each leg's trade or skip), newest first."""
        row = await self._own(user, bot_id, acting=False)
        state = self._state(row)
        rows = [rebalance_row(r) for r in reversed(state.rebalances)]
        start = (page - 1) * limit
        return {
            "list": rows[start : start + limit], "total": len(rows),
            "adjusted_position_num": state.adjusted_position_num, "page": page, "limit": limit,
        }  # fmt: skip

    async def close_detail(self, user: UserView, bot_id: int) -> dict[str, Any]:
        d = await self.detail(user, bot_id)
        keys = (
            "bot_id", "status", "stop_type", "close_code", "close_reason", "end_time", "run_time_duration",
            "total_margin", "equity", "total_pnl", "total_pnl_per", "realized_pnl", "total_exec_fee",
            "funding_fee", "adjusted_position_num", "settlement_assets", "positions",
        )  # fmt: skip
        return {k: d[k] for k in keys}

    async def transfer_detail(self, user: UserView, bot_id: int) -> dict[str, Any]:
        """Transfers so far, what may go out now and what FUND holds to go in."""
        row = await self._own(user, bot_id, acting=False)
        state = self._state(row)
        d = self.detail_of(row)
        fund = (
            self._ex.for_user(user.id).sim.balance(AccountRef.user(user.id, BotAccountType.FUND), QUOTE).free
        )
        history = reversed(state.transfers)
        return {
            "list": [{"time": t.ts, "direction": t.direction, "amount": fmt(t.amount)} for t in history],
            "transfers_in": fmt(state.transfers_in), "transfers_out": fmt(state.transfers_out),
            "max_transfer_out": d["available_balance"], "max_transfer_in": fmt(fund), "coin": QUOTE,
        }  # fmt: skip

    # ------------------------------------------------------------------ actions

    async def transfer(self, user: UserView, bot_id: int, direction: str, amount: str) -> None:
        """IN moves USDT from FUND into the bot, OUT back; both rescale the basket and rebalance."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        value = parse_amount(amount)
        if direction == "IN":
            self._check_fund(user, [(QUOTE, value)], "insufficient {asset} to transfer in")
            await self._ex.update_bot(key, user.id, QUOTE, value, AddInvestmentCommand(value))
        elif direction == "OUT":
            await self._ex.withdraw_from_bot(key, QUOTE, value, WithdrawCommand(value))
        else:
            raise BusinessError(
                RetCode.INVALID_PARAM, "transfer_type must be IN or OUT", field="transfer_type"
            )

    async def adjust_position(self, user: UserView, bot_id: int) -> None:
        """Rebalance to the target weights now (any mode)."""
        row = await self._own(user, bot_id, acting=True)
        await self._ex.command_bot(self._require_live(row), UpdateCommand({"adjust_position": True}))

    async def modify_setting(self, user: UserView, bot_id: int, params: Mapping[str, object]) -> None:
        """Weights, the rebalancing rule and TP/SL/trailing stop (checked first; the rest is immutable)."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        if not params:
            raise BusinessError(RetCode.INVALID_PARAM, "nothing to change", field="symbol_settings")
        failures = check_settings(parse_settings(self._ex.for_bot(key).host.state(key).config, params))
        if failures:
            raise failures[0].to_error()
        await self._ex.command_bot(key, UpdateCommand(dict(params)))

    # ------------------------------------------------------------------ symbols and the daily pick

    def symbol_list(self) -> list[dict[str, Any]]:
        """The perpetuals a combo may hold, with price, first-tier leverage and 24 h quote volume."""
        fx = self._ex.market.futures
        out = []
        for name in sorted(fx.symbols):
            last = fx.last_price(name)
            if last is None:
                continue
            contract = {name: Contract(fx.symbols[name], fx.tiers[name], last)}
            volume = ""
            try:
                volume = self._hub.quote(name)["quoteVolume"]
            except (BusinessError, KeyError):
                volume = "0"
            out.append(
                {"symbol": name, "base_token": fx.symbols[name].base_currency, "last_price": fmt(last),
                 "max_leverage": fmt(max_leverage(contract)), "quote_volume_24h": volume}
            )  # fmt: skip
        return out

    @property
    def _hub(self) -> Any:
        if self._linear_hub is None:
            raise BusinessError(RetCode.MARKET_NOT_LOADED, "no perpetual market feed")
        return self._linear_hub

    def attach_hub(self, hub: Any) -> None:
        """The linear market hub: 24 h volumes and the candles of the daily pick."""
        self._linear_hub = hub

    def _closes(self, now: int) -> dict[str, list[Decimal]]:
        """Hourly closes of the last ``PICK_DAYS`` days per perpetual with a full window."""
        out: dict[str, list[Decimal]] = {}
        start = now - PICK_DAYS * DAY_MS
        for name in sorted(self._ex.market.futures.symbols):
            if not self._hub.has_symbol(name):
                continue
            by_hour: dict[int, Decimal] = {}
            for c in self._hub.candles(name):
                if c.ts >= start:
                    by_hour[c.ts // HOUR_MS] = c.close
            if len(by_hour) >= 24:
                out[name] = [by_hour[h] for h in sorted(by_hour)]
        n = min((len(v) for v in out.values()), default=0)
        return {s: v[-n:] for s, v in out.items()}

    def daily_pick(self) -> dict[str, Any]:
        """Today's basket (computed once per UTC day of the perpetual market)."""
        names = sorted(self._ex.market.futures.symbols)
        now = max((self._ex.market_now(s, LINEAR) for s in names), default=0)
        day = now // DAY_MS
        if self._pick is not None and self._pick[0] == day:
            return self._pick[1]
        closes = self._closes(now)
        pick = daily_pick(closes)
        if pick is None:
            raise BusinessError(
                RetCode.MARKET_NOT_LOADED, "not enough perpetual history for a daily pick yet"
            )
        again = backtest(pick.legs, closes)
        out = {
            "pick_date": day * DAY_MS,
            "symbol_settings": legs_to_wire(pick.legs),
            "leverage": fmt(LEVERAGE),
            "adjust_position_mode": 2,
            "adjust_position_percent": fmt(THRESHOLD),
            "bot_mode": ComboConfig(
                legs=pick.legs,
                leverage=LEVERAGE,
                init_margin=Decimal(1),
                adjust_position_mode=AdjustPositionMode.PERCENT,
            ).bot_mode,
            "backtest": {
                "window_days": round(len(next(iter(closes.values()))) / 24, 2),
                "window_yield": fmt(again.ret.quantize(Decimal("0.0001"))),
                "max_drawdown": fmt(again.max_drawdown.quantize(Decimal("0.0001"))),
                "rebalances": again.rebalances,
            },
            "method": "best return minus max drawdown of 2-3 leg equal-weight baskets over the last 7 days",
        }
        self._pick = (day, out)
        return out

    async def pick_for(self, user: UserView | None) -> dict[str, Any]:
        """The daily pick and whether the create page should pop it up for this user."""
        out = dict(self.daily_pick())
        out["pop"] = user is None or not await self._no_pop(user.id)
        return out

    async def _no_pop(self, user_id: int) -> bool:
        async with self._db() as s:
            row = await s.get(KeyValue, _no_pop_key(user_id))
        return row is not None and json.loads(row.value) is True

    async def set_no_pop(self, user: UserView, no_pop: bool) -> None:
        """Remember (per user) not to pop the daily pick up again."""
        async with self._db() as s:
            row = await s.get(KeyValue, _no_pop_key(user.id))
            if row is None:
                s.add(KeyValue(key=_no_pop_key(user.id), value=json.dumps(no_pop)))
            else:
                row.value = json.dumps(no_pop)
            await s.commit()
