"""The crash campaign: workload, SIGKILL at a random point, checks on the stored data while the
server is down, restart, the prices it missed, checks through the API; again, ``kills`` times.

Checks after every kill (each failure is kept with the kill's number and the seed):

- *lost*: an acknowledged create, close, modify, add (margin or funds in), withdraw or transfer
  not visible after the restart (bots and journal entries in the database; details through the API);
- *duplicated*: a client order id twice in an account, fills beyond an order's quantity, more
  journal entries of a bot's adds, withdrawals or investment (or of the user's transfers) than
  commands acknowledged plus those in flight at the kill, a bot nobody created;
- *ledger*: ``check-ledger``'s comparison (stored balances against the journal folded again);
- *not resumed*: a bot that should run and does not answer, is not running, or still has a
  resting order the prices sent while it was down (applied after the restart) crossed.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import subprocess
import sys
import threading
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, text

from tests.conftest import REPO
from tests.reliability.crash.server import Server
from tests.reliability.crash.workload import (
    BY_NAME,
    LINEAR_BASE,
    SPOT_BASE,
    BotRecord,
    Defect,
    Market,
    Record,
    Session,
    Workload,
    path_of,
)
from tradingbot.adapters.storage.db import make_engine, make_sessionmaker, sync_url
from tradingbot.core.enums import BotStatus, OrderStatus
from tradingbot.services.exchange.partitioned import check_stored_ledger

WORKERS = 2
FULL_CHECK = 10
CLOSED = {BotStatus.CANCELLING.value, BotStatus.COMPLETED.value}
OPEN_ORDERS = tuple(s.value for s in OrderStatus if s.is_open)


@dataclass
class Figures:
    """What a campaign measured and found."""

    kills: int = 0
    seconds: float = 0.0
    """The whole campaign's wall time (start, kills, checks, the final check-ledger)."""
    acknowledged: int = 0
    refused: int = 0
    in_flight: int = 0
    lost: list[str] = field(default_factory=list)
    duplicated: list[str] = field(default_factory=list)
    ledger: list[str] = field(default_factory=list)
    not_resumed: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    restarts: list[float] = field(default_factory=list)
    bots_created: int = 0
    bots_checked: int = 0
    completed_alone: list[str] = field(default_factory=list)
    caught_up_fills: int = 0
    """Bots' orders resting at a kill that filled on the prices sent while the server was down."""
    cli_check_ledger: str = ""
    phases: dict[str, float] = field(default_factory=lambda: defaultdict(float))
    """Seconds spent in each phase of the kill cycles."""

    @property
    def mean_restart(self) -> float:
        return sum(self.restarts) / len(self.restarts) if self.restarts else 0.0


class Campaign:
    def __init__(self, url: str, seed: int, workdir: Path) -> None:
        self.url = url
        self.seed = seed
        self.rng = random.Random(seed)
        self.rec = Record()
        self.market = Market(random.Random(seed + 1))
        self.fig = Figures()
        self.server = Server(url, workdir / "server.log")
        self.db = create_engine(sync_url(url))
        self.cookies: dict[str, str] = {}
        self.kill_no = 0
        self.resting: set[tuple[str, int]] = set()
        """Bots' open orders as stored at the last kill."""

    # ------------------------------------------------------------------ the loop

    def run(self, kills: int) -> Figures:
        t0 = time.perf_counter()
        try:
            self.server.start()
            self._set_up()
            for _ in range(kills):
                self.kill_no += 1
                self._timed("workload", self._cycle)
                self._timed("stored checks", self._stored_checks)
                self._timed("down", self._while_down)
                self.fig.restarts.append(self.server.start())
                self._timed("checks after restart", self._after_restart)
            self.server.kill()
            self._stored_checks()
            self.fig.cli_check_ledger = self._cli_check_ledger()
        finally:
            self.server.close()
            self.db.dispose()
        rec, fig = self.rec, self.fig
        fig.acknowledged, fig.refused, fig.in_flight = rec.acknowledged, rec.refused, rec.in_flight
        fig.errors = rec.errors
        fig.bots_created = len(rec.bots)
        fig.seconds = time.perf_counter() - t0
        return fig

    def _timed(self, phase: str, step: Any) -> None:
        t0 = time.perf_counter()
        step()
        self.fig.phases[phase] += time.perf_counter() - t0

    def _set_up(self) -> None:
        s = Session(self.server.base)
        r = s.post("/v2/public/user/register", {"email": "crash@example.com", "password": "password123"})
        assert r["ret_code"] == 0, r
        r = s.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "100000"})
        assert r["ret_code"] == 0, r
        for sym, p in SPOT_BASE.items():
            s.set_price("spot", sym, str(p))
        for sym, p in LINEAR_BASE.items():
            s.set_price("linear", sym, str(p))
        self.cookies = dict(s.c.cookies)
        s.close()

    def _cycle(self) -> None:
        """Commands from two workers until the kill: after a random number of answered commands
        (1..16) and a random delay (0..25 ms), so the kill lands anywhere, between commands or in
        one (on a loaded machine too: the point is counted in commands, not seconds)."""
        stop = threading.Event()
        workers = [
            Workload(self.rec, self.market, random.Random(self.rng.getrandbits(64)), i, WORKERS)
            for i in range(WORKERS)
        ]
        threads = [threading.Thread(target=self._work, args=(w, stop), daemon=True) for w in workers]
        answered = sum(w.answered for w in workers)
        goal, delay = self.rng.randint(1, 16), self.rng.uniform(0, 0.025)
        for t in threads:
            t.start()
        deadline = time.monotonic() + 60
        while sum(w.answered for w in workers) - answered < goal and time.monotonic() < deadline:
            time.sleep(0.001)
        time.sleep(delay)
        self.server.kill()
        stop.set()
        for t in threads:
            t.join(timeout=60)
        self.fig.kills += 1

    def _work(self, w: Workload, stop: threading.Event) -> None:
        s = Session(self.server.base, self.cookies)
        try:
            while not stop.is_set():
                try:
                    w.step(s)
                except Defect as exc:
                    with self.rec.lock:
                        self.rec.errors.append(f"kill {self.kill_no}: {exc}")
                except httpx.HTTPError:
                    return  # the server is gone
        finally:
            s.close()

    def _while_down(self) -> None:
        """Prices the market sends while the server is down (its port refuses connections): the server
        must catch up on them once it is back (they are sent again then, as a feed would)."""
        self.missed = [self.market.move() for _ in range(self.rng.randint(1, 6))]
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", self.server.port)) == 0:
                raise AssertionError("the server still accepts connections after SIGKILL")

    # ------------------------------------------------------------------ checks on the stored data

    def _stored_checks(self) -> None:
        """While the server is down: the database as the restart will find it."""
        k = f"kill {self.kill_no} (seed {self.seed})"
        fig, rec = self.fig, self.rec
        with self.db.connect() as c:
            for table in ("orders", "fut_orders"):
                dup = c.execute(
                    text(
                        f"SELECT owner, account_type, client_order_id, COUNT(*) FROM {table} "
                        "GROUP BY owner, account_type, client_order_id HAVING COUNT(*) > 1"
                    )
                ).all()
                fig.duplicated += [f"{k}: client order id {tuple(d)} in {table}" for d in dup]
            for orders, fills in (("orders", "fills"), ("fut_orders", "fut_fills")):
                qty = {
                    i: Decimal(json.loads(d)["qty"])
                    for i, d in c.execute(text(f"SELECT id, data FROM {orders}"))
                }
                done: dict[int, Decimal] = defaultdict(Decimal)
                for oid, d in c.execute(text(f"SELECT order_id, data FROM {fills}")):
                    done[oid] += Decimal(json.loads(d)["qty"])
                fig.duplicated += [
                    f"{k}: {fills} of order {oid} sum to {q} > its quantity {qty.get(oid)}"
                    for oid, q in done.items()
                    if oid not in qty or q > qty[oid]
                ]
            marks = ", ".join(f"'{m}'" for m in OPEN_ORDERS)
            self.resting = {
                (table, i)
                for table in ("orders", "fut_orders")
                for (i,) in c.execute(
                    text(f"SELECT id FROM {table} WHERE status IN ({marks}) AND owner LIKE 'bot:%'")
                )
            }
            bots = {
                str(i): (fam, st, why)
                for i, fam, st, why in c.execute(text("SELECT id, family, status, close_reason FROM bots"))
            }
            refs = Counter(
                dict(
                    c.execute(
                        text(
                            "SELECT ref, COUNT(*) FROM ledger_journal"
                            " WHERE ref LIKE 'bot:%' OR ref = 'transfer' GROUP BY ref"
                        )
                    ).all()
                )
            )
        with rec.lock:
            for bot_id in sorted(set(bots) - set(rec.bots), key=int):
                fam = bots[bot_id][0]
                if rec.creates_maybe <= 0:
                    fig.duplicated.append(f"{k}: bot {bot_id} ({fam}) exists but no create was in flight")
                rec.creates_maybe -= 1
                name = next(f.name for f in BY_NAME.values() if _family_of(f.name) == fam)
                rec.bots[bot_id] = BotRecord(name, bot_id)
            rec.creates_maybe = 0
            for b in rec.bots.values():
                if b.bot_id not in bots:
                    fig.lost.append(f"{k}: acknowledged create of bot {b.bot_id} ({b.family}) missing")
                    b.closed = "gone"
                    continue
                status, why = bots[b.bot_id][1], bots[b.bot_id][2]
                if b.closed == "yes" and status not in CLOSED:
                    fig.lost.append(f"{k}: acknowledged close of bot {b.bot_id} ({b.family}) lost: {status}")
                elif b.closed in ("maybe", "no") and status in CLOSED:
                    if b.closed == "no":
                        fig.completed_alone.append(f"{k}: bot {b.bot_id} ({b.family}) {status} {why}")
                    b.closed = "yes"
                    b.touched = True
                elif b.closed == "maybe":
                    b.closed = "no"
                invest = refs[f"bot:{b.bot_id}:invest"]
                if invest != 1:
                    fig.duplicated.append(f"{k}: bot {b.bot_id} ({b.family}) has {invest} investment entries")
                for what in ("adds", "withdraws"):
                    n = refs[f"bot:{b.bot_id}:{what[:-1]}"]
                    acked, maybe = getattr(b, what), getattr(b, f"{what}_maybe")
                    if n < acked:
                        fig.lost.append(
                            f"{k}: bot {b.bot_id} ({b.family}) {acked} {what} acknowledged, {n} stored"
                        )
                    elif n > acked + maybe:
                        fig.duplicated.append(
                            f"{k}: bot {b.bot_id} ({b.family}) {n} {what} stored,"
                            f" {acked} acknowledged + {maybe} in flight"
                        )
                    setattr(b, what, n)
                    setattr(b, f"{what}_maybe", 0)
            n = refs["transfer"]
            if n < rec.transfers:
                fig.lost.append(f"{k}: {rec.transfers} transfers acknowledged, {n} stored")
            elif n > rec.transfers + rec.transfers_maybe:
                fig.duplicated.append(
                    f"{k}: {n} transfers stored, {rec.transfers} acknowledged"
                    f" + {rec.transfers_maybe} in flight"
                )
            rec.transfers, rec.transfers_maybe = n, 0
        problems = asyncio.run(_check_balances(self.url))
        if problems:
            fig.ledger.append(f"{k}: " + "; ".join(problems[:5]))

    def _cli_check_ledger(self) -> str:
        """``tradingbot check-ledger`` itself, once at the end (the per-kill check runs the same
        comparison in this process)."""
        out = subprocess.run(
            [sys.executable, "-m", "tradingbot.cli", "check-ledger", "--database-url", self.url],
            cwd=REPO, capture_output=True, text=True, timeout=600,
        )  # fmt: skip
        if out.returncode != 0:
            self.fig.ledger.append(f"check-ledger CLI: {out.stderr.strip()[-2000:]}")
        return (out.stdout + out.stderr).strip()

    # ------------------------------------------------------------------ checks through the API

    def _after_restart(self) -> None:
        k = f"kill {self.kill_no} (seed {self.seed})"
        fig, rec = self.fig, self.rec
        s = Session(self.server.base, self.cookies)
        try:
            for cat, sym, price in self.missed:
                s.set_price(cat, sym, price)
            moved = {(cat, sym) for cat, sym, _ in self.missed}
            for (cat, sym), p in sorted(self.market.prices.items()):  # the market as it is now
                if (cat, sym) not in moved:  # (a move in flight at the kill may not have landed)
                    s.set_price(cat, sym, _price(p))
            # through the API: the bots commands touched since their last check, and every bot that
            # should run at every FULL_CHECK-th kill (the database check above covers all of them at
            # every kill; this keeps a kill cycle cheap as bots accumulate)
            full = self.kill_no % FULL_CHECK in (0, 1)
            with rec.lock:
                bots = [b for b in rec.bots.values() if b.touched or (full and b.closed == "no")]
            for b in bots:
                fam = BY_NAME[b.family]
                r = s.post(path_of(fam, fam.detail), {fam.id_key: b.bot_id})
                fig.bots_checked += 1
                b.touched = False
                if r["ret_code"] != 0:
                    fig.lost.append(f"{k}: bot {b.bot_id} ({b.family}) not visible: {r}")
                    continue
                if b.closed != "no":
                    continue
                if fam.modified_from:
                    r = s.post(path_of(fam, fam.modified_from), {fam.id_key: b.bot_id})
                    if r["ret_code"] != 0:
                        fig.lost.append(f"{k}: bot {b.bot_id} ({b.family}) {fam.modified_from}: {r}")
                        continue
                shown = fam.read_modified(r["result"])
                if b.modified is None:  # no modify acknowledged yet: any in flight may have landed
                    b.modified = shown
                elif b.modified is not None:
                    if shown == b.modified or shown in b.modified_maybe:
                        b.modified = shown
                    else:
                        fig.lost.append(
                            f"{k}: bot {b.bot_id} ({b.family}) shows {shown}, acknowledged {b.modified}"
                            f" (+ in flight {sorted(b.modified_maybe)})"
                        )
                    b.modified_maybe.clear()
            self._caught_up(k)
        except (Defect, httpx.HTTPError) as exc:
            fig.errors.append(f"{k}: after restart: {exc}")
        finally:
            s.close()

    def _caught_up(self, k: str) -> None:
        """No running bot rests an order the prices since its restart crossed, and each is still
        RUNNING in the database (nothing failed at its restart)."""
        live = {b.bot_id: b for b in self.rec.bots.values() if b.closed == "no"}
        marks = ", ".join(f"'{s}'" for s in OPEN_ORDERS)
        with self.db.connect() as c:
            status = dict(c.execute(text("SELECT id, status FROM bots")).all())
            for table in ("orders", "fut_orders"):
                ids = [i for t, i in self.resting if t == table]
                for chunk in range(0, len(ids), 500):
                    part = ", ".join(str(i) for i in ids[chunk : chunk + 500])
                    self.fig.caught_up_fills += c.execute(
                        text(f"SELECT COUNT(*) FROM {table} WHERE id IN ({part}) AND status = 'FILLED'")
                    ).scalar_one()
            for table, cat in (("orders", "spot"), ("fut_orders", "linear")):
                for owner, data in c.execute(
                    text(f"SELECT owner, data FROM {table} WHERE status IN ({marks}) AND owner LIKE 'bot:%'")
                ):
                    o = json.loads(data)
                    last = Decimal(_price(self.market.prices[(cat, o["symbol"])]))
                    price = Decimal(o["price"]) if o.get("price") not in (None, "") else None
                    if price is None:
                        continue
                    crossed = price >= last if o["side"] == "BUY" else price <= last
                    if crossed:
                        self.fig.not_resumed.append(
                            f"{k}: {owner} rests {o['side']} {o['symbol']} @ {price}"
                            f" after the price went to {last}"
                        )
        for bot_id, b in live.items():
            st = status.get(int(bot_id))
            if st not in (
                BotStatus.RUNNING.value,
                BotStatus.AWAITING_ACTIVATION.value,
                BotStatus.INITIALIZING.value,
                BotStatus.NEW.value,
            ):
                self.fig.not_resumed.append(f"{k}: bot {bot_id} ({b.family}) is {st} after the restart")


def _family_of(name: str) -> str:
    """The ``bots.family`` value of a workload family."""
    return {
        "spot-grid": "GRID_SPOT",
        "futures-grid": "GRID_FUTURES",
        "spot-dca": "DCA_SPOT",
        "futures-martingale": "MART_FUTURES",
        "futures-combo": "COMBO_FUTURES",
    }[name]


def _price(p: float) -> str:
    return f"{p:.1f}".rstrip("0").rstrip(".")


async def _check_balances(url: str) -> list[str]:
    engine = make_engine(url)
    try:
        return await check_stored_ledger(make_sessionmaker(engine))
    finally:
        await engine.dispose()


def run(url: str, kills: int, seed: int, workdir: Path) -> Figures:
    """A whole campaign on the database at ``url`` (fresh)."""
    return Campaign(url, seed, workdir).run(kills)


def _main() -> None:
    """``python -m tests.reliability.crash.campaign URL KILLS SEED DIR``: a campaign by hand."""
    url, kills, seed, folder = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), Path(sys.argv[4])
    folder.mkdir(parents=True, exist_ok=True)
    fig = run(url, kills, seed, folder)
    out = {k: v for k, v in vars(fig).items()}
    out["mean_restart"] = fig.mean_restart
    out["restarts"] = [round(x, 3) for x in fig.restarts[:20]]
    print(json.dumps(out, indent=1, default=str))


if __name__ == "__main__":
    _main()
