"""What the event-log tests share: export a bot's log through the HTTP API, replay it with the
``tradingbot replay`` command, and read the live bot's state from the engine (or, for a bot no
longer hosted, its stored snapshot)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sqlalchemy import select
from typer.testing import CliRunner

from tests.integration.conftest import Api
from tradingbot.adapters.storage.models import BotRow
from tradingbot.bots.event_log.file_format import canonical
from tradingbot.cli import app as cli_app

EXPORT = "/s1/bot/tradingbot/v1/export-events"


async def export(api: Api, bot_id: str, fmt: str) -> dict[str, Any]:
    out: dict[str, Any] = await api.result(EXPORT, {"bot_id": bot_id, "format": fmt})
    return out


def replay_file(path: Path) -> str:
    """``tradingbot replay FILE``'s printed state (the command must succeed)."""
    run = CliRunner().invoke(cli_app, ["replay", str(path)])
    assert run.exit_code == 0, run.output
    return run.stdout.strip()


async def stored_state(container: Any, bot_id: str) -> str:
    async with container.sessions() as s:
        row = await s.scalar(select(BotRow).where(BotRow.id == int(bot_id)))
    return canonical(json.loads(row.state))


async def live_state(api: Api, bot_id: str) -> str:
    """The live bot's snapshot, canonical; its stored snapshot after a flush must be the same."""
    container = api.c._transport.app.state.container  # type: ignore[attr-defined]
    engine = container.exchange.for_bot(bot_id)
    await engine.flush_prices()
    stored = await stored_state(container, bot_id)
    if bot_id in engine.host.bot_ids():
        live = canonical(engine.host.snapshot(bot_id))
        assert live == stored
        return live
    return stored


async def assert_replays(api: Api, bot_id: str, tmp_path: Path) -> str:
    """Both exports replay to the live state byte for byte; the state."""
    live = await live_state(api, bot_id)
    for fmt in ("jsonl", "csv"):
        got = await export(api, bot_id, fmt)
        assert got["filename"] == f"bot-{bot_id}-events.{fmt}" and got["events"] > 0
        path = tmp_path / got["filename"]
        path.write_text(got["content"], encoding="utf-8")
        assert replay_file(path) == live
    return live
