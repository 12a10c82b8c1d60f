"""AI-parameter candidates (MECHANICS §8.2 steps 1-5): window statistics (bars, ATR14, SMA, σ,
direction) and the candidate grids built from them (ranges, grid counts, safe leverage)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, ROUND_HALF_UP, Decimal

import numpy as np
import numpy.typing as npt

from tradingbot.backtest.kernels import (
    KernelCandles,
)
from tradingbot.bots.futures_grid.config import parse_config as parse_futures_config
from tradingbot.bots.futures_grid.levels import futures_max_grid_count
from tradingbot.bots.futures_grid.margin import estimate_liq_prices
from tradingbot.bots.grid_kit.levels import max_grid_count
from tradingbot.core.enums import FuturesGridType, GridMode, Style
from tradingbot.core.errors import BusinessError
from tradingbot.core.instruments import FuturesSymbolConfig, RiskTier
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS, HOUR_MS
from tradingbot.sim.fees import FeeSchedule

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


def interval_ms(ts: npt.NDArray[np.int64]) -> int:
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
    bar_ms = max(bar_ms, interval_ms(kc.ts))
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


def base_candidates(stats: Stats, tick: Decimal, fee: Decimal, futures: bool) -> list[Candidate]:
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


def max_safe_leverage(
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
        raw = futures_raw(c, mode, Decimal(lev), cfg.symbol, investment)
        try:
            long_lp, short_lp = estimate_liq_prices(parse_futures_config(raw), cfg, tiers, stats.last, fees)
        except (ValueError, BusinessError):
            continue
        if (long_lp is None or long_lp < lo_band) and (short_lp is None or short_lp > hi_band):
            return lev
    return 1


def futures_raw(
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


def spot_raw(c: Candidate, symbol: str, investment: Decimal) -> dict[str, object]:
    return {
        "symbol": symbol,
        "min_price": fmt(c.min_price),
        "max_price": fmt(c.max_price),
        "cell_number": c.cell_number,
        "grid_type": int(c.grid_type),
        "quote_investment": fmt(investment),
    }
