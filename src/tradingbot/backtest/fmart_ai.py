"""AI parameters for the futures martingale (MECHANICS §8.2 adapted), pure and deterministic.

For a perpetual's recent 1m candles (the last ``days``, at least ``MIN_CANDLES``):

1. candidates: LONG and SHORT × price float 0.5 / 1 / 1.5 / 2 / 3 % × multiplier 1.2 / 1.3 / 1.6 / 2
   × 3 / 4 / 6 / 8 adds × round target 2 / 3 / 5 / 8 % of the filled margin (640 sets), at leverage
   3 (at most the contract's first-tier maximum; the target scaled with it), auto-cycle on, no
   stop loss;
2. every candidate runs through the martingale sweep kernel (``kernels.futures_martingale``, which
   agrees with the exact engine on every real 1m file: ``test_fmart_kernel_agreement``) with
   ``INVESTMENT`` USDT from the window's first close; a set the kernel does not follow is run by
   the exact engine (``backtest.runner``). Metrics: yield = PnL / margin, APR (window's days,
   floor 1), max drawdown, completed rounds, and whether the bot ended (liquidated or stopped)
   before the window did;
3. selection per style among the candidates that survived the window: HIGH_PROFITS = max APR with
   drawdown ≤ 30 %; STEADY = max yield / drawdown with yield > 0; HIGH_FREQUENCY = max completed
   rounds with yield > 0 (ties: lower drawdown, then the candidate order). When nothing qualifies
   the style's default is reported (``selected_by = "default"``). The figures reported for a pick
   are its exact-engine replay (the same code as paper trading);
4. out-of-sample: the same selection fitted on the window's first 2/3, the pick replayed (exactly)
   on the last third.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from tradingbot.backtest.kernels.futures_martingale import FM_STATUS_NAMES, FMART_OUT_COLUMNS
from tradingbot.backtest.kernels.inputs import KernelCandles, KernelMarket
from tradingbot.backtest.kernels.sweep import sweep_fmart
from tradingbot.backtest.metrics import BacktestResult
from tradingbot.backtest.runner import run_backtest
from tradingbot.bots.futures_martingale.validation import Shape, max_leverage, min_init_margin
from tradingbot.core.candles import Candle
from tradingbot.core.enums import MartingaleMode, Style
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS
from tradingbot.sim.fees import FeeSchedule

MIN_CANDLES = 120
INVESTMENT = Decimal(1000)
LEVERAGE = Decimal(3)
MAX_DRAWDOWN = Decimal("0.3")
FLOATS = (Decimal("0.005"), Decimal("0.01"), Decimal("0.015"), Decimal("0.02"), Decimal("0.03"))
MULTIPLIERS = (Decimal("1.2"), Decimal("1.3"), Decimal("1.6"), Decimal("2"))
ADDS = (3, 4, 6, 8)
TARGETS = (Decimal("0.02"), Decimal("0.03"), Decimal("0.05"), Decimal("0.08"))
OOS_FIT = (2, 3)
_RATIO = Decimal("0.0001")


@dataclass(frozen=True, slots=True)
class FmartCandidate:
    """One parameter set of the sweep."""

    mode: MartingaleMode
    price_float: Decimal
    mult: Decimal
    adds: int
    target: Decimal
    leverage: Decimal

    def config(self, symbol: str) -> dict[str, object]:
        return {
            "symbol": symbol, "martingale_mode": int(self.mode), "leverage": fmt(self.leverage),
            "price_float_percent": fmt(self.price_float), "add_position_percent": fmt(self.mult),
            "add_position_num": self.adds, "init_margin": fmt(INVESTMENT),
            "round_tp_percent": fmt(self.target),
        }  # fmt: skip


@dataclass(frozen=True, slots=True)
class FmartRun:
    """A candidate's backtest."""

    candidate: FmartCandidate
    yield_: Decimal
    apr: Decimal
    mdd: Decimal
    rounds: int
    survived: bool

    @classmethod
    def of(cls, c: FmartCandidate, r: BacktestResult) -> FmartRun:
        return cls(
            c, r.total_pnl / r.investment, r.apr, r.max_drawdown, r.arbitrage_num, r.status == "RUNNING"
        )


DEFAULTS = {
    Style.HIGH_PROFITS: (Decimal("0.01"), Decimal("1.6"), 6, Decimal("0.05")),
    Style.STEADY: (Decimal("0.02"), Decimal("1.3"), 4, Decimal("0.02")),
    Style.HIGH_FREQUENCY: (Decimal("0.005"), Decimal("1.3"), 6, Decimal("0.02")),
}

_RULES: dict[Style, tuple[Callable[[FmartRun], bool], Callable[[FmartRun], tuple[Decimal, ...]]]] = {
    Style.HIGH_PROFITS: (lambda r: r.mdd <= MAX_DRAWDOWN, lambda r: (-r.apr, r.mdd)),
    Style.STEADY: (lambda r: r.yield_ > 0, lambda r: (-(r.yield_ / max(r.mdd, _RATIO)), r.mdd)),
    Style.HIGH_FREQUENCY: (lambda r: r.yield_ > 0, lambda r: (Decimal(-r.rounds), r.mdd)),
}


def candidates(sym: FuturesSymbolConfig, tiers: Sequence[RiskTier]) -> list[FmartCandidate]:
    """§1, at a leverage the contract allows."""
    lev = min(LEVERAGE, max_leverage(sym, tiers))
    return [
        FmartCandidate(mode, pf, mult, adds, target * lev / LEVERAGE, lev)
        for mode in (MartingaleMode.LONG, MartingaleMode.SHORT)
        for pf in FLOATS
        for mult in MULTIPLIERS
        for adds in ADDS
        for target in TARGETS
    ]


def select(style: Style, runs: Sequence[FmartRun]) -> tuple[FmartRun | None, str]:
    """§3: the style's pick among the runs that survived, or None (the caller reports the default)."""
    qualifies, key = _RULES[style]
    pool = [(key(r), i, r) for i, r in enumerate(runs) if r.survived and qualifies(r)]
    if not pool:
        return None, "default"
    return min(pool, key=lambda x: (x[0], x[1]))[2], "backtest"


def _exact(
    cands: Sequence[FmartCandidate], candles: Sequence[Candle], sym: FuturesSymbolConfig,
    tiers: Sequence[RiskTier], fees: FeeSchedule,
) -> list[FmartRun]:  # fmt: skip
    """Each candidate replayed by the exact engine (the family on the simulated exchange)."""
    out = []
    for c in cands:
        r = run_backtest(
            "MART_FUTURES", c.config(sym.symbol), candles, futures_symbols={sym.symbol: sym},
            tiers={sym.symbol: list(tiers)}, futures_fees=fees, keep_events=False,
        )  # fmt: skip
        out.append(FmartRun.of(c, r))
    return out


def _sweep(
    cands: Sequence[FmartCandidate], candles: Sequence[Candle], sym: FuturesSymbolConfig,
    tiers: Sequence[RiskTier], fees: FeeSchedule,
) -> list[FmartRun]:  # fmt: skip
    """Every candidate through the sweep kernel (a set it does not follow: the exact engine)."""
    kc = KernelCandles.from_candles(candles, sym.tick_size)
    rows = [
        [int(c.mode), float(c.leverage), float(c.price_float), float(c.mult), c.adds, float(c.target), 0.0,
         float(INVESTMENT)]
        for c in cands
    ]  # fmt: skip
    res = sweep_fmart(kc, KernelMarket.futures(sym, tiers, fees), rows)
    days = max(Decimal(1), Decimal(candles[-1].ts - candles[0].ts) / DAY_MS)
    col = {name: j for j, name in enumerate(FMART_OUT_COLUMNS)}
    out = []
    for c, row in zip(cands, res, strict=True):
        status = FM_STATUS_NAMES[int(row[col["status"]])]
        if status == "UNMODELLED":
            out.append(_exact([c], candles, sym, tiers, fees)[0])
            continue
        y = Decimal(repr(float(row[col["pnl"]]))) / INVESTMENT
        mdd = Decimal(repr(float(row[col["max_drawdown"]])))
        out.append(
            FmartRun(c, y, y / days * 365, mdd, int(row[col["completed_rounds"]]), status == "RUNNING")
        )
    return out


def _ratio(value: Decimal) -> str:
    return fmt(value.quantize(_RATIO))


def _figures(run: FmartRun) -> dict[str, object]:
    return {
        "actual_yield": _ratio(run.yield_), "annual_percentage_yield": _ratio(run.apr),
        "max_drawdown_ratio": _ratio(run.mdd), "completed_rounds": run.rounds, "survived": run.survived,
    }  # fmt: skip


def _entry(style: Style, c: FmartCandidate, sym: FuturesSymbolConfig, last: Decimal) -> dict[str, object]:
    shape = Shape(c.mode, c.leverage, c.price_float, c.mult, c.adds)
    return {
        "style": style.value, "martingale_mode": c.mode.name, "leverage": fmt(c.leverage),
        "price_float_percent": fmt(c.price_float), "add_position_percent": fmt(c.mult),
        "add_position_num": c.adds, "round_tp_percent": fmt(c.target), "sl_percent": "",
        "min_init_margin": fmt(min_init_margin(shape, sym, last)),
    }  # fmt: skip


def recommend_fmart(
    candles: Sequence[Candle],
    sym: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    *,
    fees: FeeSchedule | None = None,
    days: int = 7,
) -> dict[str, object]:
    """Martingale AI parameters per style (``ai_params``), each with its window's backtest and an
    out-of-sample check; ValueError with fewer than ``MIN_CANDLES`` candles in the window."""
    f = fees if fees is not None else FeeSchedule(maker=Decimal("0.0002"), taker=Decimal("0.00055"))
    window = [c for c in candles if c.ts > candles[-1].ts - days * DAY_MS] if candles else []
    if len(window) < MIN_CANDLES:
        raise ValueError(f"martingale AI parameters need at least {MIN_CANDLES} candles, got {len(window)}")
    cands = candidates(sym, tiers)
    runs = _sweep(cands, window, sym, tiers, f)
    split = len(window) * OOS_FIT[0] // OOS_FIT[1]
    fit_runs = _sweep(cands, window[:split], sym, tiers, f)
    last = window[-1].close
    params: list[dict[str, object]] = []
    for style in Style:
        pick, how = select(style, runs)
        c = pick.candidate if pick is not None else _default(style, cands)
        entry = _entry(style, c, sym, last) | {"selected_by": how, "window_days": days}
        entry["backtest"] = _figures(_exact([c], window, sym, tiers, f)[0])
        fit, fit_how = select(style, fit_runs)
        if fit is not None:
            test = _exact([fit.candidate], window[split:], sym, tiers, f)[0]
            entry["out_of_sample"] = {
                "fit_params": _entry(style, fit.candidate, sym, last), "selected_by": fit_how,
                "fit_window": _span(window[:split]), "test_window": _span(window[split:]),
                "fit": _figures(_exact([fit.candidate], window[:split], sym, tiers, f)[0]),
                "test": _figures(test),
            }  # fmt: skip
        params.append(entry)
    return {
        "symbol": sym.symbol, "category": "linear", "method": "backtest_sweep_kernel",
        "investment": fmt(INVESTMENT), "last_price": fmt(last), "candidates": len(cands),
        "window": {"start": window[0].ts, "end": window[-1].ts, "candles": len(window)},
        "ai_params": params,
    }  # fmt: skip


def _span(candles: Sequence[Candle]) -> dict[str, int]:
    """A part's first and last candle (ms): its APR depends on its length."""
    return {"start": candles[0].ts, "end": candles[-1].ts}


def _default(style: Style, cands: Sequence[FmartCandidate]) -> FmartCandidate:
    pf, mult, adds, target = DEFAULTS[style]
    lev = cands[0].leverage
    return next(
        c for c in cands
        if (c.price_float, c.mult, c.adds, c.target) == (pf, mult, adds, target * lev / LEVERAGE)
        and c.mode is MartingaleMode.LONG
    )  # fmt: skip
