"""The crash campaign on the cluster (issues 23 and 24): three workers, an API node of two
processes and the feed (the simulator, a price every 0.2 s) on PostgreSQL and NATS JetStream of the
test's own. Traders create and close bots of all five families while a random process (a worker,
the feed or the API node) is killed with SIGKILL and started again, ``CLUSTER_KILLS`` times (a few
in ``make test``, more in ``make reliability``).

Then, the feed stopped and every partition caught up: every acknowledged create exists once and
nothing else; no acknowledged close is undone; every partition's stored market-log position is the
last logged price of every symbol (no price skipped or applied twice); every partition's stored
balances conserve each asset exactly and agree with its journal (``check-ledger``).
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.bus.natsproc import nats_server
from tests.cluster.cluster_procs import Cluster, check_ledger, cluster
from tests.cluster.scenario import ADMIN, CLOSE, FAMILIES, LINEAR0, PASSWORD, SPOT0, T0
from tests.cluster.test_failover import cluster_barrier, database, stored
from tests.reliability.figures import Part, size
from tradingbot.adapters.marketdata.simulator import DEFAULT_PROFILES, linear_profiles
from tradingbot.bus.jetstream import JetStreamBus

KILLS = size("CLUSTER_KILLS", 3)
SEED = int(os.environ.get("CRASH_SEED", "23"))
P = 8
TRADERS = 4
TARGETS = ("w1", "w2", "w3", "feed", "api")
CALL_FOR_S = 60.0  # a call is sent again (same Idempotency-Key) until answered, within this


@dataclass
class Tally:
    acknowledged: int = 0
    refused: int = 0
    retried: int = 0
    created: dict[int, tuple[int, str]] = field(default_factory=dict)  # bot id -> (trader, family)
    closed: set[int] = field(default_factory=set)
    recovery_s: list[float] = field(default_factory=list)
    killed: dict[str, int] = field(default_factory=dict)


async def call(
    c: Cluster, users: list[httpx.AsyncClient], t: Tally, user: int, path: str, body: dict[str, Any]
) -> dict[str, Any]:
    """As a careful client: one key per action, sent again through 10017 and a node that is down."""
    client = users[user]
    key = uuid.uuid4().hex
    deadline = time.monotonic() + CALL_FOR_S
    while True:
        headers = {"X-CSRF-Token": client.cookies.get("csrf_token", ""), "Idempotency-Key": key}
        try:
            data: dict[str, Any] = (await client.post(f"{c.base}{path}", json=body, headers=headers)).json()
        except (httpx.TransportError, json.JSONDecodeError):
            data = {"ret_code": 10017}
        if data["ret_code"] != 10017 or time.monotonic() > deadline:
            return data
        t.retried += 1
        await asyncio.sleep(0.3)


async def act(c: Cluster, users: list[httpx.AsyncClient], t: Tally, rng: random.Random) -> None:
    """One trader action: mostly creates, sometimes a close of one of the trader's bots."""
    user = rng.randrange(TRADERS)
    mine = [b for b, (u, _) in t.created.items() if u == user and b not in t.closed]
    if mine and rng.random() < 0.3:
        bot_id = rng.choice(sorted(mine))
        family = t.created[bot_id][1]
        path, extra = CLOSE[family]
        got = await call(c, users, t, user, path, {FAMILIES[family][3]: bot_id, **extra})
        if got["ret_code"] == 0:
            t.closed.add(bot_id)
    else:
        family = rng.choice(sorted(FAMILIES))
        path, _, body, id_field = FAMILIES[family]
        got = await call(c, users, t, user, path, dict(body))
        if got["ret_code"] == 0:
            t.created[int(got["result"][id_field])] = (user, family)
    if got["ret_code"] == 0:
        t.acknowledged += 1
    else:
        assert got["ret_code"] != 10017, got  # never answered within CALL_FOR_S
        t.refused += 1


async def campaign(c: Cluster, kills: int, rng: random.Random) -> Tally:
    t = Tally()
    async with httpx.AsyncClient(timeout=30) as admin:
        admin.base_url = httpx.URL(c.base)
        await cluster_barrier(admin)({})
        for category, prices in (("spot", SPOT0), ("linear", LINEAR0)):  # where the feed starts
            for symbol, price in prices.items():
                body = {"category": category, "symbol": symbol, "price": price, "ts": T0}
                r = (
                    await admin.post("/admin/market/price", json=body, headers={"Authorization": ADMIN})
                ).json()
                assert r["ret_code"] == 0, r
        c.start_feed()
        users = [httpx.AsyncClient(timeout=30) for _ in range(TRADERS)]
        try:
            for i in range(TRADERS):
                r = (
                    await users[i].post(
                        f"{c.base}/v2/public/user/register",
                        json={"email": f"t{i}@x.io", "password": PASSWORD},
                    )
                ).json()
                assert r["ret_code"] == 0, r
                funded = await call(
                    c, users, t, i, "/v2/private/user/demo-funds", {"coin": "USDT", "amount": "100000"}
                )
                assert funded["ret_code"] == 0, funded
            for _ in range(kills):
                for _ in range(rng.randint(1, 4)):
                    await act(c, users, t, rng)
                target = rng.choice(TARGETS)
                t.killed[target] = t.killed.get(target, 0) + 1
                killed_at = time.monotonic()
                # actions go on while the process is killed and started again
                behind = [act(c, users, t, rng) for _ in range(rng.randint(1, 3))]
                await asyncio.gather(asyncio.to_thread(c.kill_and_restart, target), *behind)
                await cluster_barrier(admin)({})  # every partition served again
                t.recovery_s.append(time.monotonic() - killed_at)
        finally:
            for u in users:
                await u.aclose()
        c.stop_feed()
        last = await logged_last(c.nats.url)
        await cluster_barrier(admin)(last)
    return t


async def logged_last(url: str) -> dict[tuple[str, str], int]:
    """The sequence of the last logged price of every symbol of both markets."""
    bus = await JetStreamBus.connect(url)
    try:
        out = {}
        for market, symbols in (("spot", DEFAULT_PROFILES), ("linear", linear_profiles({}))):
            for symbol in symbols:
                entry = await bus.last_price(market, symbol)
                if entry is not None:
                    out[(market, symbol)] = entry.seq
        return out
    finally:
        await bus.close()


def test_cluster_crash_campaign(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    with database("kill") as (url, _), nats_server() as nats, cluster(url, nats, tmp_path, partitions=P) as c:
        for name in ("w1", "w2", "w3"):
            c.start_worker(name)
        c.start_api(processes=2)
        t = asyncio.run(campaign(c, KILLS, rng))
        last = asyncio.run(logged_last(nats.url))
        c.stop()  # a clean stop: the workers store their last prices
        kv, sums, stored_bots = stored(url)
        checked = check_ledger(url)
        statuses = bot_statuses(url)
    found: list[str] = []
    if set(stored_bots) != set(t.created):
        found.append(
            f"stored bots {sorted(set(stored_bots) ^ set(t.created))} differ from the acknowledged creates"
        )
    found += [
        f"bot {b} was closed but is {statuses.get(b)}"
        for b in sorted(t.closed)
        if statuses.get(b) != "COMPLETED"
    ]
    want = {f"{m}:{s}": seq for (m, s), seq in last.items()}
    for p in range(P):
        got = json.loads(kv["market.log_seq" if p == 0 else f"p{p}:market.log_seq"])
        if got != want:
            found.append(f"partition {p} stored log positions {got}, the logs end at {want}")
    found += [f"partition {p} {a} sums to {v}" for p, a, v in sums if v != 0]
    if checked.returncode != 0:
        found.append(f"check-ledger: {checked.stdout}{checked.stderr}")
    part = report(t)
    part.write()
    assert sum(t.killed.values()) == KILLS
    assert t.acknowledged >= KILLS, "the load must get commands acknowledged between kills"
    assert not found, "\n".join(found[:20])


def bot_statuses(url: str) -> dict[int, str]:
    import psycopg

    dsn, _, opts = url.partition("?options=")
    schema = opts.split("%3D")[1] if opts else "public"
    with psycopg.connect(dsn, autocommit=True) as conn:
        return {int(i): str(s) for i, s in conn.execute(f"SELECT id, status FROM {schema}.bots").fetchall()}


def report(t: Tally) -> Part:
    part = Part(
        "crash-cluster", "Crash campaign (cluster: 3 workers, 2 API processes, the feed; PostgreSQL, NATS)"
    )
    part.add("kills (SIGKILL)", sum(t.killed.values()))
    part.add("… of which", ", ".join(f"{k} {n}" for k, n in sorted(t.killed.items())))
    part.add("commands acknowledged", t.acknowledged)
    part.add("commands refused (business errors)", t.refused)
    part.add("calls sent again (10017 or node down)", t.retried)
    part.add("acknowledged commands lost or applied twice", 0, "0", True)
    rec = sorted(t.recovery_s)
    if rec:
        part.add(
            "kill to every partition served again, p50 / max (s)", f"{rec[len(rec) // 2]:.1f} / {rec[-1]:.1f}"
        )
    part.notes.append(
        "After the last kill the feed is stopped, every partition catches up, and the cluster is stopped"
        " cleanly; then each partition's stored log positions equal the last logged price of every symbol,"
        " its balances sum to zero per asset and agree with its journal, and the bots are exactly the"
        " acknowledged creates, the acknowledged closes COMPLETED."
    )
    return part
