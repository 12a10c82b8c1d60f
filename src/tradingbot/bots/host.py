"""BotHost: the pure loop that runs bots against a simulated exchange (backtest and paper trading).

Why one loop for both: a backtest feeds candles, paper trading feeds ticks; each price goes to
the exchange first (resting orders fill at their own price), every fill is routed to its bot by
account, the bot steps, its commands run on the exchange, and consequences (immediate fills,
rejections) are stepped until nothing changes. Funds enter and leave bot accounts through the
shell (transfers), never here; the host exposes what is left after a close.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum, unique
from typing import Any

from tradingbot.bots.base import (
    AddInvestmentCommand,
    CloseCommand,
    Command,
    Event,
    Family,
    FillEvent,
    MarketView,
    PriceEvent,
    RejectEvent,
    UpdateCommand,
    WithdrawCommand,
)
from tradingbot.bots.registry import FAMILIES
from tradingbot.bots.step import CancelCommand, StepResult, step
from tradingbot.core.candles import Candle, candle_path
from tradingbot.core.enums import BotStatus
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt, to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.ledger import Balance

MAX_STEPS_PER_CALL = 100_000
"""Safety net: a call that needs more bot steps than this has a feedback loop (a bug)."""


@unique
class BotEventKind(StrEnum):
    """What a :class:`BotEvent` records."""

    CREATED = "CREATED"
    STATUS = "STATUS"
    FILL = "FILL"
    ORDER_REJECTED = "ORDER_REJECTED"
    COMMAND = "COMMAND"
    CYCLE = "CYCLE"
    TRAILING_UP = "TRAILING_UP"
    REGRID = "REGRID"
    WITHDRAW = "WITHDRAW"


@dataclass(frozen=True, slots=True)
class BotEvent:
    """One thing the shell must persist for a bot, in order; ``data`` is JSON-safe."""

    bot_id: str
    ts: int
    kind: str
    data: dict[str, object]


@dataclass(slots=True)
class _Slot:
    bot_id: str
    family: Family[Any, Any]
    family_name: str
    state: Any
    account: AccountRef
    symbol: str


def _fill_data(f: FillEvent) -> dict[str, object]:
    return {
        "client_order_id": f.client_order_id,
        "fill_id": f.fill_id,
        "side": f.side.value,
        "price": fmt(f.price),
        "qty": fmt(f.qty),
        "fee": fmt(f.fee),
        "fee_asset": f.fee_asset,
        "is_maker": f.is_maker,
    }


def _command_data(cmd: Command) -> dict[str, object]:
    if isinstance(cmd, CloseCommand):
        mode = None if cmd.settle_mode is None else int(cmd.settle_mode)
        return {"command": "CLOSE", "reason": cmd.reason.value, "settle_mode": mode}
    if isinstance(cmd, WithdrawCommand):
        return {"command": "WITHDRAW", "amount": fmt(cmd.amount)}
    if isinstance(cmd, AddInvestmentCommand):
        return {"command": "ADD_INVESTMENT", "amount": fmt(cmd.amount)}
    params = {k: (fmt(v) if isinstance(v, Decimal) else v) for k, v in cmd.params.items()}
    return {"command": "UPDATE", "params": params}


class BotHost:
    """Bots of any family on one :class:`SimExchange`; every call is synchronous and deterministic."""

    def __init__(self, sim: SimExchange, families: Mapping[str, Family[Any, Any]] | None = None) -> None:
        self._sim = sim
        self._families = dict(FAMILIES if families is None else families)
        self._bots: dict[str, _Slot] = {}
        self._by_account: dict[AccountRef, str] = {}
        self._by_symbol: dict[str, list[str]] = {}
        self._events: list[BotEvent] = []
        self._dirty: set[str] = set()

    # ------------------------------------------------------------------ read access

    @property
    def sim(self) -> SimExchange:
        """The exchange the bots trade on."""
        return self._sim

    def market(self, symbol: str, ts: int) -> MarketView:
        """What bots on ``symbol`` see at ``ts``; BusinessError when the symbol has no price yet."""
        sym = self._sim.symbols.get(symbol)
        if sym is None:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {symbol}")
        last = self._sim.last_price(symbol)
        if last is None:
            raise BusinessError(RetCode.MARKET_NOT_LOADED, f"no price for {symbol} yet")
        fees = self._sim.fees
        return MarketView(ts, last, sym, fees.maker, fees.taker)

    def bots_on(self, symbol: str) -> list[str]:
        """Ids of the bots trading ``symbol``, in stepping order."""
        return list(self._by_symbol.get(symbol, ()))

    def bot_ids(self) -> list[str]:
        """Every hosted bot."""
        return sorted(self._bots)

    def state(self, bot_id: str) -> Any:
        """A bot's current state."""
        return self._slot(bot_id).state

    def status(self, bot_id: str) -> BotStatus:
        """A bot's lifecycle status."""
        slot = self._slot(bot_id)
        return slot.family.status(slot.state)

    def snapshot(self, bot_id: str) -> dict[str, object]:
        """JSON-safe state snapshot to persist (restore with :meth:`restore_bot`)."""
        slot = self._slot(bot_id)
        return slot.family.to_dict(slot.state)

    def account(self, bot_id: str) -> AccountRef:
        """The bot's isolated sub-account."""
        return self._slot(bot_id).account

    def leftover(self, bot_id: str) -> dict[str, Balance]:
        """What the bot account holds (after a close: what the shell returns to the user)."""
        return self._sim.balances(self._slot(bot_id).account)

    def drain_events(self) -> list[BotEvent]:
        """Everything that happened since the last drain, in order; resets :meth:`dirty`."""
        out, self._events = self._events, []
        self._dirty = set()
        return out

    def dirty(self) -> set[str]:
        """Bots whose state changed since the last drain (their snapshot needs saving)."""
        return set(self._dirty)

    # ------------------------------------------------------------------ bots

    def add_bot(self, bot_id: str, family_name: str, config: Any, account: AccountRef, ts: int) -> Any:
        """Start a bot whose funds the shell already moved into ``account``; returns its state."""
        if bot_id in self._bots or account in self._by_account:
            raise ValueError(f"bot {bot_id} or account {account.key} is already hosted")
        family = self._families[family_name]
        if isinstance(config, Mapping):
            config = family.parse_config(config)
        symbol = family.symbol_of(config)
        market = self.market(symbol, ts)
        slot = _Slot(bot_id, family, family_name, family.init(bot_id, config, market), account, symbol)
        self._register(slot)
        self._emit(
            slot, ts, BotEventKind.CREATED, {"family": family_name, "config": family.config_to_dict(config)}
        )
        self._emit(
            slot, ts, BotEventKind.STATUS, {"status": family.status(slot.state).value, "close_reason": None}
        )
        self._run(deque([(bot_id, PriceEvent(ts, market.last_price))]), ts)
        return slot.state

    def restore_bot(
        self, bot_id: str, family_name: str, snapshot: Mapping[str, object], account: AccountRef
    ) -> None:
        """Host a bot again from its snapshot (after a restart); call :meth:`resync` to reconcile."""
        family = self._families[family_name]
        state = family.from_dict(snapshot)
        symbol = family.symbol_of(family.config_of(state))
        self._register(_Slot(bot_id, family, family_name, state, account, symbol))

    def resync(self, bot_id: str, ts: int) -> None:
        """Step the bot at the current price: a restart is the same code path as a tick."""
        slot = self._slot(bot_id)
        self._run(deque([(bot_id, PriceEvent(ts, self.market(slot.symbol, ts).last_price))]), ts)

    def remove_bot(self, bot_id: str) -> None:
        """Stop hosting a COMPLETED bot (after the shell moved its funds out)."""
        slot = self._slot(bot_id)
        if slot.family.status(slot.state) is not BotStatus.COMPLETED:
            raise ValueError(f"bot {bot_id} is not completed")
        del self._bots[bot_id]
        del self._by_account[slot.account]
        self._by_symbol[slot.symbol].remove(bot_id)

    def command(self, bot_id: str, cmd: Command, ts: int) -> Any:
        """Apply a user/shell command; a refused command raises BusinessError and changes nothing."""
        self._run(deque([(self._slot(bot_id).bot_id, cmd)]), ts)
        return self._slot(bot_id).state

    # ------------------------------------------------------------------ market

    def on_price(self, symbol: str, price: Decimal | str, ts: int) -> None:
        """The market traded at ``price``: fill what it crosses, then step every bot on the symbol."""
        price = to_decimal(price)
        queue: deque[tuple[str, Event]] = deque()
        for fill in self._sim.on_price(symbol, price, ts):
            bot_id = self._by_account.get(fill.account)
            if bot_id is not None:
                queue.append((bot_id, FillEvent.from_fill(fill)))
        for bot_id in self._by_symbol.get(symbol, ()):
            queue.append((bot_id, PriceEvent(ts, price)))
        self._run(queue, ts)

    def on_candle(self, symbol: str, candle: Candle) -> None:
        """Walk the candle's price path point by point: an order placed early in it can fill later."""
        for point in candle_path(candle):
            self.on_price(symbol, point, candle.ts)

    # ------------------------------------------------------------------ internals

    def _slot(self, bot_id: str) -> _Slot:
        slot = self._bots.get(bot_id)
        if slot is None:
            raise KeyError(f"unknown bot {bot_id!r}")
        return slot

    def _register(self, slot: _Slot) -> None:
        if slot.bot_id in self._bots or slot.account in self._by_account:
            raise ValueError(f"bot {slot.bot_id} or account {slot.account.key} is already hosted")
        self._bots[slot.bot_id] = slot
        self._by_account[slot.account] = slot.bot_id
        ids = self._by_symbol.setdefault(slot.symbol, [])
        ids.append(slot.bot_id)
        ids.sort()

    def _emit(self, slot: _Slot, ts: int, kind: BotEventKind | str, data: dict[str, object]) -> None:
        self._events.append(BotEvent(slot.bot_id, ts, str(kind), data))
        self._dirty.add(slot.bot_id)

    def _run(self, queue: deque[tuple[str, Event]], ts: int) -> None:
        steps = 0
        while queue:
            bot_id, event = queue.popleft()
            slot = self._bots.get(bot_id)
            if slot is None:
                continue
            if isinstance(event, PriceEvent) and slot.family.status(slot.state) is BotStatus.COMPLETED:
                continue
            queue.extendleft(reversed(self._step(slot, event, ts)))
            steps += 1
            if steps > MAX_STEPS_PER_CALL:
                raise RuntimeError("bot steps did not settle: feedback loop")

    def _step(self, slot: _Slot, event: Event, ts: int) -> list[tuple[str, Event]]:
        market = self.market(slot.symbol, ts)
        prev = slot.state
        result = step(slot.family, prev, event, market, self._sim.open_orders(slot.account, slot.symbol))
        slot.state = result.state
        self._record(slot, prev, event, result, ts)
        return [(slot.bot_id, e) for e in self._execute(slot, result, ts)]

    def _execute(self, slot: _Slot, result: StepResult, ts: int) -> Iterable[Event]:
        follow: list[Event] = []
        for cmd in result.commands:
            if isinstance(cmd, CancelCommand):
                try:
                    self._sim.cancel_order(ts, slot.account, cmd.client_order_id)
                except OrderRejected:
                    continue  # already gone: nothing to cancel
                continue
            intent = cmd.intent
            try:
                placed = self._sim.place_order(
                    ts,
                    slot.account,
                    slot.symbol,
                    intent.side,
                    intent.order_type,
                    intent.qty,
                    intent.price,
                    client_order_id=intent.client_order_id,
                )
            except OrderRejected as exc:
                follow.append(RejectEvent(intent.client_order_id, exc.reason.value, ts))
                continue
            follow.extend(FillEvent.from_fill(f) for f in placed.fills)
        return follow

    def _record(self, slot: _Slot, prev: Any, event: Event, result: StepResult, ts: int) -> None:
        fam = slot.family
        if isinstance(event, FillEvent):
            self._emit(slot, ts, BotEventKind.FILL, _fill_data(event))
        elif isinstance(event, RejectEvent):
            self._emit(
                slot,
                ts,
                BotEventKind.ORDER_REJECTED,
                {"client_order_id": event.client_order_id, "reason": event.reason},
            )
        elif isinstance(event, CloseCommand | WithdrawCommand | UpdateCommand | AddInvestmentCommand):
            self._emit(slot, ts, BotEventKind.COMMAND, _command_data(event))
        for note in fam.describe(prev, result.state, event):
            data = dict(note)
            kind = str(data.pop("type", "NOTE")).upper()
            self._emit(slot, ts, kind, data)
        before, after = fam.status(prev), fam.status(result.state)
        if before is not after:
            reason = fam.close_reason(result.state)
            self._emit(
                slot,
                ts,
                BotEventKind.STATUS,
                {"status": after.value, "close_reason": None if reason is None else reason.value},
            )
        if result.state is not prev:
            self._dirty.add(slot.bot_id)
