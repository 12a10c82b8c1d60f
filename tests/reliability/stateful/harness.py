"""The servers a lifecycle state machine drives, and the invariants it checks after every rule.

Hypothesis state machines are synchronous, so each machine owns a private event loop and runs the
in-process app (built as ``tests/integration/conftest.py`` builds it, on SQLite) on it: a rule is
one ``loop.run_until_complete``; the app's lifespan task stays on the loop between rules.

Every machine drives two servers with the same calls: the *primary*, which also restarts (its
lifespan stopped and a new app started on the same database, the session cookie kept), and the
*replica*, a fresh server on its own database that only ever sees the acknowledged-or-refused
calls in order, never a restart. Market time comes from the prices the machine sets (explicit
``ts``), so both are deterministic: the replica is a fresh replay of every bot's inputs, and each
bot's stored state, status and event log on the primary must equal the replica's.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Coroutine
from decimal import Decimal
from pathlib import Path
from typing import Any, TypeVar

import httpx
from asgi_lifespan import LifespanManager
from sqlalchemy import select

from tests.contract_check import contract_hook
from tests.integration.conftest import Api, make_settings
from tradingbot.adapters.storage.models import BotEventRow, BotRow
from tradingbot.api.app import create_app
from tradingbot.bots.event_log.file_format import canonical, read_log
from tradingbot.bots.event_log.inputs import INPUT_KINDS
from tradingbot.bots.event_log.replay import replay
from tradingbot.sim.accounts import FAUCET

T = TypeVar("T")
MINUTE = 60_000
DAY = 1440 * MINUTE


class Server:
    """One in-process app on a database, with a logged-in client (cookies + CSRF, like the web app)."""

    def __init__(self, db_url: str) -> None:
        self.db_url = db_url
        self.app: Any = None
        self.life: LifespanManager | None = None
        self.client: httpx.AsyncClient | None = None
        self.cookies: httpx.Cookies = httpx.Cookies()
        self.starts = 0

    @property
    def api(self) -> Api:
        assert self.client is not None
        return Api(self.client)

    @property
    def container(self) -> Any:
        return self.app.state.container

    async def start(self) -> None:
        self.app = create_app(make_settings(self.db_url))
        self.life = LifespanManager(self.app, startup_timeout=120, shutdown_timeout=120)
        await self.life.__aenter__()
        self.client = httpx.AsyncClient(
            transport=httpx.ASGITransport(app=self.app),
            base_url="http://testserver",
            cookies=self.cookies,
            event_hooks={"response": [contract_hook(self.app)]},
        )
        self.starts += 1

    async def stop(self) -> None:
        if self.client is not None:
            self.cookies = httpx.Cookies(self.client.cookies)
            await self.client.aclose()
            self.client = None
        if self.life is not None:
            life, self.life = self.life, None
            await life.__aexit__(None, None, None)

    async def restart(self) -> None:
        await self.stop()
        await self.start()

    async def replays(self) -> dict[int, tuple[str, str]]:
        """Each hosted bot's state rebuilt by ``tradingbot replay``'s code from its exported log, and
        its live state (canonical JSON both: docs/EVENT-LOG.md)."""
        out: dict[int, tuple[str, str]] = {}
        for p in self.container.exchange.partitions:
            for bot in p.host.bot_ids():
                log = await self.api.result("/s1/bot/tradingbot/v1/export-events", {"bot_id": bot})
                rebuilt = canonical(replay(read_log(log["content"])).state)
                out[int(bot)] = (rebuilt, canonical(p.host.snapshot(bot)))
        return out

    async def bots(self) -> dict[int, dict[str, Any]]:
        """Every bot as stored: family, status, close reason, state and its event log (what it did,
        without the inputs recorded beside it: docs/EVENT-LOG.md), by id."""
        out: dict[int, dict[str, Any]] = {}
        async with self.container.sessions() as s:
            b = BotRow
            for bid, family, status, reason, state in await s.execute(
                select(b.id, b.family, b.status, b.close_reason, b.state).order_by(b.id)
            ):
                out[bid] = {
                    "family": family,
                    "status": status,
                    "close_reason": reason,
                    "state": json.loads(state),
                    "events": [],
                }
            e = BotEventRow
            for bid, ts, kind, data in await s.execute(
                select(e.bot_id, e.ts_ms, e.kind, e.data).order_by(e.seq)
            ):
                if kind not in INPUT_KINDS:  # a restart records the market prices in the log again
                    out[bid]["events"].append({"ts": ts, "kind": kind, "data": json.loads(data)})
        return out

    def hosted_snapshots(self) -> dict[int, dict[str, object]]:
        """The engine's in-memory state of every bot it hosts (in every partition)."""
        return {
            int(b): json.loads(json.dumps(p.host.snapshot(b)))
            for p in self.container.exchange.partitions
            for b in p.host.bot_ids()
        }

    def balances(self) -> dict[tuple[str, str], tuple[Decimal, Decimal]]:
        """Every ledger cell in memory: (account key, asset) -> (free, locked); the account key of
        a partition other than 0 is prefixed (each partition has its own system accounts)."""
        return {
            (f"p{p.partition}:{acct.key}" if p.partition else acct.key, asset): (bal.free, bal.locked)
            for p in self.container.exchange.partitions
            for acct, cells in p.sim.ledger.snapshot().items()
            for asset, bal in cells.items()
        }


class Pair:
    """The primary and its replica on one private event loop; both always get the same calls."""

    def __init__(self, folder: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.primary = Server(f"sqlite:///{folder}/primary.db")
        self.replica = Server(f"sqlite:///{folder}/replica.db")
        # market time starts a day after now (a start primes the markets at wall time), on a minute
        self.ts = (int(time.time() * 1000) // DAY + 1) * DAY
        self.restarts = 0

    def run(self, coro: Coroutine[Any, Any, T]) -> T:
        return self.loop.run_until_complete(coro)

    def start(self) -> None:
        self.run(self.primary.start())
        self.run(self.replica.start())

    def close(self) -> None:
        try:
            for s in (self.primary, self.replica):
                self.run(s.stop())
        finally:
            self.loop.close()

    def restart(self) -> None:
        self.run(self.primary.restart())
        self.restarts += 1

    def post(self, path: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        """The call on both servers: they must answer alike (same ``ret_code`` and result)."""
        a = self.run(self.primary.api.post(path, body))
        b = self.run(self.replica.api.post(path, body))
        assert a["ret_code"] == b["ret_code"], (path, body, a, b)
        assert a["result"] == b["result"], (path, body, a, b)
        return a

    def get(self, path: str, **params: Any) -> dict[str, Any]:
        return self.run(self.primary.api.get(path, **params))

    def admin_price(self, symbol: str, price: Decimal, linear: bool) -> None:
        """Both markets move to ``price`` one minute after the last price (explicit market time)."""
        self.ts += MINUTE
        body: dict[str, Any] = {"symbol": symbol, "price": str(price), "ts": self.ts}
        if linear:
            body["category"] = "linear"
        for s in (self.primary, self.replica):
            assert s.client is not None
            r = self.run(s.client.post("/admin/market/price", json=body, headers=_ADMIN)).json()
            assert r["ret_code"] == 0, r

    def fund_usdt(self) -> Decimal:
        rows = self.get("/v2/private/asset/balances", account_type="FUND")["result"]["list"]
        return next((Decimal(r["free"]) for r in rows if r["coin"] == "USDT"), Decimal(0))


_ADMIN = {"Authorization": "Bearer test-admin-token"}


def ledger_problems(pair: Pair, server: Server, granted: dict[str, Decimal]) -> list[str]:
    """Conservation and sign of a server's ledger: the stored balances agree with the journal
    folded again (what ``tradingbot check-ledger`` runs), each asset's balances sum to zero with
    the faucet's, whatever is not the faucet holds exactly what the faucet issued (what the machine
    granted), and no user or bot cell is negative (the market and fee accounts are the
    counterparties of trades and may be)."""
    problems: list[str] = list(pair.run(server.container.exchange.check_ledger()))
    cells = server.balances()
    for asset in sorted({asset for _, asset in cells} | set(granted)):
        total = sum((f + lk for (_, a), (f, lk) in cells.items() if a == asset), Decimal(0))
        if total != 0:
            problems.append(f"{asset}: the balances sum to {total}, not 0")
        faucet = cells.get((FAUCET.key, asset), (Decimal(0), Decimal(0)))
        issued = -(faucet[0] + faucet[1])
        if issued != granted.get(asset, Decimal(0)):
            problems.append(f"{asset}: the faucet issued {issued}, the machine granted {granted.get(asset)}")
    for (acct, asset), (free, locked) in cells.items():
        if acct.startswith(("u:", "bot:")) and (free < 0 or locked < 0):
            problems.append(f"{acct} {asset}: negative balance free={free} locked={locked}")
    return problems
