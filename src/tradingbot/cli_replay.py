"""``tradingbot replay FILE``: rebuild a bot from its exported event log (JSON Lines or CSV) and
print its state as canonical JSON (keys sorted, no spaces): byte for byte the live bot's
snapshot (docs/EVENT-LOG.md). An unreadable log prints ``error: <reason>`` and exits with 2."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from tradingbot.bots.event_log.file_format import LogFormatError, canonical, read_log
from tradingbot.bots.event_log.replay import ReplayError, replay
from tradingbot.core.errors import BusinessError


def replay_command(
    file: Annotated[Path, typer.Argument(help="an export of POST /s1/bot/tradingbot/v1/export-events")],
    summary: Annotated[bool, typer.Option("--summary", help="print bot id, family and inputs first")] = False,
) -> None:
    """Rebuild a bot from its event log alone and print its state (canonical JSON)."""
    try:
        result = replay(read_log(file.read_text(encoding="utf-8")))
    except (OSError, LogFormatError, ReplayError, BusinessError) as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(2) from exc
    if summary:
        typer.echo(f"bot {result.bot_id} ({result.family}): {result.inputs} inputs replayed", err=True)
    typer.echo(canonical(result.state))
