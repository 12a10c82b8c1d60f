"""Seed N running spot grids into a partitioned database for ``bench/cluster.py``, fast.

The same bots as ``live_seed.py`` (same users, same seeded grids, same market at 2025-06-01), on a
database made with ``partitions`` engine partitions (PostgreSQL for the cluster): the seeding
process loads every partition, as ``make run`` does, and each partition's write path is held back
while a chunk of creates is prepared, then applied as one ``ExchangeService._run`` per partition
(one transaction per partition per chunk of 500 creates instead of one per bot).
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import live_seed as seedmod

from tradingbot.adapters.storage.migrate import upgrade
from tradingbot.bootstrap import with_container
from tradingbot.services.exchange.exchange_service import ExchangeService
from tradingbot.settings import Settings


async def _seed(db_url: str, n: int, spare: int, partitions: int, data_dir: Path) -> seedmod.Seeded:
    out = seedmod.Seeded()
    t0 = time.perf_counter()
    settings = Settings(database_url=db_url, bot_market_simulator=False, bot_partitions=partitions)
    async with with_container(settings) as c:
        for sym in seedmod.SYMBOLS:
            c.market_hub.load(sym, data_dir / seedmod.FILES[sym], seedmod.START_MS)
            done = await c.market_hub.advance(sym, 1)
            out.prices[sym] = (int(done["last_ts"]), seedmod.Decimal(done["last_price"]))
        n_users = max(1, -(-n // seedmod.PER_USER))
        views = await seedmod._users(c, n_users + spare)
        for i, view in enumerate(views):
            await c.exchange.credit_demo(view.id, "USDT", str(seedmod.INVESTMENT * seedmod.PER_USER))
            (out.users if i < n_users else out.spare).append(view.email)
        rng = random.Random(7)  # the same grids as live_seed
        services: tuple[ExchangeService, ...] = c.exchange.partitions
        real = {s.partition: s._run for s in services}
        held: dict[int, list[tuple[str, Callable[[], Any]]]] = {}

        def holder(p: int, email: str) -> Callable[..., Any]:
            async def hold(op: Callable[[], Any], extra: Any = None) -> None:
                held.setdefault(p, []).append((email, op))

            return hold

        for k in range(n):
            sym = seedmod.SYMBOLS[k % len(seedmod.SYMBOLS)]
            email = out.users[k // seedmod.PER_USER]
            for s in services:
                s._run = holder(s.partition, email)  # type: ignore[method-assign]
            try:
                raw = seedmod.grid(rng, sym, out.prices[sym][1], seedmod.TICKS[sym])
                await c.spot_grid.create(views[k // seedmod.PER_USER], raw)
            finally:
                for s in services:
                    s._run = real[s.partition]  # type: ignore[method-assign]
            if sum(len(v) for v in held.values()) >= seedmod.CHUNK or k == n - 1:
                chunk, held = held, {}
                for p, items in chunk.items():
                    ops = [op for _, op in items]
                    ids = await real[p](lambda ops=ops: [op() for op in ops])  # type: ignore[misc]
                    for (who, _), bot_id in zip(items, ids, strict=True):
                        out.grid_ids.setdefault(who, []).append(bot_id)
    out.seconds = time.perf_counter() - t0
    return out


def seed(db_url: str, n: int, spare: int, partitions: int, data_dir: Path) -> seedmod.Seeded:
    """Migrate ``db_url`` and seed ``n`` running spot grids (50 per user) plus ``spare`` funded
    users, on a database made with ``partitions`` partitions."""
    upgrade(db_url)
    return asyncio.run(_seed(db_url, n, spare, partitions, data_dir))
