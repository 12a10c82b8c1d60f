"""Which family or parameter a chat question asks about ("what is a spot grid", "cell_number?").

Why a narrow matcher: the support chat sends every question here first and falls back to the
FAQ when nothing matches, so a question that merely mentions a family ("how do I create a spot
grid bot?") must stay with the FAQ. A parameter matches when the question names it (its create
key, or its label in the question's language or English) with at most ``MAX_REST_PARAM`` other
words; a one-word name ("pairs", "investment", "leverage") only when the question also names the
family, since alone it is everyday language. A family alone needs the question to be little more
than its name (``MAX_REST_FAMILY``).
Japanese and Chinese have no spaces: there a name matches anywhere and two characters count as
a word. The longest name wins, so "futures grid" is not read as "grid".
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from tradingbot.services.discovery.strategy_info import DEFAULT_LANG, load_content
from tradingbot.services.discovery.strategy_info_catalog import FAMILIES

MAX_REST_FAMILY = 4
MAX_REST_PARAM = 5
_WORD = re.compile(r"\w+")
_NO_SPACES = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
#: Other names people use for a family (the web routes' and everyday ones).
_FAMILY_WORDS = {
    "spot_grid": ("grid", "grid bot", "spot grid"),
    "futures_grid": ("fgrid", "futures grid", "future grid", "contract grid"),
    "spot_dca": ("dca", "spot dca", "recurring buy", "safety order", "safety orders"),
    "futures_martingale": ("martingale", "fmart", "futures martingale"),
    "futures_combo": ("combo", "fcombo", "futures combo"),
}


@dataclass(frozen=True, slots=True)
class Match:
    """What a question asks about: a family, and maybe one of its parameters."""

    family: str
    param: str | None = None


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower().replace("_", " ").replace("-", " ")
    return " ".join(_WORD.findall(text))


def _words(text: str) -> int:
    n = 0
    for word in text.split():
        cjk = len(_NO_SPACES.findall(word))
        n += (cjk + 1) // 2 + (1 if len(word) > cjk else 0)
    return n


def _find(text: str, phrase: str) -> int:
    """Where ``phrase`` occurs in ``text`` as whole words (anywhere for CJK), or -1."""
    if not phrase:
        return -1
    if _NO_SPACES.search(phrase):
        return text.find(phrase)
    m = re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text)
    return -1 if m is None else m.start()


def _names(lang: str) -> tuple[list[tuple[str, str]], list[tuple[str, str, str]]]:
    """(phrase, family) and (phrase, family, param) pairs in ``lang`` and English."""
    families: list[tuple[str, str]] = []
    params: list[tuple[str, str, str]] = []
    for code in dict.fromkeys((lang, DEFAULT_LANG)):
        content = load_content(code)["families"]
        for family, text in content.items():
            families.append((_norm(text["name"]), family))
            for key, p in text["params"].items():
                params.append((_norm(p["label"]), family, key))
    for family, words in _FAMILY_WORDS.items():
        families.extend((_norm(w), family) for w in words)
        families.append((_norm(family), family))
        params.extend((_norm(spec.key), family, spec.key) for spec in FAMILIES[family])
    return families, params


def _cut(text: str, phrase: str) -> str:
    at = _find(text, phrase)
    return text if at < 0 else f"{text[:at]} {text[at + len(phrase) :]}"


def _specific(phrase: str) -> bool:
    """A name that means the parameter on its own: two words or more (three CJK characters)."""
    if _NO_SPACES.search(phrase):
        return len(phrase) >= 3
    return len(phrase.split()) >= 2


def match_question(question: str, lang: str, family: str | None = None) -> Match | None:
    """The family/parameter the question asks about (within ``family`` when given), or None."""
    text = _norm(question)
    families, params = _names(lang)
    fam_hits = sorted(
        ((p, f) for p, f in families if (family is None or f == family) and _find(text, p) >= 0),
        key=lambda h: -len(h[0]),
    )
    named = fam_hits[0][1] if fam_hits else family
    order = {f: i for i, f in enumerate(FAMILIES)}
    par_hits = sorted(
        (
            (p, f, k)
            for p, f, k in params
            if (named is None or f == named) and (named is not None or _specific(p)) and _find(text, p) >= 0
        ),
        key=lambda h: (-len(h[0]), order[h[1]]),
    )
    if par_hits:
        phrase, fam, key = par_hits[0]
        rest = _cut(text, phrase)
        if fam_hits and fam_hits[0][0] not in phrase:
            rest = _cut(rest, fam_hits[0][0])
        return Match(fam, key) if _words(rest) <= MAX_REST_PARAM else None
    rest = _cut(text, fam_hits[0][0]) if fam_hits else text
    if fam_hits and _words(rest) <= MAX_REST_FAMILY:
        return Match(fam_hits[0][1])
    return None
