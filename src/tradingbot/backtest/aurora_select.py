"""AI picks ("Aurora"): the score, the APR rule and the diverse selection, pure and deterministic.

- Score (``score_e4``): ``(yield − max drawdown) / max(window days, 1)``, the same "return minus
  drawdown" as the combo's daily pick, per day of window so a 30-day backtest does not outrank a
  7-day one by its length alone. Higher first; ties by ``aurora_id``.
- APR rule: a window under :data:`APR_MIN_DAYS` days is not annualised (a week's yield times 52
  is a four-digit extrapolation, not a figure anyone earned); the pick shows the window's yield and
  its length instead. The AI parameters of the create pages follow the same rule
  (``services/discovery/window_figures``).
- Home: up to :data:`HOME_LIMIT` best-scored picks, at most :data:`HOME_PER_FAMILY` of a family
  (and first only its fair share, ``ceil(18 / families)``, so every family shows),
  :data:`HOME_PER_SYMBOL` of a symbol and :data:`HOME_PER_PAIR` of one family on one symbol; a pick
  that would break a cap is skipped (diversity wins over the count). The answer interleaves the
  families: each family's best, then each one's second best, and so on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

APR_MIN_DAYS = Decimal(30)
HOME_LIMIT = 18
HOME_PER_FAMILY = 6
HOME_PER_SYMBOL = 6
HOME_PER_PAIR = 2
CREATION_LIMIT = 6
_E4 = Decimal(10_000)
_YEAR = Decimal(365)
_ONE = Decimal(1)


def e4(x: Decimal) -> int:
    """A ratio in units of 0.0001 (Bybit's ``_e4`` fields), half up."""
    return int((x * _E4).to_integral_value(ROUND_HALF_UP))


def window_days(start_ms: int, end_ms: int) -> Decimal:
    """The window's length in days (first to last candle), to 0.01 day."""
    return (Decimal(end_ms - start_ms) / Decimal(86_400_000)).quantize(Decimal("0.01"), ROUND_HALF_UP)


def window_apr(rate: Decimal, days: Decimal) -> Decimal | None:
    """``rate / days × 365``, or None when the window is under :data:`APR_MIN_DAYS` days (not
    annualised). ``days``: the window's length as :func:`window_days` gives it."""
    if days < APR_MIN_DAYS:
        return None
    return rate / days * _YEAR


def apr_e4(rate: Decimal, days: Decimal) -> int | None:
    """:func:`window_apr` as e4 (None under :data:`APR_MIN_DAYS` days)."""
    apr = window_apr(rate, days)
    return None if apr is None else e4(apr)


def score(rate: Decimal, max_drawdown: Decimal, days: Decimal) -> Decimal:
    """Yield minus drawdown per day of window (at least one day)."""
    return (rate - max_drawdown) / max(days, _ONE)


@dataclass(frozen=True, slots=True)
class Ranked:
    """What the selection needs of a pick."""

    aurora_id: str
    family: str
    symbol: str
    score_e4: int


def ordered(picks: Sequence[Ranked]) -> list[Ranked]:
    return sorted(picks, key=lambda p: (-p.score_e4, p.aurora_id))


def select_home(
    picks: Sequence[Ranked],
    limit: int = HOME_LIMIT,
    per_family: int = HOME_PER_FAMILY,
    per_symbol: int = HOME_PER_SYMBOL,
    per_pair: int = HOME_PER_PAIR,
) -> list[Ranked]:
    """The best picks by score under the caps, every family its fair share first.

    Pass 1 caps each family at ``ceil(limit / families)`` so a family with lower scores still
    shows; pass 2 fills what is left up to ``per_family``. Symbol and family-symbol caps hold in
    both. The answer takes every family's best first, then every family's second best, and so on
    (score order within a round), so the first cards a page shows are not all one family."""
    best = ordered(picks)
    families = len({p.family for p in best})
    fair = min(per_family, -(-limit // families)) if families else per_family
    fam: Counter[str] = Counter()
    sym: Counter[str] = Counter()
    pair: Counter[tuple[str, str]] = Counter()
    chosen: set[str] = set()
    for cap in (fair, per_family):
        for p in best:
            if len(chosen) >= limit:
                break
            full = fam[p.family] >= cap or sym[p.symbol] >= per_symbol or pair[p.family, p.symbol] >= per_pair
            if p.aurora_id in chosen or full:
                continue
            fam[p.family] += 1
            sym[p.symbol] += 1
            pair[p.family, p.symbol] += 1
            chosen.add(p.aurora_id)
    kept = [p for p in best if p.aurora_id in chosen]
    seen: Counter[str] = Counter()
    round_of = {}
    for p in kept:
        round_of[p.aurora_id] = seen[p.family]
        seen[p.family] += 1
    return sorted(kept, key=lambda p: (round_of[p.aurora_id], -p.score_e4, p.aurora_id))


def select_creation(picks: Sequence[Ranked], limit: int = CREATION_LIMIT) -> list[Ranked]:
    """One family on one symbol: the best ``limit`` by score."""
    return ordered(picks)[:limit]
