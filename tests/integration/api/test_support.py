"""The support chat's help assistant over the real HTTP API (``POST /s1/bot/support/v1/ask``)."""

from __future__ import annotations

import httpx

from tests.integration.conftest import Api

ASK = "/s1/bot/support/v1/ask"


async def test_demo_funds_question_is_answered_from_the_faq(api: Api) -> None:
    body = await api.post(ASK, {"question": "How do I get demo funds?", "lang": "en"})
    assert body["ret_code"] == 0, body
    result = body["result"]
    assert "demo funds" in result["answer"].lower()
    assert result["source"] == "FAQ: How do I get demo funds?"
    assert result["matched"] is True
    assert result["lang"] == "en"
    related = result["related"]
    assert 1 <= len(related) <= 3
    assert "How do I get demo funds?" not in related
    assert all(isinstance(q, str) and q.endswith("?") for q in related)


async def test_answers_come_from_the_docs_too(api: Api) -> None:
    body = await api.post(ASK, {"question": "How do I transfer between my FUND and SPOT accounts?"})
    assert body["ret_code"] == 0, body
    assert "/v2/private/asset/transfer" in body["result"]["answer"]
    assert body["result"]["source"].endswith("(docs/API.md)")


async def test_other_languages_are_accepted_and_answered_in_english(api: Api) -> None:
    body = await api.post(ASK, {"question": "What are the trading fees?", "lang": "ja-JP"})
    assert body["ret_code"] == 0, body
    assert "maker fee" in body["result"]["answer"]
    assert body["result"]["lang"] == "en"


async def test_the_same_question_gets_the_same_answer(api: Api) -> None:
    first = await api.post(ASK, {"question": "what is the trailing stop"})
    second = await api.post(ASK, {"question": "  What is the TRAILING stop?  "})
    assert first["result"] == second["result"]
    assert first["result"]["source"] == "FAQ: What is the trailing stop?"


async def test_unknown_question_gets_the_fallback_with_common_questions(api: Api) -> None:
    body = await api.post(ASK, {"question": "qwxz zzyzx"})
    assert body["ret_code"] == 0
    assert body["result"]["matched"] is False
    assert body["result"]["related"] == [
        "How do I get demo funds?",
        "How do I create a spot grid bot?",
        "How do I close or stop a bot?",
    ]


async def test_bad_questions_answer_10001_on_the_question_field(api: Api) -> None:
    for bad in (
        {"question": ""},
        {"question": "   "},
        {},
        {"question": None},
        {"question": 42},
        {"question": ["x"]},
    ):
        body = await api.post(ASK, bad)
        assert body["ret_code"] == 10001, (bad, body)
        assert body["result"]["field"] == "question", (bad, body)
    body = await api.post(ASK, {"question": "x" * 501})
    assert body["ret_code"] == 10001
    assert body["result"] == {"field": "question", "bound": "1..500"}
    ok = await api.post(ASK, {"question": "fee " + "x" * 496})
    assert ok["ret_code"] == 0


async def test_bad_lang_answers_10001_on_the_lang_field(api: Api) -> None:
    body = await api.post(ASK, {"question": "fees", "lang": "not a language"})
    assert body["ret_code"] == 10001
    assert body["result"]["field"] == "lang"


async def test_malformed_json_and_wrong_method(client: httpx.AsyncClient) -> None:
    r = await client.post(ASK, content=b"{nope", headers={"Content-Type": "application/json"})
    assert r.json()["ret_code"] == 10001
    r = await client.get(ASK)
    assert r.status_code == 405


async def test_logged_in_browser_needs_the_csrf_header(api: Api, client: httpx.AsyncClient) -> None:
    await api.register()
    body = await api.post(ASK, {"question": "How do I get demo funds?"})
    assert body["ret_code"] == 0
    r = await client.post(ASK, json={"question": "How do I get demo funds?"})
    assert r.json()["ret_code"] == 10010
