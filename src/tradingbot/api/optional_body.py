"""``Op`` for endpoints whose request model has no required field (every field optional).

Why: ``bot_routes.typed`` gives such a body the default ``None`` (a call with no field needs no
body) but keeps the endpoint's parameters positional, so a ``body`` before ``user`` and ``c``
(as every ``FamilyRoutes`` endpoint has it) makes an invalid signature ("non-default argument
follows default argument"). FastAPI passes every parameter by keyword, so making them
keyword-only first changes nothing else. (To be folded into ``Op.route`` / ``typed``.)
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter

from tradingbot.api.bot_routes import Op


def keyword_only(endpoint: Callable[..., Any]) -> Callable[..., Any]:
    """``endpoint`` with every parameter keyword-only (so any of them may have a default) and its
    annotations resolved where it was written (FastAPI would read them in this module)."""
    sig = inspect.signature(endpoint, eval_str=True)  # the annotations as objects, not names

    @functools.wraps(endpoint)
    async def wrapper(**kwargs: Any) -> Any:
        return await endpoint(**kwargs)

    params = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in sig.parameters.values()]
    wrapper.__signature__ = sig.replace(parameters=params)  # type: ignore[attr-defined]
    return wrapper


@dataclass(frozen=True)
class BodyOp(Op):
    """:class:`Op` whose request model may have no required field."""

    def route(self, router: APIRouter, path: str, endpoint: Callable[..., Any]) -> None:
        super().route(router, path, keyword_only(endpoint))
