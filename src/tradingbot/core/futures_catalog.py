"""Default USDT-linear perpetual symbols and their risk tiers for the simulated futures exchange.

Why constants: order rules and tiers are real Binance USDT-M values (exchangeInfo 2026-03-31,
leverage brackets 2025-07-10, from ``shared/data/specs/binance_usdm_core_symbols_specs.json``),
written down here so nothing reads a file at run time.

* Order rules: tick, lot (stepSize), min qty, max limit/market qty, min notional, price bounds.
* Leverage: min 1x; max = tier-1 max leverage capped at 100x (``MAX_SYMBOL_LEVERAGE``).
* Risk tiers: :data:`FUTURES_TIERS` via :func:`~tradingbot.core.instruments.build_tiers` with
  ``imr = 1/maxLeverage`` and Binance's MMR per bracket; the MM deduction that ``build_tiers``
  derives (MECHANICS §9) equals Binance's ``cum`` (:data:`BINANCE_BRACKETS` keeps it for tests).
* Binance brackets are irregular, so the config's step fields are 0 and its base fields hold
  tier 1 (``base_initial_margin_rate_e4`` = ceil(1e4 / max leverage), i.e. the capped
  leverage); use :data:`FUTURES_TIERS`, not ``risk_tiers(config, n)``, for more than tier 1.
"""

from __future__ import annotations

from decimal import ROUND_CEILING, Decimal
from typing import Final

from tradingbot.core.enums import ContractType, GridMode
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, build_tiers, to_e2, to_e4

MAX_SYMBOL_LEVERAGE: Final = Decimal(100)
FGRID_MAX_GRID_COUNT: Final = 400
FGRID_MODE_LEVERAGE_CAP: Final = {
    GridMode.NEUTRAL: Decimal(100),
    GridMode.LONG: Decimal(50),
    GridMode.SHORT: Decimal(50),
}

# (max notional, maintenance margin rate, max leverage, Binance 'cum' maintenance amount)
Bracket = tuple[str, str, int, str]

BINANCE_BRACKETS: Final[dict[str, tuple[Bracket, ...]]] = {
    "BTCUSDT": (
        ("300000", "0.004", 125, "0"),
        ("800000", "0.005", 100, "300"),
        ("3000000", "0.0065", 75, "1500"),
        ("12000000", "0.01", 50, "12000"),
        ("70000000", "0.02", 25, "132000"),
        ("100000000", "0.025", 20, "482000"),
        ("230000000", "0.05", 10, "2982000"),
        ("480000000", "0.1", 5, "14482000"),
        ("600000000", "0.125", 4, "26482000"),
        ("800000000", "0.15", 3, "41482000"),
        ("1200000000", "0.25", 2, "121482000"),
        ("1800000000", "0.5", 1, "421482000"),
    ),
    "ETHUSDT": (
        ("300000", "0.004", 125, "0"),
        ("800000", "0.005", 100, "300"),
        ("3000000", "0.0065", 75, "1500"),
        ("12000000", "0.01", 50, "12000"),
        ("50000000", "0.02", 25, "132000"),
        ("65000000", "0.025", 20, "382000"),
        ("150000000", "0.05", 10, "2007000"),
        ("320000000", "0.1", 5, "9507000"),
        ("400000000", "0.125", 4, "17507000"),
        ("530000000", "0.15", 3, "27507000"),
        ("800000000", "0.25", 2, "80507000"),
        ("1200000000", "0.5", 1, "280507000"),
    ),
    "SOLUSDT": (
        ("50000", "0.005", 100, "0"),
        ("400000", "0.0065", 75, "75"),
        ("1000000", "0.01", 50, "1475"),
        ("4000000", "0.02", 25, "11475"),
        ("8000000", "0.025", 20, "31475"),
        ("40000000", "0.05", 10, "231475"),
        ("80000000", "0.1", 5, "2231475"),
        ("100000000", "0.125", 4, "4231475"),
        ("200000000", "0.25", 2, "16731475"),
        ("400000000", "0.5", 1, "66731475"),
    ),
    "XRPUSDT": (
        ("80000", "0.006", 75, "0"),
        ("150000", "0.01", 50, "320"),
        ("400000", "0.0125", 40, "695"),
        ("1000000", "0.02", 25, "3695"),
        ("2000000", "0.025", 20, "8695"),
        ("10000000", "0.05", 10, "58695"),
        ("20000000", "0.1", 5, "558695"),
        ("25000000", "0.125", 4, "1058695"),
        ("50000000", "0.25", 2, "4183695"),
        ("100000000", "0.5", 1, "16683695"),
    ),
    "DOGEUSDT": (
        ("80000", "0.0065", 75, "0"),
        ("150000", "0.01", 50, "280"),
        ("750000", "0.0125", 40, "655"),
        ("2000000", "0.02", 25, "6280"),
        ("4000000", "0.025", 20, "16280"),
        ("20000000", "0.05", 10, "116280"),
        ("40000000", "0.1", 5, "1116280"),
        ("50000000", "0.125", 4, "2116280"),
        ("100000000", "0.25", 2, "8366280"),
        ("200000000", "0.5", 1, "33366280"),
    ),
}

# base, price precision, tick, min price, max price, step, min qty, max qty, market max qty, min notional
_RULES: Final[dict[str, tuple[str, int, str, str, str, str, str, str, str, str]]] = {
    "BTCUSDT": ("BTC", 2, "0.10", "261.10", "809484", "0.0001", "0.0001", "1000", "120", "100"),
    "ETHUSDT": ("ETH", 2, "0.01", "39.86", "306177", "0.001", "0.001", "10000", "10000", "20"),
    "SOLUSDT": ("SOL", 4, "0.0100", "0.4200", "6857", "0.01", "0.01", "1000000", "6000", "5"),
    "XRPUSDT": ("XRP", 4, "0.0001", "0.0143", "100000", "0.1", "0.1", "1000000", "1000000", "5"),
    "DOGEUSDT": ("DOGE", 6, "0.000010", "0.002440", "30", "1", "1", "10000000", "10000000", "5"),
}
_POPULAR: Final = frozenset({"BTCUSDT", "ETHUSDT"})


def tiers_from_brackets(brackets: tuple[Bracket, ...]) -> list[RiskTier]:
    """Risk tiers with ``imr = 1/maxLeverage`` and the bracket MMR; deductions by MECHANICS §9."""
    return build_tiers(
        (Decimal(limit), Decimal(1) / Decimal(lev), Decimal(mmr)) for limit, mmr, lev, _cum in brackets
    )


def fgridbot_config(max_leverage: Decimal) -> dict[str, object]:
    """Futures-grid limits: grid count and per-mode leverage caps (E2), capped at the symbol max."""
    return {
        "min_grid_count": 2,
        "max_grid_count": FGRID_MAX_GRID_COUNT,
        "max_leverage_e2": {
            mode.name: to_e2(min(cap, max_leverage)) for mode, cap in FGRID_MODE_LEVERAGE_CAP.items()
        },
    }


def _config(symbol: str) -> FuturesSymbolConfig:
    base, scale, tick, min_p, max_p, step, min_q, max_q, market_q, min_notional = _RULES[symbol]
    limit, mmr, tier1_lev, _cum = BINANCE_BRACKETS[symbol][0]
    max_lev = min(Decimal(tier1_lev), MAX_SYMBOL_LEVERAGE)
    imr_e4 = int((Decimal(10_000) / max_lev).to_integral_value(rounding=ROUND_CEILING))
    return FuturesSymbolConfig(
        symbol=symbol,
        base_currency=base,
        quote_currency="USDT",
        contract_type=ContractType.LINEAR_PERPETUAL,
        price_scale=scale,
        max_price=Decimal(max_p),
        min_price=Decimal(min_p),
        tick_size=Decimal(tick),
        lot_size=Decimal(step),
        min_qty=Decimal(min_q),
        max_new_order_qty=Decimal(max_q),
        max_new_market_order_qty=Decimal(market_q),
        min_notional_value=Decimal(min_notional),
        base_initial_margin_rate_e4=imr_e4,
        step_initial_margin_rate_e4=0,
        base_maintenance_margin_rate_e4=to_e4(Decimal(mmr)),
        step_maintenance_margin_rate_e4=0,
        base_max_ord_pz_value=Decimal(limit),
        step_max_ord_pz_value=Decimal(0),
        max_leverage_e2=to_e2(max_lev),
        min_leverage_e2=100,
        is_popular=symbol in _POPULAR,
        fgridbot_config=fgridbot_config(max_lev),
    )


DEFAULT_FUTURES_SYMBOLS: Final[dict[str, FuturesSymbolConfig]] = {s: _config(s) for s in BINANCE_BRACKETS}
"""BTC, ETH, SOL, XRP and DOGE USDT-linear perpetuals."""

FUTURES_TIERS: Final[dict[str, list[RiskTier]]] = {
    s: tiers_from_brackets(rows) for s, rows in BINANCE_BRACKETS.items()
}
"""Full risk-tier table per default symbol."""
