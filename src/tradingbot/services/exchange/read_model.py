"""What the hot read calls answer, kept by the engine until it changes anything (issue 16).

Why: a bot's detail and ``list-all-bots`` were a database round trip for the bot rows and a
Decimal recompute of every detail on each request, although both only change when the engine
applies an operation (a step, a price, a user action, a settlement) or rebuilds itself from the
database. ``ExchangeService`` calls :meth:`ReadModel.changed` after every operation has been
applied and again once it is stored, and after every rebuild, so everything kept here is dropped
before an operation is acknowledged: a read never shows a state older than the last acknowledged
write. Bot rows are written only by those stored operations, so a row kept here is the stored row.

Time is the other input of a detail (running time, APR): an answer records the market time of
the markets it was computed at (the wall clock while a market has none) and is served only while
those are unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Any

from tradingbot.adapters.storage.models import BotRow

Market = tuple[str, str]
"""(symbol, category) of a market whose time an answer depends on."""
Clocks = tuple[tuple[str, str, int], ...]
"""Each market of an answer with its time when the answer was computed."""

MAX_KEPT = 20_000
"""Answers (and rows) kept at most between two changes; more and the store starts over."""


@dataclass(frozen=True, slots=True)
class _Kept:
    clocks: Clocks
    value: Any


class ReadModel:
    """Answers and bot rows valid for the engine's current revision; read-only by convention."""

    def __init__(self, market_now: Callable[[str, str], int]) -> None:
        self.keeping = True
        """False on a cluster's API node: no engine there tells it of changes (every read goes to
        the database)."""
        self.revision = 0
        """Bumped by the engine on every change; capture it before reading, pass it to ``put``."""
        self._market_now = market_now
        self._held = 0
        self._rows: dict[int, BotRow] = {}
        self._kept: dict[Hashable, _Kept] = {}

    def changed(self) -> None:
        """The engine applied, stored or rebuilt something: every kept answer is void."""
        self.revision += 1

    def _fresh(self) -> None:
        if self._held != self.revision:
            self._rows, self._kept, self._held = {}, {}, self.revision

    # ------------------------------------------------------------------ bot rows

    def row(self, bot_id: int) -> BotRow | None:
        """The stored row of ``bot_id`` when one was read since the last change."""
        if not self.keeping:
            return None
        self._fresh()
        return self._rows.get(bot_id)

    def keep_row(self, revision: int, row: BotRow) -> None:
        """Keep a row read from the database; ``revision`` is the one seen before the read."""
        self._fresh()
        if self.keeping and revision == self.revision and len(self._rows) < MAX_KEPT:
            self._rows[row.id] = row

    # ------------------------------------------------------------------ answers

    def clocks(self, markets: Iterable[Market]) -> Clocks:
        """The current time of each market (sorted, each once)."""
        return tuple((s, c, self._market_now(s, c)) for s, c in sorted(set(markets)))

    def get(self, key: Hashable) -> Any | None:
        """The answer kept under ``key``, if nothing changed since and its markets' time is the same."""
        if not self.keeping:
            return None
        self._fresh()
        kept = self._kept.get(key)
        if kept is None:
            return None
        now = self._market_now
        if any(now(s, c) != ts for s, c, ts in kept.clocks):
            return None
        return kept.value

    def put(self, key: Hashable, revision: int, clocks: Clocks, value: Any) -> None:
        """Keep ``value``, computed after ``revision`` was seen with its markets at ``clocks``;
        dropped at once if the engine changed anything in between."""
        self._fresh()
        if not self.keeping or revision != self.revision:
            return
        if len(self._kept) >= MAX_KEPT:
            self._kept = {}
        self._kept[key] = _Kept(clocks, value)
