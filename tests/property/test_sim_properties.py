"""Property tests of the simulated exchange over random credits, transfers, orders, cancels and prices.

After every step: (a) double entry: every asset sums to zero over all accounts, and user/bot
accounts + sys:fees + sys:market hold exactly what the faucet credited; (b) no user or bot bucket
is negative; (c) locked funds equal the open orders' remaining commitments; (d) recompute()
equals the running balances. A restored exchange then behaves exactly like the original.
"""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal as D

from hypothesis import given
from hypothesis import strategies as st

from tests.property.exchange_ops import Op, apply_move, candle_move, multiples, price_move, run_checked, runs
from tradingbot.core.enums import BotAccountType, OrderSide, OrderType
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import FAUCET, FEES, MARKET, AccountRef
from tradingbot.sim.errors import OrderRejected
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule

SYMBOLS = {k: DEFAULT_SPOT_SYMBOLS[k] for k in ("BTCUSDT", "ETHUSDT")}
SCHEDULE = FeeSchedule(maker=D("0.001"), taker=D("0.00075"))
ACCOUNTS = [
    AccountRef.user(1),
    AccountRef.user(1, BotAccountType.SPOT),
    AccountRef.bot(1),
    AccountRef.bot(2),
]
ASSETS = ["USDT", "BTC", "ETH"]
# price grids around the start prices, on tick
PRICE = {"BTCUSDT": multiples(180, 220, 500), "ETHUSDT": multiples(300, 400, 10)}
QTY = {"BTCUSDT": multiples(1, 200, "0.001"), "ETHUSDT": multiples(1, 200, "0.01")}

account = st.sampled_from(ACCOUNTS)
symbol = st.sampled_from(list(SYMBOLS))
side = st.sampled_from(list(OrderSide))
amount = st.integers(1, 2_000_000).map(lambda i: D(i) / 100)


limit_op = symbol.flatmap(lambda s: st.tuples(st.just("limit"), account, st.just(s), side, QTY[s], PRICE[s]))
market_op = symbol.flatmap(lambda s: st.tuples(st.just("market"), account, st.just(s), side, QTY[s]))
price_op = price_move(symbol, PRICE)
OPS = st.one_of(
    st.tuples(st.just("credit"), account, st.sampled_from(ASSETS), amount),
    st.tuples(st.just("transfer"), account, account, st.sampled_from(ASSETS), amount),
    limit_op,
    limit_op,
    market_op,
    st.tuples(st.just("cancel"), st.integers(0, 1000)),
    price_op,
    price_op,
    candle_move(symbol, PRICE),
    candle_move(symbol, PRICE),
)


class Driver:
    """Applies operations, remembering client ids and credited totals."""

    def __init__(self, ex: SimExchange) -> None:
        self.ex = ex
        self.ts = 0
        self.n = 0
        self.credited: dict[str, D] = defaultdict(D)
        self.placed: list[tuple[AccountRef, str]] = []

    def apply(self, op: Op) -> None:
        self.ts += 1000
        ex, kind = self.ex, op[0]
        try:
            if kind == "credit":
                _, acct, asset, amt = op
                ex.credit(self.ts, acct, asset, amt)
                self.credited[asset] += amt
            elif kind == "transfer":
                _, src, dst, asset, amt = op
                ex.transfer(self.ts, src, dst, asset, amt)
            elif kind == "limit":
                _, acct, sym, sd, qty, price = op
                self.n += 1
                res = ex.place_order(
                    self.ts, acct, sym, sd, OrderType.LIMIT, qty, price, client_order_id=f"c{self.n}"
                )
                if res.order.is_open:
                    self.placed.append((res.order.account, res.order.client_order_id))
            elif kind == "market":
                _, acct, sym, sd, qty = op
                self.n += 1
                ex.place_order(self.ts, acct, sym, sd, OrderType.MARKET, qty, client_order_id=f"c{self.n}")
            elif kind == "cancel":
                _, k = op
                if self.placed:
                    acct, cid = self.placed[k % len(self.placed)]
                    ex.cancel_order(self.ts, acct, cid)
            else:
                apply_move(ex, op, self.ts)
        except OrderRejected:
            pass


def check(driver: Driver) -> None:
    ex = driver.ex
    snap = ex.ledger.snapshot()
    # (d) derived balances equal the running cache
    assert ex.ledger.recompute() == snap
    totals: dict[str, D] = defaultdict(D)
    held: dict[str, D] = defaultdict(D)
    locked: dict[tuple[AccountRef, str], D] = defaultdict(D)
    for acct, assets in snap.items():
        for asset, bal in assets.items():
            totals[asset] += bal.total
            if acct != FAUCET:
                held[asset] += bal.total
            if not acct.is_system:
                # (b) no negative user/bot bucket
                assert bal.free >= 0 and bal.locked >= 0
                locked[(acct, asset)] = bal.locked
            else:
                assert acct in (FAUCET, MARKET, FEES) and bal.locked == 0
    # (a) double entry and conservation of what the faucet issued
    assert all(v == 0 for v in totals.values())
    for asset in set(held) | set(driver.credited):
        assert held[asset] == driver.credited[asset]
        assert ex.balance(FAUCET, asset).total == -driver.credited[asset]
    # (c) locked funds are exactly the open orders' commitments
    expected: dict[tuple[AccountRef, str], D] = defaultdict(D)
    for o in ex.open_orders():
        assert o.price is not None
        commitment = o.remaining * o.price if o.side is OrderSide.BUY else o.remaining
        assert o.locked == commitment
        expected[(o.account, o.lock_asset)] += commitment
    assert {k: v for k, v in locked.items() if v} == {k: v for k, v in expected.items() if v}
    assert ex.check_invariants() == []


START_FUNDS = {"USDT": D("50000"), "BTC": D("1"), "ETH": D("10")}


def fresh() -> Driver:
    """Every account starts with some funds, so that orders are often accepted (and sometimes not)."""
    driver = Driver(SimExchange(SYMBOLS, SCHEDULE))
    for acct in ACCOUNTS:
        for asset, amt in START_FUNDS.items():
            driver.apply(("credit", acct, asset, amt))
    driver.apply(("price", "BTCUSDT", D("100000")))
    driver.apply(("price", "ETHUSDT", D("3500")))
    return driver


@runs(150)
@given(st.lists(OPS, max_size=40))
def test_ledger_invariants_hold_after_every_step(ops: list[Op]) -> None:
    driver = fresh()
    run_checked(driver, ops, check)


@runs(60)
@given(st.lists(OPS, max_size=25), st.lists(OPS, max_size=25))
def test_restore_then_continue_matches_original(before: list[Op], after: list[Op]) -> None:
    a = fresh()
    for op in before:
        a.apply(op)
    state = a.ex.state()
    b = Driver(SimExchange.from_state(SYMBOLS, SCHEDULE, state))
    b.ts, b.n, b.credited, b.placed = a.ts, a.n, defaultdict(D, a.credited), list(a.placed)
    a.ex.drain_effects()
    for op in after:
        a.apply(op)
        b.apply(op)
    assert b.ex.drain_effects() == a.ex.drain_effects()
    assert b.ex.state() == a.ex.state()
    check(b)
