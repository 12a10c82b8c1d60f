"""Futures martingale config: the create input (Bybit ``fmartingalebot/create`` names) as frozen values.

Why shape only: the bounds depend on the symbol, its risk tier and the price (``validation.py``
answers them with a check code and the bound); here a malformed field is refused naming it, and
a snapshot round-trips through :func:`config_to_dict`. Only auto-cycle and the stop loss change
after creation (``parse_update``); added margin is a command, not a config field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal

from tradingbot.bots.kit.checks import CheckResult, check_reader
from tradingbot.bots.kit.display import fmt_or_blank
from tradingbot.bots.kit.snapshot import decimals_to_dict
from tradingbot.core.enums import AutoCycle, MartingaleMode
from tradingbot.core.errors import MartingaleCheck

READ = check_reader(MartingaleCheck.INVALID_PARAM)

_FIELDS = frozenset(
    {
        "symbol",
        "martingale_mode",
        "leverage",
        "price_float_percent",
        "add_position_percent",
        "add_position_num",
        "init_margin",
        "round_tp_percent",
        "auto_cycle_toggle",
        "sl_percent",
        "entry_price",
    }
)
META_FIELDS = frozenset({"source", "block_source", "create_type", "followed_grid_id", "strategy_id"})
UPDATABLE = frozenset({"auto_cycle_toggle", "sl_percent"})
"""What a running bot may change (MECHANICS §6.4); margin is added by its own command."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FuturesMartingaleConfig:
    """A martingale bot: direction, leverage, ladder shape, round target and the optional stops.

    ``add_position_percent`` is the margin multiplier between consecutive orders (1.5 = ×1.5, as
    Bybit); percents are ratios; ``round_tp_percent`` is a return on the filled orders' margin.
    """

    symbol: str
    martingale_mode: MartingaleMode
    leverage: Decimal
    price_float_percent: Decimal
    add_position_percent: Decimal
    add_position_num: int
    init_margin: Decimal
    round_tp_percent: Decimal
    auto_cycle: AutoCycle = AutoCycle.ENABLE
    sl_percent: Decimal | None = None
    entry_price: Decimal | None = None

    @property
    def is_long(self) -> bool:
        """LONG buys the dips; SHORT sells the rallies."""
        return self.martingale_mode is MartingaleMode.LONG


def _symbol(value: object) -> str:
    if not isinstance(value, str) or not value.strip().isalnum() or value.strip() != value.strip().upper():
        raise READ.invalid("symbol", "must be an uppercase symbol name")
    return value.strip()


def parse_config(raw: Mapping[str, object]) -> FuturesMartingaleConfig:
    """Parse create input (shape and types); raises BusinessError naming the malformed field."""
    d = READ.known_only(raw, _FIELDS | META_FIELDS)
    auto = d.get("auto_cycle_toggle")
    return FuturesMartingaleConfig(
        symbol=_symbol(READ.required(d, "symbol")),
        martingale_mode=READ.enum_of(MartingaleMode, "martingale_mode", READ.required(d, "martingale_mode")),
        leverage=READ.dec("leverage", READ.required(d, "leverage")),
        price_float_percent=READ.dec("price_float_percent", READ.required(d, "price_float_percent")),
        add_position_percent=READ.dec("add_position_percent", READ.required(d, "add_position_percent")),
        add_position_num=READ.integer("add_position_num", READ.required(d, "add_position_num")),
        init_margin=READ.dec("init_margin", READ.required(d, "init_margin")),
        round_tp_percent=READ.dec("round_tp_percent", READ.required(d, "round_tp_percent")),
        auto_cycle=AutoCycle.ENABLE
        if READ.blank(auto)
        else READ.enum_of(AutoCycle, "auto_cycle_toggle", auto),
        sl_percent=READ.opt_dec("sl_percent", d.get("sl_percent")),
        entry_price=READ.opt_dec("entry_price", d.get("entry_price")),
    )


_DECIMALS = ("leverage", "price_float_percent", "add_position_percent", "init_margin", "round_tp_percent")
_OPT_DECIMALS = ("sl_percent", "entry_price")
"""The Decimal fields the wire form writes as strings (the optional ones blank when unset)."""


def config_to_dict(c: FuturesMartingaleConfig) -> dict[str, object]:
    """Wire form (Bybit names, integer enums) that :func:`parse_config` reads back to an equal config."""
    return {
        "symbol": c.symbol,
        "martingale_mode": int(c.martingale_mode),
        **decimals_to_dict(c, _DECIMALS),
        "add_position_num": c.add_position_num,
        "auto_cycle_toggle": int(c.auto_cycle),
        **{name: fmt_or_blank(getattr(c, name)) for name in _OPT_DECIMALS},
    }


@dataclass(frozen=True, slots=True)
class MartingaleUpdate:
    """A parsed modify request: only the fields that were sent (``sl_set``: the SL was sent, maybe blank)."""

    auto_cycle: AutoCycle | None = None
    sl_set: bool = False
    sl_percent: Decimal | None = None


def parse_update(params: Mapping[str, object]) -> MartingaleUpdate:
    """Modify input; any field outside auto-cycle and SL is refused as immutable (PARAM_IMMUTABLE)."""
    for key in params:
        if key not in UPDATABLE:
            raise CheckResult(
                MartingaleCheck.PARAM_IMMUTABLE,
                key,
                None,
                None,
                f"{key} cannot change after creation (auto_cycle_toggle, sl_percent and add_margin can)",
            ).to_error()
    auto = params.get("auto_cycle_toggle")
    return MartingaleUpdate(
        auto_cycle=None if READ.blank(auto) else READ.enum_of(AutoCycle, "auto_cycle_toggle", auto),
        sl_set="sl_percent" in params,
        sl_percent=READ.opt_dec("sl_percent", params.get("sl_percent")),
    )


def apply_update(c: FuturesMartingaleConfig, u: MartingaleUpdate) -> FuturesMartingaleConfig:
    """The config after a (validated) update."""
    if u.auto_cycle is not None:
        c = replace(c, auto_cycle=u.auto_cycle)
    if u.sl_set:
        c = replace(c, sl_percent=u.sl_percent)
    return c
