"""kill -9 the real server while a create sent with an ``Idempotency-Key`` runs, start it again and
retry with the same key: exactly one bot comes of it, and the retry answers that bot's id.

Each round kills at another moment after the request left (before it was read, while the engine
commits, after the commit and before the answer was stored, after the answer), so whichever
happened, the invariant is the same: the bots after the retry are the bots before plus the one
the retry names.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import threading
import time
from pathlib import Path

import httpx

from tests.integration.api.test_ranking import CREATE
from tests.integration.serverproc import TOKEN, free_port, server

GRID_PATH, GRID, _, _ = CREATE["GRID_SPOT"]
BODY = dict(GRID, quote_investment="100")
ROUNDS = 3


def bot_ids(db: Path) -> set[int]:
    with sqlite3.connect(db) as con:
        return {row[0] for row in con.execute("SELECT id FROM bots")}


def price(c: httpx.Client) -> None:
    r = c.post(
        "/admin/market/price",
        json={"symbol": "BTCUSDT", "price": "100000"},
        headers={"Authorization": f"Bearer {TOKEN}"},
    )
    assert r.json()["ret_code"] == 0, r.json()


def test_a_create_retried_after_a_kill_9_makes_one_bot(tmp_path: Path) -> None:
    db = tmp_path / "bot.db"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with server(db, port), httpx.Client(base_url=base, timeout=30) as c:
        register = {"email": "k@x.io", "password": "password123"}
        assert c.post("/v2/public/user/register", json=register).json()["ret_code"] == 0
        h = {"X-CSRF-Token": c.cookies["csrf_token"]}
        funds = {"coin": "USDT", "amount": "10000"}
        assert c.post("/v2/private/user/demo-funds", json=funds, headers=h).json()["ret_code"] == 0
        cookies = dict(c.cookies)
    rng = random.Random(23)
    for n in range(ROUNDS):
        before = bot_ids(db)
        headers = {**h, "Idempotency-Key": f"create-{n}"}
        with server(db, port) as proc, httpx.Client(base_url=base, cookies=cookies, timeout=30) as c:
            price(c)

            def send(client: httpx.Client = c, hdrs: dict[str, str] = headers) -> None:
                with contextlib.suppress(httpx.HTTPError):  # the server dies under it: the point
                    client.post(GRID_PATH, json=BODY, headers=hdrs)

            sender = threading.Thread(target=send)
            sender.start()
            time.sleep(rng.uniform(0, 0.05) if n else 0.5)  # the first round: after the answer
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
            sender.join(timeout=30)
        with server(db, port), httpx.Client(base_url=base, cookies=cookies, timeout=30) as c:
            price(c)
            retry = c.post(GRID_PATH, json=BODY, headers=headers).json()
            assert retry["ret_code"] == 0, retry
            again = c.post(GRID_PATH, json=BODY, headers=headers).json()
            assert again == retry
        after = bot_ids(db)
        assert after == before | {int(retry["result"]["grid_id"])}, (n, before, after, retry)
