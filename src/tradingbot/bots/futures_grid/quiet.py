"""The futures grid's quiet band: prices at which a price event changes nothing (``bots/wake_index.py``).

Why each edge: a RUNNING grid whose books match the venue reacts to the price (= mark on our
venue) only through take profit and stop loss (by price, or by PnL % which is linear in the mark),
the trailing stop and a new equity peak (equity is linear in the mark), the NEUTRAL edges and the
grid shifts (both need the price at or beyond the outer levels). The margin gate and a cell's
retry after a refusal depend on time and balances as well, so a grid with a waiting opening order
or a pending retry gets no band; nor does one out of sync with the venue, with a pending stop or
a negative cell. Equity thresholds are quotients: they are pulled in by a relative 1e-12, far
above Decimal's rounding and far below a tick.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_grid.levels import futures_net_rate
from tradingbot.bots.futures_grid.metrics import in_sync
from tradingbot.bots.futures_grid.shift import down_room, up_room
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.kit.returns import ts_exit_equity
from tradingbot.bots.wake_index import NO_HIGH, NO_LOW, Band
from tradingbot.core.enums import BotStatus, GridMode

_INSIDE = Decimal("1e-12")


class _Edges:
    """The band being narrowed; ``never`` once some condition holds at every price."""

    def __init__(self) -> None:
        self.lo, self.hi, self.never = NO_LOW, NO_HIGH, False

    def below(self, price: Decimal) -> None:
        """Something happens at prices >= ``price``."""
        self.hi = min(self.hi, price)

    def above(self, price: Decimal) -> None:
        """Something happens at prices <= ``price``."""
        self.lo = max(self.lo, price)

    def equity_above(self, s: FuturesGridState, target: Decimal, strictly: bool = False) -> None:
        """Something happens when ``wallet + position·(mark − entry)`` reaches ``target`` from below
        (``strictly``: only once it passes it)."""
        flat_hit = s.wallet > target if strictly else s.wallet >= target
        self._equity(s, target, rising=True, flat_hit=flat_hit)

    def equity_below(self, s: FuturesGridState, target: Decimal) -> None:
        """Something happens when ``wallet + position·(mark − entry) <= target``."""
        self._equity(s, target, rising=False, flat_hit=s.wallet <= target)

    def _equity(self, s: FuturesGridState, target: Decimal, rising: bool, flat_hit: bool) -> None:
        if s.position == 0:  # equity is the wallet at every price
            self.never = self.never or flat_hit
            return
        mark = s.avg_entry + (target - s.wallet) / s.position
        if (s.position > 0) == rising:
            self.below(mark - abs(mark) * _INSIDE)
        else:
            self.above(mark + abs(mark) * _INSIDE)


def quiet_band(s: FuturesGridState, market: MarketView) -> Band | None:
    """``(lo, hi)``: a price strictly inside changes nothing; None when no price is promised quiet."""
    if s.status is not BotStatus.RUNNING or not in_sync(s, market) or s.pending_stop is not None:
        return None
    if s.min_ratio > 0 and futures_net_rate(s.min_ratio, market.maker_fee) <= 0:
        return None
    if any(c.waiting or (c.cid and not c.rejected and market.ts < c.retry_at) for c in s.cells):
        return None
    cfg, edges = s.config, _Edges()
    short = cfg.grid_mode is GridMode.SHORT
    inv = s.total_investment
    if cfg.tp_by_price:
        if cfg.take_profit_price is not None:
            (edges.above if short else edges.below)(cfg.take_profit_price)
    elif cfg.take_profit_per is not None and inv > 0:
        edges.equity_above(s, inv * (1 + cfg.take_profit_per) - s.cum_withdrawn)
    if cfg.sl_by_price:
        if cfg.stop_loss_price is not None:
            (edges.below if short else edges.above)(cfg.stop_loss_price)
    elif cfg.stop_loss_per is not None and inv > 0:
        edges.equity_below(s, inv * (1 - cfg.stop_loss_per) - s.cum_withdrawn)
    if cfg.trailing_stop_per > 0:
        edges.equity_below(s, ts_exit_equity(s.peak_equity, cfg.trailing_stop_per))
    edges.equity_above(s, s.peak_equity, strictly=True)  # a new peak
    if s.levels and (cfg.grid_mode is GridMode.NEUTRAL or up_room(s, market)):
        edges.below(s.levels[-1])
    if s.levels and (cfg.grid_mode is GridMode.NEUTRAL or down_room(s, market)):
        edges.above(s.levels[0])
    if edges.never or not edges.lo < edges.hi:
        return None
    return edges.lo, edges.hi
