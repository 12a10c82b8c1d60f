"""Announcement tables and their full-text index (SPEC §7 announcements search).

- ``announcements``: one row per announcement in one language (``lang`` is one of the 18 SPEC §3
  values), with its title, a plain-text description, the link, a category key and publish time.
- ``announcement_topics``: the topic keys of an announcement (many per row).
- ``search_title`` / ``search_body``: the title and description as the index sees them, written
  by the service: lower-case words separated by single spaces, Latin accents folded, every CJK
  character a word of its own (so Japanese and Chinese, written without spaces, are searchable).
- The full-text index is the database's own, created by migration 0004 over those two columns
  (not mapped here): on SQLite the FTS5 table ``announcements_fts`` (external content
  ``announcements``, kept in step by triggers); on PostgreSQL the generated ``tsvector`` column
  ``announcements.search`` (title weighted A, description B) with a GIN index. Since the text is
  already split into words and neither stems (``simple`` config, ``unicode61`` tokenizer), both
  databases index the same words and a search matches the same rows on both.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from tradingbot.adapters.storage.models import Base

FTS_TABLE = "announcements_fts"
SEARCH_COLUMN = "search"


class AnnouncementRow(Base):
    __tablename__ = "announcements"
    __table_args__ = (Index("ix_announcements_lang_published", "lang", "published_ms"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    lang: Mapped[str] = mapped_column(String(8), nullable=False)
    title: Mapped[str] = mapped_column(String(300), nullable=False)
    body: Mapped[str] = mapped_column(Text, nullable=False, default="")
    search_title: Mapped[str] = mapped_column(Text, nullable=False)
    search_body: Mapped[str] = mapped_column(Text, nullable=False)
    url: Mapped[str] = mapped_column(String(1000), nullable=False)
    category: Mapped[str] = mapped_column(String(64), nullable=False)
    published_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)
    created_ms: Mapped[int] = mapped_column(BigInteger, nullable=False)


class AnnouncementTopicRow(Base):
    __tablename__ = "announcement_topics"
    __table_args__ = (Index("ix_announcement_topics_topic", "topic"),)

    announcement_id: Mapped[int] = mapped_column(
        ForeignKey("announcements.id", ondelete="CASCADE"), primary_key=True
    )
    topic: Mapped[str] = mapped_column(String(64), primary_key=True)
