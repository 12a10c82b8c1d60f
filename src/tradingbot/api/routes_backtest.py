"""The backtest lab (issue 26), ``/s1/bot/backtest/v1``: any family's create parameters backtested
over a window of the server's history or uploaded candles, as a job with progress.

``upload-candles`` ``{csv}`` or ``{legs: {symbol: csv}}`` -> ``{candles_id}``; ``create``
``{family, params, window | candles_id, options}`` -> ``{job_id}``; ``status``, ``result``,
``cancel``, ``delete``, ``share`` ``{job_id}``; ``list {}``. Owner-only: another user's id answers
as a missing one (10011); only ``shared {token}`` (GET or POST) is public: the read of one result
its owner shared. The rules live in ``services/backtest/lab_service.py``.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from tradingbot.api.bot_routes import JsonBody, Op
from tradingbot.api.contract import answers
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.models import backtest as m
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.backtest.inputs import Window, parse_job_id

PREFIX = "/s1/bot/backtest/v1"
UPLOAD_PATH = f"{PREFIX}/upload-candles"
BODY_LIMITS = {UPLOAD_PATH: 8 << 20}
"""Request bodies larger than the API's 1 MiB: an upload (files of 2 MiB, one per leg)."""

router = APIRouter(prefix=PREFIX, tags=["backtest lab"])


def _params(body: dict[str, Any]) -> dict[str, Any]:
    """The family's create parameters, with the request's ``symbol`` where they name none."""
    params = dict(body.get("params") or {})
    symbol = body.get("symbol")
    if symbol is not None:
        given = params.get("symbol")
        if given is not None and str(given).strip().upper() != symbol.strip().upper():
            raise BusinessError(
                RetCode.INVALID_PARAM, f"symbol {symbol} differs from params.symbol", field="symbol"
            )
        params["symbol"] = symbol.strip().upper()
    return params


async def create(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Checks the parameters as the family's create call does, then queues the backtest."""
    window = body.get("window")
    options = body.get("options") or {}
    candles = body.get("candles_id")
    return ok(
        await c.backtests.create(
            user.id,
            body["family"],
            _params(body),
            None if window is None else Window(window["from_ms"], window["to_ms"]),
            None if candles is None else parse_job_id(candles, "candles_id"),
            fees=options.get("fees", True),
            funding=options.get("funding", True),
        )
    )


Op("Backtest a family's parameters (a job)", m.BacktestJob, m.BacktestCreateRequest).as_command().route(
    router, "/create", create
)


async def upload(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Candles of the shared data format, checked, kept for the user's backtests."""
    return ok(await c.backtests.upload(user.id, body.get("csv"), body.get("legs")))


Op("Upload candles to backtest on", m.BacktestUpload, m.BacktestUploadRequest).as_command().route(
    router, "/upload-candles", upload
)


async def status(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """State, progress, candles done and the time left of one backtest."""
    return ok(await c.backtests.status(user.id, body.get("job_id")))


Op("A backtest's state and progress", m.BacktestStatus, m.BacktestJobRequest).route(router, "/status", status)


async def result(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Metrics, equity against buy-and-hold, drawdown, fills and rounds (12304 until done)."""
    return ok(await c.backtests.result(user.id, body.get("job_id")))


Op("A finished backtest's result", m.BacktestResult, m.BacktestJobRequest).route(router, "/result", result)


async def list_jobs(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """The user's backtests, newest first (at most 200)."""
    return ok(await c.backtests.list(user.id))


Op("The user's backtests", m.BacktestList, m.BacktestListRequest).route(router, "/list", list_jobs)


async def cancel(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Stops a queued or running backtest (12305 when it already finished)."""
    return ok(await c.backtests.cancel(user.id, body.get("job_id")))


Op("Cancel a backtest", m.BacktestStatus, m.BacktestJobRequest).as_command().route(router, "/cancel", cancel)


async def delete(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """Deletes a backtest and its result (a running one is stopped)."""
    return ok(await c.backtests.delete(user.id, body.get("job_id")))


Op("Delete a backtest", m.BacktestJob, m.BacktestJobRequest).as_command().route(router, "/delete", delete)


async def share(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
    """The owner's read-only public link of a finished backtest: ``{job_id, token}``."""
    return ok(await c.backtests.share(user.id, body.get("job_id")))


Op("Share a backtest (a read-only link)", m.BacktestShare, m.BacktestJobRequest).as_command().route(
    router, "/share", share
)


async def shared(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
    """Anyone's read of one shared backtest's result, by its token (public)."""
    return ok(await c.backtests.shared(body["token"]))


Op("A shared backtest's result (public)", m.BacktestResult, m.BacktestSharedRequest).route(
    router, "/shared", shared
)


@router.get(
    "/shared",
    summary="A shared backtest's result (public), token in the query",
    responses=answers(m.BacktestResult),
)
async def shared_get(c: ContainerDep, token: str = "") -> dict[str, Any]:
    return ok(await c.backtests.shared(token))
