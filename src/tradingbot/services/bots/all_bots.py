"""``list-all-bots``: every family's bots of one user in one list (SPEC §7 "All bots").

A page is kept in the engine's read model until the engine's next change (``read_model``), and
each bot's summary too, so a repeated read costs neither a query nor a Decimal recompute.
"""

from __future__ import annotations

from typing import Any, Protocol

from tradingbot.adapters.storage.models import BotRow
from tradingbot.services.bots.bot_common import BotRepo


class FamilyService(Protocol):
    @property
    def CATEGORY(self) -> str: ...

    def kept_summary(self, row: BotRow, revision: int) -> dict[str, Any]: ...


async def list_all(
    repo: BotRepo, services: dict[str, FamilyService], user_id: int, status: str, page: int, limit: int
) -> dict[str, Any]:
    reads = repo.reads
    key = ("list-all-bots", user_id, status, page, limit)
    kept: dict[str, Any] | None = reads.get(key)
    if kept is not None:
        return dict(kept)
    revision = reads.revision  # before the rows: a change while reading them voids the page
    rows, total = await repo.rows_of(user_id, status == "closed", page, limit)
    items = []
    markets = []
    for row in rows:
        service = services.get(row.family)
        extra = service.kept_summary(row, revision) if service is not None else {}
        if service is not None:
            markets.append((row.symbol, service.CATEGORY))
        items.append(
            {
                "bot_type": row.family,
                "bot_id": str(row.id),
                "symbol": row.symbol,
                "create_time": row.created_ms,
                "end_time": row.closed_ms or 0,
                "close_reason": row.close_reason or "",
                **extra,
            }
        )
    kept = {"list": items, "total": total, "page": page, "limit": limit}
    reads.put(key, revision, reads.clocks(markets), kept)
    return dict(kept)
