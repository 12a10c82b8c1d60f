"""The combo's PnL breakdown (issue 26): rebalance profit before fees + the legs' trend + fees +
funding + liquidation = total PnL, checked against the venue's wallet and positions."""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.bots.futures_combo.metrics import detail, pnl_breakdown

from ..pnlkit import assert_wire_sums, fees_of, funding_of, same_to_1e18
from ..test_bots_fgrid_kit import bot_account
from .kit import PRICES, CShell, fc


def _venue_total(shell: CShell, marks: dict[str, D]) -> D:
    account = bot_account("1")
    unrealised = D(0)
    for symbol, mark in marks.items():
        pos = shell.fx.position(account, symbol)
        unrealised += pos.size * (mark - pos.avg_entry)
    return shell.fx.wallet(account) + unrealised - D(10000)


def test_before_a_rebalance_everything_is_trend() -> None:
    """Vector B's allocation (0.05 BTC, 0.80 ETH, 4 SOL at 1x, 0.055 % taker); BTC +10 %, ETH -10 %."""
    shell = CShell.start()
    shell.create("1", fc())
    shell.price("BTCUSDT", "66000", 1_000)
    shell.price("ETHUSDT", "2700", 2_000)
    s = shell.state()
    marks = {"BTCUSDT": D(66000), "ETHUSDT": D(2700), "SOLUSDT": D(150)}
    b = pnl_breakdown(s, marks)
    assert (b.realised_profit, b.funding_fee, b.liquidation_loss) == (0, 0, 0)
    assert b.trend_pnl == D("0.05") * 6000 - D("0.80") * 300  # 60
    assert b.trading_fee == -(D("0.05") * 60000 + D("0.80") * 3000 + 4 * 150) * D("0.00055")  # -3.30
    assert b.total_pnl == D("56.7") == _venue_total(shell, marks)


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(PRICES)), st.integers(80, 120)), min_size=1, max_size=15))
def test_parts_sum_to_the_venue_total(moves: list[tuple[str, int]]) -> None:
    shell = CShell.start()
    shell.create("1", fc())
    events = list(shell.host.drain_events())
    marks = dict(PRICES)
    for i, (symbol, pct) in enumerate(moves, start=1):
        marks[symbol] = PRICES[symbol] * pct / 100
        shell.price(symbol, marks[symbol], i * 1_000)
        if i % 3 == 0:
            shell.host.apply_funding(symbol, D("0.0001"), i * 1_000 + 500)
        events += shell.host.drain_events()
    s = shell.state()
    b = pnl_breakdown(s, marks)
    assert same_to_1e18(b.total_pnl, _venue_total(shell, marks))
    assert b.trading_fee == -fees_of(events, "1")
    assert b.funding_fee == funding_of(events, "1")
    d = detail(s, shell.host.bot_market("1", len(moves) * 1_000))
    assert_wire_sums(d["pnl_breakdown"], d["total_pnl"])  # type: ignore[arg-type]
