"""The martingale's numbers from its books: equity, round result, margins, liquidation (MECHANICS §6.4-§6.5).

Why pure functions of (state, mark): the detail call, the stop loss (verdict), the quiet band and
the rounds history read the same numbers.

* ``unrealised = Q·(mark − A)``; ``equity = wallet + unrealised``; ``pnl = equity − total_margin``;
* round result ``= unrealised + closed PnL this round − fees this round``; the stop loss fires
  when ``−round result ≥ sl × total_margin``;
* ``pos_balance = |Q|·A/leverage``; ``order_balance`` = margin of the resting add (its unfilled
  part, ``qty·price/leverage``); ``available = min(free, free + unrealised − pos_balance)``, ≥ 0,
  with ``free = wallet − order_balance``;
* the liquidation estimate is the bot's cross-margin price (``kit/perp_book.bot_liq_price``).
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_martingale.state import FuturesMartingaleState
from tradingbot.bots.kit.perp_book import bot_liq_price
from tradingbot.core.instruments import RiskTier
from tradingbot.core.money import ZERO


def mark_of(market: MarketView) -> Decimal:
    """The mark price (the venue's, else the last price)."""
    return market.venue.mark_price if market.venue is not None else market.last_price


def tiers_of(market: MarketView) -> tuple[RiskTier, ...]:
    """The contract's risk tiers (empty without a venue view)."""
    return market.venue.tiers if market.venue is not None else ()


def in_sync(s: FuturesMartingaleState, market: MarketView) -> bool:
    """The bot's position equals the venue's: no fill of this price move is still on its way."""
    venue = market.venue
    return venue is None or venue.position is None or venue.position.size == s.position


def unrealised_pnl(s: FuturesMartingaleState, mark: Decimal) -> Decimal:
    """``Q·(mark − A)``."""
    return s.position * (mark - s.avg_entry)


def equity(s: FuturesMartingaleState, mark: Decimal) -> Decimal:
    """Wallet plus unrealised PnL at the mark."""
    return s.wallet + unrealised_pnl(s, mark)


def total_pnl(s: FuturesMartingaleState, mark: Decimal) -> Decimal:
    """Equity minus every margin put in."""
    return equity(s, mark) - s.total_margin


def round_result(s: FuturesMartingaleState, mark: Decimal) -> Decimal:
    """What the round in progress has made so far: unrealised + closed this round − its fees."""
    return unrealised_pnl(s, mark) + s.round_pnl - s.round_fees


def stop_loss_hit(s: FuturesMartingaleState, mark: Decimal) -> bool:
    """The round's floating loss reached ``sl × total_margin`` (MECHANICS §6.4)."""
    sl = s.config.sl_percent
    return sl is not None and s.position != 0 and -round_result(s, mark) >= sl * s.total_margin


def stop_loss_mark(s: FuturesMartingaleState) -> Decimal | None:
    """The mark at which :func:`stop_loss_hit` starts to hold (None without a SL or a position)."""
    sl = s.config.sl_percent
    if sl is None or s.position == 0:
        return None
    return s.avg_entry + (-sl * s.total_margin - s.round_pnl + s.round_fees) / s.position


def pos_balance(s: FuturesMartingaleState) -> Decimal:
    """Margin of the position at the bot's leverage."""
    return abs(s.position) * s.avg_entry / s.config.leverage


def order_balance(s: FuturesMartingaleState) -> Decimal:
    """Margin the resting add holds (its unfilled part)."""
    if s.add is None:
        return ZERO
    return (s.add.qty - s.add.filled) * s.add.price / s.config.leverage


def available_balance(s: FuturesMartingaleState, mark: Decimal) -> Decimal:
    """What a new opening order may use (unrealised profit backs positions but is never spent)."""
    free = s.wallet - order_balance(s)
    return max(ZERO, min(free, free + unrealised_pnl(s, mark) - pos_balance(s)))


def actual_leverage(s: FuturesMartingaleState, mark: Decimal) -> Decimal:
    """``|Q|·mark / equity`` (0 when flat or without equity)."""
    eq = equity(s, mark)
    return abs(s.position) * mark / eq if s.position and eq > 0 else ZERO


def liq_price(s: FuturesMartingaleState, tiers: tuple[RiskTier, ...]) -> Decimal | None:
    """The bot's estimated liquidation price with its whole wallet as margin."""
    return bot_liq_price(s.position, s.avg_entry, s.wallet, tiers)
