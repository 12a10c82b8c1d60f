"""The support chat's help assistant (``POST /s1/bot/support/v1/ask``)."""

from __future__ import annotations

from pydantic import Field

from tradingbot.api.contract import In, Out

LANG_PATTERN = r"^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$"


class AskRequest(In):
    question: str = Field(
        examples=["How do I get demo funds?"],
        description="1..500 characters once trimmed (longer: 10001 with bound 1..500)",
    )
    lang: str | None = Field(
        default="en",
        max_length=16,
        pattern=LANG_PATTERN,
        examples=["en", "ja-JP"],
        description="the asker's language; answers are in English whatever it is",
    )


class AskResult(Out):
    answer: str
    source: str = Field(
        examples=["FAQ: How do I get demo funds?"], description="the FAQ entry or doc section"
    )
    related: list[str] = Field(description="other questions the FAQ answers")
    matched: bool = Field(description="false: no section matched, the answer is the fallback")
    lang: str = Field(examples=["en"], description="the answer's language")
