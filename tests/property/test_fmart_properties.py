"""Property tests of the futures martingale over random configs, price paths, funding and commands,
on the real simulated FuturesExchange:

* after every step the bot's books (wallet, signed position, average entry) equal its account and
  position on the venue, and the venue's invariants hold; no account goes negative;
* while RUNNING the venue's open orders are exactly the bot's: at most one opening add and one
  reduce-only TP for the whole position; no client order id is ever sent twice (nothing executes
  twice);
* USDT is conserved over the whole life (create, rounds, add margin, close / SL / liquidation,
  funds back): user + bot + the venue's system accounts hold exactly what was credited, and what
  came back is the margin put in plus the bot's realised PnL; round profits add up.
"""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.property.test_bots_fgrid_life import usdt
from tests.unit.bots.fmart.kit import MShell, fm
from tests.unit.bots.test_bots_fgrid_kit import USER, bot_account
from tradingbot.bots.base import CloseCommand
from tradingbot.core.enums import BotStatus
from tradingbot.sim.futures import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
P0 = D(20000)

steps = st.one_of(
    st.tuples(st.just("price"), st.integers(-80, 80)),  # tenths of a percent from the last price
    st.tuples(st.just("funding"), st.integers(-30, 30)),  # rate in 1e-4
    st.tuples(st.just("margin"), st.integers(1, 500)),
)


def check_step(shell: MShell, ts: int) -> None:
    """Books equal the venue; while RUNNING the venue rests exactly the orders the state wants at
    ``ts`` (an order refused for balance waits for its retry time off the venue)."""
    shell.assert_books_match("1")
    s = shell.mstate()
    if s.status is BotStatus.RUNNING and s.entry_order is None:
        opening = "BUY" if s.config.is_long else "SELL"
        closing = "SELL" if s.config.is_long else "BUY"
        want = []
        if s.add is not None and s.add.is_open(ts):
            want.append((opening, s.add.price, s.add.qty, False))
        if s.tp is not None and s.tp.is_open(ts):
            assert s.tp.qty - s.tp.filled == abs(s.position)  # the TP closes the whole position
            want.append((closing, s.tp.price, s.tp.qty, True))
        assert shell.orders("1") == sorted(want)
    for account in (USER, bot_account("1")):
        assert usdt(shell, account) >= 0


@SETTINGS
@given(
    mode=st.sampled_from([1, 2]),
    leverage=st.sampled_from(["1", "3", "5", "10", "20"]),
    margin=st.integers(300, 20_000),
    pf=st.sampled_from(["0.002", "0.005", "0.01", "0.03"]),
    mult=st.sampled_from(["1", "1.3", "2"]),
    adds=st.integers(1, 6),
    tp=st.sampled_from(["0.01", "0.03", "0.1"]),
    sl=st.sampled_from(["", "0.05", "0.3"]),
    auto=st.sampled_from([1, 2]),
    path=st.lists(steps, min_size=1, max_size=20),
)
def test_a_martingale_life_conserves_usdt(
    mode: int, leverage: str, margin: int, pf: str, mult: str, adds: int, tp: str, sl: str, auto: int,
    path: list[tuple[str, int]],
) -> None:  # fmt: skip
    shell = MShell.start(P0)
    raw = fm(
        martingale_mode=mode, leverage=leverage, init_margin=str(margin), price_float_percent=pf,
        add_position_percent=mult, add_position_num=adds, round_tp_percent=tp, sl_percent=sl,
        auto_cycle_toggle=auto,
    )  # fmt: skip
    shell.create("1", raw)
    put_in = D(margin)
    check_step(shell, 0)
    ts, price = 1_000, P0
    for kind, value in path:
        ts += 60_000
        if kind == "price":
            price = (price * (1000 + value) / 1000).quantize(D("0.01"))
            shell.price(price, ts)
        elif kind == "funding":
            shell.host.apply_funding("BTCUSDT", D(value) / 10_000, ts)
        elif shell.host.status("1") in (BotStatus.RUNNING, BotStatus.INITIALIZING):
            shell.add_margin("1", D(value), ts)
            put_in += value
        check_step(shell, ts)
    if shell.host.status("1") is not BotStatus.COMPLETED:
        if shell.host.status("1") is BotStatus.CANCELLING:
            shell.price(shell.fx.last_price("BTCUSDT") or P0, ts + 1)
        else:
            shell.host.command("1", CloseCommand(), ts + 1)
    s = shell.mstate()
    event(f"closed by {s.close_reason}")
    event(f"rounds completed > 0: {s.completed_rounds > 0}")
    assert s.status is BotStatus.COMPLETED and s.position == 0
    assert shell.fx.open_orders(bot_account("1")) == []
    kept = [r for r in s.rounds if r.status == "COMPLETED"]
    assert s.round_profit == sum((r.profit for r in kept), D(0)) and len(kept) == s.completed_rounds
    events = shell.host.drain_events()
    refusals = [str(e.data["reason"]) for e in events if e.kind == "ORDER_REJECTED"]
    event(f"refusals: {sorted(set(refusals))}")
    assert not any("DUPLICATE" in r for r in refusals)  # no client order id was ever sent twice
    fills = [e.data["fill_id"] for e in events if e.kind == "FILL"]
    assert len(fills) == len(set(fills))  # nothing was booked twice
    back = shell.release("1", ts + 2)
    assert back == put_in + s.realised_pnl
    system = usdt(shell, FUT_MARKET, FUT_FEES, FUNDING, INSURANCE)
    assert usdt(shell, USER) + usdt(shell, bot_account("1")) + system == shell.credited
    assert shell.fx.check_invariants() == []
