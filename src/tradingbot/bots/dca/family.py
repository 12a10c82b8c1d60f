"""Spot DCA family (MECHANICS §4): SAFETY_ORDER cycles on one symbol, RECURRING on 1-5 pairs.

Lifecycle: NEW -> (SAFETY_ORDER: INITIALIZING while the first base order executes) -> RUNNING
(RECURRING: ⇄ PAUSED when a round cannot be paid) -> CANCELLING (settlement trades) -> COMPLETED.
Transitions happen in ``apply`` (``run_recurring`` / ``run_safety``); ``desired`` lists the orders
the state implies and the shared ``step`` reconciles them. The family is multi-symbol
(``symbols_of``): a RECURRING bot trades one symbol per pair (coin/quote coin) and sees every
pair's market in ``market.legs``; SAFETY_ORDER and single-pair bots trade their one symbol.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal
from types import ModuleType

from tradingbot.bots.base import (
    AddInvestmentCommand,
    CloseCommand,
    Event,
    FillEvent,
    MarketView,
    Note,
    OrderIntent,
    PriceEvent,
    UpdateCommand,
    WithdrawCommand,
    client_order_id,
)
from tradingbot.bots.dca import config as cfgmod
from tradingbot.bots.dca import run_recurring, run_safety, settle_recurring
from tradingbot.bots.dca import state as statemod
from tradingbot.bots.dca.codes import DcaCheck, DcaType, refuse
from tradingbot.bots.dca.config import DcaConfig, pair_symbol, symbols_of
from tradingbot.bots.dca.lifecycle import on_close
from tradingbot.bots.dca.quiet import quiet_band
from tradingbot.bots.dca.state import DcaState, PairBook
from tradingbot.bots.dca.update import apply_update
from tradingbot.bots.kit.family_shape import FamilyShape, event_handlers
from tradingbot.bots.kit.lifecycle import STOPPED, require_status
from tradingbot.bots.wake_index import Band
from tradingbot.core.enums import BotKind, BotStatus, CloseReason
from tradingbot.core.errors import BotResultCode, BusinessError
from tradingbot.core.instruments import SpotSymbol
from tradingbot.core.money import fmt

_LONGEST_KIND = "c999999999t"
"""Longest id slot the family generates (cycle and TP version numbers grow): checked at init."""


def _check_amount(field: str, amount: Decimal, sym: SpotSymbol) -> None:
    if amount < sym.min_notional:
        raise refuse(
            DcaCheck.AMOUNT_TOO_LOW, field, "below the symbol's minimum order value", sym.min_notional
        )
    if amount > sym.max_amount:
        raise refuse(
            DcaCheck.AMOUNT_TOO_HIGH, field, "above the symbol's maximum order value", None, sym.max_amount
        )


def check_market(config: DcaConfig, market: MarketView) -> None:
    """The config fits its symbols: every pair's (or the first order's) amount is within the
    symbol's order value limits; the refusal names the pair's field (``pairs[i].amount``)."""
    if config.safety is not None:
        if config.safety.symbol != market.symbol.symbol:
            raise refuse(
                DcaCheck.SYMBOL_MISMATCH, "symbol", f"{config.safety.symbol} is not {market.symbol.symbol}"
            )
        _check_amount("init_order_amount", config.safety.init_order_amount, market.symbol)
        return
    assert config.recurring is not None
    legs = market.legs or {market.symbol.symbol: market}
    for i, pair in enumerate(config.recurring.pairs):
        view = legs.get(pair_symbol(config, i))
        if view is None:
            raise refuse(
                DcaCheck.SYMBOL_MISMATCH, f"pairs[{i}].base", f"no market for {pair_symbol(config, i)}"
            )
        _check_amount(f"pairs[{i}].amount", pair.amount, view.symbol)


def _on_add(s: DcaState, cmd: AddInvestmentCommand) -> DcaState:
    """More quote for the bot (a PAUSED RECURRING bot resumes at its next affordable round)."""
    if s.status in STOPPED:
        raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, f"bot is {s.status.value}")
    if cmd.amount <= 0:
        raise refuse(DcaCheck.INVALID_PARAM, "amount", "must be positive")
    config = replace(s.config, investment=s.config.investment + cmd.amount)
    return replace(s, config=config, quote=s.quote + cmd.amount)


def _runner(s: DcaState) -> ModuleType:
    """The module running the bot's product: ``run_safety`` or ``run_recurring``."""
    return run_safety if s.config.dca_type is DcaType.SAFETY_ORDER else run_recurring


def _on_price(s: DcaState, event: PriceEvent, market: MarketView) -> DcaState:
    if s.status in STOPPED:
        return s
    new: DcaState = _runner(s).on_price(s, market)
    return new


def _on_close(s: DcaState, cmd: CloseCommand, market: MarketView) -> DcaState:
    if s.config.recurring is not None:
        return settle_recurring.on_close(s, cmd, market)
    return on_close(s, cmd, market)


def _on_update(s: DcaState, cmd: UpdateCommand, market: MarketView) -> DcaState:
    require_status(s.status, "modify", frozenset(BotStatus) - STOPPED)
    return apply_update(s, cmd.params, market)


def _refuse_withdraw(s: DcaState, cmd: WithdrawCommand, market: MarketView) -> DcaState:
    raise BusinessError.bot(BotResultCode.FORBIDDEN, "WithdrawCommand is not supported by DCA bots")


class DcaFamily(FamilyShape[DcaConfig, DcaState]):
    """The spot DCA as a :class:`~tradingbot.bots.base.Family`."""

    def init(self, bot_id: str, config: DcaConfig, market: MarketView) -> DcaState:
        """A NEW bot holding its investment in quote; refuses what this symbol cannot trade."""
        check_market(config, market)
        client_order_id(bot_id, _LONGEST_KIND, 10**6, 0)  # refuse bot ids that would make ids too long
        books = () if config.recurring is None else tuple(PairBook(p.base) for p in config.recurring.pairs)
        return DcaState(
            bot_id=bot_id, config=config, create_ts=market.ts, quote=config.investment, books=books
        )

    def symbols_of(self, config: DcaConfig) -> tuple[str, ...]:
        """One symbol per RECURRING pair (the first is ``symbol_of``); SAFETY_ORDER: its symbol."""
        return symbols_of(config)

    def desired(self, state: DcaState, market: MarketView) -> list[OrderIntent]:
        """The market orders in flight; SAFETY_ORDER: also the resting ladder and TP."""
        if state.config.recurring is not None:
            return [o.intent for o in state.orders]
        if state.status is not BotStatus.CANCELLING:
            return run_safety.desired(state, market)
        return [] if state.pending is None else [state.pending]

    def quiet_band(self, state: DcaState, market: MarketView) -> Band | None:
        """Prices at which a price event changes nothing (``dca.quiet``)."""
        return quiet_band(state, market)

    def verdict(self, state: DcaState, market: MarketView) -> CloseReason | None:
        """SAFETY_ORDER: TP without auto-cycle, SL; RECURRING: a due round past the investment cap."""
        if state.config.dca_type is DcaType.SAFETY_ORDER:
            return run_safety.verdict(state, market)
        if run_recurring.cap_reached(state, market.ts):
            return CloseReason.MAX_INVESTMENT_REACHED
        return None

    def describe(self, prev: DcaState, state: DcaState, event: Event) -> list[Note]:
        """Executed rounds, skipped rounds and completed cycles with their profit."""
        notes: list[Note] = []
        if state.rounds_done > prev.rounds_done and isinstance(event, FillEvent):
            notes.append({"type": "round", "round": state.next_round - 1, "price": fmt(event.price)})
        skipped = state.rounds_skipped - prev.rounds_skipped
        if skipped > 0:  # the last skipped round; with a round in flight, the one before it
            last = state.next_round - (2 if state.orders and state.next_round > prev.next_round else 1)
            note: Note = {"type": "round_skipped", "round": last}
            notes.append(note if skipped == 1 else note | {"rounds": skipped})
        if state.cycles_completed > prev.cycles_completed:
            notes.append(
                {
                    "type": "cycle",
                    "cycle": prev.cycle.number,
                    "profit": fmt(state.cum_profit - prev.cum_profit),
                }
            )
        return notes


HANDLERS = event_handlers(
    _on_price, lambda s, e, m: _runner(s).on_fill(s, e, m), lambda s, e, m: _runner(s).on_reject(s, e, m),
    _on_close, _on_update, _refuse_withdraw, lambda s, e, m: _on_add(s, e),
)  # fmt: skip
"""What each event and command does to a DCA bot."""

FAMILY = DcaFamily(BotKind.DCA_SPOT, cfgmod, statemod, HANDLERS)
