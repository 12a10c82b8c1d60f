"""Announcements: the public search (SPEC §7) and the operator's add call.

``POST /announcements/api/search/v1/index/{index}`` with ``{query, page, hitsPerPage, filters}``
(or the same fields inside ``data``, as Algolia-style clients send them) answers
``{hits: [{objectID, title, url, ...}], nbHits, page, nbPages, hitsPerPage, ...}``. Public.

``POST /admin/announcements/add`` (admin bearer token, like ``/admin/market/*``) adds one.
The rules live in ``services/support/announcements.py``.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path, Request

from tradingbot.api.contract import answers
from tradingbot.api.envelope import ok
from tradingbot.api.models.announcements import (
    AnnouncementAddRequest,
    AnnouncementHit,
    AnnouncementSearchParams,
    AnnouncementSearchRequest,
    AnnouncementSearchResult,
)
from tradingbot.api.routes_admin import require_admin
from tradingbot.services.support.announcements import AnnouncementService, new_announcement

router = APIRouter(tags=["announcements"])
admin = APIRouter(prefix="/admin", tags=["announcements"], dependencies=[Depends(require_admin)])


def _service(request: Request) -> AnnouncementService:
    service: AnnouncementService = request.app.state.container.announcements
    return service


@router.post(
    "/announcements/api/search/v1/index/{index}",
    summary="Search the announcements",
    responses=answers(AnnouncementSearchResult),
)
async def search(
    index: Annotated[
        str, Path(description="announcement-posts_<language>", examples=["announcement-posts_en"])
    ],
    request: Request,
    body: AnnouncementSearchRequest | None = None,
) -> dict[str, Any]:
    """Full-text search of the announcements of the index's language (see the module doc)."""
    params: AnnouncementSearchParams = body or AnnouncementSearchRequest()
    if body is not None and body.data is not None:
        params = body.data
    return ok(
        await _service(request).search(
            index,
            query=params.query,
            page=params.page,
            hits_per_page=params.hitsPerPage,
            filters=params.filters,
        )
    )


@admin.post("/announcements/add", summary="Add an announcement", responses=answers(AnnouncementHit))
async def add(body: AnnouncementAddRequest, request: Request) -> dict[str, Any]:
    """Add one announcement in one language (operator call)."""
    item = new_announcement(**body.model_dump())  # the body's fields are its keywords
    return ok(await _service(request).add(item))
