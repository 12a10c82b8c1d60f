"""Double-entry ledger: the single truth for every balance of the simulated exchange.

Each journal entry is a set of postings (account, asset, bucket FREE|LOCKED, signed amount)
whose amounts sum to zero per asset. Balances are derived by folding entries; a running cache
answers queries and :meth:`Ledger.recompute` re-derives it from scratch (they must agree).
An entry that would leave a user or bot bucket negative is refused whole and the ledger stays
unchanged; system accounts (``sys:*``) may go negative. :meth:`Ledger.replay` rebuilds a ledger
from persisted entries after a restart; :meth:`Ledger.resume` starts one from stored opening
balances (the balances after entry ``next_seq - 1``) so a restart need not replay the whole history.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum, unique

from tradingbot.core.money import ZERO
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import InsufficientFunds, UnbalancedEntry
from tradingbot.sim.records import Record


@unique
class Bucket(StrEnum):
    """Part of a balance: FREE can be spent, LOCKED backs open orders."""

    FREE = "FREE"
    LOCKED = "LOCKED"


@dataclass(frozen=True, slots=True)
class Posting(Record):
    """One signed movement of an asset in one bucket of one account."""

    account: AccountRef
    asset: str
    bucket: Bucket
    amount: Decimal


@dataclass(frozen=True, slots=True)
class JournalEntry:
    """A balanced, numbered set of postings; ``kind`` says what happened, ``ref`` to what."""

    seq: int
    ts: int
    kind: str
    ref: str
    postings: tuple[Posting, ...]

    def to_dict(self) -> dict[str, object]:
        """Plain dict for persistence."""
        return {
            "seq": self.seq,
            "ts": self.ts,
            "kind": self.kind,
            "ref": self.ref,
            "postings": [p.to_dict() for p in self.postings],
        }

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> JournalEntry:
        """Inverse of :meth:`to_dict`."""
        raw = d["postings"]
        if not isinstance(raw, list):
            raise ValueError("postings must be a list")
        seq, ts = d["seq"], d["ts"]
        if not isinstance(seq, int) or not isinstance(ts, int):
            raise ValueError("seq and ts must be integers")
        return cls(seq, ts, str(d["kind"]), str(d["ref"]), tuple(Posting.from_dict(p) for p in raw))


@dataclass(frozen=True, slots=True)
class Balance:
    """Free and locked amount of one asset in one account."""

    free: Decimal = ZERO
    locked: Decimal = ZERO

    @property
    def total(self) -> Decimal:
        """free + locked."""
        return self.free + self.locked


BalanceMap = dict[AccountRef, dict[str, Balance]]


def _bal(cell: list[Decimal]) -> Balance:
    """Balance of a cache cell, with zeros as plain 0 (not 0E-8)."""
    return Balance(cell[0] if cell[0] else ZERO, cell[1] if cell[1] else ZERO)


def _normalize(postings: Iterable[Posting]) -> tuple[Posting, ...]:
    """Drop zero postings; refuse empty, unbalanced or malformed entries."""
    kept = tuple(p for p in postings if p.amount != 0)
    if not kept:
        raise UnbalancedEntry("an entry needs at least one non-zero posting")
    sums: dict[str, Decimal] = defaultdict(Decimal)
    for p in kept:
        if not p.asset or not p.amount.is_finite():
            raise UnbalancedEntry(f"malformed posting {p!r}")
        sums[p.asset] += p.amount
    bad = {a: s for a, s in sums.items() if s != 0}
    if bad:
        raise UnbalancedEntry(f"postings do not sum to zero: {bad}")
    return kept


class Ledger:
    """Append-only journal with derived balances."""

    def __init__(self) -> None:
        self._entries: list[JournalEntry] = []
        self._cache: dict[AccountRef, dict[str, list[Decimal]]] = {}
        self._next_seq = 1
        self._opening: BalanceMap = {}

    @property
    def entries(self) -> Sequence[JournalEntry]:
        """The entries since the opening balances (all of them for a ledger started empty), in order."""
        return tuple(self._entries)

    @property
    def opening(self) -> BalanceMap:
        """The balances this ledger was resumed from (empty when it started empty or was replayed)."""
        return {a: dict(b) for a, b in self._opening.items()}

    @property
    def next_seq(self) -> int:
        """Sequence number the next entry gets."""
        return self._next_seq

    def __len__(self) -> int:
        return len(self._entries)

    def post(self, ts: int, kind: str, ref: str, postings: Iterable[Posting]) -> JournalEntry:
        """Validate and append one entry; raises UnbalancedEntry / InsufficientFunds, changing nothing."""
        entry = JournalEntry(self._next_seq, ts, kind, ref, _normalize(postings))
        self._apply(entry)
        return entry

    def _apply(self, entry: JournalEntry) -> None:
        deltas: dict[tuple[AccountRef, str, Bucket], Decimal] = defaultdict(Decimal)
        for p in entry.postings:
            deltas[(p.account, p.asset, p.bucket)] += p.amount
        for (account, asset, bucket), delta in deltas.items():
            if account.is_system or delta >= 0:
                continue
            after = self._get(account, asset, bucket) + delta
            if after < 0:
                raise InsufficientFunds(account, asset, bucket.value, -after)
        for (account, asset, bucket), delta in deltas.items():
            cell = self._cache.setdefault(account, {}).setdefault(asset, [ZERO, ZERO])
            cell[0 if bucket is Bucket.FREE else 1] += delta
        self._entries.append(entry)
        self._next_seq = entry.seq + 1

    def compact(self) -> None:
        """Fold the entries into the opening balances and forget them.

        Why: a long-running engine stores every entry before it acknowledges the operation, so
        the journal in memory only grows (issue 23's soak: RSS +22 % in two minutes). After this
        the ledger is what :meth:`resume` builds from the stored balances, which a restart does
        anyway; balances, ``next_seq`` and :meth:`recompute` are unchanged."""
        self._opening = self.snapshot()
        self._entries = []

    def forget_empty(self, account: AccountRef) -> bool:
        """Forget an account whose every balance is zero (reading it again answers zero, as it
        did); False, and nothing forgotten, when it holds anything. Its journal entries stay until
        :meth:`compact`, and :meth:`recompute` still agrees: it leaves zero balances out."""
        cells = self._cache.get(account, {})
        if any(free or locked for free, locked in cells.values()):
            return False
        self._cache.pop(account, None)
        self._opening.pop(account, None)
        return True

    def _get(self, account: AccountRef, asset: str, bucket: Bucket) -> Decimal:
        cell = self._cache.get(account, {}).get(asset)
        if cell is None:
            return ZERO
        return cell[0 if bucket is Bucket.FREE else 1]

    def balance(self, account: AccountRef, asset: str) -> Balance:
        """Current balance of one asset."""
        cell = self._cache.get(account, {}).get(asset)
        return Balance() if cell is None else _bal(cell)

    def balances(self, account: AccountRef) -> dict[str, Balance]:
        """Every non-zero asset balance of an account."""
        return {
            asset: _bal(c)
            for asset, c in sorted(self._cache.get(account, {}).items())
            if c[0] != 0 or c[1] != 0
        }

    def accounts(self) -> list[AccountRef]:
        """Every account with a posting since it was last found empty and forgotten, sorted."""
        return sorted(self._cache)

    def snapshot(self) -> BalanceMap:
        """The running balances (non-zero only)."""
        out = {a: self.balances(a) for a in self._cache}
        return {a: b for a, b in out.items() if b}

    def touched(self, entries: Iterable[JournalEntry]) -> dict[tuple[AccountRef, str], Balance]:
        """The current balance of every (account, asset) the entries post to: what a balance
        snapshot written with those entries must update."""
        cells = {(p.account, p.asset) for e in entries for p in e.postings}
        return {(a, asset): self.balance(a, asset) for a, asset in sorted(cells)}

    def recompute(self) -> BalanceMap:
        """Balances derived from the opening balances and the entries alone; must equal :meth:`snapshot`."""
        fold: dict[AccountRef, dict[str, list[Decimal]]] = {
            a: {asset: [b.free, b.locked] for asset, b in assets.items()}
            for a, assets in self._opening.items()
        }
        for entry in self._entries:
            for p in entry.postings:
                cell = fold.setdefault(p.account, {}).setdefault(p.asset, [ZERO, ZERO])
                cell[0 if p.bucket is Bucket.FREE else 1] += p.amount
        out: BalanceMap = {}
        for account, assets in fold.items():
            nonzero = {a: _bal(c) for a, c in sorted(assets.items()) if c[0] != 0 or c[1] != 0}
            if nonzero:
                out[account] = nonzero
        return out

    @classmethod
    def replay(cls, entries: Iterable[JournalEntry]) -> Ledger:
        """Rebuild a ledger from persisted entries (numbered 1, 2, ... in order)."""
        ledger = cls()
        for entry in entries:
            ledger._replay_one(entry)
        return ledger

    @classmethod
    def resume(cls, opening: BalanceMap, next_seq: int, tail: Iterable[JournalEntry] = ()) -> Ledger:
        """A ledger at the stored balances after entry ``next_seq - 1``, then the journal's ``tail``
        (entries from ``next_seq`` on, replayed). Refuses an opening that creates or destroys
        money (each asset's balances over every account, system ones included, sum to zero, as
        every balanced entry keeps them) or leaves a user or bot bucket negative."""
        if next_seq < 1:
            raise ValueError("next_seq starts at 1")
        sums: dict[str, Decimal] = defaultdict(Decimal)
        ledger = cls()
        for account, assets in opening.items():
            for asset, bal in assets.items():
                if not account.is_system and (bal.free < 0 or bal.locked < 0):
                    raise ValueError(f"opening balance of {account.key} {asset} is negative")
                sums[asset] += bal.free + bal.locked
                ledger._cache.setdefault(account, {})[asset] = [bal.free, bal.locked]
        bad = {a: s for a, s in sums.items() if s != 0}
        if bad:
            raise UnbalancedEntry(f"opening balances do not sum to zero: {bad}")
        ledger._opening = {a: dict(b) for a, b in opening.items() if b}
        ledger._next_seq = next_seq
        for entry in tail:
            ledger._replay_one(entry)
        return ledger

    def _replay_one(self, entry: JournalEntry) -> None:
        if entry.seq != self._next_seq:
            raise ValueError(f"entry seq {entry.seq} where {self._next_seq} was expected")
        if _normalize(entry.postings) != entry.postings:
            raise UnbalancedEntry(f"entry {entry.seq} holds zero postings")
        self._apply(entry)
