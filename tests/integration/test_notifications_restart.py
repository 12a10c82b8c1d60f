"""No notification is lost across a kill -9: the outbox row is committed with the bot event, the
server is killed before its dispatcher ran again, and the restarted server delivers it (the same
notification id: at least once, the receiver can drop a repeat)."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import os
import signal
import sqlite3
from pathlib import Path

from tests.integration.api.test_ranking import GRID
from tests.integration.conftest import VENUE_KEYS_MASTER_KEY
from tests.integration.notify_kit import receiver
from tests.integration.serverproc import Client, free_port, server

N = "/v2/private/notifications"
ENV = {"BOT_NOTIFY_ALLOW_PRIVATE_URLS": "true", "BOT_VENUE_KEYS_MASTER_KEY": VENUE_KEYS_MASTER_KEY}


def ok(answer: dict[str, object]) -> dict[str, object]:
    assert answer["ret_code"] == 0, answer
    result = answer["result"]
    assert isinstance(result, dict)
    return result


def test_a_pending_notification_is_delivered_after_a_kill_9(tmp_path: Path) -> None:
    db, port = tmp_path / "bot.db", free_port()
    base = f"http://127.0.0.1:{port}"
    with receiver() as hook:
        # the dispatcher's first turn runs at start (nothing yet), the next one in an hour: never
        with server(db, port, BOT_NOTIFY_POLL_MS="3600000", **ENV) as proc:
            c = Client(base)
            ok(c.post("/v2/public/user/register", {"email": "k@x.io", "password": "password123"}))
            ok(c.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"}))
            ok(c.post("/admin/market/price", {"symbol": "BTCUSDT", "price": "100000"}, admin=True))
            secret = str(
                ok(c.post(f"{N}/channels/add", {"type": "webhook", "url": f"{hook.url}/in"}))["secret"]
            )
            bot = str(
                ok(c.post("/s1/bot/grid/v1/create-grid", dict(GRID, quote_investment="1000")))["grid_id"]
            )
            cookies = dict(c.c.cookies)
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        with sqlite3.connect(db) as conn:
            stored = conn.execute("SELECT id, kind, dispatched FROM notifications").fetchall()
        assert [(kind, dispatched) for _, kind, dispatched in stored] == [("BOT_STARTED", 0)]
        assert hook.received() == []
        with server(db, port, BOT_NOTIFY_POLL_MS="50", **ENV):
            got = asyncio.run(hook.wait_for(lambda g: len(g) >= 1))
            body = got[0].json()
            assert (body["id"], body["kind"], body["bot_id"]) == (str(stored[0][0]), "BOT_STARTED", bot)
            want = "sha256=" + hmac.new(secret.encode(), got[0].body, hashlib.sha256).hexdigest()
            assert got[0].headers["x-bot-signature"] == want
            c = Client(base, cookies)
            channel = ok(c.post(f"{N}/settings"))["channels"]
            assert isinstance(channel, list)
            log = ok(c.post(f"{N}/channels/deliveries", {"channel_id": channel[0]["id"]}))["list"]
            assert isinstance(log, list)
            assert [(d["kind"], d["status"]) for d in log] == [("BOT_STARTED", "DELIVERED")]
