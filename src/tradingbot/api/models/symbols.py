"""Spot symbols for the bot pages (``/s1/bot/grid/v1/list-symbol-info-v2``, ``list-coins``)."""

from __future__ import annotations

from pydantic import Field

from tradingbot.api.contract import DecimalStr, In, Out


class SpotSymbolInfoQuery(In):
    """Filters of ``list-symbol-info-v2`` (query parameters, any case)."""

    symbol: str | None = Field(default=None, max_length=32, examples=["BTCUSDT"], description="one symbol")
    quote: str | None = Field(default=None, max_length=16, examples=["USDT"], description="its quote coin")


class SpotSymbolInfo(Out):
    """A spot symbol's order rules and 24 h figures (SPEC §3 'Spot symbol summary'); price 0
    before its first market data."""

    symbol: str = Field(examples=["BTCUSDT"])
    amp: DecimalStr = Field(examples=["0.0412"], description="(high - low) / open over 24 h")
    change_24h: DecimalStr = Field(examples=["-0.0123"], description="(last - open) / open over 24 h")
    base_token: str = Field(examples=["BTC"])
    quote_token: str = Field(examples=["USDT"])
    base_unit: DecimalStr
    min_trade_quantity: DecimalStr
    max_trade_quantity: DecimalStr
    min_trade_amount: DecimalStr
    max_trade_amount: DecimalStr
    supportTrailingStop: bool
    tick_size: DecimalStr
    price: DecimalStr


class SpotSymbolInfoResult(Out):
    list: list[SpotSymbolInfo]


class SpotCoin(Out):
    coin: str = Field(examples=["BTC"])
    name: str = Field(examples=["Bitcoin"])
    quote_coins: list[str] = Field(examples=[["USDC", "USDT"]])


class SpotCoinsResult(Out):
    quote_coins: list[str]
    list: list[SpotCoin]
