"""Run Alembic migrations programmatically (``tradingbot migrate`` and server start-up)."""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config

from tradingbot.adapters.storage.db import ensure_sqlite_dir, sync_url

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config(url: str) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.set_main_option("sqlalchemy.url", sync_url(url).replace("%", "%%"))
    return cfg


def upgrade(url: str, revision: str = "head") -> None:
    """Bring the schema of ``url`` up to ``revision``."""
    ensure_sqlite_dir(url)
    command.upgrade(alembic_config(url), revision)
