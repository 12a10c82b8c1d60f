"""Exception handlers: every failure becomes the envelope with a code and a message.

Bad input is answered with HTTP 200 and a non-zero ret_code naming the failing field; unknown
paths with 404 and wrong methods with 405, both in the envelope. Only a genuine server bug is
a 500 (and it is logged).
"""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from tradingbot.api.contract import invalid_param
from tradingbot.api.envelope import fail
from tradingbot.core.errors import BusinessError, RetCode

log = logging.getLogger("tradingbot.api")


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(BusinessError)
    async def _business(_: Request, exc: BusinessError) -> JSONResponse:
        return fail(exc.code, exc.message, exc.result())

    @app.exception_handler(RequestValidationError)
    async def _validation(_: Request, exc: RequestValidationError) -> JSONResponse:
        refusal = invalid_param(list(exc.errors()))
        return fail(refusal.code, refusal.message, refusal.result())

    @app.exception_handler(StarletteHTTPException)
    async def _http(_: Request, exc: StarletteHTTPException) -> JSONResponse:
        if exc.status_code == 404:
            return fail(RetCode.NOT_FOUND, "not found", status_code=404)
        if exc.status_code == 405:
            return fail(RetCode.METHOD_NOT_ALLOWED, "method not allowed", status_code=405)
        return fail(RetCode.INVALID_PARAM, str(exc.detail), status_code=exc.status_code)

    @app.exception_handler(Exception)
    async def _bug(_: Request, exc: Exception) -> JSONResponse:
        log.exception("unhandled error", exc_info=exc)
        return fail(RetCode.INTERNAL, "internal error", status_code=500)
