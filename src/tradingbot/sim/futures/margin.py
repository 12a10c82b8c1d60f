"""Margin arithmetic of the futures exchange (MECHANICS §5.4, §5.5, §9); pure functions.

Why one place: order placement, fills, funding, liquidation checks and the read API must agree
to the last digit. Every amount posted to the ledger is quantized to 1e-8 USDT
(:data:`MONEY_QUANTUM`) so sums stay exact; averages and liquidation prices keep full precision.

* IM = |Q|·A / leverage; MM = |Q|·A·mmr − deduction of the tier of |Q|·A.
* Order margin (locked while an order rests) = ceil(notional / leverage) + taker fee on the notional.
* Liquidation price (bot version): ``LP_long = A − (W − MM)/|Q|``, ``LP_short = A + (W − MM)/|Q|``;
  the tier is re-checked at |Q|·LP and the price recomputed with that tier until it settles
  (on a cycle the price nearest the entry wins); None for a long whose LP is ≤ 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal
from typing import Final

from tradingbot.core.instruments import RiskTier, tier_for
from tradingbot.core.money import ZERO
from tradingbot.sim.fees import fee_amount

MONEY_QUANTUM: Final = Decimal("0.00000001")


def money(value: Decimal) -> Decimal:
    """Round half-up (away from zero) to 1e-8 USDT."""
    return value.quantize(MONEY_QUANTUM, rounding=ROUND_HALF_UP)


def money_up(value: Decimal) -> Decimal:
    """Round up to 1e-8 USDT (margins are never under-reserved)."""
    return value.quantize(MONEY_QUANTUM, rounding=ROUND_CEILING)


def trade_fee(qty: Decimal, price: Decimal, rate: Decimal) -> Decimal:
    """MECHANICS §1.5: |qty| × price × rate in USDT, half-up to 1e-8."""
    return fee_amount(abs(qty) * price, rate)


def order_margin(qty: Decimal, price: Decimal, leverage: Decimal, taker: Decimal) -> Decimal:
    """What a resting non-reduce-only order locks: notional/leverage (rounded up) + estimated taker fee."""
    notional = qty * price
    return money_up(notional / leverage) + fee_amount(notional, taker)


def initial_margin(size: Decimal, entry: Decimal, leverage: Decimal) -> Decimal:
    """Position IM at entry value."""
    return abs(size) * entry / leverage


def tier_at(tiers: Sequence[RiskTier], value: Decimal) -> RiskTier:
    """Tier holding a position value; the last tier above the table (orders never get there)."""
    tier = tier_for(list(tiers), value)
    return tier if tier is not None else tiers[-1]


def maintenance_margin(size: Decimal, entry: Decimal, tiers: Sequence[RiskTier]) -> Decimal:
    """MM of a position at its entry value, with the tier deduction."""
    value = abs(size) * entry
    return tier_at(tiers, value).maintenance_margin(value) if value else ZERO


def unrealized_pnl(size: Decimal, entry: Decimal, mark: Decimal | None) -> Decimal:
    """Q·(mark − A); zero without a mark."""
    return ZERO if mark is None or size == 0 else size * (mark - entry)


def liquidation_price(
    size: Decimal, entry: Decimal, margin: Decimal, tiers: Sequence[RiskTier]
) -> Decimal | None:
    """Bot-version LP for a position backed by ``margin`` (the wallet); None if flat or a long's LP ≤ 0."""
    if size == 0:
        return None
    qty = abs(size)
    value = qty * entry
    tier = tier_at(tiers, value)
    seen: dict[int, Decimal] = {}
    while True:
        cushion = (margin - tier.maintenance_margin(value)) / qty
        lp = entry - cushion if size > 0 else entry + cushion
        seen[tier.tier] = lp
        if lp <= 0:
            return None
        nxt = tier_at(tiers, qty * lp)
        if nxt.tier == tier.tier:
            return lp
        if nxt.tier in seen:  # a cycle: keep the price nearest the entry
            return max(seen.values()) if size > 0 else min(seen.values())
        tier = nxt
