"""Discovery: AI parameters and picks, the ranking, copying a bot, strategy info."""
