"""The support assistant's tokenizer, markdown splitter and BM25 ranking (no I/O but the docs folder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tradingbot.services.support.assistant import (
    COMMON_QUESTIONS,
    FALLBACK_ANSWER,
    MAX_ANSWER_CHARS,
    Bm25,
    SupportIndex,
    default_docs_dir,
    faq_section,
    load_docs,
    markdown_sections,
    shorten,
    stem,
    tokenize,
)
from tradingbot.services.support.faq import FAQ, FaqEntry


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("funds", "fund"),
        ("fund", "fund"),
        ("close", "clos"),
        ("closes", "clos"),
        ("closing", "clos"),
        ("closed", "clos"),
        ("stopped", "stop"),
        ("policies", "policy"),
        ("prices", "pric"),
        ("fees", "fee"),
        ("demo", "demo"),
        ("bus", "bus"),
    ],
)
def test_stem(word: str, expected: str) -> None:
    assert stem(word) == expected


def test_tokenize_drops_stop_words_and_punctuation() -> None:
    assert tokenize("How do I get DEMO funds?") == ["get", "demo", "fund"]
    assert tokenize("") == []
    assert tokenize("¿¡ !!") == []


def test_bm25_prefers_rarer_terms_and_shorter_sections() -> None:
    a = faq_section(FaqEntry("Alpha fees?", "fees fees and more fees"))
    b = faq_section(FaqEntry("Beta grid?", "the grid has cells"))
    c = faq_section(FaqEntry("Gamma grid fees?", "a long answer " + "word " * 40 + "grid fees"))
    bm = Bm25([a, b, c])
    assert bm.idf["fee"] == bm.idf["grid"]  # both appear in two sections
    ranked = bm.rank("grid")
    assert [r.section.title for r in ranked] == ["Beta grid?", "Gamma grid fees?"]
    assert all(r.score > 0 for r in ranked)
    assert bm.rank("nothing matches") == []
    # the same query always ranks the same way
    assert [r.score for r in bm.rank("grid fees")] == [r.score for r in bm.rank("fees grid grid")]


def test_markdown_sections_split_prose_and_table_rows() -> None:
    md = """# Guide

Intro text with a [link](http://x) and `code`.

## Fees

- Maker **0.1 %**.

| call | what |
|---|---|
| `POST /a` | does `a|b` |
| `GET /b` | reads b |

```
# not a heading
```

### Close
Closing settles.
"""
    sections = markdown_sections(md, "docs/guide.md")
    titles = [(s.title, s.text) for s in sections]
    assert titles == [
        ("Guide", "Intro text with a link and code."),
        ("Guide › Fees", "POST /a; what: does a|b"),
        ("Guide › Fees", "GET /b; what: reads b"),
        ("Guide › Fees", "Maker 0.1 %. not a heading"),
        ("Guide › Close", "Closing settles."),
    ]
    assert all(s.source == "docs/guide.md" and not s.is_faq for s in sections)


def test_shorten_cuts_after_a_sentence() -> None:
    assert shorten("short") == "short"
    text = "One sentence here. " * 60
    out = shorten(text)
    assert len(out) <= MAX_ANSWER_CHARS + 2
    assert out.endswith(". …")


def test_faq_answers_the_common_questions() -> None:
    index = SupportIndex(FAQ)
    cases = {
        "How do I get demo funds?": "How do I get demo funds?",
        "where can I get some paper money": "How do I get demo funds?",
        "what fees do you charge": "What are the trading fees?",
        "how do I stop my bot": "How do I close or stop a bot?",
        "close modes": "What are the close modes?",
        "trailing stop": "What is the trailing stop?",
        "which languages can I use": "Which languages are supported?",
        "maximum number of grids": "How many grids can I use?",
    }
    for question, expected in cases.items():
        answer = index.answer(question)
        assert answer.matched, question
        assert answer.source == f"FAQ: {expected}", (question, answer.source)
        assert expected not in answer.related
        assert len(answer.related) == 3


def test_fallback_when_nothing_matches() -> None:
    index = SupportIndex(FAQ)
    answer = index.answer("zzqx")
    assert not answer.matched
    assert answer.answer == FALLBACK_ANSWER
    assert answer.related == COMMON_QUESTIONS


def test_docs_folder_is_indexed() -> None:
    docs = default_docs_dir()
    assert docs == Path(__file__).resolve().parents[2] / "docs"
    sections = load_docs(docs)
    assert {s.source for s in sections} >= {"docs/API.md", "docs/spot-grid.md"}
    index = SupportIndex(FAQ, sections)
    # an FAQ answer beats the API table row that also mentions demo funds
    assert index.answer("How do I get demo funds?").source == "FAQ: How do I get demo funds?"
    # a question only the docs answer
    answer = index.answer("websocket ping pong")
    assert answer.matched and "docs/API.md" in answer.source
    assert load_docs(docs / "missing") == []
