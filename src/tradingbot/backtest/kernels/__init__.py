"""Compiled sweep kernels for the spot and futures grids (numba), agreeing with the exact engine.

Layout: :mod:`.codes` (status codes, columns), :mod:`.core` (helpers both grids use),
:mod:`.spot_grid` and :mod:`.futures_grid` (+ :mod:`.futures_book`) the kernels of each family,
:mod:`.futures_martingale` the futures martingale's (its own rules in its docstring; agreement:
``test_fmart_kernel_agreement``),
:mod:`.inputs` (markets, candles, results in Python) and :mod:`.sweep` (the entry points). A new
family adds its kernel module next to these and lists its helpers in its ``HELPERS_DIGEST``.

Why a second implementation: the AI-parameter pipeline (MECHANICS §8.2) backtests thousands of
parameter sets per symbol; the exact Decimal engine (:mod:`tradingbot.backtest.runner`) does a few
thousand candles per second per bot, this kernel hundreds of millions. It is not a model of the
grid "in spirit": it follows the families' rules step by step, and ``test_bt_kernel_agrees``
checks it against the exact runner on every real 1m file (arbitrage count exactly, grid profit
within 1e-6 relative).

Rules followed (see ``bots/spot_grid/``, ``bots/futures_grid/``, ``sim/``):

* levels: arithmetic ``L + (U−L)·i/N`` and geometric ``L·(U/L)^(i/N)``, half-up to the tick
  (arithmetic in exact integers; geometric in float64, then rounded — equal to the Decimal levels
  unless a level sits within ~1e-15 of a half tick);
* the bot starts at the first candle's close ``P0``; one order per cell, BUY at ``P_k`` below
  ``P0`` else SELL at ``P_{k+1}`` (the level above ``P0`` idle);
* spot sizing ``q = floor_lot(0.95·V/D)``, the initial market buy ``n_sell·q`` at the taker fee
  (base fee), initial sell size ``min(q, floor_lot(base/n_sell))``, counter sell size
  ``min(floor_lot(q(1−f)), floor_lot(q − fee(q)))``; fees half-up to 1e-8 of the asset received;
  grid profit per cycle ``s·P_{k+1} − fee − q·P_k`` — all in exact integers;
* futures sizing ``q = floor_lot(inv·lev·0.95/D)`` (with the taker cap), the initial market position
  (LONG ``n_sell·q``, SHORT ``n_buy·q``), reduce-only closes, pair profit
  ``q·(P_{k+1}−P_k) − open fee − close fee`` (initial cells carry their share of the opening
  market fee), the bot's margin gate (an opening order waits until
  ``min(free, free + uPnL − IM)`` covers ``ceil(q·P/lev) + taker fee``, nearest first; a released
  order that is already crossed fills at once as taker), funding ``−Q·mark·rate`` at the
  previous close, the venue's liquidation price (bot wallet as margin, tiers re-checked) with
  fills and liquidation in path order, and the NEUTRAL stop at the top/bottom level;
* candles: ``close >= open`` visits O→L→H→C, else O→H→L→C; every resting order a point
  touches fills at its own price (maker); counter-orders are placed after each point and may
  fill at a later point of the same candle.

Speed: event skipping (``advance`` over :mod:`tradingbot.backtest.candle_index`) jumps in O(log gap)
to the next candle where an order, stop, liquidation price, margin-gate release or (with a position)
funding can act, so a set costs per fill rather than per candle; the skipped candles' equity, peak,
drawdown, minimum and samples are exactly what one step per candle gives (``skip=False`` runs that
loop; ``test_bt_skip`` checks the two agree bit for bit).

Money: spot balances, fees and profit are int64 in 1e-8 units (exact); futures wallet, entry and
PnL are float64 (fees exact, rounded like the venue). Prices are int64 in a decimal price unit
fine enough for the tick and the data. Status codes say when a parameter set left the rules the
kernel follows (invalid levels, orders the venue would refuse): such sets are not comparable.
"""

from tradingbot.backtest.kernels.codes import (
    E8,
    FUTURES_PARAM_COLUMNS,
    MODE_LONG,
    MODE_NEUTRAL,
    MODE_SHORT,
    NO_HIGH,
    NO_LOW,
    OUT_COLUMNS,
    SPOT_PARAM_COLUMNS,
    STATUS_NAMES,
)
from tradingbot.backtest.kernels.core import advance, fee_ceil, fee_units, lower_trigger, upper_trigger
from tradingbot.backtest.kernels.inputs import (
    KernelCandles,
    KernelMarket,
    SweepResult,
    futures_q_lots,
    spot_q_lots,
    units,
)
from tradingbot.backtest.kernels.sweep import grid_levels_units, sweep, sweep_fmart, sweep_futures, sweep_spot

__all__ = [
    "E8",
    "FUTURES_PARAM_COLUMNS",
    "MODE_LONG",
    "MODE_NEUTRAL",
    "MODE_SHORT",
    "NO_HIGH",
    "NO_LOW",
    "OUT_COLUMNS",
    "SPOT_PARAM_COLUMNS",
    "STATUS_NAMES",
    "KernelCandles",
    "KernelMarket",
    "SweepResult",
    "advance",
    "fee_ceil",
    "fee_units",
    "futures_q_lots",
    "grid_levels_units",
    "lower_trigger",
    "spot_q_lots",
    "sweep",
    "sweep_fmart",
    "sweep_futures",
    "sweep_spot",
    "units",
    "upper_trigger",
]
