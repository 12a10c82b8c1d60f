"""The martingale's quiet band: prices at which a price event changes nothing (``bots/wake_index.py``).

Why each edge: waiting for the entry price, a bot reacts only once the price crosses it. Running,
its add and TP are resting orders (their fills arrive as fills, not prices), so a price reacts
only through the stop loss, whose round result is linear in the mark. A round whose first order
is still on its way, a pending retry, a pending stop or books out of sync with the venue get no
band. The SL threshold is a quotient: it is pulled in by a relative 1e-12, far above Decimal's
rounding and far below a tick.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_martingale.books import in_sync, stop_loss_mark
from tradingbot.bots.futures_martingale.state import FuturesMartingaleState
from tradingbot.bots.wake_index import NO_HIGH, NO_LOW, Band
from tradingbot.core.enums import BotStatus

_INSIDE = Decimal("1e-12")


def quiet_band(s: FuturesMartingaleState, market: MarketView) -> Band | None:
    """``(lo, hi)``: a price strictly inside changes nothing; None when no price is promised quiet."""
    if s.status is BotStatus.AWAITING_ACTIVATION:
        entry = s.config.entry_price
        if entry is None:
            return None
        return (entry, NO_HIGH) if s.entry_dir < 0 else (NO_LOW, entry)
    if s.status is not BotStatus.RUNNING or s.pending_stop is not None or s.entry_order is not None:
        return None
    if not in_sync(s, market) or any(o is not None and market.ts < o.retry_at for o in (s.add, s.tp)):
        return None
    sl = stop_loss_mark(s)
    if sl is None:
        return NO_LOW, NO_HIGH
    if s.position > 0:
        return sl + abs(sl) * _INSIDE, NO_HIGH
    return NO_LOW, sl - abs(sl) * _INSIDE
