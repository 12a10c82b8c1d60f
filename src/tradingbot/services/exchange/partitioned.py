"""P engines behind one router: each user's and each bot's operations go to their partition.

Why: the cluster (``docs/CLUSTER.md``) splits the engine by user, so that partitions can be owned
by different workers. A partition is one :class:`ExchangeService` (its own ledger with its own
system accounts, both exchanges and a bot host), stored in its own rows of the shared tables. A
user belongs to ``partition_of(user_id)``; a bot to ``bot_id % P`` (its partition hands out ids
in that residue class). Prices reach every partition; the market's catalogue (symbols, tiers,
fees), its last prices and its time are the same in each, and are read from partition 0.

Nothing crosses a partition (bots never trade with each other, a user's transfers touch only that
user), so conservation holds per partition and so in total.

In a cluster (``every_partition=False``) a worker serves only the partitions it holds a lease
on (:meth:`gain`, :meth:`lose`): each reads the market logs itself from where it stopped
(``ExchangeService.apply_logged``), and a call for a partition it does not serve is refused with
the retryable SERVICE_UNAVAILABLE. The market's catalogue, prices and time then come from a
view that is never stored, fed by the node's market hubs.

The database remembers the partition count it was made with (``kv_state``
``cluster.partitions``): a start with another count is refused, since the users' rows would be
in the wrong partitions (repartitioning is not supported).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import Decimal
from functools import partial
from pathlib import Path
from typing import Any

from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.marketdata.funding import FundingRates
from tradingbot.adapters.storage.models import KeyValue
from tradingbot.bots.base import Venue
from tradingbot.cluster.partitions import partition_of
from tradingbot.core.candles import Candle
from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.services.clock import Clock
from tradingbot.services.exchange.delistings import Delistings
from tradingbot.services.exchange.engine_store import EngineStore
from tradingbot.services.exchange.exchange_service import ExchangeService, LinearListener
from tradingbot.services.exchange.read_model import ReadModel
from tradingbot.sim.accounts import BOT_PREFIX, USER_PREFIX, AccountRef
from tradingbot.sim.exchange import PlaceResult
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.ledger import Balance
from tradingbot.sim.orders import Order

log = logging.getLogger(__name__)

PARTITIONS_KEY = "cluster.partitions"
"""The ``kv_state`` key holding the partition count the database was made with."""


_COMMAND_PARTITION: ContextVar[int | None] = ContextVar("command_partition", default=None)
"""The partition a cluster worker is running a command for (its market is that partition's)."""


class PartitionCountMismatch(RuntimeError):
    """The database was made with another partition count than the one configured."""


async def stored_partition_count(sessions: async_sessionmaker[Any]) -> int | None:
    """The partition count the database was made with (None: no engine has started on it yet)."""
    async with sessions() as s:
        row = await s.get(KeyValue, PARTITIONS_KEY)
    return None if row is None else int(row.value)


async def check_stored_ledger(sessions: async_sessionmaker[Any]) -> list[str]:
    """Every partition's stored balances against its journal folded again, without starting an
    engine (``tradingbot check-ledger``): the problems, each naming its partition."""
    problems = []
    for p in range(await stored_partition_count(sessions) or 1):
        problems += [f"partition {p}: {line}" for line in await EngineStore(sessions, p).check_balances()]
    return problems


class PartitionedExchange:
    """The engine's P partitions, and where each call goes."""

    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        symbols: Mapping[str, SpotSymbol],
        fees: FeeSchedule,
        clock: Clock,
        demo_max: Decimal,
        demo_per_hour: int,
        *,
        partitions: int = 1,
        futures_symbols: Mapping[str, FuturesSymbolConfig] | None = None,
        futures_tiers: Mapping[str, Sequence[RiskTier]] | None = None,
        futures_fees: FeeSchedule | None = None,
        funding_seed: int = 7,
        every_partition: bool = True,
    ) -> None:
        if partitions < 1:
            raise ValueError(f"the partition count must be at least 1, not {partitions}")
        self._db = sessions
        self.count = partitions
        self.delistings = Delistings(sessions)
        self.reads = ReadModel(lambda symbol, category: self.market_now(symbol, category))
        """One read model for every partition: a change in any voids every kept answer."""
        engine = partial(
            ExchangeService,
            sessions,
            symbols,
            fees,
            clock,
            demo_max,
            demo_per_hour,
            futures_symbols=futures_symbols,
            futures_tiers=futures_tiers,
            futures_fees=futures_fees,
            funding_seed=funding_seed,
            partitions=partitions,
            reads=self.reads,
            delistings=self.delistings,
        )
        self.partitions: tuple[ExchangeService, ...] = tuple(engine(partition=p) for p in range(partitions))
        self.linear = LinearListener(self)
        self.served: set[int] = set(range(partitions)) if every_partition else set()
        """The partitions this process serves: all of them, or a cluster worker's leases."""
        self.epochs: dict[int, int] = {}
        """A cluster worker's lease epoch per served partition."""
        self.node = "embedded" if every_partition else ""
        """Who serves the partitions (a cluster worker's owner id)."""
        self.view: ExchangeService | None = None if every_partition else engine(memory_only=True)
        """A cluster node's market (prices and time from its hubs, never stored)."""
        for p in set(range(partitions)) - self.served:
            self.partitions[p].moved = True  # refuses every operation until gained (gain)

    async def _each(self, call: Callable[[ExchangeService], Awaitable[Any]]) -> list[Any]:
        """``call`` on every partition, concurrently (each has its own lock, writer thread and
        commit); on one partition it is simply awaited (no task in between)."""
        serving = self.serving()
        if len(serving) == 1:
            return [await call(serving[0])]
        return list(await asyncio.gather(*(call(s) for s in serving)))

    def serving(self) -> list[ExchangeService]:
        """The partitions this process serves, in order."""
        return [self.partitions[p] for p in sorted(self.served)]

    def _served(self, partition: int) -> ExchangeService:
        if partition not in self.served:
            raise BusinessError(
                RetCode.SERVICE_UNAVAILABLE, "this account is served by another engine worker: retry shortly"
            )
        return self.partitions[partition]

    # ------------------------------------------------------------------ routing

    @property
    def market(self) -> ExchangeService:
        """The partition the market's catalogue, last prices and time are read from (every
        partition has the same: prices reach them all); on a cluster node, the partition of the
        command being run (:meth:`running_command_of`: the checks of a create see the prices its
        engine applies), else the node's :attr:`view`."""
        p = _COMMAND_PARTITION.get()
        if p is not None and p in self.served:
            return self.partitions[p]
        return self.view or self.partitions[0]

    @staticmethod
    @contextmanager
    def running_command_of(partition: int) -> Iterator[None]:
        """While a cluster worker runs a command of ``partition``."""
        token = _COMMAND_PARTITION.set(partition)
        try:
            yield
        finally:
            _COMMAND_PARTITION.reset(token)

    def partition_of_user(self, user_id: int) -> int:
        return partition_of(user_id, self.count)

    def for_user(self, user_id: int) -> ExchangeService:
        """The partition holding the user's accounts and bots."""
        return self._served(partition_of(user_id, self.count))

    def for_bot(self, bot_id: int | str) -> ExchangeService:
        """The partition hosting the bot (the residue class of its id)."""
        return self._served(int(bot_id) % self.count)

    def serves_bot(self, bot_id: int | str) -> bool:
        """Whether this process serves the bot's partition (else its stored row is what is known)."""
        return int(bot_id) % self.count in self.served

    def for_account(self, account: AccountRef) -> ExchangeService:
        """The partition of a user's or a bot's account (system accounts exist in every one)."""
        owner = account.owner
        if owner.startswith(USER_PREFIX):
            return self.for_user(int(owner.removeprefix(USER_PREFIX)))
        if owner.startswith(BOT_PREFIX):
            return self.for_bot(owner.removeprefix(BOT_PREFIX))
        raise ValueError(f"{account.key} is in every partition: name a user's or a bot's account")

    # ------------------------------------------------------------------ start, stop, checks

    async def load(self) -> None:
        """Refuse a database made with another partition count, then load every partition."""
        await self._check_count()
        await self.delistings.load()
        for service in self.serving():
            await service.load()

    async def gain(self, partition: int, fence: Callable[[Any], None], epoch: int = 0) -> ExchangeService:
        """Serve ``partition`` (a cluster worker took its lease): every write fenced by ``fence``,
        its state loaded as the previous owner last stored it. The caller then feeds it the
        market logs from :meth:`ExchangeService.log_position`."""
        service = self.partitions[partition]
        await service.reset()
        service.serve_fenced(fence)
        await service.load()
        self.served.add(partition)
        self.epochs[partition] = epoch
        return service

    async def lose(self, partition: int) -> None:
        """Stop serving ``partition`` and forget what memory held of it; first store what the
        quiet prices changed (refused by the fence when the lease is already gone: then the next
        owner applies those prices again from the log)."""
        if partition in self.served:
            try:
                await self.partitions[partition].flush_prices()
            except Exception as exc:
                log.warning("partition %s: its last prices were not stored (%s)", partition, exc)
        self.served.discard(partition)
        self.epochs.pop(partition, None)
        await self.partitions[partition].reset()

    def status(self) -> list[dict[str, Any]]:
        """Each served partition as an operator sees it (its lease's epoch included)."""
        return [
            s.status() | {"node": self.node, "epoch": self.epochs.get(s.partition, 0)} for s in self.serving()
        ]

    async def _check_count(self) -> None:
        made = await stored_partition_count(self._db)
        if made is None:
            async with self._db() as s:
                s.add(KeyValue(key=PARTITIONS_KEY, value=str(self.count)))
                await s.commit()
        elif made != self.count:
            raise PartitionCountMismatch(
                f"the database was made with {made} engine partition(s) and BOT_PARTITIONS is "
                f"{self.count}: start with BOT_PARTITIONS={made} (repartitioning a database is "
                "not supported, see docs/CLUSTER.md)"
            )

    async def resync_bots(self) -> None:
        await self._each(lambda s: s.resync_bots())

    async def flush_prices(self) -> None:
        await self._each(lambda s: s.flush_prices())

    def close(self) -> None:
        for service in self.partitions:
            service.close()

    async def check_ledger(self) -> list[str]:
        """Every served partition's stored balances against its journal (empty: all agree)."""
        problems = []
        for service in self.serving():
            problems += [f"partition {service.partition}: {p}" for p in await service.check_ledger()]
        return problems

    @property
    def stale(self) -> bool:
        """Some partition's memory may be ahead of the database (see ``ExchangeService.stale``)."""
        return any(s.stale for s in self.serving())

    async def recover(self) -> None:
        for service in self.serving():
            if service.stale:
                await service.recover()

    # ------------------------------------------------------------------ bots everywhere

    def hosts(self, bot_id: int | str) -> bool:
        """Whether the bot is hosted here (not COMPLETED, and its partition served)."""
        return self.serves_bot(bot_id) and str(bot_id) in self.partitions[int(bot_id) % self.count].bot_owner

    def hosted_bots(self) -> set[str]:
        """Every hosted bot's id."""
        return {b for s in self.partitions for b in s.bot_owner}

    def running_bots(self) -> int:
        return sum(len(s.bot_owner) for s in self.partitions)

    def bots_on(self, symbol: str, category: Venue) -> list[str]:
        """The hosted bots trading ``symbol`` of ``category``, in every partition."""
        return [b for s in self.partitions for b in s.host.bots_on(symbol, category)]

    async def close_bots(self, bot_ids: list[str], cmd: Any) -> int:
        """Operator stops, each bot in its partition (see ``ExchangeService.close_bots``)."""
        by_partition: dict[int, list[str]] = {}
        for bot_id in bot_ids:
            if self.serves_bot(bot_id):
                by_partition.setdefault(int(bot_id) % self.count, []).append(bot_id)
        closed = await asyncio.gather(
            *(self.partitions[p].close_bots(ids, cmd) for p, ids in by_partition.items())
        )
        return sum(closed)

    # ------------------------------------------------------------------ a user's operations

    async def credit_demo(self, user_id: int, coin: str, amount: str) -> Balance:
        return await self.for_user(user_id).credit_demo(user_id, coin, amount)

    async def user_balances(self, user_id: int, account_type: str) -> list[tuple[str, Balance]]:
        return await self.for_user(user_id).user_balances(user_id, account_type)

    async def transfer_between(self, user_id: int, coin: str, amount: str, src: str, dst: str) -> None:
        await self.for_user(user_id).transfer_between(user_id, coin, amount, src, dst)

    def check_room(self, user_id: int) -> None:
        self.for_user(user_id).check_room(user_id)

    def bots_of(self, user_id: int) -> list[str]:
        return self.for_user(user_id).bots_of(user_id)

    async def create_bot(
        self,
        user_id: int,
        family: str,
        symbol: str,
        config: Any,
        funds: list[tuple[str, Decimal]],
        meta: dict[str, Any],
    ) -> int:
        return await self.for_user(user_id).create_bot(user_id, family, symbol, config, funds, meta)

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
        return await self.for_account(account).place_order(
            account, symbol, side, order_type, qty, price, client_order_id
        )

    async def cancel_order(self, account: AccountRef, client_order_id: str) -> Order:
        return await self.for_account(account).cancel_order(account, client_order_id)

    # ------------------------------------------------------------------ a bot's operations

    async def command_bot(self, bot_id: str, cmd: Any, check: Callable[[], None] | None = None) -> None:
        await self.for_bot(bot_id).command_bot(bot_id, cmd, check)

    async def withdraw_from_bot(self, bot_id: str, asset: str, amount: Decimal, cmd: Any) -> None:
        await self.for_bot(bot_id).withdraw_from_bot(bot_id, asset, amount, cmd)

    async def update_bot(self, bot_id: str, user_id: int, asset: str, add: Decimal, cmd: Any) -> None:
        await self.for_bot(bot_id).update_bot(bot_id, user_id, asset, add, cmd)

    # ------------------------------------------------------------------ the market, to every partition

    def market_now(self, symbol: str, category: str = "spot") -> int:
        return self.market.market_now(symbol, category)

    def stored_market_ts(self, symbol: str, category: str = "spot") -> int | None:
        return self.market.stored_market_ts(symbol, category)

    @property
    def funding(self) -> FundingRates:
        """The funding rates (each partition loads the same, :meth:`load_funding`)."""
        return self.market.funding

    def load_funding(self, symbol: str, path: str | Path) -> int:
        """Replay real funding rates in every partition (how many each loaded)."""
        loaded = 0
        for service in (*self.partitions, *([self.view] if self.view else [])):
            loaded = service.load_funding(symbol, path)
        return loaded

    async def _market_listeners(self, call: Callable[[ExchangeService], Awaitable[Any]]) -> None:
        """What the node's market hubs emit: every partition here, or a cluster node's view
        (its partitions read the market logs themselves)."""
        if self.view is not None:
            await call(self.view)
        else:
            await self._each(call)

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        """A spot candle, to every partition (the spot market hub's listener)."""
        await self._market_listeners(lambda s: s.on_candle(symbol, candle))

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        await self._market_listeners(lambda s: s.on_tick(symbol, ts, price))

    async def on_linear_candle(self, symbol: str, candle: Candle) -> None:
        await self._market_listeners(lambda s: s.on_linear_candle(symbol, candle))

    async def on_linear_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        await self._market_listeners(lambda s: s.on_linear_tick(symbol, ts, price))
