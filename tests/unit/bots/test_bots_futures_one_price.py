"""Futures bots whose stop one price triggers while that price fills several of their orders
(ARCHITECTURE "One price, many fills"): the close flattens the whole position on the venue.

The futures grid, the martingale and the combo already waited for their books to equal the
venue's position (``in_sync``; the combo also for its market orders) before judging; the host now
steps a bot with all the fills of a price (or of its step's market orders) at once, so the stop is
decided on the whole position in the same step either way. These pin it.
"""

from __future__ import annotations

from decimal import Decimal as D

from tradingbot.bots.futures_martingale.state import FuturesMartingaleState
from tradingbot.core.enums import BotStatus, CloseReason

from .fcombo.kit import CShell, fc
from .fmart.kit import MShell, fm
from .test_bots_fgrid_kit import FShell, bot_account, fg


def _trail(shell: FShell) -> list[tuple[object, object, object]]:
    return [
        (e.data.get("client_order_id"), e.data.get("qty"), e.data.get("status"))
        for e in shell.host.drain_events()
        if e.kind in ("FILL", "STATUS")
    ]


def test_neutral_grid_gap_below_the_bottom_closes_all_three_buys() -> None:
    """From P0 20 248.5 one price of 9 000 fills the buys at 18 000, 14 000, 10 000 (0.193 each)
    and is below the bottom: the close sells 0.579 at 9 000."""
    shell = FShell.start()
    shell.create("1", fg())
    shell.host.drain_events()
    shell.price(D(9000), 2_000)
    assert _trail(shell) == [
        ("g1-c2-2", "0.193", None),
        ("g1-c1-1", "0.193", None),
        ("g1-c0-0", "0.193", None),
        (None, None, "CANCELLING"),
        ("g1-x-8", "0.579", None),
        (None, None, "COMPLETED"),
    ]
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.TRIGGER_BOTTOM_PRICE)
    assert s.position == 0
    assert shell.fx.position(bot_account("1"), "BTCUSDT").size == 0
    fees = D("0.6948") + D("0.5404") + D("0.386") + D("2.86605")  # three maker buys, the taker close
    assert s.realised_pnl == D("0.579") * (9000 - 14000) - fees == D("-2899.48725")
    assert s.wallet == D(10000) + s.realised_pnl
    shell.assert_books_match("1")


def test_short_grid_gap_above_its_stop_loss_buys_back_both_sells() -> None:
    shell = FShell.start()
    shell.create("1", fg(grid_mode=3, tp_sl_type=2, stop_loss_price="31000"))
    shell.host.drain_events()
    shell.price(D(31500), 2_000)
    assert _trail(shell) == [
        ("g1-c3-4", "0.162", None),
        ("g1-c4-5", "0.162", None),
        (None, None, "CANCELLING"),
        ("g1-x-8", "0.81", None),
        (None, None, "COMPLETED"),
    ]
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS)
    assert s.position == 0
    assert shell.fx.position(bot_account("1"), "BTCUSDT").size == 0
    shell.assert_books_match("1")


def test_martingale_gap_through_its_add_and_stop_loss() -> None:
    """The add at 98 fills at 94, below the 5 % stop: the close sells the whole 12.458."""
    shell = MShell.start(price="100")
    shell.create("1", fm(sl_percent="0.05"))
    shell.host.drain_events()
    shell.price("94", 1_000)
    assert _trail(shell) == [
        ("g1-a1-2", "7.535", None),
        (None, None, "CANCELLING"),
        ("g1-x-5", "12.458", None),
        (None, None, "COMPLETED"),
    ]
    s: FuturesMartingaleState = shell.host.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS)
    assert s.position == 0
    cost = D("4.923") * 100 + D("7.535") * 98
    fees = D("0.270765") + D("0.147686") + D("0.6440786")  # market open, maker add, market close
    assert s.rounds[-1].profit == D("12.458") * 94 - cost - fees == D("-60.7405296")
    assert shell.fx.position(bot_account("1"), "BTCUSDT").size == 0
    shell.assert_books_match("1")


def test_combo_rebalance_fills_then_take_profit_closes_every_leg() -> None:
    """SOL 150 → 450 (+1 200 USDT, +12 %): the PERCENT rebalance's three market orders fill, the
    bot learns all three, then its 10 % TP closes every leg (the rebalanced sizes) in that step."""
    shell = CShell.start()
    shell.create("1", fc(tp_percent="0.1"))
    shell.host.drain_events()
    shell.price("SOLUSDT", "450", 4_000)
    trail = [
        (e.data.get("client_order_id"), e.data.get("qty"), e.data.get("status"))
        for e in shell.host.drain_events()
        if e.kind in ("FILL", "STATUS")
    ]
    assert trail == [
        ("g1-r2-3", "2.4", None),
        ("g1-r0-4", "0.01", None),
        ("g1-r1-5", "0.16", None),
        (None, None, "CANCELLING"),
        ("g1-x0-6", "0.06", None),
        ("g1-x1-7", "0.96", None),
        ("g1-x2-8", "1.6", None),
        (None, None, "COMPLETED"),
    ]
    s = shell.state()
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.TAKE_PROFIT)
    assert all(b.position == 0 for b in s.books)
    assert s.closed_pnl == 4 * (450 - 150)  # BTC and ETH closed at their entry prices
    opening = D("1.65") + D("1.32") + D("0.33")  # 0.055 % taker on 3 000 + 2 400 + 600
    assert s.fees == opening + D("0.594") + D("0.33") + D("0.264") + D("1.98") + D("1.584") + D("0.396")
    shell.assert_books_match()
