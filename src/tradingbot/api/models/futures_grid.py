"""The futures grid's requests and answers (``/contract/v5/fgridbot``, ``/s1/bot/fgrid/v1``;
docs/futures-grid-api.md): Bybit V5 ``fgridbot`` names, as ``bots/futures_grid`` answers them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from tradingbot.api.contract import BACKTEST_APR, DecimalIn, DecimalStr, IdIn, IdStr, IntIn, Out, StrictIn
from tradingbot.api.models.perp import (
    BacktestWindow,
    BotIdRequest,
    CheckRow,
    EnumIn,
    MetaIn,
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
    FuturesGridRunningStatus,
    GridStopReason,
    Style,
)
from tradingbot.core.errors import FuturesGridCheck

GridModeName = Literal["NEUTRAL", "LONG", "SHORT"]
BacktestStatus = Literal[
    "RUNNING",
    "BAD_LEVELS",
    "FAILED_INITIATION",
    "NEGATIVE_ARBITRAGE",
    "LIQUIDATION",
    "TRIGGER_TOP_PRICE",
    "TRIGGER_BOTTOM_PRICE",
    "ORDER_RULES",
]
"""How a backtest run ended (``backtest.kernels.codes.STATUS_NAMES``)."""
GridTypeName = Literal["ARITHMETIC", "GEOMETRIC"]
TpSlTypeName = Literal["PERCENT", "PRICE", "TP_PRICE_SL_PERCENT", "TP_PERCENT_SL_PRICE"]

# ---------------------------------------------------------------------------------------- requests


class FgridCreateRequest(StrictIn):
    """A futures grid's parameters (create, and the validate call's input). Unknown fields are
    refused; ``init_margin`` and ``investment`` are other names of ``total_investment``."""

    symbol: SymbolIn
    grid_mode: Annotated[EnumIn, Field(examples=[2], description="1 NEUTRAL, 2 LONG, 3 SHORT (or the name)")]
    grid_type: Annotated[
        EnumIn | None, Field(examples=[1], description="1 ARITHMETIC (default), 2 GEOMETRIC")
    ] = None
    min_price: Annotated[DecimalIn, Field(examples=["90000"])]
    max_price: Annotated[DecimalIn, Field(examples=["110000"])]
    cell_number: Annotated[
        IntIn, Field(examples=[20], description="grid count (2..400, checked by the service)")
    ]
    leverage: Annotated[DecimalIn, Field(examples=["5"], description="a multiple of 0.01")]
    total_investment: Annotated[OptDecimalIn, Field(examples=["1000"], description="USDT from FUND")] = None
    init_margin: Annotated[OptDecimalIn, Field(description="another name of total_investment")] = None
    investment: Annotated[OptDecimalIn, Field(description="another name of total_investment")] = None
    tp_sl_type: Annotated[
        EnumIn | None,
        Field(examples=[1], description="1 PERCENT, 2 PRICE, 3 TP price + SL %, 4 TP % + SL price"),
    ] = None
    take_profit_per: Annotated[OptDecimalIn, Field(examples=["0.2"], description="a ratio")] = None
    stop_loss_per: Annotated[OptDecimalIn, Field(examples=["0.1"], description="a ratio")] = None
    take_profit_price: OptDecimalIn = None
    stop_loss_price: OptDecimalIn = None
    entry_price: OptDecimalIn = None
    trailing_stop_per: Annotated[OptDecimalIn, Field(description="0 or 0.05..0.99")] = None
    move_up_price: OptDecimalIn = None
    move_down_price: OptDecimalIn = None
    source: MetaIn = None
    block_source: MetaIn = None
    create_type: MetaIn = None
    followed_grid_id: IdIn | None = None
    strategy_id: MetaIn = None


class TpSlRequest(BotIdRequest):
    """A new TP/SL block (it replaces the old one) and/or trailing stop; any other grid field
    answers "cannot be changed on a running futures grid"."""

    tp_sl_type: Annotated[EnumIn | None, Field(examples=[1])] = None
    take_profit_per: OptDecimalIn = None
    stop_loss_per: OptDecimalIn = None
    take_profit_price: OptDecimalIn = None
    stop_loss_price: OptDecimalIn = None
    trailing_stop_per: OptDecimalIn = None


class TrailingStopRequest(BotIdRequest):
    trailing_stop_per: Annotated[OptDecimalIn, Field(examples=["0.1"], description="0 or blank removes it")]


# ----------------------------------------------------------------------------------------- answers


class FgridCreated(Out):
    status_code: Literal[200]
    bot_id: IdStr
    check_code: Literal["FGRID_CHECK_CODE_SUCCESS"]


class Balance(Out):
    """The user's free USDT in the FUND account."""

    coin: Literal["USDT"]
    available_balance: DecimalStr


class FromTo(Out):
    """A field's acceptable range (blank when open)."""

    from_: OptDecimalStr = Field(alias="from")
    to: OptDecimalStr


class FgridCheckRow(CheckRow):
    check_code: FuturesGridCheck


class FgridValidation(Out):
    """The failing checks of a futures grid's parameters and every field's range."""

    check_code: FuturesGridCheck = Field(description="the first failing check, or FGRID_CHECK_CODE_SUCCESS")
    checks: list[FgridCheckRow]
    investment: FromTo
    profit: FromTo
    cell_number: FromTo
    min_price: FromTo
    max_price: FromTo
    leverage: FromTo
    stop_loss: FromTo
    take_profit: FromTo
    take_profit_price: FromTo
    stop_loss_price: FromTo
    entry_price: FromTo
    trailing_stop_per: FromTo
    move_up_price: FromTo
    move_down_price: FromTo
    long_liq_price: OptDecimalStr
    short_liq_price: OptDecimalStr
    last_price: DecimalStr


class FgridDetail(Out):
    """A futures grid's numbers (running, or at its close)."""

    bot_id: IdStr
    symbol: str = Field(examples=["BTCUSDT"])
    base_token: str = Field(examples=["BTC"])
    quote_token: str = Field(examples=["USDT"])
    status: BotStatus
    display_status: DisplayStatus
    running_status: FuturesGridRunningStatus
    grid_mode: GridModeName
    grid_type: GridTypeName
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    curr_min_price: OptDecimalStr
    curr_max_price: OptDecimalStr
    curr_cell_number: int
    leverage: DecimalStr
    real_leverage: DecimalStr
    total_investment: DecimalStr
    added_margin: DecimalStr
    total_value: DecimalStr
    current_position: DecimalStr = Field(description="unsigned; the side is futures_pos_side")
    futures_pos_side: Literal["UNSPECIFIED", "LONG", "SHORT"]
    avg_entry_price: OptDecimalStr
    reference_price: DecimalStr
    per_grid_qty: DecimalStr
    pnl: DecimalStr
    pnl_per: DecimalStr
    grid_profit: DecimalStr
    pnl_breakdown: PnlBreakdown
    grid_apr: DecimalStr
    total_apr: DecimalStr
    realised_pnl: DecimalStr
    unrealised_pnl: DecimalStr
    funding_fee: DecimalStr
    trading_fee: DecimalStr
    position_balance: DecimalStr
    total_order_balance: DecimalStr
    available_balance: DecimalStr
    equity: DecimalStr
    wallet_balance: DecimalStr
    last_price: DecimalStr
    current_price: DecimalStr
    mark_price: DecimalStr
    liquidation_price: OptDecimalStr
    tp_sl_type: TpSlTypeName
    take_profit_per: OptDecimalStr
    stop_loss_per: OptDecimalStr
    take_profit_price: OptDecimalStr
    stop_loss_price: OptDecimalStr
    entry_price: OptDecimalStr
    trailing_stop_per: DecimalStr
    trailing_stop_exit_equity: DecimalStr
    move_up_price: OptDecimalStr
    move_down_price: OptDecimalStr
    arbitrage_num: int
    arbitrage_num_24: int
    min_profit: OptDecimalStr
    max_profit: OptDecimalStr
    i_m_rate: OptDecimalStr
    m_m_rate: OptDecimalStr
    tick_size: DecimalStr
    close_reason: CloseReason | Literal[""]
    stop_type: GridStopReason | Literal[""]
    bot_close_code: BotCloseCode | Literal[""]
    current_profit: OptDecimalStr = Field(description="blank once the bot is not running")
    current_per: OptDecimalStr
    real_close_price: OptDecimalStr
    create_time: int = Field(description="ms")
    end_time: int = Field(description="ms, 0 while running")
    operation_time: int = Field(description="running time, ms")
    cum_withdrew_amount: DecimalStr
    withdrawable_amount: DecimalStr
    maker_fee_rate: DecimalStr
    taker_fee_rate: DecimalStr
    account_type: Literal["FUND"]
    allow_follow: int
    settlement_assets: str = Field(examples=["USDT:598.11688259"], description="blank until closed")


class FgridDetailResult(Out):
    status_code: Literal[200]
    detail: FgridDetail


class FgridFollowDetail(Out):
    """What anyone may see of a futures grid (no balances)."""

    bot_id: IdStr
    symbol: str
    grid_mode: GridModeName
    grid_type: GridTypeName
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    leverage: DecimalStr
    total_apr: DecimalStr
    pnl_per: DecimalStr
    arbitrage_num: int
    operation_time: int
    status: BotStatus
    base_token: str
    quote_token: str
    nick_name: str = Field(examples=["tr***@example.com"])


class CloseModeRow(Out):
    close_mode: Literal[1]
    name: Literal["CLOSE_AT_MARKET"]


class CloseModes(Out):
    list: list[CloseModeRow]
    default: Literal[1]


class MarginAdded(Out):
    status_code: Literal[200]
    liquidation_price: OptDecimalStr


class Withdrawn(Out):
    status_code: Literal[200]
    amount: DecimalStr


class Done200(Out):
    status_code: Literal[200]


class RecommendRow(Out):
    symbol: str
    price: DecimalStr
    change_24h: DecimalStr
    amplitude: DecimalStr = Field(description="(24 h high − low) / open")


class Recommended(Out):
    list: list[RecommendRow]


class AiBacktest(Out):
    arbitrage_num: int
    fees: DecimalStr
    grid_profit: DecimalStr
    funding: DecimalStr
    final_equity: DecimalStr
    sharpe_ratio: DecimalStr
    status: BacktestStatus
    yield_trend_list: list[DecimalStr]


class FgridAiFitParams(Out):
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    grid_type: GridTypeName
    grid_mode: GridModeName
    leverage: DecimalStr


class FgridAiOutOfSample(Out):
    """The style's pick fitted on the first 2/3 of the window, tested on the last third."""

    fit_window: BacktestWindow
    test_window: BacktestWindow
    fit_params: FgridAiFitParams
    selected_by: Literal["criterion", "default", "none"]
    fit_actual_yield: DecimalStr
    fit_annual_percentage_yield: DecimalStr | None = Field(
        description="null under 30 days (the fit window's)"
    )
    fit_max_drawdown_ratio: DecimalStr
    test_actual_yield: DecimalStr
    test_annual_percentage_yield: DecimalStr | None = Field(
        description="null under 30 days (the test window's)"
    )
    test_max_drawdown_ratio: DecimalStr
    test_arbitrage_num: int
    test_status: BacktestStatus


class FgridAiParamsBase(Out):
    style: Style
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    grid_type: GridTypeName
    max_drawdown_ratio: DecimalStr
    volatility_ratio: DecimalStr
    actual_yield: DecimalStr = Field(description="the window's own yield")
    annual_percentage_yield: DecimalStr | None = Field(description=BACKTEST_APR)
    window: BacktestWindow
    window_start: int = Field(description="ms, the window's first candle")
    window_end: int = Field(description="ms, the window's last candle")
    window_days: DecimalStr = Field(description="first to last candle, to 0.01 day")
    backtest: AiBacktest
    selected_by: Literal["criterion", "default", "none"]
    band_k: DecimalStr
    target_profit_per_grid: DecimalStr
    leverage: DecimalStr
    leverage_e2: int
    out_of_sample: FgridAiOutOfSample | None = None


class AiWindowParams(FgridAiParamsBase):
    """One style's parameters in one horizon."""

    grid_mode: GridModeName


class FgridAiParamsRow(FgridAiParamsBase):
    """One style's parameters (the first horizon's), ``grid_mode`` as its number."""

    grid_mode: Literal[1, 2, 3]
    grid_mode_name: GridModeName


class AiHorizon(Out):
    window: BacktestWindow
    candidates: int
    last_price: DecimalStr
    sma20: DecimalStr
    sigma: DecimalStr
    atr14: DecimalStr
    volatility_ratio: DecimalStr
    market_mode: GridModeName
    params: list[AiWindowParams]


class MaxLeverageE2(Out):
    NEUTRAL: int
    LONG: int
    SHORT: int


class AiConfig(Out):
    max_leverage_e2: MaxLeverageE2


class FgridAiParams(Out):
    """Backtested parameters per style (7- and 30-day horizons) and the leverage caps by mode."""

    symbol: str
    category: Literal["linear"]
    method: str
    investment: DecimalStr
    last_price: DecimalStr
    volatility_ratio: DecimalStr
    volatility_ratio_e4: int
    windows: dict[str, AiHorizon]
    ai_params: list[FgridAiParamsRow]
    config: AiConfig
    computed_at: int
