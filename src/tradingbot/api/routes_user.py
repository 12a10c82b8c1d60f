"""Register, log in, log out and the profile (SPEC §7 "Account and config")."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from tradingbot.api.deps import CSRF_COOKIE, SESSION_COOKIE, ContainerDep, OptionalUserDep, client_ip
from tradingbot.api.envelope import ok
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.auth import SESSION_TTL_MS, IssuedSession

router = APIRouter(tags=["user"])


class Credentials(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: str = Field(min_length=3, max_length=254)
    password: str = Field(min_length=1, max_length=1024)


def _set_cookies(response: Response, issued: IssuedSession, secure: bool) -> None:
    max_age = SESSION_TTL_MS // 1000
    response.set_cookie(
        SESSION_COOKIE, issued.token, max_age=max_age, httponly=True, samesite="lax", secure=secure, path="/"
    )
    response.set_cookie(
        CSRF_COOKIE,
        issued.csrf_token,
        max_age=max_age,
        httponly=False,
        samesite="lax",
        secure=secure,
        path="/",
    )


@router.post("/v2/public/user/register")
async def register(body: Credentials, response: Response, c: ContainerDep) -> dict[str, Any]:
    issued = await c.auth.register(body.email, body.password)
    _set_cookies(response, issued, c.settings.bot_cookie_secure)
    return ok({"user": issued.user.profile()})


@router.post("/v2/public/user/login")
async def login(body: Credentials, request: Request, response: Response, c: ContainerDep) -> dict[str, Any]:
    issued = await c.auth.login(body.email, body.password, client_ip(request))
    _set_cookies(response, issued, c.settings.bot_cookie_secure)
    return ok({"user": issued.user.profile()})


@router.post("/logout")
async def logout(request: Request, response: Response, c: ContainerDep) -> dict[str, Any]:
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        await c.auth.logout(token)
    response.delete_cookie(SESSION_COOKIE, path="/")
    response.delete_cookie(CSRF_COOKIE, path="/")
    return ok({})


@router.get("/v2/private/user/profile")
async def profile(user: OptionalUserDep) -> dict[str, Any]:
    if user is None:
        raise BusinessError(RetCode.NOT_LOGGED_IN, "not logged in")
    return ok(user.profile())
