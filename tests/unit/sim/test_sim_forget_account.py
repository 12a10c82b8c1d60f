"""A completed bot's account is forgotten once stored: nothing of it stays in memory (issue 23's
soak grew by a few KB for every bot created and closed)."""

from __future__ import annotations

from decimal import Decimal as D

from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.exchange import SimExchange

USER = AccountRef.user(1)


def test_an_account_with_orders_or_money_is_kept_and_an_empty_one_forgotten(
    ex: SimExchange, bot: AccountRef
) -> None:
    ex.place_order(
        1, bot, "BTCUSDT", OrderSide.BUY, OrderType.LIMIT, D("0.01"), D("50000"), client_order_id="a"
    )
    ex.place_order(1, bot, "BTCUSDT", OrderSide.SELL, OrderType.MARKET, D("0.01"), None, client_order_id="b")
    assert ex.forget_account(bot) == 0  # an open order
    ex.cancel_order(2, bot, "a")
    assert ex.forget_account(bot) == 0  # money
    assert ex.order(bot, "a") is not None
    for asset, bal in ex.ledger.balances(bot).items():
        ex.transfer(3, bot, USER, asset, bal.free, ref="settle")
    before = ex.ledger.snapshot()
    assert ex.forget_account(bot) == 2
    assert ex.order(bot, "a") is None and ex.order(bot, "b") is None
    assert bot not in ex.ledger.accounts()
    assert ex.ledger.snapshot() == before == ex.ledger.recompute()
    assert ex.check_invariants() == []
    assert ex.forget_account(bot) == 0  # nothing left
