"""Simulated exchange: locking, maker/taker fills, fees from the received asset, candles, effects."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.core.candles import Candle
from tradingbot.core.enums import OrderSide, OrderStatus, OrderType
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.sim.accounts import FAUCET, FEES, MARKET, AccountRef
from tradingbot.sim.errors import OrderRejected, RejectCode
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.ledger import Balance, JournalEntry
from tradingbot.sim.orders import Fill, Order, OrderUpdate

BUY, SELL = OrderSide.BUY, OrderSide.SELL
LIMIT, MARKET_ORDER = OrderType.LIMIT, OrderType.MARKET


def limit(
    ex: SimExchange, acct: AccountRef, side: OrderSide, qty: str, price: str, cid: str, ts: int = 1
) -> Order:
    return ex.place_order(ts, acct, "BTCUSDT", side, LIMIT, D(qty), D(price), client_order_id=cid).order


def test_limit_buy_rests_locks_quote_then_fills_at_its_price_as_maker(
    ex: SimExchange, bot: AccountRef
) -> None:
    order = limit(ex, bot, BUY, "0.1", "53000", "b1")
    assert order.status is OrderStatus.NEW and order.locked == D("5300")
    assert ex.balance(bot, "USDT") == Balance(D("94700"), D("5300"))
    assert ex.on_price("BTCUSDT", D("53500"), 2) == []
    fills = ex.on_price("BTCUSDT", D("52000"), 3)  # trades through
    assert len(fills) == 1
    fill = fills[0]
    assert (fill.price, fill.qty, fill.is_maker, fill.fee_asset) == (D("53000"), D("0.1"), True, "BTC")
    assert fill.fee == D("0.0001")
    assert ex.balance(bot, "USDT") == Balance(D("94700"), D("0"))
    assert ex.balance(bot, "BTC").free == D("10.0999")
    assert ex.balance(FEES, "BTC").free == D("0.0001")
    done = ex.order(bot, "b1")
    assert done is not None and done.status is OrderStatus.FILLED and done.filled_qty == D("0.1")
    assert done.locked == 0 and ex.open_orders() == []
    assert ex.last_price("BTCUSDT") == D("52000")


def test_touch_fills(ex: SimExchange, bot: AccountRef) -> None:
    limit(ex, bot, BUY, "0.1", "53000", "b1")
    limit(ex, bot, SELL, "0.1", "55000", "s1")
    assert [f.client_order_id for f in ex.on_price("BTCUSDT", D("53000"), 2)] == ["b1"]
    assert [f.client_order_id for f in ex.on_price("BTCUSDT", D("55000"), 3)] == ["s1"]


def test_limit_sell_locks_base_and_fee_comes_from_quote(ex: SimExchange, bot: AccountRef) -> None:
    limit(ex, bot, SELL, "0.5", "56000", "s1")
    assert ex.balance(bot, "BTC") == Balance(D("9.5"), D("0.5"))
    (fill,) = ex.on_price("BTCUSDT", D("56500"), 2)
    assert (fill.price, fill.fee, fill.fee_asset) == (D("56000"), D("28"), "USDT")
    assert ex.balance(bot, "USDT").free == D("100000") + D("28000") - D("28")
    assert ex.balance(bot, "BTC") == Balance(D("9.5"), D("0"))


def test_market_order_fills_at_last_price_with_taker_fee(ex: SimExchange, bot: AccountRef) -> None:
    res = ex.place_order(1, bot, "BTCUSDT", BUY, MARKET_ORDER, D("0.2"), client_order_id="m1")
    (fill,) = res.fills
    assert res.order.status is OrderStatus.FILLED and res.order.price is None
    assert (fill.price, fill.is_maker, fill.fee) == (D("54000"), False, D("0.0002"))
    assert ex.balance(bot, "USDT") == Balance(D("89200"), D("0"))
    assert ex.balance(bot, "BTC").free == D("10.1998")
    res = ex.place_order(2, bot, "BTCUSDT", SELL, MARKET_ORDER, D("1"), client_order_id="m2")
    assert res.fills[0].fee == D("54") and ex.balance(bot, "USDT").free == D("89200") + D("53946")


def test_marketable_limit_fills_at_last_as_taker(ex: SimExchange, bot: AccountRef) -> None:
    res = ex.place_order(1, bot, "BTCUSDT", BUY, LIMIT, D("0.1"), D("60000"), client_order_id="x")
    assert res.order.status is OrderStatus.FILLED and res.order.locked == 0
    assert (res.fills[0].price, res.fills[0].is_maker) == (D("54000"), False)
    assert ex.balance(bot, "USDT") == Balance(D("94600"), D("0"))
    res = ex.place_order(1, bot, "BTCUSDT", SELL, LIMIT, D("0.1"), D("54000"), client_order_id="y")
    assert res.order.status is OrderStatus.FILLED  # at the last price counts as marketable


def test_fee_from_received_asset_mechanics_example(ex: SimExchange, bot: AccountRef) -> None:
    """MECHANICS §1.4 / §12 T3-T4 at f = 0.001: buy 0.08795882 BTC at 53 000 -> 0.08787086 received;
    selling those at 57 000 nets the grid profit 341.81292098."""
    usdt0, btc0 = ex.balance(bot, "USDT").free, ex.balance(bot, "BTC").free
    limit(ex, bot, BUY, "0.08795882", "53000", "buy")
    (buy,) = ex.on_price("BTCUSDT", D("53000"), 2)
    assert buy.fee == D("0.00008796")
    received = ex.balance(bot, "BTC").free - btc0
    assert received == D("0.08787086")
    limit(ex, bot, SELL, str(received), "57000", "sell", ts=3)
    (sell,) = ex.on_price("BTCUSDT", D("57000"), 4)
    assert sell.fee == D("5.00863902")
    assert ex.balance(bot, "USDT").free - usdt0 == D("341.81292098")
    assert ex.balance(bot, "BTC").free == btc0


def test_duplicate_client_order_id_rejected_even_after_close(ex: SimExchange, bot: AccountRef) -> None:
    limit(ex, bot, BUY, "0.1", "53000", "dup")
    with pytest.raises(OrderRejected) as info:
        limit(ex, bot, BUY, "0.1", "52000", "dup")
    assert info.value.reason is RejectCode.DUPLICATE_CLIENT_ORDER_ID
    ex.cancel_order(2, bot, "dup")
    with pytest.raises(OrderRejected) as info:
        limit(ex, bot, BUY, "0.1", "52000", "dup")
    assert info.value.reason is RejectCode.DUPLICATE_CLIENT_ORDER_ID
    other = AccountRef.bot(8)
    ex.credit(3, other, "USDT", D("10000"))
    assert limit(ex, other, BUY, "0.1", "52000", "dup").status is OrderStatus.NEW  # unique per account


def test_insufficient_balance_rejected_and_nothing_changes(ex: SimExchange, bot: AccountRef) -> None:
    before = (ex.ledger.snapshot(), ex.counters, len(ex.ledger))
    for side, qty, price in [(BUY, "2", "53000"), (SELL, "10.5", "56000"), (BUY, "1.9", "60000")]:
        with pytest.raises(OrderRejected) as info:
            limit(ex, bot, side, qty, price, f"{side}-{qty}")
        assert info.value.reason is RejectCode.INSUFFICIENT_BALANCE
    with pytest.raises(OrderRejected) as info:
        ex.place_order(1, bot, "BTCUSDT", BUY, MARKET_ORDER, D("1.9"), client_order_id="m")
    assert info.value.reason is RejectCode.INSUFFICIENT_BALANCE
    assert (ex.ledger.snapshot(), ex.counters, len(ex.ledger)) == before
    assert ex.drain_effects() == [] and ex.open_orders() == []
    assert ex.order(bot, "m") is None
    assert limit(ex, bot, BUY, "1.8", "53000", "m").status is OrderStatus.NEW  # cid still free


def test_cancel_unlocks_remaining_funds(ex: SimExchange, bot: AccountRef) -> None:
    limit(ex, bot, BUY, "0.1", "53000", "b1")
    limit(ex, bot, SELL, "1", "60000", "s1")
    done = ex.cancel_order(5, bot, "b1")
    assert done.status is OrderStatus.CANCELLED and done.locked == 0 and done.updated_ts == 5
    assert ex.balance(bot, "USDT") == Balance(D("100000"), D("0"))
    assert ex.on_price("BTCUSDT", D("40000"), 6) == []  # cancelled order is out of the index
    assert [o.client_order_id for o in ex.cancel_all(7, bot)] == ["s1"]
    assert ex.balance(bot, "BTC") == Balance(D("10"), D("0"))
    with pytest.raises(OrderRejected) as info:
        ex.cancel_order(8, bot, "b1")
    assert info.value.reason is RejectCode.ORDER_NOT_OPEN
    with pytest.raises(OrderRejected) as info:
        ex.cancel_order(8, bot, "nope")
    assert info.value.reason is RejectCode.UNKNOWN_ORDER


@pytest.mark.parametrize(
    ("symbol", "order_type", "qty", "price", "code"),
    [
        ("DOGEUSDT", LIMIT, "1", "0.2", RejectCode.UNKNOWN_SYMBOL),
        ("BTCUSDT", LIMIT, "0.1", "53000.001", RejectCode.INVALID_PRICE),
        ("BTCUSDT", LIMIT, "0.1", None, RejectCode.INVALID_PRICE),
        ("BTCUSDT", MARKET_ORDER, "0.1", "53000", RejectCode.INVALID_PRICE),
        ("BTCUSDT", LIMIT, "0.000000001", "53000", RejectCode.INVALID_QTY),
        ("BTCUSDT", LIMIT, "0.00009", "53000", RejectCode.MIN_NOTIONAL),
        ("BTCUSDT", LIMIT, "9001", "53000", RejectCode.MAX_QTY),
        ("ETHUSDT", MARKET_ORDER, "1", None, RejectCode.NO_PRICE),
    ],
)
def test_validation_rejections(
    ex: SimExchange,
    bot: AccountRef,
    symbol: str,
    order_type: OrderType,
    qty: str,
    price: str | None,
    code: RejectCode,
) -> None:
    with pytest.raises(OrderRejected) as info:
        ex.place_order(
            1, bot, symbol, BUY, order_type, D(qty), None if price is None else D(price), client_order_id="c"
        )
    assert info.value.reason is code
    assert ex.drain_effects() == []


def test_system_accounts_do_not_trade_and_bad_transfers(ex: SimExchange, bot: AccountRef) -> None:
    with pytest.raises(OrderRejected) as info:
        ex.place_order(1, MARKET, "BTCUSDT", BUY, LIMIT, D("1"), D("50000"), client_order_id="c")
    assert info.value.reason is RejectCode.INVALID_ACCOUNT
    with pytest.raises(OrderRejected) as info:
        ex.transfer(1, bot, AccountRef.user(1), "USDT", D("100000.01"))
    assert info.value.reason is RejectCode.INSUFFICIENT_BALANCE
    with pytest.raises(OrderRejected) as info:
        ex.transfer(1, bot, bot, "USDT", D("1"))
    assert info.value.reason is RejectCode.INVALID_ACCOUNT
    with pytest.raises(OrderRejected) as info:
        ex.credit(1, bot, "USDT", D("0"))
    assert info.value.reason is RejectCode.INVALID_AMOUNT


def test_transfer_moves_free_funds_only(ex: SimExchange, bot: AccountRef) -> None:
    user = AccountRef.user(1)
    limit(ex, bot, BUY, "1", "53000", "b1")  # locks 53 000 of 100 000
    with pytest.raises(OrderRejected):
        ex.transfer(1, bot, user, "USDT", D("47000.01"))
    ex.transfer(1, bot, user, "USDT", D("47000"), ref="withdraw")
    assert ex.balance(bot, "USDT") == Balance(D("0"), D("53000"))
    assert ex.balance(user, "USDT") == Balance(D("47000"))


def test_candle_up_goes_open_low_high_close(ex: SimExchange, bot: AccountRef) -> None:
    """close >= open: open -> low -> high -> close; the BUY below open fills before the SELL above."""
    limit(ex, bot, SELL, "0.1", "55000", "s-above")
    limit(ex, bot, BUY, "0.1", "53000", "b-below")
    fills = ex.apply_candle("BTCUSDT", Candle(60_000, D("54000"), D("55500"), D("52500"), D("55200")))
    assert [f.client_order_id for f in fills] == ["b-below", "s-above"]
    assert [f.price for f in fills] == [D("53000"), D("55000")]
    assert all(f.ts == 60_000 and f.is_maker for f in fills)
    assert ex.last_price("BTCUSDT") == D("55200")


def test_candle_down_goes_open_high_low_close(ex: SimExchange, bot: AccountRef) -> None:
    limit(ex, bot, BUY, "0.1", "53000", "b-below")
    limit(ex, bot, SELL, "0.1", "55000", "s-above")
    fills = ex.apply_candle("BTCUSDT", Candle(60_000, D("54000"), D("55500"), D("52500"), D("53800")))
    assert [f.client_order_id for f in fills] == ["s-above", "b-below"]
    assert ex.last_price("BTCUSDT") == D("53800")


def test_candle_that_crosses_nothing(ex: SimExchange, bot: AccountRef) -> None:
    limit(ex, bot, BUY, "0.1", "50000", "b")
    assert ex.apply_candle("BTCUSDT", Candle(0, D("54000"), D("54100"), D("53900"), D("54050"))) == []
    assert len(ex.open_orders(bot, "BTCUSDT")) == 1 and ex.open_orders(symbol="ETHUSDT") == []


def test_effects_in_order_with_deterministic_ids(ex: SimExchange, bot: AccountRef) -> None:
    limit(ex, bot, BUY, "0.1", "53000", "b1")
    ex.place_order(2, bot, "BTCUSDT", SELL, MARKET_ORDER, D("0.1"), client_order_id="m1")
    ex.on_price("BTCUSDT", D("53000"), 3)
    effects = ex.drain_effects()
    kinds = [type(e).__name__ for e in effects]
    assert kinds == [
        "OrderUpdate", "JournalEntry",  # b1 accepted and locked
        "OrderUpdate", "JournalEntry", "Fill", "OrderUpdate",  # m1 new, trade, fill, filled
        "JournalEntry", "Fill", "OrderUpdate",  # b1 maker fill
    ]  # fmt: skip
    orders = [e.order for e in effects if isinstance(e, OrderUpdate)]
    assert [(o.id, o.status) for o in orders] == [
        (1, OrderStatus.NEW), (2, OrderStatus.NEW), (2, OrderStatus.FILLED), (1, OrderStatus.FILLED)
    ]  # fmt: skip
    assert [f.id for f in effects if isinstance(f, Fill)] == [1, 2]
    seqs = [e.seq for e in effects if isinstance(e, JournalEntry)]
    assert seqs == list(range(seqs[0], seqs[0] + 3))
    assert ex.drain_effects() == []
    for o in orders:
        assert Order.from_dict(o.to_dict()) == o
    for f in (e for e in effects if isinstance(e, Fill)):
        assert Fill.from_dict(f.to_dict()) == f


def test_ledger_counterparties(ex: SimExchange, bot: AccountRef) -> None:
    ex.place_order(1, bot, "BTCUSDT", BUY, MARKET_ORDER, D("0.1"), client_order_id="m")
    assert ex.balance(MARKET, "USDT").free == D("5400") and ex.balance(MARKET, "BTC").free == D("-0.1")
    assert ex.balance(FAUCET, "USDT").free == D("-100000")
    assert ex.check_invariants() == []


def test_rejection_is_a_business_error_with_envelope_fields(ex: SimExchange, bot: AccountRef) -> None:
    with pytest.raises(BusinessError) as info:
        limit(ex, bot, BUY, "0.00009", "53000", "tiny")
    err = info.value
    assert isinstance(err, OrderRejected) and err.reason is RejectCode.MIN_NOTIONAL
    assert (err.code, err.check_code, err.bound) == (RetCode.ORDER_REJECTED, "MIN_NOTIONAL", "5")
    with pytest.raises(OrderRejected) as rejected:
        limit(ex, bot, BUY, "2", "53000", "big")
    assert rejected.value.code == RetCode.INSUFFICIENT_BALANCE
