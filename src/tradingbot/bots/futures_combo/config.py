"""Futures combo config: the create input (Bybit ``fcombobot/create`` names) as frozen values.

Why shape only: the bounds depend on the symbols, their tiers and prices (``validation.py`` answers
them with a check code and the bound); here a malformed field is refused naming it, and a snapshot
round-trips through :func:`config_to_dict`. Weights are ratios (``"0.5"`` = 50 %) in 1 % steps.
Modify (MECHANICS §7.5) may change the weights, the rebalancing settings and TP/SL/trailing stop;
symbols, sides and leverage are immutable.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from tradingbot.bots.kit.checks import CheckResult, check_reader
from tradingbot.bots.kit.display import fmt_or_blank
from tradingbot.bots.kit.snapshot import decimals_to_dict
from tradingbot.core.enums import AdjustPositionMode, Side
from tradingbot.core.errors import BotResultCode, ComboCheck
from tradingbot.core.money import ZERO, fmt

RESERVE_RATIO = Decimal("0.6")
"""``ρ``: the share of the margin the target notional uses (MECHANICS §7.2, PROPOSED 60 %)."""


READ = check_reader(ComboCheck.INVALID_PARAM)

_FIELDS = frozenset(
    {
        "symbol_settings",
        "leverage",
        "init_margin",
        "adjust_position_mode",
        "adjust_position_percent",
        "adjust_position_time_interval",
        "sl_percent",
        "tp_percent",
        "trailing_stop_percent",
    }
)
META_FIELDS = frozenset({"source", "block_source", "create_type", "followed_grid_id", "strategy_id"})
SETTINGS = _FIELDS - {"leverage", "init_margin"}
"""What modify-setting may change (MECHANICS §7.5): all but the leverage and the margin; the legs'
symbols and sides must stay."""
_LEG_FIELDS = frozenset({"symbol", "side", "target_position_percent"})


@dataclass(frozen=True, slots=True)
class ComboLeg:
    """One perpetual of the basket: its direction and target weight (a ratio)."""

    symbol: str
    side: Side
    weight: Decimal


@dataclass(frozen=True, slots=True, kw_only=True)
class ComboConfig:
    """A combo bot: legs, leverage, margin, the rebalancing rule and the optional exits."""

    legs: tuple[ComboLeg, ...]
    leverage: Decimal
    init_margin: Decimal
    adjust_position_mode: AdjustPositionMode
    adjust_position_percent: Decimal | None = None
    adjust_position_time_interval: int | None = None
    sl_percent: Decimal | None = None
    tp_percent: Decimal | None = None
    trailing_stop_percent: Decimal = ZERO

    @property
    def symbol(self) -> str:
        """The first leg's symbol (the bot's row and market clock)."""
        return self.legs[0].symbol

    @property
    def symbols(self) -> tuple[str, ...]:
        """Every leg's symbol, in the order given."""
        return tuple(leg.symbol for leg in self.legs)

    @property
    def bot_mode(self) -> str:
        """LONG, SHORT or MIX (Bybit ``bot_mode``, derived from the sides)."""
        sides = {leg.side for leg in self.legs}
        return "MIX" if len(sides) > 1 else next(iter(sides)).name

    @property
    def by_time(self) -> bool:
        """The mode rebalances on a schedule."""
        return self.adjust_position_mode in (AdjustPositionMode.TIME, AdjustPositionMode.TIME_OR_PERCENT)

    @property
    def by_percent(self) -> bool:
        """The mode rebalances on a weight deviation."""
        return self.adjust_position_mode in (AdjustPositionMode.PERCENT, AdjustPositionMode.TIME_OR_PERCENT)


MAX_LEGS_READ = 100
"""The most legs the parser reads (the checks allow 2..10 and name the bound); a longer list is
refused before its legs are read, each against all before it (25,000 legs fit in a 1 MiB body)."""


def _legs(value: object) -> tuple[ComboLeg, ...]:
    if not isinstance(value, list | tuple) or not value:
        raise READ.invalid("symbol_settings", "must be a list of {symbol, side, target_position_percent}")
    if len(value) > MAX_LEGS_READ:
        raise READ.invalid("symbol_settings", f"at most {MAX_LEGS_READ} legs")
    out: list[ComboLeg] = []
    for i, item in enumerate(value):
        if not isinstance(item, Mapping):
            raise READ.invalid(
                f"symbol_settings[{i}]", "must be an object {symbol, side, target_position_percent}"
            )
        for key in item:
            if key not in _LEG_FIELDS:
                raise READ.invalid(f"symbol_settings[{i}].{key}", "unknown field")
        symbol = READ.required(item, "symbol")
        if not isinstance(symbol, str) or not symbol.strip().isalnum():
            raise READ.invalid(f"symbol_settings[{i}].symbol", "must be a symbol name")
        name = symbol.strip().upper()
        if any(leg.symbol == name for leg in out):
            err = CheckResult(
                ComboCheck.DUPLICATED_SYMBOL, "symbol_settings", None, None, f"{name} is chosen twice",
                BotResultCode.DUPLICATED_SYMBOL_CHOSEN,
            )  # fmt: skip
            raise err.to_error()
        side = READ.enum_of(Side, f"symbol_settings[{i}].side", READ.required(item, "side"))
        weight = READ.dec(
            f"symbol_settings[{i}].target_position_percent", READ.required(item, "target_position_percent")
        )
        out.append(ComboLeg(name, side, weight))
    return tuple(out)


def _mode(value: object) -> AdjustPositionMode:
    return READ.enum_of(AdjustPositionMode, "adjust_position_mode", value)


def _opt_int(d: Mapping[str, object], field: str) -> int | None:
    value = d.get(field)
    return None if READ.blank(value) else READ.integer(field, value)


def parse_config(raw: Mapping[str, object]) -> ComboConfig:
    """Parse create input (shape and types); raises BusinessError naming the malformed field."""
    d = READ.known_only(raw, _FIELDS | META_FIELDS)
    ts = d.get("trailing_stop_percent")
    return ComboConfig(
        legs=_legs(READ.required(d, "symbol_settings")),
        leverage=READ.dec("leverage", READ.required(d, "leverage")),
        init_margin=READ.dec("init_margin", READ.required(d, "init_margin")),
        adjust_position_mode=_mode(READ.required(d, "adjust_position_mode")),
        adjust_position_percent=READ.opt_dec("adjust_position_percent", d.get("adjust_position_percent")),
        adjust_position_time_interval=_opt_int(d, "adjust_position_time_interval"),
        sl_percent=READ.opt_dec("sl_percent", d.get("sl_percent")),
        tp_percent=READ.opt_dec("tp_percent", d.get("tp_percent")),
        trailing_stop_percent=ZERO if READ.blank(ts) else READ.dec("trailing_stop_percent", ts),
    )


def legs_to_wire(legs: tuple[ComboLeg, ...]) -> list[dict[str, object]]:
    """``symbol_settings`` on the wire (integer sides)."""
    return [
        {"symbol": leg.symbol, "side": int(leg.side), "target_position_percent": fmt(leg.weight)}
        for leg in legs
    ]


_DECIMALS = ("leverage", "init_margin", "trailing_stop_percent")
_OPT_DECIMALS = ("adjust_position_percent", "sl_percent", "tp_percent")
"""The Decimal fields the wire form writes as strings (the optional ones blank when unset)."""


def config_to_dict(c: ComboConfig) -> dict[str, object]:
    """Wire form (Bybit names, integer enums) that :func:`parse_config` reads back to an equal config."""
    return {
        "symbol_settings": legs_to_wire(c.legs),
        "adjust_position_mode": int(c.adjust_position_mode),
        "adjust_position_time_interval": c.adjust_position_time_interval,
        **decimals_to_dict(c, _DECIMALS),
        **{name: fmt_or_blank(getattr(c, name)) for name in _OPT_DECIMALS},
    }


def parse_settings(current: ComboConfig, params: Mapping[str, object]) -> ComboConfig:
    """The config after a modify-setting request (shape only; bounds are ``validation.check_config``).

    Fields left out keep their value; a leg list must name the same symbols with the same sides.
    """
    for key in params:
        if key not in SETTINGS:
            raise CheckResult(
                ComboCheck.PARAM_IMMUTABLE, key, None, None, f"{key} cannot change after creation"
            ).to_error()
    merged: dict[str, object] = {**config_to_dict(current), **params}
    new = parse_config(merged)
    if [(leg.symbol, leg.side) for leg in new.legs] != [(leg.symbol, leg.side) for leg in current.legs]:
        raise CheckResult(
            ComboCheck.PARAM_IMMUTABLE, "symbol_settings", None, None, "symbols and sides cannot change"
        ).to_error()
    return replace(new, init_margin=current.init_margin)
