"""Property tests of the futures grid over random configs, price paths and funding, on the real
simulated FuturesExchange:

* after every step the bot's books (wallet, signed position, average entry) equal its account and
  position on the venue, and the venue's invariants hold;
* while RUNNING the position is ``q·(#SELL cells − S0)`` and the venue's open orders are exactly the
  bot's resting cells, closes reduce-only;
* USDT is conserved over the whole life (create, run, close or liquidation, funds back to the user):
  user + bot + the venue's system accounts hold exactly what was credited, and what came back is
  the investment plus the bot's realised PnL; no account goes negative.
"""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from tests.unit.bots.test_bots_fgrid_kit import USER, FShell, bot_account
from tradingbot.bots.base import CloseCommand
from tradingbot.core.enums import BotStatus
from tradingbot.sim.futures import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
P0 = D(20000)

steps = st.one_of(
    st.tuples(st.just("price"), st.integers(-45, 60)),  # percent away from P0
    st.tuples(st.just("funding"), st.integers(-30, 30)),  # rate in 1e-4
)


def usdt(shell: FShell, *accounts: object) -> D:
    total = D(0)
    for a in accounts:
        bal = shell.fx.balances(a)  # type: ignore[arg-type]
        total += bal["USDT"].total if "USDT" in bal else D(0)
    return total


def check_step(shell: FShell) -> None:
    shell.assert_books_match("1")
    s = shell.state("1")
    if s.status is BotStatus.RUNNING:
        assert s.position == s.rule_position
        resting = sorted((c.side.value, c.price, s.q, c.reduce_only) for c in s.cells if c.is_open(10**15))
        assert shell.orders("1") == resting
    for account in (USER, bot_account("1")):
        assert usdt(shell, account) >= 0


@SETTINGS
@given(
    mode=st.sampled_from([1, 2, 3]),
    leverage=st.sampled_from(["1", "2", "5", "10", "25"]),
    investment=st.integers(300, 50_000),
    low=st.integers(60, 95),
    high=st.integers(105, 150),
    cells=st.integers(2, 12),
    path=st.lists(steps, min_size=1, max_size=14),
)
def test_a_futures_grid_life_conserves_usdt(
    mode: int,
    leverage: str,
    investment: int,
    low: int,
    high: int,
    cells: int,
    path: list[tuple[str, int]],
) -> None:
    shell = FShell.start(P0)
    raw = {
        "symbol": "BTCUSDT",
        "grid_mode": mode,
        "min_price": str(P0 * low / 100),
        "max_price": str(P0 * high / 100),
        "cell_number": cells,
        "leverage": leverage,
        "total_investment": str(investment),
    }
    shell.create("1", raw)
    check_step(shell)
    ts = 1_000
    for kind, value in path:
        ts += 60_000
        if kind == "price":
            shell.price(P0 * (100 + value) / 100, ts)
        else:
            shell.host.apply_funding("BTCUSDT", D(value) / 10_000, ts)
        check_step(shell)
    if shell.host.status("1") is not BotStatus.COMPLETED:
        if shell.host.status("1") is BotStatus.CANCELLING:
            shell.price(shell.fx.last_price("BTCUSDT") or P0, ts + 1)
        else:
            shell.host.command("1", CloseCommand(), ts + 1)
    s = shell.state("1")
    event(f"closed by {s.close_reason}")
    rejected = {str(e.data["reason"]) for e in shell.host.drain_events() if e.kind == "ORDER_REJECTED"}
    event(f"refusals: {sorted(rejected)}")
    event(f"pairs > 0: {s.arbitrage_num > 0}")
    assert s.status is BotStatus.COMPLETED and s.position == 0
    assert shell.fx.open_orders(bot_account("1")) == []
    realised = s.realised_pnl
    back = shell.release("1", ts + 2)
    assert back == D(investment) + realised
    system = usdt(shell, FUT_MARKET, FUT_FEES, FUNDING, INSURANCE)
    assert usdt(shell, USER) + usdt(shell, bot_account("1")) + system == shell.credited
    assert usdt(shell, bot_account("1")) == 0
    assert shell.fx.check_invariants() == []


@SETTINGS
@given(
    mode=st.sampled_from([1, 2, 3]),
    investment=st.integers(2_000, 60_000),
    cells=st.integers(3, 8),
    swings=st.lists(st.integers(-12, 12), min_size=1, max_size=16),
)
def test_position_rule_holds_through_shifts(
    mode: int, investment: int, cells: int, swings: list[int]
) -> None:
    """A narrow arithmetic grid with move-up/move-down room, walked by random percent steps."""
    shell = FShell.start(P0)
    raw = {
        "symbol": "BTCUSDT",
        "grid_mode": mode,
        "min_price": "19000",
        "max_price": "21000",
        "cell_number": cells,
        "leverage": "2",
        "total_investment": str(investment),
        "move_up_price": "26000",
        "move_down_price": "15000",
    }
    shell.create("1", raw)
    price, ts = P0, 1_000
    for pct in swings:
        ts += 60_000
        price = max(D(15500), min(D(25500), price * (100 + pct) / 100)).quantize(D("0.01"))
        shell.price(price, ts)
        check_step(shell)
    s = shell.state("1")
    event(f"shifted: {s.shift_count > 0}")
    rejected = [e.data["reason"] for e in shell.host.drain_events() if e.kind == "ORDER_REJECTED"]
    assert rejected == []  # the margin gate keeps every opening order within what the venue accepts
    if s.status is BotStatus.RUNNING:
        assert s.levels[0] >= D(15000) and s.levels[-1] <= D(26000)
        assert len(s.levels) == len(s.cells) + 1
