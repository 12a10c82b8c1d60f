"""MECHANICS §12 DCA vectors: the §4.2 safety-order table (with and without fees) and §4.1's rounds."""

from __future__ import annotations

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from tradingbot.bots.dca.config import parse_config
from tradingbot.bots.dca.ladder import capital_needed, max_price_deviation, plan, rungs, so_amounts
from tradingbot.bots.dca.recurring import cap_blocks_round, estimated_rounds, round_qty, round_time

from .kit import BTCUSDC, RECURRING, SAFETY, WEEK_S, X4

Q4 = D("0.0001")


def _table(fee: D) -> list[tuple[D, D, D]]:
    so = parse_config(SAFETY).safety
    assert so is not None
    ladder = rungs(D(100), so.price_step, so.step_multiplier, so_amounts(D(50), D("1.5"), 3), X4)
    steps = plan(D(100), D(100), ladder, so.tp_pct, fee, X4)
    return [(s.price, s.avg.quantize(Q4, ROUND_HALF_UP), s.tp_price) for s in steps]


def test_safety_order_table_fees_ignored() -> None:
    assert _table(D(0)) == [
        (D("100"), D("100.0000"), D("105.0000")),
        (D("97.00"), D("98.9796"), D("103.9286")),
        (D("93.40"), D("97.0471"), D("101.8995")),
        (D("89.08"), D("94.2376"), D("98.9495")),
    ]


def test_safety_order_table_with_fee() -> None:
    """f = 0.001: the buy fee (in base) divides the average by (1 − f); the TP's sell fee once more,
    so TP_f = avg_0·(1 + tp)/(1 − f)² - e.g. 105/0.998001 = 105.2103."""
    assert _table(D("0.001")) == [
        (D("100"), D("100.1001"), D("105.2103")),
        (D("97.00"), D("99.0787"), D("104.1367")),
        (D("93.40"), D("97.1442"), D("102.1036")),
        (D("89.08"), D("94.3320"), D("99.1477")),
    ]


def test_safety_order_deviations_capital_and_mpd() -> None:
    so = parse_config(SAFETY).safety
    assert so is not None
    ladder = rungs(D(100), so.price_step, so.step_multiplier, so_amounts(D(50), D("1.5"), 3), X4)
    assert [r.deviation for r in ladder] == [D("0.03"), D("0.066"), D("0.1092")]
    assert [r.amount for r in ladder] == [D(50), D(75), D("112.5")]
    assert capital_needed(D(100), D(50), D("1.5"), 3) == D("337.50") == so.capital
    assert max_price_deviation(D("0.03"), D("1.2"), 3) == D("0.1092") == so.mpd


PRICES = (29000, 28000, 27000, 28000, 29000)
SOURCE_QTY = [D("0.02068966"), D("0.02142857"), D("0.02222222"), D("0.02142857"), D("0.02068966")]


def test_recurring_quantities() -> None:
    """BTC 600 USDC at 29 000 / 28 000 / 27 000 / 28 000 / 29 000 (fees ignored in the source).

    The source prints ``600/P`` rounded to 8 decimals; our order size is ``floor_lot(600/P)``
    (MECHANICS §1.3/§4.1: never more than the amount), which equals it except at 29 000, where
    600/29 000 = 0.020689655… floors to 0.02068965 (one lot less; 0.02068966 would cost 600.00014).
    """
    exact = [(D(600) / D(p)).quantize(D("0.00000001"), ROUND_HALF_UP) for p in PRICES]
    assert exact == SOURCE_QTY
    qty = [round_qty(D(600), D(p), BTCUSDC) for p in PRICES]
    assert qty == [D("0.02068965"), D("0.02142857"), D("0.02222222"), D("0.02142857"), D("0.02068965")]
    assert all(q * p <= 600 for q, p in zip(qty, PRICES, strict=True))


def test_recurring_cap_refuses_round_six() -> None:
    rec = parse_config(RECURRING).recurring
    assert rec is not None and rec.round_total == D(1000)
    cum = D(0)
    for _ in range(5):
        assert not cap_blocks_round(rec, cum)
        cum += rec.round_total
    assert cum == D(5000)
    assert cap_blocks_round(rec, cum)  # 6 000 > 5 500: close with MAX_INVESTMENT_REACHED, no partial round
    assert estimated_rounds(rec, D(5500)) == 5


def test_round_schedule() -> None:
    assert [round_time(1_000, WEEK_S, k) for k in range(3)] == [
        1_000,
        1_000 + WEEK_S * 1000,
        1_000 + 2 * WEEK_S * 1000,
    ]
