"""Futures martingale bounds and checks (MECHANICS §6.1, SPEC §5 "Martingale checks").

Why ranges first: ``get-fmart-limit`` answers the acceptable ``min``/``max`` of every field for a
symbol, mode and leverage (the create page shows them); a value outside its range is a check
code naming the field and the bound. Create refuses on the first failing check.

Bounds (Bybit's ``getlimit`` example, MECHANICS §6.1): price float 0.1 %-19.9 %, multiplier 1-2,
1-10 adds, round TP 1 % up to an 89 % price move at the leverage (4.45 at 5x), SL 0-100 % of the
margin (0 = none), leverage 1 up to the contract's first-tier maximum (at most 50x). The initial
margin is bounded below by the symbol's minimum order on every rung of the ladder and above by the
first risk tier (the full ladder's notional stays inside it) and 10 000 000 USDT. The entry price:
a LONG waits for a dip (30 %-100 % of the price), a SHORT for a rally (100 %-170 %).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from tradingbot.bots.futures_martingale.config import FuturesMartingaleConfig, MartingaleUpdate
from tradingbot.bots.futures_martingale.ladder import RESERVE, LadderSpec, preview
from tradingbot.bots.kit.checks import CheckResult, Range, RangeTable, check_bounded
from tradingbot.core.enums import MartingaleMode
from tradingbot.core.errors import MartingaleCheck as C
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, check_order
from tradingbot.core.money import ONE, ZERO

Check = CheckResult[C]

PRICE_FLOAT: Range = (Decimal("0.001"), Decimal("0.199"))
MULTIPLIER: Range = (ONE, Decimal(2))
ADDS: tuple[int, int] = (1, 10)
TP_LOW = Decimal("0.01")
TP_PRICE_MOVE = Decimal("0.89")
SL: Range = (ZERO, ONE)
MAX_LEVERAGE = Decimal(50)
ENTRY_LONG: Range = (Decimal("0.3"), ONE)
ENTRY_SHORT: Range = (ONE, Decimal("1.7"))
MAX_INIT_MARGIN = Decimal(10_000_000)
_CENT = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class Shape:
    """What the ranges depend on besides the symbol: direction, leverage and the ladder's shape
    (defaults stand in for fields the request leaves out)."""

    mode: MartingaleMode
    leverage: Decimal
    price_float: Decimal = Decimal("0.01")
    mult: Decimal = ONE
    adds: int = 1
    entry_price: Decimal | None = None

    @classmethod
    def of(cls, cfg: FuturesMartingaleConfig) -> Shape:
        return cls(
            cfg.martingale_mode,
            cfg.leverage,
            cfg.price_float_percent,
            cfg.add_position_percent,
            cfg.add_position_num,
            cfg.entry_price,
        )


@dataclass(frozen=True, slots=True)
class MartingaleRanges(RangeTable):
    """Acceptable range per field (Bybit ``getlimit`` response objects)."""

    price_float_percent: Range
    add_position_percent: Range
    add_position_num: Range
    init_margin: Range
    round_tp_percent: Range
    sl_percent: Range
    entry_price: Range
    leverage: Range


def max_leverage(sym: FuturesSymbolConfig, tiers: Sequence[RiskTier]) -> Decimal:
    """The first tier's (or the contract's) maximum leverage, at most 50x."""
    top = tiers[0].max_leverage if tiers else sym.max_leverage
    return min(top, MAX_LEVERAGE)


def ladder_spec(
    shape: Shape, sym: FuturesSymbolConfig, taker: Decimal, maker: Decimal, round_tp: Decimal
) -> LadderSpec:
    """The preview's inputs for a shape on a symbol (adds rest as maker orders on our venue)."""
    long = shape.mode is MartingaleMode.LONG
    return LadderSpec(
        long,
        shape.leverage,
        shape.price_float,
        shape.mult,
        shape.adds,
        round_tp,
        sym.tick_size,
        sym.lot_size,
        taker,
        maker,
    )


def _ladder_fits(shape: Shape, sym: FuturesSymbolConfig, total: Decimal, p0: Decimal) -> bool:
    spec = ladder_spec(shape, sym, ZERO, ZERO, TP_LOW)
    rungs = preview(spec, total, p0)
    return len(rungs) == shape.adds + 1 and all(
        r.qty > 0 and r.price > 0 and check_order(sym, r.price, r.qty) is None for r in rungs
    )


def min_init_margin(shape: Shape, sym: FuturesSymbolConfig, p0: Decimal) -> Decimal:
    """The least margin (to the cent) whose every rung meets the symbol's minimum order."""
    weights = [shape.mult**k for k in range(shape.adds + 1)]
    total_w = sum(weights, ZERO)
    need = ZERO
    price = p0
    for w in weights:
        min_qty = max(
            sym.min_qty,
            (sym.min_notional_value / price / sym.lot_size).to_integral_value(ROUND_CEILING) * sym.lot_size,
        )
        need = max(need, min_qty * price / shape.leverage * total_w / ((ONE - RESERVE) * w))
        price = price * (
            ONE - shape.price_float if shape.mode is MartingaleMode.LONG else ONE + shape.price_float
        )
    total = (need / _CENT).to_integral_value(ROUND_CEILING) * _CENT
    for _ in range(20):  # rounding of quantities and trigger prices can need a little more
        if _ladder_fits(shape, sym, total, p0):
            return total
        total = ((total * Decimal("1.01")) / _CENT).to_integral_value(ROUND_CEILING) * _CENT
    return total


def max_init_margin(shape: Shape, tiers: Sequence[RiskTier]) -> Decimal:
    """The full ladder's notional (``(1 − reserve)·margin·leverage``) stays in the first risk tier.
    A leverage below 1 (refused by its own check) counts as 1: a leverage of 0 divided by zero (a
    5xx of ``get-fmart-limit``, found by the fuzzing)."""
    if not tiers:
        return MAX_INIT_MARGIN
    cap = tiers[0].risk_limit / ((ONE - RESERVE) * max(shape.leverage, ONE))
    return min(MAX_INIT_MARGIN, (cap / _CENT).to_integral_value(ROUND_FLOOR) * _CENT)


def bounded_shape(shape: Shape) -> bool:
    """Whether the ladder's shape is within its ranges, so building the ladder it sizes is cheap:
    the least margin is computed only then (an ``add_position_num`` of 10**7 built a ladder of ten
    million rungs on the event loop before its 1..10 bound was checked: issue 23)."""
    return (
        ADDS[0] <= shape.adds <= ADDS[1]
        and MULTIPLIER[0] <= shape.mult <= MULTIPLIER[1]  # type: ignore[operator]
        and PRICE_FLOAT[0] <= shape.price_float <= PRICE_FLOAT[1]  # type: ignore[operator]
        and ZERO < shape.leverage <= MAX_LEVERAGE
    )


def input_ranges(
    shape: Shape, sym: FuturesSymbolConfig, tiers: Sequence[RiskTier], last: Decimal
) -> MartingaleRanges:
    """Every field's acceptable range for ``shape`` at the price ``last``."""
    p0 = shape.entry_price if shape.entry_price is not None else last
    entry = ENTRY_LONG if shape.mode is MartingaleMode.LONG else ENTRY_SHORT
    tick = sym.tick_size
    entry_low = ((entry[0] or ZERO) * last / tick).to_integral_value(ROUND_CEILING) * tick
    entry_high = ((entry[1] or ZERO) * last / tick).to_integral_value(ROUND_FLOOR) * tick
    lev = max(shape.leverage, ONE)
    return MartingaleRanges(
        price_float_percent=PRICE_FLOAT,
        add_position_percent=MULTIPLIER,
        add_position_num=(Decimal(ADDS[0]), Decimal(ADDS[1])),
        init_margin=(
            min_init_margin(shape, sym, p0) if bounded_shape(shape) else None,
            max_init_margin(shape, tiers),
        ),
        round_tp_percent=(TP_LOW, TP_PRICE_MOVE * lev),
        sl_percent=SL,
        entry_price=(entry_low, entry_high),
        leverage=(ONE, max_leverage(sym, tiers)),
    )


def check_leverage(leverage: Decimal, sym: FuturesSymbolConfig, tiers: Sequence[RiskTier]) -> list[Check]:
    """The leverage alone (the other ranges depend on it)."""
    out: list[Check] = []
    check_bounded(
        leverage, (ONE, max_leverage(sym, tiers)), "leverage", (C.LEVERAGE_TOO_LOW, C.LEVERAGE_TOO_HIGH), out
    )
    return out


_SHAPE_CODES: tuple[tuple[str, tuple[C, C]], ...] = (
    ("leverage", (C.LEVERAGE_TOO_LOW, C.LEVERAGE_TOO_HIGH)),
    ("price_float_percent", (C.PRICE_FLOAT_TOO_LOW, C.PRICE_FLOAT_TOO_HIGH)),
    ("add_position_percent", (C.ADD_POSITION_PERCENT_TOO_LOW, C.ADD_POSITION_PERCENT_TOO_HIGH)),
    ("add_position_num", (C.ADD_POSITION_NUM_TOO_LOW, C.ADD_POSITION_NUM_TOO_HIGH)),
    ("round_tp_percent", (C.ROUND_TP_PERCENT_TOO_LOW, C.ROUND_TP_PERCENT_TOO_HIGH)),
    ("sl_percent", (C.SL_PERCENT_TOO_LOW, C.SL_PERCENT_TOO_HIGH)),
    ("entry_price", (C.ENTRY_PRICE_TOO_LOW, C.ENTRY_PRICE_TOO_HIGH)),
)
"""The config fields bounded by the ladder's shape and their too-low/too-high codes, in the order
the create page lists them (each field's range is the :class:`MartingaleRanges` field of its name)."""
_MARGIN_CODES = (C.INIT_MARGIN_TOO_LOW, C.INIT_MARGIN_TOO_HIGH)


def check_config(cfg: FuturesMartingaleConfig, ranges: MartingaleRanges) -> list[Check]:
    """Every failing bound of a complete config, in the order the create page lists the fields."""
    out: list[Check] = []
    for field, codes in _SHAPE_CODES:
        value: Decimal | int | None = getattr(cfg, field)
        value = Decimal(value) if isinstance(value, int) else value  # add_position_num
        check_bounded(value, getattr(ranges, field), field, codes, out)
    if not out:  # the margin's range assumes a valid shape
        check_bounded(cfg.init_margin, ranges.init_margin, "init_margin", _MARGIN_CODES, out)
    return out


def validate_input(
    cfg: FuturesMartingaleConfig, sym: FuturesSymbolConfig, tiers: Sequence[RiskTier], last: Decimal
) -> list[Check]:
    """The failing checks of a create request (empty when it may be created)."""
    lev = check_leverage(cfg.leverage, sym, tiers)
    if lev:
        return lev
    return check_config(cfg, input_ranges(Shape.of(cfg), sym, tiers, last))


def check_update(update: MartingaleUpdate) -> list[Check]:
    """A modify request's stop loss within 0-100 % of the margin (auto-cycle is an enum already)."""
    out: list[Check] = []
    if update.sl_set:
        check_bounded(update.sl_percent, SL, "sl_percent", (C.SL_PERCENT_TOO_LOW, C.SL_PERCENT_TOO_HIGH), out)
    return out
