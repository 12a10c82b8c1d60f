"""What the wake-index parity tests share: a host that lets quiet bots sleep must end exactly like
the step-everything reference, with fewer steps."""

from __future__ import annotations

from typing import Any

from tradingbot.bots.host import BotHost


def assert_same_outcome(
    woke: tuple[BotHost, list[Any]], full: tuple[BotHost, list[Any]], futures: bool, max_step_share: float
) -> None:
    """Same events, bot snapshots and exchange state(s); the index took under ``max_step_share`` of
    the reference's steps."""
    (fast, fast_events), (ref, ref_events) = woke, full
    assert fast_events == ref_events
    for bot_id in ref.bot_ids():
        assert fast.snapshot(bot_id) == ref.snapshot(bot_id)
    assert fast.sim.state() == ref.sim.state()
    if futures:
        assert fast.futures.state() == ref.futures.state()
    assert fast.steps < ref.steps * max_step_share, (fast.steps, ref.steps)
    print(f"steps: {fast.steps:,} with the wake index, {ref.steps:,} without")
