"""The AI parameters' background refresh runs at the clock's 10-minute marks (every node of a
cluster in the same minute, so they share the sweeps of one candle window)."""

from __future__ import annotations

from tradingbot.services.discovery.ai_recommendations import REFRESH_SECONDS, next_refresh_in


def test_the_next_refresh_is_at_the_next_ten_minute_mark() -> None:
    assert REFRESH_SECONDS == 600.0
    assert next_refresh_in(1_750_000_200_000) == 600.0  # on a mark: a whole period later
    assert next_refresh_in(1_750_000_200_000 + 599_500) == 0.5
    assert next_refresh_in(1_750_000_200_000 + 61_000) == 539.0
