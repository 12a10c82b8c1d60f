"""MECHANICS §12 futures grid vectors F1-F5, the layout per mode and the unified position rule."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tradingbot.bots.base import FillEvent, PriceEvent
from tradingbot.bots.futures_grid.config import parse_config
from tradingbot.bots.futures_grid.family import FAMILY
from tradingbot.bots.futures_grid.levels import (
    futures_max_grid_count,
    futures_net_rate,
    futures_profit_per_grid_range,
    grid_levels,
    layout,
)
from tradingbot.bots.futures_grid.margin import estimate_liq_prices, isolated_liq_price, worst_case
from tradingbot.bots.futures_grid.sizing import denominator, min_investment, plan_grid
from tradingbot.bots.kit.perp_book import book_fill, bot_liq_price
from tradingbot.core.enums import FuturesGridType, GridMode, OrderSide
from tradingbot.core.instruments import maintenance_margin, risk_tiers, tier_for
from tradingbot.sim.fees import FeeSchedule

from .test_bots_fgrid_kit import BTC_PERP, FEES, P0, TIERS, fg, fmarket

LEVELS = tuple(D(x) for x in ("10000", "14000", "18000", "22000", "26000", "30000"))


def test_levels_and_layout_of_the_example() -> None:
    assert grid_levels(FuturesGridType.ARITHMETIC, D(10000), D(30000), 5, D("0.01")) == LEVELS
    lay = layout(GridMode.NEUTRAL, LEVELS, P0)
    assert [s.value for s in lay.sides] == ["BUY", "BUY", "BUY", "SELL", "SELL"]  # 22 000 idle
    assert (lay.n_buy, lay.n_sell) == (3, 2)


@pytest.mark.parametrize(
    ("mode", "long_side", "s0", "initial"),
    [
        (GridMode.LONG, [True] * 5, 0, 2),
        (GridMode.SHORT, [False] * 5, 5, -3),
        (GridMode.NEUTRAL, [True, True, True, False, False], 2, 0),
    ],
)
def test_cell_sides_and_s0_per_mode(mode: GridMode, long_side: list[bool], s0: int, initial: int) -> None:
    lay = layout(mode, LEVELS, P0)
    assert list(lay.long_side) == long_side
    assert lay.s0 == s0
    assert lay.initial_position_cells == initial  # = n_sell − S0


@pytest.mark.parametrize(
    ("mode", "d", "q", "side", "initial"),
    [
        (GridMode.LONG, D("82497"), D("0.230"), OrderSide.BUY, D("0.460")),
        (GridMode.SHORT, D("116745.5"), D("0.162"), OrderSide.SELL, D("0.486")),
        (GridMode.NEUTRAL, D("98000"), D("0.193"), None, D(0)),
    ],
)
def test_f1_per_grid_quantity(mode: GridMode, d: D, q: D, side: OrderSide | None, initial: D) -> None:
    plan = plan_grid(mode, LEVELS, P0, D(10000), D(2), BTC_PERP)
    assert denominator(mode, LEVELS, plan.layout, P0) == d
    assert (plan.q, plan.initial_side, plan.initial_qty) == (q, side, initial)
    # the venue-margin guard does not bind at 2x
    assert plan_grid(mode, LEVELS, P0, D(10000), D(2), BTC_PERP, taker=FEES.taker).q == q


def test_f1_through_the_family_activation() -> None:
    for mode, q, init in ((2, "0.230", "0.460"), (3, "0.162", "0.486"), (1, "0.193", None)):
        cfg = parse_config(fg(grid_mode=mode))
        m = fmarket(P0)
        s = FAMILY.apply(FAMILY.init("1", cfg, m), PriceEvent(0, P0), m)
        assert s.q == D(q)
        assert (s.init_order.qty if s.init_order else None) == (D(init) if init else None)


def test_venue_margin_guard_caps_q_at_extreme_leverage() -> None:
    plain = plan_grid(GridMode.NEUTRAL, LEVELS, P0, D(10000), D(100), BTC_PERP)
    guarded = plan_grid(GridMode.NEUTRAL, LEVELS, P0, D(10000), D(100), BTC_PERP, taker=FEES.taker)
    assert plain.q == D("9.693")  # 10 000·100·0.95/98 000
    assert guarded.q < plain.q
    margin = guarded.q * D(98000) * (D(1) / 100 + FEES.taker)
    assert margin <= D(10000)


def test_f2_estimated_liquidation_prices() -> None:
    def est(mode: int, close_fee: bool = False) -> tuple[D | None, D | None]:
        cfg = parse_config(fg(grid_mode=mode))
        return estimate_liq_prices(cfg, BTC_PERP, TIERS, P0, FEES, close_fee_in_mm=close_fee)

    assert est(2) == (D("7892.38"), None)
    assert est(2, close_fee=True) == (D("7901.45"), None)
    assert est(3) == (None, D("35569.11"))
    assert est(1) == (None, D("53761.14"))


def test_f2_worst_case_paths() -> None:
    long = worst_case(parse_config(fg(grid_mode=2)), BTC_PERP, TIERS, P0, FEES).long
    assert long is not None
    assert (long.qty, long.avg_entry, long.wallet) == (D("1.150"), D("16499.40"), D("9992.9451295"))
    short = worst_case(parse_config(fg(grid_mode=3)), BTC_PERP, TIERS, P0, FEES).short
    assert short is not None
    assert (short.qty, short.avg_entry, short.wallet) == (D("0.810"), D("23349.1"), D("9992.77317595"))
    neutral = worst_case(parse_config(fg(grid_mode=1)), BTC_PERP, TIERS, P0, FEES)
    assert neutral.long is not None and neutral.short is not None
    assert (neutral.long.qty, neutral.long.avg_entry, neutral.long.liq_price) == (D("0.579"), D(14000), None)
    assert (neutral.short.qty, neutral.short.avg_entry) == (D("0.386"), D(28000))


def test_worst_case_stops_where_liquidation_happens_inside_the_range() -> None:
    """At 20x the long walk is liquidated before its lowest BUY: the LP is inside the range."""
    cfg = parse_config(fg(grid_mode=2, leverage="20"))
    long = worst_case(cfg, BTC_PERP, TIERS, P0, FEES).long
    assert long is not None and long.liquidated_in_range
    assert long.liq_price is not None and D(10000) < long.liq_price


def test_f3_grid_profit_of_bybits_example_pair() -> None:
    """4 000 × 0.152 − (0.152·0.055 %·18 000 + 0.152·0.055 %·22 000) = 604.656 (fee 0.055 % both legs)."""
    fees = FeeSchedule(maker=D("0.00055"), taker=D("0.00055"))
    cfg = parse_config(fg(total_investment="7840"))  # NEUTRAL: q = 7840·2·0.95/98 000 = 0.152
    m = fmarket(P0, fees=fees)
    s = FAMILY.apply(FAMILY.init("1", cfg, m), PriceEvent(0, P0), m)
    assert s.q == D("0.152")
    buy = next(c for c in s.cells if c.price == D(18000))
    s = FAMILY.apply(s, FillEvent(buy.cid, OrderSide.BUY, D(18000), s.q, D("1.5048"), "USDT", 1, 1), m)
    sell = next(c for c in s.cells if c.index == buy.index)
    assert (sell.side, sell.price, sell.reduce_only) == (OrderSide.SELL, D(22000), True)
    s = FAMILY.apply(s, FillEvent(sell.cid, OrderSide.SELL, D(22000), s.q, D("1.8392"), "USDT", 2, 2), m)
    assert (s.grid_profit, s.arbitrage_num) == (D("604.656"), 1)
    assert D(4000) * D("0.152") - D("3.344") == D("604.656")


def test_f4_isolated_liquidation_prices() -> None:
    args = (D(20000), D(1), D(50), D("0.005"))
    assert isolated_liq_price(True, *args) == D(19700)
    assert isolated_liq_price(False, *args) == D(20300)
    # extra margin moves the price away: 100 USDT more -> 19 600 / 20 400
    assert isolated_liq_price(True, *args, extra_margin=D(100)) == D(19600)
    assert isolated_liq_price(False, *args, extra_margin=D(100)) == D(20400)


def test_f5_tier_deductions_and_maintenance_margin() -> None:
    from dataclasses import replace

    cfg = replace(
        BTC_PERP,
        base_max_ord_pz_value=D(1000),
        step_max_ord_pz_value=D(1000),
        base_maintenance_margin_rate_e4=200,
        step_maintenance_margin_rate_e4=50,
        base_initial_margin_rate_e4=400,
        step_initial_margin_rate_e4=100,
    )
    tiers = risk_tiers(cfg, 5)
    assert [t.mm_deduction for t in tiers] == [0, 5, 15, 30, 50]
    assert maintenance_margin(tiers, D(2500)) == D(60)
    tier = tier_for(tiers, D(2500))
    assert tier is not None and tier.tier == 3


def test_bot_liq_price_rechecks_the_tier_at_the_liquidation_price() -> None:
    """Entry value in tier 2 (> 2 000 000) but |Q|·LP back in tier 1: the tier-1 rate is used."""
    from tradingbot.sim.futures.margin import liquidation_price

    size, entry = D(110), D(20000)  # 2 200 000
    wallet = D(300000)
    lp = bot_liq_price(size, entry, wallet, TIERS)
    assert lp is not None
    assert tier_for(TIERS, size * lp) is TIERS[0]
    tier1 = TIERS[0].maintenance_margin(size * entry)
    assert lp == entry - (wallet - tier1) / size
    assert lp == liquidation_price(size, entry, wallet, TIERS)  # the simulated venue agrees
    assert bot_liq_price(D(0), entry, wallet, TIERS) is None
    assert bot_liq_price(D("0.001"), entry, wallet, TIERS) is None  # a long whose LP <= 0


def test_book_fill_one_way_rules() -> None:
    pos, avg, pnl = book_fill(D(0), D(0), OrderSide.BUY, D("0.460"), P0)
    assert (pos, avg, pnl) == (D("0.460"), P0, 0)
    pos, avg, pnl = book_fill(pos, avg, OrderSide.BUY, D("0.230"), D(18000))
    assert (pos, avg) == (D("0.690"), (D("0.460") * P0 + D("0.230") * 18000) / D("0.690"))
    pos2, avg2, pnl = book_fill(pos, avg, OrderSide.SELL, D("0.230"), D(22000))
    assert (pos2, avg2) == (D("0.460"), avg)
    assert pnl == (D("0.230") * (22000 - avg)).quantize(D("0.00000001"))
    flipped = book_fill(D("0.1"), D(100), OrderSide.SELL, D("0.3"), D(110))
    assert flipped == (D("-0.2"), D(110), D("1.00000000"))


def test_profit_per_grid_and_grid_count_with_futures_fees() -> None:
    assert futures_net_rate(D("1.4"), D("0.0002")) == D("1.4") * D("0.9998") - D("1.0002")
    low, high = futures_profit_per_grid_range(LEVELS, D("0.0002"), D(2))
    # top cell (30 000/26 000)·0.9998 − 1.0002, bottom 1.4·0.9998 − 1.0002, both ×2
    assert (low, high) == (D("0.306831"), D("0.799040"))
    n = futures_max_grid_count(FuturesGridType.ARITHMETIC, D(10000), D(30000), D("0.0002"))
    d = D(20000) / n
    top = D(30000) - d
    assert d - D("0.0002") * (top + D(30000)) >= 0  # the top cell still nets >= 0
    d_more = D(20000) / (n + 1)
    assert d_more - D("0.0002") * (2 * D(30000) - d_more) < 0
    geo = futures_max_grid_count(FuturesGridType.GEOMETRIC, D(10000), D(30000), D("0.0002"))
    assert geo > n
    assert futures_max_grid_count(FuturesGridType.ARITHMETIC, D(1), D(2), D(0)) == 10**9


def test_min_investment_meets_the_order_rules_at_every_level() -> None:
    v = min_investment(GridMode.NEUTRAL, LEVELS, P0, D(2), BTC_PERP)
    plan = plan_grid(GridMode.NEUTRAL, LEVELS, P0, v, D(2), BTC_PERP)
    assert plan.q == D("0.001")  # 5 USDT / 10 000 = 0.0005 -> min qty 0.001
    below = plan_grid(GridMode.NEUTRAL, LEVELS, P0, v - D("0.01"), D(2), BTC_PERP)
    assert below.q < D("0.001")
