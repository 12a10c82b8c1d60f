"""Wall clock for the shell; the pure core never reads it (time comes in as data)."""

from __future__ import annotations

import time
from collections.abc import Callable

Clock = Callable[[], int]


def wall_clock_ms() -> int:
    """Milliseconds since the epoch, UTC."""
    return time.time_ns() // 1_000_000
