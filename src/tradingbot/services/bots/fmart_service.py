"""Futures martingale use cases (SPEC §7 "Futures martingale"): limits with the ladder preview,
create, detail, rounds, close detail, modify (auto-cycle, stop loss, added margin), close.

The numbers come from the pure family (``bots.futures_martingale``); this layer adds ownership,
the per-user limits and moving USDT between the user's FUND account and the bot's isolated
derivatives wallet (the futures base service).
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from tradingbot.adapters.storage.models import BotRow
from tradingbot.bots.base import AddInvestmentCommand, UpdateCommand
from tradingbot.bots.futures_martingale.config import READ, parse_config, parse_update
from tradingbot.bots.futures_martingale.family import FAMILY
from tradingbot.bots.futures_martingale.ladder import liq_after_ladder, preview
from tradingbot.bots.futures_martingale.metrics import current_round_row, detail, round_row
from tradingbot.bots.futures_martingale.validation import (
    Check,
    Shape,
    check_config,
    check_leverage,
    check_update,
    input_ranges,
    ladder_spec,
    max_leverage,
    validate_input,
)
from tradingbot.core.enums import MartingaleMode
from tradingbot.core.errors import BusinessError, MartingaleCheck, RetCode
from tradingbot.core.instruments import FuturesSymbolConfig
from tradingbot.core.money import ZERO, fmt
from tradingbot.services.accounts.auth import UserView
from tradingbot.services.bots.bot_family_service import check_rows
from tradingbot.services.bots.futures_family_service import QUOTE, FuturesFamilyService
from tradingbot.services.exchange.exchange_service import parse_amount

_LIMIT_FIELDS = (
    "price_float_percent", "add_position_percent", "add_position_num", "init_margin", "round_tp_percent",
    "sl_percent", "entry_price",
)  # fmt: skip


def _present(raw: Mapping[str, object], name: str) -> bool:
    return not READ.blank(raw.get(name))


class FmartService(FuturesFamilyService):
    PUBLIC_FIELDS = (
        "bot_id", "symbol", "base_token", "quote_token", "status", "bot_display_status", "fmart_mode",
        "leverage", "price_float_per", "add_pos_per", "add_pos_num", "single_round_target_profit_per",
        "sl_per", "auto_cycle", "pnl_per", "total_apr", "completed_rounds", "operation_time",
    )  # fmt: skip
    FAMILY = FAMILY
    SYMBOL_CHECK = MartingaleCheck.INVALID_PARAM.value
    COPY_INVESTMENT = "init_margin"
    RANK_BLOCK = "fmartinBot"
    RANK_FIELDS = (
        "fmart_mode", "leverage", "price_float_per", "add_pos_per", "add_pos_num",
        "single_round_target_profit_per", "completed_rounds",
    )  # fmt: skip
    RANK_INVESTMENT = "total_margin"
    SUMMARY_FIELDS = (
        "status", "total_margin", "total_apr", "fmart_mode", "leverage", "completed_rounds", "operation_time",
    )  # fmt: skip
    SUMMARY_TOTALS = ("total_margin", "pnl")

    # ------------------------------------------------------------------ family hooks

    def input_checks(self, raw: Mapping[str, object], sym: FuturesSymbolConfig, last: Decimal) -> list[Check]:
        return validate_input(parse_config(raw), sym, self._ex.market.futures.tiers[sym.symbol], last)

    def detail_numbers(self, row: BotRow) -> dict[str, Any]:
        state = self._state(row)
        return detail(state, self.market_of(row, state.close_price or state.p0 or ZERO))

    # ------------------------------------------------------------------ get-fmart-limit

    def limit(self, raw: Mapping[str, object]) -> dict[str, Any]:
        """Every field's range for the symbol, mode and leverage, the failing checks of the fields
        sent, and (with a complete, valid request) the round's ladder and liquidation estimate."""
        sym = self.instrument(raw)
        last = self.last_price(sym.symbol)
        tiers = self._ex.market.futures.tiers[sym.symbol]
        shape = _shape(raw)
        leverage = shape.leverage
        checks = check_leverage(leverage, sym, tiers)
        ranges = input_ranges(shape, sym, tiers, last)
        complete = all(_present(raw, f) for f in _LIMIT_FIELDS if f not in ("sl_percent", "entry_price"))
        ladder: list[dict[str, str]] = []
        liq = None
        if not checks and complete:
            cfg = parse_config({k: v for k, v in raw.items() if k != "need_to_slippage"})
            checks = check_config(cfg, ranges)
            if not checks:
                fees = self._ex.market.futures.fees
                spec = ladder_spec(shape, sym, fees.taker, fees.maker, cfg.round_tp_percent)
                rungs = preview(spec, cfg.init_margin, cfg.entry_price or last)
                liq = liq_after_ladder(rungs, cfg.is_long, cfg.init_margin, tiers)
                ladder = [_rung_row(r, sym) for r in rungs]
        elif not checks:
            present = {f for f in _LIMIT_FIELDS if _present(raw, f)} | {"leverage"}
            cfg = parse_config(_with_defaults(raw, shape))
            checks = [c for c in check_config(cfg, ranges) if c.field in present]
        fees = self._ex.market.futures.fees
        return {
            **check_rows(checks, MartingaleCheck.SUCCESS.value),
            **ranges.to_wire(),
            "last_price": fmt(last),
            "mark_price": fmt(last),  # mark = last on the simulated venue
            "tick_size": fmt(sym.tick_size),
            "taker_fee_rate": fmt(fees.taker),
            "maker_fee_rate": fmt(fees.maker),
            "ladder": ladder,
            "estimated_liq_price": "" if liq is None else fmt(liq.quantize(sym.tick_size)),
        }

    # ------------------------------------------------------------------ reads

    async def fmart_detail(self, user: UserView, bot_id: int) -> dict[str, Any]:
        return await self.detail(user, bot_id)

    async def rounds(self, user: UserView, bot_id: int, page: int, limit: int) -> dict[str, Any]:
        """The round in progress, then every finished round kept, newest first; one page."""
        row = await self._own(user, bot_id, acting=False)
        state = self._state(row)
        rows = [round_row(r) for r in reversed(state.rounds)]
        current = current_round_row(state, self.market_of(row, state.close_price or state.p0 or ZERO))
        if current is not None:
            rows.insert(0, current)
        start = (page - 1) * limit
        return {
            "list": rows[start : start + limit],
            "total": len(rows),
            "completed_rounds": state.completed_rounds,
            "page": page,
            "limit": limit,
        }

    async def close_detail(self, user: UserView, bot_id: int) -> dict[str, Any]:
        """How the bot ended (or, while it runs, where it stands): reason, price, PnL, rounds."""
        d = await self.detail(user, bot_id)
        keys = (
            "bot_id", "symbol", "status", "stop_type", "close_code", "close_reason", "close_price",
            "end_time", "running_duration", "total_margin", "pnl", "pnl_per", "realized_pnl", "round_profit",
            "completed_rounds", "net_funding_fee", "trading_fee", "settlement_assets",
        )  # fmt: skip
        return {k: d[k] for k in keys}

    # ------------------------------------------------------------------ actions

    async def update(self, user: UserView, bot_id: int, params: Mapping[str, object]) -> None:
        """Auto-cycle and stop loss (checked first), then added margin from FUND; all else is immutable."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        changes = {k: v for k, v in params.items() if k != "add_margin"}
        margin = params.get("add_margin")
        if not changes and READ.blank(margin):
            raise BusinessError(
                RetCode.INVALID_PARAM,
                "nothing to change: send auto_cycle_toggle, sl_percent or add_margin",
                field="auto_cycle_toggle",
            )
        failures = check_update(parse_update(changes)) if changes else []
        if failures:
            raise failures[0].to_error()
        amount = None if READ.blank(margin) else parse_amount(str(margin))
        if amount is not None:
            self._check_fund(user, [(QUOTE, amount)], "insufficient {asset} to add margin")
        if changes:
            await self._ex.command_bot(key, UpdateCommand(changes))
        if amount is not None:
            await self._ex.update_bot(key, user.id, QUOTE, amount, AddInvestmentCommand(amount))

    def leverage_bounds(self, sym: FuturesSymbolConfig) -> dict[str, str]:
        """The leverage a martingale on ``sym`` may use."""
        return {
            "min_leverage": "1",
            "max_leverage": fmt(max_leverage(sym, self._ex.market.futures.tiers[sym.symbol])),
        }


def _rung_row(r: Any, sym: FuturesSymbolConfig) -> dict[str, str]:
    tick = sym.tick_size
    return {
        "index": str(r.index),
        "price": fmt(r.price),
        "margin": fmt(r.margin.quantize(Decimal("0.01"))),
        "qty": fmt(r.qty),
        "avg_price": fmt(r.avg_price.quantize(tick)),
        "tp_price": fmt(r.tp_price.quantize(tick)),
    }


def _shape(raw: Mapping[str, object]) -> Shape:
    """The ranges' inputs of a (maybe partial) limit request; fields left out take the defaults."""
    mode = READ.enum_of(MartingaleMode, "martingale_mode", READ.required(raw, "martingale_mode"))
    base = Shape(mode, READ.dec("leverage", READ.required(raw, "leverage")))

    def opt(name: str, read: Any, default: object) -> Any:
        return read(name, raw[name]) if _present(raw, name) else default

    return Shape(
        mode,
        base.leverage,
        opt("price_float_percent", READ.dec, base.price_float),
        opt("add_position_percent", READ.dec, base.mult),
        opt("add_position_num", READ.integer, base.adds),
        READ.opt_dec("entry_price", raw.get("entry_price")),
    )


def _with_defaults(raw: Mapping[str, object], shape: Shape) -> dict[str, object]:
    """A complete request from a partial one (fields left out take in-range stand-ins)."""
    out = dict(raw)
    out.pop("need_to_slippage", None)
    out.setdefault("price_float_percent", fmt(shape.price_float))
    out.setdefault("add_position_percent", fmt(shape.mult))
    out.setdefault("add_position_num", shape.adds)
    for name, stand_in in (("init_margin", "0"), ("round_tp_percent", "0.01")):
        if READ.blank(out.get(name)):
            out[name] = stand_in
    return out
