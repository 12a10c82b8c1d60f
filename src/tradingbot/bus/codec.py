"""The wire form of bus messages: compact JSON, amounts as decimal strings (never floats)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from tradingbot.bus.ports import JsonObject, MarketPrice
from tradingbot.core.money import fmt, to_decimal


def encode_price(symbol: str, ts_ms: int, price: Decimal) -> bytes:
    """A market-log entry's body (its sequence is the log's, not part of the body)."""
    return encode({"symbol": symbol, "ts": ts_ms, "price": fmt(to_decimal(price))})


def decode_price(seq: int, body: bytes) -> MarketPrice:
    """A market-log entry read back; a price that is not an exact decimal is refused."""
    data = decode(body)
    return MarketPrice(seq, str(data["symbol"]), int(data["ts"]), fmt(to_decimal(str(data["price"]))))


def encode(obj: JsonObject) -> bytes:
    """JSON bytes; a Decimal goes as its string, a float anywhere is refused (it loses digits)."""
    _refuse_floats(obj)
    return json.dumps(obj, separators=(",", ":"), default=_decimal_text).encode()


def decode(body: bytes) -> dict[str, Any]:
    """A JSON object; floats are parsed as Decimals so no digit is lost."""
    data = json.loads(body, parse_float=Decimal)
    if not isinstance(data, dict):
        raise ValueError("a bus message is a JSON object")
    return data


def _decimal_text(value: object) -> object:
    if isinstance(value, Decimal):
        return fmt(value)
    raise TypeError(f"not JSON for the bus: {type(value).__name__}")


def _refuse_floats(value: object) -> None:
    if isinstance(value, float):
        raise TypeError(f"a float on the bus: {value!r} (send a decimal string)")
    if isinstance(value, Mapping):
        for item in value.values():
            _refuse_floats(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _refuse_floats(item)
