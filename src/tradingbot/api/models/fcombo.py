"""The futures combo's requests and answers (``/contract/v5/private/fcombobot``;
docs/futures-combo-api.md): Bybit V5 ``fcombobot`` names, as ``bots/futures_combo`` answers them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, StrictBool

from tradingbot.api.contract import DecimalIn, DecimalStr, IdIn, IdStr, In, IntIn, Out, StrictIn
from tradingbot.api.models.perp import (
    BotIdRequest,
    CheckRow,
    EnumIn,
    Fill,
    MetaIn,
    MinMax,
    OptDecimalIn,
    OptDecimalStr,
)
from tradingbot.api.models.pnl import PnlBreakdown
from tradingbot.core.enums import (
    BotCloseCode,
    BotStatus,
    CloseReason,
    DisplayStatus,
    OrderSide,
    TransferDirection,
)
from tradingbot.core.errors import ComboCheck

SideName = Literal["LONG", "SHORT"]
BotMode = Literal["LONG", "SHORT", "MIX"]
AdjustModeName = Literal["TIME", "PERCENT", "TIME_OR_PERCENT", "BY_USER", "MODIFY_SETTING", "TRANSFER"]
_ADJUST_MODE = Field(
    examples=[2], description="1 TIME, 2 PERCENT, 3 TIME_OR_PERCENT, 4 BY_USER (manual only), or the name"
)

# ---------------------------------------------------------------------------------------- requests


class LegIn(In):
    """One perpetual of the basket (the service names an unknown field of a leg)."""

    symbol: Annotated[str, Field(max_length=32, examples=["BTCUSDT"])]
    side: Annotated[EnumIn, Field(examples=[1], description="1 LONG, 2 SHORT, or the name")]
    target_position_percent: Annotated[DecimalIn, Field(examples=["0.5"], description="a ratio, 1 % steps")]


class ComboLimitRequest(StrictIn):
    """The legs (required) and whatever else is known yet; unknown fields are refused."""

    symbol_settings: list[LegIn]
    leverage: Annotated[DecimalIn, Field(examples=["3"])]
    init_margin: Annotated[OptDecimalIn, Field(examples=["500"], description="USDT from FUND")] = None
    adjust_position_mode: Annotated[EnumIn | None, _ADJUST_MODE] = None
    adjust_position_percent: Annotated[OptDecimalIn, Field(examples=["0.05"])] = None
    adjust_position_time_interval: Annotated[IntIn | None, Field(examples=[3600], description="s")] = None
    sl_percent: OptDecimalIn = None
    tp_percent: OptDecimalIn = None
    trailing_stop_percent: OptDecimalIn = None
    source: MetaIn = None
    block_source: MetaIn = None
    create_type: MetaIn = None
    followed_grid_id: IdIn | None = None
    strategy_id: MetaIn = None


class ComboCreateRequest(ComboLimitRequest):
    """A combo's parameters; unknown fields are refused."""

    init_margin: Annotated[DecimalIn, Field(examples=["500"], description="USDT from FUND")]
    adjust_position_mode: Annotated[EnumIn, _ADJUST_MODE]


class ModifySettingRequest(BotIdRequest):
    """Weights (same symbols and sides), the rebalancing rule, TP/SL and trailing stop; any other
    field answers PARAM_IMMUTABLE."""

    symbol_settings: list[LegIn] | None = None
    adjust_position_mode: Annotated[EnumIn | None, _ADJUST_MODE] = None
    adjust_position_percent: OptDecimalIn = None
    adjust_position_time_interval: IntIn | None = None
    sl_percent: OptDecimalIn = None
    tp_percent: Annotated[OptDecimalIn, Field(examples=["0.8"])] = None
    trailing_stop_percent: OptDecimalIn = None


class FcomboTransferRequest(BotIdRequest):
    transfer_type: Annotated[
        str, Field(max_length=16, examples=["IN"], description="IN (from FUND) or OUT (back to FUND)")
    ]
    amount: Annotated[DecimalIn, Field(examples=["100"], description="USDT")]


class NoPopRequest(In):
    no_pop: StrictBool = Field(
        default=True, description="stop (true) or resume (false) the daily pick's pop-up"
    )


# ----------------------------------------------------------------------------------------- answers


class ComboCheckRow(CheckRow):
    check_code: ComboCheck


class IntervalPreset(Out):
    name: str = Field(examples=["1H"])
    seconds: int


class ComboLimit(Out):
    status_code: Literal[0]
    check_code: ComboCheck
    checks: list[ComboCheckRow]
    init_margin: MinMax
    leverage: MinMax
    adjust_position_percent: MinMax
    adjust_position_time_interval: MinMax
    sl_percent: MinMax
    tp_percent: MinMax
    trailing_stop_percent: MinMax
    symbol_count: MinMax
    time_interval_presets: list[IntervalPreset]
    last_prices: dict[str, DecimalStr] = Field(examples=[{"BTCUSDT": "100000"}])
    bot_mode: BotMode


class ComboFill(Fill):
    symbol: str


class ComboFills(Out):
    list: list[ComboFill]
    total: int
    page: int
    limit: int


class LegSetting(Out):
    symbol: str
    base_token: str
    quote_token: Literal["USDT"]
    target_position_percent: DecimalStr
    side: SideName


class Position(Out):
    symbol: str
    base_token: str
    side: SideName
    size: DecimalStr
    position_value: DecimalStr
    current_position_percent: DecimalStr
    target_position_percent: DecimalStr
    avg_entry_price: OptDecimalStr
    mark_price: DecimalStr
    unrealized_pnl: DecimalStr
    realized_pnl: DecimalStr
    funding_fee: DecimalStr
    trading_fee: DecimalStr


StopType = Literal[
    "",
    "INIT_FAILURE",
    "BY_USER",
    "LIQUIDATION",
    "SYMBOL_DELISTED",
    "STOP_LOSS",
    "USER_BANNED",
    "TAKE_PROFIT",
    "INSUFFICIENT_BALANCE",
    "REDUCE_ONLY",
    "BANKRUPTCY_PRICE",
    "TRAILING_STOP",
    "OI_LIMIT",
    "COMPLIANCE",
    "ADL",
    "SYSTEM",
]


class ComboDetail(Out):
    bot_id: IdStr
    status: BotStatus
    bot_display_status: DisplayStatus
    bot_mode: BotMode
    bot_name: str = Field(examples=["BTC ETH SOL"])
    leverage: DecimalStr
    init_margin: DecimalStr
    total_margin: DecimalStr
    midway_transfer: DecimalStr
    transfers_in: DecimalStr
    transfers_out: DecimalStr
    equity: DecimalStr
    total_pnl: DecimalStr
    total_pnl_per: DecimalStr
    roi: DecimalStr
    total_apr: DecimalStr
    realized_pnl: DecimalStr
    unrealized_pnl: DecimalStr
    total_exec_fee: DecimalStr
    pnl_breakdown: PnlBreakdown
    funding_fee: DecimalStr
    total_position_value: DecimalStr
    target_position_value: DecimalStr
    margin_balance: DecimalStr
    wallet_balance: DecimalStr
    available_balance: DecimalStr
    position_margin: DecimalStr
    imr: DecimalStr
    mmr: DecimalStr
    margin_ratio: DecimalStr
    symbol_settings: list[LegSetting]
    positions: list[Position]
    adjust_position_mode: AdjustModeName
    adjust_position_percent: OptDecimalStr
    adjust_position_time_interval: int = Field(description="s, 0 when unset")
    adjusted_position_num: int
    last_adjust_position_time: int
    next_adjust_position_time: int
    sl_percent: OptDecimalStr
    tp_percent: OptDecimalStr
    trailing_stop_percent: DecimalStr
    sl_exit_equity: DecimalStr
    tp_exit_equity: DecimalStr
    exit_equity: DecimalStr
    stop_type: StopType
    close_code: BotCloseCode | Literal[""]
    close_reason: CloseReason | Literal[""]
    run_time_duration: int = Field(description="s")
    operation_time: int = Field(description="ms")
    create_time: int
    end_time: int
    last_modify_setting_time: int
    account_type: Literal["FUND"]
    allow_follow: int
    settlement_assets: str = Field(examples=["USDT:998.68"], description="blank until closed")


class ComboDetailResult(Out):
    status_code: Literal[0]
    detail: ComboDetail


class ComboFollowDetail(Out):
    bot_id: IdStr
    status: BotStatus
    bot_display_status: DisplayStatus
    bot_mode: BotMode
    bot_name: str
    leverage: DecimalStr
    symbol_settings: list[LegSetting]
    adjust_position_mode: AdjustModeName
    adjust_position_percent: OptDecimalStr
    adjust_position_time_interval: int
    total_pnl_per: DecimalStr
    total_apr: DecimalStr
    adjusted_position_num: int
    run_time_duration: int
    operation_time: int
    nick_name: str


class Trade(Out):
    symbol: str
    side: OrderSide
    qty: DecimalStr
    skipped: Literal["", "BELOW_MIN_ORDER", "ABOVE_MAX_QTY", "ABOVE_FIRST_RISK_TIER"]


class RebalanceRow(Out):
    time: int
    trigger: Literal["INIT", "TIME", "PERCENT", "USER", "MODIFY", "TRANSFER", "RESET"]
    trades: list[Trade]


class Rebalances(Out):
    list: list[RebalanceRow]
    total: int
    adjusted_position_num: int
    page: int
    limit: int


class ComboCloseDetail(Out):
    bot_id: IdStr
    status: BotStatus
    stop_type: StopType
    close_code: BotCloseCode | Literal[""]
    close_reason: CloseReason | Literal[""]
    end_time: int
    run_time_duration: int
    total_margin: DecimalStr
    equity: DecimalStr
    total_pnl: DecimalStr
    total_pnl_per: DecimalStr
    realized_pnl: DecimalStr
    total_exec_fee: DecimalStr
    funding_fee: DecimalStr
    adjusted_position_num: int
    settlement_assets: str
    positions: list[Position]


class Positions(Out):
    list: list[Position]


class TransferRow(Out):
    time: int
    direction: TransferDirection
    amount: DecimalStr


class TransferDetail(Out):
    list: list[TransferRow]
    transfers_in: DecimalStr
    transfers_out: DecimalStr
    max_transfer_out: DecimalStr
    max_transfer_in: DecimalStr
    coin: Literal["USDT"]


class SymbolRow(Out):
    symbol: str
    base_token: str
    last_price: DecimalStr
    max_leverage: DecimalStr
    quote_volume_24h: DecimalStr


class SymbolList(Out):
    list: list[SymbolRow]


class PickLeg(Out):
    symbol: str
    side: Literal[1, 2]
    target_position_percent: DecimalStr


class PickBacktest(Out):
    window_days: float
    window_yield: DecimalStr
    max_drawdown: DecimalStr
    rebalances: int


class DailyPick(Out):
    pick_date: int = Field(description="ms, the UTC day")
    symbol_settings: list[PickLeg]
    leverage: DecimalStr
    adjust_position_mode: int
    adjust_position_percent: DecimalStr
    bot_mode: BotMode
    backtest: PickBacktest
    method: str
    pop: bool


class NoPopSet(Out):
    status_code: Literal[0]
    no_pop: bool
