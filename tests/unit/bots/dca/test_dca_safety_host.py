"""SAFETY_ORDER on a BotHost with a real SimExchange: the §4.2 example end to end, TP, SL, close, restart."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.base import CloseCommand
from tradingbot.bots.dca.family import FAMILY
from tradingbot.bots.dca.metrics import detail
from tradingbot.bots.host import BotHost
from tradingbot.core.enums import BotStatus, CloseReason, SettleMode
from tradingbot.core.errors import BusinessError
from tradingbot.sim.accounts import AccountRef

from .kit import SAFETY, X4, Shell


def orders(shell: Shell, bot_id: str = "1") -> list[tuple[str, str, D, D]]:
    """(client id, side, price, qty) of the bot's open orders, by id."""
    return sorted(
        (o.client_order_id, o.side.value, o.price or D(0), o.qty)
        for o in shell.sim.open_orders(AccountRef.bot(bot_id))
    )


def example(fee: str = "0", **changes: object) -> Shell:
    shell = Shell.start("100", X4, D(fee))
    shell.create("1", dict(SAFETY, **changes))
    return shell


def test_worked_example_cycle() -> None:
    """Pb 100: ladder 97 / 93.40 / 89.08; each fill re-places the TP (105, 103.9286, 101.8995, 98.9495)."""
    shell = example()
    s = shell.state("1")
    assert s.status is BotStatus.RUNNING and s.cycle.base_price == D(100)
    assert orders(shell) == [
        ("g1-c0s1-0", "BUY", D("97.0000"), D("0.51546391")),
        ("g1-c0s2-0", "BUY", D("93.4000"), D("0.80299785")),
        ("g1-c0s3-0", "BUY", D("89.0800"), D("1.26290974")),
        ("g1-c0t1-0", "SELL", D("105.0000"), D("1")),
    ]
    tps = []
    for k, price in enumerate(("97", "93.4", "89.08"), start=1):
        shell.host.on_price("XUSDT", price, k)
        tps.append([(p, q) for cid, side, p, q in orders(shell) if side == "SELL"])
    assert [t[0][0] for t in tps] == [D("103.9286"), D("101.8995"), D("98.9495")]
    s = shell.state("1")
    assert (s.cycle.quote_spent / s.cycle.base_held).quantize(D("0.0001")) == D("94.2376")
    assert str(detail(s, D("89.08"))["avg_price"]).startswith("94.2376")
    shell.assert_books_match("1")
    shell.host.on_price("XUSDT", "99", 10)  # the TP at 98.9495 fills; auto-cycle starts cycle 1 at 99
    s = shell.state("1")
    assert s.cycles_completed == 1 and s.cycle.number == 1 and s.cycle.base_price == D(99)
    sold = D("3.58137150")  # 1 + 0.51546391 + 0.80299785 + 1.26290974
    spent = D(100) + D("0.51546391") * 97 + D("0.80299785") * D("93.4") + D("1.26290974") * D("89.08")
    assert s.cum_profit == sold * D("98.9495") - spent
    assert [cid for cid, *_ in orders(shell)] == ["g1-c1s1-0", "g1-c1s2-0", "g1-c1s3-0", "g1-c1t1-0"]
    shell.assert_books_match("1")


def test_auto_cycle_off_completes_with_take_profit() -> None:
    shell = example(auto_cycle="DISABLE")
    shell.host.on_price("XUSDT", "106", 1)
    s = shell.state("1")
    assert (s.status, s.close_reason, s.cycles_completed) == (BotStatus.COMPLETED, CloseReason.TAKE_PROFIT, 1)
    assert s.cum_profit == D(5) and orders(shell) == []
    shell.assert_books_match("1")


def test_stop_loss_sells_everything() -> None:
    shell = example(fee="0.001", sl_pct="0.2")
    shell.host.on_price("XUSDT", "85", 1)  # all three safety orders fill on the way down
    assert sum(1 for q in shell.state("1").cycle.filled if q > 0) == 3
    shell.host.on_price("XUSDT", "80", 2)  # SL = 100·(1 − 0.2)
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.STOP_LOSS)
    assert orders(shell) == [] and s.base < X4.lot_size
    shell.assert_books_match("1")


@pytest.mark.parametrize(
    ("mode", "keeps_base"), [(SettleMode.QUOTE_MODE, False), (SettleMode.BASE_AND_QUOTE_MODE, True)]
)
def test_manual_close_settles(mode: SettleMode, keeps_base: bool) -> None:
    shell = example(fee="0.001")
    shell.host.on_price("XUSDT", "96", 1)
    shell.host.command("1", CloseCommand(mode), 2)
    s = shell.state("1")
    assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.MANUAL)
    assert (s.base > 1) is keeps_base and orders(shell) == []
    shell.assert_books_match("1")
    with pytest.raises(BusinessError):
        shell.host.command("1", CloseCommand(), 3)


def test_bit_mode_close_is_refused() -> None:
    shell = example()
    with pytest.raises(BusinessError) as info:
        shell.host.command("1", CloseCommand(SettleMode.BIT_MODE), 1)
    assert info.value.field == "settle_mode" and shell.state("1").status is BotStatus.RUNNING


def test_restart_mid_cycle_places_nothing_again() -> None:
    """A snapshot restored on a fresh host re-derives the same ids: reconcile has nothing to do."""
    shell = example(fee="0.001")
    shell.host.on_price("XUSDT", "95", 1)
    before = orders(shell)
    snap = shell.host.snapshot("1")
    host = BotHost(shell.sim, {FAMILY.name: FAMILY})
    host.restore_bot("1", FAMILY.name, snap, AccountRef.bot("1"))
    host.resync("1", 2)
    assert orders(shell) == before and host.state("1") == shell.state("1")
    shell.host = host
    shell.host.on_price("XUSDT", "93", 3)
    assert sum(1 for q in shell.state("1").cycle.filled if q > 0) == 2
    shell.assert_books_match("1")
