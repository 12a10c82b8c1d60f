"""``make bench`` (live part): the API and the engine of a running server, side by side with a
bare Starlette endpoint under the same uvicorn settings; written to bench/RESULTS-live.md.

For each load (1,000 and 10,000 running spot grids over the five symbols; ``--quick``: 200) the
bench seeds a fresh SQLite database in a temp dir (``live_seed.py``: the service layer's create,
one transaction per 500 bots), starts ``tradingbot serve`` (one uvicorn process, market simulator
off so nothing else moves) and ``live_bare.py`` (a bare Starlette app answering the same
envelopes), both on 127.0.0.1 on free ports, then measures:

* ``GET /t1``, ``GET /s1/bot/market/v1/tickers``, ``POST /s1/bot/grid/v1/query-grid-detail`` and
  ``POST /s1/bot/tradingbot/v1/list-all-bots`` (logged in, the user's 50 bots) with
  ``wrk -t1 -c16 -d5s --latency``, each against the bare endpoint answering that call's envelope;
* create-grid latency (120 sequential creates by three fresh users, one keep-alive connection);
* prices per second the engine takes: the admin replay of the five symbols' real 5m candles
  (4 prices a candle), idle and while wrk loads the grid detail;
* RSS per running bot (after a restart, against the same server with no bots), and the restart
  after ``kill -9``: seconds until ``/t1`` answers and until the log says every bot was stepped.

Then the first page: the gzip size of the JavaScript the home route loads (web/dist/index.html's
entry and module preloads, plus the English locale chunk it imports at start), and the Largest
Contentful Paint of the home and create pages in Debian's Chromium with 4x CPU throttling
(``live_lcp.mjs``, three cold loads each, against a server with the market simulator on).
"""

from __future__ import annotations

import argparse
import datetime as dt
import gzip
import json
import random
import re
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
BIN = REPO / ".venv" / "bin"
sys.path.insert(0, str(BENCH))

import data as bdata  # noqa: E402
import live_report  # noqa: E402
import live_seed as seedmod  # noqa: E402
from live_proc import ADMIN_TOKEN, Client, Server, admin, ensure_wrk, free_port, percentiles, wrk  # noqa: E402

CREATES_PER_USER = 40
CHROMIUM = "/usr/bin/chromium"
STEPPED = "stepped all"
GRID = "/s1/bot/grid/v1"
LIST_ALL = "/s1/bot/tradingbot/v1/list-all-bots"


class Bench:
    def __init__(self, tmp: Path, seconds: float, wrk_bin: str) -> None:
        self.tmp, self.seconds, self.wrk = tmp, seconds, wrk_bin

    def serve(self, url: str, port: int, name: str) -> Server:
        argv = [str(BIN / "tradingbot"), "serve", "--host", "127.0.0.1", "--port", str(port)]
        argv += ["--database-url", url, "--no-market-simulator", "--admin-token", ADMIN_TOKEN]
        return Server.start(argv, port, self.tmp / f"{name}.log")

    def bare(self, bodies: dict[str, Any], port: int, name: str) -> Server:
        path = self.tmp / f"{name}-bodies.json"
        path.write_text(json.dumps(bodies))
        argv = [str(BIN / "python"), str(BENCH / "live_bare.py"), "--port", str(port), "--bodies", str(path)]
        return Server.start(argv, port, self.tmp / f"{name}.log")

    def load(self, port: int, path: str, client: Client | None = None, body: Any = None) -> dict[str, float]:
        url = f"http://127.0.0.1:{port}{path}"
        if client is None:
            return wrk(self.wrk, url, self.seconds, self.tmp)
        return wrk(self.wrk, url, self.seconds, self.tmp, method="POST", body=body, headers=client.headers)

    def seed(self, n: int, spare: int, name: str = "") -> tuple[str, seedmod.Seeded]:
        url = f"sqlite:///{self.tmp}/live-{name or n}.db"
        seeded = seedmod.seed(url, n, spare, bdata.data_dir(), time.perf_counter)
        print(f"live N={n}: seeded in {seeded.seconds:.1f} s", flush=True)
        return url, seeded

    def warm(self, port: int, email: str) -> Client:
        """The same few calls before every memory reading."""
        c = Client(port)
        c.ok("POST", "/v2/public/user/login", {"email": email, "password": seedmod.PASSWORD})
        for _ in range(20):
            c.ok("GET", "/s1/bot/market/v1/tickers")
            c.ok("POST", LIST_ALL, {})
        return c

    def reads(self, port: int, bare_port: int, seeded: seedmod.Seeded) -> tuple[dict[str, Any], Server]:
        user = seeded.users[0]
        c = self.warm(port, user)
        grid_id = seeded.grid_ids[user][0]
        calls: dict[str, tuple[str, str, Any]] = {
            "tickers": ("GET", "/s1/bot/market/v1/tickers", None),
            "detail": ("POST", f"{GRID}/query-grid-detail", {"grid_id": grid_id}),
            "list": ("POST", LIST_ALL, {}),
        }
        bodies = {k: c.ok(m, p, b) for k, (m, p, b) in calls.items()}
        bodies["create"] = {"ret_code": 0, "ret_msg": "OK", "result": {"status_code": 200, "grid_id": "1"}}
        bare = self.bare(bodies, bare_port, f"bare-{bare_port}")
        bare.wait()
        out: dict[str, Any] = {"t1": (self.load(port, "/t1"), self.load(bare_port, "/t1"))}
        anon = Client(bare_port)
        anon.headers = dict(c.headers)
        for k, (method, path, body) in calls.items():
            real = self.load(port, path, c if method == "POST" else None, body)
            ref = self.load(bare_port, f"/e/{k}", anon if method == "POST" else None, body)
            out[k] = (real, ref)
            print(f"  {k}: {real['rps']:,.0f} req/s vs bare {ref['rps']:,.0f}", flush=True)
        out["detail_body"] = bodies["detail"]
        return out, bare

    def creates(self, port: int, bare_port: int, seeded: seedmod.Seeded) -> dict[str, Any]:
        rng = random.Random(11)
        took: list[float] = []
        for email in seeded.spare:
            c = Client(port)
            c.ok("POST", "/v2/public/user/login", {"email": email, "password": seedmod.PASSWORD})
            for k in range(CREATES_PER_USER):
                sym = seedmod.SYMBOLS[k % len(seedmod.SYMBOLS)]
                price, tick = seeded.prices[sym][1], seedmod.TICKS[sym]
                took.append(c.timed("POST", f"{GRID}/create-grid", seedmod.grid(rng, sym, price, tick)))
        ref = Client(bare_port)
        bare = [
            ref.timed(
                "POST",
                "/e/create",
                seedmod.grid(rng, "BTCUSDT", seeded.prices["BTCUSDT"][1], seedmod.TICKS["BTCUSDT"]),
            )
            for _ in range(len(took))
        ]
        return {"n": len(took), "real": percentiles(took), "bare": percentiles(bare)}

    def prices(self, port: int, client_headers: dict[str, str], detail: dict[str, Any]) -> dict[str, float]:
        """Prices/s of the replay, idle, then while wrk loads the grid detail (same duration)."""
        a = admin(port)
        for sym in seedmod.SYMBOLS:
            a.ok(
                "POST",
                "/admin/market/load",
                {
                    "symbol": sym,
                    "path": str(bdata.data_dir() / seedmod.FILES[sym]),
                    "start": seedmod.START_MS + 300_000,
                },
            )
        out = {"idle": self._advance(a, self.seconds)}
        c = Client(port)
        c.headers = client_headers
        loaded: dict[str, Any] = {}
        t = threading.Thread(
            target=lambda: loaded.update(self.load(port, f"{GRID}/query-grid-detail", c, detail))
        )
        t.start()
        time.sleep(0.3)
        out["loaded"] = self._advance(a, self.seconds - 0.6)
        t.join()
        out["api_rps"] = loaded["rps"]
        return out

    @staticmethod
    def _advance(a: Client, seconds: float) -> float:
        candles, t0 = 0, time.perf_counter()
        k = 0
        while time.perf_counter() - t0 < seconds:
            sym = seedmod.SYMBOLS[k % len(seedmod.SYMBOLS)]
            candles += int(
                a.ok("POST", "/admin/market/advance", {"symbol": sym, "candles": 5})["result"]["advanced"]
            )
            k += 1
        return 4 * candles / (time.perf_counter() - t0)

    def restart(self, server: Server, url: str, email: str) -> tuple[float, float, int, Server]:
        """kill -9, start again: seconds to ready and to every bot stepped, RSS when warm (KB)."""
        server.kill9()
        again = self.serve(url, server.port, f"restart-{server.port}")
        ready, stepped = again.wait(STEPPED)
        self.warm(again.port, email)
        return ready, stepped or ready, again.rss_kb(), again


def run_load(b: Bench, n: int, spare: int, empty_rss: int) -> dict[str, Any]:
    url, seeded = b.seed(n, spare)
    port, bare_port = free_port(), free_port()
    server = b.serve(url, port, f"serve-{n}")
    first_ready, _ = server.wait(STEPPED)
    row: dict[str, Any] = {"n": n, "seed_s": seeded.seconds, "first_ready": first_ready}
    reads, bare = b.reads(port, bare_port, seeded)
    row.update(reads)
    if spare:
        row["create"] = b.creates(port, bare_port, seeded)
        print(f"  create p50/p99 {row['create']['real']}", flush=True)
    user = Client(port)
    user.ok("POST", "/v2/public/user/login", {"email": seeded.users[0], "password": seedmod.PASSWORD})
    detail = {"grid_id": seeded.grid_ids[seeded.users[0]][0]}
    row["prices"] = b.prices(port, user.headers, detail)
    print(f"  prices/s {row['prices']}", flush=True)
    bots = n + (row["create"]["n"] if spare else 0)
    ready, stepped, rss, again = b.restart(server, url, seeded.users[0])
    row.update(bots=bots, ready=ready, stepped=stepped, rss=rss, per_bot=(rss - empty_rss) / bots)
    again.stop()
    bare.kill9()
    bare2 = b.bare({}, bare_port, f"bare-restart-{bare_port}")
    row["bare_ready"] = bare2.wait()[0]
    bare2.stop()
    print(f"  restart ready {ready:.2f} s, stepped {stepped:.2f} s, {row['per_bot']:.1f} KB/bot", flush=True)
    return row


def empty(b: Bench) -> dict[str, Any]:
    """The same server with no bots: its RSS, and its restart after kill -9."""
    url, seeded = b.seed(0, 0)
    server = b.serve(url, free_port(), "serve-0")
    server.wait(STEPPED)
    ready, stepped, rss, again = b.restart(server, url, seeded.users[0])
    again.stop()
    return {"rss": rss, "ready": ready, "stepped": stepped}


def first_page(dist: Path) -> dict[str, Any]:
    """Gzip (level 9) bytes of the JS the home route loads before it renders."""
    index = dist / "index.html"
    if not index.exists():
        return {}
    html = index.read_text()
    names = re.findall(r'(?:src|href)="/tradingbot/assets/([^"]+\.js)"', html)
    names += [p.name for p in (dist / "assets").glob("en-*.js")][:1]
    sizes = {name: len(gzip.compress((dist / "assets" / name).read_bytes(), 9)) for name in names}
    built = dt.datetime.fromtimestamp(index.stat().st_mtime, dt.UTC)
    return {"sizes": sizes, "total": sum(sizes.values()), "built": f"{built:%Y-%m-%d %H:%M} UTC"}


def lcp(b: Bench, runs: int) -> dict[str, list[int]]:
    """Largest Contentful Paint (ms) of each page, per cold load; empty without Chromium or a build."""
    if not (REPO / "web" / "dist" / "index.html").exists() or not Path(CHROMIUM).exists():
        return {}
    url, _ = b.seed(0, 0, "lcp")  # not empty()'s database: its users exist already
    port = free_port()
    argv = [
        str(BIN / "tradingbot"),
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--database-url",
        url,
    ]
    server = Server.start(argv, port, b.tmp / "serve-lcp.log")
    try:
        server.wait(STEPPED)
        node = subprocess.run(
            ["node", str(BENCH / "live_lcp.mjs"), f"http://127.0.0.1:{port}", str(runs)],
            check=True, capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        result: dict[str, list[int]] = json.loads(node.stdout.strip().splitlines()[-1])
        return result
    finally:
        server.stop()


def first_page_only(out: Path, runs: int) -> int:
    """Measure only the first page (web/dist size and LCP) and rewrite that section of `out`."""
    with tempfile.TemporaryDirectory(prefix="bench-live-") as tmp:
        paint = lcp(Bench(Path(tmp), 0.0, ""), runs)
    page = first_page(REPO / "web" / "dist") | ({"lcp": paint} if paint else {})
    section = "\n".join(live_report.page_section(page)).rstrip() + "\n\n"
    text = out.read_text() if out.exists() else ""
    head = re.compile(r"^## First page\n.*?(?=^## |\Z)", re.S | re.M)
    out.write_text(head.sub(lambda _: section, text, count=1) if head.search(text) else text + section)
    print(section, end="")
    print(f"wrote the first page of {out}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="200 bots, 2 s loads")
    ap.add_argument(
        "--first-page", action="store_true",
        help="only the first page's JS size and LCP (web/dist as built); rewrites that section of --out",
    )  # fmt: skip
    ap.add_argument("--out", type=Path, default=BENCH / "RESULTS-live.md")
    ap.add_argument("--sizes", default="", help="comma-separated bot counts (default 1000,10000)")
    args = ap.parse_args()
    if args.first_page:
        return first_page_only(args.out, 1 if args.quick else 3)
    sizes = [int(x) for x in args.sizes.split(",") if x] or ([200] if args.quick else [1000, 10_000])
    t = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-live-") as tmp:
        b = Bench(Path(tmp), 2.0 if args.quick else 5.0, ensure_wrk())
        base = empty(b)
        print(f"live empty: {base}", flush=True)
        rows = [run_load(b, n, 3 if i == 0 else 0, base["rss"]) for i, n in enumerate(sizes)]
        paint = lcp(b, 1 if args.quick else 3)
        print(f"live LCP: {paint}", flush=True)
    page = first_page(REPO / "web" / "dist") | ({"lcp": paint} if paint else {})
    args.out.write_text(live_report.render(rows, base, page, time.perf_counter() - t, args.quick))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
