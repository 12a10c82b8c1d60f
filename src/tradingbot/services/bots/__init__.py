"""Use cases of the bot families (create, read, modify, close) and what spans them (all bots,
PnL history, portfolio)."""
