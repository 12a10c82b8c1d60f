"""The strategy-info content cannot drift from the code.

Every SPEC language has a content file with every family, every parameter of the catalog, the
same labels and units as English, and the same placeholders in its patterns; the catalog's
parameter keys are exactly each family's real create fields (read from the families' parsers).
"""

from __future__ import annotations

import json
import string
from importlib import resources
from typing import Any

import pytest

from tradingbot.bots.dca import config as dca_config
from tradingbot.bots.futures_combo import config as combo_config
from tradingbot.bots.futures_grid import config as fgrid_config
from tradingbot.bots.futures_martingale import config as fmart_config
from tradingbot.bots.spot_grid import config as sgrid_config
from tradingbot.services.discovery.strategy_info import CONTENT_DIR, StrategyInfo
from tradingbot.services.discovery.strategy_info_catalog import FAMILIES, RECURRING, SAFETY_ORDER, UNITS
from tradingbot.services.support.announcements import LANGUAGES

# creation metadata every family accepts and the service keeps (not a parameter of the bot)
METADATA = frozenset({"source", "block_source", "create_type", "followed_grid_id", "strategy_id"})
# the families' own create field sets (private to their parsers; read here on purpose)
RECURRING_FIELDS = dca_config._RECURRING - METADATA
SAFETY_FIELDS = dca_config._SAFETY - METADATA
CREATE_FIELDS = {
    "spot_grid": sgrid_config._FIELDS - METADATA,
    "futures_grid": fgrid_config._FIELDS - METADATA,
    "spot_dca": RECURRING_FIELDS | SAFETY_FIELDS,
    "futures_martingale": fmart_config._FIELDS - METADATA,
    "futures_combo": combo_config._FIELDS - METADATA,
}


def _file(lang: str) -> dict[str, Any]:
    path = resources.files("tradingbot").joinpath(f"{CONTENT_DIR}/{lang}.json")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_catalog_keys_are_the_families_create_fields() -> None:
    for family, fields in CREATE_FIELDS.items():
        keys = [p.key for p in FAMILIES[family]]
        assert len(keys) == len(set(keys)), family
        assert set(keys) == set(fields), family
    assert set(FAMILIES) == set(CREATE_FIELDS)


def test_dca_variants_are_the_fields_of_each_type() -> None:
    specs = FAMILIES["spot_dca"]
    rec = {p.key for p in specs if RECURRING in p.variants or p.key == "dca_type"}
    safety = {p.key for p in specs if SAFETY_ORDER in p.variants or p.key == "dca_type"}
    assert rec == RECURRING_FIELDS
    assert safety == SAFETY_FIELDS


def test_units_are_known() -> None:
    assert {p.unit for specs in FAMILIES.values() for p in specs} <= set(UNITS)


def test_content_files_are_exactly_the_languages() -> None:
    folder = resources.files("tradingbot").joinpath(CONTENT_DIR)
    names = sorted(p.name for p in folder.iterdir() if p.name.endswith(".json"))
    assert names == sorted(f"{lang}.json" for lang in LANGUAGES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_every_family_parameter_and_label(lang: str) -> None:
    en, data = _file("en"), _file(lang)
    assert set(data) == {"labels", "families"}
    assert set(data["labels"]) == set(en["labels"])
    assert set(data["labels"]["units"]) == set(UNITS)
    for key, text in en["labels"].items():
        if isinstance(text, str):
            assert _placeholders(data["labels"][key]) == _placeholders(text), (lang, key)
            assert data["labels"][key].strip(), (lang, key)
    assert list(data["families"]) == list(FAMILIES)
    for family, specs in FAMILIES.items():
        got, ref = data["families"][family], en["families"][family]
        assert set(got) == set(ref), (lang, family)
        for field in ("name", "summary"):
            assert got[field].strip(), (lang, family, field)
        assert len(got["how"]) == len(ref["how"]) and all(s.strip() for s in got["how"]), (lang, family)
        assert len(got["risks"]) == len(ref["risks"]) and all(s.strip() for s in got["risks"]), (lang, family)
        assert set(got.get("variants", {})) == set(ref.get("variants", {})), (lang, family)
        assert set(got["params"]) == {p.key for p in specs}, (lang, family)
        for key, p in got["params"].items():
            assert set(p) == {"label", "text"} and p["label"].strip() and p["text"].strip(), (
                lang,
                family,
                key,
            )


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_translations_are_not_english_copies(lang: str) -> None:
    en, data = _file("en"), _file(lang)
    for family in FAMILIES:
        assert data["families"][family]["summary"] != en["families"][family]["summary"], (lang, family)
        texts = [p["text"] for p in data["families"][family]["params"].values()]
        english = [p["text"] for p in en["families"][family]["params"].values()]
        assert not set(texts) & set(english), (lang, family)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_family_renders_and_fits_the_chat(lang: str) -> None:
    info = StrategyInfo(lang)
    for family, specs in FAMILIES.items():
        out = info.family(family)
        assert [p["key"] for p in out["params"]] == [p.key for p in specs]
        assert len(info.chat_family(family)) <= 700
        for spec in specs:
            assert info.chat_param(family, spec)
