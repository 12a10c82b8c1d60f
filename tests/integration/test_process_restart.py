"""kill -9 the real server process and start it again: sessions and balances are all there."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from tests.conftest import REPO

TOKEN = "proc-admin"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def server(db: Path, port: int) -> Iterator[subprocess.Popen[bytes]]:
    cmd = [
        sys.executable,
        "-m",
        "tradingbot.cli",
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--database-url",
        f"sqlite:///{db}",
        "--admin-token",
        TOKEN,
        "--no-market-simulator",
    ]
    env = dict(os.environ, LOG_LEVEL="warning")
    proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        for _ in range(300):  # wait until it answers (bounded: 30 s)
            try:
                if httpx.get(f"http://127.0.0.1:{port}/t1", timeout=0.5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if proc.poll() is not None:
                raise RuntimeError(proc.stderr.read().decode() if proc.stderr else "server exited")
            time.sleep(0.1)
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(timeout=10)


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
