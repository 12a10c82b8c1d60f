"""A failed input check as data: code, field, acceptable bounds and message (SPEC §5).

Why data and not an exception: the validate calls answer every failure with its bounds (the
create page shows them next to each field), while create and modify refuse on the first one;
:meth:`CheckResult.to_error` is that refusal, the same shape in every family.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum
from typing import Generic, TypeVar

from tradingbot.core.errors import BotResultCode, BusinessError
from tradingbot.core.money import fmt

CodeT = TypeVar("CodeT", bound=StrEnum)
Range = tuple[Decimal | None, Decimal | None]


@dataclass(frozen=True)
class CheckResult(Generic[CodeT]):
    """One failed check: code, the input field, the acceptable bounds (None = open) and a message;
    ``result_code`` is the bot result code the refusal carries. (No ``slots``: a slotted generic
    dataclass cannot be built through its subscripted alias, ``CheckResult[SpotGridCheck](...)``.)"""

    code: CodeT
    field: str
    bound_low: Decimal | None
    bound_high: Decimal | None
    message: str
    result_code: BotResultCode = BotResultCode.INVALID_ARGUMENT

    def to_error(self) -> BusinessError:
        """The refusal create/modify answers with (result code carrying field, check code, bounds)."""
        bound = f"[{'' if self.bound_low is None else fmt(self.bound_low)}, "
        bound += f"{'' if self.bound_high is None else fmt(self.bound_high)}]"
        err = BusinessError.bot(self.result_code, self.message)
        err.field, err.check_code, err.bound = self.field, self.code.value, bound
        return err
