"""Spot DCA calls (``/s1/bot/dca/v1``, docs/spot-dca-api.md): their requests and results.

Requests take what the family's readers take (``bots/dca/config.py``, ``bots/dca/fields.py``):
decimals as strings or integers, counts as integers or digit strings, enums by name (any case)
or number, blank or ``null`` for an unset optional field. The create reader refuses unknown
fields, so does its model (one model for both sub-types: a field of the other sub-type is the
family's refusal, with its DCA check code, as are every bound). Results are the wire dicts of
``bots/dca/metrics.py`` and ``services/bots/dca_service.py``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, StrictInt

from tradingbot.api.contract import DecimalIn, DecimalStr, IdIn, IdStr, In, IntIn, Out, StrictIn
from tradingbot.api.models.pnl import PnlBreakdown
from tradingbot.api.models.ranking import AmountIn
from tradingbot.api.models.spot_grid import EnumIn, FlagIn, MetaIn
from tradingbot.core.enums import BotStatus, CloseReason

Coin = Annotated[str, Field(max_length=16, examples=["BTC"])]
DcaType = Literal["RECURRING", "SAFETY_ORDER"]
DcaSettle = Literal["DCA_BIT_MODE", "DCA_BASE_MODE", "DCA_QUOTE_MODE"]

# ---------------------------------------------------------------------- requests


class DcaBotIdIn(In):
    bot_id: IdIn | None = Field(default=None, description="required")


class DcaPairIn(StrictIn):
    """One recurring purchase: ``amount`` of quote spent on ``base`` every round."""

    base: Coin | None = None
    amount: DecimalIn | None = Field(default=None, examples=["10"])


class DcaCreateBotRequest(StrictIn):
    """A DCA bot: ``dca_type`` RECURRING (``frequency_in_second``, ``quote_coin``, ``pairs``,
    ``max_invest_amount``) or SAFETY_ORDER (``symbol``, the order amounts and the ladder)."""

    dca_type: EnumIn | None = Field(default=None, examples=["RECURRING"], description="required")
    settle_mode: EnumIn | None = Field(
        default=None, description="DCA_BASE_MODE (2, default) or DCA_QUOTE_MODE (3)"
    )
    investment: DecimalIn | None = Field(default=None, examples=["100"])
    frequency_in_second: IntIn | None = Field(default=None, examples=[3600])
    quote_coin: Coin | None = Field(default=None, examples=["USDT"])
    pairs: list[DcaPairIn] | None = None
    max_invest_amount: DecimalIn | None = None
    symbol: Annotated[str, Field(max_length=32, examples=["BTCUSDT"])] | None = None
    init_order_amount: DecimalIn | None = None
    safety_order_amount: DecimalIn | None = None
    max_safety_orders: IntIn | None = None
    price_step: DecimalIn | None = None
    step_multiplier: DecimalIn | None = None
    volume_multiplier: DecimalIn | None = None
    tp_pct: DecimalIn | None = None
    sl_pct: DecimalIn | None = None
    auto_cycle: EnumIn | None = Field(default=None, description="ENABLE (1, default) or DISABLE (2)")
    reinvest: FlagIn | None = None
    source: MetaIn = None
    block_source: MetaIn = None
    create_type: MetaIn = Field(default=None, description="COPY (or 1) creates a copy of followed_grid_id")
    followed_grid_id: IdIn | None = None
    strategy_id: MetaIn = None


class DcaPageIn(DcaBotIdIn):
    page: IntIn | None = Field(default=None, examples=[1], description="from 1 (default 1)")
    limit: IntIn | None = Field(default=None, examples=[20], description="1..200 (default 20)")


class DcaConfigurationRequest(In):
    """The coins a RECURRING plan would buy: ``bases`` (1 to 5) or one ``base``."""

    quote_coin: Coin | None = Field(default=None, examples=["USDT"], description="USDT (default) or USDC")
    base: Coin | None = None
    bases: list[Coin | StrictInt] | Literal[""] | None = Field(default=None, examples=[["BTC", "ETH"]])
    amount: AmountIn | None = Field(
        default=None, description="a round's total: the answer estimates the rounds"
    )


class DcaUpdateParametersRequest(In):
    """The new parameters, in ``parameters`` or at the top level (the family says which may change)."""

    bot_id: IdIn | None = Field(default=None, description="required")
    parameters: dict[str, Any] | None = None


class DcaCloseBotRequest(DcaBotIdIn):
    close_mode: IntIn | None = Field(
        default=None, description="0 the bot's own (default), 2 DCA_BASE_MODE or 3 DCA_QUOTE_MODE"
    )


# ---------------------------------------------------------------------- results


class DcaCreatedResult(Out):
    status_code: Literal[200]
    bot_id: IdStr
    debug_msg: str
    ban_reason_text: str


class DcaPair(Out):
    base: str
    amount: DecimalStr


class DcaConfig(Out):
    """A DCA bot's config (``config_to_dict``): the shared fields, then RECURRING's or SAFETY_ORDER's."""

    dca_type: DcaType
    settle_mode: DcaSettle
    investment: DecimalStr
    frequency_in_second: int | None = None
    quote_coin: str | None = None
    pairs: list[DcaPair] | None = None
    max_invest_amount: DecimalStr | None = None
    symbol: str | None = None
    init_order_amount: DecimalStr | None = None
    safety_order_amount: DecimalStr | None = None
    max_safety_orders: int | None = None
    price_step: DecimalStr | None = None
    step_multiplier: DecimalStr | None = None
    volume_multiplier: DecimalStr | None = None
    tp_pct: DecimalStr | None = None
    sl_pct: DecimalStr | None = None
    auto_cycle: Literal["ENABLE", "DISABLE"] | None = None
    reinvest: bool | None = None


class DcaPairRow(Out):
    """One coin of a RECURRING plan at its last price."""

    base: str
    avg_cost: DecimalStr
    cum_quote: DecimalStr
    cum_qty: DecimalStr
    holdings: DecimalStr
    last_price: DecimalStr
    value: DecimalStr
    pnl: DecimalStr
    pnl_percentage: DecimalStr
    rounds_skipped: int


class DcaPairsTotal(Out):
    cum_quote: DecimalStr
    value: DecimalStr
    pnl: DecimalStr
    pnl_percentage: DecimalStr


class DcaDetail(Out):
    """The owner's detail of one DCA bot; the RECURRING and SAFETY_ORDER figures only for that type."""

    bot_id: IdStr
    symbol: str = Field(examples=["BTCUSDT"])
    base_token: str
    quote_token: str
    status: BotStatus
    dca_type: DcaType
    coins: list[str]
    symbols: list[str]
    config: DcaConfig
    investment: DecimalStr = Field(examples=["100"])
    equity: DecimalStr
    total_pnl: DecimalStr
    total_pnl_percentage: DecimalStr
    pnl_breakdown: PnlBreakdown
    total_apr: DecimalStr
    last_price: DecimalStr
    base_held: DecimalStr
    quote_held: DecimalStr
    close_reason: CloseReason | Literal[""]
    create_time: int
    end_time: int = Field(description="0 while running")
    operation_time: int
    pause_reason: Literal["", "INSUFFICIENT_BALANCE"]
    next_round_time: int = Field(description="ms of the next RECURRING round; 0 when none")
    account_type: Literal["FUND"]
    allow_follow: int
    settlement_assets: str = Field(description="what the closed bot returned; empty while running")
    rounds_done: int | None = None
    rounds_skipped: int | None = None
    cum_invested: DecimalStr | None = None
    pairs: list[DcaPairRow] | None = None
    pairs_total: DcaPairsTotal | None = None
    cycle: int | None = None
    cycles_completed: int | None = None
    cum_profit: DecimalStr | None = None
    safety_orders_filled: int | None = None
    avg_price: DecimalStr | None = Field(default=None, description="null before the base order fills")
    tp_price: DecimalStr | None = None
    sl_price: DecimalStr | None = None


class DcaDetailResult(Out):
    status_code: Literal[200]
    detail: DcaDetail


class DcaFollowDetailResult(Out):
    bot_id: IdStr
    symbol: str
    coins: list[str]
    dca_type: DcaType
    status: BotStatus
    total_pnl_percentage: DecimalStr
    operation_time: int
    config: DcaConfig
    nick_name: str


class DcaStatusResult(Out):
    bot_id: IdStr
    status: BotStatus
    coins: list[str]
    close_reason: CloseReason | Literal[""]
    pause_reason: Literal["", "INSUFFICIENT_BALANCE"]
    next_round_time: int


class DcaCloseCoin(Out):
    base: str
    holdings: DecimalStr
    last_price: DecimalStr
    value: DecimalStr


class DcaCloseModeRow(Out):
    close_mode: int = Field(examples=[2])
    name: str = Field(examples=["DCA_BASE_MODE"])


class DcaCloseDetailResult(Out):
    """What closing would settle now."""

    bot_id: IdStr
    status: BotStatus
    base_token: str
    quote_token: str
    base_held: DecimalStr
    quote_held: DecimalStr
    last_price: DecimalStr
    estimated_value: DecimalStr
    coins: list[DcaCloseCoin] = Field(description="RECURRING: each coin; SAFETY_ORDER: empty")
    close_modes: list[DcaCloseModeRow]
    default_close_mode: DcaSettle
    settlement_assets: str


class DcaParametersResult(Out):
    bot_id: IdStr
    dca_type: DcaType
    parameters: DcaConfig
    mutable_fields: list[str]


class DcaFrequencyPreset(Out):
    name: str = Field(examples=["HOURLY"])
    frequency_in_second: int = Field(examples=[3600])


class DcaCoinLimits(Out):
    base: str
    symbol: str
    min_amount: DecimalStr
    max_amount: DecimalStr
    last_price: DecimalStr


class DcaConfigurationResult(Out):
    symbol: str
    base: str
    quote_coin: str
    min_amount: DecimalStr
    max_amount: DecimalStr
    last_price: DecimalStr
    frequency_presets: list[DcaFrequencyPreset]
    min_frequency_in_second: int
    max_pairs: int
    available_balance: DecimalStr
    settle_modes: list[DcaSettle]
    coins: list[DcaCoinLimits]
    estimated_rounds: int | None = Field(default=None, description="only with ``amount``")


class DcaUpdateParametersResult(Out):
    status_code: Literal[200]
    bot_id: IdStr
    parameters: DcaConfig


class DcaCloseBotResult(Out):
    status_code: Literal[200]
    bot_id: IdStr
    close_mode: Literal["", "DCA_BASE_MODE", "DCA_QUOTE_MODE"] = Field(description='"": the bot\'s own')
    debug_msg: str
