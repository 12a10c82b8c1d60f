"""What the fault tests need: a PostgreSQL instance of their own (stopped and started at will),
a latency proxy in front of a database, a small tmpfs that fills up, and a client load that
records every answer (acknowledged, retryable, refused, or a defect)."""

from __future__ import annotations

import asyncio
import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx

from tests.integration.serverproc import free_port
from tests.reliability.crash.server import LOOPBACK_TLS, TOKEN

RETRYABLE = 10017
TRANSFER = {"coin": "USDT", "amount": "1", "from_account_type": "FUND", "to_account_type": "UNIFIED"}
GRID = {
    "symbol": "BTCUSDT", "min_price": "90000", "max_price": "110000", "cell_number": 10,
    "quote_investment": "200", "source": 1,
}  # fmt: skip


def pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


class OwnPostgres:
    """A PostgreSQL instance in a temporary folder on a free port, run as the ``postgres`` user
    when the tests run as root (initdb refuses root); trust auth on 127.0.0.1 only."""

    def __init__(self) -> None:
        folder = Path(tempfile.mkdtemp(prefix="bot-pg-"))  # under /tmp: pytest's folders are root's only
        self.folder = folder
        bin_dir = pg_bin()
        if bin_dir is None:
            raise RuntimeError("no /usr/lib/postgresql/*/bin/pg_ctl")
        self.bin = bin_dir
        self.dir = folder / "pgdata"
        self.sock = folder / "pgsock"
        self.port = free_port()
        self.log = folder / "pg.log"
        self._as: list[str] = []
        if os.geteuid() == 0:
            if shutil.which("runuser") is None:
                raise RuntimeError("running as root without runuser: initdb refuses root")
            self._as = ["runuser", "-u", "postgres", "--"]
            shutil.chown(folder, "postgres")
        self.sock.mkdir()
        if self._as:
            shutil.chown(self.sock, "postgres")
        self._run("initdb", "-D", str(self.dir), "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8")
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run([*self._as, str(self.bin / tool), *args], check=True, capture_output=True, timeout=120)

    def start(self) -> None:
        opts = (
            f"-p {self.port} -k {self.sock} -c listen_addresses=127.0.0.1 -c fsync=off"
            " -c synchronous_commit=on -c full_page_writes=off"
        )
        self._run("pg_ctl", "-D", str(self.dir), "-l", str(self.log), "-o", opts, "-w", "-t", "60", "start")

    def stop(self) -> None:
        """A fast shutdown: open connections are cut, transactions in flight rolled back."""
        self._run("pg_ctl", "-D", str(self.dir), "-m", "fast", "-w", "-t", "60", "stop")

    def running(self) -> bool:
        return (self.dir / "postmaster.pid").exists()


@contextlib.contextmanager
def own_postgres() -> Iterator[OwnPostgres]:
    pg = OwnPostgres()
    try:
        pg.start()
        yield pg
    finally:
        if pg.running():
            with contextlib.suppress(subprocess.SubprocessError):
                pg.stop()
        shutil.rmtree(pg.folder, ignore_errors=True)


class LatencyProxy:
    """A TCP proxy on a free loopback port that delays every chunk, both ways, by ``delay``
    seconds (changed at any time); runs its own event loop in a thread."""

    def __init__(self, target_port: int, target_host: str = "127.0.0.1") -> None:
        self.target = (target_host, target_port)
        self.port = free_port()
        self.delay = 0.0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._main, daemon=True)
        self._thread.start()
        self._ready.wait(10)

    def _main(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(asyncio.start_server(self._conn, "127.0.0.1", self.port))
        self._ready.set()
        self._loop.run_forever()

    async def _conn(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_r, up_w = await asyncio.open_connection(*self.target)
        except OSError:
            writer.close()
            return

        async def pipe(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            try:
                while data := await src.read(65536):
                    if self.delay:
                        await asyncio.sleep(self.delay)
                    dst.write(data)
                    await dst.drain()
            except OSError:
                pass
            finally:
                dst.close()

        await asyncio.gather(pipe(reader, up_w), pipe(up_r, writer))

    def close(self) -> None:
        def stop() -> None:
            self._server.close()
            self._loop.stop()

        self._loop.call_soon_threadsafe(stop)
        self._thread.join(10)


@dataclass
class Tally:
    """Every answer the load got, by kind, and the defects among them."""

    acked: Counter[str] = field(default_factory=Counter)
    retryable: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)
    defects: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    bots: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def answered(self) -> int:
        return sum(self.acked.values()) + sum(self.retryable.values()) + sum(self.refused.values())


class Trader:
    """A logged-in trader against the server at ``base``; every call goes through :meth:`call`."""

    def __init__(self, base: str, timeout: float = 15) -> None:
        self.c = httpx.Client(base_url=base, timeout=timeout, verify=LOOPBACK_TLS)
        self.tally = Tally()

    def raw(self, path: str, body: dict[str, Any] | None, admin: bool = False) -> httpx.Response:
        if body is None:
            return self.c.get(path)
        if admin:
            headers = {"Authorization": f"Bearer {TOKEN}"}
        else:
            csrf = self.c.cookies.get("csrf_token")
            headers = {"X-CSRF-Token": csrf} if csrf else {}
        return self.c.post(path, json=body, headers=headers)

    def call(
        self, kind: str, path: str, body: dict[str, Any] | None, admin: bool = False
    ) -> dict[str, Any] | None:
        """One call, tallied; the envelope, or None when it was a defect (5xx, not an envelope,
        no answer within the timeout: a hang)."""
        t0 = time.perf_counter()
        try:
            r = self.raw(path, body, admin)
        except httpx.TimeoutException:
            self._note_defect(f"{kind}: no answer in {self.c.timeout.read} s (a hang)")
            return None
        took = time.perf_counter() - t0
        try:
            data: dict[str, Any] = r.json()
            code = int(data["ret_code"])
        except (ValueError, KeyError, TypeError):
            self._note_defect(f"{kind}: HTTP {r.status_code}, not an envelope: {r.text[:200]}")
            return None
        with self.tally.lock:
            self.tally.latencies.append(took)
            if r.status_code >= 500:
                self.tally.defects.append(f"{kind}: HTTP {r.status_code} {data}")
                return None
            if code == 0:
                self.tally.acked[kind] += 1
            elif code == RETRYABLE:
                self.tally.retryable[kind] += 1
                if r.headers.get("retry-after") != "1":
                    self.tally.defects.append(f"{kind}: 10017 without Retry-After")
            else:
                self.tally.refused[kind] += 1
        return data

    def _note_defect(self, line: str) -> None:
        with self.tally.lock:
            self.tally.defects.append(line)

    def set_up(self, email: str) -> None:
        r = self.raw("/v2/public/user/register", {"email": email, "password": "password123"}).json()
        assert r["ret_code"] == 0, r
        r = self.raw("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "100000"}).json()
        assert r["ret_code"] == 0, r
        r = self.raw("/admin/market/price", {"symbol": "BTCUSDT", "price": "100000"}, admin=True).json()
        assert r["ret_code"] == 0, r

    def step(self, i: int) -> None:
        """The load's i-th call: transfers, bot creates, prices, reads."""
        k = i % 6
        if k in (0, 3):
            self.call("transfer", "/v2/private/asset/transfer", TRANSFER)
        elif k == 1:
            r = self.call("create", "/s1/bot/grid/v1/create-grid", GRID)
            if r is not None and r["ret_code"] == 0:
                with self.tally.lock:
                    self.tally.bots.append(str(r["result"]["grid_id"]))
        elif k == 2:
            price = str(100_000 + (i * 37 % 21 - 10) * 250)
            self.call("price", "/admin/market/price", {"symbol": "BTCUSDT", "price": price}, admin=True)
        elif k == 4:
            self.call("balances", "/v2/private/asset/balances?account_type=UNIFIED", None)
        else:
            self.call("list", "/s1/bot/tradingbot/v1/list-all-bots", {"status": "ongoing"})

    def state(self) -> dict[str, Any]:
        """What the trader sees: balances of FUND and UNIFIED and every bot's detail (must not
        change across a restart: memory never ahead of the database)."""
        out: dict[str, Any] = {}
        for at in ("FUND", "UNIFIED"):
            r = self.c.get("/v2/private/asset/balances", params={"account_type": at}).json()
            assert r["ret_code"] == 0, r
            out[at] = r["result"]["list"]
        for bot in sorted(self.tally.bots, key=int):
            r = self.raw("/s1/bot/grid/v1/query-grid-detail", {"grid_id": bot}).json()
            assert r["ret_code"] == 0, r
            d = r["result"]["detail"]
            out[bot] = {k: d[k] for k in ("status", "total_investment", "arbitrage_num") if k in d}
        return out

    def unified(self) -> Decimal:
        rows = self.c.get("/v2/private/asset/balances", params={"account_type": "UNIFIED"}).json()
        return next((Decimal(r["free"]) for r in rows["result"]["list"] if r["coin"] == "USDT"), Decimal(0))


class Load:
    """``workers`` threads calling :meth:`Trader.step` until stopped."""

    def __init__(self, trader: Trader, workers: int = 2) -> None:
        self.trader = trader
        self._stop = threading.Event()
        self._threads = [
            threading.Thread(target=self._run, args=(w, workers), daemon=True) for w in range(workers)
        ]
        for t in self._threads:
            t.start()

    def _run(self, w: int, n: int) -> None:
        i = w
        while not self._stop.is_set():
            try:
                self.trader.step(i)
            except httpx.HTTPError as exc:
                self.trader._note_defect(f"step {i}: {exc!r}")
            i += n

    def stop(self) -> None:
        self._stop.set()
        for t in self._threads:
            t.join(60)


def wait_for(cond: Any, timeout: float, what: str) -> float:
    """Seconds until ``cond()`` holds (bounded)."""
    t0 = time.monotonic()
    while not cond():
        if time.monotonic() - t0 > timeout:
            raise AssertionError(f"{what}: not within {timeout} s")
        time.sleep(0.02)
    return time.monotonic() - t0
