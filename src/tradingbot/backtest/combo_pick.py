"""The futures combo's daily pick (issue: one recommended basket per day), deterministic.

Method, on the last ``days`` of hourly closes of every perpetual with a full window:

1. Candidates: every 2- and 3-leg basket of the symbols, each with three side patterns: all LONG,
   all SHORT, and MIX (long the legs that rose over the window's first half, short the others;
   only when both kinds exist). Weights are equal in 1 % steps (the rounding remainder goes to the
   first leg); leverage 2; PERCENT rebalancing at a 5-point deviation.
2. Each candidate is backtested on the window: ``T0 = 1 000 × ρ × leverage`` allocated at the
   first close, a rebalance (MECHANICS §7.3, taker fee on what it trades) whenever the largest
   deviation exceeds the threshold at an hourly close, equity marked at every close.
3. Score = return − max drawdown (both as ratios); the highest wins, ties by the legs' names and sides.

The pick is a look-back winner, not a forecast: the response carries the window and its figures.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from itertools import combinations

from tradingbot.bots.futures_combo.config import RESERVE_RATIO, ComboLeg
from tradingbot.bots.futures_combo.rebalance import deltas, max_deviation, target_notional, values
from tradingbot.core.enums import Side
from tradingbot.core.money import ONE, ZERO

LEVERAGE = Decimal(2)
THRESHOLD = Decimal("0.05")
MARGIN = Decimal(1000)
TAKER = Decimal("0.00055")


@dataclass(frozen=True, slots=True)
class PickResult:
    """A backtested basket: its legs, the window's return, drawdown and rebalance count."""

    legs: tuple[ComboLeg, ...]
    ret: Decimal
    max_drawdown: Decimal
    rebalances: int

    @property
    def score(self) -> Decimal:
        return self.ret - self.max_drawdown


def equal_weights(n: int) -> list[Decimal]:
    """``n`` weights in 1 % steps summing to 1 (the remainder on the first)."""
    step = Decimal(100 // n) / 100
    first = ONE - step * (n - 1)
    return [first] + [step] * (n - 1)


def candidates(closes: Mapping[str, Sequence[Decimal]]) -> list[tuple[ComboLeg, ...]]:
    """Every basket of §1 over the symbols (sorted by name)."""
    names = sorted(closes)
    out: list[tuple[ComboLeg, ...]] = []
    for size in (2, 3):
        for group in combinations(names, size):
            weights = equal_weights(size)
            mid = {s: closes[s][len(closes[s]) // 2] for s in group}
            rising = {s: mid[s] > closes[s][0] for s in group}
            patterns = [{s: Side.LONG for s in group}, {s: Side.SHORT for s in group}]
            if len(set(rising.values())) == 2:
                patterns.append({s: Side.LONG if rising[s] else Side.SHORT for s in group})
            out.extend(
                tuple(ComboLeg(s, p[s], w) for s, w in zip(group, weights, strict=True)) for p in patterns
            )
    return out


def backtest(legs: tuple[ComboLeg, ...], closes: Mapping[str, Sequence[Decimal]]) -> PickResult:
    """§2: hourly PERCENT rebalancing of ``legs`` over the closes."""
    first = {leg.symbol: closes[leg.symbol][0] for leg in legs}
    total = target_notional(MARGIN, RESERVE_RATIO, LEVERAGE)
    sign = {leg.symbol: (ONE if leg.side is Side.LONG else -ONE) for leg in legs}
    qty = {leg.symbol: sign[leg.symbol] * total * leg.weight / first[leg.symbol] for leg in legs}
    entry = dict(first)
    cash = MARGIN - total * TAKER
    peak, mdd, count = cash, ZERO, 0
    n = min(len(closes[leg.symbol]) for leg in legs)
    for i in range(1, n):
        marks = {leg.symbol: closes[leg.symbol][i] for leg in legs}
        vals = values(qty, marks)
        if max_deviation(legs, vals) > THRESHOLD:
            gross = sum(vals.values(), ZERO)
            for symbol, d in deltas(legs, gross, vals).items():
                traded = d / marks[symbol]
                cash -= abs(d) * TAKER
                new = qty[symbol] + sign[symbol] * traded
                if abs(new) < abs(qty[symbol]):  # a reduction realises its share of the PnL
                    cash += (abs(qty[symbol]) - abs(new)) * sign[symbol] * (marks[symbol] - entry[symbol])
                else:
                    entry[symbol] = (abs(qty[symbol]) * entry[symbol] + abs(traded) * marks[symbol]) / abs(
                        new
                    )
                qty[symbol] = new
            count += 1
        equity = cash + sum((qty[s] * (marks[s] - entry[s]) for s in qty), ZERO)
        peak = max(peak, equity)
        mdd = max(mdd, (peak - equity) / peak if peak > 0 else ZERO)
    last = {leg.symbol: closes[leg.symbol][n - 1] for leg in legs}
    final = cash + sum((qty[s] * (last[s] - entry[s]) for s in qty), ZERO)
    return PickResult(legs, (final - MARGIN) / MARGIN, mdd, count)


def daily_pick(closes: Mapping[str, Sequence[Decimal]]) -> PickResult | None:
    """The best candidate by score (None with fewer than two symbols or under two closes each)."""
    usable = {s: c for s, c in closes.items() if len(c) >= 2}
    if len(usable) < 2:
        return None
    results = [backtest(legs, usable) for legs in candidates(usable)]
    return min(results, key=lambda r: (-r.score, [(leg.symbol, int(leg.side)) for leg in r.legs]))
