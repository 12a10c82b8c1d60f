"""The futures grid's PnL breakdown (issue 26): grid profit before fees + trend + fees + funding +
liquidation = total PnL, checked against the venue's wallet and position, not the bot's books."""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.bots.futures_grid.metrics import detail, pnl_breakdown
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.sim.fees import FeeSchedule

from .pnlkit import assert_wire_sums, fees_of, funding_of, same_to_1e18
from .test_bots_fgrid_kit import FShell, bot_account, fg, fmarket

NARROW = {"min_price": "19000", "max_price": "21000", "cell_number": 4, "total_investment": "1000"}


def _venue_total(shell: FShell, mark: D, investment: D) -> D:
    """The venue's view: its wallet plus the position's unrealised PnL at ``mark``, less the investment."""
    pos = shell.fx.position(bot_account("1"), "BTCUSDT")
    return shell.fx.wallet(bot_account("1")) + pos.size * (mark - pos.avg_entry) - investment


def test_f3_pair_is_608_before_fees() -> None:
    """Bybit's pair 0.152 BTC 18 000 -> 22 000: 608 before the 3.344 of fees (604.656 net)."""
    fees = FeeSchedule(maker=D("0.00055"), taker=D("0.00055"))
    shell = FShell.start(fees=fees)
    shell.create("1", fg(total_investment="7840"))
    shell.host.drain_events()
    for ts, p in ((2_000, 18000), (3_000, 22000)):
        shell.price(D(p), ts)
    s = shell.state("1")
    b = pnl_breakdown(s, D(22000))
    assert (b.realised_profit, s.grid_profit) == (D("608.000"), D("604.656"))
    assert b.total_pnl == _venue_total(shell, D(22000), D(7840))
    d = detail(s, fmarket(22000, 3_000, fees=fees))
    assert_wire_sums(d["pnl_breakdown"], d["pnl"])  # type: ignore[arg-type]


def test_liquidation_and_funding_parts() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=3, leverage="50", **NARROW))
    events = list(shell.host.drain_events())
    shell.host.apply_funding("BTCUSDT", D("0.0001"), 1_500)
    short = shell.fx.position(bot_account("1"), "BTCUSDT")  # what the rally liquidates
    shell.price(D(21000), 2_000)
    events += shell.host.drain_events()
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.LIQUIDATION)
    b = pnl_breakdown(s, D(21000))
    (liq,) = [e.data for e in events if e.kind == "LIQUIDATION"]
    closed = D(str(liq["qty"])) * (short.avg_entry - D(str(liq["price"])))
    assert D(str(liq["qty"])) == -short.size
    assert b.liquidation_loss == closed.quantize(D("0.00000001")) + D(str(liq["insurance"]))
    assert b.liquidation_loss < 0 and b.funding_fee == funding_of(events, "1") > 0
    assert b.trading_fee == -fees_of(events, "1")
    assert b.total_pnl == _venue_total(shell, D(21000), D(1000))


@settings(max_examples=30, deadline=None)
@given(
    st.sampled_from([1, 2, 3]),
    st.sampled_from(["2", "20"]),
    st.lists(st.integers(min_value=170, max_value=230), min_size=1, max_size=20),
)
def test_parts_sum_to_the_venue_total(mode: int, leverage: str, path: list[int]) -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=mode, leverage=leverage, **NARROW))
    events = list(shell.host.drain_events())
    for ts, hundreds in enumerate(path, start=2):
        shell.price(D(hundreds * 100), ts * 1_000)
        if ts % 4 == 0:
            shell.host.apply_funding("BTCUSDT", D("0.0001"), ts * 1_000 + 500)
        events += shell.host.drain_events()
    s, last = shell.state("1"), D(path[-1] * 100)
    b = pnl_breakdown(s, last)
    assert same_to_1e18(b.total_pnl, _venue_total(shell, last, D(1000)))  # path [191]: 25th digit
    assert b.trading_fee == -fees_of(events, "1")
    assert b.funding_fee == funding_of(events, "1")
    if s.status is not BotStatus.COMPLETED:
        d = detail(s, fmarket(last, len(path) * 1_000))
        assert_wire_sums(d["pnl_breakdown"], d["pnl"])  # type: ignore[arg-type]


def test_added_margin_and_withdrawal_are_no_pnl() -> None:
    """Margin added and profit withdrawn move the wallet, not the PnL: the parts still sum to the total."""
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2, **NARROW))
    for ts, p in ((2_000, 19400), (3_000, 20600)):
        shell.price(D(p), ts)
    shell.add_margin("1", D(300), 4_000)
    s = shell.state("1")
    assert s.grid_profit > 0
    shell.withdraw("1", s.grid_profit / 2, 5_000)
    s = shell.state("1")
    b = pnl_breakdown(s, D(20600))
    venue = _venue_total(shell, D(20600), D(1300)) + s.cum_withdrawn
    assert (s.added_margin, s.cum_withdrawn > 0) == (D(300), True)
    assert same_to_1e18(b.total_pnl, venue)
    d = detail(s, fmarket(20600, 5_000))
    assert_wire_sums(d["pnl_breakdown"], d["pnl"])  # type: ignore[arg-type]
