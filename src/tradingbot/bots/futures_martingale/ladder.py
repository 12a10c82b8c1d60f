"""The martingale ladder (MECHANICS §6.2-§6.3): order margins, add triggers, the round TP price.

Why pure functions of numbers: the running bot, the create page's preview, validation and the
sweep kernel's inputs compute the same ladder; the §6.6 worked example is asserted on these.

* ``m_k = m0·mult^k`` (k = 0..n), ``m0 = (1 − reserve)·total_margin / Σ mult^k``, reserve 20 %
  (a buffer against floating loss: the bot is cross-margined);
* ``qty_k = floor_lot(m_k·leverage / price_k)``;
* next add: LONG ``avg·(1 − pf)`` floored to the tick, SHORT ``avg·(1 + pf)`` ceiled;
* TP: the price at which closing the whole position at the taker fee nets ``round_tp × M_filled``
  after the fees already paid; the resting TP order is rounded away from the position (ceil for a
  LONG, floor for a SHORT) so the target is met at least.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from tradingbot.bots.kit.perp_book import bot_liq_price
from tradingbot.core.instruments import RiskTier
from tradingbot.core.money import ONE, ZERO

RESERVE = Decimal("0.2")
"""Share of the total margin kept out of the ladder (MECHANICS §6.2, PROPOSED)."""


def ladder_margins(
    total_margin: Decimal, mult: Decimal, adds: int, reserve: Decimal = RESERVE
) -> tuple[Decimal, ...]:
    """``(m_0, …, m_n)``: the margin of the first order and of each add (unrounded)."""
    weights = [mult**k for k in range(adds + 1)]
    m0 = (ONE - reserve) * total_margin / sum(weights, ZERO)
    return tuple(m0 * w for w in weights)


def _to_step(value: Decimal, step: Decimal, rounding: str) -> Decimal:
    return (value / step).to_integral_value(rounding=rounding) * step


def order_qty(margin: Decimal, leverage: Decimal, price: Decimal, lot: Decimal) -> Decimal:
    """``floor_lot(margin·leverage / price)``."""
    return _to_step(margin * leverage / price, lot, ROUND_FLOOR)


def add_trigger(avg: Decimal, pf: Decimal, long: bool, tick: Decimal) -> Decimal:
    """Where the next add rests: ``avg·(1 ∓ pf)``, floored (LONG) or ceiled (SHORT) to the tick."""
    if long:
        return _to_step(avg * (ONE - pf), tick, ROUND_FLOOR)
    return _to_step(avg * (ONE + pf), tick, ROUND_CEILING)


def round_target(round_tp: Decimal, notional: Decimal, leverage: Decimal) -> Decimal:
    """``round_tp × M_filled`` with ``M_filled = Σ qty·price / leverage``."""
    return round_tp * notional / leverage


def tp_price(
    long: bool, notional: Decimal, qty: Decimal, target: Decimal, fees: Decimal, taker: Decimal
) -> Decimal:
    """The exact round TP price (MECHANICS §6.3); ``notional = Σ qty_i·price_i``, ``fees`` paid so far."""
    if long:
        return (notional + target + fees) / (qty * (ONE - taker))
    return (notional - target - fees) / (qty * (ONE + taker))


def tp_order_price(long: bool, exact: Decimal, tick: Decimal) -> Decimal:
    """The resting TP order's price: the exact one rounded away from the position (target met at least)."""
    return _to_step(exact, tick, ROUND_CEILING if long else ROUND_FLOOR)


@dataclass(frozen=True, slots=True)
class Rung:
    """One order of a previewed round and the position once it has filled."""

    index: int
    price: Decimal
    margin: Decimal
    qty: Decimal
    total_qty: Decimal
    avg_price: Decimal
    margin_filled: Decimal
    fees_paid: Decimal
    target: Decimal
    tp_price: Decimal
    next_add: Decimal | None


@dataclass(frozen=True, slots=True)
class LadderSpec:
    """What a preview needs: the config's ladder shape and the symbol's steps and fee rates."""

    long: bool
    leverage: Decimal
    price_float: Decimal
    mult: Decimal
    adds: int
    round_tp: Decimal
    tick: Decimal
    lot: Decimal
    taker: Decimal
    add_fee: Decimal
    """Fee rate of an add (a resting limit: maker on our venue; the §6.6 example uses taker)."""


def preview(spec: LadderSpec, total_margin: Decimal, p0: Decimal) -> list[Rung]:
    """The whole round if every add fills at its trigger: the first order at ``p0`` (taker)."""
    return walk(spec, ladder_margins(total_margin, spec.mult, spec.adds), p0)


def walk(
    spec: LadderSpec, margins: Sequence[Decimal], p0: Decimal, known: Sequence[tuple[Decimal, Decimal]] = ()
) -> list[Rung]:
    """The round's rungs: the ``known`` ones at their (price, qty), the rest at their triggers with
    quantities from ``margins``; the first order pays the taker fee, adds ``spec.add_fee``."""
    rungs: list[Rung] = []
    qty_sum = notional = fees = ZERO
    price = p0
    for k, margin in enumerate(margins):
        if k < len(known):
            price, qty = known[k]
        else:
            qty = order_qty(margin, spec.leverage, price, spec.lot)
        qty_sum += qty
        notional += qty * price
        fees += qty * price * (spec.taker if k == 0 else spec.add_fee)
        avg = notional / qty_sum if qty_sum > 0 else price
        target = round_target(spec.round_tp, notional, spec.leverage)
        tp = tp_price(spec.long, notional, qty_sum, target, fees, spec.taker) if qty_sum > 0 else ZERO
        last = k == len(margins) - 1
        nxt = None if last else add_trigger(avg, spec.price_float, spec.long, spec.tick)
        rungs.append(
            Rung(k, price, margin, qty, qty_sum, avg, notional / spec.leverage, fees, target, tp, nxt)
        )
        if nxt is None:
            break
        price = nxt
    return rungs


def liq_after_ladder(
    rungs: Sequence[Rung], long: bool, total_margin: Decimal, tiers: Sequence[RiskTier]
) -> Decimal | None:
    """The bot's estimated liquidation price once every add has filled (None when it cannot be)."""
    if not rungs or rungs[-1].total_qty <= 0:
        return None
    last = rungs[-1]
    size = last.total_qty if long else -last.total_qty
    return bot_liq_price(size, last.avg_price, total_margin - last.fees_paid, tiers)
