"""Property tests of the futures combo over random baskets, price paths of every leg, funding,
transfers and commands, on the real simulated FuturesExchange:

* after every step the bot's books (wallet and each leg's position and average entry) equal its
  account on the venue, the venue's invariants hold and no account goes negative;
* while RUNNING with nothing in flight the venue holds no resting order of the bot (a combo only
  sends market orders), and every rebalance's legs are either traded or skipped with a reason;
* no fill is booked twice and no client order id is refused as a duplicate;
* USDT is conserved over the whole life (create, rebalances, transfers in and out, funding, close
  or liquidation, funds back): user + bot + the venue's system accounts hold exactly what was
  credited, and what came back is the margin put in (net of transfers) plus the realised PnL.
"""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.property.test_bots_fgrid_life import usdt
from tests.unit.bots.fcombo.kit import PRICES, CShell
from tests.unit.bots.test_bots_fgrid_kit import USER, bot_account
from tradingbot.bots.base import AddInvestmentCommand, CloseCommand, UpdateCommand, WithdrawCommand
from tradingbot.core.enums import BotStatus
from tradingbot.core.errors import BusinessError
from tradingbot.sim.futures import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE

SETTINGS = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SYMBOLS = ("BTCUSDT", "ETHUSDT", "SOLUSDT")

steps = st.one_of(
    st.tuples(st.just("price"), st.sampled_from(SYMBOLS), st.integers(-80, 80)),  # tenths of a percent
    st.tuples(st.just("funding"), st.sampled_from(SYMBOLS), st.integers(-30, 30)),
    st.tuples(st.just("in"), st.just(""), st.integers(1, 2000)),
    st.tuples(st.just("out"), st.just(""), st.integers(1, 2000)),
    st.tuples(st.just("rebalance"), st.just(""), st.just(0)),
)


def check_step(shell: CShell) -> None:
    shell.assert_books_match()
    s = shell.state()
    if s.status is BotStatus.RUNNING and not s.orders:
        assert shell.fx.open_orders(bot_account("1")) == []
    for r in s.rebalances:
        assert all((q > 0) != bool(why) for _, _, q, why in r.trades)
    for account in (USER, bot_account("1")):
        assert usdt(shell, account) >= 0


@SETTINGS
@given(
    sides=st.tuples(st.sampled_from([1, 2]), st.sampled_from([1, 2]), st.sampled_from([1, 2])),
    split=st.sampled_from([("50", "30", "20"), ("34", "33", "33"), ("80", "10", "10")]),
    leverage=st.sampled_from(["1", "2", "5", "10"]),
    margin=st.integers(500, 20_000),
    mode=st.sampled_from([2, 4, 6]),
    tp=st.sampled_from(["", "0.05"]),
    sl=st.sampled_from(["", "0.05", "0.3"]),
    path=st.lists(steps, min_size=1, max_size=18),
)
def test_a_combo_life_conserves_usdt(
    sides: tuple[int, int, int], split: tuple[str, str, str], leverage: str, margin: int, mode: int,
    tp: str, sl: str, path: list[tuple[str, str, int]],
) -> None:  # fmt: skip
    shell = CShell.start()
    legs = [
        {"symbol": sym, "side": side, "target_position_percent": str(D(w) / 100)}
        for sym, side, w in zip(SYMBOLS, sides, split, strict=True)
    ]
    raw = {
        "symbol_settings": legs, "leverage": leverage, "init_margin": str(margin),
        "adjust_position_mode": mode, "adjust_position_percent": "0.02" if mode == 2 else "",
        "tp_percent": tp, "sl_percent": sl,
    }  # fmt: skip
    shell.create("1", raw)
    put_in = D(margin)
    check_step(shell)
    ts, prices = 1_000, dict(PRICES)
    for kind, symbol, value in path:
        ts += 60_000
        running = shell.host.status("1") is BotStatus.RUNNING
        try:
            if kind == "price":
                prices[symbol] = (prices[symbol] * (1000 + value) / 1000).quantize(D("0.01"))
                shell.price(symbol, prices[symbol], ts)
            elif kind == "funding":
                shell.host.apply_funding(symbol, D(value) / 10_000, ts)
            elif kind == "in" and running:
                shell.fx.credit(ts, USER, "USDT", D(value))
                shell.credited += value
                shell.fx.transfer(ts, USER, bot_account("1"), "USDT", D(value))
                shell.host.command("1", AddInvestmentCommand(D(value)), ts)
                put_in += value
            elif kind == "out" and running:
                shell.host.command("1", WithdrawCommand(D(value)), ts)
                shell.fx.transfer(ts, bot_account("1"), USER, "USDT", D(value))
                put_in -= value
            elif kind == "rebalance" and running:
                shell.host.command("1", UpdateCommand({"adjust_position": True}), ts)
        except BusinessError as exc:  # a refused command changes nothing
            event(f"refused: {exc.field}")
        check_step(shell)
    if shell.host.status("1") is not BotStatus.COMPLETED:
        if shell.host.status("1") is BotStatus.CANCELLING:
            shell.price("BTCUSDT", prices["BTCUSDT"], ts + 1)
        else:
            shell.host.command("1", CloseCommand(), ts + 1)
    s = shell.state()
    event(f"closed by {s.close_reason}")
    event(f"rebalances > 1: {s.adjusted_position_num > 1}")
    assert s.status is BotStatus.COMPLETED and all(b.position == 0 for b in s.books)
    assert shell.fx.open_orders(bot_account("1")) == []
    events = shell.host.drain_events()
    refusals = [str(e.data["reason"]) for e in events if e.kind == "ORDER_REJECTED"]
    assert not any("DUPLICATE" in r for r in refusals)
    fills = [e.data["fill_id"] for e in events if e.kind in ("FILL", "LIQUIDATION")]
    assert len(fills) == len(set(fills))
    back = shell.release("1", ts + 2)
    assert back == put_in + s.closed_pnl - s.fees + s.funding + s.insurance
    system = usdt(shell, FUT_MARKET, FUT_FEES, FUNDING, INSURANCE)
    assert usdt(shell, USER) + system == shell.credited
    assert shell.fx.check_invariants() == []
