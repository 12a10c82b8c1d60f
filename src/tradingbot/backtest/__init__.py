"""Backtesting (ARCHITECTURE §3, §4): pure and synchronous, candles and funding come in as data.

* :mod:`~tradingbot.backtest.runner` - the exact backtest: the real bot families on the same
  ``BotHost`` and simulated exchanges as paper trading (Decimal), candle by candle;
* :mod:`~tradingbot.backtest.metrics` - :class:`BacktestResult`, equity curve, drawdown, APR;
* :mod:`~tradingbot.backtest.kernels` - the compiled (numba) sweep kernels for the spot and
  futures grids, checked against the exact runner on real candles;
* :mod:`~tradingbot.backtest.ai_params` - AI-recommended parameters by backtest sweep (§8.2).

Importing this package does not import numba; ``kernel`` and ``ai_params`` do.
"""

from tradingbot.backtest.metrics import BacktestResult
from tradingbot.backtest.runner import run_backtest

__all__ = ["BacktestResult", "run_backtest"]
