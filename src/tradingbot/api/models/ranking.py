"""The public bot ranking, its filters, the ranking setting and copying a ranked bot (issue 15).

Requests take what ``api/routes_ranking.py`` and ``services/discovery/copy_trading.py`` read: ``page`` and
``limit`` as integers or digit strings (0 or absent: the default; the range is checked by the
service, ``10001`` with the bound), the filters and sorters as strings in any case (an unknown
one is ``10001`` naming it). Results: ``services/discovery/ranking.py`` and each family's ``RANK_BLOCK``.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, StrictBool, StrictFloat, StrictInt

from tradingbot.api.contract import DecimalStr, IdIn, IdStr, In, IntIn, Out
from tradingbot.api.models.spot_grid import OptDecimalStr

Text = Annotated[str, Field(max_length=64)]
AmountIn = Annotated[
    StrictInt | StrictFloat | Annotated[str, Field(max_length=64)],
    Field(examples=["500"], description="a positive amount (a string keeps every cent)"),
]
"""An amount read with ``Decimal(str(value))`` (so a JSON number is taken as written)."""
BotType = Literal["GRID_SPOT", "DCA_SPOT", "GRID_FUTURES", "MART_FUTURES", "COMBO_FUTURES"]

# ---------------------------------------------------------------------- requests


class MixedRankingRequest(In):
    page: IntIn | None = Field(default=None, examples=[1], description="from 1 (0 or absent: 1)")
    limit: IntIn | None = Field(default=None, examples=[20], description="1..200 (0 or absent: 20)")
    runTimeBucket: Text | None = Field(default=None, examples=["D1_TO_D7"], description="a runTimeBuckets id")
    pnlBucket: Text | None = Field(default=None, examples=["PNL_5_10"], description="a pnlBuckets id")
    botType: Text | None = Field(default=None, examples=["GRID_SPOT"])
    symbol: Text | None = Field(default=None, examples=["BTCUSDT"])
    sortBy: Text | None = Field(
        default=None, examples=["PNL_PER"], description="PNL_PER, INVESTMENT or COPIED_COUNT"
    )
    sortOrder: Text | None = Field(default=None, examples=["DESC"], description="DESC or ASC")


class RankingEmptyRequest(In):
    """No field."""


class RankingSettingsRequest(In):
    listed: StrictBool | None = Field(default=None, description="set whether the user's bots are ranked")


class RankingCopyRequest(In):
    bot_type: Text | None = Field(default=None, examples=["GRID_SPOT"])
    bot_id: IdIn | None = None
    investment: AmountIn | None = Field(default=None, description="absent: the original's investment")


# ---------------------------------------------------------------------- results


class RankingBucket(Out):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    id: str = Field(examples=["D1_TO_D7"])
    from_: int = Field(alias="from", description="inclusive")
    to: int | None = Field(description="exclusive; null: no end")
    unit: Literal["ms", "percent"]


class RankingFiltersResult(Out):
    runTimeBuckets: list[RankingBucket]
    pnlBuckets: list[RankingBucket]
    sorters: list[Literal["PNL_PER", "INVESTMENT", "COPIED_COUNT"]]
    orders: list[Literal["DESC", "ASC"]]
    minRunTime: int = Field(description="ms a bot runs before it is ranked")
    closedWindow: int = Field(description="ms a closed bot stays ranked")
    botTypes: list[BotType]


class RankingTrendPoint(Out):
    statTime: int
    yieldRateE4: int


class RankingGridBlock(Out):
    minPrice: DecimalStr
    maxPrice: DecimalStr
    cellNumber: int
    gridType: Literal["ARITHMETIC", "GEOMETRIC"]
    takeProfitPrice: OptDecimalStr
    stopLossPrice: OptDecimalStr


class RankingDcaPairCamel(Out):
    base: str
    amount: DecimalStr


class RankingDcaConfigCamel(Out):
    """A DCA bot's config (``config_to_dict``) in camelCase: the RECURRING or the SAFETY_ORDER fields."""

    dcaType: Literal["RECURRING", "SAFETY_ORDER"]
    settleMode: Literal["DCA_BIT_MODE", "DCA_BASE_MODE", "DCA_QUOTE_MODE"]
    investment: DecimalStr
    frequencyInSecond: int | None = None
    quoteCoin: str | None = None
    pairs: list[RankingDcaPairCamel] | None = None
    maxInvestAmount: DecimalStr | None = None
    symbol: str | None = None
    initOrderAmount: DecimalStr | None = None
    safetyOrderAmount: DecimalStr | None = None
    maxSafetyOrders: int | None = None
    priceStep: DecimalStr | None = None
    stepMultiplier: DecimalStr | None = None
    volumeMultiplier: DecimalStr | None = None
    tpPct: DecimalStr | None = None
    slPct: DecimalStr | None = None
    autoCycle: Literal["ENABLE", "DISABLE"] | None = None
    reinvest: bool | None = None


class RankingDcaBlock(Out):
    dcaType: Literal["RECURRING", "SAFETY_ORDER"]
    config: RankingDcaConfigCamel


class RankingFgridBlock(Out):
    gridMode: str = Field(examples=["NEUTRAL"])
    gridType: Literal["ARITHMETIC", "GEOMETRIC"]
    minPrice: DecimalStr
    maxPrice: DecimalStr
    cellNumber: int
    leverageE2: int = Field(examples=[500], description="leverage x 100")


class RankingFmartBlock(Out):
    fmartMode: str = Field(examples=["LONG"])
    leverageE2: int
    priceFloatPer: DecimalStr
    addPosPer: DecimalStr
    addPosNum: int
    singleRoundTargetProfitPer: DecimalStr
    completedRounds: int


class RankingComboLegCamel(Out):
    symbol: str
    baseToken: str
    quoteToken: str
    side: str = Field(examples=["LONG"])
    targetPositionPercent: DecimalStr


class RankingFcomboBlock(Out):
    botMode: str
    botName: str
    leverageE2: int
    symbolSettings: list[RankingComboLegCamel]
    adjustPositionMode: str


class RankingRow(Out):
    """One ranked bot; the block of its family (``gridBot``, ``dcaBot``, ``fgridBot``,
    ``fmartinBot`` or ``fcomboBot``) holds its key parameters."""

    botType: BotType
    botId: IdStr
    symbol: str
    createTime: int
    endTime: int = Field(description="0 while running")
    runningTime: int
    investment: DecimalStr
    pnl: DecimalStr
    pnlPer: DecimalStr
    yieldRateE4: int
    pnl24h: DecimalStr
    pnl7d: DecimalStr
    maxDrawdownE4: int
    nickName: str
    fundsAdded: bool
    fundsWithdrawn: bool
    botStatus: str = Field(examples=["RUNNING"])
    closeReason: str
    yieldTrendList: list[RankingTrendPoint]
    copiedCount: int
    gridBot: RankingGridBlock | None = None
    dcaBot: RankingDcaBlock | None = None
    fgridBot: RankingFgridBlock | None = None
    fmartinBot: RankingFmartBlock | None = None
    fcomboBot: RankingFcomboBlock | None = None


class RankingPage(Out):
    list: list[RankingRow]
    total: int
    page: int
    limit: int


class RankingSettingsResult(Out):
    listed: bool
    nick_name: str = Field(examples=["a***@example.com"])


class RankingCheckRow(Out):
    """One failing check of the copy's create request (the family's check code, or the refusal's)."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    check_code: str = Field(examples=["SPOT_CHECK_CODE_INVESTMENT_TOO_LOW"])
    field: str
    from_: OptDecimalStr = Field(alias="from")
    to: OptDecimalStr
    message: str


class RankingCopyParamsResult(Out):
    bot_type: BotType
    bot_id: IdStr
    symbol: str
    original_investment: DecimalStr
    investment: DecimalStr
    params: dict[str, Any] = Field(
        description="the copy's create request, as its family's create call takes it"
    )
    checks: list[RankingCheckRow]


class RankingCopyBotResult(Out):
    bot_type: BotType
    bot_id: IdStr
    followed_bot_id: IdStr
