"""DCA enums and check codes that core/ does not have yet (to move to core/enums.py and core/errors.py).

Why here for now: core/ is being reshaped in parallel; these names are final (MECHANICS §4, SPEC
§3/§5 style) so that moving them is a pure import change. ``refuse`` builds the refusal the same
way the spot grid's ``CheckResult.to_error`` does: INVALID_ARGUMENT carrying field, code and bound.
"""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum, unique

from tradingbot.bots.kit.display import fmt_or_blank
from tradingbot.core.errors import BotResultCode, BusinessError


@unique
class DcaType(StrEnum):
    """The two DCA products (MECHANICS §4, PROPOSED ``dca_type``)."""

    RECURRING = "RECURRING"
    SAFETY_ORDER = "SAFETY_ORDER"


@unique
class DcaCheck(StrEnum):
    """Spot DCA check codes: one per bound, named after the field and the side it failed."""

    INVALID_PARAM = "DCA_CHECK_CODE_INVALID_PARAM"
    DCA_TYPE_INVALID = "DCA_CHECK_CODE_DCA_TYPE_INVALID"
    SETTLE_MODE_UNSUPPORTED = "DCA_CHECK_CODE_SETTLE_MODE_UNSUPPORTED"
    FREQUENCY_TOO_LOW = "DCA_CHECK_CODE_FREQUENCY_TOO_LOW"
    QUOTE_COIN_INVALID = "DCA_CHECK_CODE_QUOTE_COIN_INVALID"
    PAIR_COUNT_TOO_LOW = "DCA_CHECK_CODE_PAIR_COUNT_TOO_LOW"
    PAIR_COUNT_TOO_HIGH = "DCA_CHECK_CODE_PAIR_COUNT_TOO_HIGH"
    DUPLICATED_BASE = "DCA_CHECK_CODE_DUPLICATED_BASE"
    AMOUNT_TOO_LOW = "DCA_CHECK_CODE_AMOUNT_TOO_LOW"
    AMOUNT_TOO_HIGH = "DCA_CHECK_CODE_AMOUNT_TOO_HIGH"
    MAX_INVEST_TOO_LOW = "DCA_CHECK_CODE_MAX_INVEST_TOO_LOW"
    INVESTMENT_TOO_LOW = "DCA_CHECK_CODE_INVESTMENT_TOO_LOW"
    INIT_ORDER_AMOUNT_TOO_LOW = "DCA_CHECK_CODE_INIT_ORDER_AMOUNT_TOO_LOW"
    SAFETY_ORDER_AMOUNT_TOO_LOW = "DCA_CHECK_CODE_SAFETY_ORDER_AMOUNT_TOO_LOW"
    MAX_SAFETY_ORDERS_TOO_LOW = "DCA_CHECK_CODE_MAX_SAFETY_ORDERS_TOO_LOW"
    MAX_SAFETY_ORDERS_TOO_HIGH = "DCA_CHECK_CODE_MAX_SAFETY_ORDERS_TOO_HIGH"
    PRICE_STEP_TOO_LOW = "DCA_CHECK_CODE_PRICE_STEP_TOO_LOW"
    PRICE_STEP_TOO_HIGH = "DCA_CHECK_CODE_PRICE_STEP_TOO_HIGH"
    STEP_MULTIPLIER_TOO_LOW = "DCA_CHECK_CODE_STEP_MULTIPLIER_TOO_LOW"
    VOLUME_MULTIPLIER_TOO_LOW = "DCA_CHECK_CODE_VOLUME_MULTIPLIER_TOO_LOW"
    MAX_PRICE_DEVIATION_TOO_HIGH = "DCA_CHECK_CODE_MAX_PRICE_DEVIATION_TOO_HIGH"
    TP_PERCENT_TOO_LOW = "DCA_CHECK_CODE_TP_PERCENT_TOO_LOW"
    TP_PERCENT_TOO_HIGH = "DCA_CHECK_CODE_TP_PERCENT_TOO_HIGH"
    SL_PERCENT_TOO_LOW = "DCA_CHECK_CODE_SL_PERCENT_TOO_LOW"
    SL_PERCENT_TOO_HIGH = "DCA_CHECK_CODE_SL_PERCENT_TOO_HIGH"
    SYMBOL_MISMATCH = "DCA_CHECK_CODE_SYMBOL_MISMATCH"
    PARAM_IMMUTABLE = "DCA_CHECK_CODE_PARAM_IMMUTABLE"
    PARAM_NOT_CHANGED = "DCA_CHECK_CODE_PARAM_NOT_CHANGED"


_RESULT_CODES = {
    DcaCheck.DUPLICATED_BASE: BotResultCode.DUPLICATED_SYMBOL_CHOSEN,
    DcaCheck.MAX_INVEST_TOO_LOW: BotResultCode.MAX_INVEST_AMOUNT_TOO_SMALL_CREATE,
}


def refuse(
    code: DcaCheck, field: str, message: str, low: Decimal | None = None, high: Decimal | None = None
) -> BusinessError:
    """The refusal naming ``field``, the check ``code`` and the acceptable ``[low, high]`` (blank = open)."""
    result = _RESULT_CODES.get(code, BotResultCode.INVALID_ARGUMENT)
    err = BusinessError.bot(result, f"{field}: {message}")
    err.field, err.check_code, err.bound = field, code.value, f"[{fmt_or_blank(low)}, {fmt_or_blank(high)}]"
    return err
