"""Stopping a background task: cancelled, then awaited until it has ended."""

from __future__ import annotations

import asyncio
import contextlib


async def cancel_and_wait(task: asyncio.Task[None] | None) -> None:
    """Cancel ``task`` (None: nothing runs) and wait for it to end, so nothing it holds outlives
    the caller's stop."""
    if task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
