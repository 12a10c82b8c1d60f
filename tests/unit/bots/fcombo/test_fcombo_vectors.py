"""MECHANICS §7.2 allocation and §7.3 test vectors A and B, exact (pure rebalance arithmetic)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from tradingbot.bots.futures_combo.config import ComboLeg
from tradingbot.bots.futures_combo.rebalance import (
    current_weights,
    deltas,
    leg_trade,
    max_deviation,
    target_notional,
    values,
)
from tradingbot.core.enums import OrderSide, Side
from tradingbot.core.instruments import SpotSymbol

BTC, ETH, SOL = "BTCUSDT", "ETHUSDT", "SOLUSDT"
LEGS = (
    ComboLeg(BTC, Side.LONG, D("0.5")),
    ComboLeg(ETH, Side.LONG, D("0.4")),
    ComboLeg(SOL, Side.LONG, D("0.1")),
)
FINE = SpotSymbol(
    symbol="X", base="X", quote="USDT", tick_size=D("0.01"), lot_size=D("0.000001"), min_qty=D("0.000001"),
    max_qty=D(10**9), min_amount=D(1), max_amount=D(10**12),
)  # fmt: skip


def r(value: D, places: str = "0.01") -> D:
    return value.quantize(D(places), rounding=ROUND_HALF_UP)


def test_allocation_coinw_check() -> None:
    total = target_notional(D(100), D("0.7"), D(10))
    assert total == D(700)
    assert [total * leg.weight for leg in LEGS] == [D(350), D(280), D(70)]


def test_vector_a() -> None:
    t1 = {BTC: D(360), ETH: D(320), SOL: D(120)}
    assert {s: r(w) for s, w in current_weights(t1).items()} == {
        BTC: D("0.45"),
        ETH: D("0.40"),
        SOL: D("0.15"),
    }
    assert max_deviation(LEGS, t1) == D("0.05")  # not above 10 pp: no trigger
    t2 = {BTC: D(300), ETH: D(400), SOL: D(300)}
    assert max_deviation(LEGS, t2) == D("0.2")  # BTC and SOL 20 pp away: trigger
    assert deltas(LEGS, D(1000), t2) == {BTC: D(200), ETH: D(0), SOL: D(-200)}


def test_vector_b() -> None:
    total = target_notional(D(10000), D("0.6"), D(1))
    p0 = {BTC: D(60000), ETH: D(3000), SOL: D(150)}
    qty = {leg.symbol: total * leg.weight / p0[leg.symbol] for leg in LEGS}
    assert qty == {BTC: D("0.05"), ETH: D("0.8"), SOL: D(4)}
    t1 = {BTC: D(66000), ETH: D(2700), SOL: D(225)}
    v1 = values(qty, t1)
    assert v1 == {BTC: D(3300), ETH: D(2160), SOL: D(900)}
    assert {s: r(w * 100) for s, w in current_weights(v1).items()} == {
        BTC: D("51.89"),
        ETH: D("33.96"),
        SOL: D("14.15"),
    }
    assert r(max_deviation(LEGS, v1) * 100) == D("6.04")
    assert sum((qty[s] * (t1[s] - p0[s]) for s in qty), D(0)) == D(360)
    t2 = {**t1, SOL: D(450)}
    v2 = values(qty, t2)
    assert r(max_deviation(LEGS, v2) * 100) == D("14.79")
    d = deltas(LEGS, sum(v2.values(), D(0)), v2)
    assert {s: d[s] + v2[s] for s in d} == {BTC: D(3630), ETH: D(2904), SOL: D(726)}
    trades = {
        leg.symbol: leg_trade(leg, d[leg.symbol], t2[leg.symbol], FINE, qty[leg.symbol]) for leg in LEGS
    }
    assert (trades[BTC].side, trades[BTC].qty) == (OrderSide.BUY, D("0.005"))
    assert (trades[ETH].side, trades[ETH].qty) == (
        OrderSide.BUY,
        D("0.275555"),
    )  # 0.2755556 floored to the lot
    assert (trades[SOL].side, trades[SOL].qty, trades[SOL].reduce_only) == (
        OrderSide.SELL,
        D("2.386666"),
        True,
    )
    equity = D(10000) + sum((qty[s] * (t2[s] - p0[s]) for s in qty), D(0))
    assert equity == D(11260)


def test_a_short_leg_grows_by_selling_and_skips_are_kept() -> None:
    short = ComboLeg(ETH, Side.SHORT, D("0.5"))
    grow = leg_trade(short, D(300), D(3000), FINE, D("-1"))
    assert (grow.side, grow.qty, grow.reduce_only) == (OrderSide.SELL, D("0.1"), False)
    shrink = leg_trade(short, D(-300), D(3000), FINE, D("-1"))
    assert (shrink.side, shrink.reduce_only) == (OrderSide.BUY, True)
    tiny = leg_trade(short, D("0.5"), D(3000), FINE, D("-1"))
    assert (tiny.qty, tiny.skipped) == (D(0), "BELOW_MIN_ORDER")
