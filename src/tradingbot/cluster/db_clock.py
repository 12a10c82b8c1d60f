"""The database's clock in milliseconds, as a SQL expression: lease expiry is judged by it alone.

A worker's own clock may be skewed, stepped or paused (SIGSTOP, a VM migration, a long GC), so a
lease judged by it could look held to its owner after another worker took it. Every expiry is
written and compared inside SQL with this expression, so all workers share one clock.

PostgreSQL: ``clock_timestamp()``, the time at evaluation; not ``now()``, which is the start of
the transaction and would let a long transaction see a lease as live after it expired.
SQLite: ``julianday('now')`` (constant within one statement), converted to Unix ms.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import BigInteger
from sqlalchemy.exc import CompileError
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement


class db_now_ms(FunctionElement[int]):
    """``db_now_ms()``: Unix time in ms on the database server's clock."""

    type = BigInteger()
    inherit_cache = True


@compiles(db_now_ms, "postgresql")
def _postgresql(_element: db_now_ms, _compiler: SQLCompiler, **_kw: Any) -> str:
    return "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)"


@compiles(db_now_ms, "sqlite")
def _sqlite(_element: db_now_ms, _compiler: SQLCompiler, **_kw: Any) -> str:
    return "CAST((julianday('now') - 2440587.5) * 86400000.0 AS INTEGER)"


@compiles(db_now_ms)
def _other(_element: db_now_ms, compiler: SQLCompiler, **_kw: Any) -> str:
    raise CompileError(f"no database clock expression for {compiler.dialect.name}")
