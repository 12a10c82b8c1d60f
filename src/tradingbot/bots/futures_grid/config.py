"""Futures grid config: the create/modify input (Bybit V5 ``fgridbot`` field names) as frozen values.

Why a separate module: the validate endpoint, create and the engine read input with the same
parser, so a field is understood identically everywhere or refused with a BusinessError naming
it. Bounds (range vs market, grid count, leverage, investment, TP/SL vs liquidation, ...) are
checked in ``futures_grid.validation``; the parser checks shape, types and consistency only.

Percentages are ratios everywhere (``"0.2"`` = 20 %, MECHANICS §1.2). A blank or zero optional
price/percent means "not set" (the UI sends ``"0"`` for none). ``tp_sl_type`` (§2.5) says which of
the TP/SL values are percentages and which prices; when it is absent it is inferred from the
fields given (a price wins over nothing, a percent over nothing; default PERCENT).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from decimal import Decimal
from typing import Any

from tradingbot.bots.kit.fields import FieldReader
from tradingbot.bots.kit.snapshot import decimals_to_dict, opt_decimals_to_dict
from tradingbot.core.enums import FuturesGridType as GridType
from tradingbot.core.enums import GridMode, TpSlType
from tradingbot.core.errors import FuturesGridCheck
from tradingbot.core.money import ZERO

LEVERAGE_STEP = Decimal("0.01")
"""Leverage granularity (the ``_e2`` scaling of SPEC §3)."""

_ALIASES = {"init_margin": "total_investment", "investment": "total_investment"}
# creation metadata the shell stores itself; accepted and ignored here
_METADATA = frozenset({"followed_grid_id", "source", "block_source", "create_type", "strategy_id"})
_TPSL_FIELDS = frozenset(
    {"tp_sl_type", "take_profit_per", "stop_loss_per", "take_profit_price", "stop_loss_price"}
)
_FIELDS = frozenset(
    {
        "symbol",
        "grid_mode",
        "grid_type",
        "min_price",
        "max_price",
        "cell_number",
        "leverage",
        "total_investment",
        "entry_price",
        "trailing_stop_per",
        "move_up_price",
        "move_down_price",
    }
    | _TPSL_FIELDS
)
UPDATE_FIELDS = _TPSL_FIELDS | {"trailing_stop_per"}
"""What modify accepts (MECHANICS §5.8): TP/SL and the trailing stop; the grid itself is immutable."""

IMMUTABLE_FIELDS = _FIELDS - UPDATE_FIELDS
"""Every other create field: modify refuses it by name ("cannot be changed")."""


READ = FieldReader(FuturesGridCheck.INVALID_PARAM.value)
invalid = READ.invalid


def _by_price(kind: TpSlType) -> tuple[bool, bool]:
    """Whether take profit and stop loss are prices under ``kind`` (else ratios of PnL to investment)."""
    return (
        kind in (TpSlType.PRICE, TpSlType.TP_PRICE_SL_PERCENT),
        kind in (TpSlType.PRICE, TpSlType.TP_PERCENT_SL_PRICE),
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class TpSl:
    """The TP/SL block (§2.5): a config holds one and a modify request replaces it as a whole, so
    both read it with :func:`_parse_tp_sl`. Only the values ``tp_sl_type`` uses are set."""

    tp_sl_type: TpSlType = TpSlType.PERCENT
    take_profit_per: Decimal | None = None
    stop_loss_per: Decimal | None = None
    take_profit_price: Decimal | None = None
    stop_loss_price: Decimal | None = None

    @property
    def tp_by_price(self) -> bool:
        """Take profit is a price (tp_sl_type 2 or 3), else a ratio of total PnL to investment."""
        return _by_price(self.tp_sl_type)[0]

    @property
    def sl_by_price(self) -> bool:
        """Stop loss is a price (tp_sl_type 2 or 4), else a ratio of total loss to investment."""
        return _by_price(self.tp_sl_type)[1]

    def tp_sl_fields(self) -> dict[str, Any]:
        """The block as constructor keywords (to put it into a config or an update)."""
        return {f.name: getattr(self, f.name) for f in fields(TpSl)}


@dataclass(frozen=True, slots=True, kw_only=True)
class FuturesGridConfig(TpSl):
    """A futures grid's parameters (MECHANICS §5.1) and its TP/SL block. Unset optional values
    are None; a zero ``trailing_stop_per`` disables the trailing stop."""

    symbol: str
    grid_mode: GridMode
    min_price: Decimal
    max_price: Decimal
    cell_number: int
    leverage: Decimal
    total_investment: Decimal
    grid_type: GridType = GridType.ARITHMETIC
    entry_price: Decimal | None = None
    trailing_stop_per: Decimal = ZERO
    move_up_price: Decimal | None = None
    move_down_price: Decimal | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class FuturesGridUpdate(TpSl):
    """A parsed modify request: the TP/SL block (replaced as a whole when any of it is given) and
    the trailing stop (None = unchanged)."""

    tp_sl_given: bool = False
    trailing_stop_per: Decimal | None = None


# --------------------------------------------------------------------------- field parsers


def _opt(field: str, value: object) -> Decimal | None:
    """Optional price or ratio: blank or 0 means unset; negative values are refused."""
    if READ.blank(value):
        return None
    d = READ.dec(field, value)
    if d < 0:
        raise invalid(field, "must not be negative")
    return None if d == 0 else d


def _grid_mode(value: object) -> GridMode:
    names = {m.name: m.value for m in GridMode if m is not GridMode.UNSPECIFIED}
    raw = READ.enum_value("grid_mode", value, names, "1 NEUTRAL, 2 LONG or 3 SHORT")
    if raw not in names.values():
        raise invalid("grid_mode", "expected 1 NEUTRAL, 2 LONG or 3 SHORT")
    return GridMode(raw)


def _grid_type(value: object) -> GridType:
    names = {t.name: t.value for t in GridType}
    raw = READ.enum_value("grid_type", value, names, "1 ARITHMETIC or 2 GEOMETRIC")
    try:
        return GridType(raw)
    except ValueError as exc:
        raise invalid("grid_type", "expected 1 ARITHMETIC or 2 GEOMETRIC") from exc


def _tp_sl_type(value: object) -> TpSlType:
    names = {t.name: t.value for t in TpSlType}
    raw = READ.enum_value(
        "tp_sl_type", value, names, "1 PERCENT, 2 PRICE, 3 TP price + SL %, 4 TP % + SL price"
    )
    try:
        return TpSlType(raw)
    except ValueError as exc:
        raise invalid("tp_sl_type", "expected 1, 2, 3 or 4") from exc


def _canonical(raw: Mapping[str, object], allowed: frozenset[str], *, metadata: bool) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in raw.items():
        name = _ALIASES.get(key, key)
        if metadata and name in _METADATA:
            continue
        if name not in allowed:
            if name in IMMUTABLE_FIELDS:
                raise invalid(key, "cannot be changed on a running futures grid")
            raise invalid(key, "unknown field")
        out[name] = value
    return out


def _type_for(tp_price: bool, sl_price: bool) -> TpSlType:
    if tp_price and sl_price:
        return TpSlType.PRICE
    if tp_price:
        return TpSlType.TP_PRICE_SL_PERCENT
    if sl_price:
        return TpSlType.TP_PERCENT_SL_PRICE
    return TpSlType.PERCENT


def _parse_tp_sl(d: Mapping[str, object]) -> TpSl:
    """The TP/SL block: the values the type does not use must be unset (no silent ignoring)."""
    tp_per = _opt("take_profit_per", d.get("take_profit_per"))
    sl_per = _opt("stop_loss_per", d.get("stop_loss_per"))
    tp_price = _opt("take_profit_price", d.get("take_profit_price"))
    sl_price = _opt("stop_loss_price", d.get("stop_loss_price"))
    if READ.blank(d.get("tp_sl_type")) or d.get("tp_sl_type") in (0, "0"):
        if tp_per is not None and tp_price is not None:
            raise invalid("take_profit_price", "give either take_profit_per or take_profit_price")
        if sl_per is not None and sl_price is not None:
            raise invalid("stop_loss_price", "give either stop_loss_per or stop_loss_price")
        kind = _type_for(tp_price is not None, sl_price is not None)
    else:
        kind = _tp_sl_type(d["tp_sl_type"])
    tp_by_price, sl_by_price = _by_price(kind)
    unused = {
        "take_profit_per": tp_by_price and tp_per is not None,
        "take_profit_price": not tp_by_price and tp_price is not None,
        "stop_loss_per": sl_by_price and sl_per is not None,
        "stop_loss_price": not sl_by_price and sl_price is not None,
    }
    for name, bad in unused.items():
        if bad:
            raise invalid(name, f"not used with tp_sl_type {int(kind)} ({kind.name})")
    return TpSl(
        tp_sl_type=kind,
        take_profit_per=None if tp_by_price else tp_per,
        stop_loss_per=None if sl_by_price else sl_per,
        take_profit_price=tp_price if tp_by_price else None,
        stop_loss_price=sl_price if sl_by_price else None,
    )


def _leverage(value: object) -> Decimal:
    lev = READ.dec("leverage", value)
    if lev % LEVERAGE_STEP != 0:
        raise invalid("leverage", "must be a multiple of 0.01")
    return lev


# --------------------------------------------------------------------------- parse / serialize


def parse_config(raw: Mapping[str, object]) -> FuturesGridConfig:
    """Parse create input; raises BusinessError (INVALID_PARAM naming the field) when malformed."""
    d = _canonical(raw, _FIELDS, metadata=True)
    symbol = READ.required(d, "symbol")
    if not isinstance(symbol, str) or symbol.strip() != symbol.strip().upper():
        raise invalid("symbol", "must be an uppercase symbol name")
    tpsl = _parse_tp_sl(d)
    ts = d.get("trailing_stop_per")
    trailing = ZERO if READ.blank(ts) else READ.dec("trailing_stop_per", ts)
    if trailing < 0:
        raise invalid("trailing_stop_per", "must not be negative")
    return FuturesGridConfig(
        symbol=symbol.strip(),
        grid_mode=_grid_mode(READ.required(d, "grid_mode")),
        grid_type=_grid_type(d["grid_type"]) if not READ.blank(d.get("grid_type")) else GridType.ARITHMETIC,
        min_price=READ.dec("min_price", READ.required(d, "min_price")),
        max_price=READ.dec("max_price", READ.required(d, "max_price")),
        cell_number=READ.integer("cell_number", READ.required(d, "cell_number")),
        leverage=_leverage(READ.required(d, "leverage")),
        total_investment=READ.dec("total_investment", READ.required(d, "total_investment")),
        **tpsl.tp_sl_fields(),
        entry_price=_opt("entry_price", d.get("entry_price")),
        trailing_stop_per=trailing,
        move_up_price=_opt("move_up_price", d.get("move_up_price")),
        move_down_price=_opt("move_down_price", d.get("move_down_price")),
    )


_DECIMALS = ("min_price", "max_price", "leverage", "total_investment", "trailing_stop_per")
_OPT_DECIMALS = (
    "take_profit_per",
    "stop_loss_per",
    "take_profit_price",
    "stop_loss_price",
    "entry_price",
    "move_up_price",
    "move_down_price",
)


def config_to_dict(c: FuturesGridConfig) -> dict[str, object]:
    """Wire form (JSON-safe, Bybit names and integer enums) that :func:`parse_config` reads back."""
    return {
        "symbol": c.symbol,
        "grid_mode": int(c.grid_mode),
        "grid_type": int(c.grid_type),
        "cell_number": c.cell_number,
        "tp_sl_type": int(c.tp_sl_type),
        **decimals_to_dict(c, _DECIMALS),
        **opt_decimals_to_dict(c, _OPT_DECIMALS),
    }


def parse_update(raw: Mapping[str, object]) -> FuturesGridUpdate:
    """Parse a modify request (``update-fgrid-tpsl`` / ``update-trailing-stop``).

    Range, grid count, leverage, mode and shifting prices are immutable: naming them is refused.
    Any TP/SL field replaces the whole TP/SL block (blank = remove that exit).
    """
    d = _canonical(raw, UPDATE_FIELDS, metadata=False)
    if not d:
        raise invalid("tp_sl_type", "nothing to change")
    ts = d.get("trailing_stop_per")
    trailing = (
        None
        if "trailing_stop_per" not in d
        else (ZERO if READ.blank(ts) else READ.dec("trailing_stop_per", ts))
    )
    if trailing is not None and trailing < 0:
        raise invalid("trailing_stop_per", "must not be negative")
    if not any(k in d for k in _TPSL_FIELDS):
        return FuturesGridUpdate(trailing_stop_per=trailing)
    return FuturesGridUpdate(tp_sl_given=True, trailing_stop_per=trailing, **_parse_tp_sl(d).tp_sl_fields())


def apply_update(c: FuturesGridConfig, u: FuturesGridUpdate) -> FuturesGridConfig:
    """The config after a modify request."""
    if u.tp_sl_given:
        c = replace(c, **u.tp_sl_fields())
    if u.trailing_stop_per is not None:
        c = replace(c, trailing_stop_per=u.trailing_stop_per)
    return c
