"""Funding: |Q| × mark × rate, longs pay when the rate is positive, shortfalls covered by insurance."""

from __future__ import annotations

from decimal import Decimal as D

from tests.unit.futures.conftest import BTC, FLAT_TIERS, NO_FEES, derivative, make_exchange
from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures import FUNDING, INSURANCE, FundingPayment, FuturesExchange, Liquidation

BUY, SELL = OrderSide.BUY, OrderSide.SELL


def test_longs_pay_shorts_when_the_rate_is_positive(ex: FuturesExchange, bot: AccountRef) -> None:
    short = derivative(8)
    ex.credit(0, short, "USDT", D("10000"))
    ex.place_order(1, bot, BTC, BUY, OrderType.MARKET, D("0.5"), client_order_id="l")
    ex.place_order(1, short, BTC, SELL, OrderType.MARKET, D("0.3"), client_order_id="s")
    ex.on_price(BTC, D("21000"), 2)
    w_long, w_short = ex.wallet(bot), ex.wallet(short)
    long_pay, short_pay = ex.apply_funding(BTC, D("0.0001"), 3)
    assert (long_pay.account, long_pay.amount, long_pay.mark) == (bot, D("-1.05"), D(21000))
    assert (short_pay.account, short_pay.amount, short_pay.insurance) == (short, D("0.63"), 0)
    assert ex.wallet(bot) == w_long - D("1.05") and ex.wallet(short) == w_short + D("0.63")
    assert ex.ledger.balance(FUNDING, "USDT").free == D("0.42")
    assert ex.position(bot, BTC).funding == D("-1.05")
    # a negative rate reverses the direction
    long_pay, short_pay = ex.apply_funding(BTC, D("-0.0002"), 4)
    assert (long_pay.amount, short_pay.amount) == (D("2.1"), D("-1.26"))
    assert ex.check_invariants() == []


def test_funding_without_positions_does_nothing(ex: FuturesExchange) -> None:
    assert ex.apply_funding(BTC, D("0.01"), 1) == []
    assert ex.apply_funding("ETHUSDT", D("0.01"), 1) == []


def test_funding_lowers_the_wallet_and_moves_the_liquidation_price(
    ex: FuturesExchange, bot: AccountRef
) -> None:
    ex.place_order(1, bot, BTC, BUY, OrderType.MARKET, D("1"), client_order_id="l")
    before = ex.liquidation_price(bot, BTC)
    ex.apply_funding(BTC, D("0.001"), 2)  # pays 20
    after = ex.liquidation_price(bot, BTC)
    assert before is not None and after == before + 20


def test_funding_shortfall_cancels_orders_then_insurance_covers() -> None:
    """Long 1 @ 20 000 at 50x with 400 USDT, a resting order locking margin, then a 5 % funding bill."""
    ex = make_exchange(FLAT_TIERS, NO_FEES)
    acc = derivative(1)
    ex.on_price(BTC, D("20000"), 0)
    ex.credit(0, acc, "USDT", D("600"))
    ex.set_leverage(acc, BTC, D("50"))
    ex.place_order(1, acc, BTC, BUY, OrderType.MARKET, D("1"), client_order_id="open")
    ex.place_order(1, acc, BTC, SELL, OrderType.LIMIT, D("0.01"), D("30000"), client_order_id="far")
    ex.drain_effects()
    (pay,) = ex.apply_funding(BTC, D("0.05"), 2)  # owes 1 000, has 600
    assert (pay.amount, pay.insurance) == (D(-1000), D(400))
    order = ex.order(acc, "far")
    assert order is not None and order.status is OrderStatus.CANCELLED
    assert ex.wallet(acc) == 0 and ex.ledger.balance(INSURANCE, "USDT").free == -400
    assert ex.check_invariants() == []
    ex.drain_effects()
    # the liquidation price is now above the mark: the next price check liquidates at the mark
    lp = ex.liquidation_price(acc, BTC)
    assert lp is not None and lp > 20000
    (fill,) = ex.on_price(BTC, D("20000"), 3)
    assert fill.is_liquidation and fill.price == D(20000) and fill.realized_pnl == 0
    kinds = [type(e) for e in ex.drain_effects()]
    assert Liquidation in kinds and FundingPayment not in kinds
    assert ex.position(acc, BTC).size == 0 and ex.wallet(acc) == 0
