"""The futures martingale's requests and answers (``/contract/v5/private/fmartingalebot``,
``/contract/v5/public/fmartingalebot``; docs/futures-martingale-api.md): Bybit V5 ``fmartingalebot``
names, as ``bots/futures_martingale`` answers them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from tradingbot.api.contract import DecimalIn, DecimalStr, IdIn, IdStr, In, IntIn, Out, StrictIn
from tradingbot.api.models.perp import (
    BotIdRequest,
    CheckRow,
    EnumIn,
    MetaIn,
    MinMax,
    OptDecimalIn,
    OptDecimalStr,
    SymbolIn,
)
from tradingbot.api.models.pnl import PnlBreakdown
from tradingbot.core.enums import (
    BotCloseCode,
    BotStatus,
    CloseReason,
    DisplayStatus,
    MartingaleStopType,
    Style,
)
from tradingbot.core.errors import MartingaleCheck

ModeName = Literal["LONG", "SHORT"]
_MODE = Field(examples=[1], description="1 LONG (buys the dips), 2 SHORT (sells the rallies), or the name")
_AUTO_CYCLE = Field(examples=[1], description="1 ENABLE (default), 2 DISABLE, or the name")

# ---------------------------------------------------------------------------------------- requests


class _Shape(In):
    symbol: SymbolIn
    martingale_mode: Annotated[EnumIn, _MODE]
    leverage: Annotated[DecimalIn, Field(examples=["10"])]


class FmartLimitRequest(_Shape):
    """A (maybe partial) martingale: the ranges need the symbol, mode and leverage; the fields
    sent are checked; a complete request also gets its ladder."""

    price_float_percent: Annotated[OptDecimalIn, Field(examples=["0.02"])] = None
    add_position_percent: Annotated[OptDecimalIn, Field(examples=["1.5"])] = None
    add_position_num: Annotated[IntIn | None, Field(examples=[3])] = None
    init_margin: Annotated[OptDecimalIn, Field(examples=["1000"])] = None
    round_tp_percent: Annotated[OptDecimalIn, Field(examples=["0.1"])] = None
    auto_cycle_toggle: Annotated[EnumIn | None, _AUTO_CYCLE] = None
    sl_percent: OptDecimalIn = None
    entry_price: OptDecimalIn = None
    need_to_slippage: bool | MetaIn = None


class FmartCreateRequest(StrictIn):
    """A martingale's parameters; unknown fields are refused."""

    symbol: SymbolIn
    martingale_mode: Annotated[EnumIn, _MODE]
    leverage: Annotated[DecimalIn, Field(examples=["10"])]
    price_float_percent: Annotated[DecimalIn, Field(examples=["0.02"], description="the move that adds")]
    add_position_percent: Annotated[DecimalIn, Field(examples=["1.5"], description="margin multiplier")]
    add_position_num: Annotated[IntIn, Field(examples=[3], description="adds per round")]
    init_margin: Annotated[DecimalIn, Field(examples=["1000"], description="USDT from FUND")]
    round_tp_percent: Annotated[DecimalIn, Field(examples=["0.1"])]
    auto_cycle_toggle: Annotated[EnumIn | None, _AUTO_CYCLE] = None
    sl_percent: Annotated[OptDecimalIn, Field(description="blank or 0: none")] = None
    entry_price: Annotated[OptDecimalIn, Field(description="round 1 waits for it")] = None
    source: MetaIn = None
    block_source: MetaIn = None
    create_type: MetaIn = None
    followed_grid_id: IdIn | None = None
    strategy_id: MetaIn = None


class FmartUpdateRequest(BotIdRequest):
    """Auto-cycle, stop loss and added margin; any other field answers PARAM_IMMUTABLE."""

    auto_cycle_toggle: Annotated[EnumIn | None, _AUTO_CYCLE] = None
    sl_percent: Annotated[OptDecimalIn, Field(examples=["0.5"], description='"" removes the stop loss')] = (
        None
    )
    add_margin: Annotated[OptDecimalIn, Field(examples=["100"], description="USDT moved from FUND")] = None


# ----------------------------------------------------------------------------------------- answers


class FmartCheckRow(CheckRow):
    check_code: MartingaleCheck


class LimitRung(Out):
    index: Annotated[str, Field(pattern=r"^[0-9]+$")]
    price: DecimalStr
    margin: DecimalStr
    qty: DecimalStr
    avg_price: DecimalStr
    tp_price: DecimalStr


class FmartLimit(Out):
    """Each field's range, the failing checks of the fields sent, the ladder of a complete request."""

    status_code: Literal[0]
    check_code: MartingaleCheck
    checks: list[FmartCheckRow]
    price_float_percent: MinMax
    add_position_percent: MinMax
    add_position_num: MinMax
    init_margin: MinMax
    round_tp_percent: MinMax
    sl_percent: MinMax
    entry_price: MinMax
    leverage: MinMax
    last_price: DecimalStr
    mark_price: DecimalStr
    tick_size: DecimalStr
    taker_fee_rate: DecimalStr
    maker_fee_rate: DecimalStr
    ladder: list[LimitRung]
    estimated_liq_price: OptDecimalStr


class LadderRow(Out):
    index: int
    price: DecimalStr
    margin: DecimalStr
    qty: DecimalStr
    avg_price: DecimalStr
    tp_price: DecimalStr
    state: Literal["FILLED", "PENDING", "PLANNED"]


class FmartDetail(Out):
    bot_id: IdStr
    symbol: str = Field(examples=["BTCUSDT"])
    base_token: str
    quote_token: str
    status: BotStatus
    bot_display_status: DisplayStatus
    fmart_mode: ModeName
    leverage: DecimalStr
    actual_leverage: DecimalStr
    single_round_target_profit_per: DecimalStr
    add_pos_num: int
    add_pos_per: DecimalStr
    price_float_per: DecimalStr
    entry_price: OptDecimalStr
    sl_per: OptDecimalStr
    init_margin: DecimalStr
    added_margin: DecimalStr
    total_margin: DecimalStr
    pnl: DecimalStr
    pnl_per: DecimalStr
    realized_pnl: DecimalStr
    unrealized_pnl: DecimalStr
    round_profit: DecimalStr
    pnl_breakdown: PnlBreakdown
    net_funding_fee: DecimalStr
    trading_fee: DecimalStr
    total_apr: DecimalStr
    completed_rounds: int
    current_round: int
    current_added_pos_num: int
    pos_size: DecimalStr
    avg_pos_price: OptDecimalStr
    pos_balance: DecimalStr
    order_balance: DecimalStr
    available_balance: DecimalStr
    equity: DecimalStr
    wallet_balance: DecimalStr
    mark_price: DecimalStr
    current_price: DecimalStr
    estimated_liq_price: OptDecimalStr
    tp_price: OptDecimalStr
    next_add_price: OptDecimalStr
    auto_cycle: Literal["ENABLED", "DISABLED"]
    stop_type: MartingaleStopType | Literal[""]
    close_code: BotCloseCode | Literal[""]
    close_reason: CloseReason | Literal[""]
    close_price: OptDecimalStr
    tick_size: DecimalStr
    operation_time: int = Field(description="ms")
    running_duration: int = Field(description="s")
    create_time: int
    end_time: int
    maker_fee_rate: DecimalStr
    taker_fee_rate: DecimalStr
    ladder: list[LadderRow]
    account_type: Literal["FUND"]
    allow_follow: int
    settlement_assets: str = Field(examples=["USDT:1003.5"], description="blank until closed")


class FmartDetailResult(Out):
    status_code: Literal[0]
    fmart_detail: FmartDetail


class FmartFollowDetail(Out):
    bot_id: IdStr
    symbol: str
    base_token: str
    quote_token: str
    status: BotStatus
    bot_display_status: DisplayStatus
    fmart_mode: ModeName
    leverage: DecimalStr
    price_float_per: DecimalStr
    add_pos_per: DecimalStr
    add_pos_num: int
    single_round_target_profit_per: DecimalStr
    sl_per: OptDecimalStr
    auto_cycle: Literal["ENABLED", "DISABLED"]
    pnl_per: DecimalStr
    total_apr: DecimalStr
    completed_rounds: int
    operation_time: int
    nick_name: str


class RoundRow(Out):
    round: int
    status: Literal["RUNNING", "COMPLETED", "STOPPED"]
    start_time: int
    end_time: int
    added_pos_num: int
    qty: DecimalStr
    avg_price: DecimalStr
    close_price: OptDecimalStr
    profit: DecimalStr
    fees: DecimalStr


class Rounds(Out):
    """The round in progress, then the finished rounds, newest first."""

    list: list[RoundRow]
    total: int
    completed_rounds: int
    page: int
    limit: int


class FmartCloseDetail(Out):
    bot_id: IdStr
    symbol: str
    status: BotStatus
    stop_type: MartingaleStopType | Literal[""]
    close_code: BotCloseCode | Literal[""]
    close_reason: CloseReason | Literal[""]
    close_price: OptDecimalStr
    end_time: int
    running_duration: int
    total_margin: DecimalStr
    pnl: DecimalStr
    pnl_per: DecimalStr
    realized_pnl: DecimalStr
    round_profit: DecimalStr
    completed_rounds: int
    net_funding_fee: DecimalStr
    trading_fee: DecimalStr
    settlement_assets: str


class AiFigures(Out):
    """A backtest's figures over its own window."""

    actual_yield: DecimalStr = Field(description="the window's own yield")
    annual_percentage_yield: DecimalStr | None = Field(
        description="actual_yield / window days × 365, null when the window is under 30 days"
    )
    max_drawdown_ratio: DecimalStr
    completed_rounds: int
    survived: bool


class FmartAiFitParams(Out):
    style: Style
    martingale_mode: ModeName
    leverage: DecimalStr
    price_float_percent: DecimalStr
    add_position_percent: DecimalStr
    add_position_num: int
    round_tp_percent: DecimalStr
    sl_percent: OptDecimalStr
    min_init_margin: DecimalStr


class AiPartWindow(Out):
    """An out-of-sample part's first and last candle (ms)."""

    start: int
    end: int


class FmartAiOutOfSample(Out):
    fit_params: FmartAiFitParams
    selected_by: Literal["backtest", "default"]
    fit_window: AiPartWindow | None = None
    test_window: AiPartWindow | None = None
    fit: AiFigures
    test: AiFigures


class FmartAiParamsRow(Out):
    style: Style
    martingale_mode: Literal[1, 2]
    martingale_mode_name: ModeName
    leverage: DecimalStr
    price_float_percent: DecimalStr
    add_position_percent: DecimalStr
    add_position_num: int
    round_tp_percent: DecimalStr
    sl_percent: OptDecimalStr
    min_init_margin: DecimalStr
    selected_by: Literal["backtest", "default"]
    window_days: int
    window_start: int = Field(description="ms, the window's first candle")
    window_end: int = Field(description="ms, the window's last candle")
    backtest: AiFigures
    out_of_sample: FmartAiOutOfSample | None = None


class AiWindow(Out):
    start: int
    end: int
    candles: int


class LeverageBounds(Out):
    min_leverage: DecimalStr
    max_leverage: DecimalStr


class FmartAiParams(Out):
    """Backtested parameters per style, LONG and SHORT, and the leverage bounds."""

    symbol: str
    category: Literal["linear"]
    method: str
    investment: DecimalStr
    last_price: DecimalStr
    candidates: int
    window: AiWindow
    ai_params: list[FmartAiParamsRow]
    config: LeverageBounds
    computed_at: int
