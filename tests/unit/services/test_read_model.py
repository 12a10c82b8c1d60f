"""The engine's read model (issue 16): an answer is served only for the revision it was computed
under and while its markets' time is unchanged; a row or answer read across a change is dropped."""

from __future__ import annotations

from tradingbot.adapters.storage.models import BotRow
from tradingbot.services.exchange.read_model import ReadModel


class Clock:
    def __init__(self) -> None:
        self.ts = {("BTCUSDT", "spot"): 1_000}

    def __call__(self, symbol: str, category: str) -> int:
        return self.ts.get((symbol, category), 0)


def test_an_answer_lives_until_the_next_change() -> None:
    reads = ReadModel(Clock())
    seen = reads.revision
    reads.put("k", seen, reads.clocks([("BTCUSDT", "spot")]), {"a": 1})
    assert reads.get("k") == {"a": 1}
    reads.changed()
    assert reads.get("k") is None


def test_an_answer_computed_across_a_change_is_not_kept() -> None:
    reads = ReadModel(Clock())
    seen = reads.revision
    reads.changed()  # the engine moved while the answer was being computed
    reads.put("k", seen, (), {"a": 1})
    assert reads.get("k") is None


def test_an_answer_follows_its_markets_time() -> None:
    clock = Clock()
    reads = ReadModel(clock)
    reads.put("k", reads.revision, reads.clocks([("BTCUSDT", "spot"), ("BTCUSDT", "spot")]), 1)
    assert reads.clocks([("BTCUSDT", "spot")]) == (("BTCUSDT", "spot", 1_000),)
    assert reads.get("k") == 1
    clock.ts[("BTCUSDT", "spot")] = 1_001
    assert reads.get("k") is None


def test_rows_read_across_a_change_are_not_kept() -> None:
    reads = ReadModel(Clock())
    row = BotRow(id=7, user_id=1, family="GRID_SPOT", symbol="BTCUSDT")
    seen = reads.revision
    reads.keep_row(seen, row)
    assert reads.row(7) is row
    reads.changed()
    assert reads.row(7) is None
    reads.keep_row(seen, row)  # read before the change: stale
    assert reads.row(7) is None
