"""Run the real server as a child process on a free loopback port (for kill -9 tests)."""

from __future__ import annotations

import os
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
def server(db: Path, port: int, **settings: str) -> Iterator[subprocess.Popen[bytes]]:
    """Start ``tradingbot serve`` (no simulator, admin enabled; ``settings`` as environment
    variables, e.g. ``BOT_CREATE_PER_MINUTE``); always stopped on exit."""
    cmd = [
        sys.executable, "-m", "tradingbot.cli", "serve", "--host", "127.0.0.1", "--port", str(port),
        "--database-url", f"sqlite:///{db}", "--admin-token", TOKEN, "--no-market-simulator",
    ]  # fmt: skip
    env = dict(os.environ, LOG_LEVEL="warning", **settings)
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


class Client:
    """Sync HTTP helper that logs in a browser-like session (cookies + CSRF header)."""

    def __init__(self, base: str, cookies: dict[str, str] | None = None):
        self.c = httpx.Client(base_url=base, cookies=cookies, timeout=120)

    def post(self, path: str, body: object = None, admin: bool = False) -> dict[str, object]:
        headers = {"Authorization": f"Bearer {TOKEN}"} if admin else {}
        csrf = self.c.cookies.get("csrf_token")
        if csrf and not admin:
            headers["X-CSRF-Token"] = csrf
        r = self.c.post(path, json=body if body is not None else {}, headers=headers)
        data: dict[str, object] = r.json()
        return data

    def get(self, path: str, **params: object) -> dict[str, object]:
        data: dict[str, object] = self.c.get(path, params=params).json()
        return data
