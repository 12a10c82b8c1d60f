"""Restore: an exchange rebuilt from its persisted effects behaves exactly like the original."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.core.candles import Candle
from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.orders import Counters, Effect, Fill, Order, OrderUpdate

FEES = FeeSchedule(maker=D("0.0002"), taker=D("0.00055"))
BOT = AccountRef.bot(1)
USER = AccountRef.user(1)


def persisted(effects: list[Effect]) -> tuple[list[JournalEntry], dict[int, Order]]:
    """What a storage adapter keeps: every journal entry, the latest version of every order (via dicts)."""
    entries: list[JournalEntry] = []
    orders: dict[int, Order] = {}
    for eff in effects:
        if isinstance(eff, JournalEntry):
            entries.append(JournalEntry.from_dict(eff.to_dict()))
        elif isinstance(eff, OrderUpdate):
            orders[eff.order.id] = Order.from_dict(eff.order.to_dict())
    return entries, orders


def history(ex: SimExchange) -> None:
    ex.credit(0, USER, "USDT", D("50000"))
    ex.transfer(1, USER, BOT, "USDT", D("20000"))
    ex.on_price("BTCUSDT", D("100000"), 2)
    ex.place_order(3, BOT, "BTCUSDT", OrderSide.BUY, OrderType.MARKET, D("0.05"), client_order_id="init")
    for i, price in enumerate(("99000", "98000", "97000")):
        ex.place_order(
            4, BOT, "BTCUSDT", OrderSide.BUY, OrderType.LIMIT, D("0.01"), D(price), client_order_id=f"b{i}"
        )
    for i, price in enumerate(("101000", "102000")):
        ex.place_order(
            4, BOT, "BTCUSDT", OrderSide.SELL, OrderType.LIMIT, D("0.01"), D(price), client_order_id=f"s{i}"
        )
    ex.apply_candle("BTCUSDT", Candle(60_000, D("100000"), D("101500"), D("98500"), D("99500")))
    ex.cancel_order(61_000, BOT, "b2")


def future(ex: SimExchange) -> list[object]:
    out: list[object] = []
    out += ex.apply_candle("BTCUSDT", Candle(120_000, D("99500"), D("103000"), D("96000"), D("102500")))
    out.append(ex.place_order(121_000, BOT, "BTCUSDT", OrderSide.SELL, OrderType.LIMIT, D("0.02"),
                              D("104000"), client_order_id="s9"))  # fmt: skip
    out += ex.on_price("BTCUSDT", D("104000"), 122_000)
    out.append(ex.cancel_all(123_000, BOT))
    out += ex.drain_effects()
    return out


def test_restored_exchange_behaves_identically() -> None:
    original = SimExchange(DEFAULT_SPOT_SYMBOLS, FEES)
    history(original)
    effects = original.drain_effects()
    entries, orders = persisted(effects)
    counters = Counters.from_dict(original.counters.to_dict())
    restored = SimExchange.restore(
        DEFAULT_SPOT_SYMBOLS,
        FEES,
        entries=entries,
        orders=orders.values(),
        last_prices={k: D(str(v)) for k, v in original.last_prices().items()},
        counters=counters,
    )
    assert restored.ledger.snapshot() == original.ledger.snapshot()
    assert restored.open_orders() == original.open_orders()
    assert [o.client_order_id for o in restored.open_orders()] == ["b1", "s1"]
    assert restored.check_invariants() == []
    assert future(restored) == future(original)
    assert restored.ledger.snapshot() == original.ledger.snapshot()
    assert restored.state() == original.state()
    assert any(isinstance(e, Fill) for e in effects)


def test_restore_refuses_inconsistent_state() -> None:
    original = SimExchange(DEFAULT_SPOT_SYMBOLS, FEES)
    history(original)
    state = original.state()
    with pytest.raises(ValueError, match="next_order_id"):
        SimExchange.restore(
            DEFAULT_SPOT_SYMBOLS, FEES, entries=state.entries, orders=state.orders,
            last_prices=state.last_prices, counters=Counters(1, 1),
        )  # fmt: skip
    open_ids = {o.id for o in original.open_orders()}
    without_open = [o for o in state.orders if o.id not in open_ids]
    with pytest.raises(ValueError, match="inconsistent"):
        SimExchange.restore(
            DEFAULT_SPOT_SYMBOLS, FEES, entries=state.entries, orders=without_open,
            last_prices=state.last_prices, counters=state.counters,
        )  # fmt: skip


def test_compacted_exchange_behaves_like_the_original() -> None:
    """What a long-running engine does after storing: fold the journal into balances and forget
    closed orders' details. It then answers and trades exactly like an exchange that kept all."""
    kept, compacted = SimExchange(DEFAULT_SPOT_SYMBOLS, FEES), SimExchange(DEFAULT_SPOT_SYMBOLS, FEES)
    history(kept)
    history(compacted)
    closed_before = {o.id for o in kept.state().orders if not o.is_open}
    compacted.ledger.compact()
    assert compacted.forget_closed() == len(closed_before) > 0
    assert compacted.ledger.entries == ()
    assert compacted.ledger.recompute() == compacted.ledger.snapshot() == kept.ledger.snapshot()
    assert compacted.open_orders() == kept.open_orders()
    assert compacted.check_invariants() == []
    with pytest.raises(OrderRejected):  # a forgotten closed order's client id stays taken
        compacted.cancel_order(200_000, BOT, "b2")
    with pytest.raises(OrderRejected):
        compacted.place_order(200_000, BOT, "BTCUSDT", OrderSide.BUY, OrderType.LIMIT, D("0.01"),
                              D("90000"), client_order_id="b2")  # fmt: skip
    assert future(compacted) == future(kept)
    assert compacted.ledger.snapshot() == kept.ledger.snapshot()
    assert compacted.ledger.next_seq == kept.ledger.next_seq
