"""Column types: Decimal money as NUMERIC on PostgreSQL and TEXT on SQLite (exact both ways)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import Numeric, String
from sqlalchemy.engine import Dialect
from sqlalchemy.types import TypeDecorator, TypeEngine


class DecimalText(TypeDecorator[Decimal]):
    """Exact decimals: SQLite has no exact numeric type, so the value is kept as its string."""

    impl = String
    cache_ok = True

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "postgresql":
            return dialect.type_descriptor(Numeric(38, 18, asdecimal=True))
        return dialect.type_descriptor(String(64))

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if dialect.name == "postgresql":
            return value
        return format(value, "f")

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        d = Decimal(str(value))
        return d.normalize() if d == d.to_integral_value() and "E" in str(d.normalize()) else d
