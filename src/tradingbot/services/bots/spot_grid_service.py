"""Spot grid use cases: validate, create, read, withdraw, update and close (SPEC §7 "Spot grid").

The numbers come from the pure family (``bots.spot_grid*``); this layer adds ownership, the
per-user limits, moving funds between the user's FUND account and the bot's isolated account,
and reading what the database keeps (history orders, closed bots).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotRow, FillRow
from tradingbot.bots.base import CloseCommand, MarketView, UpdateCommand
from tradingbot.bots.spot_grid.config import apply_update, parse_config, parse_update, regrid_needed
from tradingbot.bots.spot_grid.family import FAMILY
from tradingbot.bots.spot_grid.metrics import detail as grid_detail
from tradingbot.bots.spot_grid.metrics import withdrawable
from tradingbot.bots.spot_grid.sizing import (
    config_levels,
    initial_buy_amount,
    min_investment,
    plan_for_config,
)
from tradingbot.bots.spot_grid.validation import (
    DEFAULT_LIMITS,
    CheckResult,
    grid_profit_range,
    input_ranges,
    validate_input,
    validate_update,
)
from tradingbot.core.defeat import SHOW_FROM, PeerResult, defeat_fraction, population, roi
from tradingbot.core.enums import BotKind, BotStatus, SettleMode
from tradingbot.core.errors import BusinessError, RetCode, SpotGridCheck
from tradingbot.core.instruments import SpotSymbol
from tradingbot.core.money import ZERO, fmt
from tradingbot.services.accounts.auth import UserView
from tradingbot.services.bots.bot_common import parse_bot_id
from tradingbot.services.bots.bot_family_service import BotFamilyService, check_rows
from tradingbot.services.exchange.partitioned import PartitionedExchange
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.fees import FeeSchedule

FAMILY_NAME = BotKind.GRID_SPOT.value
PUBLIC_FIELDS = (
    "grid_id", "symbol", "min_price", "max_price", "cell_number", "operation_time", "base_token",
    "quote_token", "total_apr", "arbitrage_num", "entry_price", "stop_loss_price", "take_profit_price",
    "grid_type", "status",
)  # fmt: skip
CLOSE_MODES = [
    {"close_mode": int(SettleMode.BASE_MODE), "name": SettleMode.BASE_MODE.name},
    {"close_mode": int(SettleMode.QUOTE_MODE), "name": SettleMode.QUOTE_MODE.name},
    {"close_mode": int(SettleMode.BASE_AND_QUOTE_MODE), "name": SettleMode.BASE_AND_QUOTE_MODE.name},
]


def _range(r: tuple[Decimal | None, Decimal | None] | None) -> dict[str, str]:
    if r is None:
        return {"from": "", "to": ""}
    lo, hi = r
    return {"from": "" if lo is None else fmt(lo), "to": "" if hi is None else fmt(hi)}


def parse_grid_id(value: object) -> int:
    return parse_bot_id(value, "grid_id")


def _peer_result(row: BotRow, d: Mapping[str, Any]) -> PeerResult:
    """A grid as the defeat percentage compares it: symbol, ROI, running time, close time."""
    return PeerResult(
        row.symbol,
        roi(Decimal(d["total_profit"]), Decimal(d["total_investment"])),
        int(d["operation_time"]),
        int(d["end_time"]) or None,
    )


class SpotGridService(BotFamilyService):
    FAMILY = FAMILY
    FILL_TABLE = FillRow
    NOUN = "grid"
    COPY_INVESTMENT = "quote_investment"
    COPY_AMOUNTS = ("base_investment",)
    RANK_BLOCK = "gridBot"
    RANK_FIELDS = (
        "min_price", "max_price", "cell_number", "grid_type", "take_profit_price", "stop_loss_price",
    )  # fmt: skip
    RANK_INVESTMENT = "total_investment"

    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        exchange: PartitionedExchange,
        symbols: Mapping[str, SpotSymbol],
    ):
        super().__init__(sessions, exchange)
        self._symbols = dict(symbols)

    # ------------------------------------------------------------------ family hooks

    @property
    def fees(self) -> FeeSchedule:
        return self._ex.market.sim.fees

    def symbol(self, raw: Mapping[str, object]) -> SpotSymbol:
        name = str(raw.get("symbol", "")).strip().upper()
        if not name:
            raise BusinessError(RetCode.INVALID_PARAM, "symbol is required", field="symbol")
        sym = self._symbols.get(name)
        if sym is None:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {name}", field="symbol")
        return sym

    instrument = symbol

    def venue(self) -> Any:
        return self._ex.market.sim

    def input_checks(self, raw: Mapping[str, object], sym: SpotSymbol, last: Decimal) -> list[CheckResult]:
        return validate_input(raw, sym, last, self.fees)

    def funding(self, cfg: Any, sym: SpotSymbol) -> list[tuple[str, Decimal]]:
        return [(sym.quote, cfg.quote_investment), (sym.base, cfg.base_investment)]

    def quote_asset(self, row: BotRow) -> str:
        return self._symbols[row.symbol].quote

    def open_orders_of(self, row: BotRow) -> Sequence[Any]:
        return self._ex.for_bot(row.id).sim.open_orders(AccountRef.bot(row.id), row.symbol)

    def fill_extra(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return {"fee_asset": data["fee_asset"], "is_maker": data.get("is_maker", True)}

    def close_command(self, close_mode: int) -> CloseCommand:
        try:
            mode = SettleMode(close_mode)
        except ValueError as exc:
            raise BusinessError(
                RetCode.INVALID_PARAM, "close_mode must be 2, 3 or 4", field="close_mode"
            ) from exc
        if mode is SettleMode.BIT_MODE:
            raise BusinessError(
                RetCode.INVALID_PARAM, "BIT settlement is not available in paper trading", field="close_mode"
            )
        return CloseCommand(mode)

    def market(self, symbol: str, fallback: Decimal | None = None) -> MarketView:
        last = self._ex.market.sim.last_price(symbol) or fallback or ZERO
        fees = self.fees
        return MarketView(self._ex.market_now(symbol), last, self._symbols[symbol], fees.maker, fees.taker)

    def detail_of(self, row: BotRow) -> dict[str, Any]:
        state = self._state(row)
        out = grid_detail(state, self.market(row.symbol, state.close_price or state.p0 or None))
        out["grid_id"] = str(row.id)
        out["status"] = out.pop("grid_status")
        out["bot_status"] = state.status.value
        out["bot_close_code"] = out.get("close_reason", "")
        self._shared_detail_fields(out)
        meta = json.loads(row.meta or "{}")
        out.update({k: meta.get(k) for k in ("source", "block_source", "create_type", "followed_grid_id")})
        return out

    def public_detail(self, detail: Mapping[str, Any]) -> dict[str, Any]:
        return {k: detail[k] for k in PUBLIC_FIELDS}

    async def follow_extra(self, row: BotRow, detail: Mapping[str, Any], out: dict[str, Any]) -> None:
        defeat = await self._defeat_percentage(row, detail)
        if defeat is not None and defeat >= SHOW_FROM:
            out["defeat_percentage"] = fmt(defeat)

    # ------------------------------------------------------------------ validation and estimates

    def validate(self, raw: Mapping[str, object]) -> dict[str, Any]:
        """validate-input: every failing check with its bounds, plus the acceptable ranges."""
        sym = self.symbol(raw)
        last = self.last_price(sym.symbol)
        checks = validate_input(raw, sym, last, self.fees)
        cfg = parse_config(raw)
        ranges = input_ranges(cfg, sym, last, self.fees)
        profit = grid_profit_range(cfg, sym, self.fees)
        inv = next(
            (
                c
                for c in checks
                if c.code in (SpotGridCheck.INVESTMENT_TOO_LOW, SpotGridCheck.INVESTMENT_TOO_HIGH)
            ),
            None,
        )
        investment = (
            _range((inv.bound_low, inv.bound_high)) if inv else self._investment_range(cfg, sym, last)
        )
        n = cfg.cell_number
        cell_distance = (
            (cfg.max_price - cfg.min_price) / n if n > 0 and cfg.max_price > cfg.min_price else ZERO
        )
        return {
            **check_rows(checks, SpotGridCheck.SUCCESS.value),
            "investment": investment,
            "profit": _range(profit),
            "cell_number": _range(ranges.get("cell_number")),
            "min_price": _range(ranges.get("min_price")),
            "max_price": _range(ranges.get("max_price")),
            "stop_loss": _range(ranges.get("stop_loss_price")),
            "take_profit": _range(ranges.get("take_profit_price")),
            "entry_price": _range(ranges.get("entry_price")),
            "ts_percent": _range(ranges.get("ts_percent")),
            "limit_up_price": _range(ranges.get("limit_up_price")),
            "base_investment": investment if cfg.invest_mode == 1 else {"from": "", "to": ""},
            "cell_distance": fmt(cell_distance.quantize(sym.tick_size)) if cell_distance else "0",
            "last_price": fmt(last),
        }

    def _investment_range(self, cfg: Any, sym: SpotSymbol, last: Decimal) -> dict[str, str]:
        try:
            levels = config_levels(cfg, sym)
        except ValueError:
            return {"from": "", "to": fmt(DEFAULT_LIMITS.max_investment)}
        p0 = cfg.entry_price or last
        v_min = min_investment(levels, p0, sym, max(self.fees.maker, self.fees.taker))
        return {"from": fmt(v_min), "to": fmt(DEFAULT_LIMITS.max_investment)}

    def initial_buy(self, raw: Mapping[str, object]) -> dict[str, str]:
        sym = self.symbol(raw)
        last = self.last_price(sym.symbol)
        cfg = parse_config(raw)
        try:
            plan = plan_for_config(cfg, sym, last)
            amount = initial_buy_amount(cfg, sym, last)
        except ValueError as exc:
            raise BusinessError(RetCode.INVALID_PARAM, str(exc), field="cell_number") from exc
        price = cfg.entry_price or last
        return {
            "base_amount": fmt(amount),
            "quote_cost": fmt((amount * price).quantize(Decimal("0.00000001"))),
            "price": fmt(price),
            "per_grid_qty": fmt(plan.q),
        }

    # ------------------------------------------------------------------ reads

    async def withdraw_detail(self, user: UserView, grid_id: int) -> dict[str, Any]:
        row = await self._own(user, grid_id, acting=False)
        state = self._state(row)
        return {
            "withdrawable": fmt(withdrawable(state)) if state.status is BotStatus.RUNNING else "0",
            "grid_profit": fmt(state.grid_profit),
            "cum_withdrew_amount": fmt(state.cum_withdrawn),
            "quote_token": self._symbols[row.symbol].quote,
        }

    async def _defeat_percentage(self, row: BotRow, detail: Mapping[str, Any]) -> Decimal | None:
        """Share of the other spot grids whose ROI is below this one's (MECHANICS §8.4, ``core.defeat``)."""
        async with self._db() as s:
            rows = (
                await s.scalars(select(BotRow).where(BotRow.family == FAMILY_NAME, BotRow.id != row.id))
            ).all()
        peers = [_peer_result(r, self.detail_of(r)) for r in rows]
        mine = _peer_result(row, detail).roi
        return defeat_fraction(mine, population(peers, row.symbol, self._ex.market_now(row.symbol)))

    def summary(self, row: BotRow) -> dict[str, Any]:
        """The row of ``list-all-bots`` for one spot grid."""
        d = self.detail_of(row)
        keys = ("status", "total_investment", "total_profit", "grid_profit", "total_apr", "arbitrage_num")
        return {
            **{k: d[k] for k in keys},
            "grid_id": str(row.id),
            "min_price": d["min_price"],
            "max_price": d["max_price"],
            "cell_number": d["cell_number"],
            "operation_time": d["operation_time"],
        }

    # ------------------------------------------------------------------ updates

    def _update_params(self, raw: Mapping[str, object]) -> dict[str, object]:
        return {k: v for k, v in raw.items() if k != "grid_id"}

    async def validate_update(
        self, user: UserView, grid_id: int, raw: Mapping[str, object]
    ) -> dict[str, Any]:
        row = await self._own(user, grid_id, acting=False)
        self._require_live(row)
        state = self._state(row)
        sym = self._symbols[row.symbol]
        params = self._update_params(raw)
        checks = validate_update(state, params, sym, self.last_price(row.symbol), self.fees)
        upd = parse_update(params)
        new = apply_update(state.config, upd)
        return {
            **check_rows(checks, SpotGridCheck.SUCCESS.value),
            "regrid": regrid_needed(state.config, new) or upd.add_investment > 0,
        }

    async def update(self, user: UserView, grid_id: int, raw: Mapping[str, object]) -> bool:
        row = await self._own(user, grid_id, acting=True)
        self._require_live(row)
        result = await self.validate_update(user, grid_id, raw)
        state = self._state(row)
        if result["checks"]:
            sym = self._symbols[row.symbol]
            checks = validate_update(
                state, self._update_params(raw), sym, self.last_price(row.symbol), self.fees
            )
            raise checks[0].to_error()
        params = self._update_params(raw)
        add = parse_update(params).add_investment
        quote = self._symbols[row.symbol].quote
        self._check_fund(user, [(quote, add)], "insufficient {asset} for the top-up")
        await self._ex.update_bot(str(row.id), user.id, quote, add, UpdateCommand(params))
        return bool(result["regrid"])
