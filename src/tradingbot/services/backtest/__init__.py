"""The backtest lab (issue 26): users' backtests run as jobs, their results kept until deleted."""
