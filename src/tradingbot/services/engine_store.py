"""Database side of the engine: what the exchanges and bots changed, written in one transaction,
and everything read back at start-up to rebuild them exactly.

Spot and perpetual exchanges share one ledger, so their journal entries go into one journal;
orders, fills and positions of the perpetual market have their own tables (ids are per market).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import (
    BotEventRow,
    BotRow,
    FillRow,
    FutEventRow,
    FutFillRow,
    FutOrderRow,
    FutPositionRow,
    JournalRow,
    KeyValue,
    OrderRow,
)
from tradingbot.core.enums import BotStatus
from tradingbot.sim.futures.events import FundingPayment, Liquidation, PositionUpdate
from tradingbot.sim.futures.orders import FuturesFill, FuturesOrder
from tradingbot.sim.futures.positions import PositionState
from tradingbot.sim.ledger import JournalEntry
from tradingbot.sim.orders import Fill, Order, OrderUpdate


@dataclass
class Loaded:
    """Everything the engine needs to rebuild itself."""

    entries: list[JournalEntry] = field(default_factory=list)
    orders: list[Order] = field(default_factory=list)
    fut_orders: list[FuturesOrder] = field(default_factory=list)
    positions: list[PositionState] = field(default_factory=list)
    kv: dict[str, str] = field(default_factory=dict)
    live_bots: Sequence[BotRow] = ()


@dataclass
class Batch:
    """One operation's changes."""

    spot: list[Any] = field(default_factory=list)
    futures: list[Any] = field(default_factory=list)
    bot_events: list[Any] = field(default_factory=list)
    first_event_seq: int = 1
    snapshots: dict[str, tuple[dict[str, object], int]] = field(default_factory=dict)
    new_bots: list[BotRow] = field(default_factory=list)
    kv: dict[str, str] = field(default_factory=dict)
    extra: Callable[[Any], None] | None = None


class EngineStore:
    def __init__(self, sessions: async_sessionmaker[Any]) -> None:
        self._db = sessions

    async def load(self) -> Loaded:
        async with self._db() as s:
            rows = (await s.scalars(select(JournalRow).order_by(JournalRow.seq))).all()
            entries = [
                JournalEntry.from_dict(
                    {
                        "seq": r.seq,
                        "ts": r.ts_ms,
                        "kind": r.kind,
                        "ref": r.ref,
                        "postings": json.loads(r.postings),
                    }
                )
                for r in rows
            ]
            orders = [Order.from_dict(json.loads(r.data)) for r in (await s.scalars(select(OrderRow))).all()]
            fut_orders = [
                FuturesOrder.from_dict(json.loads(r.data))
                for r in (await s.scalars(select(FutOrderRow))).all()
            ]
            positions = [
                PositionState.from_dict(json.loads(r.data))
                for r in (await s.scalars(select(FutPositionRow))).all()
            ]
            kv = {r.key: r.value for r in (await s.scalars(select(KeyValue))).all()}
            live = (
                await s.scalars(
                    select(BotRow).where(BotRow.status != BotStatus.COMPLETED.value).order_by(BotRow.id)
                )
            ).all()
        return Loaded(entries, orders, fut_orders, positions, kv, live)

    async def persist(self, batch: Batch) -> None:
        """One transaction; rows are looked up by key in bulk (one SELECT per table and 500 keys)
        rather than one by one, and orders changed twice in a batch are written once, as last seen."""
        async with self._db() as s:
            for row in batch.new_bots:
                s.add(row)
            await s.flush()
            await self._market(s, batch.spot, OrderRow, FillRow, Fill)
            await self._market(s, batch.futures, FutOrderRow, FutFillRow, FuturesFill)
            await self._futures(s, batch.futures)
            for i, ev in enumerate(batch.bot_events):
                s.add(
                    BotEventRow(
                        seq=batch.first_event_seq + i,
                        bot_id=int(ev.bot_id),
                        ts_ms=ev.ts,
                        kind=ev.kind,
                        data=json.dumps(ev.data),
                    )
                )
            await self._save_bots(s, batch.snapshots)
            kv = await _rows(s, KeyValue, KeyValue.key, list(batch.kv))
            for key, value in batch.kv.items():
                if key in kv:
                    kv[key].value = value
                else:
                    s.add(KeyValue(key=key, value=value))
            if batch.extra is not None:
                batch.extra(s)
            await s.commit()

    @staticmethod
    def _journal(s: Any, e: JournalEntry) -> None:
        d = e.to_dict()
        s.add(JournalRow(seq=e.seq, ts_ms=e.ts, kind=e.kind, ref=e.ref, postings=json.dumps(d["postings"])))

    async def _market(
        self, s: Any, effects: Sequence[Any], orders: Any, fills: Any, fill_type: type[Fill]
    ) -> None:
        """Journal entries, orders and fills, the same for every market (its own tables); the
        orders are written (and flushed) before the journal and fills that follow them."""
        await self._upsert_orders(s, orders, [e.order for e in effects if isinstance(e, OrderUpdate)])
        for e in effects:
            if isinstance(e, JournalEntry):
                self._journal(s, e)
            elif isinstance(e, fill_type):
                s.add(fills(**self._fill_cols(e)))

    async def _futures(self, s: Any, effects: Sequence[Any]) -> None:
        updates = {
            f"{e.position.account.key}|{e.position.symbol}": e.position
            for e in effects
            if isinstance(e, PositionUpdate)
        }
        stored = await _rows(s, FutPositionRow, FutPositionRow.key, list(updates))
        for key, p in updates.items():
            data = json.dumps(p.to_dict())
            if key in stored:
                stored[key].data = data
            else:
                s.add(FutPositionRow(key=key, owner=p.account.owner, symbol=p.symbol, data=data))
        for e in effects:
            if isinstance(e, FundingPayment | Liquidation):
                kind = "FUNDING" if isinstance(e, FundingPayment) else "LIQUIDATION"
                s.add(
                    FutEventRow(
                        kind=kind,
                        owner=e.account.owner,
                        symbol=e.symbol,
                        ts_ms=e.ts,
                        data=json.dumps(e.to_dict()),
                    )
                )

    @staticmethod
    def _fill_cols(f: Fill) -> dict[str, Any]:
        return {
            "id": f.id,
            "order_id": f.order_id,
            "owner": f.account.owner,
            "account_type": f.account.account_type.name,
            "symbol": f.symbol,
            "ts_ms": f.ts,
            "data": json.dumps(f.to_dict()),
        }

    @staticmethod
    async def _upsert_orders(s: Any, table: Any, changed: list[Order]) -> None:
        latest = {o.id: o for o in changed}  # an order placed and filled in one step: its last state
        stored = await _rows(s, table, table.id, list(latest))
        for oid, o in latest.items():
            data = json.dumps(o.to_dict())
            row = stored.get(oid)
            if row is None:
                s.add(
                    table(
                        id=o.id,
                        owner=o.account.owner,
                        account_type=o.account.account_type.name,
                        client_order_id=o.client_order_id,
                        symbol=o.symbol,
                        side=o.side.value,
                        status=o.status.value,
                        updated_ms=o.updated_ts,
                        data=data,
                    )
                )
            else:
                row.status, row.updated_ms, row.data = o.status.value, o.updated_ts, data
        if latest:
            await s.flush()

    @staticmethod
    async def _save_bots(s: Any, snapshots: dict[str, tuple[dict[str, object], int]]) -> None:
        """Every family's snapshot carries ``status`` and ``close_reason``."""
        rows = await _rows(s, BotRow, BotRow.id, [int(b) for b in snapshots])
        for bot_id, (snap, ts) in snapshots.items():
            row = rows.get(int(bot_id))
            if row is None:
                continue
            row.state = json.dumps(snap)
            row.status = str(snap["status"])
            reason = snap.get("close_reason")
            row.close_reason = None if reason in (None, "") else str(reason)
            row.updated_ms = ts
            if row.status == BotStatus.COMPLETED.value and row.closed_ms is None:
                row.closed_ms = ts


_CHUNK = 500  # keys per IN (...) lookup, well under SQLite's bound-parameter limit


async def _rows(s: Any, table: Any, column: Any, keys: list[Any]) -> dict[Any, Any]:
    """The stored rows of ``keys``, by key."""
    found: dict[Any, Any] = {}
    for i in range(0, len(keys), _CHUNK):
        for row in await s.scalars(select(table).where(column.in_(keys[i : i + _CHUNK]))):
            found[getattr(row, column.key)] = row
    return found


def decimals(raw: str | None) -> dict[str, Decimal]:
    """A stored ``{symbol: "price"}`` map."""
    return {k: Decimal(v) for k, v in json.loads(raw or "{}").items()}
