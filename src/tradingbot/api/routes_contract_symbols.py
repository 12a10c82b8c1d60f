"""Perpetual symbol configs (SPEC §7 "Symbols"): the brief list grouped by contract type and one
symbol's live item (prices, 24 h figures, funding)."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Any

from fastapi import APIRouter, Query

from tradingbot.adapters.marketdata.funding import FUNDING_INTERVAL_MS
from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import contract_symbols as m
from tradingbot.core.enums import ContractType
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt

router = APIRouter(prefix="/contract/v5/product", tags=["symbols"])


def _config_row(c: Any, symbol: str) -> dict[str, Any]:
    cfg = c.exchange.market.futures.symbols[symbol]
    row: dict[str, Any] = cfg.to_wire()
    row["riskTiers"] = [
        {
            "tier": t.tier,
            "riskLimit": fmt(t.risk_limit),
            "initialMarginRate": fmt(t.initial_margin_rate),
            "maintenanceMarginRate": fmt(t.maintenance_margin_rate),
            "maxLeverage": fmt(t.max_leverage),
            "mmDeduction": fmt(t.mm_deduction),
        }
        for t in c.exchange.market.futures.tiers[symbol]
    ]
    return row


_SHORT = Query(max_length=64)


@router.get(
    "/brief-symbol-list", summary="Perpetual configs by contract type", responses=answers(m.BriefSymbolList)
)
async def brief_symbol_list(
    c: ContainerDep,
    filter: Annotated[str, _SHORT] = "all",
    version: Annotated[str, _SHORT] = "6",
    token: Annotated[str, _SHORT] = "",
) -> dict[str, Any]:
    """Every perpetual config grouped by contract type; ``filter`` = all or one contract type."""
    types = [t.value for t in ContractType]
    if filter != "all" and filter not in types:
        raise BusinessError(
            RetCode.INVALID_PARAM, f"filter must be all or one of {', '.join(types)}", field="filter"
        )
    out: dict[str, Any] = {t: [] for t in types if filter in ("all", t)}
    for symbol in sorted(c.exchange.market.futures.symbols):
        row = _config_row(c, symbol)
        if row["contractType"] in out:
            out[row["contractType"]].append(row)
    out["version"] = version
    return ok(out)


@router.get(
    "/dynamic-symbol-item", summary="Live figures of one perpetual", responses=answers(m.DynamicSymbolItem)
)
async def dynamic_symbol_item(
    c: ContainerDep, symbol: Annotated[str, Query(max_length=32, examples=["BTCUSDT"])] = ""
) -> dict[str, Any]:
    """Live figures of one perpetual: last and mark price, 24 h range, the next funding."""
    name = symbol.strip().upper()
    if not name:
        raise BusinessError(RetCode.INVALID_PARAM, "symbol is required", field="symbol")
    if name not in c.exchange.market.futures.symbols:
        raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {name}", field="symbol")
    hub = c.linear_hub
    last = c.exchange.market.futures.last_price(name)
    item: dict[str, Any] = {"symbol": name, "lastPrice": "", "markPrice": "", "indexPrice": ""}
    if last is not None:
        item.update({"lastPrice": fmt(last), "markPrice": fmt(last), "indexPrice": fmt(last)})
    if hub.last_price(name) is not None:
        q = hub.quote(name)
        item.update(
            {
                "highPrice24h": q["high"],
                "lowPrice24h": q["low"],
                "price24hPcnt": q["range"],
                "volume24h": q["volume"],
                "turnover24h": q["quoteVolume"],
            }
        )
    now = c.exchange.market_now(name, "linear")
    nxt = (now // FUNDING_INTERVAL_MS + 1) * FUNDING_INTERVAL_MS
    rate = c.exchange.funding.rate(name, nxt)
    item["nextFundingTime"] = nxt
    item["fundingRate"] = fmt(rate) if isinstance(rate, Decimal) else ""
    return ok({"item": item})
