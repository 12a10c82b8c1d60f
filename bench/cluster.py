"""``make bench-cluster``: the cluster (``tradingbot worker`` + ``tradingbot api`` on PostgreSQL and
NATS JetStream) side by side with today's single process (``tradingbot serve``, SQLite), in one
run; written to bench/RESULTS-cluster.md (issue 24's goals, as ratios).

Everything runs here on 127.0.0.1 and is stopped at the end: a nats-server of the bench's own on a
free port per cluster (``tests/bus/natsproc.py``'s binary), one PostgreSQL schema per cluster at
``BENCH_PG`` (default postgresql://postgres@127.0.0.1:5432/postgres, dropped at the end), the
servers as subprocesses started through ``cluster_proc.py`` (the CLI plus a bot-step counter in
``/admin/engine/partitions`` and a cProfile switch). The bench process plays the feed: it
publishes the prices to the market logs itself. Parts:

1. **Bot steps per second.** The same ``--bots`` (1,000) running spot grids (``live_seed``'s grids,
   10 per user) and the same burst of ``--prices`` (300) spot prices zigzagging ±2.4 % in 1.2 %
   moves over the five symbols (each move crosses grid levels). Single process: the admin price
   call, one after another, on ``serve``. Cluster (P = ``--partitions``, one worker, one API
   process): the prices published to the log; the time until every partition's log position has
   reached the last sequence. Bot steps = the hosts' step counters (the same work in both modes:
   the counts are compared). Then a cProfile of the worker's event loop over another burst.
2. **One worker against two**, same load on a second schema seeded alike.
3. **10,000 bots**: RSS per bot of the workers (minus workers holding the same partitions with no
   bots), then ``kill -9`` of every worker and the API node, started again at once: seconds until
   every partition is served again, and until every partition has applied a price published right
   after the restart.
4. **Create p50** through the API: 120 sequential create-grid calls by 12 fresh users, on ``serve``
   and on the cluster's API node (two workers).
5. **Prices/s idle and under a 16-connection read load** (``wrk -t1 -c16`` on a logged-in grid
   detail, in 2 s slices for as long as the prices take), both modes; the cluster with two workers.

During every timed burst the CPU seconds of each process (workers, their engine-writer threads,
the API node, nats-server, every ``postgres`` process, the bench itself) and of the whole machine
are read from ``/proc``: that is what says what saturates.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as dt
import json
import os
import platform
import pstats
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "src"))  # this checkout's code, as the servers run it (PYTHONPATH)

import cluster_report  # noqa: E402
import cluster_seed  # noqa: E402
import data as bdata  # noqa: E402
import live_seed as seedmod  # noqa: E402
import psycopg  # noqa: E402
from live_proc import ADMIN_TOKEN, Client, Server, admin, ensure_wrk, free_port, percentiles, wrk  # noqa: E402
from tests.bus.natsproc import NatsServer, nats_server_binary  # noqa: E402

from tradingbot.bus.jetstream import JetStreamBus  # noqa: E402

PG = os.environ.get("BENCH_PG", "postgresql://postgres@127.0.0.1:5432/postgres")
PY = sys.executable
PROC = str(BENCH / "cluster_proc.py")
GRID = "/s1/bot/grid/v1"
PARTS = "/admin/engine/partitions"
PER_USER = 10  # bots per seeded user: 100 users at 1,000 bots, spread evenly over the partitions
SPARE = 12  # fresh users for the creates, 10 each
CREATES_PER_USER = 10
PATTERN = (0, -12, -24, -12, 0, 12, 24, 12)  # per mille of the seed price: 1.2 % moves
STEP_MS = 1000
TIMEOUT_S = 600.0
POLL_S = 0.2
T = TypeVar("T")

seedmod.PER_USER = PER_USER


# ---------------------------------------------------------------- prices


@dataclass
class Prices:
    """The deterministic price sequence both modes get: price k is symbol k % 5 at the next
    step of its zigzag, one second after price k - 1."""

    base: dict[str, Decimal]
    t0: int
    next_k: int = 0

    def take(self, n: int) -> list[tuple[int, str, Decimal, int]]:
        out = []
        for k in range(self.next_k, self.next_k + n):
            sym = seedmod.SYMBOLS[k % len(seedmod.SYMBOLS)]
            move = Decimal(PATTERN[(k // len(seedmod.SYMBOLS)) % len(PATTERN)]) / 1000
            price = (self.base[sym] * (1 + move)).quantize(seedmod.TICKS[sym])
            out.append((k, sym, price, self.t0 + (k + 1) * STEP_MS))
        self.next_k += n
        return out


def prices_of(seeded: seedmod.Seeded) -> Prices:
    base = {s: p for s, (_, p) in seeded.prices.items()}
    # ahead of the wall clock: a hand-set price may not go back behind the hub's last one
    return Prices(base, time.time_ns() // 1_000_000 + 60_000)


# ---------------------------------------------------------------- CPU accounting


def _stat(path: str) -> tuple[str, float]:
    raw = Path(path).read_text()
    comm = raw[raw.index("(") + 1 : raw.rindex(")")]
    f = raw.rsplit(")", 1)[1].split()
    return comm, (int(f[11]) + int(f[12])) / os.sysconf("SC_CLK_TCK")


def cpu_s(pid: int) -> float:
    try:
        return _stat(f"/proc/{pid}/stat")[1]
    except (OSError, ValueError):
        return 0.0


def off_loop_cpu_s(pid: int) -> float:
    """CPU seconds of a process's threads other than its main one (the event loop): the
    engine-writer threads' commits through the sync driver, and executor threads. Python does
    not name OS threads, so they are told apart from the main thread only."""
    try:
        return cpu_s(pid) - _stat(f"/proc/{pid}/task/{pid}/stat")[1]
    except (OSError, ValueError):
        return 0.0


def postgres_cpu_s() -> float:
    """Every postgres process on the machine (the bench's backends and anyone else's)."""
    total = 0.0
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                comm, s = _stat(str(d / "stat"))
            except (OSError, ValueError):
                continue
            if comm == "postgres" or comm.startswith("postgres"):
                total += s
    return total


def machine_busy_s() -> float:
    f = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = f[3] + f[4]
    return (sum(f[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


# ---------------------------------------------------------------- processes


def spawn(argv: list[str], port: int, log: Path, env: dict[str, str]) -> Server:
    """A server in a process group of its own: ``kill -9`` of it takes its children too (a
    worker's job pool), as a machine's crash would; nothing of it outlives the bench."""
    out = log.open("ab")
    t = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    out.close()
    return Server(proc, port, log, t)


def kill_group(server: Server) -> None:
    with contextlib.suppress(ProcessLookupError):
        os.killpg(server.proc.pid, signal.SIGKILL)
    server.proc.wait()


def stop_group(server: Server) -> None:
    """SIGTERM (a worker hands its partitions back), then anything left of the group is killed."""
    if server.proc.poll() is None:
        server.proc.send_signal(signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        server.proc.wait(30)
    kill_group(server)


class Loop:
    """An asyncio loop on a thread of its own (the bench's NATS publisher)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        threading.Thread(target=self.loop.run_forever, daemon=True).start()

    def run(self, coro: Coroutine[Any, Any, T], timeout: float = TIMEOUT_S) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)


@dataclass
class Cluster:
    """Workers and an API node on one schema and one nats-server."""

    name: str
    db_url: str
    nats: NatsServer
    partitions: int
    tmp: Path
    loop: Loop
    lease_ttl_ms: int
    workers: dict[str, Server] = field(default_factory=dict)
    api: Server | None = None
    api_port: int = 0
    bus: JetStreamBus | None = None

    def env(self) -> dict[str, str]:
        return dict(
            os.environ,
            PYTHONPATH=str(REPO / "src"),
            DATABASE_URL=self.db_url,
            NATS_URL=self.nats.url,
            BOT_PARTITIONS=str(self.partitions),
            BOT_LEASE_TTL_MS=str(self.lease_ttl_ms),
            BOT_JOBS="jetstream",
            BOT_ADMIN_TOKEN=ADMIN_TOKEN,
            BOT_CREATE_PER_MINUTE="100000",
            BENCH_PROFILE=str(self.tmp / f"{self.name}.prof"),
            LOG_LEVEL="info",
        )

    def start_worker(self, name: str) -> None:
        log = self.tmp / f"{self.name}-{name}.log"
        self.workers[name] = spawn([PY, PROC, "worker"], 0, log, self.env())

    def start_api(self) -> Server:
        self.api_port = self.api_port or free_port()
        argv = [PY, PROC, "api", "--host", "127.0.0.1", "--port", str(self.api_port), "--processes", "1"]
        env = self.env() | {"BOT_JOB_RUNNER": "false"}
        self.api = spawn(argv, self.api_port, self.tmp / f"{self.name}-api.log", env)
        return self.api

    def rows(self) -> list[dict[str, Any]] | None:
        """``/admin/engine/partitions`` through the API node; None while it does not answer."""
        try:
            env, res = admin(self.api_port).call("GET", PARTS)
        except (OSError, ValueError):
            return None
        if res.status != 200 or env.get("ret_code") != 0:
            return None
        rows: list[dict[str, Any]] = env["result"]["list"]
        return rows

    def wait(self, done: Callable[[list[dict[str, Any]]], bool], timeout: float = TIMEOUT_S) -> float:
        """Seconds until ``done(rows)``, polling every ``POLL_S``."""
        t0 = time.perf_counter()
        while True:
            rows = self.rows()
            if rows is not None and done(rows):
                return time.perf_counter() - t0
            if time.perf_counter() - t0 > timeout:
                raise SystemExit(f"{self.name}: not done within {timeout} s: {rows}; logs in {self.tmp}")
            for s in [*self.workers.values(), *([self.api] if self.api else [])]:
                if s.proc.poll() is not None:
                    raise SystemExit(f"{self.name}: a process exited; see {s.log}")
            time.sleep(POLL_S)

    def served(self) -> float:
        return self.wait(lambda rows: all(r["served"] for r in rows))

    def start(self, workers: int) -> None:
        for n in range(1, workers + 1):
            self.start_worker(f"w{n}")
        self.start_api().wait()
        # every partition served, spread over every worker (a later worker gets its share handed over)
        self.wait(lambda rows: all(r["served"] for r in rows) and len({r["node"] for r in rows}) == workers)
        self.bus = self.loop.run(JetStreamBus.connect(self.nats.url, name="bench-feed"))

    def publish(self, prices: list[tuple[int, str, Decimal, int]]) -> dict[str, int]:
        """Append the prices to the spot log in order; the last sequence of each symbol."""
        bus = self.bus
        assert bus is not None

        async def go() -> dict[str, int]:
            last: dict[str, int] = {}
            for i in range(0, len(prices), 64):
                chunk = prices[i : i + 64]
                seqs = await asyncio.gather(
                    *(bus.publish_price("spot", s, ts, p, f"{self.name}-{k}") for k, s, p, ts in chunk)
                )
                for (_, s, _, _), seq in zip(chunk, seqs, strict=True):
                    last[s] = max(last.get(s, 0), seq)
            return last

        return self.loop.run(go())

    def applied(self, last: dict[str, int]) -> Callable[[list[dict[str, Any]]], bool]:
        def done(rows: list[dict[str, Any]]) -> bool:
            return all(
                r["served"] and all(r["log_positions"]["spot"].get(s, 0) >= q for s, q in last.items())
                for r in rows
            )

        return done

    def drops(self) -> int:
        """How many times a worker found a partition taken over (its own lease lapsed) so far."""
        total = 0
        for name in self.workers:
            path = self.tmp / f"{self.name}-{name}.log"
            if path.exists():
                total += path.read_text(errors="replace").count("was taken over; dropping it")
        return total

    def steps(self) -> int:
        """Bot steps of every partition's host (asked until every partition answered: a busy
        worker may miss the API node's 2 s ask)."""
        deadline = time.perf_counter() + 30
        while True:
            rows = self.rows() or []
            if (rows and all(r["served"] for r in rows)) or time.perf_counter() > deadline:
                return sum(int(r.get("steps", 0)) for r in rows)
            time.sleep(POLL_S)

    def pids(self) -> dict[str, int]:
        out = {name: s.proc.pid for name, s in self.workers.items()}
        if self.api is not None:
            out["api"] = self.api.proc.pid
        return out

    def kill9(self) -> None:
        for s in [*self.workers.values(), *([self.api] if self.api else [])]:
            kill_group(s)
        self.workers.clear()
        self.api = None

    def stop(self) -> None:
        if self.bus is not None:
            self.loop.run(self.bus.close())
            self.bus = None
        procs = [*self.workers.values(), *([self.api] if self.api else [])]
        for s in procs:
            if s.proc.poll() is None:
                s.proc.send_signal(signal.SIGTERM)
        for s in procs:
            stop_group(s)
        self.workers.clear()
        self.api = None


class CpuWindow:
    """CPU seconds per process over a timed window."""

    def __init__(self, pids: dict[str, int]) -> None:
        self.pids = pids
        self.names = [*pids, "their off-loop threads", "nats-server", "postgres (all)", "bench", "machine"]

    def read(self, nats_pid: int | None) -> dict[str, float]:
        out = {name: cpu_s(pid) for name, pid in self.pids.items()}
        out["their off-loop threads"] = sum(off_loop_cpu_s(pid) for n, pid in self.pids.items() if n != "api")
        out["nats-server"] = cpu_s(nats_pid) if nats_pid else 0.0
        out["postgres (all)"] = postgres_cpu_s()
        t = os.times()
        out["bench"] = t.user + t.system
        out["machine"] = machine_busy_s()
        return out

    @staticmethod
    def share(before: dict[str, float], after: dict[str, float], seconds: float) -> dict[str, float]:
        """Per process, the share of one core it used (1.0 = a whole core)."""
        return {k: (after[k] - before[k]) / seconds for k in before}


@dataclass
class Burst:
    prices: int
    seconds: float
    steps: int
    cpu: dict[str, float] = field(default_factory=dict)
    api_rps: float | None = None
    drops: int = 0

    @property
    def rate(self) -> float:
        return self.prices / self.seconds

    @property
    def steps_rate(self) -> float:
        return self.steps / self.seconds

    def row(self) -> dict[str, Any]:
        return {
            "prices": self.prices,
            "seconds": self.seconds,
            "steps": self.steps,
            "rate": self.rate,
            "steps_rate": self.steps_rate,
            "cpu": self.cpu,
            "api_rps": self.api_rps,
            "drops": self.drops,
        }


class WrkSlices:
    """``wrk -t1 -c16`` on one call, in 2 s slices until stopped: the mean req/s."""

    def __init__(self, wrk_bin: str, url: str, headers: dict[str, str], body: Any, tmp: Path) -> None:
        self.args = (wrk_bin, url, headers, body, tmp)
        self.stopping = threading.Event()
        self.rps: list[float] = []
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        wrk_bin, url, headers, body, tmp = self.args
        while not self.stopping.is_set():
            r = wrk(wrk_bin, url, 2.0, tmp, method="POST", body=body, headers=headers)
            self.rps.append(r["rps"])

    def __enter__(self) -> WrkSlices:
        self.thread.start()
        time.sleep(0.5)  # the load is on before the prices start
        return self

    def __exit__(self, *_: object) -> None:
        self.stopping.set()
        self.thread.join()

    @property
    def mean(self) -> float:
        return sum(self.rps) / len(self.rps) if self.rps else 0.0


# ---------------------------------------------------------------- the parts


class Bench:
    def __init__(self, tmp: Path, args: argparse.Namespace, wrk_bin: str) -> None:
        self.tmp, self.args, self.wrk = tmp, args, wrk_bin
        self.loop = Loop()
        self.schemas: list[str] = []
        self.out: dict[str, Any] = {}

    # --- databases and NATS

    def schema(self, name: str) -> str:
        schema = f"bench_cluster_{os.getpid()}_{name}"
        with psycopg.connect(PG, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
            conn.execute(f"CREATE SCHEMA {schema}")
        self.schemas.append(schema)
        return f"{PG}?options=-csearch_path%3D{schema}"

    def drop_schemas(self) -> None:
        with psycopg.connect(PG, autocommit=True) as conn:
            for schema in self.schemas:
                conn.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")

    @contextmanager
    def cluster(self, name: str, db_url: str, workers: int, ttl_ms: int | None = None) -> Iterator[Cluster]:
        store = self.tmp / f"nats-{name}"
        store.mkdir()
        nats = NatsServer(store)
        nats.start()
        ttl = ttl_ms or self.args.lease_ttl_ms
        c = Cluster(name, db_url, nats, self.args.partitions, self.tmp, self.loop, ttl)
        try:
            c.start(workers)
            yield c
        finally:
            c.stop()
            nats.stop()

    def seed_cluster(self, name: str, n: int, spare: int) -> tuple[str, seedmod.Seeded]:
        url = self.schema(name)
        seeded = cluster_seed.seed(url, n, spare, self.args.partitions, bdata.data_dir())
        print(f"cluster {name}: seeded {n:,} bots on PostgreSQL in {seeded.seconds:.1f} s", flush=True)
        return url, seeded

    # --- measurements

    def cluster_burst(self, c: Cluster, prices: list[tuple[int, str, Decimal, int]]) -> Burst:
        window = CpuWindow(c.pids())
        nats_pid = c.nats.proc.pid if c.nats.proc else None
        steps0, drops0 = c.steps(), c.drops()
        before = window.read(nats_pid)
        t0 = time.perf_counter()
        last = c.publish(prices)
        c.wait(c.applied(last))
        took = time.perf_counter() - t0
        after = window.read(nats_pid)
        b = Burst(len(prices), took, c.steps() - steps0, CpuWindow.share(before, after, took))
        b.drops = c.drops() - drops0
        return b

    def serve_burst(
        self, server: Server, prices: list[tuple[int, str, Decimal, int]], bound_s: float = TIMEOUT_S
    ) -> Burst:
        a = admin(server.port)
        window = CpuWindow({"serve": server.proc.pid})
        steps0 = serve_steps(a)
        before = window.read(None)
        done, t0 = 0, time.perf_counter()
        for _, sym, price, ts in prices:
            a.ok(
                "POST",
                "/admin/market/price",
                {"category": "spot", "symbol": sym, "price": str(price), "ts": ts},
            )
            done += 1
            if time.perf_counter() - t0 > bound_s:
                break
        took = time.perf_counter() - t0
        after = window.read(None)
        return Burst(done, took, serve_steps(a) - steps0, CpuWindow.share(before, after, took))

    def creates(self, port: int, seeded: seedmod.Seeded, rng_seed: int) -> dict[str, Any]:
        import random

        rng = random.Random(rng_seed)
        took: list[float] = []
        for email in seeded.spare:
            c = Client(port)
            c.ok("POST", "/v2/public/user/login", {"email": email, "password": seedmod.PASSWORD})
            for k in range(CREATES_PER_USER):
                sym = seedmod.SYMBOLS[k % len(seedmod.SYMBOLS)]
                raw = seedmod.grid(rng, sym, seeded.prices[sym][1], seedmod.TICKS[sym])
                took.append(c.timed("POST", f"{GRID}/create-grid", raw))
        p50, p99 = percentiles(took)
        reads = []
        body = {"grid_id": seeded.grid_ids[seeded.users[0]][0]}
        c = Client(port)
        c.ok("POST", "/v2/public/user/login", {"email": seeded.users[0], "password": seedmod.PASSWORD})
        for _ in range(len(took)):
            reads.append(c.timed("POST", f"{GRID}/query-grid-detail", body))
        r50, r99 = percentiles(reads)
        return {"n": len(took), "p50": p50, "p99": p99, "read_p50": r50, "read_p99": r99}

    def reader(self, port: int, seeded: seedmod.Seeded) -> tuple[dict[str, str], dict[str, Any]]:
        """A logged-in user's headers and a grid detail body for wrk."""
        user = seeded.users[0]
        c = Client(port)
        c.ok("POST", "/v2/public/user/login", {"email": user, "password": seedmod.PASSWORD})
        body = {"grid_id": seeded.grid_ids[user][0]}
        c.ok("POST", f"{GRID}/query-grid-detail", body)
        return c.headers, body

    def loaded(self, port: int, seeded: seedmod.Seeded, burst: Callable[[], Burst]) -> Burst:
        headers, body = self.reader(port, seeded)
        url = f"http://127.0.0.1:{port}{GRID}/query-grid-detail"
        with WrkSlices(self.wrk, url, headers, body, self.tmp) as load:
            b = burst()
        b.api_rps = load.mean
        return b

    # --- the runs

    def single(self) -> None:
        """``tradingbot serve`` on SQLite: idle burst, burst under load, creates."""
        n, k = self.args.bots, self.args.prices
        url = f"sqlite:///{self.tmp}/serve.db"
        seeded = cluster_seed.seed(url, n, SPARE, 1, bdata.data_dir())
        print(f"serve: seeded {n:,} bots on SQLite in {seeded.seconds:.1f} s", flush=True)
        port = free_port()
        argv = [PY, PROC, "serve", "--host", "127.0.0.1", "--port", str(port), "--database-url", url]
        argv += ["--no-market-simulator", "--admin-token", ADMIN_TOKEN]
        env = dict(os.environ, PYTHONPATH=str(REPO / "src"), BOT_CREATE_PER_MINUTE="100000")
        server = spawn(argv, port, self.tmp / "serve.log", env)
        server.wait("stepped all")
        prices = prices_of(seeded)
        try:
            idle = self.serve_burst(server, prices.take(k))
            print(f"serve idle: {idle.rate:,.1f} prices/s, {idle.steps_rate:,.0f} steps/s", flush=True)
            load = self.loaded(
                port, seeded, lambda: self.serve_burst(server, prices.take(k), self.args.load_s)
            )
            print(f"serve loaded: {load.rate:,.1f} prices/s (detail {load.api_rps:,.0f} req/s)", flush=True)
            made = self.creates(port, seeded, 11)
            print(f"serve creates: p50 {made['p50']:.1f} ms", flush=True)
        finally:
            server.proc.send_signal(signal.SIGINT)
            stop_group(server)
        self.out["serve"] = {"idle": idle.row(), "loaded": load.row(), "creates": made, "bots": n}

    def one_worker(self) -> None:
        """One worker: the idle burst, then a profiled burst."""
        url, seeded = self.seed_cluster("w1", self.args.bots, 0)
        prices = prices_of(seeded)
        with self.cluster("w1", url, 1) as c:
            idle = self.cluster_burst(c, prices.take(self.args.prices))
            print(f"1 worker: {idle.rate:,.1f} prices/s, {idle.steps_rate:,.0f} steps/s", flush=True)
            worker = c.workers["w1"]
            worker.proc.send_signal(signal.SIGUSR1)
            time.sleep(0.2)
            prof = self.cluster_burst(c, prices.take(self.args.profile_prices))
            worker.proc.send_signal(signal.SIGUSR2)
            time.sleep(2.0)
            self.out["profile"] = profile_summary(self.tmp / "w1.prof", prof)
        self.out["w1"] = {"idle": idle.row()}

    def two_workers(self) -> None:
        """Two workers on the same load: the idle burst, the burst under load, creates."""
        url, seeded = self.seed_cluster("w2", self.args.bots, SPARE)
        prices = prices_of(seeded)
        with self.cluster("w2", url, 2) as c:
            rows = c.rows() or []
            spread = {n: sum(r["bots"] for r in rows if r["node"] == n) for n in {r["node"] for r in rows}}
            idle = self.cluster_burst(c, prices.take(self.args.prices))
            print(f"2 workers: {idle.rate:,.1f} prices/s, {idle.steps_rate:,.0f} steps/s", flush=True)
            k = self.args.prices
            load = self.loaded(c.api_port, seeded, lambda: self.cluster_burst(c, prices.take(k)))
            print(
                f"2 workers loaded: {load.rate:,.1f} prices/s (detail {load.api_rps:,.0f} req/s)", flush=True
            )
            made = self.creates(c.api_port, seeded, 11)
            print(f"cluster creates: p50 {made['p50']:.1f} ms", flush=True)
        self.out["w2"] = {
            "idle": idle.row(),
            "loaded": load.row(),
            "creates": made,
            "spread": sorted(spread.values()),
        }

    def restart(self) -> None:
        """10,000 bots on two workers: RSS per bot, and the restart after kill -9 of everything."""
        n = self.args.restart_bots
        empty_url, _ = self.seed_cluster("empty", 0, 0)
        ttl = self.args.restart_lease_ttl_ms
        with self.cluster("empty", empty_url, 2, ttl) as c:
            empty_rss = [rss_kb(s.proc.pid) for s in c.workers.values()]
        url, seeded = self.seed_cluster("big", n, 0)
        prices = prices_of(seeded)
        row: dict[str, Any] = {"bots": n, "seed_s": seeded.seconds, "empty_rss": empty_rss}
        with self.cluster("big", url, 2, ttl) as c:
            last = c.publish(prices.take(len(seedmod.SYMBOLS)))
            c.wait(c.applied(last))
            row["rss"] = [rss_kb(s.proc.pid) for s in c.workers.values()]
            c.kill9()
            t0, killed_at = time.perf_counter(), time.time()
            c.start_worker("w1")
            c.start_worker("w2")
            api = c.start_api()
            last = c.publish(prices.take(len(seedmod.SYMBOLS)))  # NATS stayed up: the feed goes on
            row["api_ready"] = api.wait()[0]
            row["ready"] = row["stepped"] = None
            try:
                c.wait(lambda rows: all(r["served"] for r in rows), self.args.restart_bound_s)
                row["ready"] = time.perf_counter() - t0
                c.wait(c.applied(last), self.args.restart_bound_s)
                row["stepped"] = time.perf_counter() - t0
            except SystemExit as exc:
                print(f"restart: {str(exc)[:300]}", flush=True)
            row["steps"] = c.steps()
            row["rss_after"] = [rss_kb(s.proc.pid) for s in c.workers.values()]
            row["lease_ttl_ms"] = ttl
            row["drops"] = c.drops()
            row["takeover"] = takeover_lines(c, killed_at)
            row["served_at"] = served_at(row["takeover"], self.args.partitions)
        row["per_bot"] = (sum(row["rss"]) - sum(empty_rss)) / n
        row["per_bot_after"] = (sum(row["rss_after"]) - sum(empty_rss)) / n
        print(
            f"restart: ready {row['ready']:.2f} s, stepped {row['stepped']:.2f} s, {row['per_bot']:.1f} KB/bot",
            flush=True,
        )
        self.out["restart"] = row


def serve_steps(a: Client) -> int:
    return sum(int(r.get("steps", 0)) for r in a.ok("GET", PARTS)["result"]["list"])


def takeover_lines(c: Cluster, killed_at: float) -> list[tuple[float, str]]:
    """The workers' lines about partitions logged after the kill: (seconds after it, text)."""
    out = []
    for name in c.workers:
        for line in (c.tmp / f"{c.name}-{name}.log").read_text(errors="replace").splitlines():
            head, _, rest = line.partition(" ")
            try:
                at = float(head)
            except ValueError:
                continue
            if at >= killed_at and "partition" in rest:
                out.append((at - killed_at, f"{name}: {rest.split(': ', 1)[-1]}"))
    return sorted(out)


def served_at(lines: list[tuple[float, str]], partitions: int) -> float | None:
    """When the last partition was served for good, from the workers' own lines."""
    last: dict[int, float | None] = {}
    for at, text in lines:
        if "serving partition" in text:
            last[int(text.split("serving partition ")[1].split()[0])] = at
        elif "stopped serving partition" in text:
            last[int(text.split("stopped serving partition ")[1].split()[0])] = None
    got = [v for v in last.values() if v is not None]
    return max(got) if len(got) == partitions else None


def profile_summary(path: Path, burst: Burst) -> dict[str, Any]:
    """The worker's event loop over one burst: total, the top functions by own time, and the
    inclusive time of the parts of a step."""
    if not path.exists():
        return {"missing": str(path)}
    st = pstats.Stats(str(path))
    total = st.total_tt  # type: ignore[attr-defined]
    own = sorted(
        ((v[2], f"{Path(k[0]).name}:{k[1]} {k[2]}") for k, v in st.stats.items()),  # type: ignore[attr-defined]
        reverse=True,
    )[:15]
    parts = {
        "BotHost.on_price (fills + bot steps)": ("host.py", "on_price"),
        "BotHost._step (the bots' steps)": ("host.py", "_step"),
        "SimExchange.on_price (matching)": ("exchange.py", "on_price"),
        "ExchangeService._commit (snapshots, KV JSON)": ("exchange_service.py", "_commit"),
        "BotHost.snapshot": ("host.py", "snapshot"),
        "EngineStore.persist (statements built; the commit runs on the writer thread)": (
            "engine_store.py",
            "persist",
        ),
        "ExchangeService._apply (every op of a group)": ("exchange_service.py", "_apply"),
        "decode_price (log entries)": ("codec.py", "decode_price"),
        "nats client (reading the log)": ("client.py", "_process_msg"),
        "ReadModel.changed": ("read_model.py", "changed"),
        "call_app (partition status for the poll)": ("asgi_call.py", "call_app"),
    }
    incl = {}
    for label, (file, func) in parts.items():
        incl[label] = sum(v[3] for k, v in st.stats.items() if k[0].endswith(file) and k[2] == func)  # type: ignore[attr-defined]
    return {"total": total, "own": own, "parts": incl, "burst": burst.row()}


# ---------------------------------------------------------------- main


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", type=int, default=1000)
    ap.add_argument("--prices", type=int, default=300)
    ap.add_argument("--partitions", type=int, default=8)
    ap.add_argument(
        "--lease-ttl-ms", type=int, default=30_000,
        help="BOT_LEASE_TTL_MS of the throughput clusters (at the 4 s default a busy worker loses its own leases)",
    )  # fmt: skip
    ap.add_argument("--restart-lease-ttl-ms", type=int, default=4000, help="BOT_LEASE_TTL_MS of the restart")
    ap.add_argument("--restart-bound-s", type=float, default=120.0)
    ap.add_argument(
        "--profile-prices", type=int, default=100, help="the profiled burst (cProfile slows it ~3x)"
    )
    ap.add_argument("--restart-bots", type=int, default=10_000)
    ap.add_argument("--load-s", type=float, default=20.0, help="bound of the single process's loaded burst")
    ap.add_argument("--quick", action="store_true", help="200 bots, 200 prices, 2,000 bots at the restart")
    ap.add_argument("--skip", default="", help="parts to skip (development): single,one_worker,...")
    ap.add_argument("--out", type=Path, default=BENCH / "RESULTS-cluster.md")
    ap.add_argument(
        "--render", action="store_true", help="only write --out again from var/bench-cluster.json"
    )
    args = ap.parse_args()
    if args.render:
        args.out.write_text(
            cluster_report.render(json.loads((REPO / "var" / "bench-cluster.json").read_text()))
        )
        print(f"wrote {args.out}")
        return 0
    if args.quick:
        args.bots, args.prices, args.restart_bots, args.load_s, args.profile_prices = 200, 100, 2000, 8.0, 50
    t = time.perf_counter()
    load0 = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="bench-cluster-") as tmp:
        b = Bench(Path(tmp), args, ensure_wrk())
        b.out["nats"] = str(nats_server_binary())
        try:
            for part in (b.single, b.one_worker, b.two_workers, b.restart):
                if part.__name__ in args.skip:
                    continue
                part()
                (REPO / "var").mkdir(exist_ok=True)
                (REPO / "var" / "bench-cluster.json").write_text(json.dumps(b.out, indent=1, default=str))
        finally:
            b.drop_schemas()
    b.out.update(
        wall=time.perf_counter() - t,
        load=(load0, os.getloadavg()),
        when=f"{dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC",
        cores=os.cpu_count(),
        python=f"{platform.python_implementation()} {platform.python_version()}",
        args=vars(args) | {"out": str(args.out)},
    )
    (REPO / "var").mkdir(exist_ok=True)
    (REPO / "var" / "bench-cluster.json").write_text(json.dumps(b.out, indent=1, default=str))
    args.out.write_text(cluster_report.render(b.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
