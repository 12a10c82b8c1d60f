"""The AI sweeps as jobs in a process pool against the same jobs in a thread of the server.

For each of the three AI calls on BTCUSDT (spot grid, futures grid, martingale), the seconds the
call takes and how many cheap reads (``/s1/bot/market/v1/tickers``) the same server answers
meanwhile (the app in process over ASGI, so the reads share its event loop and interpreter).
The first sweep of each kind (kernel imports, the pool's start) is made on ETHUSDT and not
counted. Not part of ``make bench``: ``.venv/bin/python bench/jobs.py pool|thread``; the figures
of docs/ARCHITECTURE.md ("Jobs") are three runs of each.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from asgi_lifespan import LifespanManager

from tradingbot.api.app import create_app
from tradingbot.jobs.memo import SharedJobs
from tradingbot.jobs.ports import JobKind
from tradingbot.settings import Settings

CALLS = (
    "/s1/bot/grid/v1/ai-params-detail",
    "/contract/v5/fgridbot/get-symbol-ai-params",
    "/contract/v5/public/fmartingalebot/get-symbol-ai-params",
)


class ThreadJobQueue(SharedJobs):
    """The sweeps as before the job queue: in a thread of the server process."""

    async def _execute(self, kind: str, job: JobKind, params: Any, key: str) -> Any:
        return await asyncio.to_thread(job.function, params)


async def measure(mode: str, db: str) -> None:
    settings = Settings(database_url=db, bot_market_simulator=True, bot_web_dist=Path("/nonexistent"))
    app = create_app(settings)
    transport = httpx.ASGITransport(app=app)
    async with LifespanManager(app), httpx.AsyncClient(transport=transport, base_url="http://bench") as c:
        container = app.state.container
        await container.ai.stop()  # no background refresh: only the measured sweeps run
        if mode == "thread":
            await container.jobs.close()
            container.jobs = ThreadJobQueue(container.jobs.kinds)
            container.ai._jobs = container.jobs
        for path in CALLS:
            await c.get(path, params={"symbol": "ETHUSDT"})
        for path in CALLS:
            latencies: list[float] = []
            done = asyncio.Event()

            async def reads(done: asyncio.Event, latencies: list[float]) -> None:
                while not done.is_set():
                    t0 = time.perf_counter()
                    r = await c.get("/s1/bot/market/v1/tickers", params={"category": "spot"})
                    assert r.status_code == 200
                    latencies.append(time.perf_counter() - t0)
                    await asyncio.sleep(0.005)

            reader = asyncio.create_task(reads(done, latencies))
            t0 = time.perf_counter()
            body = (await c.get(path, params={"symbol": "BTCUSDT"})).json()
            took = time.perf_counter() - t0
            done.set()
            await reader
            latencies.sort()
            print(
                f"{mode:6} {path.split('/')[-2]:20} ret {body['ret_code']} sweep {took:5.2f} s | "
                f"{len(latencies)} reads ({len(latencies) / took:5.1f}/s), p50 "
                f"{statistics.median(latencies) * 1000:.1f} ms, max {latencies[-1] * 1000:.1f} ms",
                flush=True,
            )


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(measure(sys.argv[1] if len(sys.argv) > 1 else "pool", f"sqlite:///{tmp}/bench.db"))
