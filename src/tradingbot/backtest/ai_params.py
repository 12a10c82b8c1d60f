"""AI-recommended grid parameters by backtest sweep (MECHANICS §8.2, §8.3), pure and deterministic.

For a symbol's recent candles and each horizon (7 and 30 days by default):

1. bars: 15-minute closes for horizons up to 7 days, hourly beyond (§8.2.1); the last close ``Pc``;
2. volatility: ``ATR14`` on daily bars and ``volatility_ratio = ATR14 / Pc`` (§8.3);
3. candidate ranges: ``center = SMA20`` of the bar closes, ``band = k·σ`` with ``σ`` the standard
   deviation of the window's bar closes, ``k`` in :data:`BAND_KS` (the styles' 1.5 / 2 / 3 and
   around them), clipped to the create bounds (spot ``U ≤ 3·Pc``, ``L ≥ 0.3·Pc``; futures
   ``L ≥ 0.1·Pc``, ``U ≥ 1.005·L``) with ``L < Pc < U``, rounded to the tick;
4. grid counts: for each target net profit per grid ``g*`` in :data:`PROFIT_TARGETS` (the styles'
   0.3 % / 0.6 % / 1.0 % and around them) the largest count whose every cell nets ``g*``
   (the families' ``max_grid_count`` with ``r_floor = g*``), arithmetic and geometric, clamped
   to ``[2, N_max]``;
5. futures: direction LONG if EMA20 rises and ≥ 4 of the last 5 closes are above it, SHORT
   mirrored, else NEUTRAL (§8.2.5); leverage candidates 1, 2, 3, 5 and the largest integer in
   ``[1, 10]`` whose estimated liquidation price (the family's worst-case estimate) lies outside
   ``[L − ATR14, U + ATR14]`` (§8.2.6), none above it;
6. every candidate is backtested by the compiled kernel over the window (bot started at the
   window's first close with ``investment``), metrics: ``actual_yield = (E_end − E_0)/E_0``,
   ``annual_percentage_yield = yield / days × 365``, max drawdown on the hourly equity curve,
   Sharpe on daily returns × √365, arbitrage count and fees;
7. selection per style: HIGH_PROFITS = max APR with MDD ≤ 30 %; STEADY = max Sharpe with APR > 0;
   HIGH_FREQUENCY = max arbitrage count with APR > 0 (ties: lower drawdown, lower leverage, the
   candidate order). When nothing qualifies the style's own default candidate is reported
   (``selected_by = "default"``). A pick must pass the family's create validation.
8. out-of-sample check: the same selection fitted on the first 2/3 of the window only (its own
   ``Pc``, SMA, σ, ATR), and the chosen parameters' backtest on the last third.

Outputs are JSON-safe dicts with the SPEC field names (``min_price``, ``max_price``,
``cell_number``, ``max_drawdown_ratio``, ``volatility_ratio``, ``actual_yield``,
``annual_percentage_yield``; futures add ``grid_mode`` and ``leverage`` and a ``config`` with
``max_leverage_e2`` by mode).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal

import numpy as np
import numpy.typing as npt

from tradingbot.backtest.kernel import (
    C_ARB,
    C_EQUITY,
    C_FEES,
    C_FUNDING,
    C_PROFIT,
    C_STATUS,
    ST_BOTTOM,
    ST_LIQUIDATION,
    ST_RUNNING,
    ST_TOP,
    STATUS_NAMES,
    KernelCandles,
    KernelMarket,
    SweepResult,
    sweep_futures,
    sweep_spot,
)
from tradingbot.bots.futures_grid.config import parse_config as parse_futures_config
from tradingbot.bots.futures_grid.levels import futures_max_grid_count
from tradingbot.bots.futures_grid.margin import estimate_liq_prices
from tradingbot.bots.futures_grid.validation import validate_input as validate_futures
from tradingbot.bots.grid_kit.levels import max_grid_count
from tradingbot.bots.spot_grid.validation import validate_input as validate_spot
from tradingbot.core.candles import Candle
from tradingbot.core.enums import FuturesGridType, GridMode, Style
from tradingbot.core.errors import BusinessError
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures.core import DEFAULT_FEES as FUTURES_FEES

F64 = npt.NDArray[np.float64]

BAND_KS: tuple[Decimal, ...] = tuple(Decimal(x) for x in ("1", "1.5", "2", "2.5", "3", "4"))
PROFIT_TARGETS: tuple[Decimal, ...] = tuple(
    Decimal(x) for x in ("0.002", "0.003", "0.0045", "0.006", "0.008", "0.01", "0.015")
)
STYLE_DEFAULTS: dict[Style, tuple[Decimal, Decimal]] = {
    Style.HIGH_FREQUENCY: (Decimal("1.5"), Decimal("0.003")),
    Style.HIGH_PROFITS: (Decimal("2"), Decimal("0.006")),
    Style.STEADY: (Decimal("3"), Decimal("0.01")),
}
"""(k, g*) of each style (§8.2 steps 3-4): its fallback candidate."""
MAX_DRAWDOWN_HIGH_PROFITS = 0.30
LEVERAGE_STEPS: tuple[int, ...] = (1, 2, 3, 5)
MAX_AI_LEVERAGE = 10
SPOT_MAX_CELLS = 200
FUTURES_MAX_CELLS = 400
RATIO_Q = Decimal("0.000001")
OOS_FIT = (2, 3)
"""The out-of-sample check fits on the first 2/3 of the window."""
MIN_CANDLES = 60


@dataclass(frozen=True, slots=True)
class Candidate:
    """One parameter set of the sweep (prices on the tick; futures fields 0 for spot)."""

    min_price: Decimal
    max_price: Decimal
    cell_number: int
    grid_type: FuturesGridType
    k: Decimal
    target: Decimal
    grid_mode: int = 0
    leverage: int = 1


@dataclass(frozen=True, slots=True)
class Stats:
    """Market statistics of a window at its end."""

    last: Decimal
    center: Decimal
    sigma: Decimal
    atr14: Decimal
    direction: GridMode

    @property
    def volatility_ratio(self) -> Decimal:
        """ATR14 (daily) / last close (§8.3)."""
        return self.atr14 / self.last if self.last > 0 else Decimal(0)


# ------------------------------------------------------------------------------------------ stats


def _interval_ms(ts: npt.NDArray[np.int64]) -> int:
    if ts.shape[0] < 2:
        return 60_000
    return int(np.median(np.diff(ts)))


def _bucket_last(ts: npt.NDArray[np.int64], values: F64, bucket_ms: int) -> F64:
    keys = ts // bucket_ms
    last = np.flatnonzero(np.append(keys[1:] != keys[:-1], True))
    out: F64 = values[last]
    return out


def _daily_atr(kc: KernelCandles, stop: int) -> float:
    ts = kc.ts[:stop]
    day = ts // DAY_MS
    edges = np.flatnonzero(np.append(True, day[1:] != day[:-1]))
    highs = np.maximum.reduceat(kc.high[:stop], edges).astype(np.float64)
    lows = np.minimum.reduceat(kc.low[:stop], edges).astype(np.float64)
    ends = np.append(edges[1:] - 1, stop - 1)
    closes = kc.close[:stop][ends].astype(np.float64)
    scale = float(10**kc.decimals)
    if highs.shape[0] == 1:
        return float(highs[0] - lows[0]) / scale
    prev = closes[:-1]
    tr = np.maximum(highs[1:] - lows[1:], np.maximum(np.abs(highs[1:] - prev), np.abs(lows[1:] - prev)))
    return float(np.mean(tr[-14:])) / scale


def _direction(closes: F64) -> GridMode:
    """EMA20 rising and >= 4 of the last 5 closes above it -> LONG; mirrored SHORT; else NEUTRAL."""
    if closes.shape[0] < 21:
        return GridMode.NEUTRAL
    alpha = 2.0 / 21.0
    ema = np.empty_like(closes)
    ema[0] = closes[0]
    for i in range(1, closes.shape[0]):
        ema[i] = alpha * closes[i] + (1 - alpha) * ema[i - 1]
    last5 = closes[-5:] - ema[-5:]
    if ema[-1] > ema[-2] and int(np.sum(last5 > 0)) >= 4:
        return GridMode.LONG
    if ema[-1] < ema[-2] and int(np.sum(last5 < 0)) >= 4:
        return GridMode.SHORT
    return GridMode.NEUTRAL


def _dec(x: float, places: int = 12) -> Decimal:
    return Decimal(repr(x)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)


def window_stats(kc: KernelCandles, start: int, stop: int, horizon_days: Decimal) -> Stats:
    """Pc, SMA20 / σ of the window's bar closes (15m up to 7 days, 1h beyond), ATR14, direction."""
    bar_ms = 15 * 60_000 if horizon_days <= 7 else HOUR_MS
    bar_ms = max(bar_ms, _interval_ms(kc.ts))
    closes = _bucket_last(kc.ts[start:stop], kc.prices("close")[start:stop], bar_ms)
    center = float(np.mean(closes[-20:]))
    sigma = float(np.std(closes)) if closes.shape[0] > 1 else 0.0
    last = Decimal(int(kc.close[stop - 1])).scaleb(-kc.decimals)
    places = kc.decimals + 2
    return Stats(
        last,
        _dec(center, places),
        _dec(sigma, places),
        _dec(_daily_atr(kc, stop), places),
        _direction(closes),
    )


# ------------------------------------------------------------------------------------------ candidates


def _floor_tick(x: Decimal, tick: Decimal) -> Decimal:
    return (x / tick).to_integral_value(rounding=ROUND_FLOOR) * tick


def _ceil_tick(x: Decimal, tick: Decimal) -> Decimal:
    return (x / tick).to_integral_value(rounding=ROUND_CEILING) * tick


def _range(stats: Stats, k: Decimal, tick: Decimal, futures: bool) -> tuple[Decimal, Decimal] | None:
    pc = stats.last
    lo = stats.center - k * stats.sigma
    hi = stats.center + k * stats.sigma
    lo = max(lo, (Decimal("0.1") if futures else Decimal("0.3")) * pc)
    hi = min(hi, (Decimal("10") if futures else Decimal("3")) * pc)
    lo = min(lo, pc * Decimal("0.995"))  # the price must lie inside the range
    hi = max(hi, pc * Decimal("1.005"))
    lo_t, hi_t = _ceil_tick(lo, tick), _floor_tick(hi, tick)
    if lo_t <= 0 or not lo_t < pc < hi_t or hi_t < lo_t * Decimal("1.005"):
        return None
    return lo_t, hi_t


def _count(
    grid_type: FuturesGridType, lo: Decimal, hi: Decimal, fee: Decimal, target: Decimal, futures: bool
) -> int:
    if futures:
        n = futures_max_grid_count(grid_type, lo, hi, fee, target)
        cap = min(FUTURES_MAX_CELLS, futures_max_grid_count(grid_type, lo, hi, fee))
    else:
        n = max_grid_count(grid_type, lo, hi, fee, target)
        cap = min(SPOT_MAX_CELLS, max_grid_count(grid_type, lo, hi, fee))
    return max(2, min(n, cap))


def _base_candidates(stats: Stats, tick: Decimal, fee: Decimal, futures: bool) -> list[Candidate]:
    seen: set[tuple[Decimal, Decimal, int, FuturesGridType]] = set()
    out: list[Candidate] = []
    for k in BAND_KS:
        rng = _range(stats, k, tick, futures)
        if rng is None:
            continue
        lo, hi = rng
        for target in PROFIT_TARGETS:
            for gt in (FuturesGridType.ARITHMETIC, FuturesGridType.GEOMETRIC):
                n = _count(gt, lo, hi, fee, target, futures)
                key = (lo, hi, n, gt)
                if key in seen:
                    continue
                seen.add(key)
                out.append(Candidate(lo, hi, n, gt, k, target))
    return out


def _max_safe_leverage(
    c: Candidate,
    mode: GridMode,
    stats: Stats,
    cfg: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    fees: FeeSchedule,
    investment: Decimal,
) -> int:
    """Largest integer leverage in [1, 10] (and the mode cap) whose estimated liquidation price lies
    outside ``[L − ATR14, U + ATR14]`` (§8.2.6); 1 when none does."""
    caps = cfg.fgridbot_config.get("max_leverage_e2", {}) if isinstance(cfg.fgridbot_config, Mapping) else {}
    cap_e2 = caps.get(mode.name) if isinstance(caps, Mapping) else None
    top = MAX_AI_LEVERAGE if cap_e2 is None else min(MAX_AI_LEVERAGE, int(Decimal(str(cap_e2)) / 100))
    lo_band, hi_band = c.min_price - stats.atr14, c.max_price + stats.atr14
    for lev in range(top, 0, -1):
        raw = _futures_raw(c, mode, Decimal(lev), cfg.symbol, investment)
        try:
            long_lp, short_lp = estimate_liq_prices(parse_futures_config(raw), cfg, tiers, stats.last, fees)
        except (ValueError, BusinessError):
            continue
        if (long_lp is None or long_lp < lo_band) and (short_lp is None or short_lp > hi_band):
            return lev
    return 1


def _futures_raw(
    c: Candidate, mode: GridMode, lev: Decimal, symbol: str, investment: Decimal
) -> dict[str, object]:
    return {
        "symbol": symbol,
        "grid_mode": int(mode),
        "grid_type": int(c.grid_type),
        "min_price": fmt(c.min_price),
        "max_price": fmt(c.max_price),
        "cell_number": c.cell_number,
        "leverage": fmt(lev),
        "total_investment": fmt(investment),
    }


def _spot_raw(c: Candidate, symbol: str, investment: Decimal) -> dict[str, object]:
    return {
        "symbol": symbol,
        "min_price": fmt(c.min_price),
        "max_price": fmt(c.max_price),
        "cell_number": c.cell_number,
        "grid_type": int(c.grid_type),
        "quote_investment": fmt(investment),
    }


# ------------------------------------------------------------------------------------------ evaluation


@dataclass(frozen=True, slots=True)
class Evaluated:
    """A candidate's backtest over one window."""

    candidate: Candidate
    status: int
    yield_: float
    apr: float
    mdd: float
    sharpe: float
    arbitrage_num: int
    fees: float
    grid_profit: float
    funding: float
    final_equity: float
    trend: tuple[float, ...]

    @property
    def usable(self) -> bool:
        """The kernel ran the set under the family's rules to the end or to a real stop."""
        return self.status in (ST_RUNNING, ST_TOP, ST_BOTTOM, ST_LIQUIDATION)


def _evaluate(
    res: SweepResult, cands: Sequence[Candidate], investment: float, days: float, per_day: int
) -> list[Evaluated]:
    out: list[Evaluated] = []
    for i, c in enumerate(cands):
        m = res.metrics[i]
        eq_end = float(m[C_EQUITY])
        rate = (eq_end - investment) / investment
        hourly = np.concatenate(([investment], res.samples[i], [eq_end]))
        peak = np.maximum.accumulate(hourly)
        mdd = float(np.max((peak - hourly) / np.where(peak > 0, peak, 1.0)))
        daily = np.concatenate(([investment], res.samples[i][per_day::per_day], [eq_end]))
        rets = np.diff(daily) / daily[:-1]
        sd = float(np.std(rets)) if rets.shape[0] > 1 else 0.0
        sharpe = float(np.mean(rets)) / sd * math.sqrt(365.0) if sd > 0 else 0.0
        trend = tuple(float(x) for x in ((daily[1:] - investment) / investment)[-14:])
        out.append(
            Evaluated(
                c,
                int(m[C_STATUS]),
                rate,
                rate / max(days, 1.0) * 365.0,
                mdd,
                sharpe,
                int(m[C_ARB]),
                float(m[C_FEES]),
                float(m[C_PROFIT]),
                float(m[C_FUNDING]),
                eq_end,
                trend,
            )
        )
    return out


def _key(style: Style, e: Evaluated, pos: int) -> tuple[float, float, int, int]:
    """Sort key (best first). The criterion is rounded (APR to 1e-6, Sharpe to 0.01) so that
    candidates equal up to noise - e.g. one grid at several leverages, whose Sharpe is nearly the
    same - fall to the tie-breaks: lower drawdown, lower leverage, candidate order."""
    if style is Style.HIGH_PROFITS:
        primary = round(e.apr, 6)
    elif style is Style.STEADY:
        primary = round(e.sharpe, 2)
    else:
        primary = float(e.arbitrage_num)
    return (-primary, e.mdd, e.candidate.leverage, pos)


def _qualifies(style: Style, e: Evaluated) -> bool:
    if not e.usable or e.status == ST_LIQUIDATION:
        return False
    if style is Style.HIGH_PROFITS:
        return e.mdd <= MAX_DRAWDOWN_HIGH_PROFITS
    return e.apr > 0


Validator = Callable[[Candidate], bool]


def _select(style: Style, evs: Sequence[Evaluated], valid: Validator) -> tuple[Evaluated | None, str]:
    ranked = sorted(
        (i for i, e in enumerate(evs) if _qualifies(style, e)), key=lambda i: _key(style, evs[i], i)
    )
    for i in ranked:
        if valid(evs[i].candidate):
            return evs[i], "criterion"
    k, g = STYLE_DEFAULTS[style]
    defaults = [
        i
        for i, e in enumerate(evs)
        if e.usable and e.candidate.k == k and e.candidate.target == g and e.candidate.leverage == 1
    ]
    for i in sorted(defaults, key=lambda i: (evs[i].candidate.grid_type, i)):
        if valid(evs[i].candidate):
            return evs[i], "default"
    return None, "none"


def _ratio(x: float) -> str:
    return fmt(Decimal(repr(x)).quantize(RATIO_Q, rounding=ROUND_HALF_UP))


def _money(x: float) -> str:
    return fmt(Decimal(repr(x)).quantize(Decimal("0.00000001"), rounding=ROUND_HALF_UP))


def _window(kc: KernelCandles, start: int, stop: int) -> dict[str, object]:
    s, e = int(kc.ts[start]), int(kc.ts[stop - 1])
    return {"start": s, "end": e, "days": _ratio((e - s) / DAY_MS)}


def _backtest(e: Evaluated) -> dict[str, object]:
    return {
        "arbitrage_num": e.arbitrage_num,
        "fees": _money(e.fees),
        "grid_profit": _money(e.grid_profit),
        "funding": _money(e.funding),
        "final_equity": _money(e.final_equity),
        "sharpe_ratio": _ratio(e.sharpe),
        "status": STATUS_NAMES[e.status],
        "yield_trend_list": [_ratio(x) for x in e.trend],
    }


# ------------------------------------------------------------------------------------------ pipeline


@dataclass(frozen=True)
class _Setup:
    market: KernelMarket
    tick: Decimal
    fee: Decimal
    futures: bool
    symbol: str
    investment: Decimal
    valid: Validator
    cfg: FuturesSymbolConfig | None = None
    tiers: tuple[RiskTier, ...] = ()
    fees: FeeSchedule | None = None


def _candidates(setup: _Setup, stats: Stats) -> list[Candidate]:
    base = _base_candidates(stats, setup.tick, setup.fee, setup.futures)
    if not setup.futures or setup.cfg is None or setup.fees is None:
        return base
    mode = stats.direction
    out: list[Candidate] = []
    for c in base:
        top = _max_safe_leverage(c, mode, stats, setup.cfg, setup.tiers, setup.fees, setup.investment)
        for lev in sorted({x for x in LEVERAGE_STEPS if x <= top} | {top}):
            out.append(
                Candidate(c.min_price, c.max_price, c.cell_number, c.grid_type, c.k, c.target, int(mode), lev)
            )
    return out


def _run(setup: _Setup, kc: KernelCandles, cands: Sequence[Candidate]) -> SweepResult:
    inv = float(setup.investment)
    every = max(1, HOUR_MS // _interval_ms(kc.ts))
    if setup.futures:
        rows = [
            [
                float(c.min_price),
                float(c.max_price),
                c.cell_number,
                int(c.grid_type),
                c.grid_mode,
                c.leverage,
                inv,
            ]
            for c in cands
        ]
        return sweep_futures(kc, setup.market, np.array(rows, np.float64).reshape(-1, 7), sample_every=every)
    rows = [[float(c.min_price), float(c.max_price), c.cell_number, int(c.grid_type), inv] for c in cands]
    return sweep_spot(kc, setup.market, np.array(rows, np.float64).reshape(-1, 5), sample_every=every)


def _sweep_window(
    setup: _Setup, kc: KernelCandles, start: int, stop: int, days: Decimal
) -> tuple[Stats, list[Evaluated]]:
    stats = window_stats(kc, start, stop, days)
    cands = _candidates(setup, stats)
    if not cands:
        return stats, []
    part = kc.window(start, stop)
    res = _run(setup, part, cands)
    span = (int(kc.ts[stop - 1]) - int(kc.ts[start])) / DAY_MS
    per_day = 24
    return stats, _evaluate(res, cands, float(setup.investment), span, per_day)


def _entry(
    setup: _Setup, style: Style, e: Evaluated, how: str, stats: Stats, win: dict[str, object]
) -> dict[str, object]:
    c = e.candidate
    out: dict[str, object] = {
        "style": style.value,
        "min_price": fmt(c.min_price),
        "max_price": fmt(c.max_price),
        "cell_number": c.cell_number,
        "grid_type": c.grid_type.name,
        "max_drawdown_ratio": _ratio(e.mdd),
        "volatility_ratio": _ratio(float(stats.volatility_ratio)),
        "actual_yield": _ratio(e.yield_),
        "annual_percentage_yield": _ratio(e.apr),
        "window": win,
        "backtest": _backtest(e),
        "selected_by": how,
        "band_k": fmt(c.k),
        "target_profit_per_grid": fmt(c.target),
    }
    if setup.futures:
        out["grid_mode"] = GridMode(c.grid_mode).name
        out["leverage"] = str(c.leverage)
        out["leverage_e2"] = c.leverage * 100
    return out


def _oos(
    setup: _Setup, kc: KernelCandles, start: int, stop: int, days: Decimal
) -> dict[Style, dict[str, object]]:
    """Fit on the first 2/3 of the window, report the picks' backtest on the last third."""
    split = start + (stop - start) * OOS_FIT[0] // OOS_FIT[1]
    out: dict[Style, dict[str, object]] = {}
    if split - start < MIN_CANDLES // 2 or stop - split < MIN_CANDLES // 2:
        return out
    fit_days = days * OOS_FIT[0] / OOS_FIT[1]
    _fit_stats, fit_evs = _sweep_window(setup, kc, start, split, fit_days)
    picks: list[tuple[Style, Evaluated, str]] = []
    for style in Style:
        e, how = _select(style, fit_evs, setup.valid)
        if e is not None:
            picks.append((style, e, how))
    if not picks:
        return out
    test = kc.window(split, stop)
    res = _run(setup, test, [p[1].candidate for p in picks])
    span = (int(kc.ts[stop - 1]) - int(kc.ts[split])) / DAY_MS
    tested = _evaluate(res, [p[1].candidate for p in picks], float(setup.investment), span, 24)
    for (style, fit, how), t in zip(picks, tested, strict=True):
        c = fit.candidate
        entry: dict[str, object] = {
            "fit_window": _window(kc, start, split),
            "test_window": _window(kc, split, stop),
            "fit_params": {
                "min_price": fmt(c.min_price),
                "max_price": fmt(c.max_price),
                "cell_number": c.cell_number,
                "grid_type": c.grid_type.name,
            },
            "selected_by": how,
            "fit_actual_yield": _ratio(fit.yield_),
            "fit_annual_percentage_yield": _ratio(fit.apr),
            "fit_max_drawdown_ratio": _ratio(fit.mdd),
            "test_actual_yield": _ratio(t.yield_),
            "test_annual_percentage_yield": _ratio(t.apr),
            "test_max_drawdown_ratio": _ratio(t.mdd),
            "test_arbitrage_num": t.arbitrage_num,
            "test_status": STATUS_NAMES[t.status],
        }
        if setup.futures:
            params = entry["fit_params"]
            assert isinstance(params, dict)
            params["grid_mode"] = GridMode(c.grid_mode).name
            params["leverage"] = str(c.leverage)
        out[style] = entry
    return out


def _recommend(setup: _Setup, kc: KernelCandles, windows: Sequence[int]) -> dict[str, object]:
    if len(kc) < MIN_CANDLES:
        raise ValueError(f"AI parameters need at least {MIN_CANDLES} candles, got {len(kc)}")
    stop = len(kc)
    end_ts = int(kc.ts[-1])
    per_window: dict[str, object] = {}
    first_params: list[dict[str, object]] | None = None
    last_stats: Stats | None = None
    for days in windows:
        start = int(np.searchsorted(kc.ts, end_ts - days * DAY_MS, side="right"))
        start = min(start, stop - MIN_CANDLES)
        start = max(start, 0)
        span = Decimal(end_ts - int(kc.ts[start])) / DAY_MS
        stats, evs = _sweep_window(setup, kc, start, stop, span)
        last_stats = stats
        win = _window(kc, start, stop)
        oos = _oos(setup, kc, start, stop, span)
        params: list[dict[str, object]] = []
        for style in Style:
            e, how = _select(style, evs, setup.valid)
            if e is None:
                continue
            entry = _entry(setup, style, e, how, stats, win)
            if style in oos:
                entry["out_of_sample"] = oos[style]
            params.append(entry)
        per_window[str(days)] = {
            "window": win,
            "candidates": len(evs),
            "last_price": fmt(stats.last),
            "sma20": fmt(stats.center),
            "sigma": fmt(stats.sigma),
            "atr14": fmt(stats.atr14),
            "volatility_ratio": _ratio(float(stats.volatility_ratio)),
            "market_mode": stats.direction.name,
            "params": params,
        }
        if first_params is None:
            first_params = params
    assert last_stats is not None
    return {
        "symbol": setup.symbol,
        "category": "linear" if setup.futures else "spot",
        "method": "backtest_sweep",
        "investment": fmt(setup.investment),
        "last_price": fmt(last_stats.last),
        "volatility_ratio": _ratio(float(last_stats.volatility_ratio)),
        "volatility_ratio_e4": int((last_stats.volatility_ratio * 10_000).to_integral_value(ROUND_HALF_UP)),
        "windows": per_window,
        "ai_params": first_params or [],
    }


def _kc(
    candles: Sequence[Candle] | KernelCandles, tick: Decimal, funding: Mapping[int, Decimal] | None
) -> KernelCandles:
    if isinstance(candles, KernelCandles):
        return candles
    return KernelCandles.from_candles(list(candles), tick, funding)


def recommend_spot(
    candles: Sequence[Candle] | KernelCandles,
    sym: SpotSymbol,
    *,
    fees: FeeSchedule | None = None,
    investment: Decimal = Decimal(10_000),
    windows: Sequence[int] = (7, 30),
) -> dict[str, object]:
    """Spot grid AI parameters per style for each horizon (``ai_params``: the first horizon's)."""
    f = fees if fees is not None else FeeSchedule()
    market = KernelMarket.spot(sym, f)
    kc = _kc(candles, sym.tick_size, None)
    last = Decimal(int(kc.close[-1])).scaleb(-kc.decimals)

    def valid(c: Candidate) -> bool:
        try:
            return not validate_spot(_spot_raw(c, sym.symbol, investment), sym, last, f)
        except BusinessError:
            return False

    setup = _Setup(market, sym.tick_size, f.maker, False, sym.symbol, investment, valid)
    return _recommend(setup, kc, windows)


def recommend_futures(
    candles: Sequence[Candle] | KernelCandles,
    cfg: FuturesSymbolConfig,
    tiers: Sequence[RiskTier],
    *,
    fees: FeeSchedule | None = None,
    funding: Mapping[int, Decimal] | None = None,
    investment: Decimal = Decimal(10_000),
    windows: Sequence[int] = (7, 30),
) -> dict[str, object]:
    """Futures grid AI parameters per style and horizon, plus ``config.max_leverage_e2`` by mode."""
    f = fees if fees is not None else FUTURES_FEES
    market = KernelMarket.futures(cfg, tiers, f)
    kc = _kc(candles, cfg.tick_size, funding)
    last = Decimal(int(kc.close[-1])).scaleb(-kc.decimals)

    def valid(c: Candidate) -> bool:
        raw = _futures_raw(c, GridMode(c.grid_mode), Decimal(c.leverage), cfg.symbol, investment)
        try:
            return not validate_futures(raw, cfg, tiers, last, f)
        except BusinessError:
            return False

    setup = _Setup(market, cfg.tick_size, f.maker, True, cfg.symbol, investment, valid, cfg, tuple(tiers), f)
    out = _recommend(setup, kc, windows)
    caps = cfg.fgridbot_config.get("max_leverage_e2") if isinstance(cfg.fgridbot_config, Mapping) else None
    out["config"] = {"max_leverage_e2": dict(caps) if isinstance(caps, Mapping) else {}}
    return out


__all__ = [
    "BAND_KS",
    "PROFIT_TARGETS",
    "Candidate",
    "Stats",
    "recommend_futures",
    "recommend_spot",
    "window_stats",
]
