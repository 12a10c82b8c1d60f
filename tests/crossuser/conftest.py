"""The integration fixtures (the real app over HTTP on SQLite and PostgreSQL) for the cross-user matrix."""

from tests.integration.conftest import client, db_url

__all__ = ["client", "db_url"]
