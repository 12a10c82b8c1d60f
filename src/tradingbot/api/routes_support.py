"""The support chat's help assistant (SPEC §1/§4 support chat bot): answers from the FAQ and docs.

``POST /s1/bot/support/v1/ask`` with ``{"question": "...", "lang": "en"}`` answers
``{answer, source, related: [...], matched, lang}``. Answers are in English whatever ``lang`` is
(``result.lang`` says so). An empty, blank or over-long (> 500 characters) question answers 10001
with ``result.field = "question"``; a malformed ``lang`` 10001 with ``"lang"``. Public: no login.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from fastapi import APIRouter

from tradingbot.api.contract import answers
from tradingbot.api.envelope import ok
from tradingbot.api.models.support import LANG_PATTERN, AskRequest, AskResult
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.support.assistant import check_question_length, default_index

router = APIRouter(tags=["support"])

_LANG = re.compile(LANG_PATTERN)


@router.post("/s1/bot/support/v1/ask", summary="Ask the help assistant", responses=answers(AskResult))
async def ask(body: AskRequest) -> dict[str, Any]:
    """The best FAQ or docs answer to a question (see the module doc)."""
    question = body.question
    if not isinstance(question, str) or not question.strip():
        raise BusinessError(RetCode.INVALID_PARAM, "question is required", field="question")
    question = question.strip()
    check_question_length(question)
    lang = body.lang if body.lang is not None else "en"
    if not isinstance(lang, str) or not _LANG.match(lang):
        raise BusinessError(
            RetCode.INVALID_PARAM, "lang must be a language code such as en or ja-JP", field="lang"
        )
    # the first call builds the index (reads docs/): off the event loop
    index = default_index() if default_index.cache_info().currsize else await asyncio.to_thread(default_index)
    return ok(index.answer(question).as_result())
