"""The DCA quiet band: prices at which a price event changes nothing (``bots/wake_index.py``).

SAFETY_ORDER: a RUNNING cycle with its base filled and no market order in flight reacts to the
last price only through the stop loss (``last ≤ SL``); its ladder and TP are resting orders whose
fills arrive as their own events. The band is the open interval between the SL price (no low edge
without SL) and the TP price (a conservative upper edge: the bot is stepped when its TP trades).
RECURRING bots are woken by time, which the wake index cannot do yet: no band (stepped on every
price). A multi-pair RECURRING bot is indexed under each pair's symbol and the host asks once per
symbol: every leg answers None the same way, so a price of any pair steps it and its next round
runs on the first price at or after the round time, whichever pair trades first.
"""

from __future__ import annotations

from tradingbot.bots.base import MarketView
from tradingbot.bots.dca.codes import DcaType
from tradingbot.bots.dca.metrics import sl_price
from tradingbot.bots.dca.state import DcaState
from tradingbot.bots.wake_index import NO_HIGH, NO_LOW, Band
from tradingbot.core.enums import BotStatus


def quiet_band(s: DcaState, market: MarketView) -> Band | None:
    """``(lo, hi)``: a last price strictly inside changes nothing; None when every price must step."""
    if s.config.dca_type is not DcaType.SAFETY_ORDER or s.status is not BotStatus.RUNNING:
        return None
    if s.pending is not None or s.cycle_done or s.cycle.base_price is None:
        return None
    sl = sl_price(s)
    lo = NO_LOW if sl is None else sl
    hi = s.cycle.tp_price if s.cycle.tp_qty > 0 else NO_HIGH
    if lo >= hi or not lo < market.last_price < hi:
        return None
    return (lo, hi)
