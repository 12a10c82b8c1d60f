"""The DCA's PnL breakdown (issue 26): cycle profit before fees + trend + fees = total PnL, exactly.

The stop-loss case is the one issue 26 reports: cycle 0 takes profit (+3.18), cycle 1 is stopped
at a loss; the bot's total is -2.74, and before the fix ``cum_profit`` still showed +3.18 because
the stopped cycle was never counted.
"""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.bots.dca.metrics import detail, pnl_breakdown
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.sim.accounts import AccountRef

from ..pnlkit import assert_wire_sums, fees_of
from .kit import BTC, SAFETY, WEEK_S, X4, Shell, recurring

STOP_CASE = dict(SAFETY, tp_pct="0.0318", sl_pct="0.0465", max_safety_orders=1)
"""Capital 150 (base 100 + one safety order 50 at -3 %), TP 3.18 %, SL 4.65 % below the base price."""


def _stop_case() -> Shell:
    shell = Shell.start("100", X4, D("0.001"))
    shell.create("1", STOP_CASE)
    shell.host.on_price("XUSDT", "104", 1)  # cycle 0's TP at 103.3867 fills; cycle 1 buys at 104
    shell.host.on_price("XUSDT", "100.88", 2)  # its safety order fills
    shell.host.on_price("XUSDT", "99.16", 3)  # below the SL 104·(1 − 0.0465) = 99.164: sold at 99.16
    return shell


def test_stop_loss_cycle_counts_in_cum_profit() -> None:
    shell = _stop_case()
    s = shell.state("1")
    assert (s.status, s.close_reason, s.cycles_completed) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS, 1)
    cycle0 = D("0.999") * D("103.3867") - D("0.10328331") - 100
    assert cycle0.quantize(D("0.01")) == D("3.18")  # what cum_profit showed before the fix
    cost1 = D(104) * D("0.98192326") + D("100.88") * D("0.50614601")
    cycle1 = D("1.4865812") * D("99.16") - D("0.14740939") - cost1
    assert s.cum_profit == cycle0 + cycle1
    d = detail(s, D("99.16"))
    assert d["cum_profit"] == d["total_pnl"] == "-2.7380161368"  # everything was sold: profit is the total
    assert D(str(d["total_pnl"])).quantize(D("0.01")) == D("-2.74")


def test_stop_loss_breakdown_exact() -> None:
    shell = _stop_case()
    s = shell.state("1")
    fees = (
        D("0.001") * 100 + D("0.10328331") + D("0.00098192") * 104 + D("0.00050615") * D("100.88")
        + D("0.14740939")
    )  # fmt: skip
    assert fees == fees_of(shell.host.drain_events(), "1", "X")
    b = pnl_breakdown(s, D("99.16"))
    assert (b.realised_profit, b.trading_fee, b.trend_pnl) == (s.cum_profit + fees, -fees, D(0))
    assert b.total_pnl == s.quote - 150
    d = detail(s, D("99.16"))
    assert d["pnl_breakdown"] == {
        "realised_profit": "-2.2341433448",
        "trend_pnl": "0",
        "trading_fee": "-0.503872792",
        "funding_fee": "0",
        "liquidation_loss": "0",
        "total_pnl": "-2.7380161368",
    }
    assert_wire_sums(d["pnl_breakdown"], d["total_pnl"])  # type: ignore[arg-type]


def test_open_cycle_is_trend() -> None:
    """While a cycle runs its position's gain is trend; only the closed cycle 0 is realised."""
    shell = Shell.start("100", X4, D("0.001"))
    shell.create("1", STOP_CASE)
    shell.host.on_price("XUSDT", "104", 1)
    s = shell.state("1")
    b = pnl_breakdown(s, D("104"))
    cycle0_fees = D("0.001") * 100 + D("0.10328331")
    assert b.realised_profit == D("3.18002999") + cycle0_fees
    base1 = D("0.98192326") - D("0.00098192")
    assert b.trend_pnl == base1 * 104 - D(104) * D("0.98192326") + D("0.00098192") * 104  # 0 at the buy price
    assert b.total_pnl == s.quote + s.base * 104 - 150


def test_recurring_has_no_cycles_all_trend() -> None:
    shell = Shell.start("30000", BTC, D("0.001"))
    shell.create("1", recurring(WEEK_S, "1000", "USDT", BTC="100"))
    s = shell.state("1")
    b = pnl_breakdown(s, D("33000"))
    fee = fees_of(shell.host.drain_events(), "1", "BTC")
    assert (b.realised_profit, b.trading_fee) == (D(0), -fee)
    assert b.total_pnl == s.quote + s.base * 33000 - s.config.investment


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=8000, max_value=13000), min_size=1, max_size=25))
def test_parts_sum_to_the_exchange_total(path: list[int]) -> None:
    """On any price path the parts sum to the total the exchange's balances give, the fees are the
    fills' fees, and the wire parts sum exactly to the detail's total."""
    shell = Shell.start("100", X4, D("0.001"))
    shell.create("1", dict(SAFETY, sl_pct="0.15"))
    events = list(shell.host.drain_events())
    last = D(100)
    for ts, cents in enumerate(path, start=1):
        last = D(cents) / 100
        shell.host.on_price("XUSDT", last, ts)
        events += shell.host.drain_events()
    s = shell.state("1")
    bal = shell.sim.balances(AccountRef.bot("1"))
    quote = bal["USDT"].total if "USDT" in bal else D(0)
    base = bal["X"].total if "X" in bal else D(0)
    b = pnl_breakdown(s, last)
    assert b.total_pnl == quote + base * last - s.config.investment
    assert b.trading_fee == -fees_of(events, "1", "X")
    if s.status is BotStatus.COMPLETED and base < X4.lot_size:
        assert b.realised_profit + b.trading_fee == s.cum_profit  # every cycle closed: all realised
    d = detail(s, last)
    assert_wire_sums(d["pnl_breakdown"], d["total_pnl"])  # type: ignore[arg-type]


def test_take_profit_then_quote_settlement_counts_the_dust_sale() -> None:
    """Auto-cycle off: the TP ends cycle 0 and the bot; the settlement sells the dust the TP left
    (its lot), and that sale counts in the cycle too, so cum_profit is the whole total."""
    shell = Shell.start("100", X4, D("0.001"))
    shell.create("1", dict(SAFETY, auto_cycle="DISABLE", settle_mode="DCA_QUOTE_MODE"))
    shell.host.on_price("XUSDT", "97", 1)  # safety order 1
    shell.host.on_price("XUSDT", "106", 2)  # the TP fills; TAKE_PROFIT; the rest is sold
    s = shell.state("1")
    assert (s.status, s.close_reason, s.cycles_completed) == (BotStatus.COMPLETED, CloseReason.TAKE_PROFIT, 1)
    assert s.base < X4.lot_size
    assert s.cum_profit == s.quote - s.config.investment
    b = pnl_breakdown(s, D(106))
    assert b.trend_pnl == s.base * 106  # only what is below one lot is left
    assert b.trading_fee == -fees_of(shell.host.drain_events(), "1", "X")
