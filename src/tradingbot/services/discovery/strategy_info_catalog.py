"""What the strategy-info content describes: each family's create fields, units and bounds.

Why a catalog apart from the text: the localized text (``content/strategy_info/<locale>.json``)
says what a field means; the bounds shown next to it come from the families' own validation
constants here, so a changed limit changes the help without touching 18 translations, and the
completeness test compares these keys with the families' real create fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from types import MappingProxyType

from tradingbot.bots.dca import config as dca
from tradingbot.bots.futures_combo import validation as combo
from tradingbot.bots.futures_grid.ranges import DEFAULT_LIMITS as FGRID
from tradingbot.bots.futures_martingale import validation as fmart
from tradingbot.bots.spot_grid.validation import DEFAULT_LIMITS as SGRID
from tradingbot.core.money import fmt

#: Units a parameter is given in (the content files name each one in their language).
UNITS = (
    "symbol", "price", "count", "choice", "switch", "ratio", "quote", "base", "usdt", "seconds",
    "multiplier", "leverage", "list",
)  # fmt: skip
RECURRING, SAFETY_ORDER = "RECURRING", "SAFETY_ORDER"


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One create field: its unit, whether create requires it, and the bounds validation enforces.

    ``of_price``: the bounds are multiples of the symbol's last price; ``variants``: the DCA
    sub-types that take the field (empty: every create of the family).
    """

    key: str
    unit: str
    required: bool = False
    low: str | None = None
    high: str | None = None
    of_price: bool = False
    choices: tuple[str, ...] = ()
    variants: tuple[str, ...] = ()


def _n(value: Decimal | int) -> str:
    return fmt(Decimal(value))


def _p(key: str, unit: str, *, req: bool = False, lo: Decimal | int | None = None,
       hi: Decimal | int | None = None, of_price: bool = False, choices: tuple[str, ...] = (),
       variants: tuple[str, ...] = ()) -> ParamSpec:  # fmt: skip
    return ParamSpec(
        key, unit, req, None if lo is None else _n(lo), None if hi is None else _n(hi), of_price, choices,
        variants,
    )  # fmt: skip


_TPSL_TYPES = ("PERCENT", "PRICE", "TP_PRICE_SL_PERCENT", "TP_PERCENT_SL_PRICE")
_REC, _SO, _BOTH = (RECURRING,), (SAFETY_ORDER,), (RECURRING, SAFETY_ORDER)

SPOT_GRID = (
    _p("symbol", "symbol", req=True),
    _p("min_price", "price", req=True, lo=SGRID.min_price_low, hi=SGRID.min_price_high, of_price=True),
    _p("max_price", "price", req=True, lo=SGRID.max_price_low, hi=SGRID.max_price_high, of_price=True),
    _p("cell_number", "count", req=True, lo=SGRID.min_cells, hi=SGRID.max_cells),
    _p("grid_type", "choice", choices=("ARITHMETIC", "GEOMETRIC")),
    _p("invest_mode", "choice", choices=("QUOTE", "BASE", "BASE_AND_QUOTE")),
    _p("quote_investment", "quote", hi=SGRID.max_investment),
    _p("base_investment", "base"),
    _p("entry_price", "price", lo=SGRID.entry_low, hi=SGRID.entry_high, of_price=True),
    _p("take_profit_price", "price", hi=SGRID.take_profit_high, of_price=True),
    _p("stop_loss_price", "price"),
    _p("ts_percent", "ratio", lo=SGRID.ts_low, hi=SGRID.ts_high),
    _p("settle_mode", "choice", choices=("BASE_MODE", "QUOTE_MODE", "BASE_AND_QUOTE_MODE")),
    _p("enable_trailing", "switch"),
    _p("limit_up_price", "price", hi=SGRID.limit_up_high, of_price=True),
)

FUTURES_GRID = (
    _p("symbol", "symbol", req=True),
    _p("grid_mode", "choice", req=True, choices=("NEUTRAL", "LONG", "SHORT")),
    _p("grid_type", "choice", choices=("ARITHMETIC", "GEOMETRIC")),
    _p("min_price", "price", req=True, lo=FGRID.min_price_low, of_price=True),
    _p("max_price", "price", req=True, hi=FGRID.max_price_high, of_price=True),
    _p("cell_number", "count", req=True, lo=FGRID.min_cells, hi=FGRID.max_cells),
    _p("leverage", "leverage", req=True, lo=1, hi=FGRID.neutral_max_leverage),
    _p("total_investment", "usdt", req=True, hi=FGRID.max_investment),
    _p("tp_sl_type", "choice", choices=_TPSL_TYPES),
    _p("take_profit_per", "ratio", hi=FGRID.tp_per_high),
    _p("stop_loss_per", "ratio", hi=FGRID.sl_per_high),
    _p("take_profit_price", "price"),
    _p("stop_loss_price", "price"),
    _p("entry_price", "price", lo=FGRID.entry_low, hi=FGRID.entry_high, of_price=True),
    _p("trailing_stop_per", "ratio", lo=FGRID.ts_low, hi=FGRID.ts_high),
    _p("move_up_price", "price"),
    _p("move_down_price", "price"),
)

SPOT_DCA = (
    _p("dca_type", "choice", req=True, choices=_BOTH),
    _p("investment", "quote", variants=_BOTH),
    _p("settle_mode", "choice", choices=("DCA_BASE_MODE", "DCA_QUOTE_MODE"), variants=_BOTH),
    _p("frequency_in_second", "seconds", req=True, lo=dca.MIN_FREQUENCY_S, variants=_REC),
    _p("quote_coin", "choice", req=True, choices=tuple(sorted(dca.QUOTE_COINS)), variants=_REC),
    _p("pairs", "list", req=True, lo=1, hi=dca.MAX_PAIRS, variants=_REC),
    _p("max_invest_amount", "quote", variants=_REC),
    _p("symbol", "symbol", req=True, variants=_SO),
    _p("init_order_amount", "quote", req=True, variants=_SO),
    _p("safety_order_amount", "quote", variants=_SO),
    _p("max_safety_orders", "count", req=True, lo=0, hi=dca.MAX_SAFETY_ORDERS, variants=_SO),
    _p("price_step", "ratio", req=True, lo=dca.PRICE_STEP_LOW, hi=dca.PRICE_STEP_HIGH, variants=_SO),
    _p("step_multiplier", "multiplier", lo=1, variants=_SO),
    _p("volume_multiplier", "multiplier", lo=1, variants=_SO),
    _p("tp_pct", "ratio", req=True, lo=dca.TP_LOW, hi=dca.TP_HIGH, variants=_SO),
    _p("sl_pct", "ratio", hi=1, variants=_SO),
    _p("auto_cycle", "choice", choices=("ENABLE", "DISABLE"), variants=_SO),
    _p("reinvest", "switch", variants=_SO),
)

FUTURES_MARTINGALE = (
    _p("symbol", "symbol", req=True),
    _p("martingale_mode", "choice", req=True, choices=("LONG", "SHORT")),
    _p("leverage", "leverage", req=True, lo=1, hi=fmart.MAX_LEVERAGE),
    _p("init_margin", "usdt", req=True, hi=fmart.MAX_INIT_MARGIN),
    _p("price_float_percent", "ratio", req=True, lo=fmart.PRICE_FLOAT[0], hi=fmart.PRICE_FLOAT[1]),
    _p("add_position_percent", "multiplier", req=True, lo=fmart.MULTIPLIER[0], hi=fmart.MULTIPLIER[1]),
    _p("add_position_num", "count", req=True, lo=fmart.ADDS[0], hi=fmart.ADDS[1]),
    _p("round_tp_percent", "ratio", req=True, lo=fmart.TP_LOW),
    _p("auto_cycle_toggle", "choice", choices=("ENABLE", "DISABLE")),
    _p("sl_percent", "ratio", lo=fmart.SL[0], hi=fmart.SL[1]),
    _p("entry_price", "price", lo=fmart.ENTRY_LONG[0], hi=fmart.ENTRY_SHORT[1], of_price=True),
)

FUTURES_COMBO = (
    _p("symbol_settings", "list", req=True, lo=combo.LEGS[0], hi=combo.LEGS[1]),
    _p("leverage", "leverage", req=True, lo=1, hi=combo.MAX_LEVERAGE),
    _p("init_margin", "usdt", req=True, hi=combo.MAX_INIT_MARGIN),
    _p("adjust_position_mode", "choice", req=True, choices=("TIME", "PERCENT", "TIME_OR_PERCENT", "BY_USER")),
    _p("adjust_position_percent", "ratio", lo=combo.THRESHOLD[0], hi=combo.THRESHOLD[1]),
    _p("adjust_position_time_interval", "seconds", lo=combo.INTERVAL_S[0], hi=combo.INTERVAL_S[1]),
    _p("tp_percent", "ratio", lo=combo.TP[0], hi=combo.TP[1]),
    _p("sl_percent", "ratio", lo=combo.SL[0], hi=combo.SL[1]),
    _p("trailing_stop_percent", "ratio", lo=combo.TRAILING[0], hi=combo.TRAILING[1]),
)

#: Family key -> its create fields in the order the create pages ask for them.
FAMILIES: MappingProxyType[str, tuple[ParamSpec, ...]] = MappingProxyType(
    {
        "spot_grid": SPOT_GRID,
        "futures_grid": FUTURES_GRID,
        "spot_dca": SPOT_DCA,
        "futures_martingale": FUTURES_MARTINGALE,
        "futures_combo": FUTURES_COMBO,
    }
)

#: Other names a family is asked by: the web app's route names and SPEC's business types.
ALIASES: MappingProxyType[str, str] = MappingProxyType(
    {
        "grid": "spot_grid", "sgrid": "spot_grid", "spot_grid": "spot_grid", "grid_spot": "spot_grid",
        "fgrid": "futures_grid", "future_grid": "futures_grid", "grid_futures": "futures_grid",
        "dca": "spot_dca", "dca_spot": "spot_dca",
        "fmart": "futures_martingale", "martingale": "futures_martingale",
        "future_martin": "futures_martingale", "mart_futures": "futures_martingale",
        "fcombo": "futures_combo", "combo": "futures_combo", "future_combo": "futures_combo",
        "combo_futures": "futures_combo",
    }
)  # fmt: skip


def family_key(name: str) -> str | None:
    """The family a name means (``fgrid``, ``FUTURE_GRID``, ``futures-grid``), or None."""
    low = name.strip().lower().replace("-", "_")
    return low if low in FAMILIES else ALIASES.get(low)


def param_spec(family: str, key: str) -> ParamSpec | None:
    """The spec of one create field of a family, or None."""
    return next((p for p in FAMILIES[family] if p.key == key), None)
