"""The safety-order ladder of a SAFETY_ORDER DCA cycle (MECHANICS §4.2), pure arithmetic.

Why one module: validation (``slPct`` must exceed the max price deviation), the family (which
orders to rest) and the detail view (capital needed, TP after each fill) must agree on the same
numbers. Deviations are cumulative from the base fill price ``Pb`` (OKX's MPD formula); prices
round half-up to the tick, quantities floor to the lot (MECHANICS §1.3). Buys pay their fee in
base (§1.4): ``q`` bought yields ``q·(1−f)``; the TP is the price whose sell, net of its own fee
``f``, returns ``(1+tp)`` times the quote spent (with ``f = 0`` exactly ``avg·(1+tp)``).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.core.instruments import OrderRules, floor_qty, round_price
from tradingbot.core.money import ONE, ZERO


@dataclass(frozen=True, slots=True)
class Rung:
    """Safety order ``index`` (1-based): its cumulative deviation from ``Pb``, price, quote and qty."""

    index: int
    deviation: Decimal
    price: Decimal
    amount: Decimal
    qty: Decimal


@dataclass(frozen=True, slots=True)
class Step:
    """The position after the base order (index 0) or safety order ``index`` filled."""

    index: int
    price: Decimal
    quote: Decimal
    avg: Decimal
    tp_price: Decimal


def deviations(price_step: Decimal, step_multiplier: Decimal, count: int) -> tuple[Decimal, ...]:
    """``dev_k = pxSteps · Σ_{j<k} mult^j`` for k = 1..count."""
    out: list[Decimal] = []
    total, term = ZERO, price_step
    for _ in range(count):
        total += term
        out.append(total)
        term *= step_multiplier
    return tuple(out)


def max_price_deviation(price_step: Decimal, step_multiplier: Decimal, count: int) -> Decimal:
    """MPD: the deepest safety order's deviation (0 without safety orders)."""
    devs = deviations(price_step, step_multiplier, count)
    return devs[-1] if devs else ZERO


def so_amounts(safety_amount: Decimal, volume_multiplier: Decimal, count: int) -> tuple[Decimal, ...]:
    """Quote of each safety order: ``safetyOrdAmt · volMult^(k−1)``."""
    return tuple(safety_amount * volume_multiplier**k for k in range(count))


def capital_needed(
    init_amount: Decimal, safety_amount: Decimal, volume_multiplier: Decimal, count: int
) -> Decimal:
    """``initOrdAmt + Σ SO_k amount``: what a full cycle can spend."""
    return init_amount + sum(so_amounts(safety_amount, volume_multiplier, count), ZERO)


def rungs(
    base_price: Decimal,
    price_step: Decimal,
    step_multiplier: Decimal,
    amounts: tuple[Decimal, ...],
    sym: OrderRules,
) -> tuple[Rung, ...]:
    """The safety orders below ``base_price``: tick-rounded prices, lot-floored quantities."""
    devs = deviations(price_step, step_multiplier, len(amounts))
    out = []
    for k, (dev, amount) in enumerate(zip(devs, amounts, strict=True), start=1):
        price = round_price(sym, base_price * (ONE - dev))
        out.append(Rung(k, dev, price, amount, floor_qty(sym, amount / price) if price > 0 else ZERO))
    return tuple(out)


def tp_price(
    quote_spent: Decimal, base_held: Decimal, tp_pct: Decimal, fee: Decimal, sym: OrderRules
) -> Decimal:
    """The TP price: selling ``base_held`` there returns ``(1+tp)·quote_spent`` net of the sell fee."""
    return round_price(sym, quote_spent * (ONE + tp_pct) / (base_held * (ONE - fee)))


def plan(
    base_price: Decimal,
    init_amount: Decimal,
    ladder: tuple[Rung, ...],
    tp_pct: Decimal,
    fee: Decimal,
    sym: OrderRules,
) -> tuple[Step, ...]:
    """The table of MECHANICS §4.2: price, quote, average cost and TP after each fill in turn.

    ``avg`` is quote spent per base held (the buy fee, paid in base, raises it); quantities are the
    lot-floored order sizes, so the table is what the exchange would fill.
    """
    qty = floor_qty(sym, init_amount / base_price)
    spent, held = qty * base_price, qty * (ONE - fee)
    steps = [Step(0, base_price, spent, spent / held, tp_price(spent, held, tp_pct, fee, sym))]
    for r in ladder:
        spent += r.qty * r.price
        held += r.qty * (ONE - fee)
        steps.append(
            Step(r.index, r.price, r.qty * r.price, spent / held, tp_price(spent, held, tp_pct, fee, sym))
        )
    return tuple(steps)
