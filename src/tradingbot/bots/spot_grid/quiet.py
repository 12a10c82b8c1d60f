"""The spot grid's quiet band: prices at which a price event changes nothing (``bots/wake_index.py``).

Why each edge: a RUNNING grid reacts to the last price only through take profit (``last ≥ TP``),
stop loss (``last ≤ SL``), trailing up (``last ≥`` the level above the top, while allowed), a new
equity peak (``quote + base·last > peak``) and the trailing stop (``quote + base·last ≤ exit``);
fills reach it as their own events. The equity edges are quotients, rounded towards the inside
of the band so that every price in it is quiet. A grid in any other status gets no band.
"""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal, localcontext

from tradingbot.bots.base import MarketView
from tradingbot.bots.grid_kit.levels import net_rate
from tradingbot.bots.kit.returns import ts_exit_equity
from tradingbot.bots.spot_grid.state import SpotGridState
from tradingbot.bots.spot_grid.trailing import next_level
from tradingbot.bots.wake_index import NO_HIGH, NO_LOW, Band
from tradingbot.core.enums import BotStatus


def _price_where(equity: Decimal, s: SpotGridState, rounding: str) -> Decimal:
    """The price at which ``quote + base·price = equity`` (base > 0), rounded as asked."""
    with localcontext() as ctx:
        ctx.rounding = rounding
        return (equity - s.quote) / s.base


def quiet_band(s: SpotGridState, market: MarketView) -> Band | None:
    """``(lo, hi)``: a last price strictly inside changes nothing; None when no price is quiet."""
    if s.status is not BotStatus.RUNNING:
        return None
    cfg = s.config
    if s.min_ratio > 0 and net_rate(s.min_ratio, market.maker_fee) <= 0:
        return None  # negative arbitrage stops the grid at any price
    lo, hi = NO_LOW, NO_HIGH
    if cfg.take_profit_price is not None:
        hi = min(hi, cfg.take_profit_price)
    if cfg.stop_loss_price is not None:
        lo = max(lo, cfg.stop_loss_price)
    if cfg.enable_trailing and not s.trailing_paused and s.cells:
        _, nxt = next_level(s, market)
        if cfg.limit_up_price is None or nxt <= cfg.limit_up_price:
            hi = min(hi, nxt)
    exit_equity = ts_exit_equity(s.peak_equity, cfg.ts_percent) if cfg.ts_percent > 0 else None
    if s.base > 0:
        hi = min(hi, _price_where(s.peak_equity, s, ROUND_FLOOR))
        if exit_equity is not None:
            lo = max(lo, _price_where(exit_equity, s, ROUND_CEILING))
    elif s.quote > s.peak_equity or (exit_equity is not None and s.quote <= exit_equity):
        return None  # equity does not move with the price: a new peak or the stop at every price
    return (lo, hi) if lo < hi else None
