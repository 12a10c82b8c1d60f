"""Per-user limits on calls that are costly to repeat (bot creation in the API, venue-key
additions that each ask the venue): a rolling window counted in this process."""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

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
