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
from tradingbot.bots.kit.checks import Range
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


# --------------------------------------------------------------------------- helpers


def _add(out: list[CheckResult], code: FuturesGridCheck, fld: str, rng: Range, message: str) -> None:
    result = _RESULT_CODES.get(code, BotResultCode.FGRID_INVALID_PARAMS)
    out.append(CheckResult(code, fld, rng[0], rng[1], message, result))


# --------------------------------------------------------------------------- check groups


def _symbol_checks(sym: FuturesSymbolConfig, out: list[CheckResult]) -> None:
    if sym.contract_type is not ContractType.LINEAR_PERPETUAL or sym.quote_currency != SETTLE_COIN:
        _add(
            out,
            FuturesGridCheck.COIN_NOT_MATCH,
            "symbol",
            (None, None),
            "futures grids trade USDT perpetuals",
        )
    if sym.contract_status is not ContractStatus.TRADING:
        msg = "the contract is settling: only reducing orders are accepted"
        _add(out, FuturesGridCheck.PRE_SETTLE_ONLY_REDUCE, "symbol", (None, None), msg)


def _range_checks(cfg: FuturesGridConfig, r: FuturesGridRanges, out: list[CheckResult]) -> None:
    lo_lo, lo_hi = r.min_price
    if cfg.min_price <= 0 or (lo_lo is not None and cfg.min_price < lo_lo):
        _add(out, FuturesGridCheck.LOW_PRICE_TOO_LOW, "min_price", r.min_price, "min_price too low")
    elif lo_hi is not None and cfg.min_price > lo_hi:
        _add(out, FuturesGridCheck.LOW_PRICE_TOO_HIGH, "min_price", r.min_price, "min_price too high")
    hi_lo, hi_hi = r.max_price
    if hi_lo is not None and cfg.max_price < hi_lo:
        msg = "max_price must be at least 1.005 × min_price"
        _add(out, FuturesGridCheck.HIGH_PRICE_TOO_LOW, "max_price", r.max_price, msg)
    elif hi_hi is not None and cfg.max_price > hi_hi:
        _add(out, FuturesGridCheck.HIGH_PRICE_TOO_HIGH, "max_price", r.max_price, "max_price too high")


def _grid_checks(
    cfg: FuturesGridConfig, sym: FuturesSymbolConfig, r: FuturesGridRanges, out: list[CheckResult]
) -> tuple[Decimal, ...] | None:
    n_lo, n_hi = r.cell_number
    n = Decimal(cfg.cell_number)
    if n_lo is not None and n < n_lo:
        _add(out, FuturesGridCheck.GRID_COUNT_TOO_LOW, "cell_number", r.cell_number, "too few grids")
        return None
    if n_hi is not None and n > n_hi:
        msg = "too many grids: a completed pair would not cover the fees"
        _add(out, FuturesGridCheck.GRID_COUNT_TOO_HIGH, "cell_number", r.cell_number, msg)
        return None
    if not 0 < cfg.min_price < cfg.max_price:
        return None
    levels = grid_levels_or_none(cfg, sym)
    if levels is None:
        msg = "grid price duplicated after tick rounding: reduce grids or widen the range"
        _add(out, FuturesGridCheck.GRID_COUNT_TOO_HIGH, "cell_number", r.cell_number, msg)
    return levels


def _leverage_checks(cfg: FuturesGridConfig, r: FuturesGridRanges, out: list[CheckResult]) -> bool:
    low, high = r.leverage
    if low is not None and cfg.leverage < low:
        _add(out, FuturesGridCheck.LEVERAGE_TOO_LOW, "leverage", r.leverage, "leverage too low")
        return False
    if high is not None and cfg.leverage > high:
        _add(out, FuturesGridCheck.LEVERAGE_TOO_HIGH, "leverage", r.leverage, "leverage too high")
        return False
    return True


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
        _add(
            out,
            FuturesGridCheck.SL_TOO_HIGH,
            "stop_loss_per",
            (ZERO, limits.sl_per_high),
            "stop loss above 100 %",
        )
    elif sl_max is not None and sl >= sl_max:
        msg = "the bot would be liquidated before this stop loss"
        _add(out, FuturesGridCheck.SL_CAUSE_LIQ, "stop_loss_per", (ZERO, max(ZERO, sl_max)), msg)


def _long_price_checks(
    tp: Decimal | None,
    sl: Decimal | None,
    lo: Decimal,
    hi: Decimal,
    last: Decimal,
    cap: Decimal,
    lp: Decimal | None,
    out: list[CheckResult],
) -> None:
    if tp is not None:
        rng: Range = (max(hi, last), cap)
        if tp <= lo:
            _add(out, FuturesGridCheck.TP_BELOW_MIN_PRICE, "take_profit_price", rng, "TP below the grid")
        elif tp < hi:
            _add(
                out,
                FuturesGridCheck.TP_TOO_LOW,
                "take_profit_price",
                rng,
                "a long grid's TP must be >= max_price",
            )
        elif tp <= last:
            _add(
                out,
                FuturesGridCheck.TP_BELOW_LAST_PRICE,
                "take_profit_price",
                rng,
                "TP must exceed the last price",
            )
        elif tp > cap:
            _add(out, FuturesGridCheck.TP_TOO_HIGH, "take_profit_price", rng, "TP too high")
    if sl is not None:
        rng = (lp, min(lo, last))
        if sl >= hi:
            _add(out, FuturesGridCheck.SL_ABOVE_MAX_PRICE, "stop_loss_price", rng, "SL above the grid")
        elif sl > lo:
            _add(
                out,
                FuturesGridCheck.SL_TOO_HIGH,
                "stop_loss_price",
                rng,
                "a long grid's SL must be <= min_price",
            )
        elif sl >= last:
            msg = "SL must lie between the liquidation price and the last price"
            _add(out, FuturesGridCheck.SL_BETWEEN_LIQ_AND_LAST_BUY, "stop_loss_price", rng, msg)
        elif lp is not None and sl <= lp:
            msg = "the bot would be liquidated before this stop loss"
            _add(out, FuturesGridCheck.SL_CAUSE_LIQ, "stop_loss_price", rng, msg)


def _short_price_checks(
    tp: Decimal | None,
    sl: Decimal | None,
    lo: Decimal,
    hi: Decimal,
    last: Decimal,
    cap: Decimal,
    lp: Decimal | None,
    out: list[CheckResult],
) -> None:
    if tp is not None:
        rng: Range = (None, min(lo, last))
        if tp > lo:
            _add(
                out,
                FuturesGridCheck.TP_TOO_HIGH,
                "take_profit_price",
                rng,
                "a short grid's TP must be <= min_price",
            )
        elif tp >= last:
            _add(
                out,
                FuturesGridCheck.TP_ABOVE_LAST_PRICE,
                "take_profit_price",
                rng,
                "TP must be below the last price",
            )
    if sl is not None:
        rng = (max(hi, last), lp if lp is not None else cap)
        if sl < hi:
            _add(
                out,
                FuturesGridCheck.SL_TOO_LOW,
                "stop_loss_price",
                rng,
                "a short grid's SL must be >= max_price",
            )
        elif sl <= last:
            msg = "SL must lie between the last price and the liquidation price"
            _add(out, FuturesGridCheck.SL_BETWEEN_LIQ_AND_LAST_SELL, "stop_loss_price", rng, msg)
        elif lp is not None and sl >= lp:
            msg = "the bot would be liquidated before this stop loss"
            _add(out, FuturesGridCheck.SL_CAUSE_LIQ, "stop_loss_price", rng, msg)
            _add(
                out,
                FuturesGridCheck.SL_ABOVE_LIQ_PRICE,
                "stop_loss_price",
                rng,
                "SL above the liquidation price",
            )
        elif sl > cap:
            _add(out, FuturesGridCheck.SL_TOO_HIGH, "stop_loss_price", rng, "SL too high")


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
    tp, sl = cfg.take_profit_price, cfg.stop_loss_price
    cap = limits.max_price_high * last
    if cfg.grid_mode is GridMode.NEUTRAL:
        if tp is not None or sl is not None:
            msg = "a neutral grid takes percentage TP/SL only (tp_sl_type 1)"
            _add(out, FuturesGridCheck.TPSL_FAILED, "tp_sl_type", (ONE, ONE), msg)
    elif cfg.grid_mode is GridMode.LONG:
        _long_price_checks(tp, sl, lo, hi, last, cap, liq[0], out)
    else:
        _short_price_checks(tp, sl, lo, hi, last, cap, liq[1], out)
    ts = cfg.trailing_stop_per
    if ts != 0 and not limits.ts_low <= ts <= limits.ts_high:
        rng: Range = (limits.ts_low, limits.ts_high)
        _add(
            out,
            FuturesGridCheck.INVALID_TRAILING_STOP_PERCENT,
            "trailing_stop_per",
            rng,
            "trailing stop out of range",
        )
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
        low, high = r.move_up_price
        if low is not None and up < low:
            _add(
                out,
                FuturesGridCheck.TOP_PRICE_TOO_LOW,
                "move_up_price",
                r.move_up_price,
                "move_up_price too low",
            )
        elif high is not None and up > high:
            _add(
                out,
                FuturesGridCheck.TOP_PRICE_TOO_HIGH,
                "move_up_price",
                r.move_up_price,
                "move_up_price too high",
            )
    if down is not None:
        low, high = r.move_down_price
        if high is not None and down > high:
            msg = "move_down_price must allow one shift below min_price"
            _add(out, FuturesGridCheck.BOTTOM_PRICE_TOO_HIGH, "move_down_price", r.move_down_price, msg)
        elif low is not None and down < low:
            msg = "move_down_price too low"
            _add(out, FuturesGridCheck.BOTTOM_PRICE_TOO_LOW, "move_down_price", r.move_down_price, msg)


def _entry_checks(cfg: FuturesGridConfig, r: FuturesGridRanges, out: list[CheckResult]) -> None:
    entry = cfg.entry_price
    if entry is None:
        return
    low, high = r.entry_price
    if low is not None and entry < low:
        _add(out, FuturesGridCheck.ENTRY_PRICE_TOO_LOW, "entry_price", r.entry_price, "entry price too low")
    elif high is not None and entry > high:
        _add(out, FuturesGridCheck.ENTRY_PRICE_TOO_HIGH, "entry_price", r.entry_price, "entry price too high")


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
        inv_lo, inv_hi = r.investment
        if inv_lo is not None and cfg.total_investment < inv_lo:
            msg = "investment below the minimum for this grid"
            _add(out, FuturesGridCheck.INVESTMENT_TOO_LOW, "total_investment", r.investment, msg)
        elif inv_hi is not None and cfg.total_investment > inv_hi:
            msg = "investment above the maximum"
            _add(out, FuturesGridCheck.INVESTMENT_TOO_HIGH, "total_investment", r.investment, msg)
        else:
            wc = worst_case(cfg, sym, tiers, last, fees, reserve=limits.reserve)
            _risk_checks(cfg, sym, tiers, wc, out)
    elif levels is not None and cfg.total_investment <= 0:
        _add(
            out,
            FuturesGridCheck.INVESTMENT_TOO_LOW,
            "total_investment",
            r.investment,
            "investment must be positive",
        )
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
