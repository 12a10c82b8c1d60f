"""Defeat percentage (MECHANICS §8.4): population rules, the share, ties, the cap and the minimum."""

from __future__ import annotations

from decimal import Decimal as D

from tradingbot.core.defeat import CAP, MIN_PEERS, PeerResult, defeat_fraction, population, roi
from tradingbot.core.time_units import DAY_MS

NOW = 100 * DAY_MS


def peer(
    symbol: str = "BTCUSDT", r: str = "0.01", run_days: float = 2, ended_days_ago: float | None = None
) -> PeerResult:
    end = None if ended_days_ago is None else NOW - int(ended_days_ago * DAY_MS)
    return PeerResult(symbol, D(r), int(run_days * DAY_MS), end)


def test_the_worked_example_200_peers_150_below_is_075() -> None:
    others = [D("0.01")] * 150 + [D("0.05")] * 50
    assert defeat_fraction(D("0.02"), others) == D("0.75")


def test_fewer_than_20_peers_give_no_figure() -> None:
    assert defeat_fraction(D(1), [D(0)] * (MIN_PEERS - 1)) is None
    assert defeat_fraction(D(1), [D(0)] * MIN_PEERS) == CAP


def test_ties_are_not_beaten_and_the_share_is_floored() -> None:
    others = [D("0.02")] * 10 + [D("0.01")] * 11  # 11 of 21 below: 0.5238… -> 0.52
    assert defeat_fraction(D("0.02"), others) == D("0.52")
    assert defeat_fraction(D("0.01"), others) == D(0)


def test_peers_must_have_run_a_day_and_been_running_in_the_last_30_days() -> None:
    young = peer(run_days=0.5)
    old_close = peer(ended_days_ago=31)
    recent_close = peer(r="0.03", ended_days_ago=29)
    running = peer(r="0.04")
    assert population([young, old_close, recent_close, running], "BTCUSDT", NOW) == [D("0.03"), D("0.04")]


def test_the_same_symbol_is_used_once_it_has_20_peers() -> None:
    eth = [peer("ETHUSDT", "0.5")] * 5
    btc = [peer("BTCUSDT", "0.1")] * (MIN_PEERS - 1)
    assert len(population(eth + btc, "BTCUSDT", NOW)) == MIN_PEERS + 4  # too few BTC peers: all types' peers
    btc.append(peer("BTCUSDT", "0.1"))
    assert population(eth + btc, "BTCUSDT", NOW) == [D("0.1")] * MIN_PEERS


def test_roi_over_the_investment() -> None:
    assert roi(D(50), D(1000)) == D("0.05")
    assert roi(D(5), D(0)) == D(0)
