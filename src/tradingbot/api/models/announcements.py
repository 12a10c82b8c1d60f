"""Announcements: the public search (SPEC §7) and the operator's add call."""

from __future__ import annotations

from pydantic import Field, StrictInt, StrictStr, field_validator

from tradingbot.api.contract import IdStr, Out, StrictIn
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.support.announcements import (
    DEFAULT_CATEGORY,
    DEFAULT_HITS_PER_PAGE,
    MAX_FILTERS_LENGTH,
    MAX_HITS_PER_PAGE,
    MAX_PAGE,
    MAX_QUERY_LENGTH,
)


class AnnouncementSearchParams(StrictIn):
    query: str = Field(default="", max_length=MAX_QUERY_LENGTH, examples=["grid"])
    page: StrictInt = Field(default=0, ge=0, le=MAX_PAGE, description="from 0")
    hitsPerPage: StrictInt = Field(default=DEFAULT_HITS_PER_PAGE, ge=1, le=MAX_HITS_PER_PAGE)
    filters: StrictStr = Field(
        default="", max_length=MAX_FILTERS_LENGTH, examples=["category:product AND topics:grid"]
    )

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


class AnnouncementSearchRequest(AnnouncementSearchParams):
    data: AnnouncementSearchParams | None = Field(
        default=None, description="the same fields, as Algolia-style clients send them (wins when given)"
    )


class AnnouncementHit(Out):
    objectID: IdStr
    title: str
    url: str = Field(examples=["/announcements/grid-fees"])
    description: str
    category: str = Field(examples=[DEFAULT_CATEGORY])
    topics: list[str]
    lang: str = Field(examples=["en"])
    date_timestamp: int = Field(description="publish time, UTC ms")


class AnnouncementSearchResult(Out):
    hits: list[AnnouncementHit]
    nbHits: int
    page: int
    nbPages: int
    hitsPerPage: int
    query: str
    index: str = Field(examples=["announcement-posts_en"])
    lang: str = Field(examples=["en"])


class AnnouncementAddRequest(StrictIn):
    """The keywords of ``services.support.announcements.new_announcement``, which checks them."""

    lang: StrictStr = Field(examples=["en"])
    title: StrictStr = Field(examples=["Grid fees lowered"])
    url: StrictStr = Field(examples=["/announcements/grid-fees"])
    description: StrictStr = ""
    category: StrictStr = DEFAULT_CATEGORY
    topics: list[StrictStr] = Field(default_factory=list)
    published_ms: StrictInt | None = Field(default=None, description="UTC ms (default: now)")
