"""Default demo spot symbols and start prices for the simulated exchange.

Order rules are Binance-spot-like (tick, lot, min notional 5 USDT); start prices are typical
recent levels so that a fresh demo looks realistic.
"""

from __future__ import annotations

from decimal import Decimal
from types import MappingProxyType
from typing import Final

from tradingbot.core.instruments import SpotSymbol

_MAX_NOTIONAL = Decimal("9000000")
_MIN_NOTIONAL = Decimal("5")


def _usdt(base: str, tick: str, lot: str, max_qty: str) -> SpotSymbol:
    return SpotSymbol(
        symbol=f"{base}USDT",
        base=base,
        quote="USDT",
        tick_size=Decimal(tick),
        lot_size=Decimal(lot),
        min_qty=Decimal(lot),
        max_qty=Decimal(max_qty),
        min_amount=_MIN_NOTIONAL,
        max_amount=_MAX_NOTIONAL,
    )


DEFAULT_SPOT_SYMBOLS: Final[dict[str, SpotSymbol]] = {
    s.symbol: s
    for s in (
        _usdt("BTC", "0.01", "0.000001", "9000"),
        _usdt("ETH", "0.01", "0.0001", "9000"),
        _usdt("SOL", "0.01", "0.001", "90000"),
        _usdt("XRP", "0.0001", "0.1", "9000000"),
        _usdt("DOGE", "0.00001", "1", "90000000"),
    )
}

DEFAULT_START_PRICES: Final = MappingProxyType(
    {
        "BTCUSDT": Decimal("100000.00"),
        "ETHUSDT": Decimal("3500.00"),
        "SOLUSDT": Decimal("170.00"),
        "XRPUSDT": Decimal("2.3000"),
        "DOGEUSDT": Decimal("0.20000"),
    }
)
"""Typical start price per default symbol, on its tick."""
