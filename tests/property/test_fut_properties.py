"""Property tests of the futures exchange over random credits, transfers, leverage changes, orders,
cancels, prices, candles and funding.

After every step: (a) USDT sums to zero over all accounts, system ones included; (b) each wallet
equals credits ± transfers + Σ fills (realized − fee + insurance) + Σ funding (amount + insurance);
(c) the system accounts hold the other side: sys:market −Σ realized, sys:fees Σ fees, sys:funding
−Σ funding, sys:insurance −Σ covers; (d) no user/bot bucket is negative and the exchange invariants
hold (locked = open order margins, liquidation index = recomputed prices); (e) every liquidation
leaves its wallet >= 0 with the loss beyond it recorded as insurance. A restored exchange then
behaves exactly like the original.
"""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal as D

from hypothesis import given
from hypothesis import strategies as st

from tests.property.exchange_ops import Op, apply_move, candle_move, multiples, price_move, run_checked, runs
from tradingbot.core.enums import BotAccountType, OrderSide, OrderType
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected
from tradingbot.sim.futures import (
    FUNDING,
    FUT_FEES,
    FUT_MARKET,
    INSURANCE,
    FundingPayment,
    FuturesExchange,
    FuturesFill,
    Liquidation,
)

SYMBOLS = {s: DEFAULT_FUTURES_SYMBOLS[s] for s in ("BTCUSDT", "ETHUSDT")}
TIERS = {s: FUTURES_TIERS[s] for s in SYMBOLS}
BOTS = [AccountRef.bot(n, BotAccountType.DERIVATIVE) for n in (1, 2, 3)]
USER = AccountRef.user(1, BotAccountType.FUND)
ACCOUNTS = [*BOTS, USER]
PRICE = {"BTCUSDT": multiples(150, 250, 100), "ETHUSDT": multiples(150, 250, 10)}
QTY = {"BTCUSDT": multiples(1, 100, "0.005"), "ETHUSDT": multiples(1, 100, "0.05")}
LEVERAGE = st.sampled_from([D(1), D(3), D(10), D(25), D("50"), D("100")])
# mostly ordinary funding rates, sometimes extreme ones that outgrow a leveraged wallet
RATE = st.one_of(st.integers(-10, 10), st.integers(-1000, 1000)).map(lambda i: D(i) / 10_000)

bot = st.sampled_from(BOTS)
account = st.sampled_from(ACCOUNTS)
symbol = st.sampled_from(list(SYMBOLS))
side = st.sampled_from(list(OrderSide))
amount = st.integers(1, 500_000).map(lambda i: D(i) / 100)


limit_op = symbol.flatmap(
    lambda s: st.tuples(st.just("limit"), bot, st.just(s), side, QTY[s], PRICE[s], st.booleans())
)
market_op = symbol.flatmap(
    lambda s: st.tuples(st.just("market"), bot, st.just(s), side, QTY[s], st.booleans())
)
price_op = price_move(symbol, PRICE)
OPS = st.one_of(
    st.tuples(st.just("credit"), account, amount),
    st.tuples(st.just("transfer"), account, account, amount),
    st.tuples(st.just("leverage"), bot, symbol, LEVERAGE),
    limit_op,
    limit_op,
    market_op,
    market_op,
    st.tuples(st.just("cancel"), st.integers(0, 1000)),
    price_op,
    price_op,
    candle_move(symbol, PRICE),
    st.tuples(st.just("funding"), symbol, RATE),
    st.tuples(st.just("all_in"), bot, symbol, side, LEVERAGE),
    st.tuples(st.just("all_in"), bot, symbol, side, LEVERAGE),
)

# high leverage, big funding and price moves: liquidations, funding shortfalls, insurance
STRESS = st.one_of(
    st.tuples(st.just("all_in"), bot, symbol, side, st.sampled_from([D(25), D(50), D(100)])),
    st.tuples(st.just("funding"), symbol, st.integers(-300, 300).map(lambda i: D(i) / 10_000)),
    price_op,
    limit_op,
    st.tuples(st.just("transfer"), account, account, amount),
)


class Driver:
    """Applies operations and keeps the expected wallet of every account from what it saw."""

    def __init__(self, ex: FuturesExchange) -> None:
        self.ex = ex
        self.ts = 0
        self.n = 0
        self.placed: list[tuple[AccountRef, str]] = []
        self.expected: dict[AccountRef, D] = defaultdict(D)
        self.credited = D(0)
        self.realized = self.fees = self.funding = self.covered = D(0)
        self.log: list[object] = []

    def apply(self, op: Op) -> None:
        self.ts += 1000
        ex, kind = self.ex, op[0]
        try:
            if kind == "credit":
                _, acct, amt = op
                ex.credit(self.ts, acct, "USDT", amt)
                self.expected[acct] += amt
                self.credited += amt
            elif kind == "transfer":
                _, src, dst, amt = op
                ex.transfer(self.ts, src, dst, "USDT", amt)
                self.expected[src] -= amt
                self.expected[dst] += amt
            elif kind == "leverage":
                _, acct, sym, lev = op
                ex.set_leverage(acct, sym, lev, ts=self.ts)
            elif kind in ("limit", "market"):
                self.n += 1
                cid = f"c{self.n}"
                if kind == "limit":
                    _, acct, sym, sd, qty, price, ro = op
                    res = ex.place_order(
                        self.ts,
                        acct,
                        sym,
                        sd,
                        OrderType.LIMIT,
                        qty,
                        price,
                        client_order_id=cid,
                        reduce_only=ro,
                    )
                else:
                    _, acct, sym, sd, qty, ro = op
                    res = ex.place_order(
                        self.ts, acct, sym, sd, OrderType.MARKET, qty, client_order_id=cid, reduce_only=ro
                    )
                if res.order.is_open:
                    self.placed.append((acct, cid))
            elif kind == "cancel":
                _, k = op
                if self.placed:
                    acct, cid = self.placed[k % len(self.placed)]
                    order = ex.order(acct, cid)
                    if order is not None and order.is_open:
                        ex.cancel_order(self.ts, acct, cid)
            elif kind == "all_in":  # the largest market order the available margin allows
                _, acct, sym, sd, lev = op
                ex.set_leverage(acct, sym, lev, ts=self.ts)
                last = ex.last_price(sym)
                if last is not None:
                    lot = SYMBOLS[sym].lot_size
                    per_unit = last * (1 / lev + D("0.0006"))  # IM + taker fee per unit
                    qty = (ex.available(acct) * D("0.99") / per_unit // lot) * lot
                    self.n += 1
                    ex.place_order(
                        self.ts, acct, sym, sd, OrderType.MARKET, qty, client_order_id=f"c{self.n}"
                    )
            elif kind == "funding":
                _, sym, rate = op
                ex.apply_funding(sym, rate, self.ts)
            else:
                apply_move(ex, op, self.ts)
        except OrderRejected:
            pass
        self.absorb()

    def absorb(self) -> None:
        """Fold the drained effects into the expected wallets; check each liquidation."""
        effects = self.ex.drain_effects()
        self.log += effects
        for e in effects:
            if isinstance(e, FuturesFill):
                self.expected[e.account] += e.realized_pnl - e.fee + e.insurance
                self.realized += e.realized_pnl
                self.fees += e.fee
                self.covered += e.insurance
                assert e.insurance >= 0
            elif isinstance(e, FundingPayment):
                self.expected[e.account] += e.amount + e.insurance
                self.funding += e.amount
                self.covered += e.insurance
                assert e.insurance >= 0
            elif isinstance(e, Liquidation):
                # the close may even gain (a wallet drained by funding); insurance pays only losses
                assert 0 <= e.insurance <= max(e.loss, D(0))
                assert self.ex.wallet(e.account) >= 0


def check(driver: Driver) -> None:
    ex = driver.ex
    snap = ex.ledger.snapshot()
    # (a) double entry over every account, system ones included
    assert sum((b.total for assets in snap.values() for b in assets.values()), D(0)) == 0
    # (b) each wallet is exactly what its credits, transfers, fills and funding say
    for acct in ACCOUNTS:
        assert ex.wallet(acct) == driver.expected[acct], acct
    # (c) the counterparties hold the other side
    assert ex.ledger.balance(FUT_MARKET, "USDT").total == -driver.realized
    assert ex.ledger.balance(FUT_FEES, "USDT").total == driver.fees
    assert ex.ledger.balance(FUNDING, "USDT").total == -driver.funding
    assert ex.ledger.balance(INSURANCE, "USDT").total == -driver.covered
    # (d) no negative user/bot bucket; locks = open order margins; liquidation index consistent
    for acct, assets in snap.items():
        if not acct.is_system:
            assert all(b.free >= 0 and b.locked >= 0 for b in assets.values())
    locked = defaultdict(D)
    for o in ex.open_orders():
        locked[o.account] += o.locked
    for acct in BOTS:
        assert ex.ledger.balance(acct, "USDT").locked == locked[acct]
    assert ex.check_invariants() == []


def fresh() -> Driver:
    driver = Driver(FuturesExchange(SYMBOLS, TIERS))
    for acct in ACCOUNTS:
        driver.apply(("credit", acct, D("3000")))
    driver.apply(("price", "BTCUSDT", D("20000")))
    driver.apply(("price", "ETHUSDT", D("2000")))
    return driver


@runs(120)
@given(st.lists(OPS, min_size=5, max_size=40))
def test_futures_conservation_after_every_step(ops: list[Op]) -> None:
    driver = fresh()
    run_checked(driver, ops, check)


@runs(60)
@given(st.lists(STRESS, min_size=5, max_size=30))
def test_futures_stress_liquidation_and_insurance(ops: list[Op]) -> None:
    driver = fresh()
    run_checked(driver, ops, check)


@runs(40)
@given(st.lists(OPS, min_size=5, max_size=25), st.lists(OPS, max_size=25))
def test_futures_restore_then_continue_matches_original(before: list[Op], after: list[Op]) -> None:
    a = fresh()
    for op in before:
        a.apply(op)
    state = a.ex.state()
    restored = FuturesExchange.from_state(SYMBOLS, TIERS, state)
    assert restored.state() == state
    b = Driver(restored)
    b.ts, b.n, b.placed = a.ts, a.n, list(a.placed)
    a.log = []
    for op in after:
        a.apply(op)
        b.apply(op)
    assert b.log == a.log
    assert b.ex.state() == a.ex.state()
    assert b.ex.check_invariants() == []
