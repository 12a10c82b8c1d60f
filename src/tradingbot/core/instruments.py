"""Instruments: spot symbols, the futures symbol config of SPEC §3, risk tiers and order rules.

Why here: every bot, the simulated exchange and the API need the same tick/lot rounding,
minimum checks and E2/E4/E8 scaling; defining them once keeps them consistent.

Scaling (ARCHITECTURE §5, MECHANICS §1.1): ``_e2`` fields are integers divided by 100
(leverage 10000 -> 100x), ``_e4`` by 10 000 (margin rate 50 -> 0.005, shown as 0.5 %),
``_e8`` by 1e8 (designated margin). Conversions are exact; going back to an integer refuses
values that are not a whole multiple of the scale.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from enum import StrEnum, unique
from typing import Protocol

from tradingbot.core.enums import ContractStatus, ContractType
from tradingbot.core.money import ONE, ZERO, floor_to_step, fmt, round_to_step, to_decimal

# --------------------------------------------------------------------------- scaling helpers


@dataclass(frozen=True, slots=True)
class Scale:
    """Integers scaled by 10**exponent on the wire (E2 leverage, E4 rates, E8 amounts)."""

    exponent: int

    def read(self, value: int | Decimal | str) -> Decimal:
        """Scaled integer -> Decimal (E2: 10000 -> 100, E4: 50 -> 0.005, E8: 100000000 -> 1)."""
        return to_decimal(value).scaleb(-self.exponent)

    def write(self, value: Decimal | int | str) -> int:
        """Decimal -> scaled integer; raises ValueError if not exact."""
        scaled = to_decimal(value).scaleb(self.exponent)
        if scaled != scaled.to_integral_value():
            raise ValueError(f"{value} is not a multiple of 1e-{self.exponent}")
        return int(scaled)


E2, E4, E8 = Scale(2), Scale(4), Scale(8)
from_e2, to_e2 = E2.read, E2.write  # leverage-style
from_e4, to_e4 = E4.read, E4.write  # rate-style ratios
from_e8, to_e8 = E8.read, E8.write
percent_from_e4 = E2.read
"""E4 rate as the percent the UI shows (SPEC: 'margin rates E4 divided by 100')."""


# --------------------------------------------------------------------------- order rules


class OrderRules(Protocol):
    """What rounding and order checks need from an instrument (spot or futures)."""

    @property
    def tick_size(self) -> Decimal: ...
    @property
    def lot_size(self) -> Decimal: ...
    @property
    def min_qty(self) -> Decimal: ...
    @property
    def max_qty(self) -> Decimal: ...
    @property
    def min_notional(self) -> Decimal: ...
    @property
    def max_notional(self) -> Decimal | None: ...


@unique
class OrderRule(StrEnum):
    """The rule an order breaks."""

    INVALID_PRICE = "INVALID_PRICE"
    INVALID_QTY = "INVALID_QTY"
    MIN_QTY = "MIN_QTY"
    MAX_QTY = "MAX_QTY"
    MIN_NOTIONAL = "MIN_NOTIONAL"
    MAX_NOTIONAL = "MAX_NOTIONAL"


@dataclass(frozen=True, slots=True)
class OrderCheck:
    """A failed order check: the rule, its bound (the step for tick/lot rules) and the offending value."""

    rule: OrderRule
    bound: Decimal
    value: Decimal

    @property
    def message(self) -> str:
        """Human-readable reason (English; the API maps the rule to a localized message)."""
        return f"{self.rule.value}: value {fmt(self.value)} violates bound {fmt(self.bound)}"


def round_price(sym: OrderRules, price: Decimal) -> Decimal:
    """Price rounded half-up to the tick size."""
    return round_to_step(price, sym.tick_size)


def floor_qty(sym: OrderRules, qty: Decimal) -> Decimal:
    """Quantity floored to the lot size (never more than the user asked for)."""
    return floor_to_step(qty, sym.lot_size)


def is_multiple(value: Decimal, step: Decimal) -> bool:
    """True if ``value`` is an exact multiple of ``step``."""
    return value % step == 0


def check_order(
    sym: OrderRules, price: Decimal, qty: Decimal, *, check_tick: bool = True
) -> OrderCheck | None:
    """First rule the order breaks, or None. Order: price/tick, qty/lot, min/max qty, min/max notional.

    ``check_tick=False`` skips the tick test (market orders priced at the last trade).
    """
    if price <= 0 or (check_tick and not is_multiple(price, sym.tick_size)):
        return OrderCheck(OrderRule.INVALID_PRICE, sym.tick_size, price)
    if qty <= 0 or not is_multiple(qty, sym.lot_size):
        return OrderCheck(OrderRule.INVALID_QTY, sym.lot_size, qty)
    if qty < sym.min_qty:
        return OrderCheck(OrderRule.MIN_QTY, sym.min_qty, qty)
    if qty > sym.max_qty:
        return OrderCheck(OrderRule.MAX_QTY, sym.max_qty, qty)
    notional = price * qty
    if notional < sym.min_notional:
        return OrderCheck(OrderRule.MIN_NOTIONAL, sym.min_notional, notional)
    max_notional = sym.max_notional
    if max_notional is not None and notional > max_notional:
        return OrderCheck(OrderRule.MAX_NOTIONAL, max_notional, notional)
    return None


# --------------------------------------------------------------------------- spot


@dataclass(frozen=True, slots=True, kw_only=True)
class SpotSymbol:
    """A spot trading pair and its order rules (the static part of SPEC's spot symbol summary)."""

    symbol: str
    base: str
    quote: str
    tick_size: Decimal
    lot_size: Decimal
    min_qty: Decimal
    max_qty: Decimal
    min_amount: Decimal
    max_amount: Decimal
    support_trailing_stop: bool = True

    def __post_init__(self) -> None:
        if self.tick_size <= 0 or self.lot_size <= 0:
            raise ValueError(f"{self.symbol}: tick and lot size must be positive")
        if not ZERO < self.min_qty <= self.max_qty or not ZERO <= self.min_amount <= self.max_amount:
            raise ValueError(f"{self.symbol}: inconsistent min/max bounds")

    @property
    def base_unit(self) -> Decimal:
        """Quantity step (SPEC 'base unit')."""
        return self.lot_size

    @property
    def min_notional(self) -> Decimal:
        """Minimum order value in quote."""
        return self.min_amount

    @property
    def max_notional(self) -> Decimal | None:
        """Maximum order value in quote."""
        return self.max_amount


_RATIO_QUANTUM = Decimal("0.0001")  # ratios with 4 decimals = percent with the SPEC's 2 decimals


def _ratio(numerator: Decimal, denominator: Decimal) -> Decimal:
    if denominator == 0:
        return ZERO
    return (numerator / denominator).quantize(_RATIO_QUANTUM, rounding=ROUND_HALF_UP)


def spot_summary(
    sym: SpotSymbol, last: Decimal, open_24h: Decimal, high_24h: Decimal, low_24h: Decimal
) -> dict[str, str | bool]:
    """SPEC §3 'Spot symbol summary' row. Decimals as strings; amp and change are ratios.

    amp = (high - low) / open and change_24h = (last - open) / open, both over the last 24 h,
    rounded half-up to 4 decimals (0.0123 = 1.23 %).
    """
    return {
        "symbol": sym.symbol,
        "amp": fmt(_ratio(high_24h - low_24h, open_24h)),
        "change_24h": fmt(_ratio(last - open_24h, open_24h)),
        "base_token": sym.base,
        "quote_token": sym.quote,
        "base_unit": fmt(sym.lot_size),
        "min_trade_quantity": fmt(sym.min_qty),
        "max_trade_quantity": fmt(sym.max_qty),
        "min_trade_amount": fmt(sym.min_amount),
        "max_trade_amount": fmt(sym.max_amount),
        "supportTrailingStop": sym.support_trailing_stop,
        "tick_size": fmt(sym.tick_size),
        "price": fmt(last),
    }


# --------------------------------------------------------------------------- futures


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


@dataclass(frozen=True, slots=True, kw_only=True)
class FuturesSymbolConfig:
    """SPEC §3 'Futures symbol config', every field; ``to_wire`` gives the camelCase names.

    Risk-limit step form (MECHANICS §9): tier n has risk limit
    ``base_max_ord_pz_value + (n-1)·step_max_ord_pz_value`` and margin rates
    ``base_*_rate_e4 + (n-1)·step_*_rate_e4``.
    """

    # identity
    symbol: str
    symbol_name: str = ""
    base_currency: str
    quote_currency: str
    coin: str = ""
    coin_name: str = ""
    # contract
    contract_type: ContractType = ContractType.LINEAR_PERPETUAL
    contract_status: ContractStatus = ContractStatus.TRADING
    quarter: str = ""
    section: tuple[str, ...] = ()
    symbol_tags: tuple[str, ...] = ()
    # price and size
    price_scale: int
    max_price: Decimal
    min_price: Decimal
    tick_size: Decimal
    lot_size: Decimal
    min_qty: Decimal
    max_new_order_qty: Decimal
    max_new_market_order_qty: Decimal
    qty_unit: str = ""
    value_scale: int = 4
    min_notional_value: Decimal
    # margin and leverage
    base_initial_margin_rate_e4: int
    step_initial_margin_rate_e4: int
    base_maintenance_margin_rate_e4: int
    step_maintenance_margin_rate_e4: int
    base_max_ord_pz_value: Decimal
    step_max_ord_pz_value: Decimal
    max_leverage_e2: int
    min_leverage_e2: int = 100
    max_designated_margin_e8: int = 0
    min_designated_margin_e8: int = 0
    risk_max_leverage_e2: int = 0
    risk_min_leverage_e2: int = 100
    # display and listing
    ob_depth_merge_times: str = "1,2,4,10"
    index_sort: int = 0
    start_trading_time_e3: int = 0
    settle_time_e3: int = 0
    is_popular: bool = False
    dark_icon: str = ""
    light_icon: str = ""
    symbol_status: str = "ONLINE"
    symbol_display: int = 1
    support_copy_trade: bool = False
    is_pre_listing: bool = False
    pre_listing_info: Mapping[str, object] | None = field(default=None, hash=False)
    fgridbot_config: Mapping[str, object] | None = field(default=None, hash=False)
    expected_start_time_e3: int = 0
    show_expected_start_time: bool = False

    def __post_init__(self) -> None:
        defaults = {
            "symbol_name": self.symbol,
            "coin": self.quote_currency,
            "coin_name": self.quote_currency,
            "qty_unit": self.base_currency,
        }
        for name, value in defaults.items():
            if not getattr(self, name):
                object.__setattr__(self, name, value)
        if self.risk_max_leverage_e2 == 0:
            object.__setattr__(self, "risk_max_leverage_e2", self.max_leverage_e2)
        if self.tick_size <= 0 or self.lot_size <= 0:
            raise ValueError(f"{self.symbol}: tick and lot size must be positive")
        if self.symbol_display not in (0, 1):
            raise ValueError("symbol_display must be 1 (show) or 0 (hide)")

    # OrderRules
    @property
    def max_qty(self) -> Decimal:
        """Largest limit order quantity."""
        return self.max_new_order_qty

    @property
    def min_notional(self) -> Decimal:
        """Minimum order value."""
        return self.min_notional_value

    @property
    def max_notional(self) -> Decimal | None:
        """No maximum notional per order (risk tiers bound positions instead)."""
        return None

    # scaled views
    @property
    def max_leverage(self) -> Decimal:
        """Max leverage (E2 / 100)."""
        return from_e2(self.max_leverage_e2)

    @property
    def min_leverage(self) -> Decimal:
        """Min leverage (E2 / 100)."""
        return from_e2(self.min_leverage_e2)

    @property
    def max_designated_margin(self) -> Decimal:
        """Max designated margin (E8 / 1e8)."""
        return from_e8(self.max_designated_margin_e8)

    @property
    def min_designated_margin(self) -> Decimal:
        """Min designated margin (E8 / 1e8)."""
        return from_e8(self.min_designated_margin_e8)

    @property
    def depth_merge_ratios(self) -> tuple[int, ...]:
        """Order-book depth merge ratios ('1,2,4,10' -> (1, 2, 4, 10))."""
        return tuple(int(p) for p in self.ob_depth_merge_times.split(",") if p.strip())

    def to_wire(self) -> dict[str, object]:
        """camelCase dict as SPEC names the fields; decimals as strings, tuples as lists."""
        out: dict[str, object] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Decimal):
                value = fmt(value)
            elif isinstance(value, tuple):
                value = list(value)
            elif isinstance(value, Mapping):
                value = dict(value)
            elif isinstance(value, StrEnum):
                value = value.value
            out[_camel(f.name)] = value
        return out

    @classmethod
    def from_wire(cls, data: Mapping[str, object]) -> FuturesSymbolConfig:
        """Inverse of :meth:`to_wire`; unknown keys are refused."""
        names = {_camel(f.name): f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - set(names)
        if unknown:
            raise ValueError(f"unknown futures symbol fields: {sorted(unknown)}")
        kwargs: dict[str, object] = {}
        for key, value in data.items():
            kwargs[names[key]] = _from_wire_value(names[key], value)
        return cls(**kwargs)  # type: ignore[arg-type]


_DECIMAL_FIELDS = frozenset(
    f.name for f in dataclasses.fields(FuturesSymbolConfig) if f.type in ("Decimal", Decimal)
)
_TUPLE_FIELDS = frozenset({"section", "symbol_tags"})


def _from_wire_value(name: str, value: object) -> object:
    if name in _DECIMAL_FIELDS:
        return to_decimal(value)
    if name in _TUPLE_FIELDS:
        if not isinstance(value, list | tuple):
            raise ValueError(f"{name} must be a list")
        return tuple(str(v) for v in value)
    if name == "contract_type":
        return ContractType(str(value))
    if name == "contract_status":
        return ContractStatus(str(value))
    return value


# --------------------------------------------------------------------------- risk tiers


@dataclass(frozen=True, slots=True)
class RiskTier:
    """One risk-limit tier: positions up to ``risk_limit`` notional use these rates.

    ``max_leverage`` = 1 / imr floored to 0.01 (the E2 granularity);
    ``mm_deduction`` makes MM continuous across tiers (MECHANICS §5.5).
    """

    tier: int
    risk_limit: Decimal
    initial_margin_rate: Decimal
    maintenance_margin_rate: Decimal
    max_leverage: Decimal
    mm_deduction: Decimal

    def maintenance_margin(self, position_value: Decimal) -> Decimal:
        """MM = PV·mmr − deduction."""
        return position_value * self.maintenance_margin_rate - self.mm_deduction


_LEVERAGE_QUANTUM = Decimal("0.01")


def build_tiers(rows: Iterable[tuple[Decimal, Decimal, Decimal]]) -> list[RiskTier]:
    """Tiers from ascending ``(risk_limit, imr, mmr)`` rows, with cumulative MM deductions:
    ``deduction_n = risk_limit_{n-1}·(mmr_n − mmr_{n-1}) + deduction_{n-1}``, ``deduction_1 = 0``."""
    tiers: list[RiskTier] = []
    for limit, imr, mmr in rows:
        if imr <= 0 or mmr < 0:
            raise ValueError("margin rates must be positive")
        if tiers and limit <= tiers[-1].risk_limit:
            raise ValueError("risk limits must increase")
        if tiers:
            prev = tiers[-1]
            deduction = prev.risk_limit * (mmr - prev.maintenance_margin_rate) + prev.mm_deduction
        else:
            deduction = ZERO
        max_lev = (ONE / imr).quantize(_LEVERAGE_QUANTUM, rounding=ROUND_DOWN)
        tiers.append(RiskTier(len(tiers) + 1, limit, imr, mmr, max_lev, deduction))
    return tiers


def risk_tiers(config: FuturesSymbolConfig, n: int) -> list[RiskTier]:
    """First ``n`` tiers in the step form of MECHANICS §9: limit, imr and mmr grow by their steps."""
    if n < 1:
        raise ValueError("n must be >= 1")
    return build_tiers(
        (
            config.base_max_ord_pz_value + k * config.step_max_ord_pz_value,
            from_e4(config.base_initial_margin_rate_e4 + k * config.step_initial_margin_rate_e4),
            from_e4(config.base_maintenance_margin_rate_e4 + k * config.step_maintenance_margin_rate_e4),
        )
        for k in range(n)
    )


def tier_for(tiers: list[RiskTier], position_value: Decimal) -> RiskTier | None:
    """Tier whose range (previous limit, limit] holds ``position_value``; None above the last."""
    for tier in tiers:
        if position_value <= tier.risk_limit:
            return tier
    return None


def maintenance_margin(tiers: list[RiskTier], position_value: Decimal) -> Decimal:
    """Maintenance margin of a position; raises ValueError above the last tier."""
    tier = tier_for(tiers, position_value)
    if tier is None:
        raise ValueError(f"position value {position_value} exceeds the last risk tier")
    return tier.maintenance_margin(position_value)
