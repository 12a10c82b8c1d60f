"""Snapshots stored before issue 26 have none of the PnL breakdown's books: they restore with zeros.

Why it matters: the engine restores every running bot from its stored snapshot; a field the
snapshot lacks must not stop the bot from loading (``kit/snapshot.ADDED_LATER``).
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D

import pytest

from tradingbot.bots.dca import state as dca_state
from tradingbot.bots.futures_combo import state as combo_state
from tradingbot.bots.futures_grid import state as fgrid_state
from tradingbot.bots.futures_martingale import state as fmart_state
from tradingbot.bots.spot_grid import state as sgrid_state

from .botkit import EXAMPLE, Shell
from .dca.kit import SAFETY, X4
from .dca.kit import Shell as DcaShell
from .fcombo.kit import CShell, fc
from .fmart.kit import MShell, fm
from .test_bots_fgrid_kit import FShell, fg


def _without(d: dict[str, object], *keys: str) -> dict[str, object]:
    return {k: v for k, v in d.items() if k not in keys}


def test_spot_grid_old_snapshot() -> None:
    shell = Shell.start()
    s = shell.create("1", EXAMPLE)
    assert s.fees_paid > 0
    old = _without(sgrid_state.state_to_dict(s), "grid_gross", "fees_paid")
    assert sgrid_state.state_from_dict(old) == replace(s, grid_gross=D(0), fees_paid=D(0))


def test_dca_old_snapshot() -> None:
    shell = DcaShell.start("100", X4, D("0.001"))
    s = shell.create("1", SAFETY)
    assert s.fees_paid > 0 and s.cycle.fee_value > 0
    d = _without(dca_state.state_to_dict(s), "cycle_fees", "fees_paid")
    d["cycle"] = _without(d["cycle"], "fee_value")  # type: ignore[arg-type]
    want = replace(s, fees_paid=D(0), cycle=replace(s.cycle, fee_value=D(0)))
    assert dca_state.state_from_dict(d) == want


def test_perpetual_old_snapshots() -> None:
    g = FShell.start().create("1", fg(grid_mode=2))
    assert (
        fgrid_state.state_from_dict(_without(fgrid_state.state_to_dict(g), "liquidation_pnl", "grid_gross"))
        == g
    )
    m = MShell.start(price="100").create("1", fm())
    assert fmart_state.state_from_dict(_without(fmart_state.state_to_dict(m), "liquidation_pnl")) == m
    c = CShell.start().create("1", fc())
    assert combo_state.state_from_dict(_without(combo_state.state_to_dict(c), "liquidation_pnl")) == c


def test_a_missing_older_field_is_still_an_error() -> None:
    g = FShell.start().create("1", fg(grid_mode=2))
    with pytest.raises(KeyError, match="closed_pnl"):
        fgrid_state.state_from_dict(_without(fgrid_state.state_to_dict(g), "closed_pnl"))
