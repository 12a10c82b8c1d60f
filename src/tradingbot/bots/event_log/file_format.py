"""The event-log file: one header, then every event of the bot in order (docs/EVENT-LOG.md).

Two encodings of the same records: JSON Lines (the header object, then one event object a line)
and CSV (``seq,ts,kind,symbol,price,data``: a ``HEADER`` row whose ``data`` is the header, then
one row an event; ``symbol`` and ``price`` repeat the market price of ``PRICE`` and ``FILL`` rows
for a spreadsheet, ``data`` is the event's JSON). :func:`read_log` reads either.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

FORMAT = "tradingbot.bot-events"
VERSION = 1
CSV_COLUMNS = ("seq", "ts", "kind", "symbol", "price", "data")
HEADER_KIND = "HEADER"


class LogFormatError(ValueError):
    """The file is not an event log this version can read."""


@dataclass(frozen=True, slots=True)
class LogEvent:
    """One stored bot event: its order in the log, market time (ms), kind and JSON data."""

    seq: int
    ts: int
    kind: str
    data: Mapping[str, Any]

    def to_dict(self) -> dict[str, object]:
        return {"seq": self.seq, "ts": self.ts, "kind": self.kind, "data": dict(self.data)}


@dataclass(frozen=True, slots=True)
class EventLog:
    """A header (``format``, ``version``, ``bot_id``, ``family``, ``symbol``, ``market``) and events."""

    header: Mapping[str, Any]
    events: Sequence[LogEvent]


def canonical(value: object) -> str:
    """The one JSON text of a value (keys sorted, no spaces): what "byte for byte" compares."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def to_jsonl(log: EventLog) -> str:
    lines = [canonical(dict(log.header))] + [canonical(e.to_dict()) for e in log.events]
    return "\n".join(lines) + "\n"


def _market_columns(event: LogEvent) -> tuple[str, str]:
    data = event.data
    if event.kind in ("PRICE", "FILL", "LIQUIDATION"):
        return str(data.get("symbol", "")), str(data.get("price", ""))
    return "", ""


def to_csv(log: EventLog) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    writer.writerow([0, "", HEADER_KIND, "", "", canonical(dict(log.header))])
    for e in log.events:
        writer.writerow([e.seq, e.ts, e.kind, *_market_columns(e), canonical(dict(e.data))])
    return out.getvalue()


def _event(raw: Mapping[str, Any]) -> LogEvent:
    try:
        seq, ts, kind, data = raw["seq"], raw["ts"], raw["kind"], raw["data"]
    except KeyError as exc:
        raise LogFormatError(f"an event misses {exc.args[0]!r}") from exc
    if not isinstance(data, Mapping) or not isinstance(kind, str):
        raise LogFormatError("an event's kind must be a string and its data an object")
    return LogEvent(int(seq), int(ts), kind, data)


def _checked(header: Any) -> Mapping[str, Any]:
    if not isinstance(header, Mapping) or header.get("format") != FORMAT:
        raise LogFormatError(f"not a {FORMAT} file")
    if header.get("version") != VERSION:
        raise LogFormatError(f"version {header.get('version')} is not {VERSION}")
    return header


def read_log(text: str) -> EventLog:
    """Parse a JSON Lines or CSV event log (told apart by the first character)."""
    try:
        if text.lstrip().startswith("{"):
            rows = [json.loads(line) for line in text.splitlines() if line.strip()]
            return EventLog(_checked(rows[0]), [_event(r) for r in rows[1:]])
        reader = csv.DictReader(io.StringIO(text))
        if tuple(reader.fieldnames or ()) != CSV_COLUMNS:
            raise LogFormatError(f"a CSV event log has the columns {','.join(CSV_COLUMNS)}")
        rows = list(reader)
        if not rows or rows[0]["kind"] != HEADER_KIND:
            raise LogFormatError("the first CSV row must be the HEADER")
        header = _checked(json.loads(rows[0]["data"]))
        events = [_event({**r, "data": json.loads(r["data"])}) for r in rows[1:]]
        return EventLog(header, events)
    except (json.JSONDecodeError, IndexError, TypeError) as exc:
        raise LogFormatError(f"unreadable event log: {exc}") from exc
    except ValueError as exc:
        if isinstance(exc, LogFormatError):
            raise
        raise LogFormatError(f"unreadable event log: {exc}") from exc
