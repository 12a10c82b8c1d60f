"""The combo's quiet band per leg: prices of one leg at which a price event changes nothing.

Why a band per leg with a share of the slack: a RUNNING combo whose rebalancing is not driven by
prices (modes BY_USER, MODIFY_SETTING, TRANSFER), with nothing in flight and books in sync with
the venue, reacts to prices only through its equity (``wallet + Σ Q_i·(mark_i − A_i)``, linear in
each mark): TP and SL on PnL %, the trailing stop and its equity peak, and the utilisation reset.
Those put the equity inside ``(E_lo, E_hi)``; each of the ``n`` legs may move the equity by less
than ``1/n`` of the room on either side, so while every leg stays inside its band, the sum cannot
reach an edge whatever the legs do together. A leg leaving its band wakes the bot, whose step
recomputes every leg's band. TIME and PERCENT modes (a schedule, weights that depend on every
price) get no band. Edges are pulled in by a relative 1e-12.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_combo.books import equity, in_sync, marks_of
from tradingbot.bots.futures_combo.config import RESERVE_RATIO
from tradingbot.bots.futures_combo.state import ComboState
from tradingbot.bots.kit.returns import ts_exit_equity
from tradingbot.bots.wake_index import NO_HIGH, NO_LOW, Band
from tradingbot.core.enums import BotStatus

_INSIDE = Decimal("1e-12")


def equity_room(s: ComboState, market: MarketView) -> tuple[Decimal, Decimal, Decimal] | None:
    """``(E_lo, equity now, E_hi)``: the open interval of equity in which nothing happens."""
    cfg = s.config
    e0 = equity(s, marks_of(market))
    lo, hi = [NO_LOW], [NO_HIGH]
    margin = s.total_margin
    if cfg.tp_percent is not None:
        hi.append(margin * (1 + cfg.tp_percent))
    if cfg.sl_percent is not None:
        lo.append(margin * (1 - cfg.sl_percent))
    if cfg.trailing_stop_percent > 0:  # below the exit the stop fires, above the peak a new peak is kept
        lo.append(ts_exit_equity(s.peak_equity, cfg.trailing_stop_percent))
        hi.append(s.peak_equity)
    if s.target_total > 0:
        base = s.target_total / cfg.leverage
        lo.append(base / (RESERVE_RATIO * Decimal("1.5")))
        hi.append(base / (RESERVE_RATIO / 2))
    e_lo, e_hi = max(lo), min(hi)
    return (e_lo, e0, e_hi) if e_lo < e0 < e_hi else None


def quiet_band(s: ComboState, market: MarketView) -> Band | None:
    """``(lo, hi)`` for the leg ``market`` is the view of; None when every price must step."""
    cfg = s.config
    if s.status is not BotStatus.RUNNING or s.orders or s.pending_stop is not None or not in_sync(s, market):
        return None
    if cfg.by_time or cfg.by_percent:
        return None
    room = equity_room(s, market)
    if room is None:
        return None
    e_lo, e0, e_hi = room
    n = len(cfg.legs)
    up, down = (e_hi - e0) / n, (e0 - e_lo) / n
    symbol = market.symbol.symbol
    q = s.book(symbol).position
    mark = marks_of(market)[symbol]
    if q == 0:
        return NO_LOW, NO_HIGH
    rise, fall = (up, down) if q > 0 else (down, up)  # a long gains as its price rises
    low = NO_LOW if fall == NO_HIGH else mark - fall / abs(q)
    high = NO_HIGH if rise == NO_HIGH else mark + rise / abs(q)
    low = low if low == NO_LOW else low + abs(low) * _INSIDE
    high = high if high == NO_HIGH else high - abs(high) * _INSIDE
    return (low, high) if low < mark < high else None
