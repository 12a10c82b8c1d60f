"""Strategy info (SPEC §7 Discovery): the families' texts and the chat's short answers."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, WithJsonSchema

from tradingbot.api.contract import DecimalStr, Out, StrictIn

Family = Literal["spot_grid", "futures_grid", "spot_dca", "futures_martingale", "futures_combo"]
"""The families' keys (``services/strategy_info_catalog.FAMILIES``)."""

LooseText = Annotated[Any, WithJsonSchema({"anyOf": [{"type": "string"}, {"type": "null"}]})]
"""A text field the endpoint checks itself, so that a value of another type answers its own
message (``family is required``, ``lang must be a string``); the contract says a string."""


class ChatInfoRequest(StrictIn):
    family: LooseText = Field(
        default=None,
        description="a family's key, or a name it is asked by (fgrid, dca, fmart, combo, ...)",
        examples=["spot_grid"],
    )
    param: LooseText = Field(
        default=None, description="a create field of the family (needs family)", examples=["cell_number"]
    )
    question: LooseText = Field(
        default=None,
        description="a question to match to a family or parameter (1..500 characters)",
        examples=["What is a spot grid?"],
    )
    lang: LooseText = Field(
        default=None, description="the language (else the lang header, else English)", examples=["ja-JP"]
    )


class Labels(Out):
    """The headings a client shows around the content."""

    risks: str
    parameters: str
    required: str
    optional: str


class VariantName(Out):
    key: str = Field(examples=["spot_dca_ladder"])
    name: str


class Variant(VariantName):
    text: str


class ParamInfo(Out):
    """One create field: its label and text, unit, bounds and the variants that take it."""

    key: str = Field(examples=["cell_number"])
    label: str = Field(examples=["Number of grids"])
    text: str
    required: bool
    unit: str = Field(examples=["count"])
    unit_text: str = Field(examples=["whole number"])
    min: DecimalStr | None
    max: DecimalStr | None
    of_price: bool = Field(description="min and max are multiples of the symbol's last price")
    bounds_text: str = Field(examples=["2 to 200"])
    values: list[str] = Field(description="the values the field takes, when it is a choice")
    variants: list[VariantName] = Field(description="the sub-types that take it (empty: every create)")


class FamilyInfo(Out):
    family: Family
    name: str = Field(examples=["Spot grid"])
    summary: str
    how: list[str]
    risks: list[str]
    variants: list[Variant]
    params: list[ParamInfo]


class StrategyInfoResult(Out):
    lang: str = Field(examples=["en"])
    labels: Labels
    families: list[FamilyInfo]


class ChatInfoResult(Out):
    matched: bool = Field(description="false: the question named no family or parameter")
    family: Family | None
    param: str | None = Field(examples=["cell_number"])
    lang: str = Field(examples=["en"])
    title: str
    answer: str = Field(description="at most 700 characters")
