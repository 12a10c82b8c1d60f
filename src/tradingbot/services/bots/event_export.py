"""A bot's full event log as a file its owner downloads (issue 27): the stored events with the
market rules a replay needs (``bots/event_log``; docs/EVENT-LOG.md).

Why the engine is flushed first: a price step that only moved a bot's trailing level is stored
with the next commit (its snapshot too); the export holds everything the live bot has seen.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from tradingbot.adapters.storage.models import BotEventRow, BotRow
from tradingbot.bots.base import LINEAR, SPOT, symbols_of, venue_of
from tradingbot.bots.event_log.file_format import FORMAT, VERSION, EventLog, LogEvent, to_csv, to_jsonl
from tradingbot.bots.event_log.market import MarketRules
from tradingbot.bots.registry import get_family
from tradingbot.core.errors import BusinessError, RetCode
from tradingbot.services.bots.bot_common import bot_not_found

if TYPE_CHECKING:
    from tradingbot.services.exchange.partitioned import PartitionedExchange

MAX_EXPORT_EVENTS = 200_000
"""The most events one export carries (a bot's years of fills fit; a runaway log is refused)."""

FORMATS = ("jsonl", "csv")


@dataclass(frozen=True, slots=True)
class ExportedLog:
    """The file: its name, format, number of events and text."""

    filename: str
    format: str
    events: int
    content: str


def parse_format(value: object) -> str:
    fmt = str(value or "jsonl").lower()
    if fmt not in FORMATS:
        raise BusinessError(RetCode.INVALID_PARAM, "format must be jsonl or csv", field="format")
    return fmt


def market_rules(exchange: PartitionedExchange, symbols: tuple[str, ...], category: str) -> MarketRules:
    """The rules of the bot's markets as the engine runs them now."""
    engine = exchange.market
    spot, fx = engine.sim, engine.futures
    linear = category == LINEAR
    return MarketRules(
        {s: spot.symbols[s] for s in symbols if not linear},
        spot.fees,
        {s: fx.symbols[s] for s in symbols if linear},
        {s: tuple(fx.tiers[s]) for s in symbols if linear},
        fx.fees,
    )


async def export_events(
    sessions: async_sessionmaker[Any], exchange: PartitionedExchange, user_id: int, bot_id: int, fmt: str
) -> ExportedLog:
    """The owner's bot's log in ``fmt`` (another user's bot answers as a missing one)."""
    async with sessions() as s:
        row: BotRow | None = await s.get(BotRow, bot_id)
    if row is None or row.user_id != user_id:
        raise bot_not_found(bot_id)
    if exchange.serves_bot(bot_id):
        await exchange.for_bot(bot_id).flush_prices()
    async with sessions() as s:
        count = await s.scalar(
            select(func.count()).select_from(BotEventRow).where(BotEventRow.bot_id == bot_id)
        )
        if (count or 0) > MAX_EXPORT_EVENTS:
            raise BusinessError(
                RetCode.INVALID_PARAM,
                f"this bot has {count} events: an export carries at most {MAX_EXPORT_EVENTS}",
                field="bot_id",
                bound=str(MAX_EXPORT_EVENTS),
            )
        rows = (
            await s.scalars(
                select(BotEventRow)
                .where(BotEventRow.bot_id == bot_id)
                .order_by(BotEventRow.partition, BotEventRow.seq)
            )
        ).all()
    family = get_family(row.family)
    category = LINEAR if venue_of(family) == LINEAR else SPOT
    config = family.parse_config(json.loads(row.config))
    header = {
        "format": FORMAT,
        "version": VERSION,
        "bot_id": str(bot_id),
        "family": row.family,
        "symbol": row.symbol,
        "category": category,
        "created_ms": row.created_ms,
        "market": market_rules(exchange, symbols_of(family, config), category).to_dict(),
    }
    events = [LogEvent(r.seq, r.ts_ms, r.kind, json.loads(r.data)) for r in rows]
    log = EventLog(header, events)
    content = to_jsonl(log) if fmt == "jsonl" else to_csv(log)
    return ExportedLog(f"bot-{bot_id}-events.{fmt}", fmt, len(events), content)
