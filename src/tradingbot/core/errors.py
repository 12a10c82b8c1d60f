"""One catalogue of every code the API can answer with.

* ``RetCode``: transport/business return codes of the envelope (SPEC §8: 0 success,
  10007 not logged in, 10009/33003 no permission) plus the generic codes our API adds.
* ``BotResultCode``: the bot operation result codes of SPEC §8, in SPEC order.
* Check codes of SPEC §5 per bot family (``SpotGridCheck``, ``FuturesGridCheck``,
  ``MartingaleCheck``, ``ComboCheck``) and the shared ``CommonCheck`` codes.

``BusinessError`` carries a code, a message and optionally the failing field and bound; the
API turns it into the envelope with HTTP 200, never a 5xx.
"""

from __future__ import annotations

from enum import IntEnum, StrEnum


class RetCode(IntEnum):
    """Envelope ``ret_code`` values."""

    OK = 0
    INVALID_PARAM = 10001
    REQUEST_EXPIRED = 10002
    INVALID_CREDENTIALS = 10004
    EMAIL_TAKEN = 10005
    TOO_MANY_REQUESTS = 10006
    NOT_LOGGED_IN = 10007
    NO_PERMISSION = 10009
    CSRF_FAILED = 10010
    NOT_FOUND = 10011
    ADMIN_DISABLED = 10012
    ADMIN_UNAUTHORIZED = 10013
    METHOD_NOT_ALLOWED = 10014
    INTERNAL = 10016
    SERVICE_UNAVAILABLE = 10017
    """The database is unreachable, full or refusing writes: nothing was acknowledged; retry
    shortly (a write cut off mid-commit may have been applied: read before repeating it)."""
    IDEMPOTENCY_KEY_REUSED = 10018
    """The ``Idempotency-Key`` was already used (in the last 24 h) for another request: another
    method, path or body. Nothing was applied; send a new key for a new request."""
    IDEMPOTENCY_KEY_BUSY = 10019
    """A request with this ``Idempotency-Key`` is still running after the wait: retry shortly
    with the same key (it answers the first request's result once that is done)."""
    IDEMPOTENCY_ANSWER_LOST = 10020
    """The request with this ``Idempotency-Key`` was applied, but the server stopped before its
    answer was stored and the answer cannot be recomputed: read the state (nothing is applied again)."""
    NO_PERMISSION_ACCOUNT = 33003
    # bot operation failures keep their own numeric range (see BotResultCode)
    BOT_OPERATION_FAILED = 12000
    # market / exchange
    UNKNOWN_SYMBOL = 12101
    ORDER_REJECTED = 12102
    MARKET_NOT_LOADED = 12103
    INSUFFICIENT_BALANCE = 12104
    # a user's venue keys (docs/VENUES.md)
    VENUE_KEY_LIMIT = 12201
    """The user has as many venue keys as allowed: delete one first."""
    VENUE_KEY_CAN_WITHDRAW = 12202
    """The venue says the key may withdraw funds: refused, not stored."""
    VENUE_KEY_REFUSED = 12203
    """The venue refused the key (unknown, expired, wrong secret or passphrase, IP not allowed)."""
    VENUE_UNREACHABLE = 12204
    """The venue could not be asked about the key (down, timed out, rate limited): nothing was
    stored; retry shortly."""
    VENUE_KEYS_UNAVAILABLE = 12205
    """The server's master key for venue keys is not usable (the operator's set-up)."""
    # the backtest lab (issue 26): ``result.check_code`` is a BacktestCheck saying which rule
    BACKTEST_BAD_CANDLES = 12301
    """An uploaded candle file breaks the shared data format (header, columns, numbers,
    timestamps, OHLC) or its size limits."""
    BACKTEST_BAD_WINDOW = 12302
    """The window is backwards, too long, has too many or too few candles, lies outside the
    server's history, or the candles do not hold a symbol the bot trades."""
    BACKTEST_TOO_MANY_JOBS = 12303
    """The user already has the most backtests queued or running at once."""
    BACKTEST_NOT_DONE = 12304
    """The backtest has no result (yet): ``check_code`` is its state."""
    BACKTEST_FINISHED = 12305
    """The backtest is no longer queued or running: nothing to cancel."""
    # request timeout as the web client reports it (SPEC §8)
    REQUEST_TIMEOUT = 9000001


class BotResultCode(IntEnum):
    """Bot operation result codes (SPEC §8), numbered in the spec's order."""

    UNKNOWN = 0
    SUCCESS = 1
    INVALID_ARGUMENT = 2
    INSUFFICIENT_BALANCE = 3
    REACH_BOT_NUM_UPPER_LIMIT = 4
    FORBIDDEN = 5
    NOT_FOUND = 6
    GRID_CAN_NOT_BE_CANCELLED = 7
    Can_Not_Cancel_Others_Grid = 8
    UNSUPPORTED_MEMBER_TYPE = 9
    INTERNAL = 10
    INTERNAL_TIMEOUT = 11
    BOT_CANNOT_CLOSE_CURRENTLY = 12
    DUPLICATED_SYMBOL_CHOSEN = 13
    MAX_INVEST_AMOUNT_TOO_SMALL_CREATE = 14
    MAX_INVEST_AMOUNT_TOO_SMALL_UPDATE = 15
    BOT_HAS_BEEN_CLOSED = 16
    USER_UNIFY_ACCOUNT_UPGRADING = 17
    USER_BANNED = 18
    FGRID_COMMON_ERROR = 19
    FGRID_WRONG_PARAMS = 20
    FGRID_INVALID_PARAMS = 21
    FGRID_TP_TOO_LARGE = 22
    FGRID_SL_TOO_SMALL = 23
    FGRID_SL_CAUSE_LIQ = 24
    FGRID_TP_LESS_THAN_LPRICE = 25
    FGRID_SL_GREATER_THAN_LPRICE = 26
    FGRID_UPDATE_INVESTMENT_TOO_LARGE = 27


def bot_ret_code(code: BotResultCode) -> int:
    """Envelope ret_code for a failed bot operation: 12000 + the result code."""
    return int(RetCode.BOT_OPERATION_FAILED) + int(code)


class CommonCheck(StrEnum):
    """Check codes shared by every family (SPEC §5 'also include')."""

    SERVER_ERR = "SERVER_ERR"
    INVALID_PARAM = "INVALID_PARAM"
    NOT_LOGIN = "NOT_LOGIN"
    USER_BANNED = "USER_BANNED"
    OPERATE_DENIED = "OPERATE_DENIED"


class BacktestCheck(StrEnum):
    """What a backtest lab refusal (12301, 12302) is about."""

    CSV_TOO_LARGE = "CSV_TOO_LARGE"
    CSV_TOO_MANY_ROWS = "CSV_TOO_MANY_ROWS"
    CSV_TOO_FEW_ROWS = "CSV_TOO_FEW_ROWS"
    CSV_HEADER = "CSV_HEADER"
    CSV_COLUMNS = "CSV_COLUMNS"
    CSV_NUMBER = "CSV_NUMBER"
    CSV_TIMESTAMPS = "CSV_TIMESTAMPS"
    CSV_OHLC = "CSV_OHLC"
    WINDOW_ORDER = "WINDOW_ORDER"
    WINDOW_TOO_LONG = "WINDOW_TOO_LONG"
    WINDOW_OUT_OF_HISTORY = "WINDOW_OUT_OF_HISTORY"
    TOO_MANY_CANDLES = "TOO_MANY_CANDLES"
    TOO_FEW_CANDLES = "TOO_FEW_CANDLES"
    SYMBOL_NOT_IN_CANDLES = "SYMBOL_NOT_IN_CANDLES"


class SpotGridCheck(StrEnum):
    """Spot grid check codes (SPEC §5), spelled as the public Bybit V5 validate-input docs."""

    SUCCESS = "SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED"
    LOW_PRICE_TOO_LOW = "SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW"
    LOW_PRICE_TOO_HIGH = "SPOT_CHECK_CODE_LOW_PRICE_TOO_HIGH"
    HIGH_PRICE_TOO_LOW = "SPOT_CHECK_CODE_HIGH_PRICE_TOO_LOW"
    HIGH_PRICE_TOO_HIGH = "SPOT_CHECK_CODE_HIGH_PRICE_TOO_HIGH"
    GRID_NUM_TOO_LOW = "SPOT_CHECK_CODE_GRID_NO_TOO_LOW"
    GRID_NUM_TOO_HIGH = "SPOT_CHECK_CODE_GRID_NO_TOO_HIGH"
    INVESTMENT_TOO_LOW = "SPOT_CHECK_CODE_INVESTMENT_TOO_LOW"
    INVESTMENT_TOO_HIGH = "SPOT_CHECK_CODE_INVESTMENT_TOO_HIGH"
    TP_TOO_LOW = "SPOT_CHECK_CODE_TP_TOO_LOW"
    TP_TOO_HIGH = "SPOT_CHECK_CODE_TP_TOO_HIGH"
    SL_TOO_LOW = "SPOT_CHECK_CODE_SL_TOO_LOW"
    SL_TOO_HIGH = "SPOT_CHECK_CODE_SL_TOO_HIGH"
    ENTRY_PRICE_TOO_LOW = "SPOT_CHECK_CODE_EP_TOO_LOW"
    ENTRY_PRICE_TOO_HIGH = "SPOT_CHECK_CODE_EP_TOO_HIGH"
    ADD_INVESTMENT = "SPOT_CHECK_CODE_ADD_INVESTMENT"
    PARAM_NOT_CHANGED = "SPOT_CHECK_CODE_PARAM_NOT_CHANGED"
    TS_PERCENT_TOO_LOW = "SPOT_CHECK_CODE_TS_PERCENT_TOO_LOW"
    TS_PERCENT_TOO_HIGH = "SPOT_CHECK_CODE_TS_PERCENT_TOO_HIGH"
    TP_TOO_LOW_VS_MARKET = "SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET"
    SL_TOO_HIGH_VS_MARKET = "SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET"
    LIMIT_UP_PRICE_TOO_LOW = "SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_LOW"
    LIMIT_UP_PRICE_TOO_HIGH = "SPOT_CHECK_CODE_LIMIT_UP_PRICE_TOO_HIGH"
    CAN_NOT_ENABLE_TRAILING_UP = "SPOT_CHECK_CODE_CAN_NOT_ENABLE_TRAILING_UP"
    ENTRY_PRICE_FORBIDDEN_TRAILING_UP = "SPOT_CHECK_CODE_ENTRY_PRICE_FORBIDDEN_TRAILING_UP"
    LAST_PRICE_FORBIDDEN_TRAILING_UP = "SPOT_CHECK_CODE_LAST_PRICE_FORBIDDEN_TRAILING_UP"
    INVESTMENT_FORBIDDEN_TRAILING_UP = "SPOT_CHECK_CODE_INVESTMENT_FORBIDDEN_TRAILING_UP"


class FuturesGridCheck(StrEnum):
    """Futures grid check codes (SPEC §5), spelled as the public Bybit V5 futures grid docs."""

    SUCCESS = "FGRID_CHECK_CODE_SUCCESS"
    LOW_PRICE_TOO_LOW = "FGRID_CHECK_CODE_LOW_PRICE_TOO_LOW"
    LOW_PRICE_TOO_HIGH = "FGRID_CHECK_CODE_LOW_PRICE_TOO_HIGH"
    HIGH_PRICE_TOO_LOW = "FGRID_CHECK_CODE_HIGH_PRICE_TOO_LOW"
    HIGH_PRICE_TOO_HIGH = "FGRID_CHECK_CODE_HIGH_PRICE_TOO_HIGH"
    GRID_COUNT_TOO_LOW = "FGRID_CHECK_CODE_GRID_NO_TOO_LOW"
    GRID_COUNT_TOO_HIGH = "FGRID_CHECK_CODE_GRID_NO_TOO_HIGH"
    INVESTMENT_TOO_LOW = "FGRID_CHECK_CODE_INVESTMENT_TOO_LOW"
    INVESTMENT_TOO_HIGH = "FGRID_CHECK_CODE_INVESTMENT_TOO_HIGH"
    LEVERAGE_TOO_LOW = "FGRID_CHECK_CODE_LEVERAGE_TOO_LOW"
    LEVERAGE_TOO_HIGH = "FGRID_CHECK_CODE_LEVERAGE_TOO_HIGH"
    TP_TOO_LOW = "FGRID_CHECK_CODE_TP_TOO_LOW"
    TP_TOO_HIGH = "FGRID_CHECK_CODE_TP_TOO_HIGH"
    SL_TOO_LOW = "FGRID_CHECK_CODE_SL_TOO_LOW"
    SL_TOO_HIGH = "FGRID_CHECK_CODE_SL_TOO_HIGH"
    SL_CAUSE_LIQ = "FGRID_CHECK_CODE_SL_CAUSE_LIQUIDATION"
    AMOUNT_TOO_BIG = "FGRID_CHECK_CODE_AMOUNT_TOO_BIG"
    TPSL_FAILED = "FGRID_CHECK_CODE_TPSL_FAILED"
    TP_BELOW_LAST_PRICE = "FGRID_CHECK_CODE_TP_BELOW_LAST_PRICE"
    TP_ABOVE_LAST_PRICE = "FGRID_CHECK_CODE_TP_ABOVE_LAST_PRICE"
    SL_BETWEEN_LIQ_AND_LAST_BUY = "FGRID_CHECK_CODE_SL_BETWEEN_LIQ_AND_LAST_PRICE_BUY"
    SL_BETWEEN_LIQ_AND_LAST_SELL = "FGRID_CHECK_CODE_SL_BETWEEN_LIQ_AND_LAST_PRICE_SELL"
    SL_ABOVE_MAX_PRICE = "FGRID_CHECK_CODE_SL_ABOVE_MAX_PRICE"
    TP_BELOW_MIN_PRICE = "FGRID_CHECK_CODE_TP_BELOW_MIN_PRICE"
    SL_ABOVE_LIQ_PRICE = "FGRID_CHECK_CODE_SL_ABOVE_LIQ_PRICE"
    RISK_LIMIT = "FGRID_CHECK_CODE_RISK_LIMIT"
    OI_POSITION_LIMIT = "FGRID_CHECK_CODE_OI_POS_LIMIT"
    SYMBOL_NOT_EXISTS = "FGRID_CHECK_CODE_SYMBOL_NOT_EXISTS"
    PRE_SETTLE_ONLY_REDUCE = "FGRID_CHECK_CODE_PRE_SETTLE_ONLY_REDUCE"
    COIN_NOT_MATCH = "FGRID_CHECK_CODE_COIN_NOT_MATCH"
    ENTRY_PRICE_TOO_LOW = "FGRID_CHECK_CODE_ENTRY_PRICE_TOO_LOW"
    ENTRY_PRICE_TOO_HIGH = "FGRID_CHECK_CODE_ENTRY_PRICE_TOO_HIGH"
    TOP_PRICE_TOO_LOW = "FGRID_CHECK_CODE_TOP_PRICE_TOO_LOW"
    TOP_PRICE_TOO_HIGH = "FGRID_CHECK_CODE_TOP_PRICE_TOO_HIGH"
    BOTTOM_PRICE_TOO_LOW = "FGRID_CHECK_CODE_BOTTOM_PRICE_TOO_LOW"
    BOTTOM_PRICE_TOO_HIGH = "FGRID_CHECK_CODE_BOTTOM_PRICE_TOO_HIGH"
    INVALID_TRAILING_STOP_PERCENT = "FGRID_CHECK_CODE_INVALID_TRAILING_STOP_PERCENT"
    OPERATE_DENIED = "FGRID_CHECK_CODE_OPERATE_DENIED"
    NOT_LOGIN = "FGRID_CHECK_CODE_NOT_LOGIN"
    USER_BANNED = "FGRID_CHECK_CODE_USER_BANNED"
    SERVER_ERR = "FGRID_CHECK_CODE_SERVER_ERR"
    INVALID_PARAM = "FGRID_CHECK_CODE_INVALID_PARAM"


class MartingaleCheck(StrEnum):
    """Futures martingale check codes (SPEC §5), spelled as the public Bybit V5 ``getlimit`` docs."""

    SUCCESS = "F_MART_LIMIT_CHECK_CODE_F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED"
    PRICE_FLOAT_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_LOW"
    PRICE_FLOAT_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH"
    ADD_POSITION_PERCENT_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_LOW"
    ADD_POSITION_PERCENT_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_PERCENT_TOO_HIGH"
    ADD_POSITION_NUM_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_LOW"
    ADD_POSITION_NUM_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_ADD_POSITION_NUM_TOO_HIGH"
    INIT_MARGIN_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_LOW"
    INIT_MARGIN_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_INIT_MARGIN_TOO_HIGH"
    ROUND_TP_PERCENT_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_LOW"
    ROUND_TP_PERCENT_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH"
    SL_PERCENT_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW"
    SL_PERCENT_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_HIGH"
    ENTRY_PRICE_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_LOW"
    ENTRY_PRICE_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_ENTRY_PRICE_TOO_HIGH"
    LEVERAGE_TOO_LOW = "F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_LOW"
    LEVERAGE_TOO_HIGH = "F_MART_LIMIT_CHECK_CODE_F_MART_LEVERAGE_TOO_HIGH"
    INVALID_PARAM = "F_MART_LIMIT_CHECK_CODE_F_MART_INVALID_PARAM"
    PARAM_IMMUTABLE = "F_MART_LIMIT_CHECK_CODE_F_MART_PARAM_IMMUTABLE"


class ComboCheck(StrEnum):
    """Futures combo check codes (SPEC §5): each bound too low or too high."""

    SYMBOL_COUNT_TOO_LOW = "FCOMBO_CHECK_SYMBOL_COUNT_TOO_LOW"
    SYMBOL_COUNT_TOO_HIGH = "FCOMBO_CHECK_SYMBOL_COUNT_TOO_HIGH"
    ADJUST_POSITION_PERCENT_TOO_LOW = "FCOMBO_CHECK_ADJUST_POSITION_PERCENT_TOO_LOW"
    ADJUST_POSITION_PERCENT_TOO_HIGH = "FCOMBO_CHECK_ADJUST_POSITION_PERCENT_TOO_HIGH"
    TIME_INTERVAL_TOO_LOW = "FCOMBO_CHECK_TIME_INTERVAL_TOO_LOW"
    TIME_INTERVAL_TOO_HIGH = "FCOMBO_CHECK_TIME_INTERVAL_TOO_HIGH"
    INIT_MARGIN_TOO_LOW = "FCOMBO_CHECK_INIT_MARGIN_TOO_LOW"
    INIT_MARGIN_TOO_HIGH = "FCOMBO_CHECK_INIT_MARGIN_TOO_HIGH"
    SL_PERCENT_TOO_LOW = "FCOMBO_CHECK_SL_PERCENT_TOO_LOW"
    SL_PERCENT_TOO_HIGH = "FCOMBO_CHECK_SL_PERCENT_TOO_HIGH"
    TP_PERCENT_TOO_LOW = "FCOMBO_CHECK_TP_PERCENT_TOO_LOW"
    TP_PERCENT_TOO_HIGH = "FCOMBO_CHECK_TP_PERCENT_TOO_HIGH"
    LEVERAGE_TOO_LOW = "FCOMBO_CHECK_LEVERAGE_TOO_LOW"
    LEVERAGE_TOO_HIGH = "FCOMBO_CHECK_LEVERAGE_TOO_HIGH"
    ADJUST_POSITION_AMOUNT_TOO_LOW = "FCOMBO_CHECK_ADJUST_POSITION_AMOUNT_TOO_LOW"
    ADJUST_POSITION_AMOUNT_TOO_HIGH = "FCOMBO_CHECK_ADJUST_POSITION_AMOUNT_TOO_HIGH"
    TS_PERCENT_TOO_LOW = "FCOMBO_CHECK_TRAILING_STOP_PERCENT_TOO_LOW"
    TS_PERCENT_TOO_HIGH = "FCOMBO_CHECK_TRAILING_STOP_PERCENT_TOO_HIGH"
    SUCCESS = "FCOMBO_CHECK_SUCCESS"
    WEIGHT_SUM_INVALID = "FCOMBO_CHECK_TARGET_POSITION_PERCENT_SUM_INVALID"
    WEIGHT_STEP_INVALID = "FCOMBO_CHECK_TARGET_POSITION_PERCENT_STEP_INVALID"
    DUPLICATED_SYMBOL = "FCOMBO_CHECK_DUPLICATED_SYMBOL"
    SYMBOL_NOT_EXISTS = "FCOMBO_CHECK_SYMBOL_NOT_EXISTS"
    INVALID_PARAM = "FCOMBO_CHECK_INVALID_PARAM"
    PARAM_IMMUTABLE = "FCOMBO_CHECK_PARAM_IMMUTABLE"


class BusinessError(Exception):
    """A refusal the user can act on: answered as the envelope with ``ret_code`` = ``code``."""

    def __init__(
        self,
        code: int,
        message: str,
        *,
        field: str | None = None,
        check_code: str | None = None,
        bound: str | None = None,
        bot_code: BotResultCode | None = None,
    ) -> None:
        super().__init__(message)
        self.code = int(code)
        self.message = message
        self.field = field
        self.check_code = check_code
        self.bound = bound
        self.bot_code = bot_code

    @classmethod
    def bot(cls, code: BotResultCode, message: str) -> BusinessError:
        """A bot operation failure (SPEC §8 result code) as an envelope error."""
        return cls(bot_ret_code(code), message, bot_code=code)

    def result(self) -> dict[str, str] | None:
        """The ``result`` object of the error envelope: what failed and why."""
        out: dict[str, str] = {}
        if self.field is not None:
            out["field"] = self.field
        if self.check_code is not None:
            out["check_code"] = self.check_code
        if self.bound is not None:
            out["bound"] = self.bound
        if self.bot_code is not None:
            out["bot_code"] = self.bot_code.name
        return out or None
