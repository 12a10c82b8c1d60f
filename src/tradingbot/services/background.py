"""A service's one background loop: started with the app, cancelled and awaited at shutdown.

Why shared: the AI parameter refresh and the PnL history sampler start and stop their loop the
same way; each keeps only what one turn of its loop does.
"""

from __future__ import annotations

import asyncio

from tradingbot.engine.tasks import cancel_and_wait


class BackgroundLoop:
    """``start`` runs ``_loop`` as a task; ``stop`` cancels it and waits for it to end."""

    _task: asyncio.Task[None] | None = None

    async def _loop(self) -> None:
        raise NotImplementedError

    def start(self) -> None:
        self._task = asyncio.create_task(self._loop())

    async def stop(self) -> None:
        task, self._task = self._task, None
        await cancel_and_wait(task)
