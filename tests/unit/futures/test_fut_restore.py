"""Persistence: effects and state round-trip through dicts; a restored exchange is the same exchange.
A futures exchange can share the spot exchange's ledger so USDT is conserved across both."""

from __future__ import annotations

import json
from decimal import Decimal as D

import pytest

from tests.unit.futures.conftest import BTC, derivative, make_exchange
from tradingbot.core.enums import BotAccountType, OrderSide, OrderType
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS, FUTURES_TIERS
from tradingbot.core.instrument_catalog import DEFAULT_SPOT_SYMBOLS
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.futures import (
    FuturesExchange,
    FuturesOrder,
    FuturesState,
    PositionState,
    effect_from_dict,
    effect_to_dict,
)
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.orders import OrderUpdate

BUY, SELL = OrderSide.BUY, OrderSide.SELL


def busy_exchange() -> FuturesExchange:
    """Positions on both sides, resting and reduce-only orders, funding and one liquidation."""
    ex = make_exchange()
    a, b, c = derivative(1), derivative(2), derivative(3)
    ex.on_price(BTC, D("20000"), 0)
    for acc in (a, b, c):
        ex.credit(0, acc, "USDT", D("5000"))
    ex.set_leverage(c, BTC, D("50"), ts=1)
    ex.place_order(1, a, BTC, BUY, OrderType.MARKET, D("0.5"), client_order_id="a1")
    ex.place_order(1, a, BTC, BUY, OrderType.LIMIT, D("0.2"), D("19500"), client_order_id="a2")
    ex.place_order(
        1, a, BTC, SELL, OrderType.LIMIT, D("0.3"), D("21000"), client_order_id="a3", reduce_only=True
    )
    ex.place_order(1, b, BTC, SELL, OrderType.MARKET, D("0.4"), client_order_id="b1")
    ex.place_order(1, c, BTC, BUY, OrderType.MARKET, D("10"), client_order_id="c1")
    ex.apply_funding(BTC, D("0.0001"), 2)
    ex.on_price(BTC, D("19400"), 3)  # fills a2, liquidates c
    ex.place_order(4, b, BTC, BUY, OrderType.LIMIT, D("0.1"), D("18000"), client_order_id="b2")
    return ex


def restore(state: FuturesState) -> FuturesExchange:
    symbols = {s: DEFAULT_FUTURES_SYMBOLS[s] for s in (BTC, "ETHUSDT")}
    return FuturesExchange.from_state(symbols, {s: FUTURES_TIERS[s] for s in symbols}, state)


def test_effects_round_trip_through_json() -> None:
    ex = busy_exchange()
    effects = ex.drain_effects()
    kinds = {effect_to_dict(e)["type"] for e in effects}
    assert kinds == {"journal", "order", "fill", "position", "funding", "liquidation"}
    for e in effects:
        assert effect_from_dict(json.loads(json.dumps(effect_to_dict(e)))) == e


def test_state_round_trips_and_restore_rebuilds_exactly() -> None:
    ex = busy_exchange()
    state = ex.state()
    assert FuturesState.from_dict(json.loads(json.dumps(state.to_dict()))) == state
    twin = restore(FuturesState.from_dict(json.loads(json.dumps(state.to_dict()))))
    assert twin.state() == state
    assert twin.check_invariants() == []
    for acc in (derivative(1), derivative(2), derivative(3)):
        assert twin.position(acc, BTC) == ex.position(acc, BTC)
        assert twin.liquidation_price(acc, BTC) == ex.liquidation_price(acc, BTC)
    ex.drain_effects()
    for x in (ex, twin):
        x.on_price(BTC, D("22000"), 5)
        x.apply_funding(BTC, D("-0.0003"), 6)
        x.on_price(BTC, D("17000"), 7)
        x.place_order(8, derivative(2), BTC, SELL, OrderType.MARKET, D("0.1"), client_order_id="z")
    assert twin.drain_effects() == ex.drain_effects()
    assert twin.state() == ex.state()


def test_restore_from_the_persisted_effects_alone() -> None:
    """Upserting orders and positions from the drained effects gives what restore needs."""
    ex = busy_exchange()
    entries: list[JournalEntry] = []
    orders: dict[int, FuturesOrder] = {}
    positions: dict[tuple[str, str], PositionState] = {}
    for raw in (effect_to_dict(e) for e in ex.drain_effects()):
        effect = effect_from_dict(raw)
        if isinstance(effect, JournalEntry):
            entries.append(effect)
        elif isinstance(effect, OrderUpdate):
            assert isinstance(effect.order, FuturesOrder)
            orders[effect.order.id] = effect.order
        elif hasattr(effect, "position"):
            positions[(effect.position.account.key, effect.position.symbol)] = effect.position  # type: ignore[union-attr]
    state = FuturesState(
        tuple(entries), tuple(orders.values()), tuple(positions.values()), ex.last_prices(), ex.counters
    )
    assert restore(state).state() == ex.state()


def test_restore_refuses_inconsistent_state() -> None:
    state = busy_exchange().state()
    bad_orders = tuple(o for o in state.orders if not o.is_open)  # drop the locking orders
    with pytest.raises(ValueError, match="inconsistent"):
        restore(FuturesState(state.entries, bad_orders, state.positions, state.last_prices, state.counters))
    with pytest.raises(ValueError, match="exactly one"):
        FuturesExchange.restore(
            DEFAULT_FUTURES_SYMBOLS,
            FUTURES_TIERS,
            orders=(),
            positions=(),
            last_prices={},
            counters=state.counters,
        )


def test_shared_ledger_with_the_spot_exchange() -> None:
    """One ledger for both: a user's spot USDT funds a futures bot; USDT sums to zero over all accounts."""
    spot = SimExchange({"BTCUSDT": DEFAULT_SPOT_SYMBOLS["BTCUSDT"]})
    fut = FuturesExchange({BTC: DEFAULT_FUTURES_SYMBOLS[BTC]}, {BTC: FUTURES_TIERS[BTC]}, ledger=spot.ledger)
    user = AccountRef.user(1, BotAccountType.FUND)
    bot = AccountRef.bot(9, BotAccountType.DERIVATIVE)
    spot.credit(0, user, "USDT", D("10000"))
    spot.on_price("BTCUSDT", D("20000"), 0)
    fut.on_price(BTC, D("20000"), 0)
    spot.place_order(1, user, "BTCUSDT", BUY, OrderType.MARKET, D("0.1"), client_order_id="s")
    fut.transfer(1, user, bot, "USDT", D("3000"))
    fut.place_order(2, bot, BTC, SELL, OrderType.MARKET, D("0.5"), client_order_id="f")
    fut.on_price(BTC, D("19000"), 3)
    fut.place_order(4, bot, BTC, BUY, OrderType.MARKET, D("0.5"), client_order_id="g", reduce_only=True)
    fut.transfer(5, bot, user, "USDT", fut.wallet(bot))
    total = sum((spot.ledger.balance(a, "USDT").total for a in spot.ledger.accounts()), D(0))
    assert total == 0
    assert spot.ledger.recompute() == spot.ledger.snapshot()
    assert fut.check_invariants() == []
    seqs = [e.seq for e in spot.drain_effects() + fut.drain_effects() if isinstance(e, JournalEntry)]
    assert sorted(seqs) == list(range(1, len(spot.ledger) + 1))
    # restoring over the already rebuilt shared ledger
    state = fut.state()
    twin = FuturesExchange.from_state(
        {BTC: DEFAULT_FUTURES_SYMBOLS[BTC]}, {BTC: FUTURES_TIERS[BTC]}, state, ledger=spot.ledger
    )
    assert twin.state() == state
