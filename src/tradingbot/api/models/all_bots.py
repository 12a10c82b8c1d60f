"""All bots of the user, every family (``/s1/bot/tradingbot/v1``: ``list-all-bots``,
``pnl-history``, ``portfolio``): their requests and results.

A ``list-all-bots`` row is the bot's row (``services/bots/all_bots.py``) and its family's summary
(each family service's ``summary``), told apart by ``bot_type``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from tradingbot.api.contract import DecimalStr, IdIn, IdStr, In, IntIn, Out
from tradingbot.core.enums import BotStatus, GridBotStatus

# ---------------------------------------------------------------------- requests


class ListAllBotsRequest(In):
    status: Annotated[str, Field(max_length=16)] | None = Field(
        default=None, examples=["ongoing"], description="ongoing (default) or closed, any case"
    )
    page: IntIn | None = Field(default=None, examples=[1], description="from 1 (0 or absent: 1)")
    limit: IntIn | None = Field(default=None, examples=[20], description="1..200 (0 or absent: 20)")


class PnlHistoryRequest(In):
    bot_id: IdIn | None = Field(default=None, description="required: one of the user's bots")
    start: IntIn | None = Field(default=None, examples=[1764200000000], description="ms, optional")
    end: IntIn | None = Field(default=None, examples=[1764300000000], description="ms, optional")


class PortfolioRequest(In):
    """No field."""


# ---------------------------------------------------------------------- results


class _AllBotsRow(Out):
    bot_id: IdStr
    symbol: str = Field(examples=["BTCUSDT"])
    create_time: int
    end_time: int = Field(description="0 while running")
    close_reason: str = Field(description="empty while running")
    total_investment: DecimalStr = Field(examples=["1000"])
    total_profit: DecimalStr
    total_apr: DecimalStr
    operation_time: int = Field(description="running time in ms")


class AllBotsSpotGridRow(_AllBotsRow):
    bot_type: Literal["GRID_SPOT"]
    status: GridBotStatus
    grid_id: IdStr
    grid_profit: DecimalStr
    arbitrage_num: int
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int


class AllBotsDcaRow(_AllBotsRow):
    bot_type: Literal["DCA_SPOT"]
    status: BotStatus
    dca_type: Literal["RECURRING", "SAFETY_ORDER"]
    coins: list[str]
    equity: DecimalStr
    total_pnl_percentage: DecimalStr


class AllBotsFuturesGridRow(_AllBotsRow):
    bot_type: Literal["GRID_FUTURES"]
    status: str = Field(examples=["RUNNING"])
    grid_profit: DecimalStr
    arbitrage_num: int
    grid_mode: str = Field(examples=["NEUTRAL"])
    leverage: DecimalStr
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int


class AllBotsMartingaleRow(_AllBotsRow):
    bot_type: Literal["MART_FUTURES"]
    status: str = Field(examples=["RUNNING"])
    total_margin: DecimalStr
    fmart_mode: str = Field(examples=["LONG"])
    leverage: DecimalStr
    completed_rounds: int


class AllBotsComboRow(_AllBotsRow):
    bot_type: Literal["COMBO_FUTURES"]
    status: str = Field(examples=["RUNNING"])
    total_margin: DecimalStr
    bot_mode: str
    bot_name: str
    leverage: DecimalStr
    adjusted_position_num: int


BotListRow = Annotated[
    AllBotsSpotGridRow | AllBotsDcaRow | AllBotsFuturesGridRow | AllBotsMartingaleRow | AllBotsComboRow,
    Field(discriminator="bot_type"),
]


class ListAllBotsResult(Out):
    list: list[BotListRow]
    total: int
    page: int
    limit: int


class PnlHistoryPoint(Out):
    ts: int = Field(examples=[1764300000000])
    equity: DecimalStr
    pnl: DecimalStr
    pnl_per: DecimalStr = Field(examples=["0.0125"])


class PnlHistoryResult(Out):
    bot_id: IdStr
    interval: Literal["m", "h", "d"] = Field(description="m minute, h hour, d day")
    list: list[PnlHistoryPoint]


class PortfolioFamily(Out):
    bot_type: str = Field(examples=["GRID_SPOT"])
    bots: int
    investment: DecimalStr
    pnl: DecimalStr


class PortfolioDailyPnl(Out):
    ts: int
    pnl: DecimalStr


class PortfolioResult(Out):
    running_bots: int
    total_investment: DecimalStr
    total_pnl: DecimalStr
    today_pnl: DecimalStr
    families: list[PortfolioFamily]
    daily: list[PortfolioDailyPnl] = Field(description="the last 30 days that have a sample")
