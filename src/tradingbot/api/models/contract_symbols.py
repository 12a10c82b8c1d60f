"""The perpetual symbol configs' answers (``/contract/v5/product``; docs/futures-grid-api.md
"Symbols"): SPEC §3's futures symbol fields in camelCase, as ``FuturesSymbolConfig.to_wire`` and
the live item answer them."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from tradingbot.api.contract import DecimalStr, Out
from tradingbot.api.models.perp import OptDecimalStr
from tradingbot.core.enums import ContractStatus, ContractType


class RiskTierRow(Out):
    tier: int
    riskLimit: DecimalStr
    initialMarginRate: DecimalStr
    maintenanceMarginRate: DecimalStr
    maxLeverage: DecimalStr
    mmDeduction: DecimalStr


class MaxLeverageByMode(Out):
    NEUTRAL: int
    LONG: int
    SHORT: int


class FgridbotConfig(Out):
    """The futures grid's limits on this symbol (leverage caps in E2 by grid mode)."""

    min_grid_count: int = Field(examples=[2])
    max_grid_count: int = Field(examples=[400])
    max_leverage_e2: MaxLeverageByMode


class SymbolConfig(Out):
    """One perpetual's config (every SPEC §3 futures symbol field) and its risk tiers."""

    symbol: str = Field(examples=["BTCUSDT"])
    symbolName: str
    baseCurrency: str = Field(examples=["BTC"])
    quoteCurrency: str = Field(examples=["USDT"])
    coin: str
    coinName: str
    contractType: ContractType
    contractStatus: ContractStatus
    quarter: str
    section: list[str]
    symbolTags: list[str]
    priceScale: int
    maxPrice: DecimalStr
    minPrice: DecimalStr
    tickSize: DecimalStr
    lotSize: DecimalStr
    minQty: DecimalStr
    maxNewOrderQty: DecimalStr
    maxNewMarketOrderQty: DecimalStr
    qtyUnit: str
    valueScale: int
    minNotionalValue: DecimalStr
    baseInitialMarginRateE4: int
    stepInitialMarginRateE4: int
    baseMaintenanceMarginRateE4: int
    stepMaintenanceMarginRateE4: int
    baseMaxOrdPzValue: DecimalStr
    stepMaxOrdPzValue: DecimalStr
    maxLeverageE2: int = Field(examples=[10000], description="10000 = 100x")
    minLeverageE2: int
    maxDesignatedMarginE8: int
    minDesignatedMarginE8: int
    riskMaxLeverageE2: int
    riskMinLeverageE2: int
    obDepthMergeTimes: str = Field(examples=["1,2,4,10"])
    indexSort: int
    startTradingTimeE3: int
    settleTimeE3: int
    isPopular: bool
    darkIcon: str
    lightIcon: str
    symbolStatus: str = Field(examples=["ONLINE"])
    symbolDisplay: Literal[0, 1]
    supportCopyTrade: bool
    isPreListing: bool
    preListingInfo: dict[str, Any] | None
    fgridbotConfig: FgridbotConfig | None
    expectedStartTimeE3: int
    showExpectedStartTime: bool
    riskTiers: list[RiskTierRow]


class BriefSymbolList(Out):
    """The configs grouped by contract type (only the asked type's list unless ``filter=all``)."""

    version: str = Field(examples=["6"])
    InversePerpetual: list[SymbolConfig] = Field(default_factory=list)
    LinearPerpetual: list[SymbolConfig] = Field(default_factory=list)
    InverseFutures: list[SymbolConfig] = Field(default_factory=list)
    UsdcPerpetual: list[SymbolConfig] = Field(default_factory=list)
    UsdcFutures: list[SymbolConfig] = Field(default_factory=list)
    LinearFutures: list[SymbolConfig] = Field(default_factory=list)


class SymbolItem(Out):
    """A perpetual's live figures; the 24 h ones once its market has candles."""

    symbol: str = Field(examples=["BTCUSDT"])
    lastPrice: OptDecimalStr = Field(description="blank before the first price")
    markPrice: OptDecimalStr
    indexPrice: OptDecimalStr
    highPrice24h: DecimalStr | None = None
    lowPrice24h: DecimalStr | None = None
    price24hPcnt: DecimalStr | None = Field(default=None, description="a ratio (0.0123 = +1.23 %)")
    volume24h: DecimalStr | None = None
    turnover24h: DecimalStr | None = None
    nextFundingTime: int = Field(description="ms")
    fundingRate: OptDecimalStr


class DynamicSymbolItem(Out):
    item: SymbolItem
