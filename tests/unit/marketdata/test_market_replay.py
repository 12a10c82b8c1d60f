"""Replay reader: the shared data format, streaming, start bounds and clear refusals."""

from __future__ import annotations

import gzip
from decimal import Decimal
from pathlib import Path

import pytest

from tradingbot.adapters.marketdata.replay import (
    FundingRate,
    ReplaySource,
    count_candles,
    iter_candles,
    parse_start,
    read_candles,
    read_funding,
)
from tradingbot.core.candles import Candle
from tradingbot.core.errors import BusinessError, RetCode

SHARED_DATA = Path(__file__).resolve().parents[3] / ".." / "shared" / "data"
HEADER = "ts,open,high,low,close,volume\n"
ROWS = [
    "1748736000000,100,101.5,99.5,101,2.5\n",  # 2025-06-01T00:00Z
    "1748736060000,101,102,100.75,101.25,1\n",
    "1748736120000,101.25,101.25,99,99.5,0\n",
]


def write(path: Path, text: str) -> Path:
    if path.suffix == ".gz":
        path.write_bytes(gzip.compress(text.encode(), mtime=0))
    else:
        path.write_text(text)
    return path


@pytest.mark.parametrize("name", ["c.csv", "c.csv.gz"])
def test_reads_plain_and_gzip_with_exact_decimals(tmp_path: Path, name: str) -> None:
    path = write(tmp_path / name, HEADER + "".join(ROWS))
    candles = read_candles(path)
    assert candles[0] == Candle(
        1748736000000, Decimal("100"), Decimal("101.5"), Decimal("99.5"), Decimal("101"), Decimal("2.5")
    )
    assert [c.close for c in candles] == [Decimal("101"), Decimal("101.25"), Decimal("99.5")]
    assert all(isinstance(c.open, Decimal) for c in candles)


def test_gzip_detected_by_content_not_suffix(tmp_path: Path) -> None:
    path = tmp_path / "misnamed.csv"
    path.write_bytes(gzip.compress((HEADER + ROWS[0]).encode()))
    assert len(read_candles(path)) == 1


@pytest.mark.parametrize(
    ("start", "expected"),
    [
        (None, None),
        (1748736060000, 1748736060000),
        ("1748736060000", 1748736060000),
        ("2025-06-01", 1748736000000),
        ("2025-06-01T00:01", 1748736060000),
        ("2025-06-01T00:01:00Z", 1748736060000),
        ("2025-06-01T02:01:00+02:00", 1748736060000),
    ],
)
def test_parse_start(start: int | str | None, expected: int | None) -> None:
    assert parse_start(start) == expected


@pytest.mark.parametrize("bad", ["yesterday", "2025-13-01", -5, True])
def test_bad_start_names_the_field(bad: object) -> None:
    with pytest.raises(BusinessError) as err:
        parse_start(bad)  # type: ignore[arg-type]
    assert err.value.code == RetCode.INVALID_PARAM and err.value.field == "start"


def test_start_skips_earlier_rows(tmp_path: Path) -> None:
    path = write(tmp_path / "c.csv", HEADER + "".join(ROWS))
    assert [c.ts for c in iter_candles(path, "2025-06-01T00:01")] == [1748736060000, 1748736120000]
    assert count_candles(path, 1748736060001) == 1


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("time,open,high,low,close,volume\n" + ROWS[0], "header"),
        (HEADER + ROWS[1] + ROWS[0], "not sorted"),
        (HEADER + ROWS[0] + ROWS[0], "not sorted"),
        (HEADER + "1748736000000,100,101,99\n", "columns"),
        (HEADER + "17487e6,100,101,99,100,1\n", "integer ms"),
        (HEADER + "1748736000000,abc,101,99,100,1\n", "not a number"),
        (HEADER + "1748736000000,100,99,98,100,1\n", "high/low"),
        (HEADER + "1748736000000,0,1,0,1,1\n", "> 0"),
        (HEADER + "1748736000000,NaN,1,1,1,1\n", "finite"),
    ],
)
def test_bad_files_are_refused_clearly(tmp_path: Path, text: str, needle: str) -> None:
    path = write(tmp_path / "bad.csv", text)
    with pytest.raises(BusinessError) as err:
        read_candles(path)
    assert err.value.code == RetCode.INVALID_PARAM
    assert err.value.field == "path"
    assert needle in err.value.message


def test_missing_file_and_corrupt_gzip(tmp_path: Path) -> None:
    with pytest.raises(BusinessError, match="not found") as err:
        ReplaySource(tmp_path / "nope.csv.gz")
    assert err.value.field == "path"
    broken = tmp_path / "broken.csv.gz"
    broken.write_bytes(gzip.compress((HEADER + "".join(ROWS)).encode())[:40])
    with pytest.raises(BusinessError, match="unreadable"):
        read_candles(broken)


def test_replay_source_steps_through_the_file(tmp_path: Path) -> None:
    path = write(tmp_path / "c.csv.gz", HEADER + "".join(ROWS))
    src = ReplaySource(path)
    assert (src.first_ts, src.interval_ms, src.position, src.remaining) == (1748736000000, 60000, 0, 3)
    first = src.next()
    assert first is not None and first.ts == 1748736000000
    assert (src.position, src.remaining) == (1, 2)
    assert [c.ts for c in src.take(5)] == [1748736060000, 1748736120000]
    assert src.next() is None and src.exhausted and src.remaining == 0
    src.close()


def test_replay_source_validates_first_row_on_open(tmp_path: Path) -> None:
    path = write(tmp_path / "c.csv", "ts,price\n1,2\n")
    with pytest.raises(BusinessError, match="header"):
        ReplaySource(path)


def test_funding_reader(tmp_path: Path) -> None:
    path = write(tmp_path / "f.csv.gz", "ts,funding_rate\n1701388800000,0.0001\n1701417600000,-0.00015178\n")
    assert read_funding(path) == [
        FundingRate(1701388800000, Decimal("0.0001")),
        FundingRate(1701417600000, Decimal("-0.00015178")),
    ]
    assert read_funding(path, 1701388800001) == [FundingRate(1701417600000, Decimal("-0.00015178"))]
    with pytest.raises(BusinessError, match="header"):
        read_funding(write(tmp_path / "c.csv", HEADER + ROWS[0]))


def _shared(rel: str) -> Path:
    if not SHARED_DATA.is_dir():
        pytest.skip("shared data folder ../shared/data is absent")
    return SHARED_DATA / rel


def test_real_btc_file_head() -> None:
    src = ReplaySource(_shared("binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz"))
    head = src.take(3)
    assert head[0] == Candle(
        1747699200000,
        Decimal("105573.73"),
        Decimal("105597.1"),
        Decimal("105554.31"),
        Decimal("105554.32"),
        Decimal("10.82647"),
    )
    assert [c.ts - head[0].ts for c in head] == [0, 60000, 120000]
    assert src.interval_ms == 60000
    src.close()


def test_real_btc_file_start_and_count() -> None:
    path = _shared("binance_spot/BTCUSDT-1m-2025-05-20_2025-08-18.csv.gz")
    src = ReplaySource(path, "2025-08-18T18:00")
    assert src.first_ts == 1755540000000
    assert src.remaining == 28  # 18:00 .. 18:27 inclusive
    assert count_candles(path) == 130_708


def test_real_funding_file_head() -> None:
    rates = read_funding(_shared("binance_usdm_funding/BTCUSDT-funding-2023-12-01_2026-02-19.csv.gz"))
    assert rates[0] == FundingRate(1701388800000, Decimal("0.0001"))
    assert len(rates) == 2435
