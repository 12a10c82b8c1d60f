"""Announcements: the public search (SPEC §7) and the operator's add call.

``POST /announcements/api/search/v1/index/{index}`` with ``{query, page, hitsPerPage, filters}``
(or the same fields inside ``data``, as Algolia-style clients send them) answers
``{hits: [{objectID, title, url, ...}], nbHits, page, nbPages, hitsPerPage, ...}``. Public.

``POST /admin/announcements/add`` (admin bearer token, like ``/admin/market/*``) adds one.
The rules live in ``services/announcements.py``.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, field_validator

from tradingbot.api.envelope import ok
from tradingbot.api.routes_admin import require_admin
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.announcements import (
    DEFAULT_CATEGORY,
    DEFAULT_HITS_PER_PAGE,
    MAX_FILTERS_LENGTH,
    MAX_HITS_PER_PAGE,
    MAX_PAGE,
    MAX_QUERY_LENGTH,
    AnnouncementService,
    new_announcement,
)

router = APIRouter(tags=["announcements"])
admin = APIRouter(prefix="/admin", tags=["announcements"], dependencies=[Depends(require_admin)])


class AnnouncementSearchParams(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: str = Field(default="", max_length=MAX_QUERY_LENGTH)
    page: StrictInt = Field(default=0, ge=0, le=MAX_PAGE)
    hitsPerPage: StrictInt = Field(default=DEFAULT_HITS_PER_PAGE, ge=1, le=MAX_HITS_PER_PAGE)
    filters: StrictStr = Field(default="", max_length=MAX_FILTERS_LENGTH)

    @field_validator("query", mode="before")
    @classmethod
    def _query(cls, value: object) -> object:
        # checked here: the envelope's field name drops a location called "query"
        if not isinstance(value, str):
            raise BusinessError(RetCode.INVALID_PARAM, "query must be a string", field="query")
        if len(value) > MAX_QUERY_LENGTH:
            raise BusinessError(
                RetCode.INVALID_PARAM, f"query must be at most {MAX_QUERY_LENGTH} characters", field="query"
            )
        return value


class AnnouncementSearchBody(AnnouncementSearchParams):
    data: AnnouncementSearchParams | None = None


class AnnouncementHit(BaseModel):
    objectID: str
    title: str
    url: str
    description: str
    category: str
    topics: list[str]
    lang: str
    date_timestamp: int


class AnnouncementSearchResult(BaseModel):
    hits: list[AnnouncementHit]
    nbHits: int
    page: int
    nbPages: int
    hitsPerPage: int
    query: str
    index: str
    lang: str


class AnnouncementSearchEnvelope(BaseModel):
    ret_code: int
    ret_msg: str
    result: AnnouncementSearchResult
    time_now: str


class AnnouncementAddBody(BaseModel):
    # the keywords of ``new_announcement``, which validates them
    model_config = ConfigDict(extra="forbid")

    lang: StrictStr
    title: StrictStr
    url: StrictStr
    description: StrictStr = ""
    category: StrictStr = DEFAULT_CATEGORY
    topics: list[StrictStr] = Field(default_factory=list)
    published_ms: StrictInt | None = None


class AnnouncementAddEnvelope(BaseModel):
    ret_code: int
    ret_msg: str
    result: AnnouncementHit
    time_now: str


def _service(request: Request) -> AnnouncementService:
    service: AnnouncementService = request.app.state.container.announcements
    return service


@router.post("/announcements/api/search/v1/index/{index}", response_model=AnnouncementSearchEnvelope)
async def search(index: str, request: Request, body: AnnouncementSearchBody | None = None) -> dict[str, Any]:
    """Full-text search of the announcements of the index's language (see the module doc)."""
    params: AnnouncementSearchParams = body or AnnouncementSearchBody()
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


@admin.post("/announcements/add", response_model=AnnouncementAddEnvelope)
async def add(body: AnnouncementAddBody, request: Request) -> dict[str, Any]:
    """Add one announcement in one language (operator call)."""
    item = new_announcement(**body.model_dump())  # the body's fields are its keywords
    return ok(await _service(request).add(item))
