"""The simulated exchange as a service: one in-memory ``SimExchange``, persisted before acknowledged.

Every operation runs under one lock; the exchange's effects (journal entries, order snapshots,
fills) are written in one database transaction, and only then does the caller get its answer.
If the write fails, the in-memory exchange is rebuilt from the database, so memory never runs
ahead of what is stored. At start-up the journal is replayed and open orders re-indexed.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Mapping
from decimal import Decimal
from typing import Any, TypeVar

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import (
    BotEventRow,
    BotRow,
    DemoGrant,
    FillRow,
    JournalRow,
    KeyValue,
    OrderRow,
)
from tradingbot.bots.host import BotHost
from tradingbot.bots.registry import get_family
from tradingbot.core.candles import Candle
from tradingbot.core.enums import BotAccountType, BotStatus, OrderSide, OrderType
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.instruments import SpotSymbol
from tradingbot.core.money import InvalidNumber, fmt, to_decimal
from tradingbot.services.clock import Clock
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import InsufficientFunds, OrderRejected
from tradingbot.sim.exchange import PlaceResult, SimExchange
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.ledger import Balance, JournalEntry
from tradingbot.sim.orders import Counters, Fill, Order, OrderUpdate

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
_KV_COUNTERS = "sim.counters"
_KV_PRICES = "sim.last_prices"
_KV_BOT_IDS = "bots.counters"
_KV_MARKET_TS = "market.ts"


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


class ExchangeService:
    """Serialised, persisted access to the simulated exchange and the bots running on it.

    It is the market hub's price listener: every price goes through the pure ``BotHost`` (exchange
    first, then the bots), and what changed (journal, orders, fills, bot events and snapshots) is
    committed in one transaction before anything is acknowledged.
    """

    def __init__(
        self,
        sessions: async_sessionmaker[Any],
        symbols: Mapping[str, SpotSymbol],
        fees: FeeSchedule,
        clock: Clock,
        demo_max: Decimal,
        demo_per_hour: int,
    ) -> None:
        self._db = sessions
        self._symbols = dict(symbols)
        self._fees = fees
        self._clock = clock
        self._demo_max = demo_max
        self._demo_per_hour = demo_per_hour
        self._lock = asyncio.Lock()
        self.sim = SimExchange(self._symbols, fees)
        self.host = BotHost(self.sim)
        self.bot_owner: dict[str, int] = {}
        self.bot_symbol: dict[str, str] = {}
        self._final: dict[str, dict[str, object]] = {}
        self._next_bot_id = 1
        self._next_event_seq = 1
        self._market_ts: dict[str, int] = {}
        self._new_bots: list[BotRow] = []
        self.fill_listeners: list[Callable[[list[Fill]], Awaitable[None]]] = []

    @property
    def assets(self) -> frozenset[str]:
        return frozenset({s.base for s in self._symbols.values()} | {s.quote for s in self._symbols.values()})

    # ------------------------------------------------------------------ start-up

    async def load(self) -> None:
        """Rebuild the exchange from the database (journal, orders, prices, counters)."""
        async with self._db() as s:
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
                for r in (await s.scalars(select(JournalRow).order_by(JournalRow.seq))).all()
            ]
            orders = [Order.from_dict(json.loads(r.data)) for r in (await s.scalars(select(OrderRow))).all()]
            kv = {r.key: r.value for r in (await s.scalars(select(KeyValue))).all()}
            live_bots = (
                await s.scalars(
                    select(BotRow).where(BotRow.status != BotStatus.COMPLETED.value).order_by(BotRow.id)
                )
            ).all()
        counters = Counters.from_dict(json.loads(kv[_KV_COUNTERS])) if _KV_COUNTERS in kv else Counters()
        prices = {k: Decimal(v) for k, v in json.loads(kv.get(_KV_PRICES, "{}")).items()}
        self.sim = SimExchange.restore(
            self._symbols, self._fees, entries=entries, orders=orders, last_prices=prices, counters=counters
        )
        self.host = BotHost(self.sim)
        self.bot_owner, self.bot_symbol, self._final = {}, {}, {}
        for row in live_bots:
            self.host.restore_bot(str(row.id), row.family, json.loads(row.state), AccountRef.bot(row.id))
            self.bot_owner[str(row.id)] = row.user_id
            self.bot_symbol[str(row.id)] = row.symbol
        self._market_ts = {k: int(v) for k, v in json.loads(kv.get(_KV_MARKET_TS, "{}")).items()}
        ids = json.loads(kv.get(_KV_BOT_IDS, "{}"))
        self._next_bot_id = int(ids.get("next_bot_id", 1))
        self._next_event_seq = int(ids.get("next_event_seq", 1))
        self._new_bots = []

    # ------------------------------------------------------------------ the one write path

    async def _run(self, op: Callable[[SimExchange], T], extra: Callable[[Any], None] | None = None) -> T:
        """Apply ``op`` (to the exchange and the bots) and persist what it changed, atomically.

        A refused operation changes nothing; if a composite operation fails half-way, or the
        database write fails, memory is rebuilt from the database so it never runs ahead.
        """
        async with self._lock:
            try:
                result = op(self.sim)
                self._settle_completed()
            except (OrderRejected, InsufficientFunds, BusinessError) as exc:
                if self.sim.drain_effects() or self.host.drain_events() or self._new_bots:
                    await self.load()
                raise rejection(exc) if isinstance(exc, InsufficientFunds) else exc from None
            except BaseException:
                await self.load()
                raise
            effects = self.sim.drain_effects()
            dirty = self.host.dirty()
            events = self.host.drain_events()
            if not effects and not events and extra is None and not self._new_bots:
                return result  # a price move that crossed nothing: nothing to store
            try:
                await self._persist(effects, events, dirty, extra)
            except BaseException:
                await self.load()
                raise
        fills = [e for e in effects if isinstance(e, Fill)]
        if fills:
            for listener in self.fill_listeners:
                await listener(fills)
        return result

    def _settle_completed(self) -> None:
        """Return what a COMPLETED bot holds to its owner's FUND account and stop hosting it."""
        for bot_id in sorted(self.host.dirty()):
            if bot_id not in self.bot_owner or self.host.status(bot_id) is not BotStatus.COMPLETED:
                continue
            src = self.host.account(bot_id)
            dst = AccountRef.user(self.bot_owner[bot_id], BotAccountType.FUND)
            ts = self.market_now(self.bot_symbol[bot_id])
            for asset, bal in sorted(self.host.leftover(bot_id).items()):
                if bal.free > 0:
                    self.sim.transfer(ts, src, dst, asset, bal.free, f"bot:{bot_id}:return")
            self._final[bot_id] = self.host.snapshot(bot_id)
            self.host.remove_bot(bot_id)
            del self.bot_owner[bot_id]

    async def _persist(
        self, effects: list[Any], events: list[Any], dirty: set[str], extra: Callable[[Any], None] | None
    ) -> None:
        async with self._db() as s:
            for row in self._new_bots:
                s.add(row)
            await s.flush()
            for e in effects:
                if isinstance(e, JournalEntry):
                    d = e.to_dict()
                    s.add(
                        JournalRow(
                            seq=e.seq, ts_ms=e.ts, kind=e.kind, ref=e.ref, postings=json.dumps(d["postings"])
                        )
                    )
                elif isinstance(e, OrderUpdate):
                    o = e.order
                    row = await s.get(OrderRow, o.id)
                    data = json.dumps(o.to_dict())
                    if row is None:
                        s.add(
                            OrderRow(
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
                    await s.flush()
                elif isinstance(e, Fill):
                    s.add(
                        FillRow(
                            id=e.id,
                            order_id=e.order_id,
                            owner=e.account.owner,
                            account_type=e.account.account_type.name,
                            symbol=e.symbol,
                            ts_ms=e.ts,
                            data=json.dumps(e.to_dict()),
                        )
                    )
            for ev in events:
                s.add(
                    BotEventRow(
                        seq=self._next_event_seq,
                        bot_id=int(ev.bot_id),
                        ts_ms=ev.ts,
                        kind=ev.kind,
                        data=json.dumps(ev.data),
                    )
                )
                self._next_event_seq += 1
            for bot_id in dirty:
                await self._save_bot(s, bot_id)
            await self._put_kv(s, _KV_COUNTERS, json.dumps(self.sim.counters.to_dict()))
            await self._put_kv(
                s,
                _KV_BOT_IDS,
                json.dumps({"next_bot_id": self._next_bot_id, "next_event_seq": self._next_event_seq}),
            )
            await self._put_kv(
                s, _KV_PRICES, json.dumps({k: fmt(v) for k, v in self.sim.last_prices().items()})
            )
            await self._put_kv(s, _KV_MARKET_TS, json.dumps(self._market_ts))
            if extra is not None:
                extra(s)
            await s.commit()
        self._new_bots = []

    async def _save_bot(self, s: Any, bot_id: str) -> None:
        """Write the bot's latest snapshot; every family's snapshot carries status and close_reason."""
        row = await s.get(BotRow, int(bot_id))
        if row is None:
            return
        snap = self._final.pop(bot_id, None) or self.host.snapshot(bot_id)
        row.state = json.dumps(snap)
        row.status = str(snap["status"])
        reason = snap.get("close_reason")
        row.close_reason = None if reason in (None, "") else str(reason)
        row.updated_ms = self.market_now(row.symbol)
        if row.status == BotStatus.COMPLETED.value and row.closed_ms is None:
            row.closed_ms = row.updated_ms

    @staticmethod
    async def _put_kv(s: Any, key: str, value: str) -> None:
        row = await s.get(KeyValue, key)
        if row is None:
            s.add(KeyValue(key=key, value=value))
        else:
            row.value = value

    async def flush_prices(self) -> None:
        """Store the last prices (price moves that filled nothing are not written one by one)."""
        async with self._lock:
            await self._persist([], [], set(), None)

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

        await self._run(lambda ex: ex.credit(now, account, asset, value, f"demo:{user_id}"), add_grant)
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
        await self._run(
            lambda ex: ex.transfer(
                now, AccountRef.user(user_id, a), AccountRef.user(user_id, b), asset, value, "transfer"
            )
        )

    async def move(self, src: AccountRef, dst: AccountRef, asset: str, amount: Decimal, ref: str) -> None:
        """Funds between a user and a bot sub-account (bots use this on create and close)."""
        now = self._clock()
        await self._run(lambda ex: ex.transfer(now, src, dst, asset, amount, ref))

    # ------------------------------------------------------------------ orders

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
            lambda ex: ex.place_order(
                now, account, symbol, side, order_type, qty, price, client_order_id=client_order_id
            )
        )

    async def cancel_order(self, account: AccountRef, client_order_id: str) -> Order:
        now = self._clock()
        return await self._run(lambda ex: ex.cancel_order(now, account, client_order_id))

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
        ts = self.market_now(symbol)

        def op(ex: SimExchange) -> int:
            bot_id = self._next_bot_id
            account = AccountRef.bot(bot_id)
            fund = AccountRef.user(user_id, BotAccountType.FUND)
            for asset, amount in funds:
                if amount > 0:
                    ex.transfer(ts, fund, account, asset, amount, f"bot:{bot_id}:invest")
            self._next_bot_id += 1
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
                )
            )
            self.bot_owner[str(bot_id)] = user_id
            self.bot_symbol[str(bot_id)] = symbol
            self.host.add_bot(str(bot_id), family, config, account, ts)
            return bot_id

        return await self._run(op)

    async def command_bot(self, bot_id: str, cmd: Any) -> None:
        """A user or operator command (close, update, ...) applied by the bot's family."""
        ts = self.market_now(self.bot_symbol[bot_id])
        await self._run(lambda _: self.host.command(bot_id, cmd, ts))

    async def withdraw_from_bot(self, bot_id: str, asset: str, amount: Decimal, cmd: Any) -> None:
        """Take realized profit out of the bot into the owner's FUND account."""
        ts = self.market_now(self.bot_symbol[bot_id])
        dst = AccountRef.user(self.bot_owner[bot_id], BotAccountType.FUND)

        def op(ex: SimExchange) -> None:
            self.host.command(bot_id, cmd, ts)
            ex.transfer(ts, self.host.account(bot_id), dst, asset, amount, f"bot:{bot_id}:withdraw")

        await self._run(op)

    async def update_bot(self, bot_id: str, user_id: int, asset: str, add: Decimal, cmd: Any) -> None:
        """Move a top-up in first (if any), then let the family apply the update."""
        ts = self.market_now(self.bot_symbol[bot_id])
        src = AccountRef.user(user_id, BotAccountType.FUND)

        def op(ex: SimExchange) -> None:
            if add > 0:
                ex.transfer(ts, src, self.host.account(bot_id), asset, add, f"bot:{bot_id}:add")
            self.host.command(bot_id, cmd, ts)

        await self._run(op)

    async def close_bots(self, bot_ids: list[str], cmd: Any) -> int:
        """Operator stops (symbol delisted, user banned): close each bot with the given reason."""
        closed = 0
        for bot_id in bot_ids:
            if bot_id in self.bot_owner and self.host.status(bot_id) is not BotStatus.CANCELLING:
                await self.command_bot(bot_id, cmd)
                closed += 1
        return closed

    # ------------------------------------------------------------------ price listener (MarketHub)

    def stored_market_ts(self, symbol: str) -> int | None:
        """Market time of the symbol as last seen (a replay resumes after it)."""
        return self._market_ts.get(symbol)

    def market_now(self, symbol: str) -> int:
        """The time of the symbol's market: replayed candles carry their own clock."""
        return self._market_ts.get(symbol) or self._clock()

    async def on_candle(self, symbol: str, candle: Candle) -> None:
        if symbol in self._symbols:
            self._market_ts[symbol] = candle.ts
            await self._run(lambda _: self.host.on_candle(symbol, candle))

    async def on_tick(self, symbol: str, ts: int, price: Decimal) -> None:
        """A traded price; a repeat of the last price changes nothing (e.g. the hub's start-up tick)."""
        if symbol in self._symbols and price != self.sim.last_price(symbol):
            self._market_ts[symbol] = ts
            await self._run(lambda _: self.host.on_price(symbol, price, ts))

    async def resync_bots(self) -> None:
        """After a restart: step every bot at the current price (the same path as a tick)."""
        for bot_id in self.host.bot_ids():
            symbol = self.bot_symbol[bot_id]
            if self.sim.last_price(symbol) is not None:
                await self._run(self._resync_op(bot_id, symbol))

    def _resync_op(self, bot_id: str, symbol: str) -> Callable[[SimExchange], None]:
        return lambda _: self.host.resync(bot_id, self.market_now(symbol))
