"""Where a partition resumes reading a market log, and which entries it applies (pure).

A partition stores, in the same transaction as a price's effects, the sequence of the last entry
it applied for each symbol. After a restart or a takeover it reads the market's log from
``min(stored) + 1`` and skips every entry whose sequence is at or below the stored one of its
symbol: the symbols whose effects were committed further on are not applied twice, and no symbol
misses an entry after its own stored sequence. The minimum runs over every symbol of the market,
a symbol with nothing stored counting as 0 (so the partition reads from 1): otherwise the entries
of a symbol that had not committed anything yet would be skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping


class MarketCursor:
    """The per-symbol positions of one partition in one market's log."""

    def __init__(self, symbols: Iterable[str], applied: Mapping[str, int] | None = None) -> None:
        """``symbols``: every symbol of the market; ``applied``: the stored positions."""
        self._applied: dict[str, int] = dict.fromkeys(symbols, 0)
        self._applied.update(applied or {})

    def start_seq(self) -> int:
        """The first sequence to read on resume."""
        return min(self._applied.values(), default=0) + 1

    def should_apply(self, seq: int, symbol: str) -> bool:
        """Whether the entry ``seq`` of ``symbol`` is new to this partition."""
        return seq > self._applied.get(symbol, 0)

    def applied(self, seq: int, symbol: str) -> None:
        """Record that the entry's effects are committed (call in the same transaction)."""
        if not self.should_apply(seq, symbol):
            raise ValueError(f"{symbol} is already at {self._applied[symbol]}, not before {seq}")
        self._applied[symbol] = seq

    def positions(self) -> dict[str, int]:
        """What to store: the last applied sequence per symbol that has one."""
        return {symbol: seq for symbol, seq in self._applied.items() if seq}
