"""Spot grid config: parsing the create/update input (Bybit / SPEC §3 field names) into frozen values.

Why a separate module: the API validates input with the same parser the engine uses, so a
field is either understood identically everywhere or refused with a BusinessError naming it.
Bounds (range vs market, grid count, investment, ...) are checked in ``spot_grid.validation``;
the parser only checks shape and types.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import Enum
from typing import TypeVar

from tradingbot.bots.kit.fields import FieldReader
from tradingbot.bots.kit.snapshot import decimals_to_dict, opt_decimals_to_dict
from tradingbot.core.enums import FuturesGridType as GridType
from tradingbot.core.enums import InvestMode, SettleMode
from tradingbot.core.errors import CommonCheck
from tradingbot.core.money import ZERO

_ALIASES = {"stop_loss": "stop_loss_price", "take_profit": "take_profit_price"}
# creation metadata of SPEC §3 that the shell stores itself; accepted and ignored here
_METADATA = frozenset({"followed_grid_id", "source", "block_source", "create_type", "strategy_id"})
_FIELDS = frozenset(
    {
        "symbol",
        "max_price",
        "min_price",
        "cell_number",
        "grid_type",
        "invest_mode",
        "quote_investment",
        "base_investment",
        "entry_price",
        "take_profit_price",
        "stop_loss_price",
        "ts_percent",
        "settle_mode",
        "enable_trailing",
        "limit_up_price",
    }
)
_UPDATE_FIELDS = frozenset(
    {
        "max_price",
        "min_price",
        "cell_number",
        "take_profit_price",
        "stop_loss_price",
        "ts_percent",
        "add_investment",
    }
)


READ = FieldReader(CommonCheck.INVALID_PARAM.value)
invalid = READ.invalid

E = TypeVar("E", bound=Enum)


@dataclass(frozen=True, slots=True, kw_only=True)
class SpotGridConfig:
    """A spot grid's parameters. Optional prices are None when unset; ``ts_percent`` 0 disables."""

    symbol: str
    max_price: Decimal
    min_price: Decimal
    cell_number: int
    grid_type: GridType = GridType.ARITHMETIC
    invest_mode: InvestMode = InvestMode.QUOTE
    quote_investment: Decimal = ZERO
    base_investment: Decimal = ZERO
    entry_price: Decimal | None = None
    take_profit_price: Decimal | None = None
    stop_loss_price: Decimal | None = None
    ts_percent: Decimal = ZERO
    settle_mode: SettleMode = SettleMode.BASE_AND_QUOTE_MODE
    enable_trailing: bool = False
    limit_up_price: Decimal | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class SpotGridUpdate:
    """A parsed update: None = unchanged; ``clear_*`` removes TP/SL; ``add_investment`` in quote."""

    max_price: Decimal | None = None
    min_price: Decimal | None = None
    cell_number: int | None = None
    take_profit_price: Decimal | None = None
    stop_loss_price: Decimal | None = None
    ts_percent: Decimal | None = None
    add_investment: Decimal = ZERO
    clear_take_profit: bool = False
    clear_stop_loss: bool = False


# --------------------------------------------------------------------------- field parsers


def _enum(cls: type[E], field: str, value: object, by_name: str, by_number: str) -> E:
    """An enum given by name (any case) or by wire number; each way refused with its own hint."""
    if isinstance(value, str) and not value.strip().isdigit():
        try:
            return cls[value.strip().upper()]
        except KeyError as exc:
            raise invalid(field, by_name) from exc
    try:
        return cls(READ.integer(field, value))
    except ValueError as exc:
        raise invalid(field, by_number) from exc


def _grid_type(value: object) -> GridType:
    by_number = "expected 1 (ARITHMETIC) or 2 (GEOMETRIC)"
    return _enum(GridType, "grid_type", value, "expected ARITHMETIC or GEOMETRIC", by_number)


def _invest_mode(value: object) -> InvestMode:
    expected = "expected 0 quote, 1 base or 2 base+quote"
    return _enum(InvestMode, "invest_mode", value, expected, expected)


def _settle_mode(value: object) -> SettleMode:
    by_name = "expected 2 BASE_MODE, 3 QUOTE_MODE or 4 BASE_AND_QUOTE_MODE"
    mode = _enum(SettleMode, "settle_mode", value, by_name, "expected 2, 3 or 4")
    if mode is SettleMode.BIT_MODE:
        raise invalid("settle_mode", "BIT_MODE is not supported in paper trading")
    return mode


def _canonical(raw: Mapping[str, object], allowed: frozenset[str]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in raw.items():
        name = _ALIASES.get(key, key)
        if name in _METADATA and allowed is _FIELDS:
            continue
        if name not in allowed:
            raise invalid(key, "unknown field")
        out[name] = value
    return out


def parse_config(raw: Mapping[str, object]) -> SpotGridConfig:
    """Parse create input; raises BusinessError (INVALID_PARAM, field) on unknown or malformed fields."""
    d = _canonical(raw, _FIELDS)
    symbol = READ.required(d, "symbol")
    if not isinstance(symbol, str) or symbol.strip() != symbol.strip().upper():
        raise invalid("symbol", "must be an uppercase symbol name")
    mode = _invest_mode(d["invest_mode"]) if not READ.blank(d.get("invest_mode")) else InvestMode.QUOTE
    needs_quote = mode in (InvestMode.QUOTE, InvestMode.BASE_AND_QUOTE)
    needs_base = mode in (InvestMode.BASE, InvestMode.BASE_AND_QUOTE)
    quote_inv = READ.dec("quote_investment", READ.required(d, "quote_investment")) if needs_quote else ZERO
    base_inv = READ.dec("base_investment", READ.required(d, "base_investment")) if needs_base else ZERO
    ts = d.get("ts_percent")
    return SpotGridConfig(
        symbol=symbol.strip(),
        max_price=READ.dec("max_price", READ.required(d, "max_price")),
        min_price=READ.dec("min_price", READ.required(d, "min_price")),
        cell_number=READ.integer("cell_number", READ.required(d, "cell_number")),
        grid_type=_grid_type(d["grid_type"]) if not READ.blank(d.get("grid_type")) else GridType.ARITHMETIC,
        invest_mode=mode,
        quote_investment=quote_inv,
        base_investment=base_inv,
        entry_price=READ.opt_dec("entry_price", d.get("entry_price")),
        take_profit_price=READ.opt_dec("take_profit_price", d.get("take_profit_price")),
        stop_loss_price=READ.opt_dec("stop_loss_price", d.get("stop_loss_price")),
        ts_percent=ZERO if READ.blank(ts) else READ.dec("ts_percent", ts),
        settle_mode=(
            _settle_mode(d["settle_mode"])
            if not READ.blank(d.get("settle_mode"))
            else SettleMode.BASE_AND_QUOTE_MODE
        ),
        enable_trailing=READ.boolean("enable_trailing", d["enable_trailing"])
        if not READ.blank(d.get("enable_trailing"))
        else False,
        limit_up_price=READ.opt_dec("limit_up_price", d.get("limit_up_price")),
    )


_DECIMALS = ("max_price", "min_price", "quote_investment", "base_investment", "ts_percent")
_OPT_DECIMALS = ("entry_price", "take_profit_price", "stop_loss_price", "limit_up_price")


def config_to_dict(c: SpotGridConfig) -> dict[str, object]:
    """Wire form (JSON-safe) that :func:`parse_config` reads back to an equal config."""
    return {
        "symbol": c.symbol,
        "cell_number": c.cell_number,
        "grid_type": c.grid_type.name,
        "invest_mode": int(c.invest_mode),
        "settle_mode": int(c.settle_mode),
        "enable_trailing": c.enable_trailing,
        **decimals_to_dict(c, _DECIMALS),
        **opt_decimals_to_dict(c, _OPT_DECIMALS),
    }


def parse_update(raw: Mapping[str, object]) -> SpotGridUpdate:
    """Parse update input (absent = unchanged; blank or 0 TP/SL = remove it)."""
    d = _canonical(raw, _UPDATE_FIELDS)

    def dec(field: str) -> Decimal | None:
        return None if READ.blank(d.get(field)) else READ.dec(field, d[field])

    tp_given, sl_given = "take_profit_price" in d, "stop_loss_price" in d
    tp = READ.opt_dec("take_profit_price", d.get("take_profit_price"))
    sl = READ.opt_dec("stop_loss_price", d.get("stop_loss_price"))
    add = dec("add_investment")
    return SpotGridUpdate(
        max_price=dec("max_price"),
        min_price=dec("min_price"),
        cell_number=None if READ.blank(cells := d.get("cell_number")) else READ.integer("cell_number", cells),
        take_profit_price=tp,
        stop_loss_price=sl,
        ts_percent=dec("ts_percent"),
        add_investment=ZERO if add is None else add,
        clear_take_profit=tp_given and tp is None,
        clear_stop_loss=sl_given and sl is None,
    )


def apply_update(c: SpotGridConfig, u: SpotGridUpdate) -> SpotGridConfig:
    """The config after an update (investment changes are tracked in the state, not here)."""
    tp = None if u.clear_take_profit else (u.take_profit_price or c.take_profit_price)
    sl = None if u.clear_stop_loss else (u.stop_loss_price or c.stop_loss_price)
    return replace(
        c,
        max_price=c.max_price if u.max_price is None else u.max_price,
        min_price=c.min_price if u.min_price is None else u.min_price,
        cell_number=c.cell_number if u.cell_number is None else u.cell_number,
        take_profit_price=tp,
        stop_loss_price=sl,
        ts_percent=c.ts_percent if u.ts_percent is None else u.ts_percent,
    )


def regrid_needed(old: SpotGridConfig, new: SpotGridConfig) -> bool:
    """True when the range or the grid count changed (only then are the grid orders replaced)."""
    return (old.min_price, old.max_price, old.cell_number) != (new.min_price, new.max_price, new.cell_number)
