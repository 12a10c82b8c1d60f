"""Database side of the engine: what the exchanges and bots changed, written in one transaction,
and everything read back at start-up to rebuild them exactly.

The ledger's balances are stored next to the journal (``ledger_balances``, the cells an
operation's entries touched, in that operation's transaction), so a start loads them instead of
replaying the whole history; :meth:`EngineStore.check_balances` folds the journal again and
compares. Closed orders are loaded by key only: nothing reads their details in memory.

Spot and perpetual exchanges share one ledger, so their journal entries go into one journal;
orders, fills and positions of the perpetual market have their own tables (ids are per market).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import (
    BalanceRow,
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
from tradingbot.core.enums import BotAccountType, BotStatus, OrderStatus
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.futures.events import FundingPayment, Liquidation, PositionUpdate
from tradingbot.sim.futures.orders import FuturesFill, FuturesOrder
from tradingbot.sim.futures.positions import PositionState
from tradingbot.sim.ledger import Balance, BalanceMap, JournalEntry, Ledger
from tradingbot.sim.orders import Fill, Order, OrderUpdate

LEDGER_SEQ = "ledger.seq"
"""The ``kv_state`` key naming the last journal entry ``ledger_balances`` includes."""


@dataclass
class LiveBot:
    """What the engine needs of a bot row to host it again."""

    id: int
    user_id: int
    family: str
    symbol: str
    state: str


@dataclass
class Loaded:
    """Everything the engine needs to rebuild itself: the stored balances (after journal entry
    ``next_seq - 1``) and the journal's entries after them (none unless the balances were never
    written, e.g. a database from before them), open orders in full and closed ones by key."""

    opening: BalanceMap = field(default_factory=dict)
    next_seq: int = 1
    tail: list[JournalEntry] = field(default_factory=list)
    orders: list[Order] = field(default_factory=list)
    closed: list[tuple[int, AccountRef, str]] = field(default_factory=list)
    fut_orders: list[FuturesOrder] = field(default_factory=list)
    positions: list[PositionState] = field(default_factory=list)
    kv: dict[str, str] = field(default_factory=dict)
    live_bots: list[LiveBot] = field(default_factory=list)


@dataclass
class Batch:
    """One operation's changes; ``balances`` are the ledger cells its journal entries touched."""

    spot: list[Any] = field(default_factory=list)
    futures: list[Any] = field(default_factory=list)
    bot_events: list[Any] = field(default_factory=list)
    first_event_seq: int = 1
    snapshots: dict[str, tuple[dict[str, object], int]] = field(default_factory=dict)
    new_bots: list[BotRow] = field(default_factory=list)
    kv: dict[str, str] = field(default_factory=dict)
    balances: dict[tuple[AccountRef, str], Balance] = field(default_factory=dict)
    extra: Callable[[Any], None] | None = None


_OPEN = [st.value for st in OrderStatus if st.is_open]


class EngineStore:
    def __init__(self, sessions: async_sessionmaker[Any]) -> None:
        self._db = sessions

    async def load(self) -> Loaded:
        """Plain-tuple SELECTs (no ORM objects): balances and the journal after them, open orders
        parsed, closed ones only by key (their client ids stay taken), bots' states as text."""
        out = Loaded()
        async with self._db() as s:
            out.kv = dict((await s.execute(select(KeyValue.key, KeyValue.value))).all())
            seq = int(out.kv.get(LEDGER_SEQ, "0"))
            last = await s.scalar(select(func.max(JournalRow.seq)))
            if (last or 0) < seq:
                raise ValueError(f"stored balances include entry {seq}, the journal ends at {last or 0}")
            out.next_seq = seq + 1
            bal = await s.execute(
                select(BalanceRow.account, BalanceRow.asset, BalanceRow.free, BalanceRow.locked)
            )
            for account, asset, free, locked in bal:
                out.opening.setdefault(AccountRef.parse(account), {})[asset] = Balance(
                    Decimal(free), Decimal(locked)
                )
            j = JournalRow
            tail = await s.execute(
                select(j.seq, j.ts_ms, j.kind, j.ref, j.postings).where(j.seq > seq).order_by(j.seq)
            )
            out.tail = [_entry(*r) for r in tail]
            out.orders = [
                Order.from_dict(json.loads(d))
                for d in await s.scalars(select(OrderRow.data).where(OrderRow.status.in_(_OPEN)))
            ]
            closed = select(OrderRow.id, OrderRow.owner, OrderRow.account_type, OrderRow.client_order_id)
            out.closed = [
                (oid, AccountRef(owner, BotAccountType[at]), cid)
                for oid, owner, at, cid in (await s.execute(closed.where(OrderRow.status.not_in(_OPEN))))
            ]
            out.fut_orders = [
                FuturesOrder.from_dict(json.loads(d)) for d in await s.scalars(select(FutOrderRow.data))
            ]
            out.positions = [
                PositionState.from_dict(json.loads(d)) for d in await s.scalars(select(FutPositionRow.data))
            ]
            b = BotRow
            live = select(b.id, b.user_id, b.family, b.symbol, b.state).where(
                b.status != BotStatus.COMPLETED.value
            )
            out.live_bots = [LiveBot(*r) for r in (await s.execute(live.order_by(b.id)))]
        return out

    async def save_balances(self, balances: dict[tuple[AccountRef, str], Balance], seq: int) -> None:
        """Write balances up to journal entry ``seq`` in their own transaction (a start that
        folded journal entries the stored balances did not include yet)."""
        async with self._db() as s:
            await _upsert_balances(s, balances)
            await _upsert_kv(s, {LEDGER_SEQ: str(seq)})
            await s.commit()

    async def check_balances(self) -> list[str]:
        """The stored balances against the whole journal folded again: every difference, as text
        (empty when they agree). ``tradingbot check-ledger`` and the tests run it."""
        loaded = await self.load()
        async with self._db() as s:
            j = JournalRow
            rows = await s.execute(select(j.seq, j.ts_ms, j.kind, j.ref, j.postings).order_by(j.seq))
            want = Ledger.replay(_entry(*r) for r in rows).snapshot()
        have = {a: {k: b for k, b in bal.items() if b.free or b.locked} for a, bal in loaded.opening.items()}
        problems = [
            f"{a.key} {asset}: journal {want.get(a, {}).get(asset)}, stored {have.get(a, {}).get(asset)}"
            for a in sorted(set(want) | set(have))
            for asset in sorted(set(want.get(a, {})) | set(have.get(a, {})))
            if want.get(a, {}).get(asset) != have.get(a, {}).get(asset)
        ]
        if loaded.tail:
            problems.append(
                f"{len(loaded.tail)} journal entries after the stored balances (a start stores them)"
            )
        return problems

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
            await _upsert_balances(s, batch.balances)
            await _upsert_kv(s, batch.kv)
            if batch.extra is not None:
                # bandit B610: the batch's own callback named extra, not Django's QuerySet.extra
                batch.extra(s)  # nosec B610
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


async def _upsert_kv(s: Any, kv: dict[str, str]) -> None:
    stored = await _rows(s, KeyValue, KeyValue.key, list(kv))
    for key, value in kv.items():
        if key in stored:
            stored[key].value = value
        else:
            s.add(KeyValue(key=key, value=value))


async def _upsert_balances(s: Any, balances: dict[tuple[AccountRef, str], Balance]) -> None:
    """One INSERT ... ON CONFLICT DO UPDATE for every touched cell (SQLite and PostgreSQL);
    amounts as ``str(Decimal)``, which reads back to the same Decimal."""
    if not balances:
        return
    dialect = s.get_bind().dialect.name
    insert = pg_insert if dialect == "postgresql" else sqlite_insert
    rows = [
        {"account": a.key, "asset": asset, "free": str(b.free), "locked": str(b.locked)}
        for (a, asset), b in balances.items()
    ]
    stmt = insert(BalanceRow)
    stmt = stmt.on_conflict_do_update(
        index_elements=[BalanceRow.account, BalanceRow.asset],
        set_={"free": stmt.excluded.free, "locked": stmt.excluded.locked},
    )
    for i in range(0, len(rows), _CHUNK):
        await s.execute(stmt, rows[i : i + _CHUNK])


def _entry(seq: int, ts: int, kind: str, ref: str, postings: str) -> JournalEntry:
    """A journal row as an entry."""
    return JournalEntry.from_dict(
        {"seq": seq, "ts": ts, "kind": kind, "ref": ref, "postings": json.loads(postings)}
    )


def decimals(raw: str | None) -> dict[str, Decimal]:
    """A stored ``{symbol: "price"}`` map."""
    return {k: Decimal(v) for k, v in json.loads(raw or "{}").items()}
