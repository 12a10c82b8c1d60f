"""kill -9 the real server process and start it again: sessions and balances are all there."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import httpx

from tests.integration.serverproc import free_port, server


def test_kill_9_keeps_everything_acknowledged(tmp_path: Path) -> None:
    db = tmp_path / "bot.db"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with server(db, port) as proc, httpx.Client(base_url=base) as c:
        assert (
            c.post("/v2/public/user/register", json={"email": "k@x.io", "password": "password123"}).json()[
                "ret_code"
            ]
            == 0
        )
        h = {"X-CSRF-Token": c.cookies["csrf_token"]}
        assert (
            c.post("/v2/private/user/demo-funds", json={"coin": "USDT", "amount": "10000"}, headers=h).json()[
                "ret_code"
            ]
            == 0
        )
        t = {"coin": "USDT", "amount": "1234.5678", "from_account_type": "FUND", "to_account_type": "SPOT"}
        assert c.post("/v2/private/asset/transfer", json=t, headers=h).json()["ret_code"] == 0
        cookies = dict(c.cookies)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    with server(db, port), httpx.Client(base_url=base, cookies=cookies) as c:
        assert c.get("/v2/private/user/profile").json()["result"]["email"] == "k@x.io"
        fund = c.get("/v2/private/asset/balances", params={"account_type": "FUND"}).json()["result"]["list"]
        spot = c.get("/v2/private/asset/balances", params={"account_type": "SPOT"}).json()["result"]["list"]
        assert fund == [{"coin": "USDT", "free": "8765.4322", "locked": "0"}]
        assert spot == [{"coin": "USDT", "free": "1234.5678", "locked": "0"}]
