"""announcements with a full-text index

The index covers ``search_title`` and ``search_body`` (the text split into words by the service).
SQLite: an FTS5 table over them with external content ``announcements``, kept in step by
insert/update/delete triggers. PostgreSQL: a generated ``tsvector`` column (title A, body B,
``simple`` config) with a GIN index.
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_announcements"
down_revision = "0003"

_SQLITE_UP = (
    "CREATE VIRTUAL TABLE announcements_fts USING fts5("
    "search_title, search_body, content='announcements', content_rowid='id', "
    "tokenize='unicode61 remove_diacritics 2')",
    "CREATE TRIGGER announcements_fts_ai AFTER INSERT ON announcements BEGIN "
    "INSERT INTO announcements_fts(rowid, search_title, search_body) "
    "VALUES (new.id, new.search_title, new.search_body); END",
    "CREATE TRIGGER announcements_fts_ad AFTER DELETE ON announcements BEGIN "
    "INSERT INTO announcements_fts(announcements_fts, rowid, search_title, search_body) "
    "VALUES ('delete', old.id, old.search_title, old.search_body); END",
    "CREATE TRIGGER announcements_fts_au AFTER UPDATE ON announcements BEGIN "
    "INSERT INTO announcements_fts(announcements_fts, rowid, search_title, search_body) "
    "VALUES ('delete', old.id, old.search_title, old.search_body); "
    "INSERT INTO announcements_fts(rowid, search_title, search_body) "
    "VALUES (new.id, new.search_title, new.search_body); END",
)
_SQLITE_DOWN = (
    "DROP TRIGGER IF EXISTS announcements_fts_au",
    "DROP TRIGGER IF EXISTS announcements_fts_ad",
    "DROP TRIGGER IF EXISTS announcements_fts_ai",
    "DROP TABLE IF EXISTS announcements_fts",
)
_PG_UP = (
    "ALTER TABLE announcements ADD COLUMN search tsvector GENERATED ALWAYS AS ("
    "setweight(to_tsvector('simple'::regconfig, search_title), 'A') || "
    "setweight(to_tsvector('simple'::regconfig, search_body), 'B')) STORED",
    "CREATE INDEX ix_announcements_search ON announcements USING gin (search)",
)


def upgrade() -> None:
    op.create_table(
        "announcements",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("lang", sa.String(length=8), nullable=False),
        sa.Column("title", sa.String(length=300), nullable=False),
        sa.Column("body", sa.Text(), nullable=False),
        sa.Column("search_title", sa.Text(), nullable=False),
        sa.Column("search_body", sa.Text(), nullable=False),
        sa.Column("url", sa.String(length=1000), nullable=False),
        sa.Column("category", sa.String(length=64), nullable=False),
        sa.Column("published_ms", sa.BigInteger(), nullable=False),
        sa.Column("created_ms", sa.BigInteger(), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_announcements_lang_published", "announcements", ["lang", "published_ms"])
    op.create_table(
        "announcement_topics",
        sa.Column("announcement_id", sa.Integer(), nullable=False),
        sa.Column("topic", sa.String(length=64), nullable=False),
        sa.ForeignKeyConstraint(["announcement_id"], ["announcements.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("announcement_id", "topic"),
    )
    op.create_index("ix_announcement_topics_topic", "announcement_topics", ["topic"])
    dialect = op.get_bind().dialect.name
    for statement in _SQLITE_UP if dialect == "sqlite" else _PG_UP if dialect == "postgresql" else ():
        op.execute(statement)


def downgrade() -> None:
    dialect = op.get_bind().dialect.name
    if dialect == "sqlite":
        for statement in _SQLITE_DOWN:
            op.execute(statement)
    op.drop_index("ix_announcement_topics_topic", table_name="announcement_topics")
    op.drop_table("announcement_topics")
    op.drop_index("ix_announcements_lang_published", table_name="announcements")
    op.drop_table("announcements")
