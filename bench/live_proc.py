"""Servers, HTTP calls and wrk for ``bench/live.py``: start and kill servers, wait until ready,
read their RSS, log in, and run bounded wrk loads."""

from __future__ import annotations

import http.client
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ADMIN_TOKEN = "bench-admin-token"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def ensure_wrk() -> str:
    """wrk from Debian; installed here when missing and we are root (like the Makefile's chromium)."""
    found = shutil.which("wrk")
    if found:
        return found
    if os.geteuid() == 0 and shutil.which("apt-get"):
        print("installing Debian wrk for the live benchmark", flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-qq"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "-qq", "wrk"], check=True, env=env)
        found = shutil.which("wrk")
    if not found:
        raise SystemExit("wrk is missing and cannot be installed here (need root and apt-get)")
    return found


@dataclass
class Server:
    """One server process on 127.0.0.1:port, its output in ``log``."""

    proc: subprocess.Popen[bytes]
    port: int
    log: Path
    started: float

    @classmethod
    def start(cls, argv: list[str], port: int, log: Path, env: dict[str, str] | None = None) -> Server:
        out = log.open("ab")
        t = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, env=env)
        out.close()
        return cls(proc, port, log, t)

    def wait(self, marker: str | None = None, timeout: float = 300.0) -> tuple[float, float | None]:
        """Seconds from spawn until ``GET /t1`` answers 200, and until ``marker`` is in the log."""
        ready: float | None = None
        seen: float | None = None
        size = self.log.stat().st_size
        while ready is None or (marker is not None and seen is None):
            now = time.perf_counter()
            if now - self.started > timeout:
                raise SystemExit(f"server on {self.port} not ready in {timeout} s; see {self.log}")
            if self.proc.poll() is not None:
                raise SystemExit(f"server on {self.port} exited {self.proc.returncode}; see {self.log}")
            if marker is not None and seen is None and marker in self.log.read_text()[size:]:
                seen = now - self.started
            if ready is None and _ok("127.0.0.1", self.port, "/t1"):
                ready = time.perf_counter() - self.started
            time.sleep(0.01)
        return ready, seen

    def rss_kb(self) -> int:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    def kill9(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.kill9()


def _ok(host: str, port: int, path: str) -> bool:
    try:
        conn = http.client.HTTPConnection(host, port, timeout=1)
        conn.request("GET", path)
        return conn.getresponse().status == 200
    except OSError:
        return False


class Client:
    """A keep-alive JSON client with the session cookie and CSRF header of one login."""

    def __init__(self, port: int) -> None:
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
        self.headers: dict[str, str] = {"Content-Type": "application/json"}

    def call(self, method: str, path: str, body: Any = None) -> tuple[dict[str, Any], Any]:
        data = None if body is None else json.dumps(body)
        self.conn.request(method, path, body=data, headers=self.headers)
        res = self.conn.getresponse()
        raw = res.read()
        if method == "POST" and "login" in path:
            cookies = [v.split(";", 1)[0] for k, v in res.getheaders() if k.lower() == "set-cookie"]
            self.headers["Cookie"] = "; ".join(cookies)
            csrf = next(c.split("=", 1)[1] for c in cookies if c.startswith("csrf_token="))
            self.headers["X-CSRF-Token"] = csrf
        return json.loads(raw), res

    def ok(self, method: str, path: str, body: Any = None) -> dict[str, Any]:
        """The envelope of a call that must succeed (the bench stops on anything else)."""
        env, res = self.call(method, path, body)
        if res.status != 200 or env.get("ret_code") != 0:
            raise SystemExit(f"{method} {path} answered {res.status} {env}")
        return env

    def timed(self, method: str, path: str, body: Any) -> float:
        t = time.perf_counter()
        self.ok(method, path, body)
        return time.perf_counter() - t


def admin(port: int) -> Client:
    c = Client(port)
    c.headers["Authorization"] = f"Bearer {ADMIN_TOKEN}"
    return c


_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1000.0}


def wrk(
    binary: str,
    url: str,
    seconds: float,
    tmp: Path,
    *,
    connections: int = 16,
    method: str = "GET",
    body: Any = None,
    headers: dict[str, str] | None = None,
) -> dict[str, float]:
    """``wrk -t1 -c16 -d<s>s --latency``: requests/s, p50 and p99 in ms, non-2xx count."""
    argv = [binary, "-t1", f"-c{connections}", f"-d{seconds:g}s", "--latency"]
    if method != "GET" or headers:
        script = tmp / "wrk.lua"
        lines = [f'wrk.method = "{method}"']
        if body is not None:
            lines.append(f"wrk.body = [[{json.dumps(body)}]]")
        for k, v in (headers or {}).items():
            lines.append(f'wrk.headers["{k}"] = [[{v}]]')
        script.write_text("\n".join(lines) + "\n")
        argv += ["-s", str(script)]
    out = subprocess.run([*argv, url], capture_output=True, text=True, check=True).stdout
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))  # type: ignore[union-attr]
    lat = {p: float(v) * _UNITS[u] for p, v, u in re.findall(r"\s(50|99)%\s+([\d.]+)(us|ms|s)\b", out)}
    bad = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", out)
    errors = re.search(r"Socket errors:.*", out)
    return {
        "rps": rps,
        "p50": lat["50"],
        "p99": lat["99"],
        "non2xx": float(bad.group(1)) if bad else 0.0,
        "socket_errors": 1.0 if errors else 0.0,
    }


def percentiles(samples: list[float]) -> tuple[float, float]:
    """p50 and p99 (nearest rank) in ms."""
    ordered = sorted(samples)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * len(ordered)) - 1)]
    return statistics.median(ordered) * 1000, p99 * 1000
