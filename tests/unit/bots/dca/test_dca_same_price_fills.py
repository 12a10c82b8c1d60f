"""One price that fills several safety orders and triggers the stop loss (ARCHITECTURE, "One
price, many fills").

Base order at 110; the ladder rests at 106.70 / 102.74 / 97.988; the next price is 90, below the
stop 110·(1 − 0.12) = 96.80. The exchange fills all three safety orders at that one price, so the
stop loss must sell the coins of all three. Before the fix the bot learned of the first fill, its
stop triggered and it sold only what it knew of (1.37631677); the other two fills reached a
COMPLETED bot and 1.87621971 coins stayed unsold.
"""

from __future__ import annotations

from decimal import Decimal as D

from tradingbot.bots.host import BotEventKind
from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.sim.accounts import AccountRef

from .kit import SAFETY, X4, Shell

BUYS = (  # (price, qty, fee in X) of the base order and the three safety orders
    (D("110"), D("0.9090909"), D("0.00090909")),
    (D("106.7"), D("0.46860356"), D("0.0004686")),
    (D("102.74"), D("0.72999805"), D("0.00073")),
    (D("97.988"), D("1.14809976"), D("0.0011481")),
)
HELD = sum(q - f for _, q, f in BUYS)
SPENT = sum(p * q for p, q, _ in BUYS)
SALE_FEE = D("0.29272828")  # 3.25253648 · 90 · 0.001 = 0.292728283 → 1e-8


def _gap_down() -> Shell:
    shell = Shell.start("110", X4, D("0.001"))
    shell.create("1", dict(SAFETY, tp_pct="0.03", sl_pct="0.12"))
    shell.host.drain_events()
    shell.host.on_price("XUSDT", "90", 1)
    return shell


def test_stop_loss_sells_every_coin_of_the_step() -> None:
    shell = _gap_down()
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS)
    assert s.base == 0
    assert D("3.25253648") == HELD
    assert s.quote == D("337.5") - SPENT + HELD * 90 - SALE_FEE == D("292.43555712812")
    assert s.cum_profit == s.quote - D("337.5") == D("-45.06444287188")
    bal = shell.sim.balances(AccountRef.bot("1"))
    assert "X" not in bal or bal["X"].total == 0
    shell.assert_books_match("1")


def test_the_bot_learns_every_fill_before_it_stops() -> None:
    """The three safety fills come first, then the stop, then the settlement sale of all of them."""
    shell = _gap_down()
    trail = [
        (e.kind, e.data.get("client_order_id"), e.data.get("qty"), e.data.get("status"))
        for e in shell.host.drain_events()
        if e.kind in (BotEventKind.FILL, BotEventKind.STATUS)
    ]
    assert trail == [
        ("FILL", "g1-c0s1-0", "0.46860356", None),
        ("FILL", "g1-c0s2-0", "0.72999805", None),
        ("FILL", "g1-c0s3-0", "1.14809976", None),
        ("STATUS", None, None, "CANCELLING"),
        ("FILL", "g1-s-0", "3.25253648", None),
        ("STATUS", None, None, "COMPLETED"),
    ]
