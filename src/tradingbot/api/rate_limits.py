"""Per-user limits on calls that are costly to repeat: bot creation.

Log-ins are limited by failures per email and address in the database (``services/accounts/auth.py``).
Bot creations are limited per user in this process: at most ``BOT_CREATE_PER_MINUTE`` within any
rolling minute, counted when the call arrives (refused or not: a refused create still costs its
checks), answered ``10006`` past it. In a cluster each API node keeps its own count.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

# every operation that creates a bot (tests/security checks this against the route table)
CREATE_PATHS = frozenset(
    {
        "/s1/bot/grid/v1/create-grid",
        "/s1/bot/dca/v1/create-bot",
        "/contract/v5/fgridbot/fgrid-bot-create",
        "/contract/v5/private/fmartingalebot/create-fmart-bot",
        "/contract/v5/private/fcombobot/create-bot",
        "/s1/bot/tradingbot/v1/copy-bot",
    }
)
WINDOW_S = 60.0


class PerUserLimit:
    """At most ``per_window`` calls per user within any rolling ``window_s`` seconds."""

    def __init__(
        self, per_window: int, window_s: float = WINDOW_S, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.per_window = per_window
        self.window_s = window_s
        self._clock = clock
        self._calls: dict[int, deque[float]] = {}

    def retry_after(self, user_id: int) -> float:
        """0 and the call is counted, or the seconds until the user may call again."""
        now = self._clock()
        calls = self._calls.get(user_id)
        if calls is None:
            if len(self._calls) >= 100_000:  # bounded: drop users with no call in the window
                self._calls = {u: q for u, q in self._calls.items() if q and q[-1] > now - self.window_s}
            calls = self._calls[user_id] = deque()
        while calls and calls[0] <= now - self.window_s:
            calls.popleft()
        if len(calls) >= self.per_window:
            return calls[0] + self.window_s - now
        calls.append(now)
        return 0.0
