"""The simulated exchanges and the bots on them, as a service: persisted before acknowledged.

One spot exchange and one USDT-linear perpetual exchange share one double-entry ledger; one pure
``BotHost`` runs every bot on them. Every operation (a user action or a price from the market
hubs) runs under one lock, and what it changed (journal, orders, fills, positions, funding,
liquidations, bot events and snapshots) is committed in one transaction before the caller gets
an answer. If that fails, memory is rebuilt from the database, so it never runs ahead of what is
stored. At start-up the ledger resumes from the balances stored with the journal, and open orders
and positions are re-indexed.

One service is one partition of the users (``docs/CLUSTER.md``): its own ledger (with its own
system accounts), exchanges, bots and stored rows. ``PartitionedExchange``
(``services/exchange/partitioned.py``) holds the P of them and routes every call.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Mapping, Sequence
from contextvars import Context
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any, Protocol, TypeVar, cast

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.marketdata.funding import FundingRates, funding_times
from tradingbot.adapters.storage.models import BotRow, DemoGrant
from tradingbot.bots.base import LINEAR, SPOT
from tradingbot.bots.event_log.inputs import QUIET_INPUTS
from tradingbot.bots.host import BotEvent, BotHost
from tradingbot.bots.registry import get_family
from tradingbot.bus.ports import MarketPrice
from tradingbot.cluster.leases import StaleEpoch
from tradingbot.core.candles import Candle
from tradingbot.core.enums import BotAccountType, BotStatus, OrderSide, OrderType
from tradingbot.core.errors import BotResultCode, BusinessError, RetCode
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.core.money import InvalidNumber, fmt, to_decimal
from tradingbot.services.clock import Clock
from tradingbot.services.exchange import idempotency
from tradingbot.services.exchange.delistings import Delistings
from tradingbot.services.exchange.engine_store import (
    KV_BOT_IDS,
    KV_COUNTERS,
    KV_FUT_COUNTERS,
    KV_FUT_PRICES,
    KV_LOG_SEQ,
    KV_MARKET_TS,
    KV_PRICES,
    LEDGER_SEQ,
    Batch,
    EngineStore,
    decimals,
)
from tradingbot.services.exchange.read_model import ReadModel
from tradingbot.services.notifications.outbox import OutboxMemory
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import InsufficientFunds, OrderRejected
from tradingbot.sim.exchange import PlaceResult, SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures.exchange import FuturesExchange
from tradingbot.sim.ledger import Balance, JournalEntry, Ledger
from tradingbot.sim.orders import Counters, Order

T = TypeVar("T")
USER_ACCOUNT_TYPES = frozenset(
    {
        BotAccountType.FUND,
        BotAccountType.SPOT,
        BotAccountType.UNIFIED,
        BotAccountType.DERIVATIVE,
        BotAccountType.UTA,
    }
)
HOUR_MS = 3_600_000
MAX_RUNNING_BOTS = 50
_CLOSED_MEANWHILE = (BotResultCode.BOT_HAS_BEEN_CLOSED, BotResultCode.GRID_CAN_NOT_BE_CANCELLED)
MAX_GROUP = 256
"""Operations stored in one transaction at most (a group commit, ``ExchangeService._drain``)."""
COMPACT_AFTER = 4096
"""Journal entries kept in memory after they are stored, at most; then the ledger folds them into
its balances and the spot exchange forgets its closed orders' details (what a restart loads)."""


def parse_amount(value: str, field: str = "amount") -> Decimal:
    """A strictly positive decimal from user input, or INVALID_PARAM naming the field."""
    try:
        d = to_decimal(value)
    except InvalidNumber as exc:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} is not a number", field=field) from exc
    if d <= 0:
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} must be positive", field=field, bound="> 0")
    if d.as_tuple().exponent < -18:  # type: ignore[operator]
        raise BusinessError(RetCode.INVALID_PARAM, f"{field} has more than 18 decimals", field=field)
    return d


def parse_account_type(value: str, field: str) -> BotAccountType:
    try:
        at = BotAccountType[value.strip().upper()]
    except KeyError as exc:
        raise BusinessError(RetCode.INVALID_PARAM, f"unknown account type {value}", field=field) from exc
    if at not in USER_ACCOUNT_TYPES:
        raise BusinessError(RetCode.INVALID_PARAM, f"{at.name} is not a wallet account", field=field)
    return at


def rejection(exc: OrderRejected | InsufficientFunds) -> BusinessError:
    """Exchange refusals as API errors (OrderRejected already is one)."""
    if isinstance(exc, OrderRejected):
        return exc
    return BusinessError(
        RetCode.INSUFFICIENT_BALANCE,
        f"insufficient {exc.asset} balance",
        field="amount",
        bound=fmt(exc.shortfall),
    )


def _all(writes: list[Callable[[Any], None]]) -> Callable[[Any], None] | None:
    """The extra writes of a group's operations, in order, as one (None: there are none)."""
    if not writes:
        return None

    def write(s: Any) -> None:
        for w in writes:
            w(s)

    return write


@dataclass(eq=False)
class _Queued:
    """An operation waiting for :meth:`ExchangeService._drain`, and its caller's answer."""

    op: Callable[[], Any]
    extra: Callable[[Any], None] | None
    claim: idempotency.Claim | None
    """The caller's ``Idempotency-Key``, taken in the caller's context (the drain runs in its own)."""
    answer: asyncio.Future[Any]
    from_log: bool = False
    """An entry of a market log (the others are commands: refused while the partition catches up)."""
    result: Any = None
    error: BaseException | None = None

    def settle(self) -> None:
        """Answer the caller (after the group is stored)."""
        if self.answer.done():  # the caller went away
            return
        if self.error is not None:
            self.answer.set_exception(self.error)
        else:
            self.answer.set_result(self.result)

    def fail(self, exc: BaseException) -> None:
        if not self.answer.done():
            self.answer.set_exception(exc)


def _mkey(symbol: str, category: str) -> str:
    return symbol if category == SPOT else f"{symbol}@{category}"


def _market_state(kv: Mapping[str, str], prices_key: str, counters_key: str) -> dict[str, Any]:
    """An exchange's last prices and id counters as the database kept them (fresh counters on a
    new database)."""
    counters = Counters.from_dict(json.loads(kv[counters_key])) if counters_key in kv else Counters()
    return {"last_prices": decimals(kv.get(prices_key)), "counters": counters}


class ExchangeService:
    """Serialised, persisted access to both exchanges and the bots; the market hubs' listener."""

    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        symbols: Mapping[str, SpotSymbol],
        fees: FeeSchedule,
        clock: Clock,
        demo_max: Decimal,
        demo_per_hour: int,
        *,
        futures_symbols: Mapping[str, FuturesSymbolConfig] | None = None,
        futures_tiers: Mapping[str, Sequence[RiskTier]] | None = None,
        futures_fees: FeeSchedule | None = None,
        funding_seed: int = 7,
        partition: int = 0,
        partitions: int = 1,
        reads: ReadModel | None = None,
        delistings: Delistings | None = None,
        memory_only: bool = False,
    ) -> None:
        if not 0 <= partition < partitions:
            raise ValueError(f"partition {partition} is not one of {partitions}")
        self.partition = partition
        self.partitions = partitions
        self._db = sessions
        self._store = EngineStore(sessions, partition)
        self._symbols = dict(symbols)
        self._fees = fees
        self._fut_symbols = dict(futures_symbols or {})
        self._fut_tiers = dict(futures_tiers or {})
        self._fut_fees = futures_fees
        self._clock = clock
        self._demo_max = demo_max
        self._demo_per_hour = demo_per_hour
        self._lock = asyncio.Lock()
        self._queue: list[_Queued] = []
        self._drainer: asyncio.Task[None] | None = None
        self.funding = FundingRates(funding_seed)
        self.linear = LinearListener(self)
        self._own_delistings = delistings is None
        self.delistings = delistings if delistings is not None else Delistings(sessions)
        """Shared by every partition (then the router loads it, once)."""
        self.reads = reads if reads is not None else ReadModel(self.market_now)
        """The read calls' answers, void at every change below (``_run``, ``load``); one model
        shared by every partition, so a change in any of them voids every kept answer."""
        self.stale = False
        """Memory may be ahead of the database: a write failed and so did the rebuild from the
        database (it was unreachable). Nothing is served from memory until :meth:`recover`."""
        self.memory_only = memory_only
        """Never stored (a cluster node's view of the market: prices only, no account or bot)."""
        self.moved = False
        """A write was refused by the lease fence: another worker owns the partition now. Nothing
        is applied or served until the worker drops it (:meth:`reset`)."""
        self.follows_log = False
        """A cluster worker's partition: its prices come from the market logs (``apply_logged``)."""
        self.log_reloaded = {"spot": asyncio.Event(), "linear": asyncio.Event()}
        """Set at every load of a partition that follows the logs: each market's reader starts
        again from the stored positions."""
        self._catch_up: dict[str, int | None] = {}
        """Markets whose log the partition has not caught up with since its last load (the log's
        end then, once the reader has asked it): commands wait, so that none runs against a market
        older than the one the previous owner or the failed write had already applied."""
        self._fresh()

    def _fresh(self) -> None:
        self.sim = SimExchange(self._symbols, self._fees)
        self.futures = FuturesExchange(self._fut_symbols, self._fut_tiers, self._fut_fees, self.sim.ledger)
        self.host = BotHost(self.sim, futures=self.futures)
        self.bot_owner: dict[str, int] = {}
        self.bot_symbol: dict[str, str] = {}
        self.bot_category: dict[str, str] = {}
        self._user_bots: dict[int, dict[str, None]] = {}  # each user's hosted bots, in order
        self._final: dict[str, dict[str, object]] = {}
        self._settled: list[str] = []  # bots completed in the batch being stored: forgotten after it
        self._unsaved: set[str] = set()  # bots a quiet price changed, stored with the next commit
        self._quiet_inputs: list[BotEvent] = []  # the log's record of those prices, stored with them
        self._next_bot_id = self._own_id(1)
        self._next_event_seq = 1
        self._market_ts: dict[str, int] = {}
        self._log_seq: dict[str, int] = {}  # "<market>:<symbol>" -> the last market-log entry applied
        self._log_last: dict[str, int] = {}  # market -> the entry handed over last (not stored)
        self._log_moved = False  # a log position moved since the last commit
        self._ticked: set[str] = set()  # markets that had a price since this start (``_primed``)
        self._new_bots: list[BotRow] = []
        self._outbox = OutboxMemory()  # each hosted bot's owner, symbol and status, for the outbox

    @property
    def assets(self) -> frozenset[str]:
        return frozenset({s.base for s in self._symbols.values()} | {s.quote for s in self._symbols.values()})

    # ------------------------------------------------------------------ start-up

    async def load(self) -> None:
        """Rebuild both exchanges and the bots from the database: the ledger from its stored
        balances (plus any journal entries they do not include yet, which are then stored)."""
        loaded = await self._store.load()
        if self._own_delistings:
            await self.delistings.load()
        kv = loaded.kv
        self._fresh()
        ledger = Ledger.resume(loaded.opening, loaded.next_seq, loaded.tail)
        if loaded.tail:
            await self._store.save_balances(ledger.touched(loaded.tail), ledger.next_seq - 1)
        self.sim = SimExchange.restore(
            self._symbols,
            self._fees,
            ledger=ledger,
            orders=loaded.orders,
            closed=loaded.closed,
            **_market_state(kv, KV_PRICES, KV_COUNTERS),
        )
        self.futures = FuturesExchange.restore(
            self._fut_symbols,
            self._fut_tiers,
            self._fut_fees,
            orders=loaded.fut_orders,
            positions=loaded.positions,
            **_market_state(kv, KV_FUT_PRICES, KV_FUT_COUNTERS),
            ledger=self.sim.ledger,
        )
        self.host = BotHost(self.sim, futures=self.futures)
        for row in loaded.live_bots:
            bot_id = str(row.id)
            category = self._category_of(row.family)
            self.host.restore_bot(
                bot_id, row.family, json.loads(row.state), self._bot_account(row.id, category)
            )
            self._host(bot_id, row.user_id, row.symbol, category)
        self._market_ts = {k: int(v) for k, v in json.loads(kv.get(KV_MARKET_TS, "{}")).items()}
        self._log_seq = {k: int(v) for k, v in json.loads(kv.get(KV_LOG_SEQ, "{}")).items()}
        ids = json.loads(kv.get(KV_BOT_IDS, "{}"))
        self._next_bot_id = self._own_id(max(int(ids.get("next_bot_id", 1)), loaded.max_bot_id + 1))
        self._next_event_seq = int(ids.get("next_event_seq", 1))
        if self.follows_log:
            self._catch_up = {"spot": None, "linear": None}
            for reloaded in self.log_reloaded.values():
                reloaded.set()
        self.reads.changed()

    async def _rebuild(self) -> None:
        """Memory back to what the database holds, after a failed write; if the database cannot
        be read either, the engine is :attr:`stale` until :meth:`recover` succeeds."""
        try:
            await self.load()
        except BaseException:
            self.stale = True
            raise
        self.stale = False

    async def recover(self) -> None:
        """Rebuild a :attr:`stale` engine from the database, or refuse with SERVICE_UNAVAILABLE
        while the database still cannot be read (every request asks again: no timer to wait for)."""
        async with self._lock:
            await self._recover_locked()

    async def _recover_locked(self) -> None:
        if self.moved:
            raise _moved()
        if not self.stale:
            return
        try:
            await self._rebuild()
        except Exception as exc:
            raise BusinessError(
                RetCode.SERVICE_UNAVAILABLE, "the database is unavailable: retry shortly"
            ) from exc

    async def check_ledger(self) -> list[str]:
        """Where the stored balances differ from the journal folded again (empty: they agree)."""
        return await self._store.check_balances()

    def _own_id(self, at_least: int) -> int:
        """The smallest bot id from ``at_least`` on that this partition hands out: its residue
        class modulo the partition count, so bot ids stay unique across partitions."""
        return at_least + (self.partition - at_least) % self.partitions

    @staticmethod
    def _category_of(family: str) -> str:
        return LINEAR if getattr(get_family(family), "venue", SPOT) == LINEAR else SPOT

    @staticmethod
    def _bot_account(bot_id: int, category: str) -> AccountRef:
        return AccountRef.bot(
            bot_id, BotAccountType.DERIVATIVE if category == LINEAR else BotAccountType.SPOT
        )

    def _venue_transfer(self, category: str) -> Callable[..., Any]:
        """Money in and out of perpetual accounts goes through the futures exchange (margin checks)."""
        return self.futures.transfer if category == LINEAR else self.sim.transfer

    # ------------------------------------------------------------------ the one write path

    async def _run(
        self, op: Callable[[], T], extra: Callable[[Any], None] | None = None, *, from_log: bool = False
    ) -> T:
        """Apply ``op`` (to the exchanges and the bots) and persist what it changed, atomically;
        answer once it is stored.

        Operations are applied one after another in the order they were asked for, and the ones
        that queued up while the previous commit ran are stored together in one transaction (a
        group commit, :meth:`_drain`): under many concurrent writers the engine pays one commit
        per group instead of one per operation, and nobody is answered before their effect is stored.
        A refused operation changes nothing; if one fails half-way, or the database write fails,
        memory is rebuilt from the database so it never runs ahead (and the rest of the group is
        applied again on the rebuilt state: the core is deterministic). A user's request sent with
        an ``Idempotency-Key`` is recorded as applied in the same transaction
        (``services/exchange/idempotency.py``), with ``op``'s result.
        """
        future = asyncio.get_running_loop().create_future()
        item: _Queued = _Queued(op, extra, idempotency.current(), future, from_log)
        self._queue.append(item)
        if self._drainer is None:
            # a context of its own: the first caller's request-scoped variables are not the group's
            self._drainer = asyncio.create_task(self._drain(), name="engine-group-commit", context=Context())
        return cast(T, await item.answer)

    async def _drain(self) -> None:
        """Apply and store the queued operations, a group at a time, until none is left."""
        try:
            async with self._lock:
                while self._queue:
                    group = self._queue[:MAX_GROUP]
                    del self._queue[:MAX_GROUP]
                    try:
                        await self._apply_and_store([q for q in group if not q.answer.cancelled()])
                    except BaseException as exc:
                        for q in group:
                            q.fail(exc)
                        if not isinstance(exc, Exception):
                            raise
                    # a group that stored nothing awaited nothing: let the loop's other tasks
                    # (a worker's lease renewals, requests) in before the next group
                    await asyncio.sleep(0)
        finally:
            self._drainer = None
            for q in self._queue:  # only when the task itself was cancelled (shutdown)
                q.fail(BusinessError(RetCode.SERVICE_UNAVAILABLE, "the engine is stopping: retry shortly"))
            self._queue.clear()

    async def _apply_and_store(self, group: list[_Queued]) -> None:
        await self._recover_locked()
        while True:
            applied = self._apply(group)
            if applied is not None:
                break
            await self._rebuild()  # an operation failed half-way: back to what is stored, then again
        self.reads.changed()
        batch = Batch(spot=self.sim.drain_effects(), futures=self.futures.drain_effects())
        dirty = self.host.dirty()
        batch.bot_events, self._quiet_inputs = self._quiet_inputs + self.host.drain_events(), []
        loud = any(e.kind not in QUIET_INPUTS for e in batch.bot_events)
        batch.notifications = self._outbox.rows(batch.bot_events)
        writes = [q.extra for q in applied if q.extra is not None]
        claims = [(q.claim, q.result) for q in applied if q.claim is not None and not q.claim.applied]
        writes += [idempotency.applied_write(claim, result) for claim, result in claims]
        if batch.spot or batch.futures or loud or writes or self._new_bots:
            await self._commit(batch, dirty, _all(writes))
            for claim, _ in claims:
                claim.applied = True
            self.reads.changed()  # stored: what was read while the commit ran is void too
        else:
            self._unsaved |= dirty  # price moves that crossed nothing: stored with the next commit
            self._quiet_inputs = batch.bot_events
        for q in group:
            q.settle()

    def _apply(self, group: list[_Queued]) -> list[_Queued] | None:
        """Apply each operation not refused yet, in order; the ones applied, or None when one failed
        after changing something (memory must be rebuilt, that one is marked refused)."""
        applied = []
        for q in group:
            if q.error is not None:
                continue
            if self._catch_up and not q.from_log:
                q.error = BusinessError(
                    RetCode.SERVICE_UNAVAILABLE,
                    "this account's engine worker is catching up with the market: retry shortly",
                )
                continue
            marks = self._effect_marks()
            try:
                q.result = q.op()
                self._settle_completed()
            except (OrderRejected, InsufficientFunds, BusinessError) as exc:
                q.error = rejection(exc) if isinstance(exc, InsufficientFunds) else exc
                if self._effect_marks() != marks:
                    return None
                continue
            except Exception as exc:
                q.error = exc
                return None
            applied.append(q)
        return applied

    def _effect_marks(self) -> tuple[int, int, int, int]:
        """How much the exchanges, the bots and the new bot rows have pending: a refused operation
        changed nothing when these are the same after it as before."""
        return (
            self.sim.pending_effects(),
            self.futures.pending_effects(),
            self.host.pending_events(),
            len(self._new_bots),
        )

    async def _commit(self, batch: Batch, dirty: set[str], extra: Callable[[Any], None] | None) -> None:
        batch.first_event_seq = self._next_event_seq
        batch.new_bots, self._new_bots = self._new_bots, []
        batch.extra = extra
        dirty, self._unsaved = dirty | self._unsaved, set()
        self._log_moved = False
        ledger = self.sim.ledger
        batch.balances = ledger.touched(
            e for e in (*batch.spot, *batch.futures) if isinstance(e, JournalEntry)
        )
        for bot_id in dirty:
            snap = self._final.pop(bot_id, None) or self.host.snapshot(bot_id)
            batch.snapshots[bot_id] = (
                snap,
                self.market_now(self.bot_symbol[bot_id], self.bot_category[bot_id]),
            )
        batch.kv = {
            KV_COUNTERS: json.dumps(self.sim.counters.to_dict()),
            KV_FUT_COUNTERS: json.dumps(self.futures.counters.to_dict()),
            KV_PRICES: json.dumps({k: fmt(v) for k, v in self.sim.last_prices().items()}),
            KV_FUT_PRICES: json.dumps({k: fmt(v) for k, v in self.futures.last_prices().items()}),
            KV_MARKET_TS: json.dumps(self._market_ts),
            KV_LOG_SEQ: json.dumps(self._log_seq),
            LEDGER_SEQ: str(ledger.next_seq - 1),
            KV_BOT_IDS: json.dumps(
                {
                    "next_bot_id": self._next_bot_id,
                    "next_event_seq": self._next_event_seq + len(batch.bot_events),
                }
            ),
        }
        settled, self._settled = self._settled, []
        if self.memory_only:
            return
        try:
            await self._store.persist(batch)
        except StaleEpoch as exc:
            self.moved = True  # memory is ahead of the database and will never be stored
            raise _moved() from exc
        except BaseException:
            await self._rebuild()
            raise
        self._next_event_seq += len(batch.bot_events)
        for bot_id in settled:  # stored: what they held in memory is only history now
            self._outbox.forget(bot_id)
            venue = self.futures if self.bot_category[bot_id] == LINEAR else self.sim
            venue.forget_account(self._bot_account(int(bot_id), self.bot_category[bot_id]))
        if len(ledger) >= COMPACT_AFTER:
            ledger.compact()
            self.sim.forget_closed()

    def _settle_completed(self) -> None:
        """Return what a COMPLETED bot holds to its owner's FUND account and stop hosting it."""
        for bot_id in sorted(self.host.dirty()):
            if bot_id not in self.bot_owner or self.host.status(bot_id) is not BotStatus.COMPLETED:
                continue
            category = self.bot_category[bot_id]
            src = self.host.account(bot_id)
            dst = AccountRef.user(self.bot_owner[bot_id], BotAccountType.FUND)
            ts = self.market_now(self.bot_symbol[bot_id], category)
            move = self._venue_transfer(category)
            for asset, bal in sorted(self.host.leftover(bot_id).items()):
                if bal.free > 0:
                    move(ts, src, dst, asset, bal.free, f"bot:{bot_id}:return")
            self._final[bot_id] = self.host.snapshot(bot_id)
            self._settled.append(bot_id)
            self.host.remove_bot(bot_id)
            del self._user_bots[self.bot_owner.pop(bot_id)][bot_id]

    async def flush_prices(self) -> None:
        """Store the last prices and the state of every bot they changed (price moves that filled
        nothing are not written one by one; a bot's peak equity or trailing level may have moved)."""
        async with self._lock:
            if not (self.stale or self.moved or self.memory_only):
                held, self._quiet_inputs = self._quiet_inputs, []
                await self._commit(Batch(bot_events=held), set(), None)

    def close(self) -> None:
        """Let the writer thread and its connection go (after :meth:`flush_prices`)."""
        self._store.close()

    async def reset(self) -> None:
        """Forget everything held in memory, after the operations in flight (its fence refuses
        them if the lease is gone), and refuse every operation until :meth:`serve_fenced`: a
        command that looked the partition up just before it was dropped must not store a fresh,
        empty engine over the partition's rows."""
        async with self._lock:
            self.close()
            self._fresh()
            self.stale = False
            self.moved = True
            self.reads.changed()

    def serve_fenced(self, fence: Callable[[Any], None]) -> None:
        """Take operations again, every write transaction fenced first by ``fence`` (a worker's
        lease); :meth:`load` next."""
        self._store.fence = fence
        self.moved = False
        self.follows_log = True

    def log_position(self, market: str) -> dict[str, int]:
        """The last applied entry of the market's log, per symbol (what is stored: see
        :meth:`apply_logged`)."""
        prefix = f"{market}:"
        return {k.removeprefix(prefix): v for k, v in self._log_seq.items() if k.startswith(prefix)}

    @property
    def needs_flush(self) -> bool:
        """Quiet prices changed bots or moved the log positions since the last commit (a worker
        stores them every few seconds: :meth:`flush_prices`)."""
        return bool(self._unsaved) or self._log_moved or bool(self._quiet_inputs)

    def status(self) -> dict[str, Any]:
        """What an operator sees of the partition (``/admin/engine/partitions``)."""
        return {
            "partition": self.partition,
            "bots": len(self.bot_owner),
            "queued": len(self._queue),
            "stale": self.stale,
            "moved": self.moved,
            "needs_flush": self.needs_flush,
            "catching_up": self.catching_up,
            "log_positions": {m: self.log_position(m) for m in ("spot", "linear")},
        }

    def catch_up_to(self, market: str, tail: int) -> None:
        """The reader's start: the market's log ends at ``tail``; commands wait until the
        partition has applied it (at once when its stored positions are already there)."""
        if market in self._catch_up:
            done = max(self.log_position(market).values(), default=0)
            if tail <= done:
                del self._catch_up[market]
            else:
                self._catch_up[market] = tail

    @property
    def catching_up(self) -> bool:
        """Commands wait: the partition has not applied the market logs up to their end yet."""
        return bool(self._catch_up)

    def market_symbols(self, market: str) -> list[str]:
        """The symbols of a market's log this partition trades."""
        return sorted(self._fut_symbols if market == "linear" else self._symbols)

    async def apply_logged(self, market: str, entry: MarketPrice, after: int | None = None) -> None:
        """One entry of a market's log (a cluster worker's partitions read the log themselves).

        The entry's sequence is recorded by the operation itself, so it is stored in the same
        commit as the price's effects (or, for a price that changed nothing stored, with the next
        commit, as the bots' quiet changes are): after a crash or a takeover the stored position
        and the stored state always belong together, and the new owner resumes right after it. An
        entry at or below the recorded position is skipped (read again on resume). ``after``: the
        entry handed over just before this one; refused (nothing applied) unless that one was
        applied, so a failed commit never leaves a gap behind the entries queued after it."""
        key = f"{market}:{entry.symbol}"
        symbol, ts, price = entry.symbol, entry.ts_ms, entry.value
        linear = market == "linear"
        category = LINEAR if linear else SPOT

        def op() -> None:
            if after is not None and self._log_last.get(market) != after:
                raise BusinessError(
                    RetCode.SERVICE_UNAVAILABLE, f"the {market} log is read again from {after}"
                )
            self._log_last[market] = entry.seq
            target = self._catch_up.get(market, 0)
            if target is not None and entry.seq >= target:
                self._catch_up.pop(market, None)
            if symbol not in (self._fut_symbols if linear else self._symbols):
                return
            if entry.seq <= self._log_seq.get(key, 0):
                return
            self._log_seq[key] = entry.seq
            self._log_moved = True
            venue = self.futures if linear else self.sim
            mkey = _mkey(symbol, category)
            repeat = price == venue.last_price(symbol)
            at = max(ts, self._market_ts.get(mkey, ts)) if repeat else ts
            if linear:
                self._fund_until(symbol, at)
            self._market_ts[mkey] = at
            if not repeat:
                self.host.on_price(symbol, price, at, category)

        await self._run(op, from_log=True)

    # ------------------------------------------------------------------ wallets

    def _asset(self, coin: str) -> str:
        c = coin.strip().upper()
        if c not in self.assets:
            raise BusinessError(RetCode.INVALID_PARAM, f"unknown coin {coin}", field="coin")
        return c

    async def credit_demo(self, user_id: int, coin: str, amount: str) -> Balance:
        """Paper money into FUND: at most ``demo_max`` per grant and ``demo_per_hour`` grants an hour."""
        asset = self._asset(coin)
        value = parse_amount(amount)
        if value > self._demo_max:
            raise BusinessError(
                RetCode.INVALID_PARAM,
                f"amount must be at most {fmt(self._demo_max)}",
                field="amount",
                bound=fmt(self._demo_max),
            )
        now = self._clock()
        async with self._db() as s:
            recent = await s.scalar(
                select(func.count())
                .select_from(DemoGrant)
                .where(DemoGrant.user_id == user_id, DemoGrant.ts_ms > now - HOUR_MS)
            )
        if (recent or 0) >= self._demo_per_hour:
            raise BusinessError(
                RetCode.TOO_MANY_REQUESTS, f"demo funds are limited to {self._demo_per_hour} requests an hour"
            )
        account = AccountRef.user(user_id, BotAccountType.FUND)

        def add_grant(s: Any) -> None:
            s.add(DemoGrant(user_id=user_id, coin=asset, amount=value, ts_ms=now))

        await self._run(lambda: self.sim.credit(now, account, asset, value, f"demo:{user_id}"), add_grant)
        return self.sim.balance(account, asset)

    async def user_balances(self, user_id: int, account_type: str) -> list[tuple[str, Balance]]:
        at = parse_account_type(account_type, "account_type")
        bals = self.sim.balances(AccountRef.user(user_id, at))
        return sorted((coin, b) for coin, b in bals.items() if b.free != 0 or b.locked != 0)

    async def transfer_between(self, user_id: int, coin: str, amount: str, src: str, dst: str) -> None:
        asset = self._asset(coin)
        value = parse_amount(amount)
        a = parse_account_type(src, "from_account_type")
        b = parse_account_type(dst, "to_account_type")
        if a == b:
            raise BusinessError(RetCode.INVALID_PARAM, "accounts must differ", field="to_account_type")
        now = self._clock()
        ua, ub = AccountRef.user(user_id, a), AccountRef.user(user_id, b)
        await self._run(lambda: self.sim.transfer(now, ua, ub, asset, value, "transfer"))

    # ------------------------------------------------------------------ spot orders (tests, tools)

    async def place_order(
        self,
        account: AccountRef,
        symbol: str,
        side: OrderSide,
        order_type: OrderType,
        qty: Decimal,
        price: Decimal | None,
        client_order_id: str,
    ) -> PlaceResult:
        now = self._clock()
        return await self._run(
            lambda: self.sim.place_order(
                now, account, symbol, side, order_type, qty, price, client_order_id=client_order_id
            )
        )

    async def cancel_order(self, account: AccountRef, client_order_id: str) -> Order:
        now = self._clock()
        return await self._run(lambda: self.sim.cancel_order(now, account, client_order_id))

    # ------------------------------------------------------------------ bots

    async def create_bot(
        self,
        user_id: int,
        family: str,
        symbol: str,
        config: Any,
        funds: list[tuple[str, Decimal]],
        meta: dict[str, Any],
    ) -> int:
        """Move the investment into a new isolated bot account and start the bot, in one transaction."""
        category = self._category_of(family)
        ts = self.market_now(symbol, category)
        move = self._venue_transfer(category)

        def op() -> int:
            self.check_room(user_id)
            bot_id = self._next_bot_id
            account = self._bot_account(bot_id, category)
            fund = AccountRef.user(user_id, BotAccountType.FUND)
            for asset, amount in funds:
                if amount > 0:
                    move(ts, fund, account, asset, amount, f"bot:{bot_id}:invest")
            self._next_bot_id += self.partitions
            self._new_bots.append(
                BotRow(
                    id=bot_id,
                    user_id=user_id,
                    family=family,
                    symbol=symbol,
                    status=BotStatus.NEW.value,
                    close_reason=None,
                    config=json.dumps(get_family(family).config_to_dict(config)),
                    state="{}",
                    meta=json.dumps(meta),
                    created_ms=ts,
                    updated_ms=ts,
                    closed_ms=None,
                    followed_bot_id=meta.get("followed_bot_id"),
                )
            )
            key = str(bot_id)
            self._host(key, user_id, symbol, category)
            self.host.add_bot(key, family, config, account, ts)
            return bot_id

        return await self._run(op)

    def _host(self, bot_id: str, user_id: int, symbol: str, category: str) -> None:
        self.bot_owner[bot_id], self.bot_symbol[bot_id], self.bot_category[bot_id] = user_id, symbol, category
        try:  # a stored bot is restored first; a new one is added after (its first STATUS tells)
            status: str | None = self.host.status(bot_id).value
        except KeyError:
            status = None
        self._outbox.track(bot_id, user_id, symbol, status)
        self._user_bots.setdefault(user_id, {})[bot_id] = None

    def perp_margins(self) -> list[tuple[int, str, str, Decimal, Decimal]]:
        """Each hosted perpetual bot with a position: (owner, bot id, symbol, maintenance margin of
        its positions, its equity), at the last prices (the liquidation-risk watch reads it)."""
        out = []
        for bot_id, owner in self.bot_owner.items():
            if self.bot_category[bot_id] != LINEAR:
                continue
            account = self.host.account(bot_id)
            positions = self.futures.positions(account)
            if positions:
                mm = sum((p.mm for p in positions), Decimal(0))
                out.append((owner, bot_id, self.bot_symbol[bot_id], mm, self.futures.equity(account)))
        return out

    def bots_of(self, user_id: int) -> list[str]:
        """The user's hosted bots (every one not COMPLETED), in the order they were hosted."""
        return list(self._user_bots.get(user_id, ()))

    def check_room(self, user_id: int) -> None:
        """At most :data:`MAX_RUNNING_BOTS` bots of a user run at once: the engine hosts exactly the
        bots not COMPLETED, so it counts them without a database round trip."""
        if len(self._user_bots.get(user_id, ())) >= MAX_RUNNING_BOTS:
            raise BusinessError.bot(
                BotResultCode.REACH_BOT_NUM_UPPER_LIMIT, f"at most {MAX_RUNNING_BOTS} bots may run at once"
            )

    def _bot_now(self, bot_id: str) -> int:
        return self.market_now(self.bot_symbol[bot_id], self.bot_category[bot_id])

    def _live(self, bot_id: str) -> None:
        """Inside an operation: the caller checked the bot runs, but an operation applied since (in
        the same group) may have completed it."""
        if bot_id not in self.bot_owner:
            raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, "this bot is already closed")

    async def command_bot(self, bot_id: str, cmd: Any, check: Callable[[], None] | None = None) -> None:
        """A user or operator command (close, update, ...) applied by the bot's family; ``check``
        refuses it (raises) on the state the command is applied to, not the one the caller saw."""
        ts = self._bot_now(bot_id)

        def op() -> None:
            self._live(bot_id)
            if check is not None:
                check()
            self.host.command(bot_id, cmd, ts)

        await self._run(op)

    async def withdraw_from_bot(self, bot_id: str, asset: str, amount: Decimal, cmd: Any) -> None:
        """Take realized profit out of the bot into the owner's FUND account."""
        ts = self._bot_now(bot_id)
        dst = AccountRef.user(self.bot_owner[bot_id], BotAccountType.FUND)
        move = self._venue_transfer(self.bot_category[bot_id])

        def op() -> None:
            self._live(bot_id)
            self.host.command(bot_id, cmd, ts)
            move(ts, self.host.account(bot_id), dst, asset, amount, f"bot:{bot_id}:withdraw")
            self.host.sync_funds(bot_id, ts)

        await self._run(op)

    async def update_bot(self, bot_id: str, user_id: int, asset: str, add: Decimal, cmd: Any) -> None:
        """Move a top-up (or added margin) in first, then let the family apply the command."""
        ts = self._bot_now(bot_id)
        src = AccountRef.user(user_id, BotAccountType.FUND)
        move = self._venue_transfer(self.bot_category[bot_id])

        def op() -> None:
            self._live(bot_id)
            if add > 0:
                move(ts, src, self.host.account(bot_id), asset, add, f"bot:{bot_id}:add")
            self.host.command(bot_id, cmd, ts)

        await self._run(op)

    async def close_bots(self, bot_ids: list[str], cmd: Any) -> int:
        """Operator stops (symbol delisted, user banned): close each bot with the given reason (a
        bot its owner closed meanwhile is left as it is)."""

        def not_closing(bot_id: str) -> Callable[[], None]:
            def check() -> None:
                if self.host.status(bot_id) is BotStatus.CANCELLING:
                    raise BusinessError.bot(BotResultCode.GRID_CAN_NOT_BE_CANCELLED, "already closing")

            return check

        closed = 0
        for bot_id in bot_ids:
            if bot_id in self.bot_owner and self.host.status(bot_id) is not BotStatus.CANCELLING:
                try:
                    await self.command_bot(bot_id, cmd, not_closing(bot_id))
                except BusinessError as exc:
                    if exc.bot_code not in _CLOSED_MEANWHILE:
                        raise
                    continue
                closed += 1
        return closed

    # ------------------------------------------------------------------ market time and prices

    def stored_market_ts(self, symbol: str, category: str = SPOT) -> int | None:
        """Market time of the symbol as last seen (a replay resumes after it)."""
        return self._market_ts.get(_mkey(symbol, category))

    def market_now(self, symbol: str, category: str = SPOT) -> int:
        """The time of the symbol's market: replayed candles carry their own clock."""
        return self._market_ts.get(_mkey(symbol, category)) or self._clock()

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        """A spot candle (the spot market hub's listener)."""
        if symbol in self._symbols:
            self._market_ts[symbol] = candle.ts
            await self._run(lambda: self.host.on_candle(symbol, candle))

    def _primed(self, key: str) -> bool:
        """Whether ``key``'s market had a price since this start. The first one is the feed's
        priming tick (``MarketHub.start``): a repeat of the stored price, dated by the feed's own
        history (the wall clock for the simulator's), which must not move a replayed market's time."""
        primed = key in self._ticked
        self._ticked.add(key)
        return primed

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        """A traded spot price. A repeat of the last price steps nothing but, after the priming
        tick, is the market's time from then on, as any price is: what a bot does next is dated by it."""
        if symbol not in self._symbols:
            return
        primed = self._primed(symbol)
        if price != self.sim.last_price(symbol):
            self._market_ts[symbol] = ts
            await self._run(lambda: self.host.on_price(symbol, price, ts))
        elif primed:  # never back
            self._market_ts[symbol] = max(ts, self._market_ts.get(symbol, ts))

    def load_funding(self, symbol: str, path: str | Path) -> int:
        """Replay real funding rates of ``path`` for the perpetual ``symbol``."""
        if symbol not in self._fut_symbols:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown perpetual {symbol}", field="symbol")
        return self.funding.load(symbol, path)

    def _fund_until(self, symbol: str, ts: int) -> None:
        """Settle every funding time since the market's last time, at the price then."""
        key = _mkey(symbol, LINEAR)
        prev = self._market_ts.get(key)
        if prev is not None and self.futures.last_price(symbol) is not None:
            for t in funding_times(prev, ts):
                rate = self.funding.rate(symbol, t)
                if rate is not None:
                    self.host.apply_funding(symbol, rate, t)
        self._market_ts[key] = ts

    async def on_linear_candle(self, symbol: str, candle: Candle) -> None:
        if symbol in self._fut_symbols:

            def op() -> None:
                self._fund_until(symbol, candle.ts)
                self.host.on_candle(symbol, candle, LINEAR)

            await self._run(op)

    async def on_linear_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        """A perpetual's price; a repeat of the last price steps no bot but, after the priming tick,
        moves the market's time (and settles the funding times it passed), as on the spot market."""
        if symbol not in self._fut_symbols:
            return
        primed = self._primed(_mkey(symbol, LINEAR))
        repeat = price == self.futures.last_price(symbol)
        if repeat and not primed:
            return
        at = max(ts, self._market_ts.get(_mkey(symbol, LINEAR), ts)) if repeat else ts

        def op() -> None:
            self._fund_until(symbol, at)
            if not repeat:
                self.host.on_price(symbol, price, at, LINEAR)

        await self._run(op)

    async def resync_bots(self) -> None:
        """After a restart: step every bot at the current price (the same path as a tick), all in
        one operation and one transaction, as a price that wakes many bots is (one per bot took
        ~3 ms a bot, most of it the commit)."""
        ids = []
        for bot_id in self.host.bot_ids():
            venue = self.futures if self.bot_category[bot_id] == LINEAR else self.sim
            if venue.last_price(self.bot_symbol[bot_id]) is not None:
                ids.append(bot_id)
        if ids:
            await self._run(lambda: self._resync_all(ids))

    def _resync_all(self, ids: list[str]) -> None:
        for bot_id in ids:
            self.host.resync(bot_id, self._bot_now(bot_id))


def _moved() -> BusinessError:
    return BusinessError(
        RetCode.SERVICE_UNAVAILABLE, "this account is moving to another engine worker: retry shortly"
    )


class LinearMarket(Protocol):
    """What takes the perpetual market's prices: one engine, or the router of all of them."""

    async def on_linear_candle(self, symbol: str, candle: Candle) -> None: ...

    async def on_linear_tick(self, symbol: str, ts: int, price: Decimal) -> None: ...


class LinearListener:
    """The perpetual market hub's listener: prices of the linear market, not the spot one."""

    def __init__(self, service: LinearMarket) -> None:
        self._s = service

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        await self._s.on_linear_candle(symbol, candle)

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        await self._s.on_linear_tick(symbol, ts, price)
