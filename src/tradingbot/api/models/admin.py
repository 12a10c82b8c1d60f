"""Models of the operator calls (``/admin/*``, bearer token): market data, symbols, user tags."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from tradingbot.api.contract import DecimalStr, Out, StrictIn
from tradingbot.api.models.user import Profile
from tradingbot.engine.market_hub import MAX_ADVANCE

Category = Literal["spot", "linear"]
SYMBOL = Field(min_length=1, max_length=32, examples=["BTCUSDT"])


class MarketRequest(StrictIn):
    category: Category = "spot"


class SymbolRequest(MarketRequest):
    symbol: str = SYMBOL


class LoadRequest(SymbolRequest):
    path: str = Field(min_length=1, max_length=4096, examples=["/data/BTCUSDT-1m.csv"])
    start: int | str | None = Field(
        default=None, examples=["2024-01-01"], description="ms timestamp or ISO date to start at"
    )
    funding_path: str | None = Field(default=None, min_length=1, max_length=4096)


class AdvanceRequest(SymbolRequest):
    candles: int = Field(ge=1, le=MAX_ADVANCE, examples=[60])


class PriceRequest(SymbolRequest):
    # floats are refused with a field error by the hub (money is exact)
    price: str | int | float = Field(examples=["27500.5"])
    ts: int | None = Field(default=None, ge=0)


class LoadResult(Out):
    symbol: str
    mode: Literal["replay"]
    path: str
    start_ts: int | None
    first_ts: int | None
    interval_ms: int | None
    rows_available: int


class AdvanceResult(Out):
    symbol: str
    requested: int
    advanced: int
    last_ts: int | None
    last_price: DecimalStr | None
    remaining: int
    exhausted: bool


class PriceResult(Out):
    symbol: str
    mode: Literal["manual"]
    price: DecimalStr
    ts: int
    seq: int | None = Field(
        default=None, description="A cluster node: the price's sequence in the market log"
    )


class ReplayPosition(Out):
    path: str
    position: int


class SymbolStatus(Out):
    symbol: str
    mode: str = Field(examples=["simulated"], description="simulated, replay or manual")
    last_price: DecimalStr | None
    last_ts: int | None
    candles: int = Field(ge=0)
    replay: ReplayPosition | None = None


class MarketStatusResult(Out):
    list: list[SymbolStatus]


class DelistRequest(StrictIn):
    symbol: str = SYMBOL
    category: Category = "spot"


class DelistResult(Out):
    symbol: str
    closed_bots: int = Field(ge=0)


class TagRequest(StrictIn):
    email: str = Field(min_length=3, max_length=254)
    user_type: str | None = Field(default=None, examples=["EXPERIENCED"])
    is_islamic: bool | None = None
    banned: bool | None = None
    vip_level: int | None = Field(default=None, ge=0, le=10)


class TagResult(Out):
    user: Profile
    closed_bots: int = Field(ge=0)


class StoredMarket(Out):
    last_price: DecimalStr
    market_ts: int | None


class ExchangeStatusResult(Out):
    symbols: dict[str, StoredMarket]
    linear: dict[str, StoredMarket]
    running_bots: int = Field(ge=0)


class PartitionStatus(Out):
    partition: int = Field(ge=0)
    served: bool = Field(description="False: no worker answered for it (a takeover, or no worker running)")
    node: str | None = Field(default=None, description="The process serving it (a worker's owner id)")
    epoch: int | None = Field(default=None, description="Its lease's epoch (grows at every change of owner)")
    bots: int | None = None
    queued: int | None = Field(default=None, description="Operations waiting for the engine")
    stale: bool | None = None
    moved: bool | None = None
    catching_up: bool | None = Field(
        default=None,
        description="Commands wait: the partition has not applied the market logs to their end yet",
    )
    needs_flush: bool | None = Field(
        default=None,
        description="Quiet price changes not stored yet (a worker stores them every few seconds)",
    )
    log_positions: dict[str, dict[str, int]] | None = Field(
        default=None, description="Per market, the last market-log entry applied per symbol"
    )


class PartitionsResult(Out):
    count: int = Field(description="The partition count the database was made with")
    list: list[PartitionStatus]
