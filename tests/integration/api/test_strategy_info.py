"""Strategy info through the real HTTP API, on SQLite and PostgreSQL.

``GET /discovery/v5/private/discovery/strategy-info`` (every family, one family, a language by
query or header, the English fallback) and ``POST /operation/tools/chat/strategy/info`` (a family,
a parameter, a matched question, an unmatched one); bad input answers 10001 naming the field.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

INFO = "/discovery/v5/private/discovery/strategy-info"
CHAT = "/operation/tools/chat/strategy/info"
FAMILIES = ["spot_grid", "futures_grid", "spot_dca", "futures_martingale", "futures_combo"]


async def info(
    client: httpx.AsyncClient, headers: dict[str, str] | None = None, **params: str
) -> dict[str, Any]:
    r = await client.get(INFO, params=params, headers=headers or {})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


async def chat(client: httpx.AsyncClient, body: Any, headers: dict[str, str] | None = None) -> dict[str, Any]:
    r = await client.post(CHAT, json=body, headers=headers or {})
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


@pytest.mark.postgres
async def test_every_family_in_english_by_default(client: httpx.AsyncClient) -> None:
    answer = await info(client)
    assert answer["ret_code"] == 0, answer
    result = answer["result"]
    assert result["lang"] == "en"
    assert result["labels"] == {
        "risks": "Risks",
        "parameters": "Parameters",
        "required": "required",
        "optional": "optional",
    }
    assert [f["family"] for f in result["families"]] == FAMILIES
    grid = result["families"][0]
    assert grid["name"] == "Spot grid"
    assert len(grid["risks"]) == 3
    assert [p["key"] for p in grid["params"]][:4] == ["symbol", "min_price", "max_price", "cell_number"]
    assert grid["params"][3] == {
        "key": "cell_number",
        "label": "Number of grids",
        "text": grid["params"][3]["text"],
        "required": True,
        "unit": "count",
        "unit_text": "whole number",
        "min": "2",
        "max": "200",
        "of_price": False,
        "bounds_text": "2 to 200",
        "values": [],
        "variants": [],
    }
    assert grid["params"][2]["bounds_text"] == "0.8 to 3 × the last price"


@pytest.mark.postgres
@pytest.mark.parametrize("family", FAMILIES)
async def test_each_family_alone(client: httpx.AsyncClient, family: str) -> None:
    answer = await info(client, family=family)
    assert answer["ret_code"] == 0, answer
    assert [f["family"] for f in answer["result"]["families"]] == [family]
    assert answer["result"]["families"][0]["params"]


@pytest.mark.postgres
async def test_dca_has_both_variants_and_aliases_name_families(client: httpx.AsyncClient) -> None:
    dca = (await info(client, family="DCA"))["result"]["families"][0]
    assert dca["family"] == "spot_dca"
    assert [v["key"] for v in dca["variants"]] == ["RECURRING", "SAFETY_ORDER"]
    by_key = {p["key"]: p for p in dca["params"]}
    assert [v["key"] for v in by_key["frequency_in_second"]["variants"]] == ["RECURRING"]
    assert by_key["frequency_in_second"]["bounds_text"] == "at least 10"
    assert [v["key"] for v in by_key["price_step"]["variants"]] == ["SAFETY_ORDER"]
    assert by_key["price_step"]["bounds_text"] == "0.001 to 0.5"
    assert [v["key"] for v in by_key["investment"]["variants"]] == ["RECURRING", "SAFETY_ORDER"]
    for alias, key in (
        ("fgrid", "futures_grid"),
        ("FUTURE_MARTIN", "futures_martingale"),
        ("fcombo", "futures_combo"),
    ):
        assert (await info(client, family=alias))["result"]["families"][0]["family"] == key


@pytest.mark.postgres
async def test_language_by_query_then_header_and_english_fallback(client: httpx.AsyncClient) -> None:
    ja = (await info(client, family="spot_grid", lang="ja-jp"))["result"]
    assert ja["lang"] == "ja-JP"
    assert ja["families"][0]["name"] == "現物グリッド"
    by_header = (await info(client, headers={"lang": "ar-SA"}, family="spot_grid"))["result"]
    assert by_header["lang"] == "ar-SA"
    assert by_header["families"][0]["name"] == "شبكة فورية"
    query_wins = (await info(client, headers={"lang": "ar-SA"}, family="spot_grid", lang="ru-RU"))["result"]
    assert query_wins["lang"] == "ru-RU"
    for unknown in ("fr", "xx-YY", "zh"):
        fallback = (await info(client, family="spot_grid", lang=unknown))["result"]
        assert fallback["lang"] == "en"
        assert fallback["families"][0]["name"] == "Spot grid"


@pytest.mark.postgres
async def test_unknown_family_is_10001(client: httpx.AsyncClient) -> None:
    answer = await info(client, family="options")
    assert answer["ret_code"] == 10001
    assert answer["result"]["field"] == "family"
    assert "unknown family 'options'" in answer["ret_msg"]


@pytest.mark.postgres
async def test_chat_family_and_parameter(client: httpx.AsyncClient) -> None:
    fam = await chat(client, {"family": "fmart"})
    assert fam["ret_code"] == 0, fam
    r = fam["result"]
    assert (r["matched"], r["family"], r["param"], r["lang"], r["title"]) == (
        True, "futures_martingale", None, "en", "Futures martingale",
    )  # fmt: skip
    assert r["answer"].startswith("Futures martingale: Opens a leveraged position")
    assert "\nRisks: Every add increases the position" in r["answer"]
    assert len(r["answer"]) <= 700

    par = (await chat(client, {"family": "spot_grid", "param": "cell_number"}))["result"]
    assert par["title"] == "Number of grids"
    assert par["answer"].startswith(
        "Number of grids (cell_number, Spot grid): How many cells the range is cut into"
    )
    assert par["answer"].endswith("\nwhole number; 2 to 200")
    choice = (await chat(client, {"family": "futures_grid", "param": "grid_mode"}))["result"]
    assert choice["answer"].endswith("\none of the values; values: NEUTRAL, LONG, SHORT")


@pytest.mark.postgres
async def test_chat_in_a_language_by_body_or_header(client: httpx.AsyncClient) -> None:
    body = (await chat(client, {"family": "spot_dca", "param": "tp_pct", "lang": "es-ES"}))["result"]
    assert body["lang"] == "es-ES"
    assert body["title"] == "Toma de beneficios"
    header = (await chat(client, {"family": "spot_dca"}, headers={"lang": "zh-TW"}))["result"]
    assert header["lang"] == "zh-TW"
    assert header["title"] == "現貨定投"


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("question", "lang", "family", "param"),
    [
        ("What is a spot grid?", "en", "spot_grid", None),
        ("what does cell_number mean", "en", "spot_grid", "cell_number"),
        ("What is the trailing stop of a futures grid?", "en", "futures_grid", "trailing_stop_per"),
        ("Explain the futures martingale multiplier", "en", "futures_martingale", "add_position_percent"),
        ("martingale risks", "en", "futures_martingale", None),
        ("What is grid_type?", "en", "spot_grid", "grid_type"),
        ("¿Qué es el paso de precio del DCA?", "es-ES", "spot_dca", "price_step"),
        ("現物グリッドとは何ですか", "ja-JP", "spot_grid", None),
        ("Что такое фьючерсное комбо?", "ru-RU", "futures_combo", None),
    ],
)
async def test_chat_question_matches(
    client: httpx.AsyncClient, question: str, lang: str, family: str, param: str | None
) -> None:
    r = (await chat(client, {"question": question, "lang": lang}))["result"]
    assert (r["matched"], r["family"], r["param"], r["lang"]) == (True, family, param, lang)
    assert r["answer"]


@pytest.mark.postgres
async def test_chat_question_without_a_family_is_unmatched(client: httpx.AsyncClient) -> None:
    for question in (
        "How do I get demo funds?",
        "How do I create a spot grid bot in the app today?",
        "Which trading pairs are available?",
        "What is the minimum and maximum investment?",
        "How do take profit and stop loss work?",
    ):
        r = (await chat(client, {"question": question}))["result"]
        assert r == {"matched": False, "family": None, "param": None, "lang": "en", "title": "", "answer": ""}
    scoped = (await chat(client, {"family": "futures_combo", "question": "what is leverage?"}))["result"]
    assert (scoped["family"], scoped["param"]) == ("futures_combo", "leverage")


@pytest.mark.postgres
@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({}, "family", "give a family, or a question"),
        ({"family": "options"}, "family", "unknown family 'options'"),
        ({"family": 3}, "family", "family is required"),
        ({"param": "leverage"}, "family", "family is required with param"),
        ({"family": "spot_grid", "param": "leverage"}, "param", "spot_grid has no parameter 'leverage'"),
        ({"family": "spot_grid", "param": ["x"]}, "param", "has no parameter"),
        ({"question": "   "}, "question", "question must be a non-empty string"),
        ({"question": "x" * 501}, "question", "at most 500 characters"),
        ({"family": "dca", "lang": 5}, "lang", "lang must be a string"),
        ({"family": "dca", "extra": 1}, "extra", ""),
    ],
)
async def test_chat_bad_input_is_10001(
    client: httpx.AsyncClient, body: dict[str, Any], field: str, message: str
) -> None:
    answer = await chat(client, body)
    assert answer["ret_code"] == 10001, answer
    assert answer["result"]["field"] == field
    assert message in answer["ret_msg"]
