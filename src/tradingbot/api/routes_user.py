"""Register, log in, log out, change password and the profile (SPEC §7 "Account and config").

Every log-in, registration and password change answers a new session id in the cookies; the one
the browser sent is dropped (a password change drops every session of the user)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request, Response

from tradingbot.api.contract import Empty, answers
from tradingbot.api.deps import CSRF_COOKIE, SESSION_COOKIE, ContainerDep, OptionalUserDep, UserDep, client_ip
from tradingbot.api.envelope import ok
from tradingbot.api.models.user import ChangePasswordRequest, Credentials, Profile, SessionResult
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.accounts.auth import SESSION_TTL_MS, IssuedSession

router = APIRouter(tags=["user"])


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


@router.post("/v2/public/user/register", summary="Register and log in", responses=answers(SessionResult))
async def register(
    body: Credentials, request: Request, response: Response, c: ContainerDep
) -> dict[str, Any]:
    issued = await c.auth.register(body.email, body.password)
    old = request.cookies.get(SESSION_COOKIE)
    if old:  # the browser's previous session (another account) ends here
        await c.auth.logout(old)
    _set_cookies(response, issued, c.settings.bot_cookie_secure)
    return ok({"user": issued.user.profile()})


@router.post("/v2/public/user/login", summary="Log in", responses=answers(SessionResult))
async def login(body: Credentials, request: Request, response: Response, c: ContainerDep) -> dict[str, Any]:
    """A new session id at every log-in; the session the browser sent is dropped. Failed log-ins
    per email and address are limited (``10006`` past ``BOT_LOGIN_MAX_FAILURES``)."""
    issued = await c.auth.login(
        body.email, body.password, client_ip(request), replaces=request.cookies.get(SESSION_COOKIE)
    )
    _set_cookies(response, issued, c.settings.bot_cookie_secure)
    return ok({"user": issued.user.profile()})


@router.post("/logout", summary="Log out", responses=answers(Empty))
async def logout(request: Request, response: Response, c: ContainerDep) -> dict[str, Any]:
    """Drop the session on the server and its cookies in the browser."""
    token = request.cookies.get(SESSION_COOKIE)
    if token:
        await c.auth.logout(token)
    response.delete_cookie(SESSION_COOKIE, path="/")
    response.delete_cookie(CSRF_COOKIE, path="/")
    return ok({})


@router.post(
    "/v2/private/user/change-password", summary="Change the password", responses=answers(SessionResult)
)
async def change_password(
    body: ChangePasswordRequest, user: UserDep, response: Response, c: ContainerDep
) -> dict[str, Any]:
    """Check the current password, store the new one and end every session of the user (other
    browsers are logged out); the caller gets a fresh session in the cookies."""
    issued = await c.auth.change_password(user.id, body.old_password, body.new_password)
    _set_cookies(response, issued, c.settings.bot_cookie_secure)
    return ok({"user": issued.user.profile()})


@router.get("/v2/private/user/profile", summary="The logged-in user", responses=answers(Profile))
async def profile(user: OptionalUserDep) -> dict[str, Any]:
    if user is None:
        raise BusinessError(RetCode.NOT_LOGGED_IN, "not logged in")
    return ok(user.profile())
