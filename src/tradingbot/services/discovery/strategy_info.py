"""Strategy info (SPEC §7 Discovery): what each bot family does, its risks and its parameters.

Why content files: the text lives in ``content/strategy_info/<locale>.json`` (one per SPEC
language, shipped with the wheel), the units and bounds in :mod:`.strategy_info_catalog`; this
module joins the two for one language (English when the language is missing or unknown) and
shortens them into a chat-sized answer. Unknown families and parameters are 10001 naming the field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.discovery.strategy_info_catalog import FAMILIES, ParamSpec, family_key, param_spec
from tradingbot.services.support.announcements import LANGUAGES, language_of

DEFAULT_LANG = "en"
CONTENT_PACKAGE = "tradingbot"
CONTENT_DIR = "content/strategy_info"
MAX_CHAT_CHARS = 700


def _invalid(field_name: str, message: str) -> BusinessError:
    return BusinessError(RetCode.INVALID_PARAM, message, field=field_name, check_code="INVALID_PARAM")


@lru_cache(maxsize=len(LANGUAGES))
def load_content(lang: str) -> Mapping[str, Any]:
    """The content file of one SPEC language (read once)."""
    path = resources.files(CONTENT_PACKAGE).joinpath(f"{CONTENT_DIR}/{lang}.json")
    data: Mapping[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def resolve_lang(value: str | None) -> str:
    """The SPEC language a ``lang`` names (``ja-jp``, ``ja``, ``en-US``); English otherwise."""
    if not value or not value.strip():
        return DEFAULT_LANG
    try:
        return language_of(value)
    except BusinessError:
        return DEFAULT_LANG


def require_family(name: object) -> str:
    """The family key a request names, or 10001 on ``family``."""
    if not isinstance(name, str) or not name.strip():
        raise _invalid("family", f"family is required: one of {', '.join(FAMILIES)}")
    key = family_key(name)
    if key is None:
        raise _invalid("family", f"unknown family {name[:40]!r}: use one of {', '.join(FAMILIES)}")
    return key


def require_param(family: str, name: object) -> ParamSpec:
    """The create field of ``family`` a request names, or 10001 on ``param``."""
    spec = param_spec(family, name.strip()) if isinstance(name, str) else None
    if spec is None:
        shown = name[:40] if isinstance(name, str) else name
        raise _invalid("param", f"{family} has no parameter {shown!r}: use one of its create fields")
    return spec


def _bounds(spec: ParamSpec, labels: Mapping[str, Any]) -> str:
    if spec.low is not None and spec.high is not None:
        text = str(labels["range"]).format(low=spec.low, high=spec.high)
    elif spec.low is not None:
        text = str(labels["at_least"]).format(low=spec.low)
    elif spec.high is not None:
        text = str(labels["at_most"]).format(high=spec.high)
    else:
        return ""
    return str(labels["times_price"]).format(bounds=text) if spec.of_price else text


@dataclass(frozen=True, slots=True)
class StrategyInfo:
    """The strategy-info texts of one language."""

    lang: str

    @property
    def content(self) -> Mapping[str, Any]:
        return load_content(self.lang)

    def param(self, family: str, spec: ParamSpec) -> dict[str, Any]:
        """One parameter: its key, localized label and text, unit, bounds and where it applies."""
        labels = self.content["labels"]
        text = self.content["families"][family]["params"][spec.key]
        variants = self.content["families"][family].get("variants", {})
        return {
            "key": spec.key,
            "label": text["label"],
            "text": text["text"],
            "required": spec.required,
            "unit": spec.unit,
            "unit_text": labels["units"][spec.unit],
            "min": spec.low,
            "max": spec.high,
            "of_price": spec.of_price,
            "bounds_text": _bounds(spec, labels),
            "values": list(spec.choices),
            "variants": [{"key": v, "name": variants[v]["name"]} for v in spec.variants],
        }

    def family(self, family: str) -> dict[str, Any]:
        """A family's name, summary, how it works, risks, variants and parameter glossary."""
        text = self.content["families"][family]
        variants = text.get("variants", {})
        return {
            "family": family,
            "name": text["name"],
            "summary": text["summary"],
            "how": list(text["how"]),
            "risks": list(text["risks"]),
            "variants": [{"key": k, "name": v["name"], "text": v["text"]} for k, v in variants.items()],
            "params": [self.param(family, spec) for spec in FAMILIES[family]],
        }

    def labels(self) -> dict[str, str]:
        """The headings a client shows around the content."""
        labels = self.content["labels"]
        return {k: labels[k] for k in ("risks", "parameters", "required", "optional")}

    def chat_family(self, family: str) -> str:
        """A chat-sized answer about a family: what it does and its risks."""
        text = self.content["families"][family]
        risks = " ".join(text["risks"])
        answer = (
            f"{text['name']}: {text['summary']} {text['how'][0]}\n{self.content['labels']['risks']}: {risks}"
        )
        return _clip(answer)

    def chat_param(self, family: str, spec: ParamSpec) -> str:
        """A chat-sized answer about one parameter: its meaning, unit and bounds."""
        p = self.param(family, spec)
        extra = [p["unit_text"]]
        if p["bounds_text"]:
            extra.append(p["bounds_text"])
        if p["values"]:
            extra.append(str(self.content["labels"]["values"]).format(values=", ".join(p["values"])))
        family_name = self.content["families"][family]["name"]
        return _clip(f"{p['label']} ({spec.key}, {family_name}): {p['text']}\n{'; '.join(extra)}")


def _clip(text: str) -> str:
    return text if len(text) <= MAX_CHAT_CHARS else text[: MAX_CHAT_CHARS - 1].rstrip() + "…"
