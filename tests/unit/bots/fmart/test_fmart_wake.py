"""The wake index changes nothing but the work, for martingales too: LONG and SHORT bots with and
without a stop loss, an entry price, auto-cycle off, a liquidation-prone one, funding and a modify,
over real BTCUSDT perpetual 1m candles, on a host that lets quiet bots sleep and on one that steps
every bot on every price: the same events, bot states and venue state, with fewer steps. The quiet
band's edges are checked one by one."""

from __future__ import annotations

from decimal import Decimal as D
from typing import Any

from tests.unit.bots.wakekit import assert_same_outcome, perp_run, woke_and_full
from tradingbot.bots.base import FillEvent, PriceEvent, RejectEvent, UpdateCommand
from tradingbot.bots.futures_martingale.family import FAMILY
from tradingbot.bots.futures_martingale.quiet import quiet_band
from tradingbot.bots.wake_index import NO_HIGH, NO_LOW
from tradingbot.core.enums import BotStatus, CloseReason, OrderSide
from tradingbot.core.futures_catalog import DEFAULT_FUTURES_SYMBOLS
from tradingbot.sim.accounts import AccountRef

from ..test_bots_fgrid_kit import fmarket
from .kit import fm

PERP_1M = "binance_usdm_perp/BTCUSDT-1m-2025-05-04_2025-06-24.csv.gz"
SYM = DEFAULT_FUTURES_SYMBOLS["BTCUSDT"]
USER = AccountRef.user(1)
EIGHT_HOURS = 480


def bots(p0: D) -> dict[str, dict[str, Any]]:
    base = {**fm(), "init_margin": "2000", "price_float_percent": "0.004", "round_tp_percent": "0.02"}
    return {
        "long": base,
        "long_sl": {**base, "sl_percent": "0.03", "leverage": "10"},
        "short": {**base, "martingale_mode": 2, "add_position_num": 5},
        "short_sl": {**base, "martingale_mode": 2, "sl_percent": "0.02", "leverage": "8"},
        "entry": {**base, "entry_price": str((p0 * D("0.995")).quantize(SYM.tick_size))},
        "one_round": {**base, "auto_cycle_toggle": 2, "round_tp_percent": "0.05"},
        "hot": {**base, "leverage": "50", "add_position_num": 2, "add_position_percent": "2"},
    }


run = perp_run("MART_FUTURES", bots, "init_margin", "long", UpdateCommand({"sl_percent": "0.2"}))


def test_sleeping_martingales_change_nothing_but_the_work() -> None:
    woke, full = woke_and_full(run, PERP_1M, 4000)
    rounds = [e for e in woke[1] if e.kind == "ROUND"]
    assert len(rounds) > 10  # the run exercises many rounds, not just a quiet start
    assert_same_outcome(woke, full, futures=True, max_step_share=1 / 3)


def test_quiet_band_edges() -> None:
    s = FAMILY.init("1", FAMILY.parse_config(fm(sl_percent="0.05")), fmarket("100"))
    s = FAMILY.apply(s, PriceEvent(1, D(100)), fmarket("100", 1))
    assert s.status is BotStatus.INITIALIZING and s.entry_order is not None
    assert quiet_band(s, fmarket("100", 2)) is None  # the first order is on its way
    entry = s.entry_order
    fill = FillEvent(entry.client_order_id, OrderSide.BUY, D(100), entry.qty, D("0.27"), "USDT", 2, 1)
    s = FAMILY.apply(s, fill, fmarket("100", 2))
    assert s.status is BotStatus.RUNNING
    lo, hi = quiet_band(s, fmarket("100", 3)) or (NO_LOW, NO_LOW)
    assert hi == NO_HIGH and D(85) < lo < D(95)
    assert FAMILY.verdict(s, fmarket(str(lo * D("1.0000001")), 3)) is None  # inside: nothing
    assert FAMILY.verdict(s, fmarket(str(lo * D("0.9999")), 3)) is CloseReason.STOP_LOSS  # past the edge
    no_sl = FAMILY.apply(s, UpdateCommand({"sl_percent": ""}), fmarket("100", 4))
    assert quiet_band(no_sl, fmarket("100", 4)) == (NO_LOW, NO_HIGH)
    pending = FAMILY.apply(s, RejectEvent(s.tp.cid if s.tp else "", "REFUSED", 4), fmarket("100", 4))
    assert quiet_band(pending, fmarket("100", 4)) is None  # the TP's retry is due at a time, not a price
    waiting = FAMILY.init("2", FAMILY.parse_config(fm(entry_price="95")), fmarket("100"))
    waiting = FAMILY.apply(waiting, PriceEvent(1, D(100)), fmarket("100", 1))
    assert waiting.status is BotStatus.AWAITING_ACTIVATION
    assert quiet_band(waiting, fmarket("100", 1)) == (D(95), NO_HIGH)
