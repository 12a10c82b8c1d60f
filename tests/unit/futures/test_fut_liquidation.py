"""Liquidation: crossing the liquidation price closes the position at it; ledger stays balanced."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tests.unit.futures.conftest import BTC, FLAT_TIERS, NO_FEES, derivative, make_exchange
from tradingbot.core.candles import Candle
from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures import INSURANCE, FuturesExchange, Liquidation, PositionUpdate

BUY, SELL = OrderSide.BUY, OrderSide.SELL


def total_usdt(ex: FuturesExchange) -> D:
    return sum((ex.ledger.balance(a, "USDT").total for a in ex.ledger.accounts()), D(0))


def open_50x(ex: FuturesExchange, acc: AccountRef, side: OrderSide, wallet: str = "400") -> None:
    ex.credit(0, acc, "USDT", D(wallet))
    ex.set_leverage(acc, BTC, D("50"))
    ex.place_order(1, acc, BTC, side, OrderType.MARKET, D("1"), client_order_id="open")


def f4_exchange() -> FuturesExchange:
    ex = make_exchange(FLAT_TIERS)
    ex.on_price(BTC, D("20000"), 0)
    return ex


def test_long_is_liquidated_at_its_price_when_the_move_crosses_it() -> None:
    ex = f4_exchange()
    acc = derivative(1)
    open_50x(ex, acc, BUY, "411")  # 400 margin + 11 taker fee
    assert ex.liquidation_price(acc, BTC) == D(19700)
    ex.place_order(
        1, acc, BTC, SELL, OrderType.LIMIT, D("1"), D("25000"), client_order_id="tp", reduce_only=True
    )
    assert ex.on_price(BTC, D("19701"), 1) == []
    ex.drain_effects()
    (fill,) = ex.on_price(BTC, D("19000"), 2)
    assert fill.is_liquidation and (fill.side, fill.qty, fill.price) == (SELL, D(1), D(19700))
    assert fill.realized_pnl == D(-300) and fill.fee == D("10.835") and fill.insurance == 0
    assert ex.wallet(acc) == D(100) - D("10.835")  # what is left of MM stays with the account
    tp = ex.order(acc, "tp")
    assert tp is not None and tp.status is OrderStatus.CANCELLED
    effects = ex.drain_effects()
    (liq,) = [e for e in effects if isinstance(e, Liquidation)]
    assert (liq.account, liq.qty, liq.price, liq.loss, liq.insurance) == (
        acc,
        D(1),
        D(19700),
        D("310.835"),
        0,
    )
    assert isinstance(effects[-2], PositionUpdate) and effects[-2].position.size == 0
    assert total_usdt(ex) == 0 and ex.check_invariants() == []
    assert ex.on_price(BTC, D("25000"), 3) == []  # the cancelled order never fills


def test_short_is_liquidated_on_the_way_up_by_a_candle() -> None:
    ex = f4_exchange()
    acc = derivative(2)
    open_50x(ex, acc, SELL, "411")
    assert ex.liquidation_price(acc, BTC) == D(20300)
    fills = ex.apply_candle(BTC, Candle(60_000, D(20000), D(20500), D(19900), D(20100)))
    assert [(f.price, f.side, f.is_liquidation) for f in fills] == [(D(20300), BUY, True)]
    assert ex.last_price(BTC) == D(20100) and ex.check_invariants() == []


def test_events_follow_the_price_path() -> None:
    """Moving down from 20 000 to 19 000: a BUY at 19 800 fills before the LP of the bigger
    position is reached; another account's BUY below the LP still fills after it."""
    ex = f4_exchange()
    acc, other = derivative(1), derivative(2)
    open_50x(ex, acc, BUY, "1000")
    ex.place_order(1, acc, BTC, BUY, OrderType.LIMIT, D("1"), D("19800"), client_order_id="add")
    ex.credit(0, other, "USDT", D("10000"))
    ex.place_order(1, other, BTC, BUY, OrderType.LIMIT, D("0.1"), D("19100"), client_order_id="o")
    lp_before = ex.liquidation_price(acc, BTC)
    fills = ex.on_price(BTC, D("19000"), 2)
    assert len(fills) == 3
    assert (fills[0].account, fills[0].price, fills[0].is_liquidation) == (acc, D(19800), False)
    liq = fills[1]
    assert liq.is_liquidation and liq.account == acc and lp_before is not None and liq.price > lp_before
    assert fills[2].account == other and fills[2].price == D(19100)
    assert ex.check_invariants() == []


def test_long_without_liquidation_price_is_never_liquidated() -> None:
    ex = f4_exchange()
    acc = derivative(1)
    ex.credit(0, acc, "USDT", D("30000"))
    ex.set_leverage(acc, BTC, D("1"))
    ex.place_order(1, acc, BTC, BUY, OrderType.MARKET, D("1"), client_order_id="open")
    assert ex.liquidation_price(acc, BTC) is None
    assert ex.on_price(BTC, D("1"), 2) == []


def test_many_positions_liquidate_exactly_the_crossed_ones_in_path_order() -> None:
    ex = make_exchange(FLAT_TIERS, NO_FEES)
    ex.on_price(BTC, D("20000"), 0)
    lps = {}
    for n in range(1, 41):
        acc = derivative(n)
        ex.credit(0, acc, "USDT", D(400 + 10 * n))
        ex.set_leverage(acc, BTC, D("50"))
        ex.place_order(1, acc, BTC, BUY, OrderType.MARKET, D("1"), client_order_id="open")
        lps[acc] = ex.liquidation_price(acc, BTC)
    assert ex.on_price(BTC, D("19700"), 1) == []  # highest LP is 19 690
    fills = ex.on_price(BTC, D("19500"), 2)
    crossed = sorted((lp for lp in lps.values() if lp is not None and lp >= 19500), reverse=True)
    assert [f.price for f in fills] == crossed and len(crossed) == 20
    assert all(f.is_liquidation for f in fills) and ex.check_invariants() == []


def test_insurance_absorbs_a_loss_beyond_the_wallet() -> None:
    """Funding leaves the wallet below the loss at the mark: the close at the mark costs more than
    the wallet holds; the insurance fund pays the gap and no bucket goes negative."""
    ex = f4_exchange()
    acc = derivative(1)
    open_50x(ex, acc, BUY, "411")
    ex.on_price(BTC, D("19750"), 1)
    ex.apply_funding(BTC, D("0.01"), 2)  # pays 197.50 -> wallet 202.50, LP 19 897.5 > mark
    assert ex.wallet(acc) == D("202.5")
    ex.drain_effects()
    (fill,) = ex.on_price(BTC, D("19600"), 3)  # the LP was already passed: closes at the mark 19 750
    assert fill.price == D(19750) and fill.realized_pnl == D(-250)
    fee = D("10.8625")
    assert fill.insurance == D(250) + fee - D("202.5")
    assert ex.wallet(acc) == 0
    assert ex.ledger.balance(INSURANCE, "USDT").free == -fill.insurance
    assert total_usdt(ex) == 0 and ex.check_invariants() == []
    (liq,) = [e for e in ex.drain_effects() if isinstance(e, Liquidation)]
    assert liq.loss == D(250) + fee and liq.insurance == fill.insurance


def test_cross_positions_of_one_wallet_share_margin() -> None:
    """Two symbols in one wallet: each LP counts the other position's unrealized PnL minus its MM."""
    ex = make_exchange(FLAT_TIERS, NO_FEES)
    acc = derivative(1)
    ex.on_price(BTC, D("20000"), 0)
    ex.on_price("ETHUSDT", D("2000"), 0)
    ex.credit(0, acc, "USDT", D("1000"))
    ex.set_leverage(acc, BTC, D("50"))
    ex.set_leverage(acc, "ETHUSDT", D("50"))
    ex.place_order(1, acc, BTC, BUY, OrderType.MARKET, D("1"), client_order_id="b")
    ex.place_order(1, acc, "ETHUSDT", BUY, OrderType.MARKET, D("1"), client_order_id="e")
    eth_mm = D(2000) * D("0.004")
    assert ex.liquidation_price(acc, BTC) == D(20000) - (D(1000) - eth_mm - 100)
    ex.on_price("ETHUSDT", D("1900"), 1)  # ETH loses 100: the BTC LP moves up by 100
    assert ex.liquidation_price(acc, BTC) == D(20000) - (D(900) - eth_mm - 100)
    assert ex.check_invariants() == []


def test_a_move_that_crosses_nothing_touches_no_position(monkeypatch: pytest.MonkeyPatch) -> None:
    """With many positions and resting orders, a small move recomputes no liquidation price."""
    ex = make_exchange(FLAT_TIERS, NO_FEES)
    ex.on_price(BTC, D("20000"), 0)
    for n in range(1, 301):
        acc = derivative(n)
        ex.credit(0, acc, "USDT", D(1000))
        side = BUY if n % 2 else SELL
        ex.place_order(1, acc, BTC, side, OrderType.MARKET, D("0.1"), client_order_id="open")
        far = D(15000) if side is BUY else D(25000)
        ex.place_order(1, acc, BTC, side, OrderType.LIMIT, D("0.01"), far, client_order_id="far")
    ex.drain_effects()
    calls: list[object] = []
    original = ex._lp
    monkeypatch.setattr(ex, "_lp", lambda state: calls.append(state) or original(state))
    for price in ("20010", "19990", "20500", "19500"):
        assert ex.on_price(BTC, D(price), 1) == []
    assert calls == [] and ex.drain_effects() == []
