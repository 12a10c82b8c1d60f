"""The spot grid's PnL breakdown (issue 26): grid profit before fees + trend + fees = total PnL.

Grid profit before fees is each completed cycle's interval times the grid quantity (MECHANICS
§3.5's profit with the fee rate 0); the fees are the fills' fees in quote; the trend is the rest.
"""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.bots.spot_grid.metrics import detail, pnl_breakdown
from tradingbot.sim.accounts import AccountRef

from .botkit import EXAMPLE, Shell, market
from .pnlkit import assert_wire_sums, fees_of


def _exchange_total(shell: Shell, last: D) -> D:
    bal = shell.sim.balances(AccountRef.bot("1"))
    quote = bal["USDT"].total if "USDT" in bal else D(0)
    base = bal["BTC"].total if "BTC" in bal else D(0)
    return quote + base * last - D(EXAMPLE["quote_investment"])


def test_t4_cycle_breakdown_exact() -> None:
    """MECHANICS T4: the cycle 53 000 -> 57 000 nets 341.81292098; before fees it is q·4 000."""
    shell = Shell.start()
    shell.create("1", EXAMPLE)
    shell.host.on_price("BTCUSDT", "53000", 1)
    shell.host.on_price("BTCUSDT", "57000", 2)
    s = shell.state("1")
    assert (s.arbitrage_num, s.grid_profit) == (1, D("341.81292098"))
    b = pnl_breakdown(s, D(57000))
    assert b.realised_profit == s.q * 4000
    assert b.trading_fee == -fees_of(shell.host.drain_events(), "1", "BTC")
    assert b.total_pnl == _exchange_total(shell, D(57000))
    d = detail(s, market(D(57000), 2))
    assert_wire_sums(d["pnl_breakdown"], d["total_profit"])  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=40000, max_value=70000), min_size=1, max_size=25))
def test_parts_sum_to_the_exchange_total(path: list[int]) -> None:
    shell = Shell.start()
    shell.create("1", EXAMPLE)
    for ts, price in enumerate(path, start=1):
        shell.host.on_price("BTCUSDT", D(price), ts)
    s, last = shell.state("1"), D(path[-1])
    b = pnl_breakdown(s, last)
    assert b.total_pnl == _exchange_total(shell, last)
    assert b.trading_fee == -fees_of(shell.host.drain_events(), "1", "BTC")
    levels = s.levels
    assert b.realised_profit == s.arbitrage_num * s.q * (levels[1] - levels[0])  # arithmetic: equal cells
    d = detail(s, market(last, len(path)))
    assert_wire_sums(d["pnl_breakdown"], d["total_profit"])  # type: ignore[arg-type]
