"""Announcements (SPEC §7 ``POST /announcements/api/search/v1/index/{index}``): add and search.

Operators add announcements (admin call, ``tradingbot announcements add``, ``tradingbot seed``);
anyone searches them. The search is the database's own full-text index (SQLite FTS5 or PostgreSQL
``tsvector``, see ``adapters/storage/announcements.py``), per language:

- ``{index}`` is ``announcement-posts_<locale>``; the locale is one of the 18 SPEC §3 languages in
  any letter case (``announcement-posts_ja-jp``), ``en-<region>`` means ``en``, and a bare language
  names its only SPEC locale (``ja`` -> ``ja-JP``; ``es``, ``pt`` and ``zh`` are ambiguous).
- ``query``: words (letters and digits; everything else separates words; case and Latin accents
  do not matter); every word must match the start of a word of the title or the description
  (prefix match, ``grid`` finds ``grids``). Chinese and Japanese are written without spaces: each
  of their characters is indexed as a word, and a run of them in a query must appear as written
  (a phrase), so ``グリッド`` finds ``現物グリッドボット``.
  An empty query lists every announcement of the language, newest first; otherwise the best
  matches come first (title matches weigh more), ties newest first.
- ``filters``: Algolia's syntax restricted to ``AND`` of clauses ``[NOT] category.key:'x'`` and
  ``[NOT] topics.key:'x'`` (values quoted with ' or ", or bare). The web app sends
  ``NOT category.key:'new_crypto' AND NOT topics.key:'trading_bots'`` (SPEC §7).
- Paging as Algolia: ``page`` from 0, ``hitsPerPage`` (default 10, SPEC §9), the answer carries
  ``nbHits``, ``nbPages``, ``page`` and ``hitsPerPage``; a page past the end is empty.

Every bad input is a 10001 naming the field (``index``, ``query``, ``filters``, ``page``,
``hitsPerPage``, ``lang``, ``title``, ``url``, ...).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.announcements import (
    FTS_TABLE,
    SEARCH_COLUMN,
    AnnouncementRow,
    AnnouncementTopicRow,
)
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.clock import Clock, wall_clock_ms

#: SPEC §3 language values (the web app's locales).
LANGUAGES: tuple[str, ...] = (
    "en",
    "id-ID",
    "es-ES",
    "es-MX",
    "es-AR",
    "fil-PH",
    "kk-KZ",
    "pl-PL",
    "pt-BR",
    "pt-PT",
    "ro-RO",
    "ru-RU",
    "vi-VN",
    "uk-UA",
    "ar-SA",
    "ja-JP",
    "zh-MY",
    "zh-TW",
)
INDEX_PREFIX = "announcement-posts_"
DEFAULT_HITS_PER_PAGE = 10
MAX_HITS_PER_PAGE = 100
MAX_PAGE = 1000
MAX_QUERY_LENGTH = 200
MAX_QUERY_WORDS = 16
MAX_FILTERS_LENGTH = 1000
MAX_TITLE_LENGTH = 300
MAX_DESCRIPTION_LENGTH = 5000
MAX_URL_LENGTH = 1000
MAX_TOPICS = 10
DEFAULT_CATEGORY = "general"
#: 9999-12-31T23:59:59.999Z: a publish time beyond is no time
MAX_PUBLISHED_MS = 253_402_300_799_999

_BY_LOWER = {lang.lower(): lang for lang in LANGUAGES}
_WORD = re.compile(r"[^\W_]+")
_KEY = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,63}$")
_URL = re.compile(r"^(https?://[^\s/]+\S*|/\S*)$")
_CLAUSE = re.compile(
    r"""^(?P<not>NOT\s+)?(?P<attr>category\.key|topics\.key)\s*:\s*"""
    r"""(?:'(?P<sq>[^']*)'|"(?P<dq>[^"]*)"|(?P<bare>[A-Za-z0-9_.-]+))$""",
    re.IGNORECASE,
)
_AND = re.compile(r"\s+AND\s+", re.IGNORECASE)


# Han, kana, Hangul (and their compatibility forms): languages written without spaces
_CJK = re.compile(
    "([\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]+)"
)


def _fold(ch: str) -> str:
    """A Latin letter without its accents (``é`` -> ``e``); other characters as they are."""
    if ch.isascii():
        return ch
    base = unicodedata.normalize("NFD", ch)[0]
    return base if base.isascii() and base.isalpha() else ch


def _terms(text: str) -> list[list[str]]:
    """The search terms of a text, each a list of words: a CJK run is one term of its characters
    (matched as a phrase), every other word a term of its own (matched as a prefix)."""
    text = unicodedata.normalize("NFC", text)
    # nonspacing marks (Arabic harakat, stray accents) are not part of a word's letters
    text = "".join(_fold(ch) for ch in text if unicodedata.category(ch) != "Mn").lower()
    out: list[list[str]] = []
    for word in _WORD.findall(text):
        for i, part in enumerate(_CJK.split(word)):
            if part:
                out.append(list(part) if i % 2 else [part])
    return out


def index_text(text: str) -> str:
    """What the full-text index stores for ``text``: its words, one space apart."""
    return " ".join(word for term in _terms(text) for word in term)


def _invalid(field_name: str, message: str) -> BusinessError:
    return BusinessError(RetCode.INVALID_PARAM, message, field=field_name, check_code="INVALID_PARAM")


def language_of(value: str, field_name: str = "lang") -> str:
    """The SPEC §3 language a locale names (see the module doc), or 10001 on ``field_name``."""
    low = value.strip().lower()
    if low in _BY_LOWER:
        return _BY_LOWER[low]
    base, _, region = low.partition("-")
    if base == "en" and region.isalpha():
        return "en"
    if not region:
        same = [lang for lang in LANGUAGES if lang.split("-")[0].lower() == base]
        if len(same) == 1:
            return same[0]
    raise _invalid(field_name, f"unknown language {value!r}: use one of {', '.join(LANGUAGES)}")


def language_of_index(index: str) -> str:
    """``announcement-posts_ja-jp`` -> ``ja-JP``; anything else is 10001 on ``index``."""
    if not index.startswith(INDEX_PREFIX):
        raise _invalid("index", f"unknown index {index!r}: use {INDEX_PREFIX}<locale>, e.g. {INDEX_PREFIX}en")
    return language_of(index[len(INDEX_PREFIX) :], "index")


@dataclass(frozen=True)
class Filters:
    """Category and topic conditions of a search (all must hold)."""

    categories: tuple[str, ...] = ()
    not_categories: tuple[str, ...] = ()
    topics: tuple[str, ...] = ()
    not_topics: tuple[str, ...] = ()


def parse_filters(text: str) -> Filters:
    """Algolia-style ``[NOT] category.key:'x' AND [NOT] topics.key:'y'``; 10001 on ``filters``."""
    text = text.strip()
    if not text:
        return Filters()
    if len(text) > MAX_FILTERS_LENGTH:
        raise _invalid("filters", f"filters must be at most {MAX_FILTERS_LENGTH} characters")
    parts: dict[str, list[str]] = {"categories": [], "not_categories": [], "topics": [], "not_topics": []}
    for clause in _AND.split(text):
        m = _CLAUSE.match(clause.strip())
        if m is None:
            raise _invalid(
                "filters",
                f"malformed filter {clause.strip()!r}: use [NOT] category.key:'key' or "
                "[NOT] topics.key:'key' joined by AND",
            )
        value = next(v for v in (m["sq"], m["dq"], m["bare"]) if v is not None).strip().lower()
        if not _KEY.match(value):
            raise _invalid("filters", f"malformed filter value {value!r}: a key is letters, digits, _ . -")
        kind = "categories" if m["attr"].lower() == "category.key" else "topics"
        parts[("not_" if m["not"] else "") + kind].append(value)
    return Filters(**{k: tuple(v) for k, v in parts.items()})


def query_terms(query: str) -> list[list[str]]:
    """The terms of a search (see :func:`_terms`); 10001 on ``query`` when too long."""
    if len(query) > MAX_QUERY_LENGTH:
        raise _invalid("query", f"query must be at most {MAX_QUERY_LENGTH} characters")
    if len(_WORD.findall(query)) > MAX_QUERY_WORDS:
        raise _invalid("query", f"query must have at most {MAX_QUERY_WORDS} words")
    return _terms(query)


def _check_text(name: str, value: str, *, allow_breaks: bool) -> None:
    """Refuse control characters (line breaks only where allowed) and text that is not UTF-8."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise _invalid(name, f"{name} is not valid UTF-8 text") from exc
    allowed = "\n\r\t" if allow_breaks else ""
    if any(unicodedata.category(ch) == "Cc" and ch not in allowed for ch in value):
        raise _invalid(name, f"{name} must not contain control characters")


@dataclass(frozen=True)
class NewAnnouncement:
    """A validated announcement to add."""

    lang: str
    title: str
    url: str
    description: str = ""
    category: str = DEFAULT_CATEGORY
    topics: tuple[str, ...] = field(default=())
    published_ms: int | None = None


def new_announcement(
    *,
    lang: str,
    title: str,
    url: str,
    description: str = "",
    category: str = DEFAULT_CATEGORY,
    topics: Sequence[str] = (),
    published_ms: int | None = None,
) -> NewAnnouncement:
    """Validate what an operator gives (10001 naming the field)."""
    for name, value in (("title", title), ("url", url), ("description", description)):
        _check_text(name, value, allow_breaks=name == "description")
    title = title.strip()
    if not title or len(title) > MAX_TITLE_LENGTH:
        raise _invalid("title", f"title must be 1..{MAX_TITLE_LENGTH} characters")
    url = url.strip()
    if len(url) > MAX_URL_LENGTH or not _URL.match(url):
        raise _invalid("url", "url must be an http(s) URL or a site path starting with /")
    description = description.strip()
    if len(description) > MAX_DESCRIPTION_LENGTH:
        raise _invalid("description", f"description must be at most {MAX_DESCRIPTION_LENGTH} characters")
    category = category.strip().lower()
    if not _KEY.match(category):
        raise _invalid("category", "category must be a key: letters, digits, _ . - (at most 64)")
    keys: list[str] = []
    for topic in topics:
        key = topic.strip().lower()
        if not _KEY.match(key):
            raise _invalid("topics", f"topic {topic!r} must be a key: letters, digits, _ . - (at most 64)")
        if key not in keys:
            keys.append(key)
    if len(keys) > MAX_TOPICS:
        raise _invalid("topics", f"at most {MAX_TOPICS} topics")
    if published_ms is not None and not 0 <= published_ms <= MAX_PUBLISHED_MS:
        raise _invalid(
            "published_ms", f"published_ms must be a time in ms since the epoch (0..{MAX_PUBLISHED_MS})"
        )
    return NewAnnouncement(
        lang=language_of(lang),
        title=title,
        url=url,
        description=description,
        category=category,
        topics=tuple(keys),
        published_ms=published_ms,
    )


def _hit(row: AnnouncementRow, topics: list[str]) -> dict[str, Any]:
    return {
        "objectID": str(row.id),
        "title": row.title,
        "url": row.url,
        "description": row.body,
        "category": row.category,
        "topics": topics,
        "lang": row.lang,
        "date_timestamp": row.published_ms,
    }


class AnnouncementService:
    """Adds announcements and searches them with the database's full-text index."""

    def __init__(self, sessions: async_sessionmaker[Any], clock: Clock = wall_clock_ms):
        self._db = sessions
        self._clock = clock

    async def add(self, item: NewAnnouncement) -> dict[str, Any]:
        """Store one announcement (and its topics) in one transaction; answers its hit."""
        now = self._clock()
        async with self._db() as s:
            row = AnnouncementRow(
                lang=item.lang,
                title=item.title,
                body=item.description,
                search_title=index_text(item.title),
                search_body=index_text(item.description),
                url=item.url,
                category=item.category,
                published_ms=item.published_ms if item.published_ms is not None else now,
                created_ms=now,
            )
            s.add(row)
            await s.flush()
            for topic in item.topics:
                s.add(AnnouncementTopicRow(announcement_id=row.id, topic=topic))
            await s.commit()
        return _hit(row, list(item.topics))

    async def count(self, lang: str | None = None) -> int:
        async with self._db() as s:
            stmt = sa.select(sa.func.count()).select_from(AnnouncementRow)
            if lang is not None:
                stmt = stmt.where(AnnouncementRow.lang == lang)
            return int((await s.execute(stmt)).scalar_one())

    async def search(
        self,
        index: str,
        *,
        query: str = "",
        page: int = 0,
        hits_per_page: int = DEFAULT_HITS_PER_PAGE,
        filters: str = "",
    ) -> dict[str, Any]:
        """One page of the announcements of ``index``'s language matching ``query`` and ``filters``."""
        lang = language_of_index(index)
        if not 0 <= page <= MAX_PAGE:
            raise _invalid("page", f"page must be 0..{MAX_PAGE}")
        if not 1 <= hits_per_page <= MAX_HITS_PER_PAGE:
            raise _invalid("hitsPerPage", f"hitsPerPage must be 1..{MAX_HITS_PER_PAGE}")
        terms = query_terms(query)
        conditions = _filter_conditions(parse_filters(filters))
        conditions.append(AnnouncementRow.lang == lang)
        async with self._db() as s:
            dialect = s.bind.dialect.name
            stmt: sa.Select[Any] = sa.select(AnnouncementRow).where(*conditions)
            order: list[Any] = []
            if terms:
                stmt, rank = _full_text(stmt, terms, dialect)
                order.append(rank)
            order += [AnnouncementRow.published_ms.desc(), AnnouncementRow.id.desc()]
            total = int(
                (await s.execute(sa.select(sa.func.count()).select_from(stmt.subquery()))).scalar_one()
            )
            rows = list(
                (
                    await s.scalars(stmt.order_by(*order).limit(hits_per_page).offset(page * hits_per_page))
                ).all()
            )
            topics: dict[int, list[str]] = {row.id: [] for row in rows}
            if rows:
                found = await s.execute(
                    sa.select(AnnouncementTopicRow.announcement_id, AnnouncementTopicRow.topic)
                    .where(AnnouncementTopicRow.announcement_id.in_(list(topics)))
                    .order_by(AnnouncementTopicRow.announcement_id, AnnouncementTopicRow.topic)
                )
                for announcement_id, topic in found.all():
                    topics[announcement_id].append(topic)
        return {
            "hits": [_hit(row, topics[row.id]) for row in rows],
            "nbHits": total,
            "page": page,
            "nbPages": -(-total // hits_per_page),
            "hitsPerPage": hits_per_page,
            "query": query,
            "index": index,
            "lang": lang,
        }


def _has_topic(topic: str) -> sa.ColumnElement[bool]:
    return sa.exists().where(
        AnnouncementTopicRow.announcement_id == AnnouncementRow.id, AnnouncementTopicRow.topic == topic
    )


def _filter_conditions(f: Filters) -> list[sa.ColumnElement[bool]]:
    out: list[sa.ColumnElement[bool]] = []
    out += [AnnouncementRow.category == c for c in f.categories]
    out += [AnnouncementRow.category != c for c in f.not_categories]
    out += [_has_topic(t) for t in f.topics]
    out += [~_has_topic(t) for t in f.not_topics]
    return out


def _full_text(
    stmt: sa.Select[Any], terms: list[list[str]], dialect: str
) -> tuple[sa.Select[Any], sa.ColumnElement[Any]]:
    """Restrict ``stmt`` to rows matching every term; answers it and its rank order.

    A one-word term matches as a prefix, a CJK term as a phrase. Words are letters and digits
    only, so they cannot change the shape of either query language.
    """
    if dialect == "postgresql":
        expr = " & ".join(f"{t[0]}:*" if len(t) == 1 else " <-> ".join(t) for t in terms)
        tsquery = sa.func.to_tsquery(sa.literal_column("'simple'::regconfig"), sa.bindparam("tsq", expr))
        search: sa.ColumnElement[Any] = sa.literal_column(f"{AnnouncementRow.__tablename__}.{SEARCH_COLUMN}")
        return stmt.where(search.bool_op("@@")(tsquery)), sa.func.ts_rank(search, tsquery).desc()
    if dialect == "sqlite":
        fts = sa.table(FTS_TABLE, sa.column("rowid"))
        expr = " ".join(f'"{t[0]}"*' if len(t) == 1 else '"' + " ".join(t) + '"' for t in terms)
        match = sa.text(f"{FTS_TABLE} MATCH :fts_query").bindparams(fts_query=expr)
        rank: sa.ColumnElement[Any] = sa.literal_column(f"bm25({FTS_TABLE}, 10.0, 1.0)")
        return stmt.join(fts, fts.c.rowid == AnnouncementRow.id).where(match), rank.asc()
    raise BusinessError(RetCode.INTERNAL, f"full-text search is not available on {dialect}")
