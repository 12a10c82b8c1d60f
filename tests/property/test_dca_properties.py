"""Property tests of the spot DCA over random parameters and price paths (both DCA types).

A bot's whole life (create, random prices minutes apart, close with each settle mode): after every
step the bot's quote/base equal its exchange account, the exchange's invariants hold and no
balance is negative; no fill is booked twice; at the end the bot is COMPLETED with a close
reason, has no open order, a stop loss (or a QUOTE close) sold every coin it could (also when one
price filled several safety orders into the stop), and every asset sums to zero over all
accounts of the ledger (nothing created or lost, fees included).
"""

from __future__ import annotations

from decimal import Decimal as D

from hypothesis import HealthCheck, event, given, reject, settings
from hypothesis import strategies as st

from tests.property.settled import assert_settled
from tests.symbols import spot_symbol
from tests.unit.bots.dca.kit import BTC, Shell
from tradingbot.bots.base import CloseCommand
from tradingbot.bots.dca.family import FAMILY
from tradingbot.core.enums import BotStatus, CloseReason, SettleMode
from tradingbot.core.errors import BusinessError
from tradingbot.core.money import ZERO
from tradingbot.sim.accounts import AccountRef

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
MINUTE_MS = 60_000
PRICES = st.lists(st.integers(40_000, 60_000).map(D), min_size=1, max_size=30)
SETTLE = st.sampled_from([SettleMode.QUOTE_MODE, SettleMode.BASE_MODE])

SAFETY = st.fixed_dictionaries(
    {
        "dca_type": st.just("SAFETY_ORDER"),
        "symbol": st.just("BTCUSDT"),
        "init_order_amount": st.integers(10, 500).map(str),
        "safety_order_amount": st.integers(10, 300).map(str),
        "max_safety_orders": st.integers(1, 8),
        "price_step": st.sampled_from(["0.002", "0.01", "0.03", "0.05"]),
        "step_multiplier": st.sampled_from(["1", "1.2", "1.5", "2"]),
        "volume_multiplier": st.sampled_from(["1", "1.3", "2"]),
        "tp_pct": st.sampled_from(["0.002", "0.01", "0.05"]),
        "auto_cycle": st.sampled_from(["ENABLE", "DISABLE"]),
    },
    optional={"sl_pct": st.sampled_from(["0.02", "0.05", "0.2", "0.5"])},
)
RECURRING = st.fixed_dictionaries(
    {
        "dca_type": st.just("RECURRING"),
        "frequency_in_second": st.sampled_from([60, 120, 300, 600]),
        "quote_coin": st.just("USDT"),
        "pairs": st.integers(10, 200).map(lambda a: [{"base": "BTC", "amount": str(a)}]),
        "max_invest_amount": st.integers(50, 3000).map(str),
    }
)


@SETTINGS
@given(raw=st.one_of(SAFETY, RECURRING), prices=PRICES, settle=SETTLE)
def test_ledger_conservation_through_a_dca_bots_life(
    raw: dict[str, object], prices: list[D], settle: SettleMode
) -> None:
    try:
        FAMILY.parse_config(raw)
    except BusinessError:
        reject()  # a ladder deeper than the price: refused at create, as the API does
    shell = Shell.start("50000", BTC)
    shell.create("1", raw)
    seen: set[object] = set()
    check(shell, seen)
    ts = 0
    for price in prices:
        ts += MINUTE_MS
        shell.host.on_price("BTCUSDT", price, ts)
        check(shell, seen)
    if shell.host.status("1") is not BotStatus.COMPLETED:
        shell.host.command("1", CloseCommand(settle), ts + 1)
        check(shell, seen)
    state = shell.state("1")
    assert state.status is BotStatus.COMPLETED and state.close_reason is not None
    event(f"{raw['dca_type']} close {state.close_reason.value}")
    assert shell.sim.open_orders(AccountRef.bot("1")) == []
    quote_close = state.close_reason is CloseReason.MANUAL and settle is SettleMode.QUOTE_MODE
    if state.close_reason is CloseReason.STOP_LOSS or quote_close:  # every coin sold
        assert state.close_price is not None
        assert_settled(SettleMode.QUOTE_MODE, state.base, state.quote, BTC, state.close_price)
    ledger = shell.sim.ledger
    for asset in ("USDT", "BTC"):
        assert sum((ledger.balance(a, asset).total for a in ledger.accounts()), ZERO) == 0


def check(shell: Shell, seen: set[object], cids: set[object] | None = None) -> None:
    """Books equal the account, invariants hold, nothing negative, every fill booked once (and with
    ``cids``: every order's fill, i.e. every (round, pair) buy, executed once: a market order fills whole)."""
    shell.assert_books_match("1")
    for asset, bal in shell.sim.balances(AccountRef.bot("1")).items():
        assert bal.total >= 0, (asset, bal)
    for e in shell.host.drain_events():
        if e.kind == "FILL":
            fill_id = e.data["fill_id"]
            assert fill_id not in seen, fill_id
            seen.add(fill_id)
            if cids is not None:
                cid = e.data["client_order_id"]
                assert cid not in cids, cid
                cids.add(cid)


ETH, SOL = spot_symbol("ETHUSDT", "ETH"), spot_symbol("SOLUSDT", "SOL", lot="0.01")
COINS = {"BTC": BTC, "ETH": ETH, "SOL": SOL}
MULTI = st.fixed_dictionaries(
    {
        "dca_type": st.just("RECURRING"),
        "frequency_in_second": st.sampled_from([60, 120, 300]),
        "quote_coin": st.just("USDT"),
        "pairs": st.lists(st.sampled_from(sorted(COINS)), min_size=2, max_size=3, unique=True).flatmap(
            lambda coins: st.tuples(*(st.integers(6, 150) for _ in coins)).map(
                lambda amounts: [{"base": c, "amount": str(a)} for c, a in zip(coins, amounts, strict=True)]
            )
        ),
        "investment": st.integers(200, 3000).map(str),
    },
    optional={"max_invest_amount": st.integers(400, 3000).map(str)},
)
TICKS = st.lists(st.tuples(st.sampled_from(sorted(COINS)), st.integers(50, 150)), min_size=1, max_size=40)
"""Prices of random coins, each a percentage of its start price (SOL's 10-unit lot refuses some buys)."""
START = {"BTC": D(50_000), "ETH": D(3_000), "SOL": D(20)}


@SETTINGS
@given(raw=MULTI, ticks=TICKS, settle=SETTLE)
def test_ledger_conservation_with_several_pairs(
    raw: dict[str, object], ticks: list[tuple[str, int]], settle: SettleMode
) -> None:
    """Every coin's holding equals the account, nothing is negative, every (round, pair) buy happens
    at most once, and over the whole life every asset sums to zero across the ledger."""
    try:
        FAMILY.parse_config(raw)
    except BusinessError:
        reject()  # a cap not above one round, or an investment below one round
    shell = Shell.start_many({COINS[c]: str(START[c]) for c in sorted(COINS)})
    shell.create("1", raw)
    seen: set[object] = set()
    cids: set[object] = set()
    check(shell, seen, cids)
    ts = 0
    for coin, pct in ticks:
        ts += 20_000
        shell.host.on_price(coin + "USDT", START[coin] * pct / 100, ts)
        check(shell, seen, cids)
    if shell.host.status("1") is not BotStatus.COMPLETED:
        shell.host.command("1", CloseCommand(settle), ts + 1)
        check(shell, seen, cids)
    state = shell.state("1")
    assert state.status is BotStatus.COMPLETED and state.orders == ()
    assert state.rounds_done + state.rounds_skipped == state.next_round
    assert shell.sim.open_orders(AccountRef.bot("1")) == []
    ledger = shell.sim.ledger
    for asset in ("USDT", *COINS):
        assert sum((ledger.balance(a, asset).total for a in ledger.accounts()), ZERO) == 0
