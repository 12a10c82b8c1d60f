"""Spot DCA config: the create input of both sub-types parsed and bounded into frozen values.

Why parse and bound in one place: the API validates with the same code the engine runs, so a
field is understood identically everywhere or refused with a check code naming it and its bound
(:mod:`tradingbot.bots.dca.codes`). Symbol rules (minimum order value) need a market and are
checked when the bot starts (``family.init``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.dca import fields as fx
from tradingbot.bots.dca.codes import DcaCheck, DcaType, refuse
from tradingbot.bots.dca.ladder import capital_needed, max_price_deviation
from tradingbot.core.enums import AutoCycle, DcaMode
from tradingbot.core.money import ONE, ZERO, fmt

MIN_FREQUENCY_S = 10
MAX_PAIRS = 5
QUOTE_COINS = frozenset({"USDT", "USDC"})
MAX_SAFETY_ORDERS = 100
PRICE_STEP_LOW, PRICE_STEP_HIGH = Decimal("0.001"), Decimal("0.5")
TP_LOW, TP_HIGH = Decimal("0.001"), Decimal("10")

_META = frozenset({"source", "block_source", "create_type", "followed_grid_id", "strategy_id"})
"""Where the bot came from (kept by the service, not part of the config)."""
_COMMON = frozenset({"dca_type", "settle_mode", "investment"}) | _META
_RECURRING = _COMMON | {"frequency_in_second", "quote_coin", "pairs", "max_invest_amount"}
_SAFETY = _COMMON | {
    "symbol",
    "init_order_amount",
    "safety_order_amount",
    "max_safety_orders",
    "price_step",
    "step_multiplier",
    "volume_multiplier",
    "tp_pct",
    "sl_pct",
    "auto_cycle",
    "reinvest",
}


@dataclass(frozen=True, slots=True)
class DcaPair:
    """One recurring purchase: ``amount`` of quote spent on ``base`` every round."""

    base: str
    amount: Decimal


@dataclass(frozen=True, slots=True, kw_only=True)
class RecurringParams:
    """RECURRING (MECHANICS §4.1): buy every pair every ``frequency_in_second`` seconds."""

    frequency_in_second: int
    quote_coin: str
    pairs: tuple[DcaPair, ...]
    max_invest_amount: Decimal | None = None

    @property
    def round_total(self) -> Decimal:
        """Quote one round spends over all pairs."""
        return sum((p.amount for p in self.pairs), ZERO)


@dataclass(frozen=True, slots=True, kw_only=True)
class SafetyOrderParams:
    """SAFETY_ORDER (MECHANICS §4.2): base order, a ladder of safety buys, one TP for the position."""

    symbol: str
    init_order_amount: Decimal
    safety_order_amount: Decimal
    max_safety_orders: int
    price_step: Decimal
    step_multiplier: Decimal = ONE
    volume_multiplier: Decimal = ONE
    tp_pct: Decimal
    sl_pct: Decimal | None = None
    auto_cycle: AutoCycle = AutoCycle.ENABLE
    reinvest: bool = True

    @property
    def mpd(self) -> Decimal:
        """Max price deviation of the ladder."""
        return max_price_deviation(self.price_step, self.step_multiplier, self.max_safety_orders)

    @property
    def capital(self) -> Decimal:
        """Quote a full cycle can spend."""
        return capital_needed(
            self.init_order_amount, self.safety_order_amount, self.volume_multiplier, self.max_safety_orders
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class DcaConfig:
    """A DCA bot: its type, settlement, the quote moved into it and the sub-type's parameters."""

    dca_type: DcaType
    settle_mode: DcaMode = DcaMode.DCA_BASE_MODE
    investment: Decimal
    recurring: RecurringParams | None = None
    safety: SafetyOrderParams | None = None

    @property
    def symbol(self) -> str:
        """The symbol the bot trades (:func:`symbol_of`)."""
        return symbol_of(self)


# --------------------------------------------------------------------------- parsing


def _settle_mode(value: object) -> DcaMode:
    if fx.blank(value):
        return DcaMode.DCA_BASE_MODE
    mode = fx.enum_of(DcaMode, "settle_mode", value)
    if mode is DcaMode.DCA_BIT_MODE:
        raise refuse(
            DcaCheck.SETTLE_MODE_UNSUPPORTED, "settle_mode", "DCA_BIT_MODE is not supported in paper trading"
        )
    return mode


def _positive(field: str, value: object, code: DcaCheck) -> Decimal:
    d = fx.dec(field, value)
    if d <= 0:
        raise refuse(code, field, "must be positive", ZERO)
    return d


def _at_least(field: str, d: Decimal, low: Decimal, code: DcaCheck) -> Decimal:
    if d < low:
        raise refuse(code, field, f"must be at least {fmt(low)}", low)
    return d


def _pairs(value: object) -> tuple[DcaPair, ...]:
    if not isinstance(value, list | tuple):
        raise fx.invalid("pairs", "must be a list of {base, amount}")
    if not 1 <= len(value) <= MAX_PAIRS:
        code = DcaCheck.PAIR_COUNT_TOO_LOW if not value else DcaCheck.PAIR_COUNT_TOO_HIGH
        raise refuse(code, "pairs", f"1 to {MAX_PAIRS} pairs", ONE, Decimal(MAX_PAIRS))
    out: list[DcaPair] = []
    for i, item in enumerate(value):
        if not isinstance(item, Mapping):
            raise fx.invalid(f"pairs[{i}]", "must be an object {base, amount}")
        d = fx.known_only(item, frozenset({"base", "amount"}))
        base = fx.required(d, "base")
        if not isinstance(base, str) or not base.strip().isalnum():
            raise fx.invalid(f"pairs[{i}].base", "must be a coin name")
        coin = base.strip().upper()
        if any(p.base == coin for p in out):
            raise refuse(DcaCheck.DUPLICATED_BASE, f"pairs[{i}].base", f"{coin} is chosen twice")
        amount = _positive(f"pairs[{i}].amount", fx.required(d, "amount"), DcaCheck.AMOUNT_TOO_LOW)
        out.append(DcaPair(coin, amount))
    return tuple(out)


def _recurring(d: Mapping[str, object]) -> tuple[RecurringParams, Decimal]:
    freq = fx.integer("frequency_in_second", fx.required(d, "frequency_in_second"))
    if freq < MIN_FREQUENCY_S:
        raise refuse(
            DcaCheck.FREQUENCY_TOO_LOW, "frequency_in_second", "too frequent", Decimal(MIN_FREQUENCY_S)
        )
    coin = fx.required(d, "quote_coin")
    if not isinstance(coin, str) or coin.strip().upper() not in QUOTE_COINS:
        raise refuse(DcaCheck.QUOTE_COIN_INVALID, "quote_coin", "expected USDT or USDC")
    params = RecurringParams(
        frequency_in_second=freq,
        quote_coin=coin.strip().upper(),
        pairs=_pairs(fx.required(d, "pairs")),
        max_invest_amount=fx.opt_dec("max_invest_amount", d.get("max_invest_amount")),
    )
    total = params.round_total
    cap = params.max_invest_amount
    if cap is not None and cap <= total:
        raise refuse(DcaCheck.MAX_INVEST_TOO_LOW, "max_invest_amount", "must exceed one round's total", total)
    raw_inv = d.get("investment")
    if fx.blank(raw_inv) and cap is None:
        raise fx.invalid("investment", "is required when max_invest_amount is unset")
    investment = cap if fx.blank(raw_inv) else fx.dec("investment", raw_inv)
    assert investment is not None
    return params, _at_least("investment", investment, total, DcaCheck.INVESTMENT_TOO_LOW)


def _ranged(
    d: Mapping[str, object], field: str, low: Decimal, high: Decimal, codes: tuple[DcaCheck, DcaCheck]
) -> Decimal:
    """The required decimal ``field`` of ``d``, refused outside ``[low, high]``."""
    value = fx.dec(field, fx.required(d, field))
    if value < low or value > high:
        raise refuse(
            codes[0] if value < low else codes[1], field, f"must be in [{fmt(low)}, {fmt(high)}]", low, high
        )
    return value


def _safety(d: Mapping[str, object]) -> tuple[SafetyOrderParams, Decimal]:
    symbol = fx.required(d, "symbol")
    if (
        not isinstance(symbol, str)
        or not symbol.strip().isalnum()
        or symbol.strip() != symbol.strip().upper()
    ):
        raise fx.invalid("symbol", "must be an uppercase symbol name")
    count = fx.integer("max_safety_orders", fx.required(d, "max_safety_orders"))
    if not 0 <= count <= MAX_SAFETY_ORDERS:
        code = DcaCheck.MAX_SAFETY_ORDERS_TOO_LOW if count < 0 else DcaCheck.MAX_SAFETY_ORDERS_TOO_HIGH
        raise refuse(code, "max_safety_orders", "out of range", ZERO, Decimal(MAX_SAFETY_ORDERS))
    so_raw = d.get("safety_order_amount")
    so_amount = ZERO
    if count > 0 or not fx.blank(so_raw):
        so_amount = _positive(
            "safety_order_amount", fx.required(d, "safety_order_amount"), DcaCheck.SAFETY_ORDER_AMOUNT_TOO_LOW
        )
    step_mult = (
        fx.dec("step_multiplier", d["step_multiplier"]) if not fx.blank(d.get("step_multiplier")) else ONE
    )
    vol_mult = (
        fx.dec("volume_multiplier", d["volume_multiplier"])
        if not fx.blank(d.get("volume_multiplier"))
        else ONE
    )
    auto = d.get("auto_cycle")
    reinvest = d.get("reinvest")
    params = SafetyOrderParams(
        symbol=symbol.strip(),
        init_order_amount=_positive(
            "init_order_amount", fx.required(d, "init_order_amount"), DcaCheck.INIT_ORDER_AMOUNT_TOO_LOW
        ),
        safety_order_amount=so_amount,
        max_safety_orders=count,
        price_step=_ranged(
            d,
            "price_step",
            PRICE_STEP_LOW,
            PRICE_STEP_HIGH,
            (DcaCheck.PRICE_STEP_TOO_LOW, DcaCheck.PRICE_STEP_TOO_HIGH),
        ),
        step_multiplier=_at_least("step_multiplier", step_mult, ONE, DcaCheck.STEP_MULTIPLIER_TOO_LOW),
        volume_multiplier=_at_least("volume_multiplier", vol_mult, ONE, DcaCheck.VOLUME_MULTIPLIER_TOO_LOW),
        tp_pct=_ranged(
            d, "tp_pct", TP_LOW, TP_HIGH, (DcaCheck.TP_PERCENT_TOO_LOW, DcaCheck.TP_PERCENT_TOO_HIGH)
        ),
        sl_pct=fx.opt_dec("sl_pct", d.get("sl_pct")),
        auto_cycle=AutoCycle.ENABLE if fx.blank(auto) else fx.enum_of(AutoCycle, "auto_cycle", auto),
        reinvest=True if fx.blank(reinvest) else fx.flag("reinvest", reinvest),
    )
    mpd = params.mpd
    if mpd >= ONE:
        raise refuse(
            DcaCheck.MAX_PRICE_DEVIATION_TOO_HIGH,
            "price_step",
            f"the ladder reaches {fmt(mpd)} below the base price",
            None,
            ONE,
        )
    if params.sl_pct is not None and not mpd < params.sl_pct < ONE:
        code = DcaCheck.SL_PERCENT_TOO_LOW if params.sl_pct <= mpd else DcaCheck.SL_PERCENT_TOO_HIGH
        raise refuse(
            code, "sl_pct", f"must exceed the max price deviation {fmt(mpd)} and stay below 1", mpd, ONE
        )
    raw_inv = d.get("investment")
    investment = params.capital if fx.blank(raw_inv) else fx.dec("investment", raw_inv)
    return params, _at_least("investment", investment, params.capital, DcaCheck.INVESTMENT_TOO_LOW)


def parse_config(raw: Mapping[str, object]) -> DcaConfig:
    """Parse and bound create input; raises BusinessError naming the field, check code and bound."""
    kind = fx.enum_of(DcaType, "dca_type", fx.required(raw, "dca_type"))
    if kind is DcaType.RECURRING:
        d = fx.known_only(raw, _RECURRING)
        rec, investment = _recurring(d)
        return DcaConfig(
            dca_type=kind,
            settle_mode=_settle_mode(d.get("settle_mode")),
            investment=investment,
            recurring=rec,
        )
    d = fx.known_only(raw, _SAFETY)
    so, investment = _safety(d)
    return DcaConfig(
        dca_type=kind, settle_mode=_settle_mode(d.get("settle_mode")), investment=investment, safety=so
    )


def _opt(value: Decimal | None) -> str | None:
    return None if value is None else fmt(value)


def config_to_dict(c: DcaConfig) -> dict[str, object]:
    """Wire form (JSON-safe) that :func:`parse_config` reads back to an equal config."""
    out: dict[str, object] = {
        "dca_type": c.dca_type.value,
        "settle_mode": c.settle_mode.name,
        "investment": fmt(c.investment),
    }
    if c.recurring is not None:
        r = c.recurring
        out.update(
            frequency_in_second=r.frequency_in_second,
            quote_coin=r.quote_coin,
            pairs=[{"base": p.base, "amount": fmt(p.amount)} for p in r.pairs],
            max_invest_amount=_opt(r.max_invest_amount),
        )
    if c.safety is not None:
        s = c.safety
        out.update(
            symbol=s.symbol,
            init_order_amount=fmt(s.init_order_amount),
            safety_order_amount=fmt(s.safety_order_amount),
            max_safety_orders=s.max_safety_orders,
            price_step=fmt(s.price_step),
            step_multiplier=fmt(s.step_multiplier),
            volume_multiplier=fmt(s.volume_multiplier),
            tp_pct=fmt(s.tp_pct),
            sl_pct=_opt(s.sl_pct),
            auto_cycle=s.auto_cycle.name,
            reinvest=s.reinvest,
        )
    return out


def symbol_of(c: DcaConfig) -> str:
    """The symbol the bot trades: the SAFETY_ORDER symbol or the first recurring pair's."""
    if c.safety is not None:
        return c.safety.symbol
    assert c.recurring is not None
    return c.recurring.pairs[0].base + c.recurring.quote_coin


def pair_symbol(c: DcaConfig, i: int) -> str:
    """The symbol of recurring pair ``i``: its coin against the quote coin."""
    assert c.recurring is not None
    return c.recurring.pairs[i].base + c.recurring.quote_coin


def symbols_of(c: DcaConfig) -> tuple[str, ...]:
    """Every symbol the bot trades: one per recurring pair (in the config's order), else the one."""
    if c.recurring is None:
        return (symbol_of(c),)
    return tuple(pair_symbol(c, i) for i in range(len(c.recurring.pairs)))
