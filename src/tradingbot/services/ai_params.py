"""Recommended spot grid parameters from a simple volatility rule.

Until the backtest sweep replaces it, each style puts the range at a multiple of the recent
volatility around the last price and picks the grid count from a target net profit per grid:

* daily volatility ``σ_d`` = standard deviation of hourly log returns × √24 over the window;
* half-width ``w = σ_d · √window_days · k`` with k = 1.5 (HIGH_PROFITS), 2.5 (STEADY), 1.0
  (HIGH_FREQUENCY), clipped so the range stays inside the create limits (min ≥ 0.3·P, max ≤ 3·P);
* grid count so the mean cell step is the style's target (1.0 %, 1.5 %, 0.5 % gross), 2..200;
* the estimated yield counts the hourly closes' level crossings over the window: each pair of
  crossings is one arbitrage earning the average net profit per grid on one grid's share.
"""

from __future__ import annotations

import itertools
import math
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from tradingbot.core.candles import Candle
from tradingbot.core.enums import Style
from tradingbot.core.instruments import SpotSymbol, round_price
from tradingbot.core.money import fmt

STYLES: dict[Style, tuple[float, float]] = {
    Style.HIGH_PROFITS: (1.5, 0.010),
    Style.STEADY: (2.5, 0.015),
    Style.HIGH_FREQUENCY: (1.0, 0.005),
}
RATIO = Decimal("0.0001")


def recommend(sym: SpotSymbol, candles: list[Candle], fee: Decimal) -> list[dict[str, Any]]:
    """One recommendation per style from hourly candles (oldest first)."""
    closes = [float(c.close) for c in candles if c.close > 0]
    if len(closes) < 3:
        return []
    last = closes[-1]
    rets = [math.log(b / a) for a, b in itertools.pairwise(closes)]
    mean = sum(rets) / len(rets)
    sigma_h = math.sqrt(sum((r - mean) ** 2 for r in rets) / max(1, len(rets) - 1))
    sigma_d = sigma_h * math.sqrt(24)
    window_days = max(1.0, len(closes) / 24)
    peak, max_dd = closes[0], 0.0
    for c in closes:
        peak = max(peak, c)
        max_dd = max(max_dd, 1 - c / peak)
    out = []
    for style, (k, step) in STYLES.items():
        w = min(0.7, max(0.02, sigma_d * math.sqrt(window_days) * k))
        lo = round_price(sym, Decimal(repr(last * (1 - w))))
        hi = round_price(sym, Decimal(repr(min(last * (1 + w), 3 * last))))
        n = int(max(2, min(200, round(math.log(float(hi) / float(lo)) / math.log(1 + step)))))
        cell = (hi - lo) / n
        crossings = sum(
            abs(int((b - float(lo)) // float(cell)) - int((a - float(lo)) // float(cell)))
            for a, b in itertools.pairwise(closes)
        )
        mean_gross = float(cell) / ((float(lo) + float(hi)) / 2)
        net = (1 + mean_gross) * (1 - float(fee)) ** 2 - 1
        yield_ = (crossings / 2) * net / n
        out.append(
            {
                "style": style.value,
                "min_price": fmt(lo),
                "max_price": fmt(hi),
                "cell_number": n,
                "max_drawdown_ratio": fmt(Decimal(repr(max_dd * 0.5)).quantize(RATIO, ROUND_HALF_UP)),
                "volatility_ratio": fmt(Decimal(repr(sigma_d)).quantize(RATIO, ROUND_HALF_UP)),
                "actual_yield": fmt(Decimal(repr(yield_)).quantize(RATIO, ROUND_HALF_UP)),
                "annual_percentage_yield": fmt(
                    Decimal(repr(yield_ * 365 / window_days)).quantize(RATIO, ROUND_HALF_UP)
                ),
                "window_days": fmt(Decimal(repr(window_days)).quantize(Decimal("0.01"))),
                "method": "volatility_rule",
            }
        )
    return out
