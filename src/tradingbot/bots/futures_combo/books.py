"""The combo's numbers from its books and the legs' marks (MECHANICS §7.4, §7.6).

* ``unrealised_i = Q_i·(mark_i − A_i)``; ``equity = wallet + Σ unrealised``;
  ``total_pnl = equity − total_margin`` (= closed + unrealised + funding − fees);
  ``total_pnl_per = total_pnl / total_margin``;
* margin ratio ``= Σ MM_i / equity`` (the bot is liquidated near 100 %; no single liquidation
  price); ``available = min(wallet, wallet + Σ unrealised − Σ IM)`` (≥ 0).
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.futures_combo.state import ComboState
from tradingbot.bots.kit.perp_book import maintenance_margin_at
from tradingbot.core.money import ZERO


def leg_views(market: MarketView) -> Mapping[str, MarketView]:
    """Every leg's view (the market itself for a one-leg view)."""
    return market.legs if market.legs is not None else {market.symbol.symbol: market}


def marks_of(market: MarketView) -> dict[str, Decimal]:
    """Each leg's mark (its venue's, else its last price)."""
    return {
        s: (v.venue.mark_price if v.venue is not None else v.last_price) for s, v in leg_views(market).items()
    }


def in_sync(s: ComboState, market: MarketView) -> bool:
    """Every leg's position equals the venue's (no fill of this price move is still on its way)."""
    for symbol, view in leg_views(market).items():
        venue = view.venue
        if (
            venue is not None
            and venue.position is not None
            and venue.position.size != s.book(symbol).position
        ):
            return False
    return True


def unrealised(s: ComboState, marks: Mapping[str, Decimal]) -> Decimal:
    """Σ ``Q_i·(mark_i − A_i)``."""
    return sum((b.position * (marks[b.symbol] - b.avg_entry) for b in s.books), ZERO)


def equity(s: ComboState, marks: Mapping[str, Decimal]) -> Decimal:
    """Wallet plus every leg's unrealised PnL."""
    return s.wallet + unrealised(s, marks)


def total_pnl(s: ComboState, marks: Mapping[str, Decimal]) -> Decimal:
    """Equity minus the margin put in (net of transfers)."""
    return equity(s, marks) - s.total_margin


def pnl_per(s: ComboState, marks: Mapping[str, Decimal]) -> Decimal:
    """Total PnL over the total margin."""
    margin = s.total_margin
    return total_pnl(s, marks) / margin if margin > 0 else ZERO


def maintenance(s: ComboState, market: MarketView) -> Decimal:
    """Σ MM of the legs at their entry values, with each contract's tiers."""
    views = leg_views(market)
    out = ZERO
    for b in s.books:
        venue = views[b.symbol].venue
        if b.position and venue is not None and venue.tiers:
            out += maintenance_margin_at(venue.tiers, abs(b.position) * b.avg_entry)
    return out


def margin_ratio(s: ComboState, market: MarketView) -> Decimal:
    """``Σ MM / equity`` (1 or more: liquidation territory)."""
    eq = equity(s, marks_of(market))
    return maintenance(s, market) / eq if eq > 0 else Decimal(1)


def position_margin(s: ComboState) -> Decimal:
    """Σ ``|Q_i|·A_i / leverage``."""
    return sum((abs(b.position) * b.avg_entry for b in s.books), ZERO) / s.config.leverage


def available(s: ComboState, marks: Mapping[str, Decimal]) -> Decimal:
    """What may be transferred out or used by a new order (unrealised profit backs, never pays)."""
    free = s.wallet
    return max(ZERO, min(free, free + unrealised(s, marks) - position_margin(s)))
