"""Futures combo bounds and checks (MECHANICS §7.1, SPEC §5 "Combo checks").

Why ranges first: ``get-limit`` answers each field's acceptable range for the legs and leverage
(the create page shows them); a value outside its range is a check code naming the field and the
bound. Create refuses on the first failing check; modify-setting checks the settings alone.

Bounds: 2-10 legs, weights in 1 % steps summing to exactly 100 %, leverage 1 up to the smallest
first-tier maximum of the legs (at most 100x), rebalance threshold 1 %-50 % (required for the
PERCENT modes, refused for TIME), interval 30 min-28 days in seconds (required for the TIME
modes, refused for PERCENT), SL 1 %-99 %, TP 1 %-10 000 %, trailing stop 5 %-99 % or 0 (off). The
initial margin gives every leg the symbol's minimum order at ``margin × ρ × leverage × w`` and
keeps every leg inside its contract's first risk tier (at most 10 000 000 USDT).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from tradingbot.bots.futures_combo.config import RESERVE_RATIO, ComboConfig
from tradingbot.bots.kit.checks import CheckResult, Range, RangeTable, check_bounded
from tradingbot.core.errors import ComboCheck as C
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier
from tradingbot.core.money import ONE, ZERO

Check = CheckResult[C]

LEGS = (2, 10)
WEIGHT_STEP = Decimal("0.01")
THRESHOLD: Range = (Decimal("0.01"), Decimal("0.5"))
INTERVAL_S = (1800, 2_419_200)
INTERVAL_PRESETS = {"30M": 1800, "1H": 3600, "4H": 14_400, "8H": 28_800, "12H": 43_200, "1D": 86_400,
                    "3D": 259_200, "7D": 604_800, "14D": 1_209_600, "28D": 2_419_200}  # fmt: skip
SL: Range = (Decimal("0.01"), Decimal("0.99"))
TP: Range = (Decimal("0.01"), Decimal("100"))
TRAILING: Range = (Decimal("0.05"), Decimal("0.99"))
MAX_LEVERAGE = Decimal(100)
MAX_INIT_MARGIN = Decimal(10_000_000)
_CENT = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class Contract:
    """What the bounds need of one leg's perpetual: rules, tiers and last price."""

    instrument: FuturesSymbolConfig
    tiers: Sequence[RiskTier]
    last: Decimal


@dataclass(frozen=True, slots=True)
class ComboRanges(RangeTable):
    """Acceptable range per field (Bybit ``fcombobot/getlimit`` response objects)."""

    init_margin: Range
    leverage: Range
    adjust_position_percent: Range
    adjust_position_time_interval: Range
    sl_percent: Range
    tp_percent: Range
    trailing_stop_percent: Range
    symbol_count: Range


def max_leverage(contracts: Mapping[str, Contract]) -> Decimal:
    """The smallest first-tier maximum leverage of the legs, at most 100x."""
    caps = [c.tiers[0].max_leverage if c.tiers else c.instrument.max_leverage for c in contracts.values()]
    return min([*caps, MAX_LEVERAGE])


def _cents(value: Decimal, rounding: str) -> Decimal:
    return (value / _CENT).to_integral_value(rounding=rounding) * _CENT


def margin_range(cfg: ComboConfig, contracts: Mapping[str, Contract]) -> Range:
    """The least margin whose every leg meets its minimum order, the most that keeps every leg in
    its first risk tier (``N_i = margin × ρ × leverage × w_i``)."""
    if cfg.leverage <= 0 or any(leg.weight <= 0 for leg in cfg.legs):
        return (None, None)
    low, high = ZERO, MAX_INIT_MARGIN
    for leg in cfg.legs:
        c = contracts[leg.symbol]
        inst = c.instrument
        lot_min = max(
            inst.min_qty,
            (inst.min_notional_value / c.last / inst.lot_size).to_integral_value(ROUND_CEILING)
            * inst.lot_size,
        )
        per_margin = RESERVE_RATIO * cfg.leverage * leg.weight
        low = max(low, (lot_min + inst.lot_size) * c.last / per_margin)  # one lot of room for the flooring
        if c.tiers:
            high = min(high, c.tiers[0].risk_limit / per_margin)
        high = min(high, inst.max_new_market_order_qty * c.last / per_margin)  # one market order per leg
    return (_cents(low, ROUND_CEILING), _cents(high, ROUND_FLOOR))


def input_ranges(cfg: ComboConfig, contracts: Mapping[str, Contract]) -> ComboRanges:
    """Every field's acceptable range for the legs and leverage of ``cfg``."""
    return ComboRanges(
        init_margin=margin_range(cfg, contracts),
        leverage=(ONE, max_leverage(contracts)),
        adjust_position_percent=THRESHOLD,
        adjust_position_time_interval=(Decimal(INTERVAL_S[0]), Decimal(INTERVAL_S[1])),
        sl_percent=SL,
        tp_percent=TP,
        trailing_stop_percent=TRAILING,
        symbol_count=(Decimal(LEGS[0]), Decimal(LEGS[1])),
    )


def _rule(code: C, field: str, message: str) -> Check:
    return Check(code, field, None, None, message)


def check_settings(cfg: ComboConfig) -> list[Check]:
    """The checks that need no market: legs and weights, the rebalancing rule, TP/SL/trailing stop."""
    out: list[Check] = []
    n = Decimal(len(cfg.legs))
    check_bounded(
        n,
        (Decimal(LEGS[0]), Decimal(LEGS[1])),
        "symbol_settings",
        (C.SYMBOL_COUNT_TOO_LOW, C.SYMBOL_COUNT_TOO_HIGH),
        out,
    )
    if any(leg.weight <= 0 or leg.weight % WEIGHT_STEP != 0 for leg in cfg.legs):
        out.append(
            _rule(C.WEIGHT_STEP_INVALID, "symbol_settings", "each weight is a positive multiple of 0.01")
        )
    elif sum((leg.weight for leg in cfg.legs), ZERO) != ONE:
        out.append(
            _rule(C.WEIGHT_SUM_INVALID, "symbol_settings", "the weights must sum to exactly 1 (100 %)")
        )
    pct, interval = cfg.adjust_position_percent, cfg.adjust_position_time_interval
    if cfg.by_percent and pct is None:
        out.append(
            Check(
                C.ADJUST_POSITION_PERCENT_TOO_LOW,
                "adjust_position_percent",
                *THRESHOLD,
                "required by the mode",
            )
        )
    if not cfg.by_percent and pct is not None and cfg.adjust_position_mode.name == "TIME":
        out.append(_rule(C.INVALID_PARAM, "adjust_position_percent", "must be left out for TIME rebalancing"))
    check_bounded(
        pct,
        THRESHOLD,
        "adjust_position_percent",
        (C.ADJUST_POSITION_PERCENT_TOO_LOW, C.ADJUST_POSITION_PERCENT_TOO_HIGH),
        out,
    )
    if cfg.by_time and interval is None:
        out.append(
            Check(
                C.TIME_INTERVAL_TOO_LOW,
                "adjust_position_time_interval",
                Decimal(INTERVAL_S[0]),
                Decimal(INTERVAL_S[1]),
                "required by the mode",
            )
        )
    if not cfg.by_time and interval is not None and cfg.adjust_position_mode.name == "PERCENT":
        out.append(
            _rule(
                C.INVALID_PARAM, "adjust_position_time_interval", "must be left out for PERCENT rebalancing"
            )
        )
    check_bounded(
        None if interval is None else Decimal(interval), (Decimal(INTERVAL_S[0]), Decimal(INTERVAL_S[1])),
        "adjust_position_time_interval", (C.TIME_INTERVAL_TOO_LOW, C.TIME_INTERVAL_TOO_HIGH), out,
    )  # fmt: skip
    check_bounded(cfg.sl_percent, SL, "sl_percent", (C.SL_PERCENT_TOO_LOW, C.SL_PERCENT_TOO_HIGH), out)
    check_bounded(cfg.tp_percent, TP, "tp_percent", (C.TP_PERCENT_TOO_LOW, C.TP_PERCENT_TOO_HIGH), out)
    if cfg.trailing_stop_percent != 0:
        check_bounded(
            cfg.trailing_stop_percent,
            TRAILING,
            "trailing_stop_percent",
            (C.TS_PERCENT_TOO_LOW, C.TS_PERCENT_TOO_HIGH),
            out,
        )
    return out


def validate_input(cfg: ComboConfig, contracts: Mapping[str, Contract]) -> list[Check]:
    """The failing checks of a create request (empty when it may be created)."""
    out = check_settings(cfg)
    ranges = input_ranges(cfg, contracts)
    check_bounded(cfg.leverage, ranges.leverage, "leverage", (C.LEVERAGE_TOO_LOW, C.LEVERAGE_TOO_HIGH), out)
    if not out:  # the margin's range assumes valid legs and leverage
        check_bounded(
            cfg.init_margin,
            ranges.init_margin,
            "init_margin",
            (C.INIT_MARGIN_TOO_LOW, C.INIT_MARGIN_TOO_HIGH),
            out,
        )
    return out


def check_transfer(amount: Decimal, limit: Decimal) -> list[Check]:
    """A transfer out within what the bot can give (a transfer in only needs to be positive)."""
    out: list[Check] = []
    check_bounded(
        amount,
        (_CENT, limit),
        "amount",
        (C.ADJUST_POSITION_AMOUNT_TOO_LOW, C.ADJUST_POSITION_AMOUNT_TOO_HIGH),
        out,
    )
    return out
