"""The martingale's PnL breakdown (issue 26): round profit before fees + the open round's trend +
fees + funding + liquidation = total PnL, checked against the venue's wallet and position."""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.bots.futures_martingale.metrics import detail, pnl_breakdown
from tradingbot.core.enums import BotStatus, CloseReason

from ..pnlkit import assert_wire_sums, fees_of, funding_of, same_to_1e18
from ..test_bots_fgrid_kit import bot_account, fmarket
from .kit import MShell, fm


def _venue_total(shell: MShell, mark: D, investment: D) -> D:
    pos = shell.fx.position(bot_account("1"), "BTCUSDT")
    return shell.fx.wallet(bot_account("1")) + pos.size * (mark - pos.avg_entry) - investment


def test_round_tp_is_realised_open_round_is_trend() -> None:
    """§6.6: 4.923 at 100 and 7.535 at 98, the TP sells 12.458; round 2 opens at the TP price."""
    shell = MShell.start(price="100")
    shell.create("1", fm())
    shell.price("98", 1_000)
    s = shell.mstate()
    tp = s.tp.price if s.tp else D(0)
    avg = (D("4.923") * 100 + D("7.535") * 98) / D("12.458")
    shell.price(str(tp), 2_000)
    s = shell.mstate()
    b = pnl_breakdown(s, tp)
    assert b.realised_profit == (D("12.458") * (tp - avg)).quantize(D("0.00000001"))
    assert b.trend_pnl == s.position * (tp - s.avg_entry)
    assert b.realised_profit + b.trading_fee > 0  # the round's net profit
    assert b.total_pnl == _venue_total(shell, tp, D(1000))


def test_liquidation_part() -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm(leverage="20", add_position_num=1, price_float_percent="0.01"))
    events = list(shell.host.drain_events())
    shell.path(["99", "97", "95", "93", "91", "90"])
    events += shell.host.drain_events()
    s = shell.mstate()
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.LIQUIDATION)
    b = pnl_breakdown(s, D(90))
    assert b.liquidation_loss < 0 and b.realised_profit == 0 and b.trend_pnl == 0
    assert b.trading_fee == -fees_of(events, "1")
    assert b.total_pnl == _venue_total(shell, D(90), D(1000))


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from([1, 2]),
    st.sampled_from(["5", "20"]),
    st.lists(st.integers(min_value=85, max_value=115), min_size=1, max_size=20),
)
def test_parts_sum_to_the_venue_total(mode: int, leverage: str, path: list[int]) -> None:
    shell = MShell.start(price="100")
    shell.create("1", fm(martingale_mode=mode, leverage=leverage))
    events = list(shell.host.drain_events())
    for ts, price in enumerate(path, start=1):
        shell.price(str(price), ts * 1_000)
        if ts % 3 == 0:
            shell.host.apply_funding("BTCUSDT", D("0.0001"), ts * 1_000 + 500)
        events += shell.host.drain_events()
    s, last = shell.mstate(), D(path[-1])
    b = pnl_breakdown(s, last)
    assert same_to_1e18(b.total_pnl, _venue_total(shell, last, D(1000)))
    assert b.trading_fee == -fees_of(events, "1")
    assert b.funding_fee == funding_of(events, "1")
    if s.status is not BotStatus.COMPLETED:
        d = detail(s, fmarket(last, len(path) * 1_000))
        assert_wire_sums(d["pnl_breakdown"], d["pnl"])  # type: ignore[arg-type]
