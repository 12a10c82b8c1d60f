"""Spot grid calls (``/s1/bot/grid/v1``, docs/spot-grid-api.md): their requests and results.

Requests take what the family's readers take (``bots/spot_grid/config.py``): decimals as strings
or integers, counts as integers or digit strings, enums by name (any case) or number, blank or
``null`` for an unset optional field; the family's own checks (bounds, uppercase symbols, unknown
enum names) stay in the service with their check codes. The create and update readers refuse
unknown fields, so do their models. Results are the wire dicts of ``bots/spot_grid/metrics.py``
and ``services/bots/spot_grid_service.py``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import ConfigDict, Field, StrictBool, StrictInt

from tradingbot.api.contract import BACKTEST_APR, DecimalIn, DecimalStr, IdIn, IdStr, In, IntIn, Out, StrictIn
from tradingbot.api.models.pnl import PnlBreakdown
from tradingbot.core.enums import (
    BotStatus,
    CloseReason,
    GridBotStatus,
    InvestMode,
    OrderSide,
    OrderStatus,
    OrderType,
    SettleMode,
    SpotGridCloseReason,
)
from tradingbot.core.errors import SpotGridCheck

# ---------------------------------------------------------------------- shared field types

OptDecimalStr = DecimalStr | Literal[""]
"""An optional number in an answer: the decimal string, or ``""`` when unset."""
EnumIn = Annotated[
    StrictInt | Annotated[str, Field(max_length=32)],
    Field(description="by name (any case) or by number", examples=["ARITHMETIC"]),
]
"""An enum field of a request: its name or its wire number (the family names the unknown one)."""
FlagIn = Annotated[
    StrictBool | StrictInt | Annotated[str, Field(max_length=8)],
    Field(description='true/false, 0/1 or "true"/"false"/"1"/"0"', examples=[False]),
]
"""A yes/no field of a request, as the family's boolean reader takes it."""
SymbolIn = Annotated[str, Field(max_length=32, examples=["BTCUSDT"])]
MetaIn = StrictInt | Annotated[str, Field(max_length=64)] | None
"""Where a bot came from (``source``, ``block_source``, ``create_type``): kept as sent."""
MetaOut = int | str | None
"""A creation metadata field as it was sent at create (null when it was not)."""


class SpotGridIdIn(In):
    """A call about one grid: ``grid_id`` (``bot_id`` is read when ``grid_id`` is absent)."""

    grid_id: IdIn | None = None
    bot_id: IdIn | None = None


# ---------------------------------------------------------------------- requests


class SpotGridCreateRequest(StrictIn):
    """A spot grid's parameters (SPEC §3); ``stop_loss``/``take_profit`` are aliases of the
    ``*_price`` fields. Range, count and investment bounds are the family's checks."""

    symbol: SymbolIn | None = None
    max_price: DecimalIn | None = Field(default=None, examples=["70000"])
    min_price: DecimalIn | None = Field(default=None, examples=["60000"])
    cell_number: IntIn | None = Field(default=None, examples=[10])
    grid_type: EnumIn | None = Field(default=None, description="ARITHMETIC (1) or GEOMETRIC (2)")
    invest_mode: EnumIn | None = Field(default=None, description="QUOTE (0), BASE (1) or BASE_AND_QUOTE (2)")
    quote_investment: DecimalIn | None = Field(default=None, examples=["1000"])
    base_investment: DecimalIn | None = None
    entry_price: DecimalIn | None = None
    take_profit_price: DecimalIn | None = None
    stop_loss_price: DecimalIn | None = None
    take_profit: DecimalIn | None = None
    stop_loss: DecimalIn | None = None
    ts_percent: DecimalIn | None = None
    settle_mode: EnumIn | None = Field(
        default=None, description="BASE_MODE (2), QUOTE_MODE (3) or BASE_AND_QUOTE_MODE (4)"
    )
    enable_trailing: FlagIn | None = None
    limit_up_price: DecimalIn | None = None
    source: MetaIn = None
    block_source: MetaIn = None
    create_type: MetaIn = Field(default=None, description="COPY (or 1) creates a copy of followed_grid_id")
    followed_grid_id: IdIn | None = None
    strategy_id: MetaIn = None


class SpotGridValidateInputRequest(SpotGridCreateRequest):
    """A (maybe partial) create request to check."""


class SpotGridInitialBuyRequest(SpotGridCreateRequest):
    """A create request whose first purchase to estimate."""


class SpotGridCloseModesRequest(In):
    """No field."""


class SpotGridSymbolRequest(In):
    symbol: SymbolIn | None = None


class SpotGridBalanceListRequest(In):
    coins: list[Annotated[str, Field(max_length=64)]] | None = Field(
        default=None, max_length=200, examples=[["USDT", "BTC"]], description="only these coins"
    )


class SpotGridHistoryOrdersRequest(SpotGridIdIn):
    page: IntIn | None = Field(default=None, examples=[1], description="from 1 (default 1)")
    limit: IntIn | None = Field(default=None, examples=[20], description="1..200 (default 20)")


class SpotGridWithdrawRequest(SpotGridIdIn):
    amount: DecimalIn | None = Field(default=None, examples=["5"])


class SpotGridCloseRequest(SpotGridIdIn):
    close_mode: IntIn | None = Field(
        default=None, description="2 BASE_MODE, 3 QUOTE_MODE or 4 BASE_AND_QUOTE_MODE (default)"
    )


class SpotGridUpdateRequest(StrictIn):
    """New range, count, TP/SL or a top-up; an absent field is unchanged, a blank or 0 TP/SL removes it
    (``bot_id`` is not one of its fields: the update reader refuses it)."""

    grid_id: IdIn | None = Field(default=None, description="required")
    max_price: DecimalIn | None = None
    min_price: DecimalIn | None = None
    cell_number: IntIn | None = None
    take_profit_price: DecimalIn | None = None
    stop_loss_price: DecimalIn | None = None
    take_profit: DecimalIn | None = None
    stop_loss: DecimalIn | None = None
    ts_percent: DecimalIn | None = None
    add_investment: DecimalIn | None = Field(default=None, examples=["100"])


class SpotGridEmptyRequest(In):
    """No field."""


# ---------------------------------------------------------------------- results


class SpotGridRange(Out):
    """The acceptable range of a field (``""``: open on that side)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    from_: OptDecimalStr = Field(alias="from")
    to: OptDecimalStr


class SpotGridCheckRow(Out):
    """One failing check with its bounds."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    check_code: SpotGridCheck = Field(examples=["SPOT_CHECK_CODE_INVESTMENT_TOO_LOW"])
    field: str
    from_: OptDecimalStr = Field(alias="from")
    to: OptDecimalStr
    message: str


class SpotGridCloseMode(Out):
    close_mode: int = Field(examples=[4])
    name: str = Field(examples=["BASE_AND_QUOTE_MODE"])


class SpotGridCloseModesResult(Out):
    list: list[SpotGridCloseMode]
    default: int = Field(examples=[4])


class SpotGridOpenOrder(Out):
    """A resting order of the bot."""

    order_id: IdStr
    client_order_id: str
    side: OrderSide
    order_type: OrderType
    price: OptDecimalStr
    qty: DecimalStr
    filled_qty: DecimalStr
    status: OrderStatus
    create_time: int = Field(examples=[1764300000000])


class SpotGridOpenOrdersResult(Out):
    list: list[SpotGridOpenOrder]


class SpotGridFill(Out):
    """A fill of the bot's orders."""

    fill_id: IdStr
    order_id: IdStr
    client_order_id: str
    side: OrderSide
    price: DecimalStr
    qty: DecimalStr
    fee: DecimalStr
    fee_asset: str = Field(examples=["USDT"])
    is_maker: bool
    time: int = Field(examples=[1764300000000])


class SpotGridFillsPage(Out):
    list: list[SpotGridFill]
    total: int
    page: int
    limit: int


class SpotGridDetail(Out):
    """The owner's detail of one spot grid (Bybit ``query-grid-detail`` names plus ours)."""

    grid_id: IdStr
    symbol: str = Field(examples=["BTCUSDT"])
    base_token: str = Field(examples=["BTC"])
    quote_token: str = Field(examples=["USDT"])
    status: GridBotStatus
    bot_status: BotStatus
    grid_type: Literal["ARITHMETIC", "GEOMETRIC"]
    invest_mode: InvestMode
    quote_investment: DecimalStr
    base_investment: DecimalStr
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int = Field(examples=[10])
    ori_min_price: DecimalStr
    ori_max_price: DecimalStr
    ori_cell_number: int
    reference_price: DecimalStr
    per_grid_qty: DecimalStr
    total_investment: DecimalStr = Field(examples=["1000"])
    equity: DecimalStr
    grid_profit: DecimalStr
    total_profit: DecimalStr
    floating_profit: DecimalStr
    pnl_breakdown: PnlBreakdown
    current_profit: OptDecimalStr = Field(description='"" once closed')
    current_per: OptDecimalStr = Field(description='"" once closed')
    grid_apr: DecimalStr
    total_apr: DecimalStr
    arbitrage_num: int
    arbitrage_num_24: int
    current_price: DecimalStr
    entry_price: OptDecimalStr
    stop_loss_price: OptDecimalStr
    take_profit_price: OptDecimalStr
    ts_percent: DecimalStr
    ts_exit_equity: DecimalStr
    is_support_ts: bool
    enable_trailing: bool
    limit_up_price: OptDecimalStr
    settle_mode: SettleMode
    close_reason: CloseReason | Literal[""]
    grid_close_reason: SpotGridCloseReason | Literal[""]
    bot_close_code: CloseReason | Literal[""]
    real_close_price: OptDecimalStr
    create_time: int
    end_time: int = Field(description="0 while running")
    operation_time: int = Field(description="running time in ms")
    cum_withdrew_amount: DecimalStr
    withdrawable_amount: DecimalStr
    maker_fee_rate: DecimalStr
    taker_fee_rate: DecimalStr
    account_type: Literal["FUND"]
    allow_follow: int
    source: MetaOut
    block_source: MetaOut
    create_type: MetaOut
    followed_grid_id: MetaOut
    settlement_assets: str = Field(
        examples=["USDT:1003.5,BTC:0.0012"], description="what the closed grid returned; empty while running"
    )


class SpotGridDetailResult(Out):
    status_code: Literal[200]
    detail: SpotGridDetail


class SpotGridFollowDetailResult(Out):
    """What anyone may see of a grid (to copy it)."""

    grid_id: IdStr
    symbol: str
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    operation_time: int
    base_token: str
    quote_token: str
    total_apr: DecimalStr
    arbitrage_num: int
    entry_price: OptDecimalStr
    stop_loss_price: OptDecimalStr
    take_profit_price: OptDecimalStr
    grid_type: Literal["ARITHMETIC", "GEOMETRIC"]
    status: GridBotStatus
    nick_name: str = Field(examples=["a***@example.com"])
    defeat_percentage: DecimalStr | None = Field(
        default=None, description="share of the other spot grids it beats; absent when too few"
    )


class SpotGridCreatedResult(Out):
    status_code: Literal[200]
    grid_id: IdStr
    ban_reason_text: str


class SpotGridWithdrawResult(Out):
    status_code: Literal[200]
    amount: DecimalStr = Field(examples=["5"])


class SpotGridValidateInputResult(Out):
    """Every failing check of a create request and the ranges its fields may take."""

    check_code: SpotGridCheck = Field(
        examples=["SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED"], description="the first failing check, else SUCCESS"
    )
    checks: list[SpotGridCheckRow]
    investment: SpotGridRange
    profit: SpotGridRange
    cell_number: SpotGridRange
    min_price: SpotGridRange
    max_price: SpotGridRange
    stop_loss: SpotGridRange
    take_profit: SpotGridRange
    entry_price: SpotGridRange
    ts_percent: SpotGridRange
    limit_up_price: SpotGridRange
    base_investment: SpotGridRange
    cell_distance: DecimalStr
    last_price: DecimalStr


class SpotGridInitialBuyResult(Out):
    base_amount: DecimalStr
    quote_cost: DecimalStr
    price: DecimalStr
    per_grid_qty: DecimalStr


class SpotGridAmplitudeRow(Out):
    symbol: str = Field(examples=["BTCUSDT"])
    price: DecimalStr
    change_24h: DecimalStr
    amplitude: DecimalStr = Field(examples=["0.0412"])


class SpotGridRecommendSymbolResult(Out):
    list: list[SpotGridAmplitudeRow]


class SpotGridAvailableBalanceResult(Out):
    symbol: str
    base_token: str
    quote_token: str
    base_available: DecimalStr
    quote_available: DecimalStr


class SpotGridBalance(Out):
    coin: str = Field(examples=["USDT"])
    free: DecimalStr
    locked: DecimalStr


class SpotGridBalanceListResult(Out):
    list: list[SpotGridBalance]


class SpotGridWithdrawDetailResult(Out):
    withdrawable: DecimalStr
    grid_profit: DecimalStr
    cum_withdrew_amount: DecimalStr
    quote_token: str


class SpotGridUserRewardResult(Out):
    list: tuple[()] = Field(description="paper trading has no vouchers: always empty")


class SpotGridValidateUpdateResult(Out):
    check_code: SpotGridCheck = Field(
        examples=["SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED"], description="the first failing check, else SUCCESS"
    )
    checks: list[SpotGridCheckRow]
    regrid: bool = Field(description="the grid orders are replaced")


class SpotGridStatusResult(Out):
    status_code: Literal[200]


class SpotGridUpdateResult(Out):
    status_code: Literal[200]
    regrid: bool


# ---------------------------------------------------------------------- AI parameters (GET)


class SpotGridWindow(Out):
    start: int
    end: int
    days: DecimalStr


class SpotGridBacktestFigures(Out):
    arbitrage_num: int
    fees: DecimalStr
    grid_profit: DecimalStr
    funding: DecimalStr
    final_equity: DecimalStr
    sharpe_ratio: DecimalStr
    status: str
    yield_trend_list: list[DecimalStr]


class SpotGridFitParams(Out):
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    grid_type: Literal["ARITHMETIC", "GEOMETRIC"]


class SpotGridOutOfSample(Out):
    """The style's pick fitted on the window's first 2/3 and backtested on the last third."""

    fit_window: SpotGridWindow
    test_window: SpotGridWindow
    fit_params: SpotGridFitParams
    selected_by: str
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
    test_status: str


class SpotGridAiParams(Out):
    """One style's backtested parameters on one window; every figure is the window's own."""

    style: Literal["HIGH_PROFITS", "STEADY", "HIGH_FREQUENCY"]
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    grid_type: Literal["ARITHMETIC", "GEOMETRIC"]
    max_drawdown_ratio: DecimalStr
    volatility_ratio: DecimalStr
    actual_yield: DecimalStr = Field(description="the window's own yield")
    annual_percentage_yield: DecimalStr | None = Field(description=BACKTEST_APR)
    window: SpotGridWindow
    window_start: int = Field(description="ms, the window's first candle")
    window_end: int = Field(description="ms, the window's last candle")
    window_days: DecimalStr = Field(description="first to last candle, to 0.01 day")
    backtest: SpotGridBacktestFigures
    selected_by: str
    band_k: DecimalStr
    target_profit_per_grid: DecimalStr
    out_of_sample: SpotGridOutOfSample | None = Field(
        default=None, description="absent when the window is too short"
    )


class SpotGridAiPick(SpotGridAiParams):
    """A row of ``list``: the first window's rows (the create page's AI cards)."""


class SpotGridAiWindow(Out):
    window: SpotGridWindow
    candidates: int
    last_price: DecimalStr
    sma20: DecimalStr
    sigma: DecimalStr
    atr14: DecimalStr
    volatility_ratio: DecimalStr
    market_mode: str = Field(examples=["NEUTRAL"])
    params: list[SpotGridAiParams]


class SpotGridAiParamsResult(Out):
    symbol: str
    category: Literal["spot"]
    method: str = Field(examples=["backtest_sweep"])
    investment: DecimalStr
    last_price: DecimalStr
    volatility_ratio: DecimalStr
    volatility_ratio_e4: int
    windows: dict[str, SpotGridAiWindow] = Field(description="by window length in days (7, 30)")
    ai_params: list[SpotGridAiParams]
    computed_at: int
    list: list[SpotGridAiPick]
