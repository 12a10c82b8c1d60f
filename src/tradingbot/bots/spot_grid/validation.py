"""Spot grid input checks (SPEC §5, MECHANICS §3.1): every check code that can apply at create/update.

Why bounds come back as data (``CheckResult`` with the field and its low/high bound) instead of
an exception: the validate endpoints answer with all failures and the acceptable ranges so the
client can show them; create refuses on the first failure. Multipliers are symbol/platform
config (:class:`SpotGridLimits`), defaults as in MECHANICS §3.1.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import ROUND_UP, Decimal

from tradingbot.bots.grid_kit.levels import (
    DuplicateLevels,
    grid_levels,
    level_price,
    max_grid_count,
    profit_per_grid_range,
)
from tradingbot.bots.kit.checks import CheckResult as KitCheckResult
from tradingbot.bots.kit.checks import Range, check_bounded
from tradingbot.bots.spot_grid.config import (
    SpotGridConfig,
    apply_update,
    parse_config,
    parse_update,
    regrid_needed,
)
from tradingbot.bots.spot_grid.metrics import equity
from tradingbot.bots.spot_grid.sizing import config_holdings, min_investment
from tradingbot.bots.spot_grid.state import SpotGridState
from tradingbot.core.enums import BotStatus, InvestMode
from tradingbot.core.errors import BotResultCode, BusinessError, SpotGridCheck
from tradingbot.core.instruments import SpotSymbol
from tradingbot.core.money import ZERO
from tradingbot.sim.fees import FeeSchedule

CheckResult = KitCheckResult[SpotGridCheck]


@dataclass(frozen=True, slots=True)
class SpotGridLimits:
    """Platform/symbol bounds; price bounds are multiples of the last price ``Pc``."""

    max_price_low: Decimal = Decimal("0.8")
    max_price_high: Decimal = Decimal("3")
    min_price_low: Decimal = Decimal("0.3")
    min_price_high: Decimal = Decimal("1.2")
    entry_low: Decimal = Decimal("0.3")
    entry_high: Decimal = Decimal("1.5")
    take_profit_high: Decimal = Decimal("10")
    limit_up_high: Decimal = Decimal("5")
    min_cells: int = 2
    max_cells: int = 200
    r_floor: Decimal = ZERO
    max_investment: Decimal = Decimal("1000000")
    ts_low: Decimal = ZERO
    ts_high: Decimal = Decimal("0.99")
    trailing_min_cells: int = 5
    trailing_investment_factor: Decimal = Decimal("2")


DEFAULT_LIMITS = SpotGridLimits()


def _check(
    out: list[CheckResult],
    code: SpotGridCheck,
    field: str,
    rng: Range,
    message: str,
) -> None:
    out.append(CheckResult(code, field, rng[0], rng[1], message))


def input_ranges(
    cfg: SpotGridConfig,
    sym: SpotSymbol,
    last: Decimal,
    fees: FeeSchedule,
    limits: SpotGridLimits = DEFAULT_LIMITS,
) -> dict[str, Range]:
    """Acceptable range per field (Bybit validate-input ``from``/``to``), for this config at ``last``."""
    lo, hi = cfg.min_price, cfg.max_price
    entry = cfg.entry_price
    out: dict[str, Range] = {
        "max_price": (limits.max_price_low * last, limits.max_price_high * last),
        "min_price": (limits.min_price_low * last, min(limits.min_price_high * last, hi)),
        "entry_price": (limits.entry_low * last, limits.entry_high * last),
        "take_profit_price": (max(hi, entry or ZERO, last), limits.take_profit_high * last),
        "stop_loss_price": (ZERO, min(lo, entry or lo, last)),
        "ts_percent": (limits.ts_low, limits.ts_high),
        "cell_number": (Decimal(limits.min_cells), Decimal(limits.max_cells)),
    }
    if 0 < lo < hi:
        n_profit = max_grid_count(cfg.grid_type, lo, hi, fees.maker, limits.r_floor)
        out["cell_number"] = (Decimal(limits.min_cells), Decimal(min(limits.max_cells, n_profit)))
        if cfg.cell_number >= 1:
            nxt = level_price(cfg.grid_type, lo, hi, cfg.cell_number, cfg.cell_number + 1, sym.tick_size)
            out["limit_up_price"] = (nxt, limits.limit_up_high * last)
    return out


def _levels(
    cfg: SpotGridConfig, sym: SpotSymbol, limits: SpotGridLimits = DEFAULT_LIMITS
) -> tuple[Decimal, ...] | None:
    """The grid's levels, or None when they are invalid; a count outside ``min_cells..max_cells``
    is refused before any level is built (a huge count must not build levels: issue 23)."""
    if not limits.min_cells <= cfg.cell_number <= limits.max_cells:
        return None
    try:
        return grid_levels(cfg.grid_type, cfg.min_price, cfg.max_price, cfg.cell_number, sym.tick_size)
    except (DuplicateLevels, ValueError):
        return None


def _range_checks(cfg: SpotGridConfig, ranges: dict[str, Range], out: list[CheckResult]) -> None:
    hi_lo, hi_hi = ranges["max_price"]
    if hi_lo is not None and cfg.max_price < hi_lo:
        _check(out, SpotGridCheck.HIGH_PRICE_TOO_LOW, "max_price", ranges["max_price"], "max_price too low")
    elif hi_hi is not None and cfg.max_price > hi_hi:
        _check(out, SpotGridCheck.HIGH_PRICE_TOO_HIGH, "max_price", ranges["max_price"], "max_price too high")
    lo_lo, lo_hi = ranges["min_price"]
    if cfg.min_price <= 0 or (lo_lo is not None and cfg.min_price < lo_lo):
        _check(out, SpotGridCheck.LOW_PRICE_TOO_LOW, "min_price", ranges["min_price"], "min_price too low")
    elif cfg.min_price >= cfg.max_price or (lo_hi is not None and cfg.min_price > lo_hi):
        msg = "min_price must be below max_price and within the market range"
        _check(out, SpotGridCheck.LOW_PRICE_TOO_HIGH, "min_price", ranges["min_price"], msg)


def _grid_checks(
    cfg: SpotGridConfig, sym: SpotSymbol, ranges: dict[str, Range], out: list[CheckResult]
) -> tuple[Decimal, ...] | None:
    n_lo, n_hi = ranges["cell_number"]
    n = Decimal(cfg.cell_number)
    if n_lo is not None and n < n_lo:
        _check(out, SpotGridCheck.GRID_NUM_TOO_LOW, "cell_number", ranges["cell_number"], "too few grids")
        return None
    if n_hi is not None and n > n_hi:
        msg = "too many grids: a cycle would not cover the fees"
        _check(out, SpotGridCheck.GRID_NUM_TOO_HIGH, "cell_number", ranges["cell_number"], msg)
        return None
    if not 0 < cfg.min_price < cfg.max_price:
        return None
    levels = _levels(cfg, sym)
    if levels is None:
        msg = "grid price duplicated after tick rounding: reduce grids or widen the range"
        _check(out, SpotGridCheck.GRID_NUM_TOO_HIGH, "cell_number", ranges["cell_number"], msg)
    return levels


def _tp_sl_checks(
    cfg: SpotGridConfig, last: Decimal, limits: SpotGridLimits, out: list[CheckResult], entry: Decimal | None
) -> None:
    tp, sl = cfg.take_profit_price, cfg.stop_loss_price
    if tp is not None:
        floor = max(cfg.max_price, entry or ZERO)
        top = limits.take_profit_high * last
        if tp <= floor:
            _check(
                out,
                SpotGridCheck.TP_TOO_LOW,
                "take_profit_price",
                (floor, top),
                "TP must exceed max and entry",
            )
        elif tp <= last:
            rng = (last, top)
            _check(
                out, SpotGridCheck.TP_TOO_LOW_VS_MARKET, "take_profit_price", rng, "TP must exceed the market"
            )
        elif tp > top:
            _check(out, SpotGridCheck.TP_TOO_HIGH, "take_profit_price", (floor, top), "TP too high")
    if sl is not None:
        ceiling = min(cfg.min_price, entry or cfg.min_price)
        if sl <= 0:
            _check(out, SpotGridCheck.SL_TOO_LOW, "stop_loss_price", (ZERO, ceiling), "SL must be positive")
        elif sl >= ceiling:
            _check(
                out,
                SpotGridCheck.SL_TOO_HIGH,
                "stop_loss_price",
                (ZERO, ceiling),
                "SL must be below min and entry",
            )
        elif sl >= last:
            rng = (ZERO, last)
            _check(
                out,
                SpotGridCheck.SL_TOO_HIGH_VS_MARKET,
                "stop_loss_price",
                rng,
                "SL must be below the market",
            )


def _ts_checks(cfg: SpotGridConfig, ranges: dict[str, Range], out: list[CheckResult]) -> None:
    codes = (SpotGridCheck.TS_PERCENT_TOO_LOW, SpotGridCheck.TS_PERCENT_TOO_HIGH)
    messages = ("ts_percent too low", "ts_percent too high")
    check_bounded(cfg.ts_percent, ranges["ts_percent"], "ts_percent", codes, out, messages)


def _trailing_checks(
    cfg: SpotGridConfig,
    last: Decimal,
    ranges: dict[str, Range],
    value_and_min: tuple[Decimal, Decimal] | None,
    limits: SpotGridLimits,
    out: list[CheckResult],
) -> None:
    if not cfg.enable_trailing:
        return
    lo, hi = cfg.min_price, cfg.max_price
    if cfg.cell_number < limits.trailing_min_cells:
        rng = (Decimal(limits.trailing_min_cells), None)
        _check(
            out,
            SpotGridCheck.CAN_NOT_ENABLE_TRAILING_UP,
            "enable_trailing",
            rng,
            "trailing needs >= 5 grids",
        )
    if cfg.entry_price is not None and not lo <= cfg.entry_price <= hi:
        msg = "trailing needs the entry price inside the range"
        _check(out, SpotGridCheck.ENTRY_PRICE_FORBIDDEN_TRAILING_UP, "entry_price", (lo, hi), msg)
    if not lo <= last <= hi:
        msg = "trailing needs the market price inside the range"
        _check(out, SpotGridCheck.LAST_PRICE_FORBIDDEN_TRAILING_UP, "enable_trailing", (lo, hi), msg)
    up_rng = ranges.get("limit_up_price")
    if cfg.limit_up_price is not None and up_rng is not None:
        if up_rng[0] is not None and cfg.limit_up_price < up_rng[0]:
            msg = "limit_up_price must allow at least one shift"
            _check(out, SpotGridCheck.LIMIT_UP_PRICE_TOO_LOW, "limit_up_price", up_rng, msg)
        elif up_rng[1] is not None and cfg.limit_up_price > up_rng[1]:
            _check(
                out,
                SpotGridCheck.LIMIT_UP_PRICE_TOO_HIGH,
                "limit_up_price",
                up_rng,
                "limit_up_price too high",
            )
    if value_and_min is not None:
        value, v_min = value_and_min
        need = v_min * limits.trailing_investment_factor
        if value < need:
            msg = "investment too small for trailing"
            _check(out, SpotGridCheck.INVESTMENT_FORBIDDEN_TRAILING_UP, "quote_investment", (need, None), msg)


def _investment_field(cfg: SpotGridConfig) -> str:
    return "base_investment" if cfg.invest_mode is InvestMode.BASE else "quote_investment"


def check_config(
    cfg: SpotGridConfig,
    sym: SpotSymbol,
    last: Decimal,
    fees: FeeSchedule,
    limits: SpotGridLimits = DEFAULT_LIMITS,
) -> list[CheckResult]:
    """Every failed creation check of a parsed config at market price ``last`` (empty = valid)."""
    out: list[CheckResult] = []
    ranges = input_ranges(cfg, sym, last, fees, limits)
    _range_checks(cfg, ranges, out)
    levels = _grid_checks(cfg, sym, ranges, out)
    value_and_min: tuple[Decimal, Decimal] | None = None
    if levels is not None:
        p0 = cfg.entry_price if cfg.entry_price is not None else last
        v_min = min_investment(levels, p0, sym, max(fees.maker, fees.taker))
        quote, base = config_holdings(cfg)
        value = quote + base * p0
        value_and_min = (value, v_min)
        field = _investment_field(cfg)
        scale = p0 if cfg.invest_mode is InvestMode.BASE else Decimal(1)
        rng: Range = (
            (v_min / scale).quantize(sym.lot_size, rounding=ROUND_UP) if scale != 1 else v_min,
            limits.max_investment / scale,
        )
        if value < v_min:
            _check(out, SpotGridCheck.INVESTMENT_TOO_LOW, field, rng, "investment below the minimum")
        elif value > limits.max_investment:
            _check(out, SpotGridCheck.INVESTMENT_TOO_HIGH, field, rng, "investment above the maximum")
    codes = (SpotGridCheck.ENTRY_PRICE_TOO_LOW, SpotGridCheck.ENTRY_PRICE_TOO_HIGH)
    messages = ("entry too low", "entry too high")
    check_bounded(cfg.entry_price, ranges["entry_price"], "entry_price", codes, out, messages)
    _tp_sl_checks(cfg, last, limits, out, cfg.entry_price)
    _ts_checks(cfg, ranges, out)
    _trailing_checks(cfg, last, ranges, value_and_min, limits, out)
    return out


def validate_input(
    raw: Mapping[str, object],
    symbol: SpotSymbol,
    last_price: Decimal,
    fees: FeeSchedule,
    limits: SpotGridLimits = DEFAULT_LIMITS,
) -> list[CheckResult]:
    """Parse (malformed or unknown fields raise BusinessError) and check create input."""
    cfg = parse_config(raw)
    if cfg.symbol != symbol.symbol:
        raise BusinessError.bot(BotResultCode.INVALID_ARGUMENT, f"symbol {cfg.symbol} is not {symbol.symbol}")
    return check_config(cfg, symbol, last_price, fees, limits)


def grid_profit_range(
    cfg: SpotGridConfig, sym: SpotSymbol, fees: FeeSchedule
) -> tuple[Decimal, Decimal] | None:
    """(min, max) net profit per grid for the validate response; None when the levels are invalid."""
    levels = _levels(cfg, sym)
    return None if levels is None else profit_per_grid_range(levels, fees.maker)


def validate_update(
    state: SpotGridState,
    raw: Mapping[str, object],
    symbol: SpotSymbol,
    last_price: Decimal,
    fees: FeeSchedule,
    limits: SpotGridLimits = DEFAULT_LIMITS,
) -> list[CheckResult]:
    """Checks of ``validate-update-sgrid``: PARAM_NOT_CHANGED, the new range/grids when they change,
    TP/SL/ts against the market, and ADD_INVESTMENT when equity (+ top-up) cannot fund the new grid."""
    if state.status not in (BotStatus.RUNNING, BotStatus.AWAITING_ACTIVATION, BotStatus.NEW):
        raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, f"bot is {state.status.value}")
    upd = parse_update(raw)
    new = apply_update(state.config, upd)
    if new == state.config and upd.add_investment == 0:
        return [CheckResult(SpotGridCheck.PARAM_NOT_CHANGED, "", None, None, "nothing to change")]
    out: list[CheckResult] = []
    if upd.add_investment < 0:
        _check(
            out, SpotGridCheck.ADD_INVESTMENT, "add_investment", (ZERO, None), "top-up must not be negative"
        )
        return out
    ranges = input_ranges(new, symbol, last_price, fees, limits)
    levels: tuple[Decimal, ...] | None = None
    if regrid_needed(state.config, new):
        _range_checks(new, ranges, out)
        levels = _grid_checks(new, symbol, ranges, out)
    elif upd.add_investment > 0:
        levels = _levels(new, symbol)
    if levels is not None and state.status is BotStatus.RUNNING:
        have = equity(state, last_price)
        v_min = min_investment(levels, last_price, symbol, max(fees.maker, fees.taker))
        if have + upd.add_investment < v_min:
            msg = "the new grid needs more investment"
            _check(out, SpotGridCheck.ADD_INVESTMENT, "add_investment", (v_min - have, None), msg)
        elif state.total_investment + upd.add_investment > limits.max_investment:
            rng = (ZERO, limits.max_investment - state.total_investment)
            _check(
                out, SpotGridCheck.INVESTMENT_TOO_HIGH, "add_investment", rng, "investment above the maximum"
            )
    running = state.status is BotStatus.RUNNING
    entry = None if running else new.entry_price
    _tp_sl_checks(replace(new, entry_price=entry), last_price, limits, out, entry)
    _ts_checks(new, ranges, out)
    return out
