"""Per-symbol liquidation trigger index: a price move that crosses no liquidation price costs O(1).

Longs are liquidated when the mark falls to their LP, shorts when it rises to theirs. Each side
is one ascending list whose at-risk end is the list's tail, so peeking the next liquidation is
O(1) and set/remove are a binary search plus a list insert/delete:

* longs as ``(lp, account)``: the tail holds the highest LP (first hit on the way down);
* shorts as ``(-lp, account)``: the tail holds the lowest LP (first hit on the way up).
"""

from __future__ import annotations

from bisect import bisect_left, insort
from decimal import Decimal

from tradingbot.sim.accounts import AccountRef

_Key = tuple[Decimal, AccountRef]


class LiquidationIndex:
    """Liquidation prices of the open positions of one symbol."""

    __slots__ = ("_by_account", "_longs", "_shorts")

    def __init__(self) -> None:
        self._longs: list[_Key] = []
        self._shorts: list[_Key] = []
        self._by_account: dict[AccountRef, tuple[bool, Decimal]] = {}

    def __len__(self) -> int:
        return len(self._by_account)

    def set(self, account: AccountRef, is_long: bool, lp: Decimal | None) -> None:
        """Index (or re-index) an account's position; ``lp`` None drops it."""
        self.remove(account)
        if lp is None:
            return
        if is_long:
            insort(self._longs, (lp, account))
        else:
            insort(self._shorts, (-lp, account))
        self._by_account[account] = (is_long, lp)

    def remove(self, account: AccountRef) -> None:
        """Drop an account's position (no-op if absent)."""
        entry = self._by_account.pop(account, None)
        if entry is None:
            return
        is_long, lp = entry
        book, key = (self._longs, (lp, account)) if is_long else (self._shorts, (-lp, account))
        i = bisect_left(book, key)
        del book[i]

    def get(self, account: AccountRef) -> tuple[bool, Decimal] | None:
        """(is_long, lp) of an indexed position."""
        return self._by_account.get(account)

    def next_long(self) -> tuple[Decimal, AccountRef] | None:
        """The long with the highest liquidation price."""
        return self._longs[-1] if self._longs else None

    def next_short(self) -> tuple[Decimal, AccountRef] | None:
        """The short with the lowest liquidation price."""
        if not self._shorts:
            return None
        neg, account = self._shorts[-1]
        return -neg, account

    def items(self) -> dict[AccountRef, tuple[bool, Decimal]]:
        """Every indexed position (copy)."""
        return dict(self._by_account)
