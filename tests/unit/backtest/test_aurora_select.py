"""AI picks' score, APR rule and selection (``backtest.aurora_select``, ``aurora_combo``): exact values."""

from __future__ import annotations

from decimal import Decimal

from tradingbot.backtest.aurora_combo import style_picks
from tradingbot.backtest.aurora_select import (
    Ranked,
    apr_e4,
    e4,
    score,
    select_creation,
    select_home,
    window_apr,
    window_days,
)
from tradingbot.backtest.combo_pick import PickResult
from tradingbot.bots.futures_combo.config import ComboLeg
from tradingbot.core.enums import Side, Style

D = Decimal


def test_apr_is_not_annualised_under_thirty_days() -> None:
    assert window_days(0, 6 * 86_400_000 + 86_399_000) == D("7.00")  # 6.99999 days rounds to 7.00
    assert window_days(0, 30 * 86_400_000 - 60_000) == D("30.00")  # 30 days of 1m candles
    assert window_days(0, 2 * 86_400_000 - 3_600_000) == D("1.96")
    assert apr_e4(D("0.05"), D("7")) is None and window_apr(D("0.05"), D("7")) is None
    assert apr_e4(D("0.05"), D("29.99")) is None
    assert apr_e4(D("0.05"), D("30")) == 6083  # 0.05 / 30 × 365 = 0.608333...
    assert window_apr(D("0.05"), D("30")) == D("0.05") / 30 * 365
    assert apr_e4(D("-0.012"), D("30")) == -1460
    assert apr_e4(D("0.1"), D("36.5")) == 10000
    assert e4(D("0.00005")) == 1 and e4(D("-0.00005")) == -1


def test_score_is_yield_minus_drawdown_per_day_of_at_least_one() -> None:
    assert score(D("0.03"), D("0.01"), D("2")) == D("0.01")
    assert score(D("0.03"), D("0.01"), D("0.5")) == D("0.02")  # a window under a day counts as one
    assert score(D("0.07"), D("0.07"), D("7")) == 0


def r(aid: str, fam: str, sym: str, sc: int) -> Ranked:
    return Ranked(aid, fam, sym, sc)


def test_home_order_caps_and_fair_share() -> None:
    picks = [r(f"g{i}", "G", "BTC" if i < 4 else "ETH", 100 - i) for i in range(8)]
    picks += [r(f"f{i}", "F", ["BTC", "ETH", "SOL"][i % 3], 50 - i) for i in range(6)]
    picks += [r("c0", "C", "BTC,ETH", 1), r("c1", "C", "BTC,SOL", 1), r("c2", "C", "ETH,SOL", 0)]
    got = [p.aurora_id for p in select_home(picks, limit=7)]
    # 3 families: a fair share of ceil(7/3) = 3 each first; G keeps 2 per symbol; ties by id;
    # answered family by family: each one's best, then each one's second best...
    assert got == ["g0", "f0", "c0", "g1", "f1", "g4", "f2"]
    more = [p.aurora_id for p in select_home(picks, limit=12)]
    # pass 1: 4 each at most (G: 2 BTC + 2 ETH, F: f0-f3, C: all 3) = 11; pass 2 adds f4
    assert more == ["g0", "f0", "c0", "g1", "f1", "c1", "g4", "f2", "c2", "g5", "f3", "f4"]
    same_symbol = [r(f"x{i}", f"F{i}", "BTC", 10) for i in range(9)]
    assert [p.aurora_id for p in select_home(same_symbol)] == ["x0", "x1", "x2", "x3", "x4", "x5"]
    assert len(select_home([r(f"h{i:02}", f"F{i % 5}", f"S{i % 11}", i) for i in range(60)])) == 18


def test_creation_keeps_the_best_six() -> None:
    picks = [r(f"p{i}", "G", "BTC", s) for i, s in enumerate([5, 9, 9, 1, 7, 3, 8, 2])]
    assert [p.aurora_id for p in select_creation(picks)] == ["p1", "p2", "p6", "p4", "p0", "p5"]


def basket(ret: str, mdd: str, n: int, *names: str) -> PickResult:
    legs = tuple(ComboLeg(s, Side.LONG, D(1) / len(names)) for s in names)
    return PickResult(legs, D(ret), D(mdd), n)


def test_combo_styles_two_each_distinct_baskets() -> None:
    a = basket("0.10", "0.02", 1, "A", "B")  # score 0.08
    b = basket("0.30", "0.35", 9, "A", "C")  # drawdown over 30 %: never HIGH_PROFITS
    c = basket("0.05", "0.01", 7, "B", "C")  # score 0.04
    d = basket("0.20", "0.10", 2, "A", "D")  # score 0.10
    e = basket("-0.01", "0.01", 12, "B", "D")  # negative: never HIGH_FREQUENCY
    got = [(s, tuple(leg.symbol for leg in p.legs)) for s, p in style_picks([a, b, c, d, e])]
    assert got == [
        (Style.STEADY, ("A", "D")),
        (Style.STEADY, ("A", "B")),
        (Style.HIGH_PROFITS, ("B", "C")),
        (Style.HIGH_PROFITS, ("B", "D")),
        (Style.HIGH_FREQUENCY, ("A", "C")),
    ]
