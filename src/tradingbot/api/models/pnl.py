"""The PnL breakdown every family's detail carries (issue 26): the parts and their sum."""

from __future__ import annotations

from pydantic import Field

from tradingbot.api.contract import DecimalStr, Out


class PnlBreakdown(Out):
    """A bot's total PnL in parts, in quote (USDT for perpetuals), each rounded to 1e-8; the parts
    sum exactly to ``total_pnl``, the total the detail shows (the trend takes the rounding)."""

    realised_profit: DecimalStr = Field(
        description="completed grid pairs / DCA cycles / martingale rounds / combo rebalances, before fees"
    )
    trend_pnl: DecimalStr = Field(
        description="the rest of the price move: unrealised PnL and realised PnL outside cycles, before fees"
    )
    trading_fee: DecimalStr = Field(description="every trading fee paid (negative)")
    funding_fee: DecimalStr = Field(description="net funding, received > 0 (0 for spot)")
    liquidation_loss: DecimalStr = Field(
        description="closed PnL of liquidation fills after the insurance fund's cover (0 for spot)"
    )
    total_pnl: DecimalStr = Field(description="the sum of the parts: the detail's total PnL")
