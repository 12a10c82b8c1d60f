"""Spot symbols for the bot pages: ``list-symbol-info-v2`` and ``list-coins`` (SPEC §7 "Spot grid")."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any

from fastapi import APIRouter, Query

from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep
from tradingbot.api.envelope import ok
from tradingbot.api.models.symbols import SpotCoinsResult, SpotSymbolInfoQuery, SpotSymbolInfoResult
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.instruments import spot_summary
from tradingbot.core.money import ZERO

router = APIRouter(prefix="/s1/bot/grid/v1", tags=["spot symbols"])

COIN_NAMES = {
    "BTC": "Bitcoin",
    "ETH": "Ethereum",
    "SOL": "Solana",
    "XRP": "XRP",
    "DOGE": "Dogecoin",
    "USDT": "Tether USD",
}


def _summary_row(c: Any, symbol: str) -> dict[str, Any]:
    """Order rules plus 24 h figures; a symbol with no market data yet shows price 0."""
    sym = c.spot_symbols[symbol]
    if c.market_hub.last_price(symbol) is None:
        return spot_summary(sym, ZERO, ZERO, ZERO, ZERO)
    q = c.market_hub.quote(symbol)
    return spot_summary(sym, Decimal(q["close"]), Decimal(q["open"]), Decimal(q["high"]), Decimal(q["low"]))


@router.get(
    "/list-symbol-info-v2",
    summary="Spot symbols with their order rules",
    responses=answers(SpotSymbolInfoResult),
)
async def list_symbol_info(c: ContainerDep, q: Annotated[SpotSymbolInfoQuery, Query()]) -> dict[str, Any]:
    """Every spot symbol with its order rules and 24 h figures; filter by symbol or quote coin."""
    symbol, quote = q.symbol, q.quote
    names = sorted(c.spot_symbols)
    if symbol is not None:
        if symbol.upper() not in c.spot_symbols:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {symbol}", field="symbol")
        names = [symbol.upper()]
    if quote is not None:
        names = [n for n in names if c.spot_symbols[n].quote == quote.upper()]
    return ok({"list": [_summary_row(c, n) for n in names]})


@router.get("/list-coins", summary="Base coins and their quote coins", responses=answers(SpotCoinsResult))
async def list_coins(c: ContainerDep) -> dict[str, Any]:
    """Base coins and the quote coins they trade against."""
    bases: dict[str, list[str]] = {}
    for s in c.spot_symbols.values():
        bases.setdefault(s.base, []).append(s.quote)
    quotes = sorted({s.quote for s in c.spot_symbols.values()})
    coins = [
        {"coin": b, "name": COIN_NAMES.get(b, b), "quote_coins": sorted(q)} for b, q in sorted(bases.items())
    ]
    return ok({"list": coins, "quote_coins": quotes})
