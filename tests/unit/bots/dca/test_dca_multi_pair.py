"""RECURRING with several coins on a BotHost over one SimExchange: rounds buy every pair on its own
symbol, a pair the rules refuse is skipped, PAUSED and the cap apply to the round total, closing
sells (or keeps) every coin, and a snapshot restores without repeating or skipping a pair's buy."""

from __future__ import annotations

from decimal import Decimal as D

from tests.symbols import spot_symbol
from tradingbot.bots.base import AddInvestmentCommand, CloseCommand, OrderIntent
from tradingbot.bots.dca.family import FAMILY
from tradingbot.bots.dca.metrics import detail
from tradingbot.bots.dca.state import state_from_dict, state_to_dict
from tradingbot.bots.host import BotHost
from tradingbot.bots.kit.snapshot import intent_to_dict
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide, OrderType, SettleMode
from tradingbot.core.money import fmt
from tradingbot.sim.accounts import AccountRef

from .kit import Shell

MIN_MS = 60_000
BTC = spot_symbol("BTCUSDT", "BTC")
ETH = spot_symbol("ETHUSDT", "ETH")
SOL = spot_symbol("SOLUSDT", "SOL", lot="1")
"""Whole SOL only: at a price above the round's amount the buy floors to 0 and the rules refuse it."""
THREE = {
    "dca_type": "RECURRING",
    "frequency_in_second": 60,
    "quote_coin": "USDT",
    "pairs": [
        {"base": "BTC", "amount": "100"},
        {"base": "ETH", "amount": "50"},
        {"base": "SOL", "amount": "20"},
    ],
    "investment": "1000",
}
"""170 USDT a round: BTC 100, ETH 50, SOL 20 every minute."""


def start(fee: str = "0") -> Shell:
    return Shell.start_many({BTC: "29000", ETH: "1800", SOL: "16"}, D(fee))


def fills(shell: Shell) -> list[tuple[str, str, str, str]]:
    return [
        (str(e.data["client_order_id"]), str(e.data["side"]), str(e.data["price"]), str(e.data["qty"]))
        for e in shell.host.drain_events()
        if e.kind == "FILL"
    ]


def prices(shell: Shell, ts: int, btc: str, eth: str, sol: str) -> None:
    for sym, price in ((BTC, btc), (ETH, eth), (SOL, sol)):
        shell.host.on_price(sym.symbol, price, ts)


def test_a_round_buys_every_coin_on_its_own_symbol_with_exact_quantities() -> None:
    shell = start()
    shell.create("1", THREE)
    assert fills(shell) == [
        ("g1-r0-0", "BUY", "29000", "0.00344827"),  # floor(100 / 29000, 1e-8)
        ("g1-r0-1", "BUY", "1800", "0.02777777"),  # floor(50 / 1800, 1e-8)
        ("g1-r0-2", "BUY", "16", "1"),  # floor(20 / 16, 1)
    ]
    prices(shell, MIN_MS - 1, "30000", "2000", "10")  # round 1 not due yet
    assert fills(shell) == []
    prices(shell, MIN_MS, "25000", "2000", "10")
    # round 1 runs on the first price at its time (BTC's); ETH and SOL are at their last prices
    assert fills(shell) == [
        ("g1-r1-0", "BUY", "25000", "0.004"),
        ("g1-r1-1", "BUY", "2000", "0.025"),
        ("g1-r1-2", "BUY", "10", "2"),
    ]
    s = shell.state("1")
    assert (s.rounds_done, s.rounds_skipped, s.cum_invested, s.status) == (2, 0, D(340), BotStatus.RUNNING)
    assert [(b.base, b.held, b.cum_quote) for b in s.books] == [
        ("BTC", D("0.00744827"), D("0.00344827") * 29000 + D(100)),
        ("ETH", D("0.05277777"), D("0.02777777") * 1800 + D(50)),
        ("SOL", D(3), D(36)),
    ]
    assert s.quote == D(1000) - sum((b.cum_quote for b in s.books), D(0))
    shell.assert_books_match("1")
    out = detail(s, {"BTC": D(25000), "ETH": D(2000), "SOL": D(10)})
    rows = out["pairs"]
    assert isinstance(rows, list)
    assert [(r["base"], r["holdings"], r["value"]) for r in rows] == [
        ("BTC", "0.00744827", "186.20675"),
        ("ETH", "0.05277777", "105.55554"),
        ("SOL", "3", "30"),
    ]
    total = out["pairs_total"]
    assert isinstance(total, dict)
    assert total["value"] == "321.76229"
    assert out["equity"] == fmt(s.quote + D("321.76229"))


def test_a_pair_the_rules_refuse_is_skipped_for_that_round_and_recorded() -> None:
    shell = start()
    shell.create("1", THREE)
    fills(shell)
    prices(shell, MIN_MS, "29000", "1800", "21")  # 20 / 21 floors to 0 SOL: refused
    # BTC's price comes first at the round's time, SOL is still at 16 then: all three buy
    assert [f[0] for f in fills(shell)] == ["g1-r1-0", "g1-r1-1", "g1-r1-2"]
    shell.host.on_price("SOLUSDT", "21", 2 * MIN_MS)  # SOL trades first this time
    assert [f[0] for f in fills(shell)] == ["g1-r2-0", "g1-r2-1"]
    s = shell.state("1")
    assert (s.rounds_done, s.rounds_skipped, s.cum_invested) == (3, 0, D(100 + 50 + 20) * 2 + D(150))
    assert [b.skipped for b in s.books] == [0, 0, 1]
    assert s.books[2].held == D(1 + 1)
    shell.assert_books_match("1")


def test_paused_on_the_round_total_not_on_one_pair() -> None:
    shell = start()
    shell.create("1", dict(THREE, investment="400"))
    prices(shell, MIN_MS, "29000", "1800", "16")
    fills(shell)
    s = shell.state("1")
    assert s.rounds_done == 2 and s.quote == D(400) - sum((b.cum_quote for b in s.books), D(0))
    assert 50 <= s.quote < 170  # covers ETH or SOL alone, not the round
    prices(shell, 2 * MIN_MS, "29000", "1800", "16")
    assert fills(shell) == []
    s = shell.state("1")
    assert (s.status, s.rounds_done, s.rounds_skipped, s.orders) == (BotStatus.PAUSED, 2, 1, ())
    shell.sim.credit(2 * MIN_MS, AccountRef.bot("1"), "USDT", D(200))
    shell.host.command("1", AddInvestmentCommand(D(200)), 2 * MIN_MS)
    prices(shell, 3 * MIN_MS, "29000", "1800", "16")
    assert [f[0] for f in fills(shell)] == ["g1-r3-0", "g1-r3-1", "g1-r3-2"]
    assert shell.host.status("1") is BotStatus.RUNNING
    shell.assert_books_match("1")


def test_max_investment_closes_before_a_round_that_would_pass_it_with_no_partial_round() -> None:
    shell = start()
    shell.create("1", dict(THREE, max_invest_amount="450"))  # 2 rounds = 340; a third = 510 > 450
    prices(shell, MIN_MS, "29000", "1800", "16")
    prices(shell, 2 * MIN_MS, "29000", "1800", "16")
    done = [f[0] for f in fills(shell)]
    assert done == [f"g1-r{k}-{i}" for k in range(2) for i in range(3)]
    s = shell.state("1")
    assert (s.status, s.close_reason, s.rounds_done, s.cum_invested) == (
        BotStatus.COMPLETED,
        CloseReason.MAX_INVESTMENT_REACHED,
        2,
        D(340),
    )
    assert all(b.held > 0 for b in s.books)  # DCA_BASE_MODE keeps every coin
    shell.assert_books_match("1")


def test_quote_mode_close_sells_every_coin_base_mode_keeps_them() -> None:
    for mode, sells in ((SettleMode.QUOTE_MODE, True), (SettleMode.BASE_MODE, False)):
        shell = start("0.001")
        shell.create("1", THREE)
        prices(shell, MIN_MS, "30000", "1900", "17")
        fills(shell)
        held = [b.held for b in shell.state("1").books]
        shell.host.command("1", CloseCommand(mode), MIN_MS + 1)
        sold = fills(shell)
        s = shell.state("1")
        assert (s.status, s.close_reason) == (BotStatus.COMPLETED, CloseReason.MANUAL)
        if sells:
            assert [(f[0], f[1]) for f in sold] == [
                ("g1-s-0", "SELL"),
                ("g1-s-1", "SELL"),
                ("g1-s-2", "SELL"),
            ]
            lots = [BTC.lot_size, ETH.lot_size, SOL.lot_size]
            assert [D(f[3]) for f in sold] == [(h // lot) * lot for h, lot in zip(held, lots, strict=True)]
            assert [b.held for b in s.books] == [h - D(f[3]) for h, f in zip(held, sold, strict=True)]
        else:
            assert sold == [] and [b.held for b in s.books] == held
        assert shell.sim.open_orders(AccountRef.bot("1")) == []
        shell.assert_books_match("1")


def test_a_restored_bot_neither_repeats_nor_skips_a_pairs_buy() -> None:
    shell = start("0.001")
    shell.create("1", THREE)
    prices(shell, MIN_MS, "30000", "1900", "17")
    snap = state_to_dict(shell.state("1"))
    assert state_from_dict(snap) == shell.state("1")
    # a new host over the same exchange (a restart), restored from the snapshot
    shell.host = BotHost(shell.sim, {FAMILY.name: FAMILY})
    shell.host.restore_bot("1", FAMILY.name, snap, AccountRef.bot("1"))
    shell.host.resync("1", MIN_MS + 5)
    assert fills(shell) == []
    prices(shell, 2 * MIN_MS, "30000", "1900", "17")
    assert [f[0] for f in fills(shell)] == ["g1-r2-0", "g1-r2-1", "g1-r2-2"]
    assert shell.state("1").rounds_done == 3
    shell.assert_books_match("1")


def test_an_older_single_pair_snapshot_restores() -> None:
    """Snapshots written before multi-pair RECURRING: no ``orders``/``round_paid``, books without
    ``held``/``skipped``, the coin in ``base`` and a round's buy in ``pending``."""
    shell = Shell.start("29000", BTC, D("0.001"))
    shell.create("1", dict(THREE, pairs=[{"base": "BTC", "amount": "100"}]))
    now = shell.state("1")
    snap = state_to_dict(now)
    old = {k: v for k, v in snap.items() if k not in ("orders", "round_paid")}
    old["books"] = [{"base": "BTC", "cum_quote": "99.99983", "cum_qty": "0.00344482"}]
    assert state_from_dict(old) == now
    pending = intent_to_dict(
        OrderIntent("g1-r1-0", OrderSide.BUY, OrderType.MARKET, D("0.0001"), None, "round")
    )
    restored = state_from_dict(dict(old, pending=pending, pending_filled="0.00005"))
    assert restored.pending is None
    assert [(o.pair, o.intent.client_order_id, o.filled) for o in restored.orders] == [
        (0, "g1-r1-0", D("0.00005"))
    ]


def test_rounds_due_without_a_price_of_the_bots_coins_are_counted_skipped_not_caught_up() -> None:
    shell = start()
    shell.create("1", dict(THREE, pairs=THREE["pairs"][:2]))  # BTC and ETH; SOL's prices are not its
    shell.host.drain_events()
    for minute in (1, 2, 3):
        shell.host.on_price("SOLUSDT", "16", minute * MIN_MS)
    prices(shell, 3 * MIN_MS + 1, "29000", "1800", "16")  # rounds 1 and 2 passed unseen; 3 runs
    events = shell.host.drain_events()
    assert [str(e.data["client_order_id"]) for e in events if e.kind == "FILL"] == ["g1-r3-0", "g1-r3-1"]
    assert [e.data for e in events if e.kind == "ROUND_SKIPPED"] == [{"round": 2, "rounds": 2}]
    s = shell.state("1")
    assert (s.rounds_done, s.rounds_skipped, s.next_round) == (2, 2, 4)
