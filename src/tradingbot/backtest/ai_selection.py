"""AI-parameter evaluation and selection (MECHANICS §8.2 steps 6-7): a candidate's backtest
metrics, each style's rule and tie-break, and the backtest figures the response shows."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

import numpy as np

from tradingbot.backtest.ai_candidates import (
    MAX_DRAWDOWN_HIGH_PROFITS,
    RATIO_Q,
    STYLE_DEFAULTS,
    Candidate,
)
from tradingbot.backtest.kernels import STATUS_NAMES, KernelCandles, SweepResult
from tradingbot.backtest.kernels.codes import (
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
)
from tradingbot.core.enums import Style
from tradingbot.core.money import fmt
from tradingbot.core.time_units import DAY_MS


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


def evaluate(
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


def select(style: Style, evs: Sequence[Evaluated], valid: Validator) -> tuple[Evaluated | None, str]:
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


def ratio_text(x: float) -> str:
    return fmt(Decimal(repr(x)).quantize(RATIO_Q, rounding=ROUND_HALF_UP))


def _money(x: float) -> str:
    return fmt(Decimal(repr(x)).quantize(Decimal("0.00000001"), rounding=ROUND_HALF_UP))


def window_span(kc: KernelCandles, start: int, stop: int) -> dict[str, object]:
    s, e = int(kc.ts[start]), int(kc.ts[stop - 1])
    return {"start": s, "end": e, "days": ratio_text((e - s) / DAY_MS)}


_MONEY_FIGURES = ("fees", "grid_profit", "funding", "final_equity")
"""The :class:`Evaluated` amounts a backtest's figures send as money."""


def backtest_figures(e: Evaluated) -> dict[str, object]:
    return {
        "arbitrage_num": e.arbitrage_num,
        **{name: _money(getattr(e, name)) for name in _MONEY_FIGURES},
        "sharpe_ratio": ratio_text(e.sharpe),
        "status": STATUS_NAMES[e.status],
        "yield_trend_list": [ratio_text(x) for x in e.trend],
    }
