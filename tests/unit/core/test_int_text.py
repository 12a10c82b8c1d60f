"""``core.money.int_text``: the one reader of an integer sent as text (ids, paging, times, fields)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tradingbot.core.errors import BusinessError
from tradingbot.core.money import int_text
from tradingbot.services.bots.bot_common import parse_bot_id


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("42", 42),
        (" 7 ", 7),
        ("-3", -3),
        ("+5", 5),
        ("0", 0),
        ("²", None),
        ("٣", None),
        ("--5", None),
        ("+-5", None),
        ("-", None),
        ("", None),
        ("1.5", None),
        ("1e3", None),
        ("9" * 21, None),
        ("9" * 5000, None),
    ],
)
def test_reads_only_short_ascii_integers(text: str, expected: int | None) -> None:
    assert int_text(text) == expected


@given(st.text(max_size=30))
def test_never_raises_and_agrees_with_int_when_it_reads(text: str) -> None:
    value = int_text(text)
    if value is not None:
        assert value == int(text)


@pytest.mark.parametrize("bad", ["--5", "²", "9" * 5000, 2**64, True, 1.5, "0", -1])
def test_a_bot_id_that_is_not_one_is_invalid_param_never_an_exception(bad: object) -> None:
    with pytest.raises(BusinessError) as refused:
        parse_bot_id(bad, "bot_id")
    assert refused.value.field == "bot_id"
