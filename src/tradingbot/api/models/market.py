"""Public market data (``/s1/bot/market/v1/*``): candles and the 24 h quote items (SPEC §3)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from tradingbot.api.contract import DecimalStr, Out


class Kline(Out):
    """One candle: open time (UTC ms) and its prices and volume."""

    t: int = Field(examples=[1750000000000], description="open time, UTC ms")
    o: DecimalStr
    h: DecimalStr
    l: DecimalStr  # noqa: E741 - the wire key
    c: DecimalStr
    v: DecimalStr


class KlineResult(Out):
    symbol: str = Field(examples=["BTCUSDT"])
    interval: str = Field(examples=["1m"])
    list: Annotated[list[Kline], Field(description="newest last")]


class QuoteItem(Out):
    """A symbol's 24 h quote item up to its last price (SPEC §3)."""

    startTime: int = Field(description="start of the 24 h window, UTC ms")
    currentTime: int = Field(description="time of the last price, UTC ms")
    symbol: str = Field(examples=["BTCUSDT"])
    close: DecimalStr = Field(description="the last price")
    high: DecimalStr
    low: DecimalStr
    open: DecimalStr = Field(description="the first price of the window")
    volume: DecimalStr
    quoteVolume: DecimalStr
    range: DecimalStr = Field(description="(close - open) / open, 4 places (0.0123 = +1.23 %)")


class TickersResult(Out):
    list: list[QuoteItem]
