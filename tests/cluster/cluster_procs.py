"""A whole cluster as child processes for the tests: workers and an API node on a nats-server and
a PostgreSQL schema of the test's own, every process on 127.0.0.1 and stopped by the test.

Prices are published by the test itself (``publish``) to the market logs, so that what every
bot sees is known exactly; ``tradingbot feed`` has its own test (``tests/bus``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from tests.bus.natsproc import NatsServer
from tests.conftest import REPO
from tests.integration.serverproc import Client, free_port
from tests.reliability.faults import OwnPostgres

ADMIN_TOKEN = "cluster-admin"

STARTUP_S = 60.0


@dataclass
class Cluster:
    db_url: str
    nats: NatsServer
    partitions: int
    log_dir: Path
    lease_ttl_ms: int = 3000
    workers: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)
    api: subprocess.Popen[bytes] | None = None
    api_port: int = 0
    api_processes: int = 1
    feed: subprocess.Popen[bytes] | None = None
    settings: dict[str, str] = field(default_factory=dict)
    """More environment for every process started from now on (e.g. BOT_COMMAND_TIMEOUT_SECONDS)."""
    postgres: OwnPostgres | None = None
    """The database's server when the test runs one of its own (``restart_postgres``)."""

    def env(self, **extra: str) -> dict[str, str]:
        return (
            dict(
                os.environ,
                DATABASE_URL=self.db_url,
                NATS_URL=self.nats.url,
                BOT_PARTITIONS=str(self.partitions),
                BOT_LEASE_TTL_MS=str(self.lease_ttl_ms),
                BOT_JOBS="jetstream",
                BOT_ADMIN_TOKEN=ADMIN_TOKEN,
                BOT_CREATE_PER_MINUTE="100000",
                LOG_LEVEL="info",
            )
            | self.settings
            | extra
        )

    def _spawn(self, name: str, *args: str) -> subprocess.Popen[bytes]:
        out = open(self.log_dir / f"{name}.log", "ab")  # noqa: SIM115 (the child keeps it)
        cmd = [sys.executable, "-m", "tradingbot.cli", *args]
        # a process group of its own: killing the API node kills its uvicorn processes too
        return subprocess.Popen(
            cmd, cwd=REPO, env=self.env(), stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )

    def start_worker(self, name: str) -> None:
        self.workers[name] = self._spawn(name, "worker")

    def start_feed(self, tick_s: float = 0.2) -> None:
        """``tradingbot feed``: the simulator, from the last logged prices, a price every ``tick_s``."""
        out = open(self.log_dir / "feed.log", "ab")  # noqa: SIM115 (the child keeps it)
        cmd = [sys.executable, "-m", "tradingbot.cli", "feed"]
        env = self.env(BOT_MARKET_TICK_SECONDS=str(tick_s))
        self.feed = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT)

    def start_api(self, processes: int | None = None) -> None:
        """``tradingbot api`` with ``processes`` uvicorn processes on one port, once it answers."""
        self.api_port = self.api_port or free_port()
        self.api_processes = processes or self.api_processes
        port = str(self.api_port)
        self.api = self._spawn(
            "api", "api", "--host", "127.0.0.1", "--port", port, "--processes", str(self.api_processes)
        )
        deadline = time.monotonic() + STARTUP_S
        while True:
            try:
                if httpx.get(f"{self.base}/t1", timeout=0.5).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if self.api.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the API node did not start: {self.log('api')[-3000:]}")
            time.sleep(0.1)

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.api_port}"

    def client(self) -> Client:
        return Client(self.base)

    def restart_postgres(self, down_s: float = 2.0) -> None:
        """A fast shutdown (connections cut, transactions rolled back), down a while, started again."""
        assert self.postgres is not None
        self.postgres.stop()
        time.sleep(down_s)
        self.postgres.start()

    def signal(self, name: str, sig: signal.Signals) -> None:
        self.workers[name].send_signal(sig)

    def kill(self, name: str) -> None:
        """SIGKILL a worker: no hand-back, its leases expire."""
        proc = self.workers.pop(name)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)

    def kill_and_restart(self, name: str) -> None:
        """SIGKILL one process (a worker, ``feed`` or ``api``: its whole process group of uvicorn
        processes) and start it again at once."""
        if name == "feed":
            assert self.feed is not None
            self.feed.kill()
            self.feed.wait(timeout=10)
            self.start_feed()
        elif name == "api":
            assert self.api is not None
            os.killpg(self.api.pid, signal.SIGKILL)
            self.api.wait(timeout=10)
            self.start_api()
        else:
            self.kill(name)
            self.start_worker(name)

    def log(self, name: str) -> str:
        path = self.log_dir / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop_feed(self) -> None:
        if self.feed is not None and self.feed.poll() is None:
            self.feed.send_signal(signal.SIGTERM)
            self.feed.wait(timeout=30)
        self.feed = None

    def stop(self) -> None:
        self.stop_feed()
        procs = [*self.workers.values(), *([self.api] if self.api else [])]
        for proc in procs:
            if proc.poll() is None:
                proc.send_signal(signal.SIGCONT)  # a paused one too
                proc.send_signal(signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
        self.workers.clear()
        self.api = None


def check_ledger(db_url: str) -> subprocess.CompletedProcess[str]:
    """``tradingbot check-ledger``: every stored partition's balances against its journal."""
    cmd = [sys.executable, "-m", "tradingbot.cli", "check-ledger", "--database-url", db_url]
    return subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=False)


@contextmanager
def cluster(db_url: str, nats: NatsServer, log_dir: Path, partitions: int = 4) -> Iterator[Cluster]:
    """A database made with ``partitions``: migrated and seeded (the demo user) before any worker starts."""
    c = Cluster(db_url, nats, partitions, log_dir)
    subprocess.run(
        [sys.executable, "-m", "tradingbot.cli", "seed"],
        cwd=REPO,
        env=c.env(),
        check=True,
        capture_output=True,
    )
    try:
        yield c
    finally:
        c.stop()
