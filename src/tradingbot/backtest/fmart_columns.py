"""The martingale sweep kernel's parameter-row columns, in a module without numpy or numba: the
server's AI picks read them at start, and importing the kernel there would load numba (~70 MB,
~0.3 s) into every server process."""

from __future__ import annotations

from typing import Final

FMART_PARAM_COLUMNS: Final = (
    "martingale_mode",
    "leverage",
    "price_float_percent",
    "add_position_percent",
    "add_position_num",
    "round_tp_percent",
    "sl_percent",
    "init_margin",
)
"""One parameter row: mode 1 LONG / 2 SHORT; ``sl_percent`` ≤ 0 means no stop loss."""
