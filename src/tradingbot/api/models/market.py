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


class VenueRules(Out):
    """The venue's own rules for the symbol (``load_markets``), decimal strings; null: not said."""

    tick_size: DecimalStr | None
    lot_size: DecimalStr | None
    min_qty: DecimalStr | None
    min_notional: DecimalStr | None
    min_price: DecimalStr | None
    max_price: DecimalStr | None


class MarketSource(Out):
    """Where one symbol of one market takes its prices from, and how that goes."""

    category: str = Field(examples=["spot"], description="spot, or linear (the perpetuals)")
    symbol: str = Field(examples=["BTCUSDT"])
    source: str = Field(
        examples=["binance"], description="simulator, replay, manual, or the venue: binance, bybit, okx"
    )
    state: str = Field(
        examples=["live"],
        description="simulator, replay, manual; for a venue: connecting, live, stale (no answer"
        " for a while: bots keep the last price), reconnecting (the venue failed)",
    )
    venue_symbol: str | None = Field(examples=["BTC/USDT"], description="the venue's symbol (ccxt notation)")
    last_price: DecimalStr | None
    last_ts: int | None = Field(description="time of the last price, UTC ms")
    error: str | None = Field(description="the venue's last failure while reconnecting")
    transport: str | None = Field(
        examples=["websocket"], description="a venue's: websocket (its trades), or rest (its tickers polled)"
    )
    venue_rules: VenueRules | None


class SourcesResult(Out):
    list: list[MarketSource]
