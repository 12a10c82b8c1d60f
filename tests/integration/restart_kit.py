"""What a restart must bring back, read two ways: the history as stored (journal and orders in
the database) and the live state in memory (balances, open orders, counters, prices).

A restarted engine resumes its ledger from the stored balances and holds closed orders by key
only, so its in-memory ``state()`` is not the whole history; these helpers compare the stored
history with what an exchange that never stopped holds in memory, and the live parts directly.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select

from tradingbot.adapters.storage.models import FutOrderRow, JournalRow, OrderRow
from tradingbot.bootstrap import Container
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.futures.exchange import FuturesExchange
from tradingbot.sim.futures.orders import FuturesOrder
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.orders import Order


async def stored_journal(c: Container, partition: int = 0) -> tuple[JournalEntry, ...]:
    """One engine partition's stored journal."""
    async with c.sessions() as s:
        q = select(JournalRow).where(JournalRow.partition == partition).order_by(JournalRow.seq)
        rows = (await s.scalars(q)).all()
    return tuple(
        JournalEntry.from_dict(
            {"seq": r.seq, "ts": r.ts_ms, "kind": r.kind, "ref": r.ref, "postings": json.loads(r.postings)}
        )
        for r in rows
    )


async def stored_orders(c: Container, partition: int = 0) -> tuple[Order, ...]:
    async with c.sessions() as s:
        q = select(OrderRow).where(OrderRow.partition == partition).order_by(OrderRow.id)
        rows = (await s.scalars(q)).all()
    return tuple(Order.from_dict(json.loads(r.data)) for r in rows)


async def stored_fut_orders(c: Container, partition: int = 0) -> tuple[FuturesOrder, ...]:
    async with c.sessions() as s:
        q = select(FutOrderRow).where(FutOrderRow.partition == partition).order_by(FutOrderRow.id)
        rows = (await s.scalars(q)).all()
    return tuple(FuturesOrder.from_dict(json.loads(r.data)) for r in rows)


def spot_live(ex: SimExchange) -> tuple[Any, ...]:
    """What a spot exchange holds that a restart must restore exactly."""
    return (ex.ledger.snapshot(), tuple(ex.open_orders()), ex.counters, ex.last_prices())


async def spot_stored(c: Container, partition: int = 0) -> tuple[Any, ...]:
    """An engine partition's spot exchange: its stored history and its live state."""
    live = spot_live(c.exchange.partitions[partition].sim)
    return (await stored_journal(c, partition), await stored_orders(c, partition), *live)


def spot_expected(ex: SimExchange) -> tuple[Any, ...]:
    """The same of an exchange that holds its whole history in memory (never restarted)."""
    st = ex.state()
    return (st.entries, st.orders, *spot_live(ex))


def futures_live(ex: FuturesExchange) -> tuple[Any, ...]:
    """Open orders, positions (flat ones too: leverage), prices, counters and the shared ledger's
    balances of a futures exchange."""
    st = ex.state()
    return (
        ex.ledger.snapshot(),
        tuple(o for o in st.orders if o.is_open),
        st.positions,
        st.last_prices,
        st.counters,
    )
