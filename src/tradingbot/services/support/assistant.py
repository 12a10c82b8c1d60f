"""The support chat's help assistant: answers from the product's own FAQ and docs.

No external service and no model: the curated FAQ (``support_faq.py``) and the markdown pages of
the repository's ``docs/`` folder are split into sections, and a question is answered by ranking
the sections with BM25 over word stems. Everything is deterministic: the same question always gets
the same answer.

- Sections: every FAQ entry (its question weighs double, its keywords once, its answer once); every
  ``##``/``###`` section of a docs page (prose), and every row of a markdown table on its own (so a
  long reference table answers with the one row that matches).
- Tokens: lower-case ASCII words and numbers, English stop words dropped, a light suffix stemmer
  (``funds`` -> ``fund``, ``closing`` -> ``clos``, ``policies`` -> ``policy``).
- Score: BM25 (k1 = 1.2, b = 0.75) over the unique query stems; FAQ sections get a 1.25 boost since
  they answer in plain words, plus ``QUESTION_WEIGHT`` times the Jaccard overlap of the query's
  stems with the FAQ question's stems (a question asked almost as written wins over one that merely
  shares a common word). Below ``MIN_SCORE`` the assistant says it found nothing and offers the
  most common questions.
- Related questions: the next best FAQ questions (score > 0), padded with the common questions, up
  to 3, never the one answered.
"""

from __future__ import annotations

import math
import os
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.support.faq import FAQ, FaqEntry

MAX_QUESTION_LENGTH = 500
MAX_ANSWER_CHARS = 700
MAX_RELATED = 3
MIN_SCORE = 1.0
FAQ_BOOST = 1.25
QUESTION_WEIGHT = 4.0
K1 = 1.2
B = 0.75
FAQ_SOURCE = "FAQ"
FALLBACK_SOURCE = "bot help"
FALLBACK_ANSWER = (
    "Sorry, I could not find an answer to that in the help pages. Try asking about spot grid bots, "
    "demo funds, fees, closing a bot, the trailing stop or languages."
)


def check_question_length(question: str) -> None:
    """INVALID_PARAM naming ``question`` when it is longer than the chat takes (support and strategy info)."""
    if len(question) > MAX_QUESTION_LENGTH:
        raise BusinessError(
            RetCode.INVALID_PARAM,
            f"question must be at most {MAX_QUESTION_LENGTH} characters",
            field="question",
            bound=f"1..{MAX_QUESTION_LENGTH}",
        )


#: Offered when nothing better matches (the first FAQ questions people ask).
COMMON_QUESTIONS: tuple[str, ...] = (
    "How do I get demo funds?",
    "How do I create a spot grid bot?",
    "How do I close or stop a bot?",
)
#: Environment variable that points the index at another docs folder.
DOCS_DIR_ENV = "BOT_SUPPORT_DOCS_DIR"


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: English stop words (question words and fillers); "up", "out", "not", "get"... stay meaningful.
STOP_WORDS = _words(
    """
    a about above after again also am an and any are as at be been before being below between but by
    can could did do does doing done during each else few for from further gets got had has have having
    he her here hers him his how i if in into is it its itself just me more most my myself nor now of on
    once only or our ours over own please same she should so some such than that the their theirs them
    then there these they this those through to too under until very was we were what when where which
    while who whom why will with would you your yours yourself
    """
)

_WORD = re.compile(r"[a-z0-9]+")


def stem(word: str) -> str:
    """A light, deterministic English suffix stemmer (enough to match plural and verb forms).

    Applied in order: ``ies`` -> ``y``; ``ing`` / ``ed`` dropped (a doubled final consonant
    undoubled: ``stopped`` -> ``stop``); ``es`` after s/x/z dropped, else a plural ``s``; then a
    final ``e`` of a longer word (``close``, ``closes``, ``closing`` and ``closed`` all give ``clos``).
    """
    w = word
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    verb = False
    if len(w) > 5 and w.endswith("ing"):
        w, verb = w[:-3], True
    elif len(w) > 4 and w.endswith("ed") and not w.endswith("eed"):
        w, verb = w[:-2], True
    if verb and len(w) > 3 and w[-1] == w[-2] and w[-1] not in "aeiouls":
        w = w[:-1]
    if not verb:
        if len(w) > 4 and w.endswith("es") and w[-3] in "sxz":
            w = w[:-2]
        elif len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
            w = w[:-1]
    if len(w) > 4 and w.endswith("e"):
        w = w[:-1]
    return w


def tokenize(text: str) -> list[str]:
    """Stems of the words of a text, stop words removed, in order."""
    return [stem(w) for w in _WORD.findall(text.lower()) if w not in STOP_WORDS]


@dataclass(frozen=True, slots=True)
class Section:
    """One answerable piece: an FAQ entry, a docs section or a docs table row."""

    title: str
    text: str
    source: str
    question: str | None = None
    #: Weighted token bag (title/question tokens count more).
    terms: Counter[str] = field(default_factory=Counter, compare=False, hash=False)
    #: The FAQ question's stems (empty for docs sections).
    question_terms: frozenset[str] = frozenset()

    @property
    def is_faq(self) -> bool:
        return self.question is not None

    @property
    def length(self) -> int:
        return sum(self.terms.values())


def faq_section(entry: FaqEntry) -> Section:
    terms: Counter[str] = Counter()
    for _ in range(2):
        terms.update(tokenize(entry.question))
    terms.update(stem(k.lower()) for k in entry.keywords)
    terms.update(tokenize(entry.answer))
    return Section(
        entry.question, entry.answer, FAQ_SOURCE, entry.question, terms, frozenset(tokenize(entry.question))
    )


# ---- Markdown ----

_LINK = re.compile(r"!?\[([^\]]*)\]\([^)]*\)")
_TABLE_SEPARATOR = re.compile(r"^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?$")


def plain(text: str) -> str:
    """Markdown inline syntax removed (links keep their text), whitespace collapsed."""
    t = _LINK.sub(r"\1", text)
    t = t.replace("**", "").replace("__", "").replace("`", "")
    t = re.sub(r"^\s*[-*]\s+", "", t, flags=re.MULTILINE)
    t = re.sub(r"^#+\s*", "", t, flags=re.MULTILINE)
    return re.sub(r"\s+", " ", t).strip()


def _cells(line: str) -> list[str]:
    inner = line.strip()
    inner = inner.removeprefix("|").removesuffix("|")
    # a pipe inside backticks (e.g. `2|3|4`) is part of a cell, not a separator
    parts: list[str] = []
    buf: list[str] = []
    in_code = False
    for ch in inner:
        if ch == "`":
            in_code = not in_code
        if ch == "|" and not in_code:
            parts.append("".join(buf))
            buf = []
        else:
            buf.append(ch)
    parts.append("".join(buf))
    return [plain(p) for p in parts]


def _doc_section(title: str, text: str, source: str, heading_weight: int = 2) -> Section:
    terms: Counter[str] = Counter()
    for _ in range(heading_weight):
        terms.update(tokenize(title))
    terms.update(tokenize(text))
    return Section(title, text, source, None, terms)


def markdown_sections(markdown: str, source: str) -> list[Section]:
    """Split a markdown page into prose sections (by ## / ### heading) and table rows."""
    lines = markdown.splitlines()
    doc_title = next((plain(line) for line in lines if line.startswith("# ")), Path(source).stem)
    out: list[Section] = []
    heading = doc_title
    prose: list[str] = []
    header: list[str] | None = None
    in_code = False

    def flush_prose() -> None:
        text = plain("\n".join(prose))
        if text:
            title = doc_title if heading == doc_title else f"{doc_title} › {heading}"
            out.append(_doc_section(title, text, source))
        prose.clear()

    for line in lines:
        stripped = line.strip()
        if stripped.startswith("```"):
            in_code = not in_code
            continue
        if not in_code and re.match(r"^#{1,3}\s", stripped):
            flush_prose()
            header = None
            if not stripped.startswith("# "):
                heading = plain(stripped)
            continue
        if not in_code and stripped.startswith("|"):
            if _TABLE_SEPARATOR.match(stripped):
                continue
            cells = _cells(stripped)
            if header is None:
                header = cells
                continue
            pairs = [
                f"{h}: {c}" if h and i > 0 else c
                for i, (h, c) in enumerate(zip(header, cells, strict=False))
                if c
            ]
            text = "; ".join(pairs)
            if text:
                title = f"{doc_title} › {heading}" if heading != doc_title else doc_title
                out.append(_doc_section(title, text, source, heading_weight=1))
            continue
        header = None if not stripped else header
        prose.append(line)
    flush_prose()
    return out


def load_docs(docs_dir: Path) -> list[Section]:
    """Sections of every ``*.md`` page of a folder, in file-name order (nothing when it is missing)."""
    if not docs_dir.is_dir():
        return []
    sections: list[Section] = []
    for path in sorted(docs_dir.glob("*.md")):
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            continue
        sections.extend(markdown_sections(text, f"docs/{path.name}"))
    return sections


def default_docs_dir() -> Path:
    """``$BOT_SUPPORT_DOCS_DIR``, else the repository's ``docs/`` folder."""
    env = os.environ.get(DOCS_DIR_ENV)
    if env:
        return Path(env)
    return Path(__file__).resolve().parents[4] / "docs"


def shorten(text: str, limit: int = MAX_ANSWER_CHARS) -> str:
    """At most ``limit`` characters, cut after a sentence when possible."""
    if len(text) <= limit:
        return text
    cut = text[:limit]
    end = max(cut.rfind(". "), cut.rfind("; "))
    if end > limit // 2:
        return cut[: end + 1].rstrip(";") + " …"
    return cut.rsplit(" ", 1)[0] + " …"


# ---- BM25 ----


@dataclass(frozen=True, slots=True)
class Ranked:
    section: Section
    score: float


class Bm25:
    """Okapi BM25 over the sections' weighted term bags."""

    def __init__(self, sections: Sequence[Section], k1: float = K1, b: float = B) -> None:
        self.sections = list(sections)
        self.k1 = k1
        self.b = b
        n = len(self.sections)
        self.avg_len = (sum(s.length for s in self.sections) / n) if n else 0.0
        df: Counter[str] = Counter()
        for s in self.sections:
            df.update(set(s.terms))
        self.idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}

    def score(self, query_terms: Iterable[str], section: Section) -> float:
        total = 0.0
        length_norm = 1 - self.b + self.b * (section.length / self.avg_len if self.avg_len else 0.0)
        for t in set(query_terms):
            tf = section.terms.get(t, 0)
            if not tf:
                continue
            total += self.idf.get(t, 0.0) * tf * (self.k1 + 1) / (tf + self.k1 * length_norm)
        return total

    def rank(
        self, query: str, boost_faq: float = FAQ_BOOST, question_weight: float = QUESTION_WEIGHT
    ) -> list[Ranked]:
        """Every section with a positive score, best first (ties: the earlier section)."""
        terms = tokenize(query)
        unique = set(terms)
        scored = []
        for i, s in enumerate(self.sections):
            v = self.score(terms, s)
            if v <= 0:
                continue
            if s.is_faq:
                v *= boost_faq
                if s.question_terms:
                    v += question_weight * len(unique & s.question_terms) / len(unique | s.question_terms)
            scored.append((-v, i, s))
        scored.sort(key=lambda x: (x[0], x[1]))
        return [Ranked(s, -neg) for neg, _, s in scored]


# ---- The assistant ----


@dataclass(frozen=True, slots=True)
class SupportAnswer:
    answer: str
    source: str
    related: tuple[str, ...]
    score: float
    matched: bool

    def as_result(self) -> dict[str, object]:
        return {
            "answer": self.answer,
            "source": self.source,
            "related": list(self.related),
            "matched": self.matched,
            "lang": "en",
        }


class SupportIndex:
    """The FAQ plus the docs sections, ranked by BM25."""

    def __init__(self, faq: Sequence[FaqEntry] = FAQ, docs: Sequence[Section] = ()) -> None:
        self.faq_sections = [faq_section(e) for e in faq]
        self.sections = [*self.faq_sections, *docs]
        self.bm25 = Bm25(self.sections)

    @classmethod
    def from_docs_dir(cls, docs_dir: Path | None = None, faq: Sequence[FaqEntry] = FAQ) -> SupportIndex:
        return cls(faq, load_docs(docs_dir or default_docs_dir()))

    def _related(self, ranked: Sequence[Ranked], exclude: str | None) -> tuple[str, ...]:
        out: list[str] = []
        candidates = [r.section.question for r in ranked if r.section.question]
        known = {s.question for s in self.faq_sections}
        candidates += [q for q in COMMON_QUESTIONS if q in known]
        for q in candidates:
            if q and q != exclude and q not in out:
                out.append(q)
            if len(out) == MAX_RELATED:
                break
        return tuple(out)

    def answer(self, question: str) -> SupportAnswer:
        ranked = self.bm25.rank(question)
        if not ranked or ranked[0].score < MIN_SCORE:
            return SupportAnswer(
                FALLBACK_ANSWER,
                FALLBACK_SOURCE,
                self._related([], None),
                ranked[0].score if ranked else 0.0,
                False,
            )
        best = ranked[0].section
        source = f"{FAQ_SOURCE}: {best.title}" if best.is_faq else f"{best.title} ({best.source})"
        return SupportAnswer(
            shorten(best.text), source, self._related(ranked[1:], best.question), ranked[0].score, True
        )


@lru_cache(maxsize=1)
def default_index() -> SupportIndex:
    """The process-wide index (built once, on first use)."""
    return SupportIndex.from_docs_dir()
