"""AI picks (``/operation/tools/aurora``): their requests and results (``services/discovery/aurora.py``,
``services/discovery/aurora_picks.py``). A pick's ``params`` is exactly the body of its family's create
call; the requests' values are checked by the service (10001, 12101 or 10011 naming the field).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from tradingbot.api.contract import DecimalStr, In, Out

Text = Annotated[str, Field(max_length=64)]
BizType = Literal["GRID_SPOT", "GRID_FUTURES", "MART_FUTURES", "COMBO_FUTURES"]

# ---------------------------------------------------------------------- requests


class AuroraHomeRequest(In):
    """No field."""


class AuroraCreationRequest(In):
    biz_type: Text | None = Field(
        default=None,
        examples=["GRID_SPOT"],
        description="GRID_SPOT, GRID_FUTURES, MART_FUTURES or COMBO_FUTURES",
    )
    symbol: Text | None = Field(
        default=None, examples=["BTCUSDT"], description="required but for COMBO_FUTURES"
    )


class AuroraInfoRequest(In):
    aurora_id: Annotated[str, Field(max_length=200)] | None = Field(
        default=None, examples=["grid-BTCUSDT-hp-7d-20250618"], description="required"
    )


class AuroraFcomboRequest(In):
    market_mode: Text | None = Field(default=None, examples=["LONG"], description="LONG, SHORT or MIX")


# ---------------------------------------------------------------------- results


class AuroraSpotGridParams(Out):
    symbol: str
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    grid_type: Literal["ARITHMETIC", "GEOMETRIC"]
    quote_investment: DecimalStr


class AuroraFuturesGridParams(Out):
    symbol: str
    min_price: DecimalStr
    max_price: DecimalStr
    cell_number: int
    grid_type: Literal["ARITHMETIC", "GEOMETRIC"]
    grid_mode: int
    leverage: DecimalStr
    total_investment: DecimalStr


class AuroraMartingaleParams(Out):
    symbol: str
    martingale_mode: int
    leverage: DecimalStr
    price_float_percent: DecimalStr
    add_position_percent: DecimalStr
    add_position_num: int
    round_tp_percent: DecimalStr
    init_margin: DecimalStr


class AuroraComboLeg(Out):
    symbol: str
    side: int = Field(description="1 LONG, 2 SHORT")
    target_position_percent: DecimalStr


class AuroraComboParams(Out):
    symbol_settings: list[AuroraComboLeg]
    leverage: DecimalStr
    init_margin: DecimalStr
    adjust_position_mode: int
    adjust_position_percent: DecimalStr


class AuroraPick(Out):
    """One AI pick (Bybit Aurora's names, MECHANICS §8.1)."""

    aurora_id: str = Field(examples=["grid-BTCUSDT-hp-7d-20250618"])
    biz_type: BizType
    symbol: str = Field(examples=["BTCUSDT"], description="a combo's legs joined by commas")
    style: Literal[1, 2, 3] = Field(description="1 HIGH_PROFITS, 2 STEADY, 3 HIGH_FREQUENCY")
    style_name: Literal["HIGH_PROFITS", "STEADY", "HIGH_FREQUENCY"]
    estimate_profits_days: DecimalStr
    window_start: int
    window_end: int
    estimate_profits_rate_e4: int
    estimate_profits_apr_e4: int | None = Field(
        description="null under 30 days (not annualised): the window's yield is estimate_profits_rate_e4"
    )
    max_draw_down_rate_e4: int
    score_e4: int
    market_mode: str | None = Field(description="null for a spot grid")
    sharpe_ratio_e4: int | None
    sell_cnt: int
    atr_e4: int | None
    yield_trend_list: list[int]
    selected_by: str
    params: AuroraSpotGridParams | AuroraFuturesGridParams | AuroraMartingaleParams | AuroraComboParams


class AuroraHomeResult(Out):
    list: list[AuroraPick]
    total: int
    candidates: int
    pending: int = Field(description="sweeps still running")


class AuroraCreationResult(Out):
    biz_type: BizType
    symbol: str | None
    market_mode: str | None
    list: list[AuroraPick]
    total: int


class AuroraFcomboResult(Out):
    list: list[AuroraPick]
    total: int
