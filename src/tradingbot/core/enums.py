"""Every enumeration of SPEC §3 and §4, plus our unified bot status / close reason and order enums.

Names are the spec's. Where the Bybit V5 bot API documents a wire value (integer codes such as
``grid_mode`` 1/2/3, ``tp_sl_type`` 1..4, ``close_mode`` 1..4, ``adjust_position_mode`` 1..6,
order status spellings), the member keeps that value, so values can go on the wire unchanged.
Enumerations without a documented wire value are ``StrEnum`` whose value is the member name.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum, unique

# --------------------------------------------------------------------------- bot families


@unique
class BotBizType(IntEnum):
    """Business type of a bot (SPEC §3); order as listed, BIZ_UNKNOWN = 0."""

    BIZ_UNKNOWN = 0
    SPOT_GRID = 1
    FUTURE_GRID = 2
    SPOT_DCA = 3
    DUAL_ASSET = 4
    LIQUIDITY_MINING = 5
    COPY_TRADING = 6
    FUTURE_MARTIN = 7
    FUTURE_COMBO = 8


@unique
class BotKind(StrEnum):
    """The five bot families we run, plus INVALID for anything unknown."""

    INVALID = "INVALID"
    GRID_SPOT = "GRID_SPOT"
    DCA_SPOT = "DCA_SPOT"
    GRID_FUTURES = "GRID_FUTURES"
    MART_FUTURES = "MART_FUTURES"
    COMBO_FUTURES = "COMBO_FUTURES"


# --------------------------------------------------------------------------- strategy parameters


@unique
class GridMode(IntEnum):
    """Futures grid direction; Bybit ``grid_mode`` wire values."""

    UNSPECIFIED = 0
    NEUTRAL = 1
    LONG = 2
    SHORT = 3


@unique
class MartingaleMode(IntEnum):
    """Martingale direction; Bybit ``martingale_mode`` wire values."""

    LONG = 1
    SHORT = 2


@unique
class Side(IntEnum):
    """Combo leg direction; Bybit ``symbol_settings[].side`` wire values."""

    LONG = 1
    SHORT = 2


@unique
class FuturesGridType(IntEnum):
    """Level spacing; Bybit ``grid_type`` wire values."""

    ARITHMETIC = 1
    GEOMETRIC = 2


@unique
class Style(StrEnum):
    """AI-parameter style presets."""

    HIGH_PROFITS = "HIGH_PROFITS"
    STEADY = "STEADY"
    HIGH_FREQUENCY = "HIGH_FREQUENCY"


@unique
class FuturesOrderSide(StrEnum):
    """Futures order side; Bybit order ``side`` spelling."""

    BUY = "Buy"
    SELL = "Sell"


@unique
class PositionSide(IntEnum):
    """Position side; order as in SPEC and Bybit ``futures_pos_side`` (Unspecified, Short, Long)."""

    UNSPECIFIED = 0
    SHORT = 1
    LONG = 2


@unique
class UserType(StrEnum):
    """User experience tag."""

    FRESH = "FRESH"
    EXPERIENCED = "EXPERIENCED"


@unique
class SettleMode(IntEnum):
    """Spot close/settlement mode; Bybit ``close_mode`` wire values (MECHANICS §2.3).

    The SPEC calls these "grid investment modes"; in Bybit they are the settlement enum.
    BIT_MODE (legacy platform token) is accepted by the enum but not supported in paper trading.
    """

    BIT_MODE = 1
    BASE_MODE = 2
    QUOTE_MODE = 3
    BASE_AND_QUOTE_MODE = 4


GridInvestMode = SettleMode
"""SPEC §3 name for :class:`SettleMode` (kept for API compatibility)."""


@unique
class InvestMode(IntEnum):
    """What a spot grid is funded with; Bybit spot grid ``invest_mode`` 0/1/2 (MECHANICS §2.3)."""

    QUOTE = 0
    BASE = 1
    BASE_AND_QUOTE = 2


@unique
class DcaMode(IntEnum):
    """DCA close/settlement mode; Bybit DCA ``close_mode`` wire values."""

    DCA_BIT_MODE = 1
    DCA_BASE_MODE = 2
    DCA_QUOTE_MODE = 3


@unique
class TpSlType(IntEnum):
    """How take-profit and stop-loss are given; Bybit ``tp_sl_type`` wire values (MECHANICS §2.5)."""

    PERCENT = 1
    PRICE = 2
    TP_PRICE_SL_PERCENT = 3
    TP_PERCENT_SL_PRICE = 4


@unique
class AutoCycle(IntEnum):
    """Martingale auto-cycle toggle; Bybit ``auto_cycle_toggle`` wire values."""

    ENABLE = 1
    DISABLE = 2


@unique
class BotAccountType(IntEnum):
    """Account a bot draws from; order of Bybit ``account_type`` (0 = unspecified)."""

    DERIVATIVE = 1
    UNIFIED = 2
    UNIFIED_UPGRADING = 3
    SPOT = 4
    UTA = 5
    FUND = 6


# --------------------------------------------------------------------------- creation context


@unique
class PageSource(IntEnum):
    """Page a bot was created from; TRADING_BOT_PAGE = 1 is SPEC's "source 1 for spot create"."""

    TRADING_BOT_PAGE = 1
    DERIVATIVES_PAGE = 2
    FCOMBO_CREATE_PAGE = 3


@unique
class BlockSource(IntEnum):
    """Page block a bot was created from."""

    MAIN_PAGE_CREATE_BLOCK = 1
    AI_CREATE_BLOCK = 2
    RANK_LIST = 3
    PAGE_AI_BLOCK = 4


@unique
class CreateType(IntEnum):
    """How the parameters were chosen."""

    COPY = 1
    AUTO = 2
    MANUAL = 3


# --------------------------------------------------------------------------- futures bot operations


@unique
class FuturesBotAction(StrEnum):
    """Open or close a futures bot."""

    OPEN = "OPEN"
    CLOSE = "CLOSE"


@unique
class AdjustPositionMode(IntEnum):
    """Combo rebalancing trigger; Bybit ``adjust_position_mode`` wire values."""

    TIME = 1
    PERCENT = 2
    TIME_OR_PERCENT = 3
    BY_USER = 4
    MODIFY_SETTING = 5
    TRANSFER = 6


@unique
class TradeType(StrEnum):
    """Futures trade type of an order."""

    OPEN_LONG = "OPEN_LONG"
    OPEN_SHORT = "OPEN_SHORT"
    CLOSE_LONG = "CLOSE_LONG"
    CLOSE_SHORT = "CLOSE_SHORT"


@unique
class TransferDirection(StrEnum):
    """Margin transfer into or out of a bot."""

    IN = "IN"
    OUT = "OUT"


@unique
class TrailingStopModifyType(StrEnum):
    """Change to a trailing stop (SPEC names the enum only; members are PROPOSED)."""

    ADD = "ADD"
    MODIFY = "MODIFY"
    DELETE = "DELETE"


@unique
class PipelineAction(StrEnum):
    """Step recorded in a futures bot's action pipeline."""

    OPEN = "OPEN"
    CLOSE = "CLOSE"
    TRIGGER_ENTRY = "TRIGGER_ENTRY"
    TP = "TP"
    SL = "SL"
    LIQUIDATION = "LIQUIDATION"
    BONUS_DESTROY = "BONUS_DESTROY"
    MODIFY_SETTING = "MODIFY_SETTING"
    TRANSFER = "TRANSFER"


@unique
class OrderCategory(StrEnum):
    """Bot order types of SPEC §3 ("normal, arbitrage, position")."""

    NORMAL = "NORMAL"
    ARBITRAGE = "ARBITRAGE"
    POSITION = "POSITION"


@unique
class FuturesOrderStatus(StrEnum):
    """Futures order status; Bybit ``orderStatus`` spellings."""

    NOT_ACTIVE = "NotActive"
    UNTRIGGERED = "Untriggered"
    DEACTIVATED = "Deactivated"
    TRIGGERED = "Triggered"
    CREATED = "Created"
    REJECTED = "Rejected"
    NEW = "New"
    PARTIALLY_FILLED = "PartiallyFilled"
    FILLED = "Filled"
    CANCELLED = "Cancelled"
    PENDING_NEW = "PendingNew"
    PENDING_CANCEL = "PendingCancel"


# --------------------------------------------------------------------------- futures contracts


@unique
class ContractType(StrEnum):
    """Futures contract type (SPEC §3 futures symbol config), Bybit spellings."""

    INVERSE_PERPETUAL = "InversePerpetual"
    LINEAR_PERPETUAL = "LinearPerpetual"
    INVERSE_FUTURES = "InverseFutures"
    USDC_PERPETUAL = "UsdcPerpetual"
    USDC_FUTURES = "UsdcFutures"
    LINEAR_FUTURES = "LinearFutures"


@unique
class ContractStatus(StrEnum):
    """Futures contract status, Bybit spellings."""

    TRADING = "Trading"
    CLOSED = "Closed"


# --------------------------------------------------------------------------- lists and loading


@unique
class BotListStatus(StrEnum):
    """Tab of the bot list."""

    ONGOING = "ongoing"
    CLOSED = "closed"


@unique
class SymbolListLoadStatus(StrEnum):
    """Symbol list load progress (pending -> resolved | rejected)."""

    PENDING = "pending"
    RESOLVED = "resolved"
    REJECTED = "rejected"


# --------------------------------------------------------------------------- SPEC §4 statuses


@unique
class GridBotStatus(StrEnum):
    """Spot grid status as Bybit reports it."""

    RAW = "RAW"
    REJECTED = "REJECTED"
    NEW = "NEW"
    INITIALIZING = "INITIALIZING"
    RUNNING = "RUNNING"
    CANCELLING = "CANCELLING"
    COMPLETED = "COMPLETED"
    AWAIT_ACTIVATION = "AWAIT_ACTIVATION"


@unique
class FuturesGridRunningStatus(StrEnum):
    """Futures grid running status."""

    PRE_CREATE = "PRE_CREATE"
    PRE_INIT = "PRE_INIT"
    INITIALIZING = "INITIALIZING"
    CREATED = "CREATED"
    RUNNING = "RUNNING"
    STOPPING = "STOPPING"
    STOPPED = "STOPPED"


@unique
class DisplayStatus(StrEnum):
    """Status shown for futures bots (also martingale and combo)."""

    INITIALIZING = "INITIALIZING"
    AWAIT_ACTIVATION = "AWAIT_ACTIVATION"
    RUNNING = "RUNNING"
    CANCELLING = "CANCELLING"
    COMPLETED = "COMPLETED"


# --------------------------------------------------------------------------- SPEC §4 close reasons


@unique
class SpotGridCloseReason(StrEnum):
    """Spot grid ``close_reason`` (Bybit spellings; the last four are Bybit-documented extras)."""

    CLOSED_MANUALLY = "CLOSED_MANUALLY"
    CLOSED_FAILED_INITIATION = "CLOSED_FAILED_INITIATION"
    CLOSED_SYMBOL_DELISTED = "CLOSED_SYMBOL_DELISTED"
    CLOSED_STOP_LOSS = "CLOSED_STOP_LOSS"
    CLOSED_TAKE_PROFIT = "CLOSED_TAKE_PROFIT"
    CLOSED_USER_BAN = "CLOSED_USER_BAN"
    UNKNOWN = "UNKNOWN"
    CLOSED_TRAILING_STOP = "CLOSED_TRAILING_STOP"
    CLOSE_STANDARD_CLEARANCE = "CLOSE_STANDARD_CLEARANCE"
    CLOSE_TAX_TAG_CHANGE = "CLOSE_TAX_TAG_CHANGE"


@unique
class DcaCloseReason(StrEnum):
    """DCA bot close reason."""

    MANUALLY = "MANUALLY"
    REACHED_MAX = "REACHED_MAX"
    SYMBOL_DELISTED = "SYMBOL_DELISTED"
    USER_BANNED = "USER_BANNED"


@unique
class FuturesStopType(StrEnum):
    """Futures grid stop type."""

    INIT = "INIT"
    USER = "USER"
    TAKE_PROFIT = "TAKE_PROFIT"
    NO_BALANCE = "NO_BALANCE"
    FOR_LIQUIDATION = "FOR_LIQUIDATION"
    SETTLE = "SETTLE"
    TRIGGER_FAILURE = "TRIGGER_FAILURE"
    ASSET_TRANSFER_FAILURE = "ASSET_TRANSFER_FAILURE"
    STOP_LOSS = "STOP_LOSS"
    REDUCE_ONLY = "REDUCE_ONLY"
    RISK_LIMIT = "RISK_LIMIT"
    RISK_SYSTEM = "RISK_SYSTEM"
    PRICE_DROP = "PRICE_DROP"
    USER_BAN = "USER_BAN"
    TRIGGER_TOP_PRICE = "TRIGGER_TOP_PRICE"
    TRIGGER_BOTTOM_PRICE = "TRIGGER_BOTTOM_PRICE"


@unique
class GridStopReason(StrEnum):
    """Grid stop reason: every futures stop type plus the grid-only ones."""

    INIT = "INIT"
    USER = "USER"
    TAKE_PROFIT = "TAKE_PROFIT"
    NO_BALANCE = "NO_BALANCE"
    FOR_LIQUIDATION = "FOR_LIQUIDATION"
    SETTLE = "SETTLE"
    TRIGGER_FAILURE = "TRIGGER_FAILURE"
    ASSET_TRANSFER_FAILURE = "ASSET_TRANSFER_FAILURE"
    STOP_LOSS = "STOP_LOSS"
    REDUCE_ONLY = "REDUCE_ONLY"
    RISK_LIMIT = "RISK_LIMIT"
    RISK_SYSTEM = "RISK_SYSTEM"
    PRICE_DROP = "PRICE_DROP"
    USER_BAN = "USER_BAN"
    TRIGGER_TOP_PRICE = "TRIGGER_TOP_PRICE"
    TRIGGER_BOTTOM_PRICE = "TRIGGER_BOTTOM_PRICE"
    SYSTEM = "SYSTEM"
    BUST_PRICE = "BUST_PRICE"
    TRAILING_STOP = "TRAILING_STOP"
    ENTRY_TIMING = "ENTRY_TIMING"
    NEGATIVE_ARBITRAGE = "NEGATIVE_ARBITRAGE"
    MASTER = "MASTER"
    INSUFFICIENT_BALANCE = "INSUFFICIENT_BALANCE"


@unique
class BotCloseCode(StrEnum):
    """UI close code shared by all families."""

    FAILED_INITIATION = "FAILED_INITIATION"
    CANCELED_MANUALLY = "CANCELED_MANUALLY"
    CANCELED_AUTO = "CANCELED_AUTO"
    CANCELED_AUTO_TAKE_PROFIT = "CANCELED_AUTO_TAKE_PROFIT"
    CANCELED_AUTO_STOP_LOSS = "CANCELED_AUTO_STOP_LOSS"
    CANCELED_AUTO_LIQUIDATION = "CANCELED_AUTO_LIQUIDATION"
    DCA_REACHED_MAX = "DCA_REACHED_MAX"
    USER_BAN = "USER_BAN"
    TRIGGER_TOP_PRICE = "TRIGGER_TOP_PRICE"
    TRIGGER_BOTTOM_PRICE = "TRIGGER_BOTTOM_PRICE"
    ROUND_TAKE_PROFIT = "ROUND_TAKE_PROFIT"
    SYMBOL_DELIST = "SYMBOL_DELIST"
    NEGATIVE_ARBITRAGE = "NEGATIVE_ARBITRAGE"
    TRAILING_STOP = "TRAILING_STOP"
    STANDARD_CLEARANCE = "STANDARD_CLEARANCE"
    OPEN_INTEREST_LIMIT = "OPEN_INTEREST_LIMIT"


@unique
class MartingaleStopType(StrEnum):
    """Martingale stop type."""

    INIT_ERROR = "INIT_ERROR"
    BY_USER = "BY_USER"
    BY_LIQUIDATION = "BY_LIQUIDATION"
    SYMBOL_OFFLINE = "SYMBOL_OFFLINE"
    STOP_LOSS = "STOP_LOSS"
    SYSTEM = "SYSTEM"
    USER_BANNED = "USER_BANNED"
    ORDER_COST = "ORDER_COST"
    ROUND_TAKE_PROFIT = "ROUND_TAKE_PROFIT"


# --------------------------------------------------------------------------- unified lifecycle (MECHANICS §2)


@unique
class BotStatus(StrEnum):
    """Our status for every family (MECHANICS §2.1); maps 1:1 onto the Bybit enums."""

    NEW = "NEW"
    REJECTED = "REJECTED"
    AWAITING_ACTIVATION = "AWAITING_ACTIVATION"
    INITIALIZING = "INITIALIZING"
    RUNNING = "RUNNING"
    PAUSED = "PAUSED"
    CANCELLING = "CANCELLING"
    COMPLETED = "COMPLETED"


@unique
class CloseReason(StrEnum):
    """Our close reason for every family (MECHANICS §2.2)."""

    MANUAL = "MANUAL"
    FAILED_INITIATION = "FAILED_INITIATION"
    TAKE_PROFIT = "TAKE_PROFIT"
    ROUND_TAKE_PROFIT = "ROUND_TAKE_PROFIT"
    STOP_LOSS = "STOP_LOSS"
    TRAILING_STOP = "TRAILING_STOP"
    LIQUIDATION = "LIQUIDATION"
    TRIGGER_TOP_PRICE = "TRIGGER_TOP_PRICE"
    TRIGGER_BOTTOM_PRICE = "TRIGGER_BOTTOM_PRICE"
    NEGATIVE_ARBITRAGE = "NEGATIVE_ARBITRAGE"
    INSUFFICIENT_BALANCE = "INSUFFICIENT_BALANCE"
    SYMBOL_DELISTED = "SYMBOL_DELISTED"
    MAX_INVESTMENT_REACHED = "MAX_INVESTMENT_REACHED"
    USER_BANNED = "USER_BANNED"
    RISK_LIMIT = "RISK_LIMIT"
    OI_LIMIT = "OI_LIMIT"
    REDUCE_ONLY = "REDUCE_ONLY"
    BANKRUPTCY_PRICE = "BANKRUPTCY_PRICE"
    ADL = "ADL"
    COMPLIANCE = "COMPLIANCE"
    SYSTEM = "SYSTEM"


CLOSABLE_STATUSES: frozenset[BotStatus] = frozenset(
    {BotStatus.NEW, BotStatus.AWAITING_ACTIVATION, BotStatus.RUNNING, BotStatus.PAUSED}
)
"""Statuses in which a close request is accepted (MECHANICS §2.1)."""


# --------------------------------------------------------------------------- simulated exchange orders


@unique
class OrderSide(StrEnum):
    """Spot order side."""

    BUY = "BUY"
    SELL = "SELL"


@unique
class OrderType(StrEnum):
    """Spot order type."""

    LIMIT = "LIMIT"
    MARKET = "MARKET"


@unique
class OrderStatus(StrEnum):
    """Spot order status in the simulated exchange."""

    NEW = "NEW"
    PARTIALLY_FILLED = "PARTIALLY_FILLED"
    FILLED = "FILLED"
    CANCELLED = "CANCELLED"
    REJECTED = "REJECTED"

    @property
    def is_open(self) -> bool:
        """True while the order can still fill."""
        return self in (OrderStatus.NEW, OrderStatus.PARTIALLY_FILLED)
