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

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

import numpy as np

from tradingbot.backtest.ai_candidates import (
    BAND_KS,
    LEVERAGE_STEPS,
    MIN_CANDLES,
    OOS_FIT,
    PROFIT_TARGETS,
    Candidate,
    Stats,
    base_candidates,
    futures_raw,
    interval_ms,
    max_safe_leverage,
    spot_raw,
    window_stats,
)
from tradingbot.backtest.ai_selection import (
    Evaluated,
    Validator,
    backtest_figures,
    evaluate,
    ratio_text,
    select,
    window_span,
)
from tradingbot.backtest.kernels import (
    STATUS_NAMES,
    KernelCandles,
    KernelMarket,
    SweepResult,
    sweep_futures,
    sweep_spot,
)
from tradingbot.bots.futures_grid.validation import validate_input as validate_futures
from tradingbot.bots.spot_grid.validation import validate_input as validate_spot
from tradingbot.core.candles import Candle
from tradingbot.core.enums import GridMode, Style
from tradingbot.core.errors import BusinessError
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier, SpotSymbol
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.sim.fees import FeeSchedule
from tradingbot.sim.futures.core import DEFAULT_FEES as FUTURES_FEES


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
    base = base_candidates(stats, setup.tick, setup.fee, setup.futures)
    if not setup.futures or setup.cfg is None or setup.fees is None:
        return base
    mode = stats.direction
    out: list[Candidate] = []
    for c in base:
        top = max_safe_leverage(c, mode, stats, setup.cfg, setup.tiers, setup.fees, setup.investment)
        for lev in sorted({x for x in LEVERAGE_STEPS if x <= top} | {top}):
            out.append(
                Candidate(c.min_price, c.max_price, c.cell_number, c.grid_type, c.k, c.target, int(mode), lev)
            )
    return out


def _run(setup: _Setup, kc: KernelCandles, cands: Sequence[Candidate]) -> SweepResult:
    inv = float(setup.investment)
    every = max(1, HOUR_MS // interval_ms(kc.ts))
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
    return stats, evaluate(res, cands, float(setup.investment), span, per_day)


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
        "max_drawdown_ratio": ratio_text(e.mdd),
        "volatility_ratio": ratio_text(float(stats.volatility_ratio)),
        "actual_yield": ratio_text(e.yield_),
        "annual_percentage_yield": ratio_text(e.apr),
        "window": win,
        "backtest": backtest_figures(e),
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
        e, how = select(style, fit_evs, setup.valid)
        if e is not None:
            picks.append((style, e, how))
    if not picks:
        return out
    test = kc.window(split, stop)
    res = _run(setup, test, [p[1].candidate for p in picks])
    span = (int(kc.ts[stop - 1]) - int(kc.ts[split])) / DAY_MS
    tested = evaluate(res, [p[1].candidate for p in picks], float(setup.investment), span, 24)
    for (style, fit, how), t in zip(picks, tested, strict=True):
        c = fit.candidate
        entry: dict[str, object] = {
            "fit_window": window_span(kc, start, split),
            "test_window": window_span(kc, split, stop),
            "fit_params": {
                "min_price": fmt(c.min_price),
                "max_price": fmt(c.max_price),
                "cell_number": c.cell_number,
                "grid_type": c.grid_type.name,
            },
            "selected_by": how,
            "fit_actual_yield": ratio_text(fit.yield_),
            "fit_annual_percentage_yield": ratio_text(fit.apr),
            "fit_max_drawdown_ratio": ratio_text(fit.mdd),
            "test_actual_yield": ratio_text(t.yield_),
            "test_annual_percentage_yield": ratio_text(t.apr),
            "test_max_drawdown_ratio": ratio_text(t.mdd),
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
        win = window_span(kc, start, stop)
        oos = _oos(setup, kc, start, stop, span)
        params: list[dict[str, object]] = []
        for style in Style:
            e, how = select(style, evs, setup.valid)
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
            "volatility_ratio": ratio_text(float(stats.volatility_ratio)),
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
        "volatility_ratio": ratio_text(float(last_stats.volatility_ratio)),
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
            return not validate_spot(spot_raw(c, sym.symbol, investment), sym, last, f)
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
        raw = futures_raw(c, GridMode(c.grid_mode), Decimal(c.leverage), cfg.symbol, investment)
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
