"""Orders of the futures exchange: fees, validation, reduce-only, margin, leverage, transfers."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tests.unit.futures.conftest import BTC, derivative
from tradingbot.core.enums import BotAccountType, OrderSide, OrderStatus, OrderType
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected, RejectCode
from tradingbot.sim.futures import (
    FUT_FEES,
    FUT_MARKET,
    FuturesExchange,
    FuturesOrderRejected,
    FuturesRejectCode,
)

BUY, SELL = OrderSide.BUY, OrderSide.SELL
LIMIT, MARKET = OrderType.LIMIT, OrderType.MARKET


def market(ex: FuturesExchange, acc: AccountRef, side: OrderSide, qty: str, cid: str, **kw: bool) -> None:
    ex.place_order(1, acc, BTC, side, MARKET, D(qty), client_order_id=cid, **kw)


def test_market_order_fills_at_last_with_taker_fee_in_usdt(ex: FuturesExchange, bot: AccountRef) -> None:
    res = ex.place_order(1, bot, BTC, BUY, MARKET, D("0.1"), client_order_id="m1")
    (fill,) = res.fills
    assert (fill.price, fill.qty, fill.is_maker, fill.fee_asset) == (D(20000), D("0.1"), False, "USDT")
    assert fill.fee == D("1.1")  # 0.1 × 20 000 × 0.055 %
    assert res.order.status is OrderStatus.FILLED
    assert ex.wallet(bot) == D("9998.9")
    assert ex.ledger.balance(FUT_FEES, "USDT").free == D("1.1")
    pos = ex.position(bot, BTC)
    assert (pos.size, pos.avg_entry, pos.leverage, pos.im) == (D("0.1"), D(20000), D(10), D(200))


def test_limit_rests_locks_margin_then_fills_as_maker(ex: FuturesExchange, bot: AccountRef) -> None:
    res = ex.place_order(1, bot, BTC, BUY, LIMIT, D("0.1"), D("19000"), client_order_id="l1")
    assert res.fills == () and res.order.locked == D("191.045")  # 1 900/10 + 1.045 taker estimate
    assert ex.ledger.balance(bot, "USDT").locked == D("191.045")
    assert ex.on_price(BTC, D("19500"), 2) == []
    (fill,) = ex.on_price(BTC, D("18000"), 3)
    assert (fill.price, fill.is_maker, fill.fee) == (D(19000), True, D("0.38"))  # maker 0.02 %
    assert ex.ledger.balance(bot, "USDT").locked == 0
    assert ex.wallet(bot) == D("9999.62")
    assert ex.check_invariants() == []


def test_marketable_limit_fills_at_last_as_taker(ex: FuturesExchange, bot: AccountRef) -> None:
    (fill,) = ex.place_order(1, bot, BTC, BUY, LIMIT, D("0.1"), D("21000"), client_order_id="x").fills
    assert (fill.price, fill.is_maker) == (D(20000), False)


@pytest.mark.parametrize(
    ("otype", "qty", "price", "code"),
    [
        (LIMIT, "0.1", "20000.05", RejectCode.INVALID_PRICE),
        (LIMIT, "0.00005", "20000", RejectCode.INVALID_QTY),
        (LIMIT, "0.001", "20000", RejectCode.MIN_NOTIONAL),
        (LIMIT, "1001", "20000", RejectCode.MAX_QTY),
        (MARKET, "121", None, RejectCode.MAX_QTY),
        (MARKET, "0", None, RejectCode.INVALID_QTY),
    ],
)
def test_order_rules(
    ex: FuturesExchange, bot: AccountRef, otype: OrderType, qty: str, price: str | None, code: RejectCode
) -> None:
    with pytest.raises(OrderRejected) as err:
        ex.place_order(
            1, bot, BTC, BUY, otype, D(qty), None if price is None else D(price), client_order_id="r"
        )
    assert err.value.reason is code
    assert ex.drain_effects() == [] and ex.order(bot, "r") is None


def test_requests_refused(ex: FuturesExchange, bot: AccountRef) -> None:
    cases = [
        (dict(symbol="NOPE"), RejectCode.UNKNOWN_SYMBOL),
        (dict(symbol="ETHUSDT"), RejectCode.NO_PRICE),
        (dict(cid=""), RejectCode.INVALID_CLIENT_ORDER_ID),
        (dict(cid="liquidation:9"), RejectCode.INVALID_CLIENT_ORDER_ID),
        (dict(account=AccountRef.bot(7)), RejectCode.INVALID_ACCOUNT),  # SPOT type
        (dict(account=AccountRef.system("x", BotAccountType.DERIVATIVE)), RejectCode.INVALID_ACCOUNT),
    ]
    for over, code in cases:
        with pytest.raises(OrderRejected) as err:
            ex.place_order(
                1,
                over.get("account", bot),  # type: ignore[arg-type]
                over.get("symbol", BTC),  # type: ignore[arg-type]
                BUY,
                MARKET,
                D("0.01"),
                client_order_id=over.get("cid", "c"),  # type: ignore[arg-type]
            )
        assert err.value.reason is code


def test_client_ids_are_unique_per_account_forever(ex: FuturesExchange, bot: AccountRef) -> None:
    market(ex, bot, BUY, "0.01", "same")
    with pytest.raises(OrderRejected) as err:
        market(ex, bot, SELL, "0.01", "same")
    assert err.value.reason is RejectCode.DUPLICATE_CLIENT_ORDER_ID
    other = derivative(8)
    ex.credit(0, other, "USDT", D("1000"))
    market(ex, other, BUY, "0.01", "same")  # another account may reuse it


def test_increase_reduce_flip_through_the_exchange(ex: FuturesExchange, bot: AccountRef) -> None:
    market(ex, bot, BUY, "0.1", "a")
    ex.on_price(BTC, D("21000"), 2)
    market(ex, bot, BUY, "0.1", "b")
    assert ex.position(bot, BTC).avg_entry == D(20500)
    ex.on_price(BTC, D("22000"), 3)
    (fill,) = ex.place_order(3, bot, BTC, SELL, MARKET, D("0.3"), client_order_id="c").fills
    assert fill.realized_pnl == D("300")  # 0.2 × (22 000 − 20 500)
    pos = ex.position(bot, BTC)
    assert (pos.size, pos.avg_entry, pos.realized_pnl) == (D("-0.1"), D(22000), D(300))
    fees = D("1.1") + D("1.155") + D("3.63")
    assert ex.wallet(bot) == D(10000) + 300 - fees
    assert pos.fees == fees
    assert ex.ledger.balance(FUT_MARKET, "USDT").free == -300


def test_reduce_only_must_reduce_and_is_capped(ex: FuturesExchange, bot: AccountRef) -> None:
    with pytest.raises(FuturesOrderRejected) as err:
        market(ex, bot, SELL, "0.1", "ro0", reduce_only=True)
    assert err.value.futures_reason is FuturesRejectCode.REDUCE_ONLY
    assert err.value.reason is RejectCode.INVALID_QTY and err.value.check_code == "REDUCE_ONLY"
    market(ex, bot, BUY, "0.1", "open")
    with pytest.raises(FuturesOrderRejected):
        market(ex, bot, BUY, "0.1", "ro1", reduce_only=True)
    res = ex.place_order(
        1, bot, BTC, SELL, LIMIT, D("0.5"), D("21000"), client_order_id="tp", reduce_only=True
    )
    assert (res.order.qty, res.order.locked) == (D("0.1"), 0)
    # reduce-only orders may close dust below the minimum notional
    (fill,) = ex.place_order(
        1, bot, BTC, SELL, MARKET, D("0.001"), client_order_id="dust", reduce_only=True
    ).fills
    assert fill.qty == D("0.001")
    tp = ex.order(bot, "tp")
    assert tp is not None and tp.qty == D("0.099")  # capped to the smaller position


def test_reduce_only_is_cancelled_when_the_position_is_gone(ex: FuturesExchange, bot: AccountRef) -> None:
    market(ex, bot, BUY, "0.1", "open")
    ex.place_order(1, bot, BTC, SELL, LIMIT, D("0.1"), D("21000"), client_order_id="tp", reduce_only=True)
    market(ex, bot, SELL, "0.1", "close")
    tp = ex.order(bot, "tp")
    assert tp is not None and tp.status is OrderStatus.CANCELLED
    assert ex.on_price(BTC, D("22000"), 5) == []
    assert ex.check_invariants() == []


def test_reduce_only_limit_closes_at_its_price(ex: FuturesExchange, bot: AccountRef) -> None:
    market(ex, bot, BUY, "0.1", "open")
    ex.place_order(1, bot, BTC, SELL, LIMIT, D("0.1"), D("21000"), client_order_id="tp", reduce_only=True)
    (fill,) = ex.on_price(BTC, D("21500"), 5)
    assert (fill.price, fill.realized_pnl, fill.is_maker) == (D(21000), D(100), True)
    assert ex.position(bot, BTC).size == 0


def test_margin_rejection_changes_nothing(ex: FuturesExchange, bot: AccountRef) -> None:
    # 10 000 USDT at 10x backs ~100 000 notional; 5.1 BTC at 19 600 needs 9 996 + 55 fee
    with pytest.raises(OrderRejected) as err:
        ex.place_order(1, bot, BTC, BUY, LIMIT, D("5.1"), D("19600"), client_order_id="big")
    assert err.value.reason is RejectCode.INSUFFICIENT_BALANCE
    with pytest.raises(OrderRejected) as err:
        market(ex, bot, BUY, "5", "bigm")  # 10 000 IM + 55 fee > 10 000
    assert err.value.reason is RejectCode.INSUFFICIENT_BALANCE
    assert ex.drain_effects() == [] and ex.open_orders() == []
    market(ex, bot, BUY, "4.9", "ok")
    assert ex.available(bot) == D(10000) - D("53.9") - D("9800")


def test_open_order_margin_reduces_available(ex: FuturesExchange, bot: AccountRef) -> None:
    ex.place_order(1, bot, BTC, BUY, LIMIT, D("2"), D("19000"), client_order_id="a")
    lock = D(3800) + D(38000) * D("0.00055")
    assert ex.available(bot) == D(10000) - lock
    with pytest.raises(OrderRejected):
        ex.place_order(1, bot, BTC, SELL, LIMIT, D("3"), D("21000"), client_order_id="b")
    ex.cancel_order(2, bot, "a")
    assert ex.available(bot) == D(10000) and ex.ledger.balance(bot, "USDT").locked == 0


def test_unrealized_profit_backs_positions_but_is_not_spendable(ex: FuturesExchange, bot: AccountRef) -> None:
    market(ex, bot, BUY, "1", "a")  # IM 2 000, fee 11
    ex.on_price(BTC, D("40000"), 2)  # +20 000 unrealized
    assert ex.equity(bot) == D(10000) - 11 + 20000
    assert ex.available(bot) == ex.free(bot) == D(9989)
    assert ex.withdrawable(bot) == D(9989) - D(2000)


def test_risk_limit_and_leverage_bounds(ex: FuturesExchange, bot: AccountRef) -> None:
    ex.credit(0, bot, "USDT", D("100000"))
    ex.set_leverage(bot, BTC, D("100"))
    with pytest.raises(FuturesOrderRejected) as err:  # 45 BTC at 20 000 = 900 000: tier 3, max 75x
        ex.place_order(1, bot, BTC, BUY, LIMIT, D("45"), D("20000"), client_order_id="r")
    assert err.value.futures_reason is FuturesRejectCode.RISK_LIMIT and err.value.bound == "75"
    for bad in ("0.5", "101", "10.005"):
        with pytest.raises(FuturesOrderRejected) as err:
            ex.set_leverage(bot, BTC, D(bad))
        assert err.value.futures_reason is FuturesRejectCode.INVALID_LEVERAGE
    ex.set_leverage(bot, BTC, D("75"))
    ex.place_order(1, bot, BTC, BUY, LIMIT, D("45"), D("20000"), client_order_id="r2")
    with pytest.raises(FuturesOrderRejected):
        ex.set_leverage(bot, BTC, D("100"))  # the worst-case notional sits in tier 3


def test_lowering_leverage_needs_margin(ex: FuturesExchange, bot: AccountRef) -> None:
    ex.set_leverage(bot, BTC, D("50"))
    market(ex, bot, BUY, "20", "a")  # 400 000 notional, IM 8 000, fee 220
    with pytest.raises(OrderRejected) as err:
        ex.set_leverage(bot, BTC, D("20"))  # IM 20 000 > wallet
    assert err.value.reason is RejectCode.INSUFFICIENT_BALANCE
    state = ex.set_leverage(bot, BTC, D("45"))
    assert state.leverage == 45 and ex.position(bot, BTC).leverage == 45


def test_cancel_errors(ex: FuturesExchange, bot: AccountRef) -> None:
    with pytest.raises(OrderRejected) as err:
        ex.cancel_order(1, bot, "nope")
    assert err.value.reason is RejectCode.UNKNOWN_ORDER
    market(ex, bot, BUY, "0.01", "done")
    with pytest.raises(OrderRejected) as err:
        ex.cancel_order(1, bot, "done")
    assert err.value.reason is RejectCode.ORDER_NOT_OPEN


def test_withdrawal_keeps_im_and_order_margin(ex: FuturesExchange, bot: AccountRef) -> None:
    user = AccountRef.user(1, BotAccountType.FUND)
    market(ex, bot, BUY, "1", "a")  # IM 2 000, fee 11 -> wallet 9 989
    ex.place_order(1, bot, BTC, BUY, LIMIT, D("1"), D("19000"), client_order_id="b")  # lock 1 910.45
    limit = D(9989) - D("1910.45") - D(2000)
    assert ex.withdrawable(bot) == limit
    with pytest.raises(FuturesOrderRejected) as err:
        ex.transfer(2, bot, user, "USDT", limit + D("0.01"))
    assert err.value.futures_reason is FuturesRejectCode.WITHDRAW_EXCEEDS_MARGIN
    before = ex.liquidation_price(bot, BTC)
    ex.transfer(2, bot, user, "USDT", limit)
    after = ex.liquidation_price(bot, BTC)
    assert before is not None and after is not None and after > before
    ex.transfer(3, user, bot, "USDT", D(100))
    assert ex.liquidation_price(bot, BTC) == after - 100
    with pytest.raises(OrderRejected) as err2:
        ex.transfer(3, user, bot, "BTC", D(1))
    assert err2.value.reason is RejectCode.INVALID_AMOUNT
