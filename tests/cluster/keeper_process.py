"""A worker process for the keeper tests: runs a LeaseKeeper until killed.

``python -m tests.cluster.keeper_process URL OWNER COUNT TTL_MS RENEW_EVERY_MS``
"""

from __future__ import annotations

import asyncio
import sys

from tradingbot.adapters.storage.db import make_engine, make_sessionmaker
from tradingbot.cluster.lease_keeper import LeaseKeeper


async def nothing_to_load(_partition: int, _epoch: int) -> None:
    return None


async def nothing_to_drop(_partition: int) -> None:
    return None


async def main(url: str, owner: str, count: int, ttl_ms: int, renew_every_ms: int) -> None:
    keeper = LeaseKeeper(
        owner,
        make_sessionmaker(make_engine(url)),
        count=count,
        ttl_ms=ttl_ms,
        renew_every_ms=renew_every_ms,
        on_gained=nothing_to_load,
        on_lost=nothing_to_drop,
    )
    await keeper.run()


if __name__ == "__main__":
    url, owner, count, ttl_ms, renew_every_ms = sys.argv[1:6]
    asyncio.run(main(url, owner, int(count), int(ttl_ms), int(renew_every_ms)))
