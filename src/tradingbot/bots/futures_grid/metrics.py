"""Futures grid metrics and the detail view (MECHANICS §5.4, §5.6, §5.8; Bybit ``fgridbot/detail`` names).

Why pure functions of (state, market): the detail call, the verdict (TP/SL %, trailing stop)
and withdraw read the same numbers; time and the mark price come in with the market view.

* ``unrealised = Q·(mark − A)``; ``equity = wallet + unrealised``;
* ``pnl = equity + cum_withdrawn − total_investment`` (= realised + unrealised, since the wallet
  already holds realised PnL, fees and funding); ``pnl_per = pnl / total_investment`` (incl.
  added margin);
* ``position_balance = |Q|·A/leverage``; ``total_order_balance`` = margin of the resting
  opening (not reduce-only) orders, each ``ceil_1e-8(q·P/leverage) + fee(q·P·taker)`` (what the
  venue locks, MECHANICS §5.4); ``free = wallet − total_order_balance``;
  ``available = min(free, free + unrealised − position_balance)`` (>= 0: unrealized profit may
  back positions but is never spent), the venue's rule for accepting a new opening order;
* ``real_leverage = |Q|·mark / equity`` (PROPOSED);
* APRs with ``days = max(1, elapsed/1 day)`` (ratios, 6 decimals).
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_grid.levels import futures_profit_per_grid_range
from tradingbot.bots.futures_grid.state import FuturesGridState
from tradingbot.bots.kit.display import (
    AMOUNT_QUANTUM,
    DISPLAY_STATUS,
    PERP_CLOSE_CODES,
    amount,
    detail_head,
    detail_tail,
    fmt_or_blank,
    rate_str,
)
from tradingbot.bots.kit.perp_book import bot_liq_price, maintenance_margin_at
from tradingbot.bots.kit.pnl_breakdown import PnlBreakdown, perp_breakdown
from tradingbot.bots.kit.returns import apr, ts_exit_equity
from tradingbot.core.enums import (
    BotCloseCode,
    BotStatus,
    CloseReason,
    FuturesGridRunningStatus,
    GridStopReason,
    PositionSide,
)
from tradingbot.core.instruments import RiskTier
from tradingbot.core.money import ZERO, fmt
from tradingbot.core.time_units import DAY_MS
from tradingbot.sim.fees import fee_amount

MAX_WITHDRAW_MARGIN_RATIO = Decimal("0.8")
"""PROPOSED guard (MECHANICS §5.8): a withdrawal may not leave ``MM/equity`` above 80 %."""

__all__ = ["DAY_MS", "apr"]

_RUNNING = {
    BotStatus.NEW: FuturesGridRunningStatus.PRE_INIT,
    BotStatus.REJECTED: FuturesGridRunningStatus.STOPPED,
    BotStatus.AWAITING_ACTIVATION: FuturesGridRunningStatus.CREATED,
    BotStatus.INITIALIZING: FuturesGridRunningStatus.INITIALIZING,
    BotStatus.RUNNING: FuturesGridRunningStatus.RUNNING,
    BotStatus.PAUSED: FuturesGridRunningStatus.RUNNING,
    BotStatus.CANCELLING: FuturesGridRunningStatus.STOPPING,
    BotStatus.COMPLETED: FuturesGridRunningStatus.STOPPED,
}
_STOP_TYPE = {
    CloseReason.MANUAL: GridStopReason.USER,
    CloseReason.FAILED_INITIATION: GridStopReason.INIT,
    CloseReason.TAKE_PROFIT: GridStopReason.TAKE_PROFIT,
    CloseReason.STOP_LOSS: GridStopReason.STOP_LOSS,
    CloseReason.TRAILING_STOP: GridStopReason.TRAILING_STOP,
    CloseReason.LIQUIDATION: GridStopReason.FOR_LIQUIDATION,
    CloseReason.TRIGGER_TOP_PRICE: GridStopReason.TRIGGER_TOP_PRICE,
    CloseReason.TRIGGER_BOTTOM_PRICE: GridStopReason.TRIGGER_BOTTOM_PRICE,
    CloseReason.NEGATIVE_ARBITRAGE: GridStopReason.NEGATIVE_ARBITRAGE,
    CloseReason.INSUFFICIENT_BALANCE: GridStopReason.NO_BALANCE,
    CloseReason.SYMBOL_DELISTED: GridStopReason.SETTLE,
    CloseReason.USER_BANNED: GridStopReason.USER_BAN,
    CloseReason.RISK_LIMIT: GridStopReason.RISK_LIMIT,
    CloseReason.OI_LIMIT: GridStopReason.RISK_LIMIT,
    CloseReason.REDUCE_ONLY: GridStopReason.REDUCE_ONLY,
    CloseReason.BANKRUPTCY_PRICE: GridStopReason.BUST_PRICE,
    CloseReason.ADL: GridStopReason.RISK_SYSTEM,
}
_CLOSE_CODE = {
    **PERP_CLOSE_CODES,
    CloseReason.TRIGGER_TOP_PRICE: BotCloseCode.TRIGGER_TOP_PRICE,
    CloseReason.TRIGGER_BOTTOM_PRICE: BotCloseCode.TRIGGER_BOTTOM_PRICE,
    CloseReason.NEGATIVE_ARBITRAGE: BotCloseCode.NEGATIVE_ARBITRAGE,
}


def mark_of(market: MarketView) -> Decimal:
    """The mark price (the venue's, else the last price)."""
    return market.venue.mark_price if market.venue is not None else market.last_price


def tiers_of(market: MarketView) -> tuple[RiskTier, ...]:
    """The contract's risk tiers (empty without a venue view)."""
    return market.venue.tiers if market.venue is not None else ()


def unrealised_pnl(s: FuturesGridState, mark: Decimal) -> Decimal:
    """``Q·(mark − A)``."""
    return s.position * (mark - s.avg_entry)


def in_sync(s: FuturesGridState, market: MarketView) -> bool:
    """The bot's position equals the venue's (no fill of this price move is still on its way).

    One price can fill several orders (and liquidate); the host steps the bot with all of them at
    once, so this holds after every step it takes. Exits still wait until the books have caught
    up (a guard), so a close order is always sized on the real position.
    """
    venue = market.venue
    return venue is None or venue.position is None or venue.position.size == s.position


def equity(s: FuturesGridState, mark: Decimal) -> Decimal:
    """Wallet plus unrealised PnL at the mark price."""
    return s.wallet + unrealised_pnl(s, mark)


def total_pnl(s: FuturesGridState, mark: Decimal) -> Decimal:
    """``equity + cum_withdrawn − total_investment``."""
    return equity(s, mark) + s.cum_withdrawn - s.total_investment


def pnl_breakdown(s: FuturesGridState, mark: Decimal) -> PnlBreakdown:
    """Grid profit before fees (completed pairs), the trend (unrealised PnL and the closed PnL the
    pairs do not explain), fees, funding and liquidation, from the books."""
    return perp_breakdown(
        closed_pnl=s.closed_pnl,
        realised_profit=s.grid_gross,
        unrealised_pnl=unrealised_pnl(s, mark),
        fees_paid=s.fees_paid,
        funding_fee=s.funding_fee,
        liquidation_pnl=s.liquidation_pnl,
        insurance=s.insurance,
    )


def pnl_per(s: FuturesGridState, mark: Decimal) -> Decimal:
    """Total PnL as a ratio of total investment (incl. added margin); the TP/SL % basis."""
    return total_pnl(s, mark) / s.total_investment if s.total_investment > 0 else ZERO


def position_margin(s: FuturesGridState) -> Decimal:
    """``|Q|·A/leverage`` (Bybit ``position_balance``)."""
    return abs(s.position) * s.avg_entry / s.config.leverage


def order_cost(qty: Decimal, price: Decimal, leverage: Decimal, taker: Decimal) -> Decimal:
    """What a venue locks for a resting opening order: ``notional/leverage`` rounded up to 1e-8
    plus the taker fee on the notional (half-up to 1e-8)."""
    notional = qty * price
    im = (notional / leverage).quantize(AMOUNT_QUANTUM, rounding=ROUND_CEILING)
    return im + fee_amount(notional, taker)


def order_margin(s: FuturesGridState, ts: int, taker: Decimal = ZERO) -> Decimal:
    """Margin of resting opening orders (reduce-only closes need none; Bybit ``total_order_balance``)."""
    if s.status is not BotStatus.RUNNING:
        return ZERO
    lev = s.config.leverage
    return sum(
        (order_cost(s.q, c.price, lev, taker) for c in s.cells if c.is_open(ts) and not c.reduce_only), ZERO
    )


def free_margin(s: FuturesGridState, ts: int, taker: Decimal = ZERO) -> Decimal:
    """Wallet not locked by resting opening orders."""
    return s.wallet - order_margin(s, ts, taker)


def available_balance(s: FuturesGridState, mark: Decimal, ts: int, taker: Decimal = ZERO) -> Decimal:
    """``min(free, free + unrealised − position margin)``, never below zero (module docstring)."""
    free = free_margin(s, ts, taker)
    return max(ZERO, min(free, free + unrealised_pnl(s, mark) - position_margin(s)))


def real_leverage(s: FuturesGridState, mark: Decimal) -> Decimal:
    """``|Q|·mark / equity`` (0 when flat or equity <= 0)."""
    eq = equity(s, mark)
    return abs(s.position) * mark / eq if eq > 0 and s.position else ZERO


def liq_price(s: FuturesGridState, tiers: Sequence[RiskTier]) -> Decimal | None:
    """The bot's liquidation price from its own books (None when flat or not reachable)."""
    return bot_liq_price(s.position, s.avg_entry, s.wallet, tiers)


def withdrawable(
    s: FuturesGridState, mark: Decimal, ts: int, tiers: Sequence[RiskTier], taker: Decimal = ZERO
) -> Decimal:
    """``min(realised + added margin − withdrawn, remaining margin)`` (MECHANICS §5.8), and no more
    than keeps ``MM/equity <= 80 %``; the initial investment is never withdrawable; 0 unless RUNNING.

    Remaining margin = ``free − position margin + min(0, unrealised)``: what may leave the wallet
    with the position and the resting orders still margined (the venue's transfer rule).
    """
    if s.status is not BotStatus.RUNNING:
        return ZERO
    margin = free_margin(s, ts, taker) - position_margin(s) + min(ZERO, unrealised_pnl(s, mark))
    limit = min(s.realised_pnl + s.added_margin - s.cum_withdrawn, margin)
    if s.position and tiers:
        mm = maintenance_margin_at(tiers, abs(s.position) * mark)
        limit = min(limit, equity(s, mark) - mm / MAX_WITHDRAW_MARGIN_RATIO)
    return max(ZERO, limit)


def arbitrage_num_24(s: FuturesGridState, now: int) -> int:
    """Completed pairs in the 24 h before ``now``."""
    return sum(1 for t in s.recent_cycles if t > now - DAY_MS)


def elapsed_ms(s: FuturesGridState, now: int) -> int:
    """Running time since creation (frozen at the close)."""
    end = s.end_ts if s.end_ts is not None else now
    return max(0, end - s.create_ts)


def stop_type(reason: CloseReason | None) -> GridStopReason | None:
    """Grid stop reason spelling of a close reason (SPEC §4)."""
    return None if reason is None else _STOP_TYPE.get(reason, GridStopReason.SYSTEM)


def bot_close_code(reason: CloseReason | None) -> BotCloseCode | None:
    """Bot close code of a close reason (SPEC §4)."""
    return None if reason is None else _CLOSE_CODE.get(reason, BotCloseCode.CANCELED_AUTO)


def position_side(position: Decimal) -> PositionSide:
    """LONG, SHORT or UNSPECIFIED (flat)."""
    if position > 0:
        return PositionSide.LONG
    if position < 0:
        return PositionSide.SHORT
    return PositionSide.UNSPECIFIED


def detail(s: FuturesGridState, market: MarketView) -> dict[str, object]:
    """Futures grid detail with Bybit ``fgridbot/detail`` names (plus ours); decimals as strings.

    Enums are spelled by name (``grid_mode`` "LONG", ``tp_sl_type`` "PERCENT", ...); rates are
    ratios. A completed bot reports its numbers at the close price.
    """
    cfg = s.config
    done = s.status is BotStatus.COMPLETED and s.close_price is not None
    last = s.close_price if done and s.close_price is not None else market.last_price
    mark = last if done else mark_of(market)
    tiers = tiers_of(market)
    eq, pnl = equity(s, mark), total_pnl(s, mark)
    elapsed = elapsed_ms(s, market.ts)
    invest = s.total_investment
    running = s.status is BotStatus.RUNNING
    lp = liq_price(s, tiers) if tiers and s.position and not done else None
    profit = (
        futures_profit_per_grid_range(s.levels, market.maker_fee, cfg.leverage) if len(s.levels) > 1 else None
    )
    tier = tiers[0] if tiers else None
    reason = s.close_reason
    stype, code = stop_type(reason), bot_close_code(reason)
    return detail_head(s, market) | {
        "display_status": DISPLAY_STATUS[s.status].value,
        "running_status": _RUNNING[s.status].value,
        "grid_mode": cfg.grid_mode.name,
        "grid_type": cfg.grid_type.name,
        "min_price": fmt(cfg.min_price),
        "max_price": fmt(cfg.max_price),
        "cell_number": cfg.cell_number,
        "curr_min_price": fmt(s.levels[0]) if s.levels else "",
        "curr_max_price": fmt(s.levels[-1]) if s.levels else "",
        "curr_cell_number": len(s.cells),
        "leverage": fmt(cfg.leverage),
        "real_leverage": fmt(real_leverage(s, mark).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)),
        "total_investment": fmt(invest),
        "added_margin": fmt(s.added_margin),
        "total_value": fmt(amount(abs(s.position) * mark)),
        "current_position": fmt(abs(s.position)),
        "futures_pos_side": position_side(s.position).name,
        "avg_entry_price": fmt(s.avg_entry) if s.position else "",
        "reference_price": fmt(s.p0),
        "per_grid_qty": fmt(s.q),
        "pnl": fmt(amount(pnl)),
        "pnl_per": rate_str(pnl / invest) if invest else "0",
        "grid_profit": fmt(amount(s.grid_profit)),
        "pnl_breakdown": pnl_breakdown(s, mark).to_dict(),
        "grid_apr": fmt(apr(s.grid_profit, invest, elapsed)),
        "total_apr": fmt(apr(pnl, invest, elapsed)),
        "realised_pnl": fmt(amount(s.realised_pnl)),
        "unrealised_pnl": fmt(amount(unrealised_pnl(s, mark))),
        "funding_fee": fmt(amount(s.funding_fee)),
        "trading_fee": fmt(amount(s.fees_paid)),
        "position_balance": fmt(amount(position_margin(s))),
        "total_order_balance": fmt(amount(order_margin(s, market.ts, market.taker_fee))),
        "available_balance": fmt(amount(available_balance(s, mark, market.ts, market.taker_fee))),
        "equity": fmt(amount(eq)),
        "wallet_balance": fmt(amount(s.wallet)),
        "last_price": fmt(last),
        "current_price": fmt(last),
        "mark_price": fmt(mark),
        "liquidation_price": fmt_or_blank(None if lp is None else lp.quantize(market.symbol.tick_size)),
        "tp_sl_type": cfg.tp_sl_type.name,
        "take_profit_per": fmt_or_blank(cfg.take_profit_per),
        "stop_loss_per": fmt_or_blank(cfg.stop_loss_per),
        "take_profit_price": fmt_or_blank(cfg.take_profit_price),
        "stop_loss_price": fmt_or_blank(cfg.stop_loss_price),
        "entry_price": fmt_or_blank(cfg.entry_price),
        "trailing_stop_per": fmt(cfg.trailing_stop_per),
        "trailing_stop_exit_equity": (
            fmt(amount(ts_exit_equity(s.peak_equity, cfg.trailing_stop_per)))
            if cfg.trailing_stop_per
            else "0"
        ),
        "move_up_price": fmt_or_blank(cfg.move_up_price),
        "move_down_price": fmt_or_blank(cfg.move_down_price),
        "arbitrage_num": s.arbitrage_num,
        "arbitrage_num_24": arbitrage_num_24(s, market.ts),
        "min_profit": "" if profit is None else fmt(profit[0]),
        "max_profit": "" if profit is None else fmt(profit[1]),
        "i_m_rate": "" if tier is None else fmt(tier.initial_margin_rate),
        "m_m_rate": "" if tier is None else fmt(tier.maintenance_margin_rate),
        "tick_size": fmt(market.symbol.tick_size),
        "close_reason": "" if reason is None else reason.value,
        "stop_type": "" if stype is None else stype.value,
        "bot_close_code": "" if code is None else code.value,
        "current_profit": fmt(amount(pnl - s.cum_withdrawn)) if running else "",
        "current_per": rate_str((pnl - s.cum_withdrawn) / invest) if running and invest else "",
        **detail_tail(s, market, elapsed, amount(withdrawable(s, mark, market.ts, tiers, market.taker_fee))),
    }
