"""When a running futures grid stops by itself (MECHANICS §5.5): the verdict the host asks for.

Order of precedence: a stop already decided (balance, risk limit), TP/SL by price or PnL %, the
trailing stop, the NEUTRAL grid's edges (unless shifting still has room), negative arbitrage.
Nothing fires while the bot's position differs from the venue's (a close is sized on the real one).
"""

from __future__ import annotations

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_grid.levels import futures_net_rate
from tradingbot.bots.futures_grid.metrics import equity, in_sync, mark_of, pnl_per
from tradingbot.bots.futures_grid.shift import down_room, up_room
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.kit.returns import ts_exit_equity
from tradingbot.core.enums import BotStatus, CloseReason, GridMode


def exit_reason(state: FuturesGridState, market: MarketView) -> CloseReason | None:
    """Why the bot should close now, or None."""
    if state.status is not BotStatus.RUNNING or not in_sync(state, market):
        return None
    if state.pending_stop is not None:
        return state.pending_stop
    reason = _tp_sl(state, market)
    if reason is not None:
        return reason
    ts = state.config.trailing_stop_per
    if ts > 0 and equity(state, mark_of(market)) <= ts_exit_equity(state.peak_equity, ts):
        return CloseReason.TRAILING_STOP
    reason = _neutral_edge(state, market)
    if reason is not None:
        return reason
    if state.min_ratio > 0 and futures_net_rate(state.min_ratio, market.maker_fee) <= 0:
        return CloseReason.NEGATIVE_ARBITRAGE
    return None


def _tp_sl(s: FuturesGridState, market: MarketView) -> CloseReason | None:
    cfg, last = s.config, market.last_price
    per = pnl_per(s, mark_of(market))
    short = cfg.grid_mode is GridMode.SHORT
    if cfg.tp_by_price:
        tp = cfg.take_profit_price
        if tp is not None and (last <= tp if short else last >= tp):
            return CloseReason.TAKE_PROFIT
    elif cfg.take_profit_per is not None and per >= cfg.take_profit_per:
        return CloseReason.TAKE_PROFIT
    if cfg.sl_by_price:
        sl = cfg.stop_loss_price
        if sl is not None and (last >= sl if short else last <= sl):
            return CloseReason.STOP_LOSS
    elif cfg.stop_loss_per is not None and per <= -cfg.stop_loss_per:
        return CloseReason.STOP_LOSS
    return None


def _neutral_edge(s: FuturesGridState, market: MarketView) -> CloseReason | None:
    """NEUTRAL stops at the top (fully short) or bottom (fully long) unless shifting still has room."""
    if s.config.grid_mode is not GridMode.NEUTRAL or not s.levels:
        return None
    last = market.last_price
    if last >= s.levels[-1] and not up_room(s, market):
        return CloseReason.TRIGGER_TOP_PRICE
    if last <= s.levels[0] and not down_room(s, market):
        return CloseReason.TRIGGER_BOTTOM_PRICE
    return None
