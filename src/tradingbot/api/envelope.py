"""The response envelope of every call: ``{ret_code, ret_msg, result, time_now}``."""

from __future__ import annotations

import time
from typing import Any

from fastapi.responses import JSONResponse


def _now() -> str:
    return f"{time.time():.6f}"


def time_now() -> str:
    """The envelope's ``time_now``: seconds since the epoch with 6 decimals."""
    return _now()


def ok(result: Any = None) -> dict[str, Any]:
    """Success envelope (ret_code 0)."""
    return {
        "ret_code": 0,
        "ret_msg": "OK",
        "result": result if result is not None else {},
        "time_now": _now(),
    }


def fail(code: int, message: str, result: Any = None, status_code: int = 200) -> JSONResponse:
    """Error envelope; business errors answer HTTP 200 with a non-zero ret_code."""
    body = {"ret_code": int(code), "ret_msg": message, "result": result, "time_now": _now()}
    return JSONResponse(body, status_code=status_code)
