"""Futures grid margin math: liquidation prices and the pre-creation estimate (MECHANICS §5.5).

Booking a fill and the bot's own liquidation price are the futures kit's (``kit/perp_book.py``).

* :func:`isolated_liq_price` - Bybit's isolated USDT-perp formula (F4: 19 700 / 20 300).
* :func:`estimate_liq_prices` - the worst-case path of MECHANICS §5.5 (F2 vectors).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.futures_grid.config import FuturesGridConfig
from tradingbot.bots.futures_grid.levels import grid_levels
from tradingbot.bots.futures_grid.sizing import RESERVE, FuturesGridPlan, plan_grid
from tradingbot.bots.kit.perp_book import bot_liq_price
from tradingbot.core.enums import GridMode, OrderSide
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, round_price
from tradingbot.core.money import ONE, ZERO
from tradingbot.sim.fees import FeeSchedule


def isolated_liq_price(
    is_long: bool,
    entry: Decimal,
    size: Decimal,
    leverage: Decimal,
    mmr: Decimal,
    deduction: Decimal = ZERO,
    extra_margin: Decimal = ZERO,
) -> Decimal:
    """Bybit isolated USDT-perp: ``LP = Entry ∓ (IM − MM)/Size ∓ ExtraMargin/Size`` (MECHANICS §5.5).

    ``IM = Size·Entry/Leverage``, ``MM = Size·Entry·MMR − deduction`` (F4: long 1 BTC @ 20 000,
    50x, 0.5 % -> 19 700; short -> 20 300).
    """
    im = size * entry / leverage
    mm = size * entry * mmr - deduction
    move = (im - mm) / size + extra_margin / size
    return entry - move if is_long else entry + move


@dataclass(frozen=True, slots=True)
class SidePath:
    """Where the worst-case path of one side ends: position, entry, wallet and liquidation price.

    ``liq_price`` is where the path is liquidated (inside the range when the estimate crossed a
    level) or the liquidation price after the last fill; None when it cannot be liquidated.
    ``max_notional`` is ``|Q|·A`` with every opening order of the side filled, liquidation or not:
    the exposure the venue's risk limit sees once the orders rest (for the risk-limit check).
    """

    qty: Decimal
    avg_entry: Decimal
    wallet: Decimal
    liq_price: Decimal | None
    max_notional: Decimal
    liquidated_in_range: bool


@dataclass(frozen=True, slots=True)
class WorstCase:
    """The estimate for a config: the plan it sizes and each side's worst-case path."""

    plan: FuturesGridPlan
    long: SidePath | None
    short: SidePath | None


def _walk(
    plan: FuturesGridPlan,
    investment: Decimal,
    long: bool,
    tiers: Sequence[RiskTier],
    fees: FeeSchedule,
    close_fee_rate: Decimal | None,
) -> SidePath:
    """Start from the initial position, fill every opening order towards the loss side, never a close."""
    q, p0, levels, sides = plan.q, plan.p0, plan.levels, plan.sides
    start = plan.initial_qty if plan.initial_side is (OrderSide.BUY if long else OrderSide.SELL) else ZERO
    qty, avg = start, (p0 if start > 0 else ZERO)
    wallet = investment - start * p0 * fees.taker
    if long:
        prices = sorted((levels[k] for k, s in enumerate(sides) if s is OrderSide.BUY), reverse=True)
    else:
        prices = sorted(levels[k + 1] for k, s in enumerate(sides) if s is OrderSide.SELL)
    sign = ONE if long else -ONE

    def liq() -> Decimal | None:
        return bot_liq_price(sign * qty, avg, wallet, tiers, close_fee_rate) if qty > 0 else None

    lp = liq()
    exposure = qty * avg + q * sum(prices, ZERO)
    if q <= 0:
        return SidePath(qty, avg, wallet, lp, exposure, False)
    for price in prices:
        if lp is not None and (lp >= price if long else lp <= price):
            return SidePath(qty, avg, wallet, lp, exposure, True)
        avg = (qty * avg + q * price) / (qty + q)
        qty += q
        wallet -= q * price * fees.maker
        lp = liq()
    return SidePath(qty, avg, wallet, lp, exposure, False)


def worst_case(
    config: FuturesGridConfig,
    instrument: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    last: Decimal,
    fees: FeeSchedule,
    *,
    close_fee_in_mm: bool = False,
    reserve: Decimal = RESERVE,
) -> WorstCase:
    """Both sides' worst-case paths at ``P0`` = entry price (if set) else ``last``.

    Raises ValueError/DuplicateLevels when the range cannot be laid out.
    """
    levels = grid_levels(
        config.grid_type, config.min_price, config.max_price, config.cell_number, instrument.tick_size
    )
    p0 = config.entry_price if config.entry_price is not None else last
    plan = plan_grid(
        config.grid_mode,
        levels,
        p0,
        config.total_investment,
        config.leverage,
        instrument,
        reserve,
        fees.taker,
    )
    rate = fees.taker if close_fee_in_mm else None
    inv = config.total_investment
    long = _walk(plan, inv, True, tiers, fees, rate) if config.grid_mode is not GridMode.SHORT else None
    short = _walk(plan, inv, False, tiers, fees, rate) if config.grid_mode is not GridMode.LONG else None
    return WorstCase(plan, long, short)


def estimate_liq_prices(
    config: FuturesGridConfig,
    symbol_config: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    last: Decimal,
    fees: FeeSchedule,
    *,
    close_fee_in_mm: bool = False,
    reserve: Decimal = RESERVE,
) -> tuple[Decimal | None, Decimal | None]:
    """(long_liq_price, short_liq_price) shown before creation, rounded half-up to the tick.

    Worst-case path (MECHANICS §5.5): the long side walks down filling every BUY (maker fee), the
    short side walks up filling every SELL; None ("--") for a side the mode never holds or that
    cannot be liquidated. F2: LONG 7 892.38 (7 901.45 with ``close_fee_in_mm``), SHORT
    35 569.11, NEUTRAL (None, 53 761.14).
    """
    wc = worst_case(
        config, symbol_config, tiers, last, fees, close_fee_in_mm=close_fee_in_mm, reserve=reserve
    )

    def rounded(path: SidePath | None) -> Decimal | None:
        if path is None or path.liq_price is None:
            return None
        return round_price(symbol_config, path.liq_price)

    return rounded(wc.long), rounded(wc.short)
