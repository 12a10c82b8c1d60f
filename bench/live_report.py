"""RESULTS-live.md for ``bench/live.py``: the issue's table per load, the goals, and the measured
history of each speed change (``live_history.md``, kept by hand from bench runs)."""

from __future__ import annotations

import datetime as dt
import os
import platform
import re
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
PAGE_GOAL_KB = 170
SETUP = re.sub(
    r"\s+",
    " ",
    """so numbers move by ±10–20 % between runs. One uvicorn process per server, SQLite in a temp
    dir, 127.0.0.1, market simulator off; load generator `wrk -t1 -c16 --latency` (bounded runs),
    every call checked to answer ret_code 0 first. The bare reference is a plain Starlette app
    under the same uvicorn options answering the same envelope (`bench/live_bare.py`).""",
)


def _ratio(real: float, ref: float) -> str:
    return f"{real / ref:.2f}×" if ref else "–"


def _rps(m: dict[str, float]) -> str:
    flag = f" (**{m['non2xx']:.0f} non-2xx**)" if m["non2xx"] else ""
    return f"{m['rps']:,.0f} req/s, p50 {m['p50']:.1f} ms{flag}"


def _load(r: dict[str, Any], base: dict[str, Any]) -> list[str]:
    out = [
        f"### {r['n']:,} running spot grids",
        "",
        f"Seeded in {r['seed_s']:.0f} s; first start ready in {r['first_ready']:.2f} s.",
        "",
        "| what | bot | bare Starlette | ratio | goal |",
        "|---|---|---|---|---|",
    ]
    rows = [
        ("`GET /t1`", "t1", "≥ 0.9×"),
        ("`GET /s1/bot/market/v1/tickers`", "tickers", "≥ 0.5×"),
        ("`POST /s1/bot/grid/v1/query-grid-detail` (logged in)", "detail", "≥ 0.5×"),
        ("`POST /s1/bot/tradingbot/v1/list-all-bots` (50 bots)", "list", "≥ 0.5×"),
    ]
    for label, key, goal in rows:
        real, ref = r[key]
        out.append(
            f"| {label} | {_rps(real)} | {_rps(ref)} | **{_ratio(real['rps'], ref['rps'])}** | {goal} |"
        )
    if "create" in r:
        c = r["create"]
        out.append(
            f"| `create-grid` latency ({c['n']} sequential) "
            f"| p50 {c['real'][0]:.1f} ms, p99 {c['real'][1]:.1f} ms "
            f"| p50 {c['bare'][0]:.2f} ms, p99 {c['bare'][1]:.2f} ms | | p50 ≤ 10 ms |"
        )
    p = r["prices"]
    out += [
        f"| prices/s the engine takes (replay, 5 symbols) | idle {p['idle']:,.0f}; under wrk load "
        f"{p['loaded']:,.0f} (detail at {p['api_rps']:,.0f} req/s meanwhile) | | | |",
        f"| restart after `kill -9`, ready on `/t1` ({r['bots']:,} bots) | {r['ready']:.2f} s "
        f"(empty: {base['ready']:.2f} s) | {r['bare_ready']:.2f} s | | ≤ 2 s at 10,000 |",
        f"| … every bot stepped once | {r['stepped']:.2f} s | | | ≤ 5 s at 10,000 |",
        f"| memory per running bot (RSS after restart, minus the empty server's {base['rss'] / 1024:.0f} MB) "
        f"| {r['per_bot']:.1f} KB ({r['rss'] / 1024:.0f} MB) | | | ≤ 20 KB |",
        "",
    ]
    return out


HASHED = re.compile(r"-[\w-]{8}[.]js$")


def page_section(page: dict[str, Any]) -> list[str]:
    """The "First page" section (also rewritten alone by `bench/live.py --first-page`)."""
    if not page:
        return ["No `web/dist` here: run `make web` first for the first-page size.", ""]
    # a chunk's name without its 8-character content hash (names and hashes may hold dashes)
    parts = " + ".join(f"{HASHED.sub('', n)} {s / 1000:.1f}" for n, s in page["sizes"].items())
    total = page["total"] / 1000
    return [
        "## First page",
        "",
        f"JavaScript the home route loads before it renders (web/dist built {page['built']}; `index.html`'s "
        "entry and module preloads, plus the English locale chunk imported at start), gzip -9: "
        f"**{total:.1f} KB** = {parts} KB. Goal ≤ {PAGE_GOAL_KB} KB: "
        + ("met." if total <= PAGE_GOAL_KB else f"{total - PAGE_GOAL_KB:.1f} KB over."),
        "",
        *_paint(page.get("lcp", {})),
    ]


def _paint(lcp: dict[str, list[int]]) -> list[str]:
    if not lcp:
        return ["Largest Contentful Paint: not measured (no Debian Chromium or no `web/dist`).", ""]
    rows = [
        f"| {name} | {sorted(runs)[len(runs) // 2]:,} ms | {', '.join(f'{r:,}' for r in runs)} ms |"
        for name, runs in lcp.items()
    ]
    return [
        "Largest Contentful Paint in Chromium with 4× CPU throttling, cold cache, 1280×800, served by",
        "`tradingbot serve` on 127.0.0.1 (`bench/live_lcp.mjs`):",
        "",
        "| page | median | each load |",
        "|---|---|---|",
        *rows,
        "",
    ]


def render(
    rows: list[dict[str, Any]], base: dict[str, Any], page: dict[str, Any], wall: float, quick: bool
) -> str:
    out = [
        "# Live benchmark (`make bench`, `bench/live.py`)",
        "",
        f"Generated {dt.datetime.now(dt.UTC):%Y-%m-%d %H:%M} UTC in {wall:.0f} s"
        f"{' (--quick)' if quick else ''} on {os.cpu_count()} cores "
        f"({platform.python_implementation()} {platform.python_version()}), shared with other work, " + SETUP,
        "",
    ]
    for r in rows:
        out += _load(r, base)
    out += page_section(page)
    history = BENCH / "live_history.md"
    if history.exists():
        out += [history.read_text().rstrip(), ""]
    return "\n".join(out)
