"""Spot DCA use cases (SPEC §7 "Spot DCA"): configuration, create, read, modify and close.

The numbers come from the pure family (``bots.dca``); the shared base does ownership, the per-user
limits, the FUND -> bot transfer, close with settlement and the order pages. A DCA bot takes only
quote from FUND (its ``investment``); every bad input answers a DCA check code naming the field.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any, Final

from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotRow, FillRow
from tradingbot.bots.base import CloseCommand, MarketView, UpdateCommand
from tradingbot.bots.dca.config import (
    MAX_PAIRS,
    MIN_FREQUENCY_S,
    QUOTE_COINS,
    DcaConfig,
    config_to_dict,
    symbols_of,
)
from tradingbot.bots.dca.family import FAMILY, check_market
from tradingbot.bots.dca.metrics import detail as dca_detail
from tradingbot.bots.dca.metrics import equity
from tradingbot.bots.dca.run_recurring import next_round_time
from tradingbot.bots.dca.state import DcaState
from tradingbot.bots.dca.update import mutable_fields
from tradingbot.bots.kit.returns import apr
from tradingbot.core.enums import BotAccountType, BotStatus, SettleMode
from tradingbot.core.errors import BotResultCode, BusinessError, RetCode
from tradingbot.core.instruments import SpotSymbol
from tradingbot.core.money import ZERO, fmt
from tradingbot.services.accounts.auth import UserView
from tradingbot.services.bots.bot_common import parse_bot_id
from tradingbot.services.bots.bot_family_service import BotFamilyService
from tradingbot.services.discovery.copy_trading import scale_amount
from tradingbot.services.exchange.partitioned import PartitionedExchange
from tradingbot.sim.accounts import AccountRef

FREQUENCY_PRESETS: Final = (
    ("10_MINUTES", 600),
    ("HOURLY", 3600),
    ("4_HOURS", 4 * 3600),
    ("DAILY", 86_400),
    ("WEEKLY", 7 * 86_400),
    ("BIWEEKLY", 14 * 86_400),
    ("MONTHLY_30D", 30 * 86_400),
)
"""The frequency choices the create page offers (any value >= the minimum is accepted)."""
CLOSE_MODES: Final = {2: SettleMode.BASE_MODE, 3: SettleMode.QUOTE_MODE}
"""Bybit's DCA ``close_mode``: 2 keeps the coins (DCA_BASE_MODE), 3 sells them (DCA_QUOTE_MODE)."""
CLOSE_MODE_NAMES: Final = {2: "DCA_BASE_MODE", 3: "DCA_QUOTE_MODE"}
CLOSE_MODE_HELP: Final = "close_mode must be 2 (DCA_BASE_MODE) or 3 (DCA_QUOTE_MODE)"
PUBLIC_FIELDS: Final = (
    "bot_id", "symbol", "coins", "dca_type", "status", "total_pnl_percentage", "operation_time", "config",
)  # fmt: skip


def parse_dca_id(value: object) -> int:
    return parse_bot_id(value, "bot_id")


def _settle_name(state: DcaState) -> str:
    """The settle mode the bot closes with by default (its config's)."""
    return state.config.settle_mode.name


class DcaService(BotFamilyService):
    FAMILY = FAMILY
    FILL_TABLE = FillRow
    NOUN = "DCA bot"
    COPY_INVESTMENT = "investment"
    COPY_AMOUNTS = ("init_order_amount", "safety_order_amount", "max_invest_amount")
    RANK_BLOCK = "dcaBot"
    RANK_FIELDS = ("dca_type", "config")
    RANK_INVESTMENT = "investment"
    SUMMARY_FIELDS = (
        "status", "dca_type", "coins", "equity", "total_pnl_percentage", "total_apr", "operation_time",
    )  # fmt: skip
    SUMMARY_TOTALS = ("investment", "total_pnl")

    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        exchange: PartitionedExchange,
        symbols: Mapping[str, SpotSymbol],
    ):
        super().__init__(sessions, exchange)
        self._symbols = dict(symbols)

    # ------------------------------------------------------------------ family hooks

    def _symbol_named(self, name: str, field: str) -> SpotSymbol:
        sym = self._symbols.get(name)
        if sym is None:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {name}", field=field)
        return sym

    def _field_of(self, cfg: DcaConfig, i: int) -> str:
        return "symbol" if cfg.safety is not None else f"pairs[{i}].base"

    def instrument(self, raw: Mapping[str, object]) -> SpotSymbol:
        """The bot's first symbol; every pair's symbol must exist (refusal names ``pairs[i].base``)."""
        cfg: DcaConfig = FAMILY.parse_config(raw)
        syms = [self._symbol_named(s, self._field_of(cfg, i)) for i, s in enumerate(symbols_of(cfg))]
        return syms[0]

    def market_of_config(self, cfg: DcaConfig, first_last: Decimal) -> MarketView:
        """The first symbol's view with every pair's view as ``legs`` (as the host steps the bot);
        a pair without a price yet is MARKET_NOT_LOADED naming its field."""
        names = symbols_of(cfg)
        legs: dict[str, MarketView] = {}
        for i, name in enumerate(names):
            last = first_last if i == 0 else self._ex.market.sim.last_price(name)
            if last is None:
                raise BusinessError(
                    RetCode.MARKET_NOT_LOADED, f"no price for {name} yet", field=self._field_of(cfg, i)
                )
            legs[name] = self.market(name, last)
        first = legs[names[0]]
        return MarketView(
            first.ts, first.last_price, first.symbol, first.maker_fee, first.taker_fee, None, legs
        )

    def lasts_of(self, state: DcaState, row: BotRow) -> dict[str, Decimal]:
        """Every coin's last price (by coin; the bot's close price before a market has one)."""
        fallback = state.close_price or ZERO
        return {
            self._symbols[name].base: self._ex.market.sim.last_price(name) or fallback
            for name in symbols_of(state.config)
        }

    def venue(self) -> Any:
        return self._ex.market.sim

    def market(self, symbol: str, fallback: Decimal | None = None) -> MarketView:
        last = self._ex.market.sim.last_price(symbol) or fallback or ZERO
        fees = self._ex.market.sim.fees
        return MarketView(self._ex.market_now(symbol), last, self._symbols[symbol], fees.maker, fees.taker)

    def input_checks(self, raw: Mapping[str, object], sym: SpotSymbol, last: Decimal) -> Sequence[Any]:
        """The config's own bounds were checked by the parser; here the symbol's order rules."""
        cfg: DcaConfig = FAMILY.parse_config(raw)
        check_market(cfg, self.market_of_config(cfg, last))
        return []

    def input_checks_at(
        self, raw: Mapping[str, object], sym: SpotSymbol, lasts: Mapping[str, Decimal]
    ) -> Sequence[Any]:
        """The symbol's order rules with every pair at its price in ``lasts`` (the backtest lab's
        window start), not the market's."""
        cfg: DcaConfig = FAMILY.parse_config(raw)
        fees = self._ex.market.sim.fees
        legs = {
            name: MarketView(
                self._ex.market_now(name), lasts[name], self._symbols[name], fees.maker, fees.taker
            )
            for name in symbols_of(cfg)
        }
        first = legs[symbols_of(cfg)[0]]
        check_market(
            cfg,
            MarketView(
                first.ts, first.last_price, first.symbol, first.maker_fee, first.taker_fee, None, legs
            ),
        )
        return []

    def funding(self, cfg: Any, sym: SpotSymbol) -> list[tuple[str, Decimal]]:
        return [(sym.quote, cfg.investment)]

    def quote_asset(self, row: BotRow) -> str:
        return self._symbols[row.symbol].quote

    def open_orders_of(self, row: BotRow) -> Sequence[Any]:
        return self._ex.for_bot(row.id).sim.open_orders(AccountRef.bot(row.id))  # every pair's symbol

    def fill_extra(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return {"fee_asset": data["fee_asset"], "is_maker": data.get("is_maker", False)}

    def close_command(self, close_mode: int) -> CloseCommand:
        if close_mode == 0:
            return CloseCommand()  # the bot's own settle mode
        mode = CLOSE_MODES.get(close_mode)
        if mode is None:
            raise BusinessError(RetCode.INVALID_PARAM, CLOSE_MODE_HELP, field="close_mode")
        return CloseCommand(mode)

    def detail_of(self, row: BotRow) -> dict[str, Any]:
        state: DcaState = self._state(row)
        last = self._ex.market.sim.last_price(row.symbol) or state.close_price or ZERO
        out: dict[str, Any] = dca_detail(state, self._lasts(state, row, last))
        sym = self._symbols[row.symbol]
        running = state.status not in (BotStatus.CANCELLING, BotStatus.COMPLETED)
        end = row.closed_ms or 0
        out.update(
            bot_id=str(row.id),
            symbol=row.symbol,
            base_token=sym.base,
            quote_token=sym.quote,
            dca_type=state.config.dca_type.value,
            coins=[b.base for b in state.books] or [sym.base],
            symbols=list(symbols_of(state.config)),
            config=config_to_dict(state.config),
            last_price=fmt(last),
            base_held=fmt(state.base),
            quote_held=fmt(state.quote),
            close_reason=state.close_reason.value if state.close_reason else "",
            create_time=row.created_ms,
            end_time=end,
            operation_time=max(0, (end or self._ex.market_now(row.symbol)) - row.created_ms),
            pause_reason="INSUFFICIENT_BALANCE" if state.status is BotStatus.PAUSED else "",
            next_round_time=(next_round_time(state) if running and state.config.recurring is not None else 0),
        )
        out["total_apr"] = fmt(apr(Decimal(out["total_pnl"]), state.config.investment, out["operation_time"]))
        self._shared_detail_fields(out)
        return out

    def _lasts(self, state: DcaState, row: BotRow, last: Decimal) -> Decimal | dict[str, Decimal]:
        """RECURRING: every coin's last price; SAFETY_ORDER: its symbol's."""
        return last if state.config.recurring is None else self.lasts_of(state, row)

    def public_detail(self, detail: Mapping[str, Any]) -> dict[str, Any]:
        return {k: detail[k] for k in PUBLIC_FIELDS}

    def copy_config(self, config: Mapping[str, Any], investment: Decimal) -> dict[str, Any]:
        """The shared scaling, plus a recurring plan's amount per pair."""
        out = super().copy_config(config, investment)
        if out.get("pairs"):
            factor = investment / Decimal(str(config["investment"]))
            out["pairs"] = [{**p, "amount": scale_amount(p["amount"], factor)} for p in out["pairs"]]
        return out

    # ------------------------------------------------------------------ DCA calls

    def _coins_asked(self, raw: Mapping[str, object]) -> list[str]:
        """The coins of a configuration request: ``bases`` (1-5, no duplicate) or one ``base``."""
        many = raw.get("bases")
        if many in (None, ""):
            base = str(raw.get("base", "")).strip().upper()
            if not base:
                raise BusinessError(RetCode.INVALID_PARAM, "base is required", field="base")
            return [base]
        if not isinstance(many, list) or not 1 <= len(many) <= MAX_PAIRS:
            raise BusinessError(
                RetCode.INVALID_PARAM, f"bases must list 1 to {MAX_PAIRS} coins", field="bases"
            )
        coins = [str(c).strip().upper() for c in many]
        for i, coin in enumerate(coins):
            if not coin.isalnum():
                raise BusinessError(RetCode.INVALID_PARAM, "must be a coin name", field=f"bases[{i}]")
            if coin in coins[:i]:
                err = BusinessError.bot(
                    BotResultCode.DUPLICATED_SYMBOL_CHOSEN, f"bases[{i}]: {coin} is chosen twice"
                )
                err.field = f"bases[{i}]"
                raise err
        return coins

    def configuration(self, user: UserView | None, raw: Mapping[str, object]) -> dict[str, Any]:
        """create-bot-configuration: each coin's limits per round (``coins``; the first one's also at
        the top level), the frequency presets, the user's available quote and, with ``amount`` (a
        round's total over all coins), the number of rounds it pays for."""
        quote = str(raw.get("quote_coin", "USDT")).strip().upper()
        if quote not in QUOTE_COINS:
            raise BusinessError(RetCode.INVALID_PARAM, "quote_coin must be USDT or USDC", field="quote_coin")
        coins = self._coins_asked(raw)
        field = "base" if raw.get("bases") in (None, "") else "bases[{}]"
        syms = [self._symbol_named(c + quote, field.format(i)) for i, c in enumerate(coins)]
        sym = syms[0]
        available = ZERO
        if user is not None:
            available = (
                self._ex.for_user(user.id)
                .sim.balance(AccountRef.user(user.id, BotAccountType.FUND), quote)
                .free
            )
        out: dict[str, Any] = {
            "symbol": sym.symbol,
            "base": sym.base,
            "quote_coin": sym.quote,
            "min_amount": fmt(sym.min_notional),
            "max_amount": fmt(sym.max_amount),
            "last_price": fmt(self._ex.market.sim.last_price(sym.symbol) or ZERO),
            "frequency_presets": [{"name": n, "frequency_in_second": s} for n, s in FREQUENCY_PRESETS],
            "min_frequency_in_second": MIN_FREQUENCY_S,
            "max_pairs": MAX_PAIRS,
            "available_balance": fmt(available),
            "settle_modes": ["DCA_BASE_MODE", "DCA_QUOTE_MODE"],
            "coins": [
                {
                    "base": s.base,
                    "symbol": s.symbol,
                    "min_amount": fmt(s.min_notional),
                    "max_amount": fmt(s.max_amount),
                    "last_price": fmt(self._ex.market.sim.last_price(s.symbol) or ZERO),
                }
                for s in syms
            ],
        }
        amount = raw.get("amount")
        if amount not in (None, ""):
            try:
                per_round = Decimal(str(amount))
            except ArithmeticError as exc:
                raise BusinessError(RetCode.INVALID_PARAM, "amount is not a number", field="amount") from exc
            if per_round <= 0:
                raise BusinessError(RetCode.INVALID_PARAM, "amount must be positive", field="amount")
            out["estimated_rounds"] = int(available // per_round)
        return out

    async def status(self, user: UserView, bot_id: int) -> dict[str, Any]:
        row = await self._own(user, bot_id, acting=False)
        d = self.detail_of(row)
        keys = ("bot_id", "status", "coins", "close_reason", "pause_reason", "next_round_time")
        return {k: d[k] for k in keys}

    async def close_detail(self, user: UserView, bot_id: int) -> dict[str, Any]:
        """What closing would settle now: the bot's coins and quote, valued at the last price, by mode."""
        row = await self._own(user, bot_id, acting=False)
        state: DcaState = self._state(row)
        last = self._ex.market.sim.last_price(row.symbol) or state.close_price or ZERO
        sym = self._symbols[row.symbol]
        lasts = self._lasts(state, row, last)
        value = equity(state, lasts)
        return {
            "bot_id": str(row.id),
            "status": state.status.value,
            "base_token": sym.base,
            "quote_token": sym.quote,
            "base_held": fmt(state.base),
            "quote_held": fmt(state.quote),
            "last_price": fmt(last),
            "estimated_value": fmt(value),
            "coins": [
                {
                    "base": b.base,
                    "holdings": fmt(b.held),
                    "last_price": fmt(lasts[b.base]),
                    "value": fmt(b.held * lasts[b.base]),
                }
                for b in state.books
            ]
            if isinstance(lasts, dict)
            else [],
            "close_modes": [{"close_mode": n, "name": name} for n, name in CLOSE_MODE_NAMES.items()],
            "default_close_mode": _settle_name(state),
            "settlement_assets": await self.repo.settlement_assets(row),
        }

    async def parameters(self, user: UserView, bot_id: int) -> dict[str, Any]:
        row = await self._own(user, bot_id, acting=False)
        state: DcaState = self._state(row)
        return {
            "bot_id": str(row.id),
            "dca_type": state.config.dca_type.value,
            "parameters": config_to_dict(state.config),
            "mutable_fields": sorted(mutable_fields(state)),
        }

    async def update(self, user: UserView, bot_id: int, raw: Mapping[str, object]) -> dict[str, Any]:
        """update-parameters: the family checks and applies (each refusal a DCA check code)."""
        row = await self._own(user, bot_id, acting=True)
        key = self._require_live(row)
        params = raw.get("parameters", {k: v for k, v in raw.items() if k != "bot_id"})
        if not isinstance(params, Mapping):
            raise BusinessError(RetCode.INVALID_PARAM, "parameters must be an object", field="parameters")
        await self._ex.command_bot(key, UpdateCommand(dict(params)))
        return config_to_dict(self._ex.for_bot(key).host.state(key).config)
