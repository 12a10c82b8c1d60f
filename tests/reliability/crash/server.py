"""The server under test: started through the fork server (``zygote.py``), killed with SIGKILL,
started again on the same port and database; each start timed until it answers."""

from __future__ import annotations

import os
import signal
import ssl
import subprocess
import sys
import time
from pathlib import Path

import httpx

import tradingbot
from tests.conftest import REPO
from tests.integration.serverproc import free_port

TOKEN = "crash-admin"
LOOPBACK_TLS = ssl.create_default_context()
"""Built once: every client here speaks plain HTTP to 127.0.0.1, but an ``httpx.Client`` builds a
TLS context (loading the CA bundle) when it is made, which cost more than a kill cycle's calls."""
ENV = {
    "LOG_LEVEL": "warning",
    "CRASH_ADMIN_TOKEN": TOKEN,
    "BOT_DEMO_PER_HOUR": "1000",
}


class Server:
    """One server at a time on ``url``: :meth:`start`, :meth:`kill` (SIGKILL), again."""

    def __init__(self, url: str, log: Path) -> None:
        self.url = url
        self.log = log
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.pid: int | None = None
        self.starts: list[float] = []
        """Seconds from each start until the server answered."""
        src = str(Path(tradingbot.__file__).resolve().parents[1])  # the tradingbot the tests import
        path = os.pathsep.join(filter(None, [src, str(REPO), os.environ.get("PYTHONPATH")]))
        env = dict(os.environ, **ENV, PYTHONPATH=path)
        self._z = subprocess.Popen(
            [sys.executable, "-m", "tests.reliability.crash.zygote"],
            cwd=REPO,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self._ask(None) == "ready"

    def _ask(self, line: str | None) -> str:
        assert self._z.stdin is not None and self._z.stdout is not None
        if line is not None:
            self._z.stdin.write(line + "\n")
            self._z.stdin.flush()
        return self._z.stdout.readline().strip()

    def start(self) -> float:
        """Start the server and wait until it answers (bounded: 60 s); the seconds it took."""
        assert self.pid is None
        t0 = time.perf_counter()
        self.pid = int(self._ask(f"start {self.port} {self.url} {self.log}"))
        with httpx.Client(base_url=self.base, timeout=1.0, verify=LOOPBACK_TLS) as c:
            while True:
                try:
                    if c.get("/t1").status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                if time.perf_counter() - t0 > 60:
                    raise RuntimeError(f"server did not answer in 60 s; see {self.log}:\n{self.tail()}")
                if _dead(self.pid):
                    raise RuntimeError(f"server exited at start; see {self.log}:\n{self.tail()}")
                time.sleep(0.005)
        took = time.perf_counter() - t0
        self.starts.append(took)
        return took

    def kill(self) -> None:
        """SIGKILL the server (no clean-up of any kind) and reap it."""
        if self.pid is None:
            return
        os.kill(self.pid, signal.SIGKILL)
        assert self._ask(f"reap {self.pid}") == "ok"
        self.pid = None

    def tail(self, n: int = 4000) -> str:
        try:
            return self.log.read_text()[-n:]
        except OSError:
            return ""

    def close(self) -> None:
        self.kill()
        if self._z.stdin is not None:
            self._z.stdin.close()
        self._z.wait(timeout=30)


def _dead(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[1].startswith("Z")
    except OSError:
        return True
