"""Kernel vocabulary: status codes, result and parameter columns, grid modes, units.

Shared by the compiled kernels and the Python API; numba freezes these globals into the compiled
code, so they are part of the kernels' cache key (:data:`~.spot_grid.HELPERS_DIGEST`).
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

I64 = npt.NDArray[np.int64]
F64 = npt.NDArray[np.float64]
Bars = tuple[I64, I64, I64, I64]
"""Every candle's open, high, low and close, in price units."""
Walk = tuple[bool, I64, I64, float, int]
"""How a grid kernel walks the candles: skip quiet runs (and the candle index's block offsets and
rows it skips by), the price unit, and every how many candles equity is sampled."""
Perp = tuple[I64, F64, F64, F64, F64, float]
"""A perpetual's funding (candle index and rate of each payment), its risk tiers (limit,
maintenance rate, deduction) and its contract size (``lot``)."""

E8: Final = 100_000_000

# ------------------------------------------------------------------------------------------ codes

ST_RUNNING: Final = 0
ST_BAD_LEVELS: Final = 1
ST_FAILED_INIT: Final = 2
ST_NEGATIVE_ARBITRAGE: Final = 3
ST_LIQUIDATION: Final = 4
ST_TOP: Final = 5
ST_BOTTOM: Final = 6
ST_ORDER_RULES: Final = 7
STATUS_NAMES: Final = {
    ST_RUNNING: "RUNNING",
    ST_BAD_LEVELS: "BAD_LEVELS",
    ST_FAILED_INIT: "FAILED_INITIATION",
    ST_NEGATIVE_ARBITRAGE: "NEGATIVE_ARBITRAGE",
    ST_LIQUIDATION: "LIQUIDATION",
    ST_TOP: "TRIGGER_TOP_PRICE",
    ST_BOTTOM: "TRIGGER_BOTTOM_PRICE",
    ST_ORDER_RULES: "ORDER_RULES",
}
"""Kernel status -> name (stops use the close reason's spelling)."""

OUT_COLUMNS: Final = (
    "status",
    "grid_profit",
    "arbitrage_num",
    "fees",
    "position",
    "equity",
    "max_drawdown",
    "q",
    "funding",
    "taker_fills",
    "fills",
    "min_equity",
    "blocked",
    "stop_index",
)
"""Columns of a result row (quote amounts in USDT, ``position`` in base, ratios as ratios)."""
(
    C_STATUS,
    C_PROFIT,
    C_ARB,
    C_FEES,
    C_POSITION,
    C_EQUITY,
    C_MDD,
    C_Q,
    C_FUNDING,
    C_TAKER,
    C_FILLS,
    C_MIN_EQ,
    C_BLOCKED,
    C_STOP,
) = range(len(OUT_COLUMNS))
N_OUT: Final = len(OUT_COLUMNS)

SPOT_PARAM_COLUMNS: Final = ("min_price", "max_price", "cell_number", "grid_type", "investment")
"""Spot parameter row: grid_type 1 ARITHMETIC / 2 GEOMETRIC, investment in quote (QUOTE mode)."""
FUTURES_PARAM_COLUMNS: Final = (
    "min_price",
    "max_price",
    "cell_number",
    "grid_type",
    "grid_mode",
    "leverage",
    "investment",
)
"""Futures parameter row: grid_mode 1 NEUTRAL / 2 LONG / 3 SHORT, leverage (0.01 steps), USDT."""

MODE_NEUTRAL: Final = 1
MODE_LONG: Final = 2
MODE_SHORT: Final = 3


NO_LOW: Final = -1
"""A lower trigger no low reaches (prices are positive)."""
NO_HIGH: Final = np.iinfo(np.int64).max
"""An upper trigger no high reaches."""
SLACK: Final = 1e-12
