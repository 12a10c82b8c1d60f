"""Double-entry ledger: balanced entries, no overdrafts for users, derived balances, replay."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.sim.accounts import FAUCET, AccountRef
from tradingbot.sim.errors import InsufficientFunds, UnbalancedEntry
from tradingbot.sim.ledger import Balance, Bucket, JournalEntry, Ledger, Posting

U = AccountRef.user(1)
B = AccountRef.bot(1)


def free_move(src: AccountRef, dst: AccountRef, asset: str, amount: str) -> list[Posting]:
    """The two postings that move ``amount`` of free ``asset`` from ``src`` to ``dst``."""
    return [Posting(src, asset, Bucket.FREE, -D(amount)), Posting(dst, asset, Bucket.FREE, D(amount))]


def _move(ledger: Ledger, src: AccountRef, dst: AccountRef, asset: str, amount: str) -> JournalEntry:
    return ledger.post(2, "transfer", "t", free_move(src, dst, asset, amount))


def credit(ledger: Ledger, account: AccountRef, asset: str, amount: str) -> JournalEntry:
    return ledger.post(1, "credit", "t", free_move(FAUCET, account, asset, amount))


def test_post_updates_balances_and_numbers_entries() -> None:
    ledger = Ledger()
    e1 = credit(ledger, U, "USDT", "100")
    e2 = credit(ledger, U, "BTC", "1")
    assert (e1.seq, e2.seq, ledger.next_seq) == (1, 2, 3)
    assert ledger.balance(U, "USDT") == Balance(D("100"), D("0"))
    assert ledger.balance(FAUCET, "USDT").free == D("-100")  # system accounts may go negative
    assert ledger.balances(U) == {"BTC": Balance(D("1")), "USDT": Balance(D("100"))}
    assert ledger.balance(B, "USDT") == Balance()


def test_unbalanced_entry_is_refused() -> None:
    ledger = Ledger()
    with pytest.raises(UnbalancedEntry):
        ledger.post(1, "x", "r", [Posting(U, "USDT", Bucket.FREE, D("1"))])
    with pytest.raises(UnbalancedEntry):  # balanced in total but not per asset
        ledger.post(
            1,
            "x",
            "r",
            [Posting(U, "USDT", Bucket.FREE, D("1")), Posting(FAUCET, "BTC", Bucket.FREE, D("-1"))],
        )
    with pytest.raises(UnbalancedEntry):
        ledger.post(1, "x", "r", [])
    assert len(ledger) == 0 and ledger.next_seq == 1


def test_overdraft_of_user_bucket_is_refused_and_ledger_unchanged() -> None:
    ledger = Ledger()
    credit(ledger, U, "USDT", "100")
    before = ledger.snapshot()
    postings = [
        Posting(U, "USDT", Bucket.FREE, D("-100.01")),
        Posting(B, "USDT", Bucket.FREE, D("100.01")),
    ]
    with pytest.raises(InsufficientFunds) as info:
        ledger.post(2, "transfer", "r", postings)
    assert info.value.shortfall == D("0.01") and info.value.bucket == "FREE"
    assert ledger.snapshot() == before and len(ledger) == 1
    with pytest.raises(InsufficientFunds):  # LOCKED may not go negative either
        ledger.post(
            2,
            "unlock",
            "r",
            [Posting(U, "USDT", Bucket.LOCKED, D("-1")), Posting(U, "USDT", Bucket.FREE, D("1"))],
        )


def test_zero_postings_are_dropped() -> None:
    ledger = Ledger()
    entry = ledger.post(
        1,
        "credit",
        "r",
        [
            Posting(FAUCET, "USDT", Bucket.FREE, D("-5")),
            Posting(U, "USDT", Bucket.FREE, D("5")),
            Posting(U, "BTC", Bucket.FREE, D("0")),
        ],
    )
    assert len(entry.postings) == 2


def test_recompute_equals_running_balances_and_replay_rebuilds() -> None:
    ledger = Ledger()
    credit(ledger, U, "USDT", "100")
    ledger.post(
        2,
        "lock",
        "o1",
        [Posting(U, "USDT", Bucket.FREE, D("-40")), Posting(U, "USDT", Bucket.LOCKED, D("40"))],
    )
    ledger.post(
        3,
        "transfer",
        "t",
        [Posting(U, "USDT", Bucket.FREE, D("-60")), Posting(B, "USDT", Bucket.FREE, D("60"))],
    )
    assert ledger.recompute() == ledger.snapshot()
    assert ledger.snapshot()[U] == {"USDT": Balance(D("0"), D("40"))}
    stored = [JournalEntry.from_dict(e.to_dict()) for e in ledger.entries]
    assert stored == list(ledger.entries)
    rebuilt = Ledger.replay(stored)
    assert rebuilt.snapshot() == ledger.snapshot() and rebuilt.next_seq == ledger.next_seq


def test_replay_refuses_gaps() -> None:
    ledger = Ledger()
    credit(ledger, U, "USDT", "1")
    credit(ledger, U, "USDT", "1")
    with pytest.raises(ValueError):
        Ledger.replay([ledger.entries[1]])


def test_resume_from_stored_balances_equals_replay_of_the_whole_journal() -> None:
    full = Ledger()
    credit(full, U, "USDT", "100")
    _move(full, U, B, "USDT", "30.5")
    head = len(full)
    _move(full, B, U, "USDT", "0.25")
    credit(full, B, "BTC", "0.001")
    # balances stored after entry ``head``, the entries after it as the journal's tail
    opening = Ledger.replay(full.entries[:head]).snapshot()
    resumed = Ledger.resume(opening, head + 1, full.entries[head:])
    assert resumed.snapshot() == full.snapshot() == resumed.recompute()
    assert resumed.next_seq == full.next_seq
    assert resumed.entries == full.entries[head:]  # only what came after the opening
    assert resumed.opening == opening
    # it goes on posting with the next numbers, the same as the whole history would
    assert _move(resumed, U, B, "USDT", "1").seq == _move(full, U, B, "USDT", "1").seq
    assert resumed.snapshot() == full.snapshot() == resumed.recompute()
    assert resumed.touched(resumed.entries[-1:]) == {
        (U, "USDT"): full.balance(U, "USDT"),
        (B, "USDT"): full.balance(B, "USDT"),
    }


def test_resume_refuses_money_created_or_a_negative_user_balance() -> None:
    with pytest.raises(UnbalancedEntry):
        Ledger.resume({U: {"USDT": Balance(D("1"))}}, 1)
    with pytest.raises(ValueError, match="negative"):
        Ledger.resume({U: {"USDT": Balance(D("-1"))}, FAUCET: {"USDT": Balance(D("1"))}}, 1)
    opening = {U: {"USDT": Balance(D("5"))}, FAUCET: {"USDT": Balance(D("-5"))}}
    with pytest.raises(ValueError, match="expected"):  # the tail must start right after the opening
        Ledger.resume(
            opening,
            3,
            [
                JournalEntry(
                    4,
                    1,
                    "x",
                    "r",
                    (Posting(U, "USDT", Bucket.FREE, D("1")), Posting(FAUCET, "USDT", Bucket.FREE, D("-1"))),
                )
            ],
        )


def test_compact_keeps_balances_and_numbering() -> None:
    ledger = Ledger()
    credit(ledger, U, "USDT", "100")
    _move(ledger, U, B, "USDT", "40")
    before = ledger.snapshot()
    ledger.compact()
    assert (len(ledger), ledger.next_seq) == (0, 3)
    assert ledger.opening == before == ledger.snapshot() == ledger.recompute()
    e = _move(ledger, B, U, "USDT", "15")
    assert e.seq == 3
    assert ledger.balance(U, "USDT") == Balance(D("75"))
    assert ledger.recompute() == ledger.snapshot()
    with pytest.raises(InsufficientFunds):  # still refuses an overdraft of a compacted balance
        _move(ledger, B, U, "USDT", "26")
