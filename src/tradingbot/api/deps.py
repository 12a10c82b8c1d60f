"""Request dependencies: the container, the logged-in user, and the login requirement.

``async`` although they never wait: FastAPI runs a plain ``def`` dependency in the thread pool,
two thread hops per call for what is an attribute read."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

from fastapi import Depends, Request

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.accounts.auth import UserView

if TYPE_CHECKING:
    from tradingbot.bootstrap import Container

SESSION_COOKIE = "bot_session"
CSRF_COOKIE = "csrf_token"
CSRF_HEADER = "x-csrf-token"


async def container(request: Request) -> Container:
    c: Container = request.app.state.container
    return c


async def optional_user(request: Request) -> UserView | None:
    """Set by the session middleware for every HTTP request."""
    user: UserView | None = getattr(request.state, "user", None)
    return user


async def require_user(user: Annotated[UserView | None, Depends(optional_user)]) -> UserView:
    """Private calls: 10007 when nobody is logged in."""
    if user is None:
        raise BusinessError(RetCode.NOT_LOGGED_IN, "not logged in")
    return user


def client_ip(request: Request) -> str:
    return request.client.host if request.client else "unknown"


ContainerDep = Annotated["Container", Depends(container)]
UserDep = Annotated[UserView, Depends(require_user)]
OptionalUserDep = Annotated[UserView | None, Depends(optional_user)]
