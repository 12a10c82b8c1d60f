"""Restart after ``kill -9`` alone, repeatable: the number ``bench/live.py`` reports, without the
rest of the live bench, to measure start-up changes before and after (and to profile them).

``--make DB --bots N`` seeds N running spot grids (``live_seed.py``), starts the server, replays
``--advance`` seconds of the five symbols' real candles (so the database holds fills, closed
orders and a journal as after the live bench's price runs), then kills it with ``kill -9``.
``DB`` (and its WAL) is kept. ``--db DB --runs K`` then copies it K times into a temp dir and
starts a server on each copy: seconds until ``GET /t1`` answers and until the log says every bot
was stepped, and the CPU seconds the server had used by then (steadier on a shared machine).
``--py-spy OUT`` records the first start with py-spy (raw folded stacks).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import data as bdata  # noqa: E402
import live_seed as seedmod  # noqa: E402
from live_proc import ADMIN_TOKEN, Server, admin, free_port  # noqa: E402

BIN = BENCH.parent / ".venv" / "bin"
STEPPED = "stepped all"


def serve(db: Path, log: Path, prefix: list[str] | None = None, src: Path | None = None) -> Server:
    """The server on ``db``; ``src``: run another checkout's ``src`` (e.g. a worktree of the
    commit before a change) with this venv."""
    port = free_port()
    argv = [str(BIN / "tradingbot"), "serve", "--host", "127.0.0.1", "--port", str(port)]
    argv += ["--database-url", f"sqlite:///{db}", "--no-market-simulator", "--admin-token", ADMIN_TOKEN]
    env = None if src is None else dict(os.environ, PYTHONPATH=str(src))
    return Server.start([*(prefix or []), *argv], port, log, env)


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process so far: on a shared machine the wall clock moves
    with the neighbours' load, this much less."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def make(db: Path, bots: int, seconds: float) -> None:
    seeded = seedmod.seed(f"sqlite:///{db}", bots, 0, bdata.data_dir(), time.perf_counter)
    print(f"seeded {bots} bots in {seeded.seconds:.1f} s", flush=True)
    server = serve(db, db.with_suffix(".log"))
    print(f"first start: ready/stepped {server.wait(STEPPED)}", flush=True)
    a = admin(server.port)
    for sym in seedmod.SYMBOLS:
        path = str(bdata.data_dir() / seedmod.FILES[sym])
        a.ok("POST", "/admin/market/load", {"symbol": sym, "path": path, "start": seedmod.START_MS + 300_000})
    t0, k, candles = time.perf_counter(), 0, 0
    while time.perf_counter() - t0 < seconds:
        sym = seedmod.SYMBOLS[k % len(seedmod.SYMBOLS)]
        body = {"symbol": sym, "candles": 5}
        candles += int(a.ok("POST", "/admin/market/advance", body)["result"]["advanced"])
        k += 1
    print(f"advanced {candles} candles", flush=True)
    server.kill9()


def runs(db: Path, n: int, py_spy: Path | None, src: Path | None) -> None:
    with tempfile.TemporaryDirectory(prefix="bench-restart-") as tmp:
        for i in range(n):
            copy = Path(tmp) / f"r{i}.db"
            for suffix in ("", "-wal", "-shm"):
                src = Path(f"{db}{suffix}")
                if src.exists():
                    shutil.copyfile(src, f"{copy}{suffix}")
            prefix = None
            if py_spy is not None and i == 0:
                prefix = [str(BIN / "py-spy"), "record", "-r", "100", "-f", "raw", "-o", str(py_spy), "--"]
            server = serve(copy, Path(tmp) / f"r{i}.log", prefix, src)
            ready, stepped = server.wait(STEPPED)
            cpu = cpu_seconds(server.proc.pid) if prefix is None else float("nan")
            log = (Path(tmp) / f"r{i}.log").read_text()
            line = next((x for x in log.splitlines() if STEPPED in x), "")
            took = f"ready {ready:.2f} s, stepped {stepped or ready:.2f} s, CPU {cpu:.2f} s"
            print(f"run {i}: {took} | {line.strip()}", flush=True)
            server.stop()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--db", type=Path, required=True)
    ap.add_argument("--make", action="store_true")
    ap.add_argument("--bots", type=int, default=10_000)
    ap.add_argument("--advance", type=float, default=10.0)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--py-spy", type=Path, default=None)
    ap.add_argument("--src", type=Path, default=None, help="another checkout's src/ to run")
    args = ap.parse_args()
    if args.make:
        make(args.db, args.bots, args.advance)
    else:
        runs(args.db, args.runs, args.py_spy, args.src)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
