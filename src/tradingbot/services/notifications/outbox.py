"""Bot events -> outbox rows (``notifications``), built by the engine and inserted in the same
transaction as the events (``engine_store._persist``): a committed event always has its
notification, a rolled-back one never.

Why a memory of statuses: a ``STATUS`` event carries only the new status, and "started" and
"resumed" differ by the one before; the engine's :class:`OutboxMemory` follows each hosted bot's
status from its stored state (seeded when the bot is hosted, so a restart knows it too).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import orjson

from tradingbot.core.enums import BotStatus, CloseReason
from tradingbot.services.notifications.kinds import NotificationKind as K

_CLOSE_KINDS = {
    CloseReason.TAKE_PROFIT.value: K.TAKE_PROFIT,
    CloseReason.ROUND_TAKE_PROFIT.value: K.TAKE_PROFIT,
    CloseReason.STOP_LOSS.value: K.STOP_LOSS,
    CloseReason.TRAILING_STOP.value: K.TRAILING_STOP,
}
"""Close reasons told apart from the close itself (the close follows as ``BOT_CLOSED``)."""
_STARTING = {None, BotStatus.NEW.value, BotStatus.AWAITING_ACTIVATION.value, BotStatus.INITIALIZING.value}
_ENDING = {BotStatus.CANCELLING.value, BotStatus.COMPLETED.value}


@dataclass
class OutboxMemory:
    """What the engine knows of each hosted bot that its events do not say: owner, symbol, status."""

    owner: dict[str, int] = field(default_factory=dict)
    symbol: dict[str, str] = field(default_factory=dict)
    status: dict[str, str | None] = field(default_factory=dict)
    pause_reason: dict[str, str] = field(default_factory=dict)

    def track(self, bot_id: str, user_id: int, symbol: str, status: str | None) -> None:
        self.owner[bot_id], self.symbol[bot_id], self.status[bot_id] = user_id, symbol, status

    def forget(self, bot_id: str) -> None:
        """A completed bot, once stored: no event of it follows."""
        for m in (self.owner, self.symbol, self.status, self.pause_reason):
            m.pop(bot_id, None)

    def rows(self, events: Iterable[Any]) -> list[dict[str, Any]]:
        """The outbox rows of ``events`` (``BotEvent``: bot_id, ts, kind, data), in order; each
        row's ``data`` is the event's own figures plus the bot's symbol (JSON)."""
        out: list[dict[str, Any]] = []
        for ev in events:
            owner = self.owner.get(ev.bot_id)
            for kind, extra in self._kinds(ev.bot_id, ev.kind, ev.data):
                if owner is None:
                    continue
                data = {**ev.data, **extra, "symbol": self.symbol.get(ev.bot_id, "")}
                out.append(
                    {
                        "user_id": owner,
                        "bot_id": int(ev.bot_id),
                        "kind": kind.value,
                        "ts_ms": ev.ts,
                        "data": orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode(),
                        "read": False,
                        "dispatched": False,
                    }
                )
        return out

    def _kinds(self, bot_id: str, kind: str, data: dict[str, Any]) -> list[tuple[K, dict[str, Any]]]:
        """The notifications an event makes, each with what it adds to the event's data."""
        if kind == "STATUS":
            return self._status(bot_id, data)
        if kind == "ROUND_SKIPPED":  # a DCA round it could not pay for: the pause that follows says so
            self.pause_reason[bot_id] = CloseReason.INSUFFICIENT_BALANCE.value
            return []
        if kind == "LIQUIDATION":
            return [(K.LIQUIDATION, {})]
        if kind == "CYCLE" or (kind == "ROUND" and "profit" in data):  # a DCA "round" is one buy
            return [(K.ROUND_COMPLETED, {"unit": kind.lower()})]
        if kind == "REBALANCE":
            return [(K.REBALANCED, {})]
        if kind == "ORDER_REJECTED":
            return [(K.VENUE_ERROR, {})]
        return []

    def _status(self, bot_id: str, data: dict[str, Any]) -> list[tuple[K, dict[str, Any]]]:
        new, reason = data.get("status"), data.get("close_reason")
        prev = self.status.get(bot_id)
        self.status[bot_id] = None if new is None else str(new)
        if new == BotStatus.RUNNING.value:
            if prev == BotStatus.PAUSED.value:
                return [(K.BOT_RESUMED, {})]
            return [(K.BOT_STARTED, {})] if prev in _STARTING else []
        if new == BotStatus.PAUSED.value:
            return [(K.BOT_PAUSED, {"pause_reason": self.pause_reason.pop(bot_id, "UNKNOWN")})]
        out: list[tuple[K, dict[str, Any]]] = []
        if new in _ENDING and prev not in _ENDING and reason in _CLOSE_KINDS:
            out.append((_CLOSE_KINDS[str(reason)], {}))  # the bot's own exit, told when it starts
        if new == BotStatus.COMPLETED.value:
            out.append((K.BOT_CLOSED, {}))
        return out
