"""A worker for the split-brain test, run as its own process: it takes a partition's lease and
then writes rows tagged with its epoch through the fence, forever, the way a naive owner would:
it renews in the same transaction but never checks whether it still holds the lease, so only
the fence stands between it and the database.

``python -m tests.cluster.split_brain_writer URL PARTITION OWNER TTL_MS LOG``

The log gets ``epoch E`` once, then per attempt ``start N`` before it and ``ok N`` / ``refused N``
(StaleEpoch) / ``lost N`` (the connection died: the transaction rolled back) after it, each line
flushed at once so that a test that froze the process knows which attempts began before.
"""

from __future__ import annotations

import asyncio
import sys

from sqlalchemy import exc

from tests.cluster.probe import fenced_write
from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
from tradingbot.cluster.leases import StaleEpoch, acquire, renew


async def main(url: str, partition: int, owner: str, ttl_ms: int, log_path: str) -> None:
    engine = make_engine(url)
    sessions = make_sessionmaker(engine)
    with open(log_path, "a", buffering=1) as log:
        epoch = None
        while epoch is None:
            async with sessions.begin() as session:
                epoch = await acquire(session, partition, owner, ttl_ms)
            await asyncio.sleep(0.05)
        log.write(f"epoch {epoch}\n")
        attempt = 0
        while True:
            attempt += 1
            log.write(f"start {attempt}\n")
            try:
                async with sessions.begin() as session:
                    await fenced_write(session, partition, owner, epoch, attempt, idle_timeout_ms=ttl_ms)
                    await renew(session, partition, owner, epoch, ttl_ms)
                log.write(f"ok {attempt}\n")
            except StaleEpoch:
                log.write(f"refused {attempt}\n")
            except exc.DBAPIError:
                log.write(f"lost {attempt}\n")
            await asyncio.sleep(0.03)


if __name__ == "__main__":
    url, partition, owner, ttl_ms, log_path = sys.argv[1:6]
    asyncio.run(main(url, int(partition), owner, int(ttl_ms), log_path))
