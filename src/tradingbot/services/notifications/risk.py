"""The liquidation-risk watch: a perpetual bot whose margin ratio (maintenance margin / equity,
in percent) rises above its owner's threshold gets a ``LIQUIDATION_RISK`` notification, once; the
watch is armed again when the ratio falls back to the threshold or below.

Why not in the engine's transaction like the other kinds: it is not a bot event but a reading of
the market against a per-user setting, made by the dispatcher's turn from the engines this process
serves. Which bots are above is kept in memory: after a restart a bot still above its threshold
is told once more (at least once, like every delivery).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import NotificationRow, NotificationSettingRow
from tradingbot.core.money import fmt
from tradingbot.services.clock import Clock
from tradingbot.services.notifications.kinds import NotificationKind

Margins = Callable[[], Iterable[tuple[int, str, str, Decimal, Decimal]]]
"""(owner, bot id, symbol, maintenance margin, equity) of each perpetual bot with a position."""
DEFAULT = Decimal("80")
"""A user's threshold until they set one (percent)."""
HUNDRED = Decimal(100)


def margin_ratio(mm: Decimal, equity: Decimal) -> Decimal:
    """Percent, 2 decimals; an equity of zero or less is 100 % (at or past liquidation)."""
    if equity <= 0:
        return HUNDRED
    return (mm / equity * HUNDRED).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


class RiskWatch:
    def __init__(self, sessions: async_sessionmaker[Any], clock: Clock, margins: Margins) -> None:
        self._db = sessions
        self._clock = clock
        self._margins = margins
        self.above: set[str] = set()

    async def check(self) -> int:
        """One reading of every bot; the notifications written."""
        readings = list(self._margins())
        if not readings:
            self.above.clear()
            return 0
        owners = {owner for owner, *_ in readings}
        async with self._db() as s:
            rows = await s.execute(
                select(
                    NotificationSettingRow.user_id,
                    NotificationSettingRow.risk_threshold,
                    NotificationSettingRow.disabled,
                ).where(NotificationSettingRow.user_id.in_(owners))
            )
            settings = {uid: (Decimal(t), set(json.loads(d))) for uid, t, d in rows}
        now, new, seen = self._clock(), [], set()
        for owner, bot_id, symbol, mm, equity in readings:
            seen.add(bot_id)
            threshold, off = settings.get(owner, (DEFAULT, set()))
            ratio = margin_ratio(mm, equity)
            if ratio <= threshold:
                self.above.discard(bot_id)
                continue
            if bot_id in self.above:
                continue
            self.above.add(bot_id)
            if NotificationKind.LIQUIDATION_RISK.value in off:
                continue
            data = {"ratio": fmt(ratio), "threshold": fmt(threshold), "symbol": symbol}
            new.append(
                {
                    "user_id": owner,
                    "bot_id": int(bot_id),
                    "kind": NotificationKind.LIQUIDATION_RISK.value,
                    "ts_ms": now,
                    "data": json.dumps(data, separators=(",", ":")),
                    "read": False,
                    "dispatched": False,
                }
            )
        self.above &= seen
        if new:
            async with self._db() as s, s.begin():
                await s.execute(insert(NotificationRow), new)
        return len(new)
