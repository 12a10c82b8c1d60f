"""``tradingbot run-cluster`` (``make run-cluster``): the whole cluster on one machine.

Migrates and seeds the database, then starts a feed, ``workers`` workers and one API node of
``api_processes`` processes on one port, each as its own OS process with the same environment
(``DATABASE_URL``, ``NATS_URL``, ``BOT_PARTITIONS``, ``BOT_JOBS=jetstream``), and stops them all
on Ctrl-C or SIGTERM (workers hand their partitions back). A process that dies is reported and
the others keep running (kill a worker to watch the others take its partitions over:
``GET /admin/engine/partitions``). On several machines, run the same commands under systemd
instead: docs/DEPLOY.md.
"""

from __future__ import annotations

import os
import signal

# bandit B404/B603: it starts this package's own CLI commands with fixed arguments, never a shell
import subprocess  # nosec B404
import sys
import time
from collections.abc import Mapping

STOP_S = 30.0


def _cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "tradingbot.cli", *args]


def create_database(url: str) -> None:
    """Create the PostgreSQL database of ``url`` when it does not exist yet."""
    from sqlalchemy.engine import make_url

    u = make_url(url)
    if not u.drivername.startswith("postgresql") or not u.database:
        return
    import psycopg

    admin = u.set(drivername="postgresql", database="postgres").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        if conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (u.database,)).fetchone() is None:
            conn.execute(f'CREATE DATABASE "{u.database}"')


def run_cluster(env: Mapping[str, str], host: str, port: int, workers: int, api_processes: int) -> int:
    """Start everything, wait for a signal, stop everything; the exit status."""
    full = dict(os.environ) | dict(env) | {"BOT_JOBS": "jetstream"}
    create_database(full["DATABASE_URL"])
    for step in ("migrate", "seed"):
        subprocess.run(_cli(step), env=full, check=True)  # nosec B603
    procs: dict[str, subprocess.Popen[bytes]] = {
        "feed": subprocess.Popen(_cli("feed"), env=full)  # nosec B603
    }
    for n in range(1, workers + 1):
        procs[f"worker-{n}"] = subprocess.Popen(_cli("worker"), env=full)  # nosec B603
    api = _cli("api", "--host", host, "--port", str(port), "--processes", str(api_processes))
    procs["api"] = subprocess.Popen(api, env=full | {"BOT_JOB_RUNNER": "false"})  # nosec B603
    print(
        f"cluster: feed, {workers} workers, {api_processes} API processes on http://{host}:{port}/tradingbot/"
    )
    stopping = False

    def stop(*_: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    reported: set[str] = set()
    while not stopping:
        for name, proc in procs.items():
            if proc.poll() is not None and name not in reported:
                reported.add(name)
                print(f"cluster: {name} exited with {proc.returncode}", file=sys.stderr)
        if len(reported) == len(procs):
            break
        time.sleep(0.5)
    for proc in procs.values():
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
    deadline = time.monotonic() + STOP_S
    for proc in procs.values():
        try:
            proc.wait(timeout=max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()
    return 0 if stopping else 1
