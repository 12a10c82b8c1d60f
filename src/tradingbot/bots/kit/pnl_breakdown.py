"""A bot's total PnL in parts (issue 26): realised cycle profit, trend, fees, funding, liquidation.

Why one shape for every family: the detail pages show the same decomposition, and each figure
must be one of the parts or their sum. The parts are gross, so no amount is counted twice:

* ``realised_profit`` - what the family's completed cycles made before fees (grid pairs: the
  interval times the pair's quantity; DCA cycles, martingale rounds, combo rebalances: their closed
  PnL before fees);
* ``trend_pnl`` - the rest of the price move: the unrealised PnL of what the bot holds and any
  realised PnL outside completed cycles (before fees);
* ``trading_fee`` - every trading fee the bot paid, as a negative amount in quote;
* ``funding_fee`` - net funding (perpetuals; received > 0);
* ``liquidation_loss`` - the closed PnL of liquidation fills, net of what the insurance fund covered.

``total_pnl`` is their sum. On the wire (:meth:`PnlBreakdown.to_dict`) each part is rounded half up
to 1e-8 like every amount, and the trend takes the rounding remainder, so the parts still sum
exactly to the rounded total the detail shows (the DCA, whose total is exact, shows exact parts).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from tradingbot.bots.kit.display import amount
from tradingbot.core.money import ZERO, fmt


@dataclass(frozen=True, slots=True)
class PnlBreakdown:
    """The parts of a bot's total PnL, in quote, exact."""

    realised_profit: Decimal
    trend_pnl: Decimal
    trading_fee: Decimal
    funding_fee: Decimal = ZERO
    liquidation_loss: Decimal = ZERO

    @property
    def total_pnl(self) -> Decimal:
        """The sum of the parts."""
        gains = self.realised_profit + self.trend_pnl
        return gains + self.trading_fee + self.funding_fee + self.liquidation_loss

    def to_dict(self, rounded: bool = True) -> dict[str, str]:
        """Wire form: parts rounded to 1e-8, the trend absorbing the rounding so they sum to the total
        (``rounded=False``: exact, for a detail whose total is not rounded either, as the DCA's)."""
        r = amount if rounded else _exact
        total = r(self.total_pnl)
        others = (r(self.realised_profit), r(self.trading_fee), r(self.funding_fee))
        liq = r(self.liquidation_loss)
        trend = total - sum(others, ZERO) - liq
        return {
            "realised_profit": fmt(others[0]),
            "trend_pnl": fmt(trend),
            "trading_fee": fmt(others[1]),
            "funding_fee": fmt(others[2]),
            "liquidation_loss": fmt(liq),
            "total_pnl": fmt(total),
        }


def _exact(value: Decimal) -> Decimal:
    return value


def perp_breakdown(
    *,
    closed_pnl: Decimal,
    realised_profit: Decimal,
    unrealised_pnl: Decimal,
    fees_paid: Decimal,
    funding_fee: Decimal,
    liquidation_pnl: Decimal,
    insurance: Decimal,
) -> PnlBreakdown:
    """A perpetual bot's parts from its books: the closed PnL outside ``realised_profit`` and outside
    liquidations is trend, as is the unrealised PnL; the insurance cover reduces the liquidation loss."""
    return PnlBreakdown(
        realised_profit=realised_profit,
        trend_pnl=unrealised_pnl + closed_pnl - liquidation_pnl - realised_profit,
        trading_fee=-fees_paid,
        funding_fee=funding_fee,
        liquidation_loss=liquidation_pnl + insurance,
    )
