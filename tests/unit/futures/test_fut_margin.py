"""Margin arithmetic: MECHANICS §12 F4 and F2 liquidation prices, tiers, order margin, positions."""

from __future__ import annotations

from decimal import Decimal as D

import pytest

from tests.unit.futures.conftest import BTC, FLAT_TIERS, NO_FEES, derivative, make_exchange
from tradingbot.core.enums import OrderSide, OrderType
from tradingbot.core.futures_catalog import FUTURES_TIERS
from tradingbot.core.instruments import build_tiers
from tradingbot.sim.futures.margin import liquidation_price, maintenance_margin, order_margin
from tradingbot.sim.futures.positions import apply_trade, opening_qty

CENT = D("0.01")


def lp(size: str, entry: str, wallet: str, tiers: list = FLAT_TIERS) -> D | None:  # type: ignore[type-arg]
    return liquidation_price(D(size), D(entry), D(wallet), tiers)


def test_f4_long_and_short_at_50x() -> None:
    """Long 1 BTC @ 20 000, 50x, MMR 0.5 %, wallet = IM = 400 -> LP 19 700; the short -> 20 300."""
    assert lp("1", "20000", "400") == D("19700")
    assert lp("-1", "20000", "400") == D("20300")


def test_f4_through_the_exchange() -> None:
    ex = make_exchange(FLAT_TIERS, NO_FEES)
    long_, short = derivative(1), derivative(2)
    ex.on_price(BTC, D("20000"), 0)
    for acc, side in ((long_, OrderSide.BUY), (short, OrderSide.SELL)):
        ex.credit(0, acc, "USDT", D("400"))
        ex.set_leverage(acc, BTC, D("50"))
        ex.place_order(1, acc, BTC, side, OrderType.MARKET, D("1"), client_order_id="open")
    assert ex.liquidation_price(long_, BTC) == D("19700")
    assert ex.liquidation_price(short, BTC) == D("20300")
    pos = ex.position(long_, BTC)
    assert (pos.im, pos.mm, pos.liq_price) == (D("400"), D("100"), D("19700"))
    assert ex.available(long_) == 0


def test_f2_estimated_liquidation_prices() -> None:
    """MECHANICS §12 F2 (MMR 0.5 %, deduction 0)."""
    long_lp = lp("1.150", "16499.40", "9992.9451")
    short_lp = lp("-0.810", "23349.10", "9992.7732")
    assert long_lp is not None and long_lp.quantize(CENT) == D("7892.38")
    assert short_lp is not None and short_lp.quantize(CENT) == D("35569.11")
    # UTA style: the close fee (taker 0.055 %) in MM = a wallet smaller by that fee
    with_fee = lp("1.150", "16499.40", str(D("9992.9451") - D("1.150") * D("16499.40") * D("0.00055")))
    assert with_fee is not None and with_fee.quantize(CENT) == D("7901.45")
    # NEUTRAL: up path short side 53 761.14; down path long side has no liquidation price
    neutral_up = lp("-0.386", "28000", str(D(10000) - D("0.386") * 28000 * D("0.0002")))
    assert neutral_up is not None and neutral_up.quantize(CENT) == D("53761.14")
    assert lp("0.579", "14000", str(D(10000) - D("0.579") * 14000 * D("0.0002"))) is None


def test_no_liquidation_price_when_flat() -> None:
    assert lp("0", "20000", "400") is None


def test_liquidation_price_rechecks_the_tier_at_the_lp() -> None:
    """F5 tiers. 25 @ 100 (value 2 500, tier 3), wallet 500: LP 82.4, value 2 060 still tier 3.
    35 @ 100 (value 3 500, tier 4), wallet 1 200: the tier-4 LP is worth < 3 000 (tier 3), so the
    LP is recomputed with tier 3's rate and deduction."""
    rates = ["0.02", "0.025", "0.03", "0.035", "0.04"]
    tiers = build_tiers((D(1000 * (i + 1)), D("0.05"), D(r)) for i, r in enumerate(rates))
    assert liquidation_price(D(25), D(100), D(500), tiers) == D(100) - (D(500) - 60) / 25 == D("82.4")
    tier4 = D(100) - (D(1200) - (D(3500) * D("0.035") - 30)) / 35
    tier3 = D(100) - (D(1200) - (D(3500) * D("0.03") - 15)) / 35
    assert 2000 < tier4 * 35 <= 3000 and 2000 < tier3 * 35 <= 3000
    assert liquidation_price(D(35), D(100), D(1200), tiers) == tier3


def test_mm_uses_the_real_btc_tier_deduction() -> None:
    tiers = FUTURES_TIERS[BTC]
    assert maintenance_margin(D(10), D(50000), tiers) == D(500000) * D("0.005") - 300
    assert maintenance_margin(D(1), D(50000), tiers) == D(200)


def test_order_margin_rounds_up_and_adds_the_taker_fee() -> None:
    assert order_margin(D("0.1"), D("19000"), D(10), D("0.00055")) == D("191.045")
    assert order_margin(D("1"), D("100"), D(3), D(0)) == D("33.33333334")


def test_average_entry_on_increase() -> None:
    r = apply_trade(D(1), D(20000), OrderSide.BUY, D(1), D(21000))
    assert (r.size, r.avg_entry, r.closed, r.realized) == (D(2), D(20500), 0, 0)
    r = apply_trade(D(0), D(0), OrderSide.SELL, D("0.5"), D(30000))
    assert (r.size, r.avg_entry) == (D("-0.5"), D(30000))


def test_realized_pnl_on_reduce_and_close() -> None:
    r = apply_trade(D(2), D(20500), OrderSide.SELL, D("0.5"), D(22000))
    assert (r.size, r.avg_entry, r.closed, r.realized) == (D("1.5"), D(20500), D("0.5"), D(750))
    r = apply_trade(D(-1), D(30000), OrderSide.BUY, D(1), D(31000))
    assert (r.size, r.avg_entry, r.realized) == (0, 0, D(-1000))


def test_flip_closes_then_opens_the_rest_at_the_fill_price() -> None:
    r = apply_trade(D(1), D(20000), OrderSide.SELL, D(3), D(19000))
    assert (r.size, r.avg_entry, r.closed, r.realized) == (D(-2), D(19000), D(1), D(-1000))


@pytest.mark.parametrize(
    ("size", "side", "qty", "opening"),
    [
        (0, OrderSide.BUY, 1, 1),
        (2, OrderSide.BUY, 1, 1),
        (2, OrderSide.SELL, 1, 0),
        (2, OrderSide.SELL, 3, 1),
    ],
)
def test_opening_qty(size: int, side: OrderSide, qty: int, opening: int) -> None:
    assert opening_qty(D(size), side, D(qty)) == opening
