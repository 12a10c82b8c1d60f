"""Exception handlers: every failure becomes the envelope with a code and a message.

Bad input is answered with HTTP 200 and a non-zero ret_code naming the failing field; unknown
paths with 404 and wrong methods with 405, both in the envelope. A database that cannot be used
right now (unreachable, restarting, full, refusing writes) answers SERVICE_UNAVAILABLE (10017,
HTTP 200, ``Retry-After: 1``), from a route or a middleware alike, and so does every call while
the engine could not rebuild itself from the database after a failed write (:class:`DatabaseGuard`
asks it to recover first). Only a genuine server bug is a 500 (and it is logged).
"""

from __future__ import annotations

import logging

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import TimeoutError as PoolTimeout
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tradingbot.adapters.storage.db import unavailable
from tradingbot.api.contract import invalid_param
from tradingbot.api.envelope import fail
from tradingbot.core.errors import BusinessError, RetCode

log = logging.getLogger("tradingbot.api")
UNAVAILABLE_MSG = "the database is unavailable: retry shortly"


def service_unavailable(message: str = UNAVAILABLE_MSG) -> JSONResponse:
    """The retryable answer while the database cannot be used (HTTP 200, like every refusal)."""
    response = fail(RetCode.SERVICE_UNAVAILABLE, message)
    response.headers["Retry-After"] = "1"
    return response


class DatabaseGuard:
    """Outside the session middleware (which reads the database) and the routes: a stale engine
    recovers before anything is served from its memory, and a database failure anywhere below
    answers SERVICE_UNAVAILABLE instead of a 500 (when no answer has started yet)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        container = getattr(scope["app"].state, "container", None)
        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            started = True
            await send(message)

        try:
            if container is not None and container.exchange.stale:
                await container.exchange.recover()
            await self.app(scope, receive, sending)
        except BusinessError as exc:
            if started or exc.code != RetCode.SERVICE_UNAVAILABLE:
                raise
            await service_unavailable(exc.message)(scope, receive, send)
        except Exception as exc:
            if started or not unavailable(exc):
                raise
            log.warning("database unavailable: %s", exc.__class__.__name__)
            await service_unavailable()(scope, receive, send)


def install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(BusinessError)
    async def _business(_: Request, exc: BusinessError) -> JSONResponse:
        if exc.code == RetCode.SERVICE_UNAVAILABLE:
            return service_unavailable(exc.message)
        return fail(exc.code, exc.message, exc.result())

    async def _database(_: Request, exc: Exception) -> JSONResponse:
        if not unavailable(exc):
            log.exception("database error", exc_info=exc)
            return fail(RetCode.INTERNAL, "internal error", status_code=500)
        log.warning("database unavailable: %s", exc.__class__.__name__)
        return service_unavailable()

    app.add_exception_handler(DBAPIError, _database)
    app.add_exception_handler(PoolTimeout, _database)
    app.add_exception_handler(ConnectionError, _database)

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
