"""A service's one background loop: started with the app, cancelled and awaited at shutdown.

Why shared: the AI parameter refresh and the PnL history sampler start and stop their loop the
same way; each keeps only what one turn of its loop does.
"""

from __future__ import annotations

import asyncio
import contextlib


class BackgroundLoop:
    """``start`` runs ``_loop`` as a task; ``stop`` cancels it and waits for it to end."""

    _task: asyncio.Task[None] | None = None

    async def _loop(self) -> None:
        raise NotImplementedError

    def start(self) -> None:
        self._task = asyncio.create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
