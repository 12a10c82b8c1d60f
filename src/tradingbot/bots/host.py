"""BotHost: the pure loop that runs bots against simulated exchanges (backtest and paper trading).

Why one loop for both: a backtest feeds candles, paper trading feeds ticks; each price goes to
the exchange first (resting orders fill at their own price), every fill is routed to its bot by
account, the bot steps, its commands run on the exchange, and consequences (immediate fills,
rejections) are stepped until nothing changes. Funds enter and leave bot accounts through the
shell (transfers), never here; the host exposes what is left after a close.

One price, many fills: the exchange fills every order a price crosses before any bot reacts, so
a bot is stepped once with *all* of its queued exchange results (fills, refusals, its
liquidation), in the exchange's order, and judges and reconciles after the last of them. A stop
that one of those prices triggers then settles what every fill of that price bought or sold;
stepped fill by fill, the bot stopped on the first and the rest reached a COMPLETED bot.

Venues: spot families (no ``venue`` attribute, or ``venue == "spot"``) trade on the spot
:class:`SimExchange`; families with ``venue == "linear"`` trade on the optional
:class:`FuturesExchange` (``BotHost(sim, futures=fx)``). The two markets have separate price
feeds for the same symbol name: ``on_price(symbol, price, ts, category="linear")`` moves the
perpetual. Fills are routed by (venue, account); a futures liquidation fill reaches its bot as a
:class:`LiquidationEvent`, each funding payment of :meth:`BotHost.apply_funding` as a
:class:`FundingEvent`. The leverage a linear family declares (``leverage_of``) is set on the
venue for the bot's account when the bot is added. Every spot call keeps its old signature.
"""

from __future__ import annotations

from bisect import insort
from collections import Counter, deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from typing import Any, cast

from tradingbot.bots.base import (
    LINEAR,
    SPOT,
    AnyEvent,
    Command,
    Family,
    FillEvent,
    FundingEvent,
    FuturesView,
    LiquidationEvent,
    MarketView,
    PositionView,
    PriceEvent,
    RejectEvent,
    Venue,
    VenueFamily,
    futures_order_rules,
    symbols_of,
    venue_of,
)
from tradingbot.bots.event_log.inputs import InputKind, funds_data, prices_data
from tradingbot.bots.host_events import (
    BotEvent,
    BotEventKind,
    command_data,
    fill_data,
    fill_event,
    funding_data,
    funding_event,
    liquidation_data,
)
from tradingbot.bots.registry import FAMILIES
from tradingbot.bots.step import CancelCommand, StepResult, step_all
from tradingbot.bots.wake_index import Band, WakeIndex
from tradingbot.core.candles import Candle, candle_path
from tradingbot.core.enums import BotStatus
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt, to_decimal
from tradingbot.sim.accounts import AccountRef
from tradingbot.sim.errors import OrderRejected
from tradingbot.sim.exchange import SimExchange
from tradingbot.sim.futures import FuturesExchange
from tradingbot.sim.ledger import Balance
from tradingbot.sim.orders import Fill

__all__ = ["MAX_STEPS_PER_CALL", "BotEvent", "BotEventKind", "BotHost"]

MAX_STEPS_PER_CALL = 100_000
"""Safety net: a call that needs more bot steps than this has a feedback loop (a bug)."""

_RESULTS = (FillEvent, LiquidationEvent, RejectEvent)
"""What the exchange already did to a bot's orders: a bot takes all of its queued ones in one step."""


@dataclass(frozen=True, slots=True)
class _Pending:
    """An order the exchange already filled (or refused) whose fill (or refusal) the bot has not been
    stepped with yet: reconcile must neither place it again nor expect it to rest."""

    client_order_id: str


@dataclass(slots=True)
class _Slot:
    bot_id: str
    family: Family[Any, Any]
    family_name: str
    state: Any
    account: AccountRef
    symbol: str
    venue: Venue = SPOT
    symbols: tuple[str, ...] = ()
    """Every symbol of a multi-symbol bot (empty for a single-symbol one)."""

    @property
    def markets(self) -> tuple[str, ...]:
        """The symbols the bot is indexed under."""
        return self.symbols or (self.symbol,)


def _take_results(queue: deque[tuple[str, AnyEvent]], bot_id: str) -> list[AnyEvent]:
    """Remove and return ``bot_id``'s exchange results queued before its next other event."""
    taken: list[AnyEvent] = []
    rest: deque[tuple[str, AnyEvent]] = deque()
    blocked = False
    for item in queue:
        b, e = item
        if b == bot_id and not blocked and isinstance(e, _RESULTS):
            taken.append(e)
            continue
        blocked = blocked or b == bot_id
        rest.append(item)
    queue.clear()
    queue.extend(rest)
    return taken


def _legs_of(family: Family[Any, Any], config: Any) -> tuple[str, ...]:
    """A multi-symbol family's symbols; empty for a single-symbol family (its slot has one)."""
    legs = symbols_of(family, config)
    return legs if len(legs) > 1 or hasattr(family, "symbols_of") else ()


class BotHost:
    """Bots of any family on a spot :class:`SimExchange` and, optionally, a :class:`FuturesExchange`;
    every call is synchronous and deterministic."""

    def __init__(
        self,
        sim: SimExchange,
        families: Mapping[str, Family[Any, Any]] | None = None,
        *,
        futures: FuturesExchange | None = None,
        wake_index: bool = True,
    ) -> None:
        """``wake_index=False`` steps every bot on every price (the reference the index must equal)."""
        self._sim = sim
        self._futures = futures
        self._families = dict(FAMILIES if families is None else families)
        self._bots: dict[str, _Slot] = {}
        self._by_account: dict[tuple[Venue, AccountRef], str] = {}
        self._by_symbol: dict[tuple[Venue, str], list[str]] = {}
        self._wake: dict[tuple[Venue, str], WakeIndex] | None = {} if wake_index else None
        self._events: list[BotEvent] = []
        self._dirty: set[str] = set()
        self._steps = 0
        self._marks: dict[str, dict[str, Decimal]] = {}
        """Per bot: the market prices its log last recorded (a replay's exchange is at these)."""
        self._touched: set[str] = set()
        """Bots whose step changed their state or sent orders since this was cleared."""

    # ------------------------------------------------------------------ read access

    @property
    def sim(self) -> SimExchange:
        """The spot exchange."""
        return self._sim

    @property
    def futures(self) -> FuturesExchange:
        """The linear perpetual exchange; ValueError when the host has none."""
        if self._futures is None:
            raise ValueError("this host has no futures exchange")
        return self._futures

    def market(self, symbol: str, ts: int, category: Venue = SPOT) -> MarketView:
        """What bots on ``symbol`` of ``category`` see at ``ts``; BusinessError without a price yet."""
        if category == LINEAR:
            return self._futures_market(symbol, ts, None)
        sym = self._sim.symbols.get(symbol)
        if sym is None:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown symbol {symbol}")
        last = self._sim.last_price(symbol)
        if last is None:
            raise BusinessError(RetCode.MARKET_NOT_LOADED, f"no price for {symbol} yet")
        fees = self._sim.fees
        return MarketView(ts, last, sym, fees.maker, fees.taker)

    def bots_on(self, symbol: str, category: Venue = SPOT) -> list[str]:
        """Ids of the bots trading ``symbol`` on ``category``, in stepping order."""
        return list(self._by_symbol.get((category, symbol), ()))

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

    def venue(self, bot_id: str) -> Venue:
        """The venue the bot trades on."""
        return self._slot(bot_id).venue

    def bot_market(self, bot_id: str, ts: int) -> MarketView:
        """What the bot sees at ``ts`` (for futures bots including its position on the venue)."""
        return self._market_for(self._slot(bot_id), ts)

    def leftover(self, bot_id: str) -> dict[str, Balance]:
        """What the bot account holds (after a close: what the shell returns to the user)."""
        slot = self._slot(bot_id)
        if slot.venue == LINEAR:
            return self.futures.balances(slot.account)
        return self._sim.balances(slot.account)

    @property
    def steps(self) -> int:
        """Bot steps taken so far (what the wake index saves is measured in these)."""
        return self._steps

    def drain_events(self) -> list[BotEvent]:
        """Everything that happened since the last drain, in order; resets :meth:`dirty`."""
        out, self._events = self._events, []
        self._dirty = set()
        return out

    def pending_events(self) -> int:
        """How many events wait for :meth:`drain_events`."""
        return len(self._events)

    def dirty(self) -> set[str]:
        """Bots whose state changed since the last drain (their snapshot needs saving)."""
        return set(self._dirty)

    # ------------------------------------------------------------------ bots

    def add_bot(self, bot_id: str, family_name: str, config: Any, account: AccountRef, ts: int) -> Any:
        """Start a bot whose funds the shell already moved into ``account``; returns its state.

        A linear family's leverage is set on the futures exchange first (a refusal raises and
        nothing is hosted).
        """
        family = self._families[family_name]
        venue = venue_of(family)
        if bot_id in self._bots or (venue, account) in self._by_account:
            raise ValueError(f"bot {bot_id} or account {account.key} is already hosted")
        if isinstance(config, Mapping):
            config = family.parse_config(config)
        slot = _Slot(bot_id, family, family_name, None, account, family.symbol_of(config), venue)
        slot.symbols = _legs_of(family, config)
        if venue == LINEAR:
            leverage = cast(VenueFamily[Any, Any], family).leverage_of(config)
            for symbol in slot.markets:
                self.futures.set_leverage(account, symbol, leverage, ts=ts)
        market = self._market_for(slot, ts)
        slot.state = family.init(bot_id, config, market)
        self._register(slot)
        prices = self._prices(slot)
        self._marks[bot_id] = prices
        created: dict[str, object] = {"family": family_name, "config": family.config_to_dict(config)}
        created |= {"funds": funds_data(self.leftover(bot_id)), "marks": prices_data(prices)}
        self._emit(slot, ts, BotEventKind.CREATED, created)
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
        config = family.config_of(state)
        slot = _Slot(bot_id, family, family_name, state, account, family.symbol_of(config), venue_of(family))
        slot.symbols = _legs_of(family, config)
        self._register(slot)

    def resync(self, bot_id: str, ts: int) -> None:
        """Step the bot at the current price: a restart is the same code path as a tick."""
        slot = self._slot(bot_id)
        last = self._market_for(slot, ts).last_price
        at, self._touched = len(self._events), set()
        self._run(deque([(bot_id, PriceEvent(ts, last))]), ts)
        if bot_id in self._touched:
            self._record_input(slot, at, ts, InputKind.RESYNC, {})

    def remove_bot(self, bot_id: str) -> None:
        """Stop hosting a COMPLETED bot (after the shell moved its funds out)."""
        slot = self._slot(bot_id)
        if slot.family.status(slot.state) is not BotStatus.COMPLETED:
            raise ValueError(f"bot {bot_id} is not completed")
        del self._bots[bot_id]
        del self._by_account[(slot.venue, slot.account)]
        self._marks.pop(bot_id, None)
        for symbol in slot.markets:
            self._by_symbol[(slot.venue, symbol)].remove(bot_id)
            if self._wake is not None:
                self._wake[(slot.venue, symbol)].remove(bot_id)

    def command(self, bot_id: str, cmd: Command, ts: int) -> Any:
        """Apply a user/shell command; a refused command raises BusinessError and changes nothing.

        The log records the account's free balances first (the shell may have moved funds in)."""
        slot = self._slot(bot_id)
        at, funds = len(self._events), funds_data(self.leftover(bot_id))
        self._run(deque([(slot.bot_id, cmd)]), ts)
        self._record_input(slot, at, ts, InputKind.FUNDS, {"free": funds})
        return self._slot(bot_id).state

    def sync_funds(self, bot_id: str, ts: int) -> None:
        """Record the account's free balances after the shell moved funds out (a withdrawal)."""
        slot = self._slot(bot_id)
        self._emit(slot, ts, InputKind.FUNDS, {"free": funds_data(self.leftover(bot_id))})

    # ------------------------------------------------------------------ market

    def on_price(self, symbol: str, price: Decimal | str, ts: int, category: Venue = SPOT) -> None:
        """The ``category`` market traded at ``price``: fill (and, for futures, liquidate) what it
        crosses, then step every bot on that market."""
        price = to_decimal(price)
        queue: deque[tuple[str, AnyEvent]] = deque()
        fills: list[Fill]
        before = (self.futures if category == LINEAR else self._sim).last_price(symbol)
        at, self._touched = len(self._events), set()
        if category == LINEAR:
            fills = list(self.futures.on_price(symbol, price, ts))
        else:
            fills = list(self._sim.on_price(symbol, price, ts))
        filled: set[str] = set()
        for fill in fills:
            bot_id = self._by_account.get((category, fill.account))
            if bot_id is not None:
                queue.append((bot_id, fill_event(fill)))
                filled.add(bot_id)
        key = (category, symbol)
        index = None if self._wake is None else self._wake.get(key)
        woken = self._by_symbol.get(key, ()) if index is None else sorted(index.wake(price) | filled)
        for bot_id in woken:
            queue.append((bot_id, PriceEvent(ts, price)))
        self._run(queue, ts)
        inputs: list[BotEvent] = []
        for bot_id in sorted(filled | self._touched):
            slot = self._bots.get(bot_id)
            if slot is not None:
                marks = self._new_marks(slot, {symbol: before} if before is not None else {})
                data: dict[str, object] = {"symbol": symbol, "price": fmt(price)}
                inputs.append(
                    BotEvent(bot_id, ts, InputKind.PRICE.value, data | ({"marks": marks} if marks else {}))
                )
                self._marks[bot_id][symbol] = price
        self._events[at:at] = inputs

    def on_candle(self, symbol: str, candle: Candle, category: Venue = SPOT) -> None:
        """Walk the candle's price path point by point: an order placed early in it can fill later."""
        for point in candle_path(candle):
            self.on_price(symbol, point, candle.ts, category)

    def apply_funding(self, symbol: str, rate: Decimal | str, ts: int) -> None:
        """Settle a funding interval on the perpetual ``symbol``; each payment reaches its bot."""
        queue: deque[tuple[str, AnyEvent]] = deque()
        at = len(self._events)
        for payment in self.futures.apply_funding(symbol, to_decimal(rate), ts):
            bot_id = self._by_account.get((LINEAR, payment.account))
            if bot_id is not None:
                queue.append((bot_id, funding_event(payment)))
        paid = sorted({bot_id for bot_id, _ in queue})
        self._run(queue, ts)
        inputs: list[BotEvent] = []
        for bot_id in paid:  # the payment changed the account even if the bot's state did not
            slot = self._bots.get(bot_id)
            if slot is not None:
                inputs += self._marked(
                    slot, ts, InputKind.FUNDING_RATE, {"symbol": symbol, "rate": fmt(to_decimal(rate))}
                )
        self._events[at:at] = inputs

    # ------------------------------------------------------------------ internals

    def _futures_market(self, symbol: str, ts: int, account: AccountRef | None) -> MarketView:
        fx = self.futures
        instrument = fx.symbols.get(symbol)
        if instrument is None:
            raise BusinessError(RetCode.UNKNOWN_SYMBOL, f"unknown futures symbol {symbol}")
        last = fx.last_price(symbol)
        if last is None:
            raise BusinessError(RetCode.MARKET_NOT_LOADED, f"no price for {symbol} perpetual yet")
        position: PositionView | None = None
        wallet = equity = None
        if account is not None:
            p = fx.position(account, symbol)
            position = PositionView(
                p.size, p.avg_entry, p.leverage, p.realized_pnl, p.unrealized_pnl, p.im, p.mm, p.liq_price
            )
            wallet, equity = fx.wallet(account), fx.equity(account)
        venue = FuturesView(instrument, tuple(fx.tiers[symbol]), last, position, wallet, equity)
        fees = fx.fees
        return MarketView(ts, last, futures_order_rules(instrument), fees.maker, fees.taker, venue)

    def _market_for(self, slot: _Slot, ts: int, symbol: str | None = None) -> MarketView:
        """The bot's view of ``symbol`` (default its first); a multi-symbol bot's carries every leg."""
        if not slot.symbols:
            if slot.venue == LINEAR:
                return self._futures_market(slot.symbol, ts, slot.account)
            return self.market(slot.symbol, ts)
        if slot.venue == LINEAR:
            legs = {s: self._futures_market(s, ts, slot.account) for s in slot.symbols}
        else:
            legs = {s: self.market(s, ts) for s in slot.symbols}
        return replace(legs[symbol or slot.symbol], legs=legs)

    def _prices(self, slot: _Slot) -> dict[str, Decimal]:
        """The last price of each of the bot's markets (those that have one)."""
        venue = self.futures if slot.venue == LINEAR else self._sim
        prices = {symbol: venue.last_price(symbol) for symbol in slot.markets}
        return {symbol: p for symbol, p in prices.items() if p is not None}

    def _new_marks(self, slot: _Slot, override: Mapping[str, Decimal]) -> dict[str, object]:
        """The bot's market prices (``override`` first) its log has not recorded yet; recorded now."""
        seen = self._marks.setdefault(slot.bot_id, {})
        now = self._prices(slot) | dict(override)
        new = {symbol: p for symbol, p in now.items() if seen.get(symbol) != p}
        seen.update(new)
        return prices_data(new)

    def _marked(self, slot: _Slot, ts: int, kind: InputKind, data: dict[str, object]) -> list[BotEvent]:
        """An input of the log, after the market prices it was applied at (when new to the log)."""
        marks = self._new_marks(slot, {})
        head = [BotEvent(slot.bot_id, ts, InputKind.MARK.value, {"marks": marks})] if marks else []
        return [*head, BotEvent(slot.bot_id, ts, kind.value, data)]

    def _record_input(self, slot: _Slot, at: int, ts: int, kind: InputKind, data: dict[str, object]) -> None:
        """Insert an input (and the prices it saw) before the events its step emitted from ``at`` on."""
        self._events[at:at] = self._marked(slot, ts, kind, data)
        self._dirty.add(slot.bot_id)

    def _slot(self, bot_id: str) -> _Slot:
        slot = self._bots.get(bot_id)
        if slot is None:
            raise KeyError(f"unknown bot {bot_id!r}")
        return slot

    def _register(self, slot: _Slot) -> None:
        key = (slot.venue, slot.account)
        if slot.bot_id in self._bots or key in self._by_account:
            raise ValueError(f"bot {slot.bot_id} or account {slot.account.key} is already hosted")
        self._bots[slot.bot_id] = slot
        self._by_account[key] = slot.bot_id
        for symbol in slot.markets:
            insort(self._by_symbol.setdefault((slot.venue, symbol), []), slot.bot_id)  # kept sorted
            if self._wake is not None:
                self._wake.setdefault((slot.venue, symbol), WakeIndex()).put(slot.bot_id, None)

    def _emit(self, slot: _Slot, ts: int, kind: BotEventKind | str, data: dict[str, object]) -> None:
        self._events.append(BotEvent(slot.bot_id, ts, str(kind), data))
        self._dirty.add(slot.bot_id)

    def _run(self, queue: deque[tuple[str, AnyEvent]], ts: int) -> None:
        steps = 0
        queued = Counter(b for b, _ in queue)  # scan for a bot's own events only when it has some
        while queue:
            bot_id, event = queue.popleft()
            queued[bot_id] -= 1
            slot = self._bots.get(bot_id)
            if slot is None:
                continue
            if isinstance(event, PriceEvent) and slot.family.status(slot.state) is BotStatus.COMPLETED:
                continue
            events = [event]
            if isinstance(event, _RESULTS) and queued[bot_id]:
                events += _take_results(queue, bot_id)
                queued[bot_id] -= len(events) - 1
            mine = [e for b, e in queue if b == bot_id] if queued[bot_id] else []
            pending = [_Pending(e.client_order_id) for e in mine if isinstance(e, _RESULTS)]
            liquidated = any(isinstance(e, LiquidationEvent) for e in mine)
            follow = self._step(slot, events, ts, pending, liquidated)
            queued.update(b for b, _ in follow)
            queue.extendleft(reversed(follow))
            steps += 1
            if steps > MAX_STEPS_PER_CALL:
                raise RuntimeError("bot steps did not settle: feedback loop")

    def _step(
        self,
        slot: _Slot,
        events: list[AnyEvent],
        ts: int,
        pending: list[_Pending],
        liquidated: bool = False,
    ) -> list[tuple[str, AnyEvent]]:
        """Step one bot with ``events`` (one, or the exchange results queued together). Orders whose
        fills or refusals are still queued behind another event count as open for reconcile; while
        the bot's liquidation is still queued, the venue has already cancelled its orders and closed
        its position: what the bot decides before it learns so is not sent."""
        market = self._market_for(slot, ts)
        prev = slot.state
        open_orders: list[Any] = list(pending)
        only = None if slot.symbols else slot.symbol  # a multi-symbol bot's orders on every leg
        if slot.venue == LINEAR:
            open_orders += self.futures.open_orders(slot.account, only)
        else:
            open_orders += self._sim.open_orders(slot.account, only)
        result = step_all(slot.family, prev, events, market, open_orders)
        self._steps += 1
        slot.state = result.state
        if result.state is not prev or result.commands:
            self._touched.add(slot.bot_id)
        for event, after in zip(events, result.trail, strict=True):
            self._record(slot, prev, event, after, ts)
            prev = after
        if self._wake is not None:
            for symbol in slot.markets:
                legs = market.legs
                view = market if legs is None or symbol == slot.symbol else replace(legs[symbol], legs=legs)
                self._wake[(slot.venue, symbol)].put(slot.bot_id, self._band(slot, result, view, liquidated))
        if liquidated:
            return []
        return [(slot.bot_id, e) for e in self._execute(slot, result, ts)]

    @staticmethod
    def _band(slot: _Slot, result: StepResult, market: MarketView, liquidated: bool) -> Band | None:
        """The bot's quiet band, when its family offers one and the step left its orders exactly as
        it wants them (no command: reconcile found the open orders equal to the desired ones)."""
        quiet: Callable[[Any, MarketView], Band | None] | None = getattr(slot.family, "quiet_band", None)
        if quiet is None or result.commands or liquidated:
            return None
        return quiet(result.state, market)

    def _execute(self, slot: _Slot, result: StepResult, ts: int) -> Iterable[AnyEvent]:
        follow: list[AnyEvent] = []
        linear = slot.venue == LINEAR
        for cmd in result.commands:
            if isinstance(cmd, CancelCommand):
                try:
                    if linear:
                        self.futures.cancel_order(ts, slot.account, cmd.client_order_id)
                    else:
                        self._sim.cancel_order(ts, slot.account, cmd.client_order_id)
                except OrderRejected:
                    continue  # already gone: nothing to cancel
                continue
            intent = cmd.intent
            fills: tuple[Fill, ...]
            try:
                args = (
                    ts,
                    slot.account,
                    intent.symbol or slot.symbol,
                    intent.side,
                    intent.order_type,
                    intent.qty,
                    intent.price,
                )
                cid = intent.client_order_id
                if linear:  # only futures orders can be reduce-only
                    fills = self.futures.place_order(
                        *args, client_order_id=cid, reduce_only=intent.reduce_only
                    ).fills
                else:
                    fills = self._sim.place_order(*args, client_order_id=cid).fills
            except OrderRejected as exc:
                reason = exc.check_code if linear and exc.check_code else exc.reason.value
                follow.append(RejectEvent(intent.client_order_id, reason, ts))
                continue
            follow.extend(fill_event(f) for f in fills)
        return follow

    def _record(self, slot: _Slot, prev: Any, event: AnyEvent, state: Any, ts: int) -> None:
        """The event, the family's notes on what it did (``prev`` -> ``state``), a status change."""
        fam = slot.family
        if isinstance(event, FillEvent):
            self._emit(slot, ts, BotEventKind.FILL, fill_data(event))
        elif isinstance(event, LiquidationEvent):
            self._emit(slot, ts, BotEventKind.LIQUIDATION, liquidation_data(event))
        elif isinstance(event, FundingEvent):
            self._emit(slot, ts, BotEventKind.FUNDING, funding_data(event))
        elif isinstance(event, RejectEvent):
            self._emit(
                slot,
                ts,
                BotEventKind.ORDER_REJECTED,
                {"client_order_id": event.client_order_id, "reason": event.reason},
            )
        elif isinstance(event, Command):
            self._emit(slot, ts, BotEventKind.COMMAND, command_data(event))
        for note in fam.describe(prev, state, cast(Any, event)):
            data = dict(note)
            kind = str(data.pop("type", "NOTE")).upper()
            self._emit(slot, ts, kind, data)
        before, after = fam.status(prev), fam.status(state)
        if before is not after:
            reason = fam.close_reason(state)
            self._emit(
                slot,
                ts,
                BotEventKind.STATUS,
                {"status": after.value, "close_reason": None if reason is None else reason.value},
            )
        if state is not prev:
            self._dirty.add(slot.bot_id)
