"""Futures grid input ranges (Bybit ``validate-fgrid-input`` ``from``/``to`` objects, MECHANICS §5.1).

Why apart from the checks: the ranges are what the create page shows next to each field and what
the checks compare against; :mod:`.validation` turns a value outside its range into a check code.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from tradingbot.bots.futures_grid.config import (
    FuturesGridConfig,
)
from tradingbot.bots.futures_grid.levels import (
    RATE_QUANTUM,
    DuplicateLevels,
    futures_max_grid_count,
    futures_profit_per_grid_range,
    grid_levels,
    level_price,
)
from tradingbot.bots.futures_grid.margin import SidePath, WorstCase, worst_case
from tradingbot.bots.futures_grid.sizing import RESERVE, min_investment
from tradingbot.bots.kit.checks import Range
from tradingbot.bots.kit.perp_book import maintenance_margin_at
from tradingbot.core.enums import FuturesGridType as GridType
from tradingbot.core.enums import GridMode
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier
from tradingbot.core.money import ONE, ZERO, fmt
from tradingbot.sim.fees import FeeSchedule


@dataclass(frozen=True, slots=True)
class FuturesGridLimits:
    """Platform bounds; price bounds are multiples of the last price ``Pc``."""

    min_price_low: Decimal = Decimal("0.1")
    max_price_high: Decimal = Decimal("10")
    min_range_ratio: Decimal = Decimal("1.005")
    min_cells: int = 2
    max_cells: int = 400
    r_floor: Decimal = ZERO
    neutral_max_leverage: Decimal = Decimal("100")
    directional_max_leverage: Decimal = Decimal("50")
    max_investment: Decimal = Decimal("10000000")
    tp_per_high: Decimal = Decimal("5")
    sl_per_high: Decimal = ONE
    ts_low: Decimal = Decimal("0.05")
    ts_high: Decimal = Decimal("0.99")
    entry_low: Decimal = Decimal("0.3")
    entry_high: Decimal = Decimal("1.5")
    reserve: Decimal = RESERVE


DEFAULT_LIMITS = FuturesGridLimits()


@dataclass(frozen=True, slots=True)
class FuturesGridRanges:
    """Acceptable range per field for a config at ``Pc`` (Bybit ``validate-fgrid-input`` response)."""

    investment: Range = (None, None)
    profit: Range = (None, None)
    cell_number: Range = (None, None)
    min_price: Range = (None, None)
    max_price: Range = (None, None)
    leverage: Range = (None, None)
    stop_loss: Range = (None, None)
    take_profit: Range = (None, None)
    take_profit_price: Range = (None, None)
    stop_loss_price: Range = (None, None)
    entry_price: Range = (None, None)
    trailing_stop_per: Range = (None, None)
    move_up_price: Range = (None, None)
    move_down_price: Range = (None, None)
    long_liq_price: Decimal | None = None
    short_liq_price: Decimal | None = None
    extra: dict[str, object] = field(default_factory=dict)

    def to_wire(self) -> dict[str, object]:
        """Bybit shape: ``{"investment": {"from": "..", "to": ".."}, ..., "long_liq_price": ".."}``."""

        def obj(r: Range) -> dict[str, str]:
            return {"from": "" if r[0] is None else fmt(r[0]), "to": "" if r[1] is None else fmt(r[1])}

        out: dict[str, object] = {
            name: obj(getattr(self, name))
            for name in (
                "investment",
                "profit",
                "cell_number",
                "min_price",
                "max_price",
                "leverage",
                "stop_loss",
                "take_profit",
                "take_profit_price",
                "stop_loss_price",
                "entry_price",
                "trailing_stop_per",
                "move_up_price",
                "move_down_price",
            )
        }
        out["long_liq_price"] = "" if self.long_liq_price is None else fmt(self.long_liq_price)
        out["short_liq_price"] = "" if self.short_liq_price is None else fmt(self.short_liq_price)
        return out


def mode_max_leverage(mode: GridMode, sym: FuturesSymbolConfig, limits: FuturesGridLimits) -> Decimal:
    """``min(symbol max, mode cap)``: NEUTRAL 100x, LONG/SHORT 50x (MECHANICS §5.1)."""
    cap = limits.neutral_max_leverage if mode is GridMode.NEUTRAL else limits.directional_max_leverage
    return min(sym.max_leverage, cap)


def grid_levels_or_none(cfg: FuturesGridConfig, sym: FuturesSymbolConfig) -> tuple[Decimal, ...] | None:
    try:
        return grid_levels(cfg.grid_type, cfg.min_price, cfg.max_price, cfg.cell_number, sym.tick_size)
    except (DuplicateLevels, ValueError):
        return None


def _level_at(cfg: FuturesGridConfig, sym: FuturesSymbolConfig, i: int) -> Decimal:
    return level_price(cfg.grid_type, cfg.min_price, cfg.max_price, cfg.cell_number, i, sym.tick_size)


def _liq_of(path: SidePath | None) -> Decimal | None:
    return None if path is None else path.liq_price


def sl_percent_max(
    paths: Sequence[SidePath | None], tiers: Sequence[RiskTier], investment: Decimal
) -> Decimal | None:
    """Largest SL % that still fires before the worst-case liquidation: ``1 − MM(at LP)/investment``."""
    bounds: list[Decimal] = []
    for path in paths:
        if path is None or path.liq_price is None or investment <= 0:
            continue
        mm = maintenance_margin_at(tiers, path.qty * path.liq_price)
        bounds.append(ONE - mm / investment)
    return min(bounds).quantize(RATE_QUANTUM, rounding=ROUND_FLOOR) if bounds else None


# --------------------------------------------------------------------------- ranges


def input_ranges(
    cfg: FuturesGridConfig,
    sym: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    last: Decimal,
    fees: FeeSchedule,
    limits: FuturesGridLimits = DEFAULT_LIMITS,
) -> FuturesGridRanges:
    """Acceptable range per field and the estimated liquidation prices, for this config at ``last``."""
    lo, hi = cfg.min_price, cfg.max_price
    cap = limits.max_price_high * last
    floor = limits.min_price_low * last
    lev_range: Range = (max(ONE, sym.min_leverage), mode_max_leverage(cfg.grid_mode, sym, limits))
    cells: Range = (Decimal(limits.min_cells), Decimal(limits.max_cells))
    investment: Range = (None, limits.max_investment)
    profit: Range = (None, None)
    long_lp = short_lp = None
    wc: WorstCase | None = None
    up: Range = (None, None)
    down: Range = (None, None)
    if 0 < lo < hi:
        n_profit = futures_max_grid_count(cfg.grid_type, lo, hi, fees.maker, limits.r_floor)
        cells = (Decimal(limits.min_cells), Decimal(min(limits.max_cells, n_profit)))
        if cfg.grid_type is GridType.ARITHMETIC and cfg.cell_number >= 1:
            up = (_level_at(cfg, sym, cfg.cell_number + 1), cap)
            down = (sym.tick_size, _level_at(cfg, sym, -1))
    # the count is checked against its range before any level is built (a huge cell_number used to
    # build levels one by one on the event loop: issue 23)
    counted = cells[0] is not None and cells[1] is not None and cells[0] <= cfg.cell_number <= cells[1]
    levels = grid_levels_or_none(cfg, sym) if counted else None
    if levels is not None and cfg.leverage > 0:
        p0 = cfg.entry_price if cfg.entry_price is not None else last
        investment = (
            min_investment(cfg.grid_mode, levels, p0, cfg.leverage, sym, limits.reserve, fees.taker),
            limits.max_investment,
        )
        profit = futures_profit_per_grid_range(levels, fees.maker, cfg.leverage)
        if cfg.total_investment > 0:
            wc = worst_case(cfg, sym, tiers, last, fees, reserve=limits.reserve)
            if wc.plan.q > 0:
                long_lp, short_lp = _liq_of(wc.long), _liq_of(wc.short)
    tp_price: Range = (None, None)
    sl_price: Range = (None, None)
    if cfg.grid_mode is GridMode.LONG:
        tp_price = (max(hi, last), cap)
        sl_price = (long_lp if long_lp is not None else sym.tick_size, min(lo, last))
    elif cfg.grid_mode is GridMode.SHORT:
        tp_price = (sym.tick_size, min(lo, last))
        sl_price = (max(hi, last), short_lp if short_lp is not None else cap)
    min_range: Range = (floor, cap / limits.min_range_ratio)
    max_range: Range = (max(lo * limits.min_range_ratio, floor * limits.min_range_ratio), cap)
    if cfg.grid_mode is GridMode.NEUTRAL:
        start = cfg.entry_price if cfg.entry_price is not None else last
        min_range = (floor, min(cap / limits.min_range_ratio, start - sym.tick_size))
        max_range = (
            max(lo * limits.min_range_ratio, floor * limits.min_range_ratio, start + sym.tick_size),
            cap,
        )
    sl_max = limits.sl_per_high
    if wc is not None and wc.plan.q > 0:
        bound = sl_percent_max((wc.long, wc.short), tiers, cfg.total_investment)
        if bound is not None:
            sl_max = min(sl_max, max(ZERO, bound))

    def px(r: Range) -> Range:
        """Price bounds on the tick: the low bound rounded up, the high bound down."""
        return (
            None if r[0] is None else r[0].quantize(sym.tick_size, rounding=ROUND_CEILING),
            None if r[1] is None else r[1].quantize(sym.tick_size, rounding=ROUND_FLOOR),
        )

    return FuturesGridRanges(
        investment=investment,
        profit=profit,
        cell_number=cells,
        min_price=px(min_range),
        max_price=px(max_range),
        leverage=lev_range,
        stop_loss=(ZERO, sl_max),
        take_profit=(ZERO, limits.tp_per_high),
        take_profit_price=px(tp_price),
        stop_loss_price=px(sl_price),
        entry_price=px((limits.entry_low * last, limits.entry_high * last)),
        trailing_stop_per=(limits.ts_low, limits.ts_high),
        move_up_price=px(up),
        move_down_price=px(down),
        long_liq_price=None if long_lp is None else long_lp.quantize(sym.tick_size),
        short_liq_price=None if short_lp is None else short_lp.quantize(sym.tick_size),
    )
