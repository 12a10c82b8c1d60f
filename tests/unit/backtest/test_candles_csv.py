"""The backtest lab's candle upload reader (``backtest/candles_csv.py``): the shared data format
read exactly, every rule's refusal with its check code and line."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import shared_file
from tradingbot.adapters.marketdata.replay import iter_candles
from tradingbot.backtest.candles_csv import CsvLimits, parse_candles_csv
from tradingbot.core.candles import Candle
from tradingbot.core.errors import BusinessError

HEAD = "ts,open,high,low,close,volume\n"
prices = st.decimals(min_value=Decimal("0.0001"), max_value=Decimal(10**9), places=4)


@st.composite
def candle_lists(draw: st.DrawFn) -> list[Candle]:
    n = draw(st.integers(2, 30))
    gaps = draw(st.lists(st.integers(1, 10**7), min_size=n, max_size=n))
    out: list[Candle] = []
    ts = draw(st.integers(0, 10**13))
    for gap in gaps:
        o, c, lo_pad, hi_pad = draw(prices), draw(prices), draw(prices), draw(prices)
        low = max(min(o, c) - lo_pad, Decimal("0.0001"))
        out.append(Candle(ts, o, max(o, c) + hi_pad, min(low, o, c), c, draw(prices)))
        ts += gap
    return out


def text_of(candles: list[Candle]) -> str:
    return HEAD + "".join(f"{c.ts},{c.open},{c.high},{c.low},{c.close},{c.volume}\n" for c in candles)


@given(candle_lists())
def test_a_written_file_reads_back_exactly(candles: list[Candle]) -> None:
    assert parse_candles_csv(text_of(candles)) == candles


def test_a_shared_data_file_reads_as_the_replay_reads_it() -> None:
    path = shared_file("binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz")
    replayed = []
    for candle in iter_candles(path, None):
        replayed.append(candle)
        if len(replayed) == 5000:
            break
    assert parse_candles_csv(text_of(replayed)) == replayed


def test_a_byte_order_mark_windows_line_ends_spaces_and_blank_last_lines_are_read() -> None:
    text = "\ufeffTS, Open ,high,low,close,volume\r\n1,2,3,1,2,0\r\n2, 2.5 ,3,2,3,1\r\n\r\n\n"
    assert parse_candles_csv(text) == [
        Candle(1, Decimal(2), Decimal(3), Decimal(1), Decimal(2), Decimal(0)),
        Candle(2, Decimal("2.5"), Decimal(3), Decimal(2), Decimal(3), Decimal(1)),
    ]


def refusal(text: str, limits: CsvLimits | None = None) -> tuple[int, str | None, str, str | None]:
    with pytest.raises(BusinessError) as caught:
        parse_candles_csv(text, field="legs.BTCUSDT", limits=limits)
    e = caught.value
    return e.code, e.check_code, e.message, e.field


@pytest.mark.parametrize(
    ("text", "check", "message"),
    [
        ("", "CSV_HEADER", "line 1: the header must be ts,open,high,low,close,volume"),
        ("ts,open,high,low,close,volume,extra\n1,1,1,1,1,1\n", "CSV_HEADER", "line 1: the header must be"),
        (HEAD + "1,1,1,1,1,1\n", "CSV_TOO_FEW_ROWS", "fewer than 2 candles"),
        (HEAD + "1,1,1,1,1,1\n2,1,1,1,1\n", "CSV_COLUMNS", "line 3: 5 columns, 6 expected"),
        (HEAD + "1,1,1,1,1,1\n2,1,1,1,1,1,1\n", "CSV_COLUMNS", "line 3: 7 columns, 6 expected"),
        (HEAD + "-1,1,1,1,1,1\n2,1,1,1,1,1\n", "CSV_NUMBER", "line 2: ts '-1' is not a time in milliseconds"),
        (HEAD + f"1,1,1,1,1,1\n{2**53},1,1,1,1,1\n", "CSV_NUMBER", "line 3: ts"),
        (HEAD + "1,1,1,1,1,1\n2,1e3,1,1,1,1\n", "CSV_OHLC", "line 3: high must be"),
        (HEAD + "1,1,1,1,1,1\n2,1,Infinity,1,1,1\n", "CSV_NUMBER", "line 3: high 'Infinity' is out of range"),
        (HEAD + "1,1,1,1,1,1\n2,1,1,1,1,-1\n", "CSV_NUMBER", "line 3: prices must be > 0 and volume >= 0"),
        (HEAD + "1,1,1,1,1,1\n2,1,1,1,1,abc\n", "CSV_NUMBER", "line 3: volume 'abc' is not a number"),
        (HEAD + "1,1,1,1,1,1\n1,1,1,1,1,1\n", "CSV_TIMESTAMPS", "line 3: ts 1 is not after the line before"),
        (HEAD + "1,5,6,4,5,1\n2,5,4.9,4,5,1\n", "CSV_OHLC", "line 3: high must be >= open and close"),
        (HEAD + "1,5,6,4,5,1\n2,5,6,5.5,5.2,1\n", "CSV_OHLC", "line 3: high must be >= open and close"),
    ],
)
def test_each_rule_answers_its_code_and_line(text: str, check: str, message: str) -> None:
    code, got, said, field = refusal(text)
    assert (code, got, field) == (12301, check, "legs.BTCUSDT")
    assert said.startswith(message), said


def test_the_limits_count_rows_before_characters() -> None:
    rows = HEAD + "1,1,1,1,1,1\n2,1,1,1,1,1\n3,1,1,1,1,1\n"
    assert refusal(rows, CsvLimits(max_chars=10, max_rows=2))[1:3] == (
        "CSV_TOO_MANY_ROWS",
        "more than 2 candles",
    )
    assert refusal(rows, CsvLimits(max_chars=len(rows) - 1, max_rows=3))[1:3] == (
        "CSV_TOO_LARGE",
        f"the file is over {len(rows) - 1} characters",
    )
    assert len(parse_candles_csv(rows, limits=CsvLimits(max_chars=len(rows), max_rows=3))) == 3
