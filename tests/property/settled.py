"""The settlement rule a completed spot bot must satisfy, for the property tests.

Why: one price can fill several of a bot's orders and trigger its stop; the settlement must trade
what all of those fills left (ARCHITECTURE, Bots: "One price, many fills"). After it, settling
again at the close price would trade nothing: only what the symbol's order rules cannot trade
remains.
"""

from __future__ import annotations

from decimal import Decimal

from tradingbot.bots.base import MarketView
from tradingbot.bots.settle import settlement_intent
from tradingbot.core.enums import SettleMode
from tradingbot.core.instruments import SpotSymbol


def assert_settled(mode: SettleMode, base: Decimal, quote: Decimal, sym: SpotSymbol, price: Decimal) -> None:
    """Nothing the settlement ``mode`` converts is left at ``price`` (dust below the rules aside)."""
    market = MarketView(0, price, sym, Decimal(0), Decimal(0))
    again = settlement_intent(mode, base, quote, market, "again")
    assert again is None, (mode, base, quote, again)
