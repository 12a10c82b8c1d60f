"""A failed input check as data: code, field, acceptable bounds and message (SPEC §5).

Why data and not an exception: the validate calls answer every failure with its bounds (the
create page shows them next to each field), while create and modify refuse on the first one;
:meth:`CheckResult.to_error` is that refusal, the same shape in every family.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from decimal import Decimal
from enum import StrEnum
from typing import Any, Generic, TypeVar, cast

from tradingbot.bots.kit.display import fmt_or_blank
from tradingbot.bots.kit.fields import FieldReader
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
        bound = f"[{fmt_or_blank(self.bound_low)}, {fmt_or_blank(self.bound_high)}]"
        err = BusinessError.bot(self.result_code, self.message)
        err.field, err.check_code, err.bound = self.field, self.code.value, bound
        return err


class RangeTable:
    """Base of a dataclass whose every field is a :data:`Range`: the martingale's and the combo's
    getlimit answers, written to the wire one way."""

    __slots__ = ()

    def to_wire(self) -> dict[str, dict[str, str]]:
        """``{field: {min, max}}`` with decimals as strings (blank when open)."""
        out: dict[str, dict[str, str]] = {}
        for f in fields(cast(Any, self)):
            low, high = getattr(self, f.name)
            out[f.name] = {"min": fmt_or_blank(low), "max": fmt_or_blank(high)}
        return out


def check_bounded(
    value: Decimal | None,
    rng: Range,
    field: str,
    codes: tuple[CodeT, CodeT],
    out: list[CheckResult[CodeT]],
    messages: tuple[str, str] | None = None,
) -> None:
    """Append the too-low (``codes[0]``) or too-high (``codes[1]``) failure of ``value`` against
    ``rng`` to ``out``; an absent value or an open bound passes. ``messages``: the family's own
    wording of the two failures (default: "<field> must be at least/at most <bound>")."""
    if value is None:
        return
    low, high = rng
    if low is not None and value < low:
        msg = f"{field} must be at least {fmt(low)}" if messages is None else messages[0]
        out.append(CheckResult(codes[0], field, low, high, msg))
    elif high is not None and value > high:
        msg = f"{field} must be at most {fmt(high)}" if messages is None else messages[1]
        out.append(CheckResult(codes[1], field, low, high, msg))


def outside(value: Decimal, rng: Range) -> tuple[bool, bool]:
    """Whether ``value`` is below the low bound of ``rng`` and whether it is above the high bound
    (an open bound passes)."""
    low, high = rng
    return low is not None and value < low, high is not None and value > high


def add_first(
    out: list[CheckResult[CodeT]],
    field: str,
    rng: Range,
    failures: Iterable[tuple[bool, CodeT, str]],
    result_code: Callable[[CodeT], BotResultCode] | None = None,
) -> CodeT | None:
    """Append the first of ``failures`` (test failed, code, message) whose test failed, with the
    bounds ``rng``, to ``out`` and return its code (None: every test passed).

    Why only the first: a field's tests run from the most basic, and a value failing one would
    fail later ones for the same cause (a TP below the grid is also below the market).
    ``result_code``: the family's bot result code of a check code (default INVALID_ARGUMENT).
    """
    for failed, code, message in failures:
        if failed:
            result = BotResultCode.INVALID_ARGUMENT if result_code is None else result_code(code)
            out.append(CheckResult(code, field, rng[0], rng[1], message, result))
            return code
    return None


def check_reader(code: CodeT) -> FieldReader:
    """A field reader whose malformed-field refusals are ``code`` check results (the martingale's
    and the combo's ``INVALID_PARAM``, carrying the bot result code like every other check)."""

    def invalid(field: str, message: str) -> BusinessError:
        return CheckResult(code, field, None, None, f"{field}: {message}").to_error()

    return FieldReader(code.value, invalid)
