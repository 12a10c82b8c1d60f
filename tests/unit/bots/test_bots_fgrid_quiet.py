"""The futures grid's quiet band: each edge sits where its rule fires (just inside it the rule does
not fire, one tick beyond it does), and no band is promised while time or margin can act."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D

from tradingbot.bots.futures_grid.metrics import equity, pnl_per
from tradingbot.bots.futures_grid.quiet import quiet_band
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.core.enums import BotStatus, CloseReason, GridMode, TpSlType

from .test_bots_fgrid_kit import P0, FShell, fg, fmarket

TICK = D("0.01")
NEVER = D(10**12)


def running(mode: int = 1) -> FuturesGridState:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=mode))
    shell.price(P0, 1_000)
    s = shell.state("1")
    assert s.status is BotStatus.RUNNING and not any(c.waiting for c in s.cells)
    return replace(s, peak_equity=NEVER)  # keep the new-peak edge out of the way unless a test wants it


def with_config(s: FuturesGridState, **changes: object) -> FuturesGridState:
    return replace(s, config=replace(s.config, **changes))


def band(s: FuturesGridState) -> tuple[D, D]:
    b = quiet_band(s, fmarket(P0, 2_000))
    assert b is not None
    return b


def test_take_profit_and_stop_loss_by_pnl_percent_long_and_short() -> None:
    for mode in (2, 3):
        s = with_config(
            running(mode), tp_sl_type=TpSlType.PERCENT, take_profit_per=D("0.02"), stop_loss_per=D("0.03")
        )
        assert s.position != 0
        lo, hi = band(s)
        up, down = (hi, lo) if s.position > 0 else (lo, hi)  # where PnL rises and where it falls
        step = TICK if s.position > 0 else -TICK
        assert pnl_per(s, up) < D("0.02") <= pnl_per(s, up + step)
        assert pnl_per(s, down) > D("-0.03") >= pnl_per(s, down - step)


def test_prices_trailing_stop_and_new_peak() -> None:
    s = with_config(
        running(2), tp_sl_type=TpSlType.PRICE, take_profit_price=D(29000), stop_loss_price=D(9000)
    )
    assert band(s) == (D(9000), D(29000))
    short = with_config(
        running(3), tp_sl_type=TpSlType.PRICE, take_profit_price=D(9000), stop_loss_price=D(29000)
    )
    assert band(short) == (D(9000), D(29000))
    peak = equity(s, P0)
    s = with_config(replace(s, peak_equity=peak), trailing_stop_per=D("0.1"))
    lo, hi = band(s)
    assert equity(s, hi) <= peak < equity(s, hi + TICK)  # above hi a new peak is made
    assert equity(s, lo) > peak * D("0.9") >= equity(s, lo - TICK)  # at or below lo the stop fires


def test_neutral_grids_stop_at_their_outer_levels() -> None:
    s = running(1)
    assert s.config.grid_mode is GridMode.NEUTRAL
    assert band(s) == (s.levels[0], s.levels[-1])


def test_no_band_while_time_or_margin_can_act() -> None:
    s = running(2)
    waiting = replace(s, cells=(replace(s.cells[0], waiting=True), *s.cells[1:]))
    retry = replace(s, cells=(replace(s.cells[0], retry_at=5_000), *s.cells[1:]))
    for no in (
        waiting,
        retry,
        replace(
            s,
            pending_stop=CloseReason.RISK_LIMIT if hasattr(CloseReason, "RISK_LIMIT") else CloseReason.MANUAL,
        ),
        replace(s, status=BotStatus.CANCELLING),
        replace(s, position=D(0), wallet=NEVER + 1),  # flat above the peak: every price makes a new one
    ):
        assert quiet_band(no, fmarket(P0, 2_000)) is None
