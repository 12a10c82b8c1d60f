"""A spot grid whose stop loss one price triggers while that price fills several of its buys
(ARCHITECTURE "One price, many fills").

Bybit's example (45k..65k, 5 cells, P0 54 000, SL 44 000): one price of 43 000 fills the buys at
53 000, 49 000 and 45 000 and is below the stop. The settlement must sell the base of all three.
Before the host stepped a bot with all its fills at once, the stop triggered on the first fill and
QUOTE_MODE sold 0.26361258 BTC; the other two buys reached a COMPLETED bot and 0.17574172 BTC
stayed unsold (BASE_MODE skipped its settlement buy altogether).
"""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.sim.accounts import AccountRef

from .botkit import EXAMPLE, Shell

Q = D("0.08795882")
"""Each buy's quantity; its fee is 0.00008796 BTC."""
START_QUOTE, START_BASE = D("14110.44744"), D("0.17574172")
"""The bot's books after its initial market buy at 54 000."""


def _gap(settle_mode: int) -> Shell:
    shell = Shell.start()
    shell.create("1", dict(EXAMPLE, stop_loss_price="44000", settle_mode=settle_mode))
    s = shell.state("1")
    assert (s.quote, s.base) == (START_QUOTE, START_BASE)
    shell.host.drain_events()
    shell.host.on_price("BTCUSDT", "43000", 1)
    return shell


def test_quote_mode_stop_sells_the_base_of_every_fill() -> None:
    shell = _gap(3)
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS)
    held = START_BASE + 3 * (Q - D("0.00008796"))
    assert held == D("0.4393543")
    quote = START_QUOTE - Q * (53000 + 49000 + 45000)
    sale = held * 43000
    assert s.base == 0
    assert s.quote == quote + sale - D("18.8922349") == D("20053.8435651")  # fee 0.1 % of 18 892.2349
    assert set(shell.sim.balances(AccountRef.bot("1"))) == {"USDT"}
    shell.assert_books_match("1")


def test_every_fill_comes_before_the_stop() -> None:
    shell = _gap(3)
    trail = [
        (e.data.get("client_order_id"), e.data.get("qty"), e.data.get("status"))
        for e in shell.host.drain_events()
        if e.kind in ("FILL", "STATUS")
    ]
    assert trail == [
        ("g1-c2-3", "0.08795882", None),
        ("g1-c1-2", "0.08795882", None),
        ("g1-c0-1", "0.08795882", None),
        (None, None, "CANCELLING"),
        ("g1-s-9", "0.4393543", None),
        (None, None, "COMPLETED"),
    ]


@pytest.mark.parametrize("settle_mode", [2, 4])
def test_base_modes_settle_on_the_whole_position(settle_mode: int) -> None:
    """BASE_MODE buys base with the quote left after all three buys; BASE_AND_QUOTE keeps both."""
    shell = _gap(settle_mode)
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS)
    quote = START_QUOTE - Q * (53000 + 49000 + 45000)
    assert quote == D("1180.5009")
    held = START_BASE + 3 * (Q - D("0.00008796"))
    if settle_mode == 4:
        assert (s.quote, s.base) == (quote, held)
    else:
        bought = D("0.0274535")  # floor(1180.5009 / 43 000) to a lot
        assert (s.quote, s.base) == (quote - bought * 43000, held + bought - D("0.00002745"))
    shell.assert_books_match("1")
