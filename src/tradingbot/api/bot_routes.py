"""Plumbing every bot family's router shares: paging, required fields, ranked symbol lists.

A family's router stays a list of thin endpoints calling its service; what they parse the same
way lives here. The reads every family has are also answered ahead of FastAPI's routing
(``fast_reads``: the same answer without its per-request work).
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from decimal import Decimal
from enum import IntEnum
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import APIRouter, Body
from fastapi.params import Depends
from pydantic import BaseModel

from tradingbot.api import fast_reads
from tradingbot.api.contract import answers, fields, validated
from tradingbot.api.deps import ContainerDep, UserDep
from tradingbot.api.envelope import ok
from tradingbot.api.idempotency import AnswerOf, command
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.core.money import fmt, int_text
from tradingbot.services.bots.bot_common import parse_bot_id

if TYPE_CHECKING:
    from tradingbot.bootstrap import Container
    from tradingbot.services.accounts.auth import UserView
    from tradingbot.services.bots.bot_family_service import BotFamilyService

ReadCall = Callable[["UserView", int], Awaitable[dict[str, Any]]]
"""A family service's read of one of the user's bots: (user, bot id) -> the answer."""
PagedCall = Callable[["UserView", int, int, int], Awaitable[dict[str, Any]]]
"""A family service's paged read of one of the user's bots: (user, bot id, page, limit) -> the answer."""
SettingsCall = Callable[["UserView", int, Mapping[str, object]], Awaitable[object]]
"""A family service's method that changes a bot's settings: (user, bot id, the new fields)."""
BodyCall = Callable[[dict[str, Any], "UserView", "Container"], Awaitable[Any]]
"""A logged-in read: (request body, user, container) -> the envelope's ``result``."""
LimitCall = Callable[[dict[str, Any]], dict[str, Any]]
"""A family service's field ranges and failing checks of a (maybe partial) create request."""

JsonBody = Annotated[dict[str, Any], Body(default_factory=dict)]


def contract_created(bot_id: int) -> dict[str, Any]:
    """The create answer of the ``/contract/v5/private`` families (martingale, combo)."""
    return {"status_code": 0, "bot_id": str(bot_id)}


def body_bot_id(body: Mapping[str, Any]) -> int:
    """The request's ``bot_id``: required, a positive integer (INVALID_PARAM naming the field)."""
    if "bot_id" not in body:
        raise BusinessError(RetCode.INVALID_PARAM, "bot_id is required", field="bot_id")
    return parse_bot_id(body["bot_id"], "bot_id")


PAGE_MAX = 1_000_000
"""The last page a paged read accepts (a larger one would overflow the database's offset)."""


def _small_int(value: object) -> int:
    """An int, or a string of at most 12 ASCII digits (with a sign); TypeError/ValueError otherwise
    (a float, a bool, a list, ``Infinity`` or a 5,000-digit string never reaches ``int``)."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise TypeError(f"not an integer: {type(value).__name__}")
    if isinstance(value, str):
        number = int_text(value, digits=12)
        if number is None:
            raise ValueError("not an integer")
        return number
    return value


def page_of(body: Mapping[str, Any]) -> tuple[int, int]:
    """``page`` (1..``PAGE_MAX``) and ``limit`` (1..200) of a paged request."""
    try:
        page = _small_int(body.get("page", 1) or 1)
        limit = _small_int(body.get("limit", 20) or 20)
    except (TypeError, ValueError) as exc:
        raise BusinessError(RetCode.INVALID_PARAM, "page and limit must be integers", field="page") from exc
    if not 1 <= page <= PAGE_MAX:
        raise BusinessError(
            RetCode.INVALID_PARAM, f"page 1..{PAGE_MAX}", field="page", bound=f"1..{PAGE_MAX}"
        )
    if not 1 <= limit <= 200:
        raise BusinessError(
            RetCode.INVALID_PARAM, "page >= 1 and limit 1..200", field="limit", bound="1..200"
        )
    return page, limit


def close_mode_of(body: Mapping[str, Any], default: int, help_text: str) -> int:
    """The request's ``close_mode`` as an int (``default`` when absent); INVALID_PARAM otherwise."""
    try:
        return _small_int(body.get("close_mode", default))
    except (TypeError, ValueError) as exc:
        raise BusinessError(RetCode.INVALID_PARAM, help_text, field="close_mode") from exc


def amplitude_ranking(
    hub: Any, names: Iterable[str], amplitude: Callable[[Mapping[str, str]], str]
) -> list[dict[str, str]]:
    """The symbols with a price, widest 24 h amplitude first (``amplitude`` formats one quote's)."""
    rows = []
    for name in names:
        if hub.last_price(name) is None:
            continue
        q = hub.quote(name)
        rows.append(
            {"symbol": name, "price": q["close"], "change_24h": q["range"], "amplitude": amplitude(q)}
        )
    rows.sort(key=lambda r: Decimal(r["amplitude"]), reverse=True)
    return rows


def mode_coded(rows: Iterable[Mapping[str, Any]], field: str, modes: type[IntEnum]) -> list[dict[str, Any]]:
    """AI parameter rows with the mode named in ``field`` sent as its code, the name as ``<field>_name``."""
    return [{**p, field: int(modes[str(p[field])]), f"{field}_name": p[field]} for p in rows]


def typed(endpoint: Callable[..., Any], request: type[BaseModel] | None) -> Callable[..., Any]:
    """``endpoint`` with its ``body`` parameter declared as ``request`` (FastAPI validates and
    documents it; the endpoint receives :func:`~tradingbot.api.contract.fields` of it). Without a
    model the body stays a free-form JSON object; a model with no required field needs no body."""
    if request is None:
        return endpoint
    # the annotations resolved in the endpoint's module: FastAPI reads the wrapper's signature as it
    # is, and could not resolve ``ContainerDep`` (whose ``"Container"`` is a TYPE_CHECKING import)
    sig = inspect.signature(endpoint, eval_str=True)
    optional = not any(f.is_required() for f in request.model_fields.values())
    declared: Any = Annotated[request | None if optional else request, Body()]  # a type built at run time
    default = None if optional else inspect.Parameter.empty  # a call with no field needs no body
    body = sig.parameters["body"].replace(annotation=declared, default=default)
    # keyword-only (FastAPI passes every parameter by keyword): a body with a default may then
    # come before ``user`` and ``c``, which have none
    params = [
        (body if p.name == "body" else p).replace(kind=inspect.Parameter.KEYWORD_ONLY)
        for p in sig.parameters.values()
    ]

    @functools.wraps(endpoint)
    async def wrapper(**kwargs: Any) -> Any:
        kwargs["body"] = fields(kwargs["body"])
        return await endpoint(**kwargs)

    wrapper.__signature__ = sig.replace(parameters=params)  # type: ignore[attr-defined]
    return wrapper


@dataclass(frozen=True)
class Op:
    """What the contract says of one operation: its summary, request model and success result."""

    summary: str
    result: Any = None
    request: type[BaseModel] | None = None
    command: Depends | None = None
    """A user's command: it takes the ``Idempotency-Key`` header (:func:`commands`)."""

    def route(self, router: APIRouter, path: str, endpoint: Callable[..., Any]) -> None:
        """Add ``endpoint`` as ``POST path`` with this contract."""
        responses = answers(self.result) if self.result is not None else None
        router.add_api_route(
            path,
            typed(endpoint, self.request),
            methods=["POST"],
            summary=self.summary,
            responses=responses,
            dependencies=[self.command] if self.command is not None else None,
        )

    def as_command(self, answer_of: AnswerOf | None = None) -> Op:
        """This operation as a user's command (see ``api/idempotency.py`` for ``answer_of``)."""
        return replace(self, command=command(answer_of))

    def body(self, raw: dict[str, Any]) -> dict[str, Any]:
        """A hot read's raw body checked as FastAPI checks the route's (``10001`` naming the field)."""
        return validated(self.request, raw) if self.request is not None else raw


OpLike = Op | str
"""An operation's contract, or just its summary while its models are not declared yet."""


def _op(op: OpLike) -> Op:
    return op if isinstance(op, Op) else Op(op)


def _command(op: OpLike, answer_of: AnswerOf | None = None) -> Op:
    return _op(op).as_command(answer_of)


@dataclass(frozen=True)
class FamilyRoutes:
    """Registers the read endpoints every family has, each on the router and path the family's API uses."""

    service: Callable[[Container], BotFamilyService]
    bot_id: Callable[[dict[str, Any]], int]

    @staticmethod
    def _owner_read(router: APIRouter, path: str, call: BodyCall, op: OpLike) -> None:
        """A logged-in read: the FastAPI route, and the same call ahead of routing."""
        contract = _op(op)

        async def checked(body: dict[str, Any], user: UserView, c: Container) -> Any:
            return await call(contract.body(body), user, c)

        async def endpoint(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
            return ok(await call(body, user, c))

        contract.route(router, path, endpoint)
        fast_reads.register("POST", router.prefix + path, checked, login=True)

    def detail(
        self,
        router: APIRouter,
        path: str,
        status_code: int = 200,
        key: str = "detail",
        op: OpLike = "Bot detail",
    ) -> None:
        """The owner's detail of one bot, under ``key`` next to the family's ``status_code``."""

        async def call(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
            return {"status_code": status_code, key: await self.service(c).detail(user, self.bot_id(body))}

        self._owner_read(router, path, call, op)

    def open_orders(self, router: APIRouter, path: str, op: OpLike = "Open orders of a bot") -> None:
        async def call(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
            return {"list": await self.service(c).open_orders(user, self.bot_id(body))}

        self._owner_read(router, path, call, op)

    def history_orders(self, router: APIRouter, path: str, op: OpLike = "Filled orders of a bot") -> None:
        async def call(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
            page, limit = page_of(body)
            return await self.service(c).history_orders(user, self.bot_id(body), page, limit)

        self._owner_read(router, path, call, op)

    def follow_detail(self, router: APIRouter, path: str, op: OpLike = "Public detail of a bot") -> None:
        contract = _op(op)

        async def call(body: dict[str, Any], user: UserView | None, c: Container) -> dict[str, Any]:
            return await self.service(c).follow_detail(self.bot_id(contract.body(body)))

        async def endpoint(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
            return ok(await self.service(c).follow_detail(self.bot_id(body)))

        contract.route(router, path, endpoint)
        fast_reads.register("POST", router.prefix + path, call, login=False)

    def close_modes(
        self,
        router: APIRouter,
        path: str,
        modes: list[dict[str, Any]],
        default: int,
        op: OpLike = "Close modes of the family",
    ) -> None:
        async def endpoint(body: JsonBody) -> dict[str, Any]:
            return ok({"list": modes, "default": default})

        _op(op).route(router, path, endpoint)

    def create(
        self,
        router: APIRouter,
        path: str,
        answer: Callable[[int], dict[str, Any]],
        op: OpLike = "Create a bot",
    ) -> None:
        """``answer`` is the family's reply around the new bot's id."""

        async def endpoint(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
            return ok(answer(await self.service(c).create(user, body)))

        _command(op, lambda bot_id: answer(int(bot_id))).route(router, path, endpoint)

    def withdraw(
        self,
        router: APIRouter,
        path: str,
        amount: Callable[[dict[str, Any]], str],
        op: OpLike = "Withdraw from a bot",
    ) -> None:
        """``amount`` reads the requested amount (the family's own rule for a missing one)."""

        async def endpoint(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
            value = await self.service(c).withdraw(user, self.bot_id(body), amount(body))
            return ok({"status_code": 200, "amount": fmt(value)})

        _command(op).route(router, path, endpoint)

    def read(self, router: APIRouter, path: str, call: Callable[[Container], ReadCall], op: OpLike) -> None:
        """An owner's read of one bot, answered as ``call`` returns it."""

        async def read(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
            return await call(c)(user, self.bot_id(body))

        self._owner_read(router, path, read, op)

    def paged(self, router: APIRouter, path: str, call: Callable[[Container], PagedCall], op: OpLike) -> None:
        """An owner's paged read of one bot (``page``, ``limit``), answered as ``call`` returns it."""

        async def read(body: dict[str, Any], user: UserView, c: Container) -> dict[str, Any]:
            page, limit = page_of(body)
            return await call(c)(user, self.bot_id(body), page, limit)

        self._owner_read(router, path, read, op)

    def limits(
        self,
        router: APIRouter,
        path: str,
        call: Callable[[Container], LimitCall],
        op: OpLike = "Field ranges and failing checks of a create request",
    ) -> None:
        """The ranges of a create request's fields and its failing checks (no login needed)."""

        async def endpoint(body: JsonBody, c: ContainerDep) -> dict[str, Any]:
            return ok({"status_code": 0, **call(c)(body)})

        _op(op).route(router, path, endpoint)

    def close(self, router: APIRouter, path: str, status_code: int, op: OpLike = "Close a bot") -> None:
        """Close with the family's one way of closing (no ``close_mode`` in the request)."""

        async def endpoint(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
            await self.service(c).close(user, self.bot_id(body))
            return ok({"status_code": status_code})

        _command(op, lambda _: {"status_code": status_code}).route(router, path, endpoint)

    def settings(
        self,
        router: APIRouter,
        path: str,
        call: Callable[[Container], SettingsCall],
        status_code: int,
        op: OpLike = "Change a bot's settings",
    ) -> None:
        """Change settings: every field of the request but ``bot_id`` goes to ``call``."""

        async def endpoint(body: JsonBody, user: UserDep, c: ContainerDep) -> dict[str, Any]:
            params = {k: v for k, v in body.items() if k != "bot_id"}
            await call(c)(user, self.bot_id(body), params)
            return ok({"status_code": status_code})

        _command(op, lambda _: {"status_code": status_code}).route(router, path, endpoint)
