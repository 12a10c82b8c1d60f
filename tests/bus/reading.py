"""Reading a market log up to a known sequence, bounded so a missing entry fails instead of hanging."""

from __future__ import annotations

import asyncio
from contextlib import aclosing

from tradingbot.bus.ports import MarketBus, MarketPrice

READ_GUARD_S = 60.0  # not a timing assertion: only a bound on a read that would otherwise hang


async def read_until(bus: MarketBus, market: str, from_seq: int, last_seq: int) -> list[MarketPrice]:
    """The entries from ``from_seq`` through ``last_seq``, as the bus delivers them."""
    out: list[MarketPrice] = []
    async with asyncio.timeout(READ_GUARD_S), aclosing(bus.read_prices(market, from_seq)) as entries:
        async for entry in entries:
            out.append(entry)
            if entry.seq >= last_seq:
                break
    return out
