"""Combo AI picks: up to six baskets, two per style (MECHANICS §8.1 "6 = 3 styles × 2"), pure.

Every basket of :func:`combo_pick.candidates` is backtested on the same hourly closes as the daily
pick (:func:`combo_pick.backtest`), then per style, each pick a basket not taken yet:

- HIGH_PROFITS: highest return with max drawdown ≤ 30 %;
- STEADY: highest return − max drawdown (the daily pick's score, so its first pick is the daily
  pick);
- HIGH_FREQUENCY: most rebalances with a positive return, then the higher score.

Ties by the legs' names and sides, like the daily pick. A style with nothing qualifying has fewer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal

from tradingbot.backtest.combo_pick import PickResult, backtest, candidates
from tradingbot.core.enums import Style

PER_STYLE = 2
MAX_DRAWDOWN = Decimal("0.3")
_ZERO = Decimal(0)

_Key = Callable[[PickResult], tuple[Decimal, ...]]
_RULES: dict[Style, tuple[Callable[[PickResult], bool], _Key]] = {
    Style.HIGH_PROFITS: (lambda r: r.max_drawdown <= MAX_DRAWDOWN, lambda r: (r.ret,)),
    Style.STEADY: (lambda r: True, lambda r: (r.score,)),
    Style.HIGH_FREQUENCY: (lambda r: r.ret > _ZERO, lambda r: (Decimal(r.rebalances), r.score)),
}


def _legs_key(r: PickResult) -> list[tuple[str, int]]:
    return [(leg.symbol, int(leg.side)) for leg in r.legs]


def style_picks(results: Sequence[PickResult], per_style: int = PER_STYLE) -> list[tuple[Style, PickResult]]:
    """Each style's best ``per_style`` baskets (STEADY first, then HIGH_PROFITS, HIGH_FREQUENCY)."""
    taken: set[tuple[tuple[str, int], ...]] = set()
    out: list[tuple[Style, PickResult]] = []
    for style in (Style.STEADY, Style.HIGH_PROFITS, Style.HIGH_FREQUENCY):
        qualifies, key = _RULES[style]
        pool = sorted(
            (r for r in results if qualifies(r)),
            key=lambda r: (tuple(-x for x in key(r)), _legs_key(r)),
        )
        n = 0
        for r in pool:
            ident = tuple(_legs_key(r))
            if ident in taken:
                continue
            taken.add(ident)
            out.append((style, r))
            n += 1
            if n >= per_style:
                break
    return out


def combo_style_picks(closes: Mapping[str, Sequence[Decimal]]) -> list[tuple[Style, PickResult]]:
    """Backtest every candidate basket on ``closes`` and pick per style (empty under two symbols)."""
    usable = {s: c for s, c in closes.items() if len(c) >= 2}
    if len(usable) < 2:
        return []
    return style_picks([backtest(legs, usable) for legs in candidates(usable)])
