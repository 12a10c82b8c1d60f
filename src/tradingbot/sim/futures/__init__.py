"""Simulated USDT-linear perpetual futures exchange (see :mod:`.exchange` for the rules)."""

from tradingbot.sim.futures.accounts import FUNDING, FUT_FEES, FUT_MARKET, INSURANCE, SETTLE_ASSET
from tradingbot.sim.futures.errors import FuturesOrderRejected, FuturesRejectCode
from tradingbot.sim.futures.events import (
    FundingPayment,
    FuturesEffect,
    Liquidation,
    PositionUpdate,
    effect_from_dict,
    effect_to_dict,
)
from tradingbot.sim.futures.exchange import FuturesExchange
from tradingbot.sim.futures.orders import FuturesFill, FuturesOrder, FuturesPlaceResult
from tradingbot.sim.futures.positions import Position, PositionState
from tradingbot.sim.futures.state import FuturesState

__all__ = [
    "FUNDING",
    "FUT_FEES",
    "FUT_MARKET",
    "INSURANCE",
    "SETTLE_ASSET",
    "FundingPayment",
    "FuturesEffect",
    "FuturesExchange",
    "FuturesFill",
    "FuturesOrder",
    "FuturesOrderRejected",
    "FuturesPlaceResult",
    "FuturesRejectCode",
    "FuturesState",
    "Liquidation",
    "Position",
    "PositionState",
    "PositionUpdate",
    "effect_from_dict",
    "effect_to_dict",
]
