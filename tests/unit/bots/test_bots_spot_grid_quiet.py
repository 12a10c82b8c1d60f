"""The spot grid's quiet band: every price inside it leaves a running grid exactly as it is, and
the equity edges are rounded towards the inside (checked in exact fractions)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tradingbot.bots.base import PriceEvent
from tradingbot.bots.spot_grid.family import FAMILY
from tradingbot.bots.spot_grid.quiet import quiet_band
from tradingbot.bots.spot_grid.state import SpotGridState
from tradingbot.bots.step import step
from tradingbot.core.enums import BotStatus

from .botkit import EXAMPLE, Shell, market


def running() -> SpotGridState:
    shell = Shell.start()
    return shell.create("g", dict(EXAMPLE, take_profit_price="70000", stop_loss_price="40000"))


@settings(max_examples=300, deadline=None)
@given(
    base=st.integers(10**5, 10**9).map(lambda i: D(i) / 10**8),
    quote=st.integers(0, 10**9).map(lambda i: D(i) / 10**4),
    u=st.integers(45_000 * 10**7, 65_000 * 10**7).map(lambda i: D(i) / 10**7),
    ts=st.integers(1, 20).map(lambda i: D(i) / 100),
    extra=st.integers(1, 10**6).map(lambda i: D(i) / 10**9),
)
def test_equity_edges_are_inside_the_exact_ones(base: D, quote: D, u: D, ts: D, extra: D) -> None:
    """Peaks whose edge price falls inside TP/SL, with quotients that do not terminate."""
    s = running()
    peak = quote + base * u + extra
    s = replace(s, quote=quote, base=base, peak_equity=peak, config=replace(s.config, ts_percent=ts))
    band = quiet_band(s, market("54000"))
    assert band is not None
    lo, hi = band
    exact = Fraction(quote), Fraction(base)
    # below hi equity stays at or under the peak; above lo it stays over the trailing stop's exit
    assert exact[0] + exact[1] * Fraction(hi) <= Fraction(peak)
    assert lo == 40000 or exact[0] + exact[1] * Fraction(lo) >= Fraction(peak) * (1 - Fraction(ts))


@settings(max_examples=60, deadline=None)
@given(fraction=st.integers(1, 999), ts=st.sampled_from(["0", "0.02", "0.2"]))
def test_a_price_inside_the_band_changes_nothing(fraction: int, ts: str) -> None:
    shell = Shell.start()
    shell.create("g", dict(EXAMPLE, take_profit_price="70000", stop_loss_price="40000", ts_percent=ts))
    shell.host.on_price("BTCUSDT", D("54000.01"), 1)  # a step with no command: the band is known
    s = shell.state("g")
    assert s.status is BotStatus.RUNNING
    band = quiet_band(s, market("54000.01"))
    assert band is not None
    lo, hi = max(band[0], D(30000)), min(band[1], D(90000))
    price = (lo + (hi - lo) * fraction / 1000).quantize(D("0.01"))
    if not band[0] < price < band[1]:
        return
    result = step(
        FAMILY, s, PriceEvent(2, price), market(price, 2), shell.sim.open_orders(shell.host.account("g"))
    )
    assert result.state is s and result.commands == [] and result.closing is None


def test_no_band_outside_running_or_when_equity_is_flat_above_the_peak() -> None:
    s = running()
    assert quiet_band(replace(s, status=BotStatus.CANCELLING), market("54000")) is None
    flat = replace(s, base=D(0), quote=D(1000), peak_equity=D(900))
    assert quiet_band(flat, market("54000")) is None  # every price would raise the peak
    assert quiet_band(replace(flat, peak_equity=D(1000)), market("54000")) == (D(40000), D(70000))
