"""Strategy info (SPEC §7 Discovery): the families' descriptions, risks and parameter glossary.

``GET /discovery/v5/private/discovery/strategy-info?family=&lang=`` answers ``{lang, labels,
families: [...]}`` (every family without ``family``). ``POST /operation/tools/chat/strategy/info``
with ``{family?, param?, question?, lang?}`` answers one chat-sized text ``{matched, family,
param, lang, title, answer}``; a ``question`` alone is matched to a family or parameter and
answers ``matched: false`` when it names none (the chat then asks the FAQ). The language is
``lang`` (query or body), else the ``lang`` header, else English. Public: no user data.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from tradingbot.api.contract import answers
from tradingbot.api.envelope import ok
from tradingbot.api.models.strategy_info import ChatInfoRequest, ChatInfoResult, StrategyInfoResult
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.discovery.strategy_info import (
    StrategyInfo,
    require_family,
    require_param,
    resolve_lang,
)
from tradingbot.services.discovery.strategy_info_catalog import FAMILIES
from tradingbot.services.discovery.strategy_info_match import match_question
from tradingbot.services.support.assistant import check_question_length

router = APIRouter(tags=["discovery"])


def _lang(value: object, request: Request) -> str:
    if value is not None and not isinstance(value, str):
        raise BusinessError(RetCode.INVALID_PARAM, "lang must be a string", field="lang")
    return resolve_lang(value or request.headers.get("lang"))


@router.get(
    "/discovery/v5/private/discovery/strategy-info",
    summary="The families' descriptions, risks and parameters",
    responses=answers(StrategyInfoResult),
)
async def strategy_info(
    request: Request,
    family: Annotated[
        str | None, Query(description="one family (default: every family)", examples=["spot_grid"])
    ] = None,
    lang: Annotated[
        str | None, Query(description="the language (else the lang header, else English)")
    ] = None,
) -> dict[str, Any]:
    """One family's (or every family's) description, risks and parameters in the caller's language."""
    info = StrategyInfo(_lang(lang, request))
    keys = list(FAMILIES) if family is None else [require_family(family)]
    return ok({"lang": info.lang, "labels": info.labels(), "families": [info.family(k) for k in keys]})


def _question(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise BusinessError(RetCode.INVALID_PARAM, "question must be a non-empty string", field="question")
    check_question_length(value)
    return value


@router.post(
    "/operation/tools/chat/strategy/info",
    summary="A short answer about a family or parameter",
    responses=answers(ChatInfoResult),
)
async def chat_strategy_info(body: ChatInfoRequest, request: Request) -> dict[str, Any]:
    """A short answer about a family or one of its parameters (see the module doc)."""
    info = StrategyInfo(_lang(body.lang, request))
    question = _question(body.question)
    family = None if body.family is None else require_family(body.family)
    param = None
    if body.param is not None:
        if family is None:
            raise BusinessError(RetCode.INVALID_PARAM, "family is required with param", field="family")
        param = require_param(family, body.param).key
    elif question is not None:
        found = match_question(question, info.lang, family)
        if found is None and family is None:
            return ok(
                {
                    "matched": False,
                    "family": None,
                    "param": None,
                    "lang": info.lang,
                    "title": "",
                    "answer": "",
                }
            )
        if found is not None:
            family, param = found.family, found.param
    if family is None:
        raise BusinessError(RetCode.INVALID_PARAM, "give a family, or a question", field="family")
    if param is None:
        title, answer = info.content["families"][family]["name"], info.chat_family(family)
    else:
        title = info.content["families"][family]["params"][param]["label"]
        answer = info.chat_param(family, require_param(family, param))
    return ok(
        {
            "matched": True,
            "family": family,
            "param": param,
            "lang": info.lang,
            "title": title,
            "answer": answer,
        }
    )
