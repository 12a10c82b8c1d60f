"""Time spans in milliseconds, the unit of every timestamp in the product (Bybit's ``*_time``)."""

from __future__ import annotations

from typing import Final

HOUR_MS: Final = 3_600_000
DAY_MS: Final = 24 * HOUR_MS
