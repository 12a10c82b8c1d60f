"""``list-all-bots``: every family's bots of one user in one list (SPEC §7 "All bots")."""

from __future__ import annotations

from typing import Any, Protocol

from tradingbot.adapters.storage.models import BotRow
from tradingbot.services.bot_common import BotRepo


class FamilyService(Protocol):
    def summary(self, row: BotRow) -> dict[str, Any]: ...


async def list_all(
    repo: BotRepo, services: dict[str, FamilyService], user_id: int, status: str, page: int, limit: int
) -> dict[str, Any]:
    rows, total = await repo.rows_of(user_id, status == "closed", page, limit)
    items = []
    for row in rows:
        service = services.get(row.family)
        extra = service.summary(row) if service is not None else {}
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
    return {"list": items, "total": total, "page": page, "limit": limit}
