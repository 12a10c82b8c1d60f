"""What every USDT-perpetual family's service does the same way (futures grid, martingale, combo).

Why a second base: these families trade on the simulated futures exchange from the bot's isolated
DERIVATIVE account and take USDT from FUND; they look symbols up, list open orders and fills, and
build a closed bot's market view the same way. A family's service keeps only its own numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from tradingbot.adapters.storage.models import BotRow, FutFillRow
from tradingbot.bots.base import LINEAR, FuturesView, MarketView, futures_order_rules
from tradingbot.core.enums import BotAccountType
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.instruments import FuturesSymbolConfig
from tradingbot.services.bots.bot_family_service import BotFamilyService
from tradingbot.sim.accounts import AccountRef

QUOTE = "USDT"


class FuturesFamilyService(BotFamilyService):
    """A family on the linear perpetual venue: ``SYMBOL_CHECK`` is its unknown-symbol check code."""

    FILL_TABLE = FutFillRow
    CATEGORY = LINEAR
    ACCOUNT_TYPE = BotAccountType.DERIVATIVE
    PRICE_NAME = "perpetual price"
    SYMBOL_CHECK: str = ""
    PUBLIC_FIELDS: tuple[str, ...] = ()
    """The detail fields anyone may see (those the detail has)."""

    def instrument(self, raw: Mapping[str, object]) -> FuturesSymbolConfig:
        name = str(raw.get("symbol", "")).strip().upper()
        if not name:
            raise BusinessError(RetCode.INVALID_PARAM, "symbol is required", field="symbol")
        sym = self._ex.market.futures.symbols.get(name)
        if sym is None:
            raise BusinessError(
                RetCode.UNKNOWN_SYMBOL,
                f"unknown perpetual {name}",
                field="symbol",
                check_code=self.SYMBOL_CHECK,
            )
        return sym

    def funding(self, cfg: Any, sym: FuturesSymbolConfig) -> list[tuple[str, Decimal]]:
        """The USDT put in (the config's :attr:`COPY_INVESTMENT`) goes to the bot's wallet."""
        return [(QUOTE, getattr(cfg, self.COPY_INVESTMENT))]

    def detail_numbers(self, row: BotRow) -> dict[str, Any]:
        """The family's own detail numbers of one bot (running or closed)."""
        raise NotImplementedError

    def detail_of(self, row: BotRow) -> dict[str, Any]:
        out = self.detail_numbers(row)
        out["bot_id"] = str(row.id)
        self._shared_detail_fields(out)
        return out

    def public_detail(self, detail: Mapping[str, Any]) -> dict[str, Any]:
        return {k: detail[k] for k in self.PUBLIC_FIELDS if k in detail}

    def venue(self) -> Any:
        return self._ex.market.futures

    def quote_asset(self, row: BotRow) -> str:
        return QUOTE

    def open_orders_of(self, row: BotRow) -> Sequence[Any]:
        return self._ex.for_bot(row.id).futures.open_orders(
            AccountRef.bot(row.id, self.ACCOUNT_TYPE), row.symbol
        )

    def order_extra(self, order: Any) -> dict[str, Any]:
        return {"reduce_only": bool(getattr(order, "reduce_only", False))}

    def fill_extra(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "realized_pnl": data.get("realized_pnl", "0"),
            "is_maker": data.get("is_maker", True),
            "is_liquidation": data.get("is_liquidation", False),
        }

    def market_of(self, row: BotRow, fallback: Decimal) -> MarketView:
        """The bot's own view while it runs; :meth:`closed_market` once it is done."""
        bot_id = str(row.id)
        ts = self._ex.market_now(row.symbol, LINEAR)
        if self._ex.hosts(bot_id):
            return self._ex.for_bot(bot_id).host.bot_market(bot_id, ts)
        return self.closed_market(row, ts, fallback)

    def closed_market(self, row: BotRow, ts: int, fallback: Decimal) -> MarketView:
        """A done bot's view: its symbol at the last price (``fallback`` before any)."""
        return self.symbol_market(row.symbol, ts, fallback)

    def symbol_market(self, symbol: str, ts: int, fallback: Decimal) -> MarketView:
        """One perpetual's view at its last price (``fallback`` before any)."""
        fx = self._ex.market.futures
        inst = fx.symbols[symbol]
        last = fx.last_price(symbol) or fallback
        venue = FuturesView(inst, tuple(fx.tiers[symbol]), last)
        return MarketView(ts, last, futures_order_rules(inst), fx.fees.maker, fx.fees.taker, venue)
