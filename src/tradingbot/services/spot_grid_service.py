"""Spot grid use cases: validate, create, read, withdraw, update and close (SPEC §7 "Spot grid").

The numbers come from the pure family (``bots.spot_grid*``); this layer adds ownership, the
per-user limits, moving funds between the user's FUND account and the bot's isolated account,
and reading what the database keeps (history orders, closed bots).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotRow, FillRow, KeyValue
from tradingbot.bots.base import CloseCommand, MarketView, UpdateCommand, WithdrawCommand
from tradingbot.bots.spot_grid import FAMILY
from tradingbot.bots.spot_grid_config import apply_update, parse_config, parse_update, regrid_needed
from tradingbot.bots.spot_grid_metrics import detail as grid_detail
from tradingbot.bots.spot_grid_metrics import withdrawable
from tradingbot.bots.spot_grid_sizing import (
    config_levels,
    initial_buy_amount,
    min_investment,
    plan_for_config,
)
from tradingbot.bots.spot_grid_validation import (
    DEFAULT_LIMITS,
    CheckResult,
    grid_profit_range,
    input_ranges,
    validate_input,
    validate_update,
)
from tradingbot.core.defeat import SHOW_FROM, PeerResult, defeat_fraction, population, roi
from tradingbot.core.enums import BotAccountType, BotKind, BotStatus, SettleMode
from tradingbot.core.errors import BotResultCode, BusinessError, RetCode, SpotGridCheck
from tradingbot.core.instruments import SpotSymbol
from tradingbot.core.money import ZERO, fmt
from tradingbot.services.auth import UserView
from tradingbot.services.bot_common import BotRepo, parse_bot_id
from tradingbot.services.exchange_service import ExchangeService, parse_amount
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.fees import FeeSchedule

FAMILY_NAME = BotKind.GRID_SPOT.value
DELISTED_KEY = "symbols.delisted"
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


def _check_row(c: CheckResult) -> dict[str, str]:
    return {
        "check_code": c.code.value,
        "field": c.field,
        **_range((c.bound_low, c.bound_high)),
        "message": c.message,
    }


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


class SpotGridService:
    def __init__(
        self, sessions: async_sessionmaker[Any], exchange: ExchangeService, symbols: Mapping[str, SpotSymbol]
    ):
        self._db = sessions
        self._ex = exchange
        self._symbols = dict(symbols)
        self.repo = BotRepo(sessions, FAMILY_NAME)
        self.delisted: set[str] = set()

    async def load_delisted(self) -> None:
        async with self._db() as s:
            row = await s.get(KeyValue, DELISTED_KEY)
        self.delisted = set(json.loads(row.value)) if row else set()

    async def delist(self, symbol: str) -> None:
        """Remember that ``symbol`` is delisted (new bots are refused from now on, across restarts)."""
        self.delisted.add(symbol)
        async with self._db() as s:
            row = await s.get(KeyValue, DELISTED_KEY)
            value = json.dumps(sorted(self.delisted))
            if row is None:
                s.add(KeyValue(key=DELISTED_KEY, value=value))
            else:
                row.value = value
            await s.commit()

    # ------------------------------------------------------------------ helpers

    @property
    def fees(self) -> FeeSchedule:
        return self._ex.sim.fees

    def symbol(self, raw: Mapping[str, object]) -> SpotSymbol:
        name = str(raw.get("symbol", "")).strip().upper()
        if not name:
            raise BusinessError(RetCode.INVALID_PARAM, "symbol is required", field="symbol")
        sym = self._symbols.get(name)
        if sym is None:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {name}", field="symbol")
        return sym

    def last_price(self, symbol: str) -> Decimal:
        last = self._ex.sim.last_price(symbol)
        if last is None:
            raise BusinessError(
                RetCode.MARKET_NOT_LOADED, f"no market price for {symbol} yet", field="symbol"
            )
        return last

    def market(self, symbol: str, fallback: Decimal | None = None) -> MarketView:
        last = self._ex.sim.last_price(symbol) or fallback or ZERO
        fees = self.fees
        return MarketView(self._ex.market_now(symbol), last, self._symbols[symbol], fees.maker, fees.taker)

    async def _own(self, user: UserView, grid_id: int, *, acting: bool) -> BotRow:
        return await self.repo.own(user, grid_id, acting=acting)

    def _state(self, row: BotRow) -> Any:
        gid = str(row.id)
        if gid in self._ex.bot_owner:
            return self._ex.host.state(gid)
        return FAMILY.from_dict(json.loads(row.state))

    def _detail(self, row: BotRow) -> dict[str, Any]:
        state = self._state(row)
        out = grid_detail(state, self.market(row.symbol, state.close_price or state.p0 or None))
        out["grid_id"] = str(row.id)
        out["status"] = out.pop("grid_status")
        out["bot_status"] = state.status.value
        out["bot_close_code"] = out.get("close_reason", "")
        out["account_type"] = BotAccountType.FUND.name
        out["allow_follow"] = 1
        meta = json.loads(row.meta or "{}")
        out.update({k: meta.get(k) for k in ("source", "block_source", "create_type", "followed_grid_id")})
        return out

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
            "check_code": checks[0].code.value if checks else SpotGridCheck.SUCCESS.value,
            "checks": [_check_row(c) for c in checks],
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

    # ------------------------------------------------------------------ create

    async def create(self, user: UserView, raw: Mapping[str, object]) -> int:
        await self.repo.check_can_create(user)
        sym = self.symbol(raw)
        if sym.symbol in self.delisted:
            raise BusinessError.bot(BotResultCode.FORBIDDEN, f"{sym.symbol} is delisted")
        last = self.last_price(sym.symbol)
        checks = validate_input(raw, sym, last, self.fees)
        if checks:
            raise checks[0].to_error()
        cfg = parse_config(raw)
        fund = AccountRef.user(user.id, BotAccountType.FUND)
        needs = [(sym.quote, cfg.quote_investment), (sym.base, cfg.base_investment)]
        for asset, amount in needs:
            if amount > 0 and self._ex.sim.balance(fund, asset).free < amount:
                raise BusinessError.bot(
                    BotResultCode.INSUFFICIENT_BALANCE,
                    f"insufficient {asset} in the funding account: {fmt(amount)} needed",
                )
        meta = {
            k: raw.get(k)
            for k in ("source", "block_source", "create_type", "followed_grid_id", "strategy_id")
        }
        return await self._ex.create_bot(user.id, FAMILY_NAME, sym.symbol, cfg, needs, meta)

    # ------------------------------------------------------------------ reads

    async def detail(self, user: UserView, grid_id: int) -> dict[str, Any]:
        row = await self._own(user, grid_id, acting=False)
        out = self._detail(row)
        out["settlement_assets"] = await self.repo.settlement_assets(row)
        return out

    async def open_orders(self, user: UserView, grid_id: int) -> list[dict[str, Any]]:
        row = await self._own(user, grid_id, acting=False)
        orders = self._ex.sim.open_orders(AccountRef.bot(row.id), row.symbol)
        return [
            {
                "order_id": str(o.id),
                "client_order_id": o.client_order_id,
                "side": o.side.value,
                "order_type": o.type.value,
                "price": fmt(o.price) if o.price is not None else "",
                "qty": fmt(o.qty),
                "filled_qty": fmt(o.filled_qty),
                "status": o.status.value,
                "create_time": o.created_ts,
            }
            for o in sorted(orders, key=lambda o: o.price or ZERO, reverse=True)
        ]

    async def history_orders(self, user: UserView, grid_id: int, page: int, limit: int) -> dict[str, Any]:
        row = await self._own(user, grid_id, acting=False)
        rows, total = await self.repo.fills_page(FillRow, AccountRef.bot(row.id).owner, page, limit)
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
                    "fee_asset": d["fee_asset"],
                    "is_maker": d.get("is_maker", True),
                    "time": r.ts_ms,
                }
            )
        return {"list": out, "total": total, "page": page, "limit": limit}

    async def withdraw_detail(self, user: UserView, grid_id: int) -> dict[str, Any]:
        row = await self._own(user, grid_id, acting=False)
        state = self._state(row)
        return {
            "withdrawable": fmt(withdrawable(state)) if state.status is BotStatus.RUNNING else "0",
            "grid_profit": fmt(state.grid_profit),
            "cum_withdrew_amount": fmt(state.cum_withdrawn),
            "quote_token": self._symbols[row.symbol].quote,
        }

    async def follow_detail(self, grid_id: int) -> dict[str, Any]:
        """What anyone may see of a grid (to copy it): no balances, the owner's masked name."""
        row = await self.repo.row(grid_id)
        d = self._detail(row)
        keys = [
            "grid_id",
            "symbol",
            "min_price",
            "max_price",
            "cell_number",
            "operation_time",
            "base_token",
            "quote_token",
            "total_apr",
            "arbitrage_num",
            "entry_price",
            "stop_loss_price",
            "take_profit_price",
            "grid_type",
            "status",
        ]
        out: dict[str, Any] = {k: d[k] for k in keys}
        out["nick_name"] = await self.repo.owner_name(row.user_id)
        defeat = await self._defeat_percentage(row, d)
        if defeat is not None and defeat >= SHOW_FROM:
            out["defeat_percentage"] = fmt(defeat)
        return out

    async def _defeat_percentage(self, row: BotRow, detail: Mapping[str, Any]) -> Decimal | None:
        """Share of the other spot grids whose ROI is below this one's (MECHANICS §8.4, ``core.defeat``)."""
        async with self._db() as s:
            rows = (
                await s.scalars(select(BotRow).where(BotRow.family == FAMILY_NAME, BotRow.id != row.id))
            ).all()
        peers = [_peer_result(r, self._detail(r)) for r in rows]
        mine = _peer_result(row, detail).roi
        return defeat_fraction(mine, population(peers, row.symbol, self._ex.market_now(row.symbol)))

    def summary(self, row: BotRow) -> dict[str, Any]:
        """The row of ``list-all-bots`` for one spot grid."""
        d = self._detail(row)
        keys = ("status", "total_investment", "total_profit", "grid_profit", "total_apr", "arbitrage_num")
        return {
            **{k: d[k] for k in keys},
            "grid_id": str(row.id),
            "min_price": d["min_price"],
            "max_price": d["max_price"],
            "cell_number": d["cell_number"],
            "operation_time": d["operation_time"],
        }

    # ------------------------------------------------------------------ actions

    async def close(self, user: UserView, grid_id: int, close_mode: int) -> None:
        row = await self._own(user, grid_id, acting=True)
        if str(row.id) not in self._ex.bot_owner:
            raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, "this grid is already closed")
        if self._ex.host.status(str(row.id)) is BotStatus.CANCELLING:
            raise BusinessError.bot(BotResultCode.GRID_CAN_NOT_BE_CANCELLED, "this grid is already closing")
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
        await self._ex.command_bot(str(row.id), CloseCommand(mode))

    async def withdraw(self, user: UserView, grid_id: int, amount: str) -> Decimal:
        row = await self._own(user, grid_id, acting=True)
        self._require_live(row)
        value = parse_amount(amount)
        await self._ex.withdraw_from_bot(
            str(row.id), self._symbols[row.symbol].quote, value, WithdrawCommand(value)
        )
        return value

    def _require_live(self, row: BotRow) -> None:
        if str(row.id) not in self._ex.bot_owner:
            raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, "this grid is already closed")

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
            "check_code": checks[0].code.value if checks else SpotGridCheck.SUCCESS.value,
            "checks": [_check_row(c) for c in checks],
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
        fund = AccountRef.user(user.id, BotAccountType.FUND)
        quote = self._symbols[row.symbol].quote
        if add > 0 and self._ex.sim.balance(fund, quote).free < add:
            raise BusinessError.bot(
                BotResultCode.INSUFFICIENT_BALANCE, f"insufficient {quote} for the top-up"
            )
        await self._ex.update_bot(str(row.id), user.id, quote, add, UpdateCommand(params))
        return bool(result["regrid"])
