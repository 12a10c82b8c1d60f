"""Spot grid metrics and the detail view (MECHANICS §3.7, §2.4; Bybit ``query-grid-detail`` names).

Why pure functions of (state, market): the detail endpoint, the ranking and the trailing stop
all read the same numbers, and time comes from the market view, never a clock.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.kit.display import RATE_QUANTUM, amount, detail_tail, fmt_or_blank
from tradingbot.bots.kit.pnl_breakdown import PnlBreakdown
from tradingbot.bots.kit.returns import apr, ts_exit_equity
from tradingbot.bots.spot_grid.state import SpotGridState
from tradingbot.core.enums import BotStatus, CloseReason, GridBotStatus, SpotGridCloseReason
from tradingbot.core.money import ZERO, fmt
from tradingbot.core.time_units import DAY_MS

_GRID_STATUS = {
    BotStatus.NEW: GridBotStatus.NEW,
    BotStatus.REJECTED: GridBotStatus.REJECTED,
    BotStatus.AWAITING_ACTIVATION: GridBotStatus.AWAIT_ACTIVATION,
    BotStatus.INITIALIZING: GridBotStatus.INITIALIZING,
    BotStatus.RUNNING: GridBotStatus.RUNNING,
    BotStatus.PAUSED: GridBotStatus.RUNNING,
    BotStatus.CANCELLING: GridBotStatus.CANCELLING,
    BotStatus.COMPLETED: GridBotStatus.COMPLETED,
}
_CLOSE_REASON = {
    CloseReason.MANUAL: SpotGridCloseReason.CLOSED_MANUALLY,
    CloseReason.FAILED_INITIATION: SpotGridCloseReason.CLOSED_FAILED_INITIATION,
    CloseReason.SYMBOL_DELISTED: SpotGridCloseReason.CLOSED_SYMBOL_DELISTED,
    CloseReason.STOP_LOSS: SpotGridCloseReason.CLOSED_STOP_LOSS,
    CloseReason.TAKE_PROFIT: SpotGridCloseReason.CLOSED_TAKE_PROFIT,
    CloseReason.USER_BANNED: SpotGridCloseReason.CLOSED_USER_BAN,
    CloseReason.TRAILING_STOP: SpotGridCloseReason.CLOSED_TRAILING_STOP,
    CloseReason.COMPLIANCE: SpotGridCloseReason.CLOSE_STANDARD_CLEARANCE,
}


def locked_quote(s: SpotGridState) -> Decimal:
    """Quote held by resting BUY orders."""
    return sum((c.locked_quote for c in s.cells), ZERO)


def free_quote(s: SpotGridState) -> Decimal:
    """Quote not held by orders."""
    return s.quote - locked_quote(s)


def equity(s: SpotGridState, last: Decimal) -> Decimal:
    """free quote + quote in open buys + all base at the last price."""
    return s.quote + s.base * last


def total_pnl(s: SpotGridState, last: Decimal) -> Decimal:
    """equity + withdrawn − investment."""
    return equity(s, last) + s.cum_withdrawn - s.total_investment


def floating_pnl(s: SpotGridState, last: Decimal) -> Decimal:
    """Total P&L not explained by grid profit (the base price effect)."""
    return total_pnl(s, last) - s.grid_profit


def pnl_breakdown(s: SpotGridState, last: Decimal) -> PnlBreakdown:
    """Grid profit before fees, fees paid, and the trend: what the base held and the
    re-grids made (the total's rest, MECHANICS §3.7's floating PnL before fees)."""
    fees = -s.fees_paid
    return PnlBreakdown(s.grid_gross, total_pnl(s, last) - s.grid_gross - fees, fees)


def current_pnl(s: SpotGridState, last: Decimal) -> Decimal:
    """Total P&L without the withdrawn profit (Bybit 'Current P&L')."""
    return total_pnl(s, last) - s.cum_withdrawn


def elapsed_ms(s: SpotGridState, now: int) -> int:
    """Running time since creation (frozen at the close)."""
    end = s.end_ts if s.end_ts is not None else now
    return max(0, end - s.create_ts)


def withdrawable(s: SpotGridState) -> Decimal:
    """Profit that may be withdrawn: ``grid_profit − cum_withdrawn``, bounded by free quote, never < 0."""
    if s.status is not BotStatus.RUNNING:
        return ZERO
    return max(ZERO, min(s.grid_profit - s.cum_withdrawn, free_quote(s)))


def arbitrage_num_24(s: SpotGridState, now: int) -> int:
    """Completed cycles in the 24 h before ``now``."""
    return sum(1 for t in s.recent_cycles if t > now - DAY_MS)


def grid_status(status: BotStatus) -> GridBotStatus:
    """Bybit spelling of a status."""
    return _GRID_STATUS[status]


def spot_close_reason(reason: CloseReason | None) -> SpotGridCloseReason | None:
    """Bybit spot grid spelling of a close reason (UNKNOWN where Bybit has none)."""
    return None if reason is None else _CLOSE_REASON.get(reason, SpotGridCloseReason.UNKNOWN)


def detail(s: SpotGridState, market: MarketView) -> dict[str, object]:
    """The shared grid detail (Bybit ``query-grid-detail`` fields plus ours); decimals as strings."""
    cfg = s.config
    last = (
        s.close_price if s.close_price is not None and s.status is BotStatus.COMPLETED else market.last_price
    )
    eq, pnl = equity(s, last), total_pnl(s, last)
    elapsed = elapsed_ms(s, market.ts)
    invest = s.total_investment
    running = s.status is BotStatus.RUNNING
    reason = spot_close_reason(s.close_reason)
    return {
        "grid_id": s.bot_id,
        "symbol": cfg.symbol,
        "base_token": market.symbol.base,
        "quote_token": market.symbol.quote,
        "status": s.status.value,
        "grid_status": grid_status(s.status).value,
        "grid_type": cfg.grid_type.name,
        "invest_mode": int(cfg.invest_mode),
        "quote_investment": fmt(cfg.quote_investment),
        "base_investment": fmt(cfg.base_investment),
        "min_price": fmt(s.levels[0]) if s.levels else fmt(cfg.min_price),
        "max_price": fmt(s.levels[-1]) if s.levels else fmt(cfg.max_price),
        "cell_number": len(s.cells) if s.cells else cfg.cell_number,
        "ori_min_price": fmt(cfg.min_price),
        "ori_max_price": fmt(cfg.max_price),
        "ori_cell_number": cfg.cell_number,
        "reference_price": fmt(s.p0),
        "per_grid_qty": fmt(s.q),
        "total_investment": fmt(invest),
        "equity": fmt(amount(eq)),
        "grid_profit": fmt(s.grid_profit),
        "total_profit": fmt(amount(pnl)),
        "floating_profit": fmt(amount(pnl - s.grid_profit)),
        "current_profit": fmt(amount(pnl - s.cum_withdrawn)) if running else "",
        "current_per": fmt(((pnl - s.cum_withdrawn) / invest).quantize(RATE_QUANTUM))
        if running and invest
        else "",
        "grid_apr": fmt(apr(s.grid_profit, invest, elapsed)),
        "total_apr": fmt(apr(pnl, invest, elapsed)),
        "pnl_breakdown": pnl_breakdown(s, last).to_dict(),
        "arbitrage_num": s.arbitrage_num,
        "arbitrage_num_24": arbitrage_num_24(s, market.ts),
        "current_price": fmt(market.last_price),
        "entry_price": fmt_or_blank(cfg.entry_price),
        "stop_loss_price": fmt_or_blank(cfg.stop_loss_price),
        "take_profit_price": fmt_or_blank(cfg.take_profit_price),
        "ts_percent": fmt(cfg.ts_percent),
        "ts_exit_equity": fmt(amount(ts_exit_equity(s.peak_equity, cfg.ts_percent)))
        if cfg.ts_percent
        else "0",
        "is_support_ts": market.symbol.support_trailing_stop,
        "enable_trailing": cfg.enable_trailing,
        "limit_up_price": fmt_or_blank(cfg.limit_up_price),
        "settle_mode": int(s.settle_mode if s.settle_mode is not None else cfg.settle_mode),
        "close_reason": "" if s.close_reason is None else s.close_reason.value,
        "grid_close_reason": "" if reason is None else reason.value,
        **detail_tail(s, market, elapsed, withdrawable(s)),
    }
