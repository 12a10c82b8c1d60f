"""MECHANICS §6.6 worked example, exact: margins, quantities, averages, fees, targets, TP prices and
next add prices of every order, and the short check (§12)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from tradingbot.bots.futures_martingale.ladder import (
    LadderSpec,
    add_trigger,
    ladder_margins,
    preview,
    tp_order_price,
    tp_price,
)

TAKER = D("0.00055")


def spec(long: bool = True) -> LadderSpec:
    return LadderSpec(long, D(5), D("0.02"), D("1.5"), 3, D("0.03"), D("0.01"), D("0.001"), TAKER, TAKER)


def r(value: D, places: str) -> D:
    return value.quantize(D(places), rounding=ROUND_HALF_UP)


def test_margins_sum_to_the_ladder_share() -> None:
    margins = ladder_margins(D(1000), D("1.5"), 3)
    assert [r(m, "0.01") for m in margins] == [D("98.46"), D("147.69"), D("221.54"), D("332.31")]
    assert r(sum(margins, D(0)), "0.01") == D("800.00")


TABLE = """
100.00  4.923   4.923 100.0000  98.46 0.2708  2.9538 100.7104 98.00
 98.00  7.535  12.458  98.7903 246.15 0.6769  7.3844  99.4921 96.81
 96.81 11.441  23.899  97.8423 467.67 1.2861 14.0300  98.5374 95.88
 95.88 17.329  41.228  97.0175 799.97 2.1999 23.9990  97.7067 -
"""
"""§6.6: price, qty, Q, avg, margin filled, fees paid, target, TP price, next add at."""


def test_the_worked_example_table() -> None:
    want = [[None if v == "-" else D(v) for v in line.split()] for line in TABLE.strip().splitlines()]
    got = [
        [
            rung.price, rung.qty, rung.total_qty, r(rung.avg_price, "0.0001"), r(rung.margin_filled, "0.01"),
            r(rung.fees_paid, "0.0001"), r(rung.target, "0.0001"), r(rung.tp_price, "0.0001"), rung.next_add,
        ]
        for rung in preview(spec(), D(1000), D(100))
    ]  # fmt: skip
    assert got == want


def test_tp_nets_exactly_the_target_after_fees() -> None:
    last = preview(spec(), D(1000), D(100))[-1]
    exit_value = last.total_qty * last.tp_price
    profit = exit_value - sum((q.qty * q.price for q in preview(spec(), D(1000), D(100))), D(0))
    assert r(profit - last.fees_paid - exit_value * TAKER, "0.0000001") == r(last.target, "0.0000001")


def test_short_check() -> None:
    first = preview(spec(long=False), D(1000), D(100))[0]
    assert (first.qty, r(first.tp_price, "0.0001")) == (D("4.923"), D("99.2904"))
    tp = first.tp_price
    net = first.qty * (D(100) - tp) - first.fees_paid - first.qty * tp * TAKER
    assert r(net, "0.0001") == D("2.9538") == r(first.target, "0.0001")
    assert first.next_add == D("102.00")


def test_rounding_of_add_and_tp_orders() -> None:
    assert add_trigger(D("98.79030342"), D("0.02"), True, D("0.01")) == D("96.81")  # 96.8145 floored
    assert add_trigger(D("100"), D("0.015"), False, D("0.1")) == D("101.5")
    assert add_trigger(D("100.01"), D("0.015"), False, D("0.1")) == D("101.6")  # 101.51015 ceiled
    exact = tp_price(True, D("492.3"), D("4.923"), D("2.9538"), D("0.270765"), TAKER)
    assert tp_order_price(True, exact, D("0.01")) == D("100.72")
    assert tp_order_price(False, D("99.2904"), D("0.01")) == D("99.29")
