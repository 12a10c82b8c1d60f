"""Futures grid input checks (SPEC §5 'Futures grid checks', MECHANICS §5.1): every check code that applies.

Why bounds come back as data (:class:`CheckResult` with field and bounds): ``validate-fgrid-input``
answers with every failure and the acceptable ranges (Bybit's ``from``/``to`` objects, see
:class:`FuturesGridRanges`), create refuses on the first. Multipliers are platform config
(:class:`FuturesGridLimits`; defaults from MECHANICS §5.1/§10). ``SYMBOL_NOT_EXISTS`` is the
caller's (it has no symbol config to pass).

How the codes are used (PROPOSED where Bybit only names them):

* range: ``LOW_PRICE_TOO_LOW`` (L < 0.1·Pc), ``LOW_PRICE_TOO_HIGH`` (no room for U below the cap),
  ``HIGH_PRICE_TOO_LOW`` (U < 1.005·L), ``HIGH_PRICE_TOO_HIGH`` (U > 10·Pc); a NEUTRAL grid must
  also contain its start price (entry, else Pc) strictly, or it would stop at once at its top or
  bottom (LONG/SHORT grids may start outside their range);
* ``GRID_NO_TOO_LOW/HIGH``: 2..min(400, N_profit with maker fee on both legs), or levels that
  collide after tick rounding;
* ``LEVERAGE_TOO_LOW/HIGH``: 1..min(symbol max, NEUTRAL 100 / LONG-SHORT 50);
  ``RISK_LIMIT``: the tier that holds the worst-case position notional allows less leverage;
  ``OI_POS_LIMIT``: that notional is beyond the last tier; ``AMOUNT_TOO_BIG``: an order above the
  symbol's max order (or max market order) quantity;
* ``INVESTMENT_TOO_LOW/HIGH``: V_min (order rules at every level) .. V_max;
* TP/SL %: ``TP_TOO_HIGH`` above 500 %, ``SL_TOO_HIGH`` above 100 %, ``SL_CAUSE_LIQUIDATION``
  when the loss the SL needs exceeds what the worst-case path keeps before liquidation;
* LONG TP price: ``TP_BELOW_MIN_PRICE`` (<= L), ``TP_TOO_LOW`` (< U), ``TP_BELOW_LAST_PRICE``
  (<= last), ``TP_TOO_HIGH`` (> cap); LONG SL price: ``SL_ABOVE_MAX_PRICE`` (>= U),
  ``SL_TOO_HIGH`` (> L), ``SL_BETWEEN_LIQ_AND_LAST_PRICE_BUY`` (>= last: it must lie between the
  liquidation and the last price), ``SL_CAUSE_LIQUIDATION`` (<= est. long liq price);
* SHORT mirrored: TP price ``TP_TOO_HIGH`` (> L), ``TP_ABOVE_LAST_PRICE`` (>= last); SL price
  ``SL_TOO_LOW`` (< U), ``SL_BETWEEN_LIQ_AND_LAST_PRICE_SELL`` (<= last),
  ``SL_CAUSE_LIQUIDATION`` + ``SL_ABOVE_LIQ_PRICE`` (>= est. short liq price), ``SL_TOO_HIGH`` (> cap);
* NEUTRAL takes percentage TP/SL only: a price TP/SL is ``TPSL_FAILED`` (field ``tp_sl_type``);
* ``ENTRY_PRICE_TOO_LOW/HIGH``: 0.3·Pc..1.5·Pc; ``INVALID_TRAILING_STOP_PERCENT``: 0 or 0.05..0.99;
* ``TOP_PRICE_TOO_LOW/HIGH`` (``move_up_price``: U + d .. cap), ``BOTTOM_PRICE_TOO_LOW/HIGH``
  (``move_down_price``: tick .. L − d); shifting on a geometric grid is ``INVALID_PARAM``;
* ``COIN_NOT_MATCH``: not a USDT linear perpetual; ``PRE_SETTLE_ONLY_REDUCE``: contract not trading.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import ROUND_FLOOR, Decimal

from tradingbot.bots.futures_grid.config import (
    FuturesGridConfig,
    apply_update,
    parse_config,
    parse_update,
)
from tradingbot.bots.futures_grid.levels import (
    RATE_QUANTUM,
)
from tradingbot.bots.futures_grid.margin import WorstCase, worst_case
from tradingbot.bots.futures_grid.ranges import (
    DEFAULT_LIMITS,
    FuturesGridLimits,
    FuturesGridRanges,
    grid_levels_or_none,
    input_ranges,
    sl_percent_max,
)
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.kit.checks import CheckResult as KitCheckResult
from tradingbot.bots.kit.checks import Range, add_first, outside
from tradingbot.bots.kit.perp_book import bot_liq_price, maintenance_margin_at
from tradingbot.core.enums import BotStatus, ContractStatus, ContractType, GridMode
from tradingbot.core.enums import FuturesGridType as GridType
from tradingbot.core.errors import BotResultCode, BusinessError, FuturesGridCheck
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, tier_for
from tradingbot.core.money import ONE, ZERO, fmt
from tradingbot.sim.fees import FeeSchedule

SETTLE_COIN = "USDT"


CheckResult = KitCheckResult[FuturesGridCheck]

_RESULT_CODES = {
    FuturesGridCheck.TP_TOO_HIGH: BotResultCode.FGRID_TP_TOO_LARGE,
    FuturesGridCheck.SL_TOO_LOW: BotResultCode.FGRID_SL_TOO_SMALL,
    FuturesGridCheck.SL_CAUSE_LIQ: BotResultCode.FGRID_SL_CAUSE_LIQ,
    FuturesGridCheck.SL_ABOVE_LIQ_PRICE: BotResultCode.FGRID_SL_GREATER_THAN_LPRICE,
    FuturesGridCheck.TP_BELOW_MIN_PRICE: BotResultCode.FGRID_TP_LESS_THAN_LPRICE,
}


_LIQ_BEFORE_SL = "the bot would be liquidated before this stop loss"

_Failure = tuple[FuturesGridCheck, str]
"""A check code and its message."""

_Test = tuple[bool, FuturesGridCheck, str]
"""Whether a test failed, its check code and its message."""


# --------------------------------------------------------------------------- helpers


def _result_code(code: FuturesGridCheck) -> BotResultCode:
    return _RESULT_CODES.get(code, BotResultCode.FGRID_INVALID_PARAMS)


def _add(out: list[CheckResult], code: FuturesGridCheck, fld: str, rng: Range, message: str) -> None:
    out.append(CheckResult(code, fld, rng[0], rng[1], message, _result_code(code)))


def _first(
    out: list[CheckResult], fld: str, rng: Range, failures: Sequence[_Test]
) -> FuturesGridCheck | None:
    """The first failed test of ``fld`` (:func:`~tradingbot.bots.kit.checks.add_first`)."""
    return add_first(out, fld, rng, failures, _result_code)


def _bounded(
    out: list[CheckResult], fld: str, value: Decimal, rng: Range, too_low: _Failure, too_high: _Failure
) -> bool:
    """Add ``too_low`` or ``too_high`` when ``value`` is outside ``rng``; True when it is inside."""
    below, above = outside(value, rng)
    return _first(out, fld, rng, ((below, *too_low), (above, *too_high))) is None


# --------------------------------------------------------------------------- check groups


def _symbol_checks(sym: FuturesSymbolConfig, out: list[CheckResult]) -> None:
    if sym.contract_type is not ContractType.LINEAR_PERPETUAL or sym.quote_currency != SETTLE_COIN:
        msg = "futures grids trade USDT perpetuals"
        _add(out, FuturesGridCheck.COIN_NOT_MATCH, "symbol", (None, None), msg)
    if sym.contract_status is not ContractStatus.TRADING:
        msg = "the contract is settling: only reducing orders are accepted"
        _add(out, FuturesGridCheck.PRE_SETTLE_ONLY_REDUCE, "symbol", (None, None), msg)


def _range_checks(cfg: FuturesGridConfig, r: FuturesGridRanges, out: list[CheckResult]) -> None:
    below, above = outside(cfg.min_price, r.min_price)
    low_failures = (
        (cfg.min_price <= 0 or below, FuturesGridCheck.LOW_PRICE_TOO_LOW, "min_price too low"),
        (above, FuturesGridCheck.LOW_PRICE_TOO_HIGH, "min_price too high"),
    )
    _first(out, "min_price", r.min_price, low_failures)
    too_low = (FuturesGridCheck.HIGH_PRICE_TOO_LOW, "max_price must be at least 1.005 × min_price")
    too_high = (FuturesGridCheck.HIGH_PRICE_TOO_HIGH, "max_price too high")
    _bounded(out, "max_price", cfg.max_price, r.max_price, too_low, too_high)


def _grid_checks(
    cfg: FuturesGridConfig, sym: FuturesSymbolConfig, r: FuturesGridRanges, out: list[CheckResult]
) -> tuple[Decimal, ...] | None:
    too_low = (FuturesGridCheck.GRID_COUNT_TOO_LOW, "too few grids")
    too_high = (
        FuturesGridCheck.GRID_COUNT_TOO_HIGH,
        "too many grids: a completed pair would not cover the fees",
    )
    if not _bounded(out, "cell_number", Decimal(cfg.cell_number), r.cell_number, too_low, too_high):
        return None
    if not 0 < cfg.min_price < cfg.max_price:
        return None
    levels = grid_levels_or_none(cfg, sym)
    if levels is None:
        msg = "grid price duplicated after tick rounding: reduce grids or widen the range"
        _add(out, FuturesGridCheck.GRID_COUNT_TOO_HIGH, "cell_number", r.cell_number, msg)
    return levels


def _leverage_checks(cfg: FuturesGridConfig, r: FuturesGridRanges, out: list[CheckResult]) -> bool:
    too_low = (FuturesGridCheck.LEVERAGE_TOO_LOW, "leverage too low")
    too_high = (FuturesGridCheck.LEVERAGE_TOO_HIGH, "leverage too high")
    return _bounded(out, "leverage", cfg.leverage, r.leverage, too_low, too_high)


def _risk_checks(
    cfg: FuturesGridConfig,
    sym: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    wc: WorstCase,
    out: list[CheckResult],
) -> None:
    plan = wc.plan
    if plan.q > sym.max_new_order_qty or plan.initial_qty > sym.max_new_market_order_qty:
        rng: Range = (None, min(sym.max_new_order_qty, sym.max_new_market_order_qty))
        msg = "an order would exceed the symbol's maximum order quantity"
        _add(out, FuturesGridCheck.AMOUNT_TOO_BIG, "total_investment", rng, msg)
    notional = max((p.max_notional for p in (wc.long, wc.short) if p is not None), default=ZERO)
    if not tiers or notional <= 0:
        return
    tier = tier_for(list(tiers), notional)
    if tier is None:
        rng = (None, tiers[-1].risk_limit)
        msg = "the largest possible position exceeds the last risk limit tier"
        _add(out, FuturesGridCheck.OI_POSITION_LIMIT, "total_investment", rng, msg)
    elif tier.max_leverage < cfg.leverage:
        msg = f"the largest possible position falls in risk tier {tier.tier} (max {fmt(tier.max_leverage)}x)"
        _add(out, FuturesGridCheck.RISK_LIMIT, "leverage", (ONE, tier.max_leverage), msg)


def _percent_checks(
    cfg: FuturesGridConfig, limits: FuturesGridLimits, sl_max: Decimal | None, out: list[CheckResult]
) -> None:
    if cfg.take_profit_per is not None and cfg.take_profit_per > limits.tp_per_high:
        rng: Range = (ZERO, limits.tp_per_high)
        _add(out, FuturesGridCheck.TP_TOO_HIGH, "take_profit_per", rng, "take profit above 500 %")
    sl = cfg.stop_loss_per
    if sl is None:
        return
    if sl > limits.sl_per_high:
        rng = (ZERO, limits.sl_per_high)
        _add(out, FuturesGridCheck.SL_TOO_HIGH, "stop_loss_per", rng, "stop loss above 100 %")
    elif sl_max is not None and sl >= sl_max:
        _add(out, FuturesGridCheck.SL_CAUSE_LIQ, "stop_loss_per", (ZERO, max(ZERO, sl_max)), _LIQ_BEFORE_SL)


def _price_checks(
    cfg: FuturesGridConfig,
    lo: Decimal,
    hi: Decimal,
    last: Decimal,
    cap: Decimal,
    lp: Decimal | None,
    out: list[CheckResult],
) -> None:
    """TP/SL prices of a directional grid, the two sides next to each other as they mirror: a long
    grid takes profit above its range ``[lo, hi]`` and the last price and stops below both, before
    its liquidation price ``lp``; a short grid the other way round (a short stop past ``lp`` also
    answers ``SL_ABOVE_LIQ_PRICE``)."""
    tp, sl = cfg.take_profit_price, cfg.stop_loss_price
    long = cfg.grid_mode is GridMode.LONG
    tp_failures: tuple[_Test, ...]
    sl_failures: tuple[_Test, ...]
    if tp is not None and long:
        tp_failures = (
            (tp <= lo, FuturesGridCheck.TP_BELOW_MIN_PRICE, "TP below the grid"),
            (tp < hi, FuturesGridCheck.TP_TOO_LOW, "a long grid's TP must be >= max_price"),
            (tp <= last, FuturesGridCheck.TP_BELOW_LAST_PRICE, "TP must exceed the last price"),
            (tp > cap, FuturesGridCheck.TP_TOO_HIGH, "TP too high"),
        )
        _first(out, "take_profit_price", (max(hi, last), cap), tp_failures)
    elif tp is not None:
        tp_failures = (
            (tp > lo, FuturesGridCheck.TP_TOO_HIGH, "a short grid's TP must be <= min_price"),
            (tp >= last, FuturesGridCheck.TP_ABOVE_LAST_PRICE, "TP must be below the last price"),
        )
        _first(out, "take_profit_price", (None, min(lo, last)), tp_failures)
    if sl is not None and long:
        between = "SL must lie between the liquidation price and the last price"
        sl_failures = (
            (sl >= hi, FuturesGridCheck.SL_ABOVE_MAX_PRICE, "SL above the grid"),
            (sl > lo, FuturesGridCheck.SL_TOO_HIGH, "a long grid's SL must be <= min_price"),
            (sl >= last, FuturesGridCheck.SL_BETWEEN_LIQ_AND_LAST_BUY, between),
            (lp is not None and sl <= lp, FuturesGridCheck.SL_CAUSE_LIQ, _LIQ_BEFORE_SL),
        )
        _first(out, "stop_loss_price", (lp, min(lo, last)), sl_failures)
    elif sl is not None:
        rng: Range = (max(hi, last), lp if lp is not None else cap)
        between = "SL must lie between the last price and the liquidation price"
        sl_failures = (
            (sl < hi, FuturesGridCheck.SL_TOO_LOW, "a short grid's SL must be >= max_price"),
            (sl <= last, FuturesGridCheck.SL_BETWEEN_LIQ_AND_LAST_SELL, between),
            (lp is not None and sl >= lp, FuturesGridCheck.SL_CAUSE_LIQ, _LIQ_BEFORE_SL),
            (sl > cap, FuturesGridCheck.SL_TOO_HIGH, "SL too high"),
        )
        if _first(out, "stop_loss_price", rng, sl_failures) is FuturesGridCheck.SL_CAUSE_LIQ:
            msg = "SL above the liquidation price"
            _add(out, FuturesGridCheck.SL_ABOVE_LIQ_PRICE, "stop_loss_price", rng, msg)


def exit_checks(
    cfg: FuturesGridConfig,
    lo: Decimal,
    hi: Decimal,
    last: Decimal,
    liq: tuple[Decimal | None, Decimal | None],
    sl_max: Decimal | None,
    limits: FuturesGridLimits = DEFAULT_LIMITS,
) -> list[CheckResult]:
    """TP/SL and trailing-stop checks of ``cfg`` against the grid range ``[lo, hi]``, the last price
    and the (estimated or current) liquidation prices; used by create and by modify."""
    out: list[CheckResult] = []
    _percent_checks(cfg, limits, sl_max, out)
    if cfg.grid_mode is not GridMode.NEUTRAL:
        lp = liq[0] if cfg.grid_mode is GridMode.LONG else liq[1]
        _price_checks(cfg, lo, hi, last, limits.max_price_high * last, lp, out)
    elif cfg.take_profit_price is not None or cfg.stop_loss_price is not None:
        msg = "a neutral grid takes percentage TP/SL only (tp_sl_type 1)"
        _add(out, FuturesGridCheck.TPSL_FAILED, "tp_sl_type", (ONE, ONE), msg)
    ts = cfg.trailing_stop_per
    if ts != 0 and not limits.ts_low <= ts <= limits.ts_high:
        rng: Range = (limits.ts_low, limits.ts_high)
        msg = "trailing stop out of range"
        _add(out, FuturesGridCheck.INVALID_TRAILING_STOP_PERCENT, "trailing_stop_per", rng, msg)
    return out


def _shift_checks(cfg: FuturesGridConfig, r: FuturesGridRanges, out: list[CheckResult]) -> None:
    if cfg.move_up_price is None and cfg.move_down_price is None:
        return
    if cfg.grid_type is GridType.GEOMETRIC:
        fld = "move_up_price" if cfg.move_up_price is not None else "move_down_price"
        _add(out, FuturesGridCheck.INVALID_PARAM, fld, (None, None), "grid shifting needs an arithmetic grid")
        return
    up, down = cfg.move_up_price, cfg.move_down_price
    if up is not None:
        too_low = (FuturesGridCheck.TOP_PRICE_TOO_LOW, "move_up_price too low")
        too_high = (FuturesGridCheck.TOP_PRICE_TOO_HIGH, "move_up_price too high")
        _bounded(out, "move_up_price", up, r.move_up_price, too_low, too_high)
    if down is not None:
        below, above = outside(down, r.move_down_price)
        one_shift = "move_down_price must allow one shift below min_price"
        down_failures = (
            (above, FuturesGridCheck.BOTTOM_PRICE_TOO_HIGH, one_shift),
            (below, FuturesGridCheck.BOTTOM_PRICE_TOO_LOW, "move_down_price too low"),
        )
        _first(out, "move_down_price", r.move_down_price, down_failures)


def _entry_checks(cfg: FuturesGridConfig, r: FuturesGridRanges, out: list[CheckResult]) -> None:
    if cfg.entry_price is not None:
        too_low = (FuturesGridCheck.ENTRY_PRICE_TOO_LOW, "entry price too low")
        too_high = (FuturesGridCheck.ENTRY_PRICE_TOO_HIGH, "entry price too high")
        _bounded(out, "entry_price", cfg.entry_price, r.entry_price, too_low, too_high)


# --------------------------------------------------------------------------- entry points


def check_config(
    cfg: FuturesGridConfig,
    sym: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    last: Decimal,
    fees: FeeSchedule,
    limits: FuturesGridLimits = DEFAULT_LIMITS,
) -> list[CheckResult]:
    """Every failed creation check of a parsed config at last price ``last`` (empty = valid)."""
    out: list[CheckResult] = []
    _symbol_checks(sym, out)
    r = input_ranges(cfg, sym, tiers, last, fees, limits)
    _range_checks(cfg, r, out)
    levels = _grid_checks(cfg, sym, r, out)
    lev_ok = _leverage_checks(cfg, r, out)
    wc: WorstCase | None = None
    if levels is not None and lev_ok:
        too_low = (FuturesGridCheck.INVESTMENT_TOO_LOW, "investment below the minimum for this grid")
        too_high = (FuturesGridCheck.INVESTMENT_TOO_HIGH, "investment above the maximum")
        if _bounded(out, "total_investment", cfg.total_investment, r.investment, too_low, too_high):
            wc = worst_case(cfg, sym, tiers, last, fees, reserve=limits.reserve)
            _risk_checks(cfg, sym, tiers, wc, out)
    elif levels is not None and cfg.total_investment <= 0:
        msg = "investment must be positive"
        _add(out, FuturesGridCheck.INVESTMENT_TOO_LOW, "total_investment", r.investment, msg)
    liq = (r.long_liq_price, r.short_liq_price) if wc is not None else (None, None)
    sl_max = None
    if wc is not None:
        sl_max = sl_percent_max((wc.long, wc.short), tiers, cfg.total_investment)
    out += exit_checks(cfg, cfg.min_price, cfg.max_price, last, liq, sl_max, limits)
    _entry_checks(cfg, r, out)
    _shift_checks(cfg, r, out)
    return out


def validate_input(
    raw: Mapping[str, object],
    symbol_config: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    last: Decimal,
    fees: FeeSchedule,
    limits: FuturesGridLimits = DEFAULT_LIMITS,
) -> list[CheckResult]:
    """Parse (malformed or unknown fields raise BusinessError) and check create input."""
    cfg = parse_config(raw)
    if cfg.symbol != symbol_config.symbol:
        raise BusinessError.bot(
            BotResultCode.FGRID_WRONG_PARAMS, f"symbol {cfg.symbol} is not {symbol_config.symbol}"
        )
    return check_config(cfg, symbol_config, tiers, last, fees, limits)


def validate_update(
    state: FuturesGridState,
    raw: Mapping[str, object],
    tiers: Sequence[RiskTier],
    last: Decimal,
    limits: FuturesGridLimits = DEFAULT_LIMITS,
) -> list[CheckResult]:
    """Checks of a modify request (TP/SL, trailing stop) against the running grid: its current
    range, the last price and the bot's current liquidation price from its own books."""
    if state.status not in (BotStatus.NEW, BotStatus.AWAITING_ACTIVATION, BotStatus.RUNNING):
        raise BusinessError.bot(BotResultCode.BOT_HAS_BEEN_CLOSED, f"bot is {state.status.value}")
    new = apply_update(state.config, parse_update(raw))
    lo = state.levels[0] if state.levels else new.min_price
    hi = state.levels[-1] if state.levels else new.max_price
    lp = bot_liq_price(state.position, state.avg_entry, state.wallet, tiers)
    liq = (lp, None) if state.position > 0 else (None, lp)
    sl_max = None
    if lp is not None and state.total_investment > 0:
        mm = maintenance_margin_at(tiers, abs(state.position) * lp)
        sl_max = (ONE - (mm + state.cum_withdrawn) / state.total_investment).quantize(
            RATE_QUANTUM, rounding=ROUND_FLOOR
        )
    return exit_checks(new, lo, hi, last, liq, sl_max, limits)
