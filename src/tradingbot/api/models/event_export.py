"""``POST /s1/bot/tradingbot/v1/export-events``: one of the user's bots' full event log as a file
(docs/EVENT-LOG.md), in JSON Lines or CSV; ``tradingbot replay FILE`` rebuilds the bot from it."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from tradingbot.api.contract import IdIn, IdStr, In, Out


class ExportEventsRequest(In):
    bot_id: IdIn | None = Field(default=None, description="required: one of the user's bots (any family)")
    format: Annotated[str, Field(max_length=8)] | None = Field(
        default=None, examples=["jsonl"], description="jsonl (default) or csv"
    )


class ExportEventsResult(Out):
    bot_id: IdStr
    format: Literal["jsonl", "csv"] = Field(examples=["jsonl"])
    filename: str = Field(examples=["bot-1024-events.jsonl"])
    events: int = Field(examples=[42], description="how many events the file holds (at most 200000)")
    content: str = Field(
        examples=[
            '{"bot_id":"1024","family":"spot_grid","format":"tradingbot.bot-events",...}\n'
            '{"data":{"config":{...},"family":"spot_grid","funds":{"USDT":"1000"},"marks":{"BTCUSDT":"100000"}},'
            '"kind":"CREATED","seq":1,"ts":1764200000000}\n'
        ],
        description="the file's text: a header line, then one event a line (CSV: a HEADER row first)",
    )
