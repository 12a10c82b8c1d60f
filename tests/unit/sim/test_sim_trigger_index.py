"""Trigger index: a trade pops exactly the orders it crosses, in price-time priority."""

from __future__ import annotations

from decimal import Decimal as D

from tradingbot.core.enums import OrderSide
from tradingbot.sim.trigger_index import TriggerIndex

BUY, SELL = OrderSide.BUY, OrderSide.SELL


def test_crossing_buys_and_sells_with_touch() -> None:
    idx = TriggerIndex()
    idx.add(1, BUY, D("100"))
    idx.add(2, BUY, D("99"))
    idx.add(3, SELL, D("101"))
    idx.add(4, SELL, D("102"))
    assert (idx.best_bid(), idx.best_ask()) == (D("100"), D("101"))
    assert idx.pop_crossed(D("100.5")) == []
    popped = idx.pop_crossed(D("100"))  # touch fills
    assert [(t.order_id, t.side, t.price) for t in popped] == [(1, BUY, D("100"))]
    assert [t.order_id for t in idx.pop_crossed(D("105"))] == [3, 4]
    assert [t.order_id for t in idx.pop_crossed(D("1"))] == [2]
    assert len(idx) == 0 and idx.best_bid() is None and idx.best_ask() is None


def test_price_time_priority() -> None:
    idx = TriggerIndex()
    for oid, price in [(5, "99"), (1, "100"), (3, "100"), (2, "98"), (4, "100")]:
        idx.add(oid, BUY, D(price))
    for oid, price in [(10, "103"), (8, "101"), (9, "101"), (7, "102")]:
        idx.add(oid, SELL, D(price))
    assert [t.order_id for t in idx.pop_crossed(D("50"))] == [1, 3, 4, 5, 2]
    assert [t.order_id for t in idx.pop_crossed(D("200"))] == [8, 9, 7, 10]


def test_remove() -> None:
    idx = TriggerIndex()
    idx.add(1, BUY, D("100"))
    idx.add(2, SELL, D("100"))
    assert idx.remove(1, BUY, D("100")) is True
    assert idx.remove(1, BUY, D("100")) is False
    assert idx.remove(2, BUY, D("100")) is False  # wrong side
    assert [t.order_id for t in idx.pop_crossed(D("100"))] == [2]


def test_only_crossed_orders_are_touched() -> None:
    """10 000 resting orders; a move pops exactly the k it crosses and leaves the rest indexed."""
    idx = TriggerIndex()
    for i in range(1, 5001):
        idx.add(i, BUY, D(i))  # bids 1..5000
        idx.add(10_000 + i, SELL, D(5000 + i))  # asks 5001..10000
    assert idx.count_crossed(D("4990.5")) == 10
    popped = idx.pop_crossed(D("4990.5"))
    assert [t.order_id for t in popped] == list(range(5000, 4990, -1))
    assert len(idx) == 9990
    assert idx.count_crossed(D("5000.5")) == 0 and idx.pop_crossed(D("5000.5")) == []
    assert [t.price for t in idx.pop_crossed(D("5003"))] == [D("5001"), D("5002"), D("5003")]
    assert len(idx) == 9987


def test_add_many_indexes_as_one_add_each() -> None:
    orders = [(i, BUY if i % 3 else SELL, D(100 + (i * 37) % 11)) for i in range(1, 60)]
    one, many = TriggerIndex(), TriggerIndex()
    for order in orders:
        one.add(*order)
    many.add_many(orders)
    assert (len(many), many.best_bid(), many.best_ask()) == (len(one), one.best_bid(), one.best_ask())
    for price in (D(104), D(99), D(111)):
        assert many.pop_crossed(price) == one.pop_crossed(price)
    assert len(many) == len(one)
