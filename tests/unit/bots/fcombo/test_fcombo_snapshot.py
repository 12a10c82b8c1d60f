"""A closed combo's marks are written in the one decimal form: the same prices give the same
snapshot whether the exchange holds them as set (``100000.00``, quantized to the tick) or as a
restart restores them (``100000``). Found by the futures combo state machine (a combo closed
after a restart differed from the same calls on a server never restarted)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D

from tests.unit.bots.fcombo.kit import COMBO, CShell
from tradingbot.bots.futures_combo.state import state_from_dict, state_to_dict


def test_close_marks_are_written_canonically() -> None:
    shell = CShell.start()
    state = shell.create("1", COMBO)
    as_set = replace(state, close_marks=(("BTCUSDT", D("100000.00")), ("SOLUSDT", D("150.50"))))
    restored = replace(state, close_marks=(("BTCUSDT", D("100000")), ("SOLUSDT", D("150.5"))))
    assert state_to_dict(as_set) == state_to_dict(restored)
    assert state_to_dict(as_set)["close_marks"] == [["BTCUSDT", "100000"], ["SOLUSDT", "150.5"]]
    assert state_from_dict(state_to_dict(as_set)).close_marks == restored.close_marks
