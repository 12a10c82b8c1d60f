"""Database side of the engine: what the exchanges and bots changed, written in one transaction,
and everything read back at start-up to rebuild them exactly.

The ledger's balances are stored next to the journal (``ledger_balances``, the cells an
operation's entries touched, in that operation's transaction), so a start loads them instead of
replaying the whole history; :meth:`EngineStore.check_balances` folds the journal again and
compares. Closed orders are loaded by key only: nothing reads their details in memory.

Spot and perpetual exchanges share one ledger, so their journal entries go into one journal;
orders, fills and positions of the perpetual market have their own tables (ids are per market).

A store is one partition's (``docs/CLUSTER.md``): every row it reads is filtered by its
``partition`` and every row it writes carries it, and its ``kv_state`` keys are its own
(:func:`kv_key`), so P engines share one database without seeing each other.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, cast

import orjson
from sqlalchemy import Table, bindparam, func, insert, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.ext.asyncio import async_sessionmaker
from sqlalchemy.orm import Session, sessionmaker

from tradingbot.adapters.storage.db import make_sync_engine
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
    NotificationRow,
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
KV_COUNTERS = "sim.counters"
KV_PRICES = "sim.last_prices"
KV_FUT_COUNTERS = "fut.counters"
KV_FUT_PRICES = "fut.last_prices"
KV_BOT_IDS = "bots.counters"
KV_MARKET_TS = "market.ts"
KV_LOG_SEQ = "market.log_seq"  # per "<market>:<symbol>": the last market-log entry applied (the cluster)
ENGINE_KEYS = (
    LEDGER_SEQ,
    KV_COUNTERS,
    KV_PRICES,
    KV_FUT_COUNTERS,
    KV_FUT_PRICES,
    KV_BOT_IDS,
    KV_MARKET_TS,
    KV_LOG_SEQ,
)
"""The ``kv_state`` names of one partition's engine (counters, last prices, market time)."""


def kv_key(partition: int, name: str) -> str:
    """The stored key of a partition's ``name``: partition 0 keeps the names a database had
    before partitions (so it still loads), the others are prefixed, e.g. ``p3:sim.counters``."""
    return name if partition == 0 else f"p{partition}:{name}"


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
    max_bot_id: int = 0
    """The partition's highest bot id (0: none): new ids go above it even without a counter."""


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
    notifications: list[dict[str, Any]] = field(default_factory=list)
    """The outbox rows of ``bot_events`` (``services/notifications/outbox.py``), stored with them."""
    extra: Callable[[Any], None] | None = None


_OPEN = [st.value for st in OrderStatus if st.is_open]


class EngineStore:
    """One partition's rows of the engine's tables."""

    def __init__(self, sessions: async_sessionmaker[Any], partition: int = 0) -> None:
        self._db = sessions
        self.partition = partition
        self._writer: _Writer | None = None
        self.fence: Callable[[Session], None] | None = None
        """Run first in every write transaction (a worker's lease fence: it raises ``StaleEpoch``
        and the whole transaction rolls back once another worker owns the partition)."""

    async def load(self) -> Loaded:
        """Plain-tuple SELECTs (no ORM objects): balances and the journal after them, open orders
        parsed, closed ones only by key (their client ids stay taken), bots' states as text."""
        out, p = Loaded(), self.partition
        names = {kv_key(p, name): name for name in ENGINE_KEYS}
        async with self._db() as s:
            kv = await s.execute(select(KeyValue.key, KeyValue.value).where(KeyValue.key.in_(names)))
            out.kv = {names[k]: v for k, v in kv}
            seq = int(out.kv.get(LEDGER_SEQ, "0"))
            last = await s.scalar(select(func.max(JournalRow.seq)).where(JournalRow.partition == p))
            if (last or 0) < seq:
                raise ValueError(f"stored balances include entry {seq}, the journal ends at {last or 0}")
            out.next_seq = seq + 1
            bal = await s.execute(
                select(BalanceRow.account, BalanceRow.asset, BalanceRow.free, BalanceRow.locked).where(
                    BalanceRow.partition == p
                )
            )
            for account, asset, free, locked in bal:
                out.opening.setdefault(AccountRef.parse(account), {})[asset] = Balance(
                    Decimal(free), Decimal(locked)
                )
            j = JournalRow
            tail = await s.execute(
                select(j.seq, j.ts_ms, j.kind, j.ref, j.postings)
                .where(j.partition == p, j.seq > seq)
                .order_by(j.seq)
            )
            out.tail = [_entry(*r) for r in tail]
            o = OrderRow
            out.orders = [
                Order.from_dict(json.loads(d))
                for d in await s.scalars(select(o.data).where(o.partition == p, o.status.in_(_OPEN)))
            ]
            closed = select(o.id, o.owner, o.account_type, o.client_order_id).where(
                o.partition == p, o.status.not_in(_OPEN)
            )
            # a completed bot never trades again: its closed orders are history, not held
            done = {
                AccountRef.bot(i).owner
                for i in await s.scalars(
                    select(BotRow.id).where(BotRow.partition == p, BotRow.status == BotStatus.COMPLETED.value)
                )
            }
            out.closed = [
                (oid, AccountRef(owner, BotAccountType[at]), cid)
                for oid, owner, at, cid in (await s.execute(closed))
                if owner not in done
            ]
            fut = FutOrderRow
            out.fut_orders = [
                FuturesOrder.from_dict(json.loads(d))
                for owner, status, d in await s.execute(
                    select(fut.owner, fut.status, fut.data).where(fut.partition == p)
                )
                if status in _OPEN or owner not in done
            ]
            out.positions = [
                PositionState.from_dict(json.loads(d))
                for owner, d in await s.execute(
                    select(FutPositionRow.owner, FutPositionRow.data).where(FutPositionRow.partition == p)
                )
                if owner not in done
            ]
            b = BotRow
            live = select(b.id, b.user_id, b.family, b.symbol, b.state).where(
                b.partition == p, b.status != BotStatus.COMPLETED.value
            )
            out.live_bots = [LiveBot(*r) for r in (await s.execute(live.order_by(b.id)))]
            out.max_bot_id = await s.scalar(select(func.max(b.id)).where(b.partition == p)) or 0
        return out

    async def save_balances(self, balances: dict[tuple[AccountRef, str], Balance], seq: int) -> None:
        """Write balances up to journal entry ``seq`` in their own transaction (a start that
        folded journal entries the stored balances did not include yet)."""

        p = self.partition

        def write(s: Session) -> None:
            _upsert(s, BalanceRow, _balance_rows(p, balances), _BALANCE_KEY)
            _upsert(s, KeyValue, [{"key": kv_key(p, LEDGER_SEQ), "value": str(seq)}], ("key",))

        await self._write(write)

    async def check_balances(self) -> list[str]:
        """The stored balances against the whole journal folded again: every difference, as text
        (empty when they agree). ``tradingbot check-ledger`` and the tests run it."""
        loaded = await self.load()
        async with self._db() as s:
            j = JournalRow
            rows = await s.execute(
                select(j.seq, j.ts_ms, j.kind, j.ref, j.postings)
                .where(j.partition == self.partition)
                .order_by(j.seq)
            )
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
        """One transaction of bulk statements: each table's rows go in one ``executemany``
        (an upsert where a row may exist), never loaded first. Orders changed twice in a batch
        are written once, as last seen. Why: loading every touched row as an ORM object (a bot's
        whole previous state included) to change it cost more than the step that changed it."""
        p = self.partition
        for row in batch.new_bots:
            row.partition = p
        await self._write(lambda s: _persist(s, p, batch))

    async def _write(self, unfenced: Callable[[Session], None]) -> None:
        """Run ``write`` after the fence and commit it: in the writer thread (see :class:`_Writer`),
        or on the app's own connection for a SQLite database in memory (a second connection would
        not see it)."""
        fence = self.fence

        def write(s: Session) -> None:
            if fence is not None:
                fence(s)
            unfenced(s)

        if self._writer is None:
            url = self._db.kw["bind"].url
            if url.get_backend_name() == "sqlite" and url.database in (None, "", ":memory:"):
                async with self._db() as s:
                    await s.run_sync(write)
                    await s.commit()
                return
            self._writer = _Writer(url.render_as_string(hide_password=False))
        await self._writer.run(write)

    def close(self) -> None:
        """Let the writer's thread and connection go (a store writes again on a new one)."""
        writer, self._writer = self._writer, None
        if writer is not None:
            writer.close()


class _Writer:
    """The engine's writes on one thread of their own, through the synchronous driver.

    Why: through the async driver a commit is a dozen statements, each several hops between the
    event loop and the driver's thread, and under request load every hop waits for the loop to come
    round; a group's operations (and a price's bots) then waited for their commit most of the time.
    Here the event loop hands the whole transaction over once and is told once that it committed.
    One thread, so the connection never changes threads and the writes stay in order.
    """

    def __init__(self, url: str) -> None:
        self._engine = make_sync_engine(url)
        self._sessions = sessionmaker(self._engine, expire_on_commit=False)
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="engine-writer")

    async def run(self, write: Callable[[Session], None]) -> None:
        await asyncio.get_running_loop().run_in_executor(self._thread, self._commit, write)

    def _commit(self, write: Callable[[Session], None]) -> None:
        with self._sessions() as s:
            write(s)
            s.commit()

    def close(self) -> None:
        self._thread.shutdown(wait=True)
        self._engine.dispose()


def _persist(s: Session, p: int, batch: Batch) -> None:
    """``batch``'s rows, each tagged with partition ``p``."""
    for row in batch.new_bots:
        s.add(row)
    s.flush()
    _market(s, p, batch.spot, OrderRow, FillRow, Fill)
    _market(s, p, batch.futures, FutOrderRow, FutFillRow, FuturesFill)
    _futures(s, p, batch.futures)
    _insert(
        s,
        BotEventRow,
        [
            {
                "partition": p,
                "seq": batch.first_event_seq + i,
                "bot_id": int(ev.bot_id),
                "ts_ms": ev.ts,
                "kind": ev.kind,
                "data": _json(ev.data),
            }
            for i, ev in enumerate(batch.bot_events)
        ],
    )
    _insert(s, NotificationRow, batch.notifications)  # the outbox: in the events' transaction
    _save_bots(s, batch.snapshots)
    _upsert(s, BalanceRow, _balance_rows(p, batch.balances), _BALANCE_KEY)
    _upsert(s, KeyValue, [{"key": kv_key(p, k), "value": v} for k, v in batch.kv.items()], ("key",))
    if batch.extra is not None:
        # bandit B610: the batch's own callback named extra, not Django's QuerySet.extra
        batch.extra(s)  # nosec B610


def _market(s: Any, p: int, effects: Sequence[Any], orders: Any, fills: Any, fill_type: type[Fill]) -> None:
    """Orders (their latest version), journal entries and fills, the same for every market (its
    own tables)."""
    latest = {e.order.id: e.order for e in effects if isinstance(e, OrderUpdate)}
    _upsert(s, orders, [_order_cols(p, o) for o in latest.values()], ("partition", "id"))
    _insert(s, JournalRow, [_journal_cols(p, e) for e in effects if isinstance(e, JournalEntry)])
    _insert(s, fills, [_fill_cols(p, e) for e in effects if isinstance(e, fill_type)])


def _futures(s: Any, p: int, effects: Sequence[Any]) -> None:
    positions = {
        f"{e.position.account.key}|{e.position.symbol}": e.position
        for e in effects
        if isinstance(e, PositionUpdate)
    }
    _upsert(
        s,
        FutPositionRow,
        [
            {
                "partition": p,
                "key": key,
                "owner": pos.account.owner,
                "symbol": pos.symbol,
                "data": _json(pos.to_dict()),
            }
            for key, pos in positions.items()
        ],
        ("partition", "key"),
    )
    _insert(
        s,
        FutEventRow,
        [
            {
                "partition": p,
                "kind": "FUNDING" if isinstance(e, FundingPayment) else "LIQUIDATION",
                "owner": e.account.owner,
                "symbol": e.symbol,
                "ts_ms": e.ts,
                "data": _json(e.to_dict()),
            }
            for e in effects
            if isinstance(e, FundingPayment | Liquidation)
        ],
    )


_BALANCE_KEY = ("partition", "account", "asset")


def _balance_rows(p: int, balances: dict[tuple[AccountRef, str], Balance]) -> list[dict[str, Any]]:
    """Amounts as ``str(Decimal)``, which reads back to the same Decimal."""
    return [
        {"partition": p, "account": a.key, "asset": asset, "free": str(b.free), "locked": str(b.locked)}
        for (a, asset), b in balances.items()
    ]


def _journal_cols(p: int, e: JournalEntry) -> dict[str, Any]:
    postings = e.to_dict()["postings"]
    return {
        "partition": p,
        "seq": e.seq,
        "ts_ms": e.ts,
        "kind": e.kind,
        "ref": e.ref,
        "postings": _json(postings),
    }


def _order_cols(p: int, o: Order) -> dict[str, Any]:
    return {
        "partition": p,
        "id": o.id,
        "owner": o.account.owner,
        "account_type": o.account.account_type.name,
        "client_order_id": o.client_order_id,
        "symbol": o.symbol,
        "side": o.side.value,
        "status": o.status.value,
        "updated_ms": o.updated_ts,
        "data": _json(o.to_dict()),
    }


def _fill_cols(p: int, f: Fill) -> dict[str, Any]:
    return {
        "partition": p,
        "id": f.id,
        "order_id": f.order_id,
        "owner": f.account.owner,
        "account_type": f.account.account_type.name,
        "symbol": f.symbol,
        "ts_ms": f.ts,
        "data": _json(f.to_dict()),
    }


_BOTS = cast(Table, BotRow.__table__)
_BOT_UPDATE = (
    update(_BOTS)
    .where(_BOTS.c.id == bindparam("b_id"))
    .values(
        state=bindparam("b_state"),
        status=bindparam("b_status"),
        close_reason=bindparam("b_reason"),
        updated_ms=bindparam("b_ts"),
        closed_ms=func.coalesce(_BOTS.c.closed_ms, bindparam("b_closed")),
    )
)


def _save_bots(s: Any, snapshots: dict[str, tuple[dict[str, object], int]]) -> None:
    """Every family's snapshot carries ``status`` and ``close_reason``; a bot row that does not
    exist is left alone; ``closed_ms`` is set once, when the bot is first seen COMPLETED."""
    params = []
    for bot_id, (snap, ts) in snapshots.items():
        status, reason = str(snap["status"]), snap.get("close_reason")
        params.append(
            {
                "b_id": int(bot_id),
                "b_state": _json(snap),
                "b_status": status,
                "b_reason": None if reason in (None, "") else str(reason),
                "b_ts": ts,
                "b_closed": ts if status == BotStatus.COMPLETED.value else None,
            }
        )
    if params:
        s.execute(_BOT_UPDATE, params)


_JSON_OPTIONS = orjson.OPT_NON_STR_KEYS


def _json(value: object) -> str:
    """A stored JSON column (orjson: several times faster than ``json.dumps`` on a bot's state,
    which every commit writes for every bot it changed; the same values read back)."""
    return orjson.dumps(value, option=_JSON_OPTIONS).decode()


_CHUNK = 500  # rows per statement, well under SQLite's bound-parameter limit


def _insert(s: Any, table: Any, rows: list[dict[str, Any]]) -> None:
    """Append-only rows, one ``executemany``."""
    if rows:
        s.execute(insert(table.__table__), rows)


def _upsert(s: Any, table: Any, rows: list[dict[str, Any]], key: tuple[str, ...]) -> None:
    """INSERT ... ON CONFLICT (key) DO UPDATE every other column (SQLite and PostgreSQL)."""
    if not rows:
        return
    insert_ = pg_insert if s.get_bind().dialect.name == "postgresql" else sqlite_insert
    stmt = insert_(table.__table__)
    stmt = stmt.on_conflict_do_update(
        index_elements=list(key),
        set_={c: getattr(stmt.excluded, c) for c in rows[0] if c not in key},
    )
    for i in range(0, len(rows), _CHUNK):
        s.execute(stmt, rows[i : i + _CHUNK])


def _entry(seq: int, ts: int, kind: str, ref: str, postings: str) -> JournalEntry:
    """A journal row as an entry."""
    return JournalEntry.from_dict(
        {"seq": seq, "ts": ts, "kind": kind, "ref": ref, "postings": json.loads(postings)}
    )


def decimals(raw: str | None) -> dict[str, Decimal]:
    """A stored ``{symbol: "price"}`` map."""
    return {k: Decimal(v) for k, v in json.loads(raw or "{}").items()}
