"""Per-user limits on calls that are costly to repeat: bot creation.

Log-ins are limited by failures per email and address in the database (``services/accounts/auth.py``).
Bot creations are limited per user in this process (``services/limits.py``): at most
``BOT_CREATE_PER_MINUTE`` within any rolling minute, counted when the call arrives (refused or
not: a refused create still costs its checks), answered ``10006`` past it. In a cluster each API node
keeps its own count.
"""

from __future__ import annotations

from tradingbot.services.limits import PerUserLimit

__all__ = ["CREATE_PATHS", "WINDOW_S", "PerUserLimit"]

# every operation that creates a bot (tests/security checks this against the route table)
CREATE_PATHS = frozenset(
    {
        "/s1/bot/grid/v1/create-grid",
        "/s1/bot/dca/v1/create-bot",
        "/contract/v5/fgridbot/fgrid-bot-create",
        "/contract/v5/private/fmartingalebot/create-fmart-bot",
        "/contract/v5/private/fcombobot/create-bot",
        "/s1/bot/tradingbot/v1/copy-bot",
    }
)
WINDOW_S = 60.0
