"""One-way USDT-perpetual books every futures family keeps (MECHANICS §5.4-§5.5, §6.5).

Why a kit: the futures grid, the martingale and the combo each keep their own position, average
entry and wallet (so equity, stops and the liquidation estimate never ask the venue), and they
must book a fill and estimate the bot's liquidation price the same way the simulated venue does.

* :func:`book_fill` - adding averages the entry, reducing realizes ``closed·(price − entry)``
  (sign of the position), a flip opens the rest at the fill price.
* :func:`book_into` / :func:`with_funding` - a fill or a funding payment folded into a state's
  books (:class:`~tradingbot.bots.kit.state.PerpState`);
* :func:`close_intent` / :func:`is_flat` - the reduce-only market order that flattens the position,
  and whether anything is left to flatten;
* :func:`bot_liq_price` - the bot's whole wallet margins its position (cross inside the bot):
  ``LP_long = A − (W − MM_A)/|Q|``, ``LP_short = A + (W − MM_A)/|Q|``, the tier re-checked at the
  liquidation price (PROPOSED, as OrangeX's doc).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from decimal import ROUND_HALF_UP, Decimal
from typing import Any, TypeVar

from tradingbot.bots.base import FundingEvent, MarketView, OrderIntent, client_order_id
from tradingbot.bots.kit.state import PerpState
from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.core.instruments import RiskTier, floor_qty, tier_for
from tradingbot.core.money import ONE, ZERO

S = TypeVar("S", bound=PerpState[Any])

MONEY_QUANTUM = Decimal("0.00000001")
"""Realized PnL is booked to 1e-8 USDT, half-up (as the simulated futures exchange does)."""


def book_fill(
    position: Decimal, avg_entry: Decimal, side: OrderSide, qty: Decimal, price: Decimal
) -> tuple[Decimal, Decimal, Decimal]:
    """(new position, new average entry, realized PnL) after a fill of ``qty`` at ``price``.

    Fees are not included (they are booked separately). A flat position has average entry 0;
    realized PnL is rounded half-up to 1e-8 USDT.
    """
    signed = qty if side is OrderSide.BUY else -qty
    if position == 0 or (position > 0) == (signed > 0):
        size = abs(position) + qty
        avg = (abs(position) * avg_entry + qty * price) / size
        return position + signed, avg, ZERO
    closing = min(qty, abs(position))
    direction = ONE if position > 0 else -ONE
    pnl = (closing * (price - avg_entry) * direction).quantize(MONEY_QUANTUM, rounding=ROUND_HALF_UP)
    new_pos = position + signed
    if new_pos == 0:
        return new_pos, ZERO, pnl
    if (new_pos > 0) != (position > 0):  # flipped: the remainder opens at the fill price
        return new_pos, price, pnl
    return new_pos, avg_entry, pnl


def _tier(tiers: Sequence[RiskTier], value: Decimal) -> RiskTier:
    tier = tier_for(list(tiers), value)
    return tier if tier is not None else tiers[-1]


def maintenance_margin_at(
    tiers: Sequence[RiskTier], value: Decimal, close_fee_rate: Decimal | None = None
) -> Decimal:
    """``MM = value·mmr − deduction`` of the tier holding ``value`` (the last tier above it), plus
    ``value·close_fee_rate`` for the UTA-style 'estimated fee to close'."""
    mm = _tier(tiers, value).maintenance_margin(value)
    if close_fee_rate is not None:
        mm += value * close_fee_rate
    return mm


def bot_liq_price(
    position: Decimal,
    avg_entry: Decimal,
    wallet: Decimal,
    tiers: Sequence[RiskTier],
    close_fee_rate: Decimal | None = None,
) -> Decimal | None:
    """Liquidation price of a bot whose whole wallet margins its position; None when flat or <= 0.

    ``MM`` is taken at the entry value ``|Q|·A``; when the tier of ``|Q|·LP`` differs, ``MM`` is
    recomputed with that tier's rate and deduction (at most once per tier).
    """
    if position == 0 or not tiers:
        return None
    size = abs(position)
    value = size * avg_entry
    tier = _tier(tiers, value)
    lp = ZERO
    for _ in range(len(tiers) + 1):
        mm = tier.maintenance_margin(value) + (value * close_fee_rate if close_fee_rate is not None else ZERO)
        move = (wallet - mm) / size
        lp = avg_entry - move if position > 0 else avg_entry + move
        at_lp = _tier(tiers, size * max(lp, ZERO))
        if at_lp.tier == tier.tier:
            break
        tier = at_lp
    return lp if lp > 0 else None


def book_into(
    s: S,
    side: OrderSide,
    qty: Decimal,
    price: Decimal,
    fee: Decimal,
    insurance: Decimal,
    realized: Decimal | None,
) -> tuple[S, Decimal]:
    """``s`` after a fill (the venue's realized PnL when it gives one) and the PnL it realized."""
    position, avg, pnl = book_fill(s.position, s.avg_entry, side, qty, price)
    if realized is not None:
        pnl = realized
    booked = replace(
        s,
        position=position,
        avg_entry=avg,
        closed_pnl=s.closed_pnl + pnl,
        fees_paid=s.fees_paid + fee,
        insurance=s.insurance + insurance,
        wallet=s.wallet + pnl - fee + insurance,
    )
    return booked, pnl


def with_liquidation(before: S, after: S) -> S:
    """``after`` (``before`` with a liquidation fill booked) with that fill's closed PnL counted as
    liquidation PnL."""
    return replace(after, liquidation_pnl=before.liquidation_pnl + after.closed_pnl - before.closed_pnl)


def with_funding(s: S, ev: FundingEvent) -> S:
    """``s`` after a funding payment (what the insurance fund covered included)."""
    return replace(
        s,
        wallet=s.wallet + ev.amount + ev.insurance,
        funding_fee=s.funding_fee + ev.amount,
        insurance=s.insurance + ev.insurance,
    )


def close_intent(s: PerpState[Any], market: MarketView, gen: int) -> OrderIntent | None:
    """The reduce-only market order flattening the position, at most the contract's max market
    quantity at once (None when nothing is left to close)."""
    size = abs(s.position)
    if market.venue is not None:
        size = min(size, market.venue.instrument.max_new_market_order_qty)
    qty = floor_qty(market.symbol, size)
    if qty <= 0:
        return None
    side = OrderSide.SELL if s.position > 0 else OrderSide.BUY
    return OrderIntent(
        client_order_id(s.bot_id, "x", None, gen), side, OrderType.MARKET, qty, None, "close", True
    )


def is_flat(s: PerpState[Any], market: MarketView) -> bool:
    """Nothing is left to close: the bot's books hold no position, or the venue says its position
    is already zero (a close fill may still be on its way to the books)."""
    venue = market.venue
    return s.position == 0 or (venue is not None and venue.position is not None and venue.position.size == 0)
