"""Futures grids on a BotHost with the real simulated FuturesExchange: whole lives per mode, exits,
shifting, liquidation, funding, margin commands, spot and futures side by side, restart equivalence."""

from __future__ import annotations

import json
from decimal import Decimal as D
from typing import Any

import pytest

from tradingbot.bots.base import CloseCommand, FundingEvent
from tradingbot.bots.event_log.inputs import outputs
from tradingbot.bots.futures_grid.family import FAMILY
from tradingbot.bots.futures_grid.metrics import detail, liq_price, withdrawable
from tradingbot.bots.host import BotEvent, BotHost
from tradingbot.core.candles import Candle
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide
from tradingbot.core.errors import BusinessError
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.fees import FeeSchedule, fee_amount
from tradingbot.sim.futures import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE, FuturesExchange, FuturesState

from .botkit import EXAMPLE, USER
from .test_bots_fgrid_kit import BTC_PERP, FEES, P0, TIERS, FShell, bot_account, fg

NARROW = {"min_price": "19000", "max_price": "21000", "cell_number": 4}


def check(shell: FShell, bot_id: str = "1") -> None:
    """Books equal the venue; while RUNNING the position follows the rule and the venue's open
    orders are exactly the bot's open cells with their reduce-only flags."""
    shell.assert_books_match(bot_id)
    s = shell.state(bot_id)
    if s.status is BotStatus.RUNNING:
        assert s.position == s.rule_position
        want = sorted((c.side.value, c.price, s.q, c.reduce_only) for c in s.cells if c.is_open(10**15))
        assert shell.orders(bot_id) == want


def walk(shell: FShell, prices: list[int | str], ts0: int = 1_000, bot_id: str = "1") -> int:
    ts = ts0
    for p in prices:
        ts += 1_000
        shell.price(D(p), ts)
        check(shell, bot_id)
    return ts


def cycles(events: list[BotEvent]) -> list[D]:
    return [D(str(e.data["profit"])) for e in events if e.kind == "CYCLE"]


def pair_profit(q: D, buy: int, sell: int, fees: FeeSchedule = FEES) -> D:
    return q * (sell - buy) - fee_amount(q * buy, fees.maker) - fee_amount(q * sell, fees.maker)


# --------------------------------------------------------------------------- whole lives


def test_neutral_life_on_a_price_path() -> None:
    shell = FShell.start()
    shell.create("1", fg())
    check(shell)
    assert shell.orders("1") == [
        ("BUY", D("10000.00"), D("0.193"), False),
        ("BUY", D("14000.00"), D("0.193"), False),
        ("BUY", D("18000.00"), D("0.193"), False),
        ("SELL", D("26000.00"), D("0.193"), False),
        ("SELL", D("30000.00"), D("0.193"), False),
    ]
    shell.host.drain_events()
    walk(shell, [18000, 22000, 26000, 22000, 14000, 22500, 20000])
    s = shell.state("1")
    q = D("0.193")
    profits = cycles(shell.host.drain_events())
    assert profits == [
        pair_profit(q, 18000, 22000),
        pair_profit(q, 22000, 26000),
        pair_profit(q, 14000, 18000),
        pair_profit(q, 18000, 22000),
    ]
    assert (s.arbitrage_num, s.position) == (4, 0)
    assert s.grid_profit == sum(profits, D(0))
    # flat, no funding, no initial position: everything realized is grid profit
    assert s.realised_pnl == s.grid_profit
    walk(shell, [17000], ts0=20_000)
    assert shell.state("1").position == q


def test_long_life_with_reduce_only_sells_then_close() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2))
    check(shell)
    pos = shell.fx.position(bot_account("1"), "BTCUSDT")
    assert (pos.size, pos.avg_entry) == (D("0.460"), P0)
    assert all(ro for side, _, _, ro in shell.orders("1") if side == "SELL")
    assert not any(ro for side, _, _, ro in shell.orders("1") if side == "BUY")
    shell.host.drain_events()
    ts = walk(shell, [18000, 14000, 22000, 26000, 30000, 26000])
    q = D("0.230")
    profits = cycles(shell.host.drain_events())
    assert profits[:2] == [pair_profit(q, 14000, 18000), pair_profit(q, 18000, 22000)]
    assert len(profits) == 4
    # the pairs from the initial position book its share of the market order's fee as the buy leg
    share = fee_amount(D("0.460") * P0, FEES.taker) / 2
    assert profits[2] == q * 4000 - share - fee_amount(q * 26000, FEES.maker)
    shell.host.command("1", CloseCommand(), ts + 1)
    s = shell.state("1")
    assert (s.status, s.close_reason, s.position) == (BotStatus.COMPLETED, CloseReason.MANUAL, 0)
    assert shell.fx.open_orders(bot_account("1")) == []
    shell.assert_books_match("1")
    back = shell.release("1", ts + 2)
    assert back == s.wallet and back == D(10000) + s.realised_pnl


def test_short_life_with_reduce_only_buys() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=3))
    check(shell)
    assert all(ro for side, _, _, ro in shell.orders("1") if side == "BUY")
    shell.host.drain_events()
    walk(shell, [26000, 22000, 30000, 14000, 18000])
    q = D("0.162")
    profits = cycles(shell.host.drain_events())
    assert profits[:2] == [pair_profit(q, 22000, 26000), pair_profit(q, 26000, 30000)]
    assert len(profits) == 4
    assert shell.state("1").position == D("-0.324")


def test_opening_orders_wait_for_margin_instead_of_being_refused() -> None:
    """At 22 000 the short's loss leaves too little margin to re-open the SELL at 26 000: it waits
    (nothing is refused) and rests again once the price falls and margin frees up."""
    shell = FShell.start()
    shell.create("1", fg(grid_mode=3))
    shell.host.drain_events()
    walk(shell, [26000, 22000])
    s = shell.state("1")
    waiting = [c for c in s.cells if c.waiting]
    assert [(c.side, c.price) for c in waiting] == [(OrderSide.SELL, D(26000))]
    assert "ORDER_REJECTED" not in [e.kind for e in shell.host.drain_events()]
    assert s.position == s.rule_position  # the waiting cell still counts in the rule
    walk(shell, [18500], ts0=10_000)
    assert not any(c.waiting for c in shell.state("1").cells)
    assert ("SELL", D(26000), D("0.162"), False) in shell.orders("1")


def test_f3_grid_profit_through_the_exchange() -> None:
    """Bybit's example pair: 0.152 BTC, 18 000 -> 22 000, 0.055 % on both legs: 604.656."""
    fees = FeeSchedule(maker=D("0.00055"), taker=D("0.00055"))
    shell = FShell.start(fees=fees)
    shell.create("1", fg(total_investment="7840"))
    shell.host.drain_events()
    walk(shell, [18000, 22000])
    assert cycles(shell.host.drain_events()) == [D("604.656")]
    assert shell.fx.balances(FUT_FEES)["USDT"].total == D("3.344")


def test_gap_fills_in_one_price_reach_the_bot_one_by_one() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2))
    shell.host.drain_events()
    walk(shell, [9000])  # BUYs at 18 000, 14 000 and 10 000 in one move
    kinds = [e.kind for e in shell.host.drain_events()]
    assert kinds.count("FILL") == 3 and "ORDER_REJECTED" not in kinds
    assert shell.state("1").position == D("1.150")


# --------------------------------------------------------------------------- exits


@pytest.mark.parametrize(
    ("mode", "raw", "path", "reason"),
    [
        (2, {"take_profit_per": "0.1"}, [22000, 26000, 28000], CloseReason.TAKE_PROFIT),
        (2, {"stop_loss_per": "0.05"}, [18000, 16000], CloseReason.STOP_LOSS),
        (2, {"tp_sl_type": 2, "take_profit_price": "31000"}, [26000, 30000, 31000], CloseReason.TAKE_PROFIT),
        (3, {"tp_sl_type": 2, "stop_loss_price": "31000"}, [26000, 31500], CloseReason.STOP_LOSS),
        (
            3,
            {"tp_sl_type": 3, "take_profit_price": "9000", "stop_loss_per": "0.5"},
            [12000, 9000],
            CloseReason.TAKE_PROFIT,
        ),
        (
            2,
            {"tp_sl_type": 4, "take_profit_per": "2", "stop_loss_price": "9500"},
            [12000, 9500],
            CloseReason.STOP_LOSS,
        ),
        (2, {"trailing_stop_per": "0.05"}, [24000, 21000], CloseReason.TRAILING_STOP),
        (1, {}, [26000, 30000], CloseReason.TRIGGER_TOP_PRICE),
        (1, {}, [14000, 10000], CloseReason.TRIGGER_BOTTOM_PRICE),
    ],
)
def test_exits_close_the_position_at_market(
    mode: int, raw: dict[str, str], path: list[int], reason: CloseReason
) -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=mode, **raw))
    ts = walk(shell, path)
    s = shell.state("1")
    assert (s.status, s.close_reason, s.position) == (BotStatus.COMPLETED, reason, 0)
    assert shell.fx.position(bot_account("1"), "BTCUSDT").size == 0
    assert shell.fx.open_orders(bot_account("1")) == []
    back = shell.release("1", ts + 1)
    assert back == D(10000) + s.realised_pnl


def test_long_grid_shifts_up_through_the_exchange() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2, move_up_price="22000", **NARROW))
    walk(shell, [21000, 21500, 22200])
    s = shell.state("1")
    assert (s.levels[0], s.levels[-1], s.shift_count) == (D(20000), D(22000), 2)
    assert ("BUY", D(21500), s.q, False) in shell.orders("1")


def test_neutral_grid_shifts_then_stops_at_the_move_up_price() -> None:
    shell = FShell.start()
    shell.create("1", fg(move_up_price="21500", **NARROW))
    walk(shell, [21000])
    s = shell.state("1")
    assert (s.status, s.levels[-1]) == (BotStatus.RUNNING, D(21500))
    walk(shell, [21500], ts0=10_000)
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.TRIGGER_TOP_PRICE)


# --------------------------------------------------------------------------- liquidation and funding


def test_high_leverage_short_is_liquidated_on_a_rally() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=3, leverage="50", **NARROW))
    lp = shell.fx.liquidation_price(bot_account("1"), "BTCUSDT")
    s = shell.state("1")
    assert lp is not None and liq_price(s, TIERS) == lp  # the bot's estimate is the venue's
    shell.host.drain_events()
    ts = walk(shell, [21000, 23000])
    s = shell.state("1")
    assert (s.status, s.close_reason, s.position) == (BotStatus.COMPLETED, CloseReason.LIQUIDATION, 0)
    events = shell.host.drain_events()
    assert "LIQUIDATION" in [e.kind for e in events]
    assert [e.data for e in events if e.kind == "STATUS"][-1] == {
        "status": "COMPLETED",
        "close_reason": "LIQUIDATION",
    }
    wallet = shell.fx.wallet(bot_account("1"))
    assert wallet >= 0 and s.wallet == wallet
    assert shell.fx.open_orders(bot_account("1")) == []
    back = shell.release("1", ts + 1)
    assert back >= 0 and shell.fx.wallet(USER) >= 0
    assert shell.fx.check_invariants() == []


def test_funding_reaches_the_bots_pnl_not_its_grid_profit() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2))
    shell.host.drain_events()
    shell.host.apply_funding("BTCUSDT", D("0.0001"), 5_000)
    s = shell.state("1")
    paid = -(D("0.460") * P0 * D("0.0001")).quantize(D("0.00000001"))
    assert (s.funding_fee, s.grid_profit) == (paid, 0)
    events = shell.host.drain_events()
    assert [e.kind for e in events] == ["FUNDING_RATE", "FUNDING"]  # the log's input, then the payment
    assert events[0].data == {"symbol": "BTCUSDT", "rate": "0.0001"}
    assert D(str(events[1].data["amount"])) == paid
    assert shell.fx.balances(FUNDING)["USDT"].total == -paid
    check(shell)
    d = detail(s, shell.host.bot_market("1", 5_000))
    assert D(str(d["funding_fee"])) == paid
    assert D(str(d["pnl"])) == s.realised_pnl  # flat mark: realised only


def test_short_receives_funding_when_the_rate_is_positive() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=3))
    shell.host.apply_funding("BTCUSDT", D("0.0003"), 5_000)
    assert shell.state("1").funding_fee == (D("0.486") * P0 * D("0.0003")).quantize(D("0.00000001"))
    check(shell)


# --------------------------------------------------------------------------- commands


def test_add_margin_lowers_the_liquidation_price() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2, leverage="10"))
    before = shell.fx.liquidation_price(bot_account("1"), "BTCUSDT")
    shell.add_margin("1", D(2000), 5_000)
    after = shell.fx.liquidation_price(bot_account("1"), "BTCUSDT")
    s = shell.state("1")
    assert before is not None and after is not None and after < before
    assert liq_price(s, TIERS) == after
    assert (s.total_investment, s.added_margin) == (D(12000), D(2000))
    check(shell)


def test_withdraw_profit_and_added_margin_only() -> None:
    shell = FShell.start()
    shell.create("1", fg())
    ts = walk(shell, [18000, 22000])
    s = shell.state("1")
    market = shell.host.bot_market("1", ts)
    limit = withdrawable(s, D(22000), ts, TIERS, FEES.taker)
    assert limit == s.realised_pnl and limit == s.grid_profit
    with pytest.raises(BusinessError):
        shell.withdraw("1", limit + D("0.01"), ts + 1)
    shell.withdraw("1", limit, ts + 1)
    s = shell.state("1")
    assert (s.cum_withdrawn, s.wallet) == (limit, D(10000))
    assert D(str(detail(s, market)["cum_withdrew_amount"])) == limit
    check(shell)


def test_insufficient_balance_after_two_refusals() -> None:
    """A huge funding payment: the venue cancels the bot's orders to pay it; the bot rests them
    again under new ids, they are refused, retried after 1 s, refused again -> INSUFFICIENT_BALANCE."""
    shell = FShell.start()
    shell.create("1", fg())
    walk(shell, [26000])  # short q
    shell.host.drain_events()
    shell.host.apply_funding("BTCUSDT", D("-1.2"), 2_500)  # the short pays 6 021.6 USDT
    events = shell.host.drain_events()
    reasons = [e.data["reason"] for e in events if e.kind == "ORDER_REJECTED"]
    # both refusals reach the bot in one step, then both orders are refused again (one step)
    assert reasons == ["DUPLICATE_CLIENT_ORDER_ID"] * 2 + ["INSUFFICIENT_BALANCE"] * 2
    s = shell.state("1")
    assert s.status is BotStatus.RUNNING and sorted(c.rejects for c in s.cells) == [0, 0, 0, 1, 1]
    shell.price(D(26000), 3_000)  # too early to retry
    assert shell.state("1").status is BotStatus.RUNNING
    shell.price(D(26000), 3_500)
    s = shell.state("1")
    assert (s.status, s.close_reason, s.position) == (
        BotStatus.COMPLETED,
        CloseReason.INSUFFICIENT_BALANCE,
        0,
    )
    shell.assert_books_match("1")


def test_leverage_is_set_on_the_venue_and_refused_leverage_hosts_nothing() -> None:
    shell = FShell.start()
    shell.create("1", fg(leverage="3"))
    assert shell.fx.leverage(bot_account("1"), "BTCUSDT") == D(3)
    account = bot_account("2")
    shell.fx.credit(0, USER, "USDT", D(100))
    shell.fx.transfer(0, USER, account, "USDT", D(100))
    with pytest.raises(BusinessError):
        shell.host.add_bot("2", "GRID_FUTURES", fg(leverage="150", total_investment="100"), account, 0)
    assert shell.host.bot_ids() == ["1"]


def test_detail_through_the_host_market_view() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=3, leverage="20"))
    market = shell.host.bot_market("1", 10)
    assert market.venue is not None and market.venue.position is not None
    assert market.venue.position.size == shell.state("1").position == -3 * shell.state("1").q
    d = detail(shell.state("1"), market)
    lp = shell.fx.liquidation_price(bot_account("1"), "BTCUSDT")
    assert lp is not None and d["liquidation_price"] == str(lp.quantize(D("0.01")))
    assert d["futures_pos_side"] == "SHORT"


# --------------------------------------------------------------------------- venues side by side


def test_spot_and_futures_bots_on_one_host() -> None:
    shell = FShell.start()
    shell.sim.credit(0, USER, "USDT", D(23610))
    shell.sim.transfer(0, USER, AccountRef.bot("s"), "USDT", D(23610))
    shell.host.add_bot("s", "GRID_SPOT", EXAMPLE, AccountRef.bot("s"), 0)
    shell.create("f", fg())
    assert shell.host.bots_on("BTCUSDT") == ["s"]
    assert shell.host.bots_on("BTCUSDT", "linear") == ["f"]
    assert (shell.host.venue("s"), shell.host.venue("f")) == ("spot", "linear")
    shell.host.on_price("BTCUSDT", D(53000), 1_000)  # the spot market only
    assert shell.state("f").position == 0 and shell.fx.last_price("BTCUSDT") == P0
    assert shell.host.state("s").base > 0
    shell.host.on_candle("BTCUSDT", Candle(60_000, P0, D(22500), D(17500), D(22000)), "linear")
    assert shell.state("f").arbitrage_num == 1
    check(shell, "f")


def test_funding_events_never_reach_spot_families() -> None:
    from tradingbot.bots.spot_grid.family import FAMILY as SPOT
    from tradingbot.bots.step import step

    from .botkit import market

    state = SPOT.init("1", SPOT.parse_config(EXAMPLE), market("54000"))
    with pytest.raises(TypeError):
        step(SPOT, state, FundingEvent(0, D(0), D(1), D(1), D(1)), market("54000"), [])


# --------------------------------------------------------------------------- restart equivalence


Step = tuple[str, Any]
SCRIPT: list[Step] = [
    ("price", D(18000)),
    ("candle", Candle(60_000, D(18000), D(22500), D(13500), D(22000))),
    ("funding", D("0.0001")),
    ("price", D(26000)),
    ("margin", D(1000)),
    ("price", D(21000)),
    ("candle", Candle(120_000, D(21000), D(27000), D(20000), D(26500))),
    ("withdraw", D(50)),
    ("price", D(15000)),
    ("price", D(23000)),
]
RAW = fg(grid_mode=2, take_profit_per="0.9", trailing_stop_per="0.5")


def play(shell: FShell, item: Step, ts: int) -> None:
    kind, value = item
    if kind == "candle":
        shell.host.on_candle("BTCUSDT", value, "linear")
    elif kind == "price":
        shell.price(value, ts)
    elif kind == "funding":
        shell.host.apply_funding("BTCUSDT", value, ts)
    elif kind == "margin":
        shell.add_margin("1", value, ts)
    else:
        shell.withdraw("1", value, ts)


def rebuild(shell: FShell, ts: int) -> FShell:
    """A process restart: the bot and the exchange come back from their persisted (JSON) forms."""
    snapshot = json.loads(json.dumps(shell.host.snapshot("1")))
    st = FuturesState.from_dict(json.loads(json.dumps(shell.fx.state().to_dict())))
    fx = FuturesExchange.restore(
        {"BTCUSDT": BTC_PERP},
        {"BTCUSDT": TIERS},
        FEES,
        orders=st.orders,
        positions=st.positions,
        last_prices=st.last_prices,
        counters=st.counters,
        entries=st.entries,
    )
    host = BotHost(shell.sim, futures=fx)
    host.restore_bot("1", "GRID_FUTURES", snapshot, bot_account("1"))
    host.resync("1", ts)
    return FShell(fx, shell.sim, host, shell.credited)


def run(restart_at: int | None) -> tuple[list[BotEvent], dict[str, object]]:
    shell = FShell.start()
    shell.create("1", RAW)
    events = shell.host.drain_events()
    for i, item in enumerate(SCRIPT):
        ts = 1_000_000 + i * 1_000
        if i == restart_at:
            shell = rebuild(shell, ts)
            assert shell.host.drain_events() == []
        play(shell, item, ts)
        events += shell.host.drain_events()
        check(shell)
    return outputs(events), shell.host.snapshot("1")


def test_restart_anywhere_gives_the_same_events() -> None:
    base_events, base_snapshot = run(None)
    kinds = {e.kind for e in base_events}
    assert {"CYCLE", "FUNDING", "ADD_MARGIN", "WITHDRAW"} <= kinds
    for i in range(len(SCRIPT)):
        events, snapshot = run(i)
        assert events == base_events, f"restart before step {i}"
        assert snapshot == base_snapshot


def test_snapshot_is_json_and_restores_equal() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2))
    walk(shell, [18000, 22000])
    raw = json.loads(json.dumps(shell.host.snapshot("1")))
    assert FAMILY.from_dict(raw) == shell.state("1")


def test_system_accounts_balance_the_bot() -> None:
    """Whatever the bot gained or lost is exactly what the venue's system accounts lost or gained."""
    shell = FShell.start()
    shell.create("1", fg(grid_mode=2))
    ts = walk(shell, [18000, 14000, 22000, 30000, 12000])
    shell.host.apply_funding("BTCUSDT", D("0.0002"), ts)
    shell.host.command("1", CloseCommand(), ts + 1)
    realised = shell.state("1").realised_pnl
    back = shell.release("1", ts + 2)
    system = sum(
        (
            shell.fx.balances(a)["USDT"].total
            for a in (FUT_MARKET, FUT_FEES, FUNDING, INSURANCE)
            if shell.fx.balances(a)
        ),
        D(0),
    )
    assert back - D(10000) == -system == realised
