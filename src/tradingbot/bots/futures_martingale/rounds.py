"""A martingale round from its first order to its TP (MECHANICS §6.2-§6.3, §6.7): pure state steps.

Why apart from ``family.py``: these are the round's own mechanics (start, opening fills, the
re-placed add and TP, the round's end and the next one); the family folds events and commands
and decides the lifecycle around them.

Choices where MECHANICS is silent (PROPOSED):

* the first order of every round is a market order sized from the total margin at that moment
  (added margin counts from the next round on); only round 1's is checked for the 10 % slippage;
* the next add rests only once the previous order has filled completely; an add whose position
  would leave the contract's first risk tier is not placed (the round waits for TP or SL);
* the TP is a resting reduce-only limit for the whole position at the exact §6.3 price rounded
  away from the position; it is re-placed (new id) after every opening fill, partial ones too.
"""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from tradingbot.bots.base import MarketView, OrderIntent, client_order_id
from tradingbot.bots.futures_martingale.books import tiers_of
from tradingbot.bots.futures_martingale.ladder import (
    add_trigger,
    ladder_margins,
    order_qty,
    round_target,
    tp_order_price,
    tp_price,
)
from tradingbot.bots.futures_martingale.state import ROUNDS_KEPT, FuturesMartingaleState, Resting, RoundRecord
from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.core.instruments import check_order
from tradingbot.core.money import ZERO


def opening_side(s: FuturesMartingaleState) -> OrderSide:
    """BUY for a LONG martingale, SELL for a SHORT one."""
    return OrderSide.BUY if s.config.is_long else OrderSide.SELL


def start_round(s: FuturesMartingaleState, market: MarketView) -> FuturesMartingaleState | None:
    """Size the round's ladder on the total margin and send its first order at market; None when the
    first order cannot be placed (below the symbol's minimums or above its market-order maximum)."""
    cfg, rules, last = s.config, market.symbol, market.last_price
    margins = ladder_margins(s.total_margin, cfg.add_position_percent, cfg.add_position_num)
    qty = order_qty(margins[0], cfg.leverage, last, rules.lot_size)
    if qty <= 0 or check_order(rules, last, qty, check_tick=False) is not None:
        return None
    if market.venue is not None and qty > market.venue.instrument.max_new_market_order_qty:
        return None
    cid = client_order_id(s.bot_id, "e", s.current_round + 1, s.gen)
    intent = OrderIntent(cid, opening_side(s), OrderType.MARKET, qty, None, "entry")
    return replace(
        s,
        current_round=s.current_round + 1,
        added=0,
        round_start_ts=market.ts,
        margins=margins,
        filled=(),
        p0=last,
        round_notional=ZERO,
        round_qty=ZERO,
        round_fees=ZERO,
        round_pnl=ZERO,
        entry_order=intent,
        entry_filled=ZERO,
        entry_rejects=0,
        add=None,
        tp=None,
        gen=s.gen + 1,
    )


def _tp(s: FuturesMartingaleState, market: MarketView) -> Resting | None:
    """The TP for the whole position, priced to net the round's target after its fees."""
    if s.position == 0:
        return None
    cfg, long = s.config, s.config.is_long
    qty = abs(s.position)
    target = round_target(cfg.round_tp_percent, s.round_notional, cfg.leverage)
    exact = tp_price(long, s.round_notional, qty, target, s.round_fees, market.taker_fee)
    price = tp_order_price(long, exact, market.symbol.tick_size)
    if price <= 0:
        return None
    return Resting(client_order_id(s.bot_id, "t", s.current_round, s.gen), price, qty)


def _next_add(s: FuturesMartingaleState, market: MarketView) -> Resting | None:
    """The next rung at ``avg·(1 ∓ pf)``, or None after the last add (or when it cannot be placed)."""
    cfg, k = s.config, s.added + 1
    if k > cfg.add_position_num or k >= len(s.margins) or s.position == 0:
        return None
    price = add_trigger(s.avg_entry, cfg.price_float_percent, cfg.is_long, market.symbol.tick_size)
    if price <= 0:
        return None
    qty = order_qty(s.margins[k], cfg.leverage, price, market.symbol.lot_size)
    if qty <= 0 or check_order(market.symbol, price, qty) is not None:
        return None
    tiers = tiers_of(market)
    if tiers and abs(s.position) * s.avg_entry + qty * price > tiers[0].risk_limit:
        return None
    return Resting(client_order_id(s.bot_id, "a", s.current_round, s.gen), price, qty)


def replace_orders(
    s: FuturesMartingaleState, market: MarketView, *, next_add: bool
) -> FuturesMartingaleState:
    """After an opening fill: a new TP for the whole position (and, the order complete, the next add)."""
    s = replace(s, tp=_tp(s, market), gen=s.gen + 1)
    if next_add:
        s = replace(s, add=_next_add(s, market), gen=s.gen + 1)
    return s


def end_round(
    s: FuturesMartingaleState, status: str, ts: int, close_price: Decimal
) -> FuturesMartingaleState:
    """Record the round (profit: its closed PnL − its fees); COMPLETED rounds add to the round profit."""
    if s.current_round == 0 or s.round_qty == 0:
        return s
    profit = s.round_pnl - s.round_fees
    record = RoundRecord(
        round=s.current_round,
        status=status,
        start_ts=s.round_start_ts,
        end_ts=ts,
        adds=s.added,
        qty=s.round_qty,
        avg_price=s.round_notional / s.round_qty,
        close_price=close_price,
        profit=profit,
        fees=s.round_fees,
    )
    done = status == "COMPLETED"
    return replace(
        s,
        rounds=(*s.rounds, record)[-ROUNDS_KEPT:],
        completed_rounds=s.completed_rounds + (1 if done else 0),
        round_profit=s.round_profit + (profit if done else ZERO),
        round_qty=ZERO,
        add=None,
        tp=None,
    )
