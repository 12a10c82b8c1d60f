"""One scenario of users, bots of every family, commands and prices, run the same way against a
cluster (over HTTP to an API node) and against one embedded process (the replay), so that the
cluster's results can be compared with a single-process run of the same commands and prices.

Prices go through the admin price call with explicit times (on a cluster node they are appended
to the market logs); after each batch the runner waits until every partition has applied it
(``barrier``), so each command meets the same market in both runs.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from tests.integration.test_partitions import DCA, FCOMBO, FGRID, FMART, GRID

_FUNDING_MS = 8 * 3_600_000
# an hour after the next funding time: ahead of any hub's history (a hand-set price may not go
# back) and no funding time within the scenario; the same for both runs of one test process
T0 = (time.time_ns() // 1_000_000 // _FUNDING_MS + 1) * _FUNDING_MS + 3_600_000
ADMIN = "Bearer cluster-admin"
PASSWORD = "correct horse"
RETRY_LATER = 10017
RETRY_FOR_S = 60.0

FAMILIES: dict[str, tuple[str, str, dict[str, Any], str]] = {
    # family: (create path, detail path, body, id field)
    "spot_grid": ("/s1/bot/grid/v1/create-grid", "/s1/bot/grid/v1/query-grid-detail", GRID, "grid_id"),
    "dca": ("/s1/bot/dca/v1/create-bot", "/s1/bot/dca/v1/detail", DCA, "bot_id"),
    "futures_grid": (
        "/contract/v5/fgridbot/fgrid-bot-create",
        "/contract/v5/fgridbot/get-fgrid-detail",
        FGRID,
        "bot_id",
    ),
    "fmart": (
        "/contract/v5/private/fmartingalebot/create-fmart-bot",
        "/contract/v5/private/fmartingalebot/get-fmart-detail",
        FMART,
        "bot_id",
    ),
    "fcombo": (
        "/contract/v5/private/fcombobot/create-bot",
        "/contract/v5/private/fcombobot/get-detail",
        FCOMBO,
        "bot_id",
    ),
}
CLOSE = {
    "spot_grid": ("/s1/bot/grid/v1/close-grid", {"close_mode": 3}),
    "dca": ("/s1/bot/dca/v1/close-bot", {}),
    "futures_grid": ("/contract/v5/fgridbot/fgrid-bot-close", {}),
    "fmart": ("/contract/v5/private/fmartingalebot/close-fmart-bot", {}),
    "fcombo": ("/contract/v5/private/fcombobot/close-bot", {}),
}
SPOT0 = {"BTCUSDT": "106000", "ETHUSDT": "2500", "SOLUSDT": "150"}
LINEAR0 = {"BTCUSDT": "95000", "ETHUSDT": "2500", "SOLUSDT": "150"}
MOVES = [
    ({"BTCUSDT": "104500"}, {"BTCUSDT": "93500", "ETHUSDT": "2450", "SOLUSDT": "148"}),
    ({"BTCUSDT": "106500"}, {"BTCUSDT": "95500", "ETHUSDT": "2550", "SOLUSDT": "152"}),
    ({"BTCUSDT": "105300"}, {"BTCUSDT": "94200", "ETHUSDT": "2480", "SOLUSDT": "149"}),
    ({"BTCUSDT": "107400"}, {"BTCUSDT": "96100", "ETHUSDT": "2530", "SOLUSDT": "151"}),
]

Barrier = Callable[[dict[tuple[str, str], int]], Awaitable[None]]


@dataclass
class Run:
    """One run of the scenario: its clients and what it was answered."""

    admin: httpx.AsyncClient
    users: list[httpx.AsyncClient]
    barrier: Barrier
    seqs: dict[tuple[str, str], int] = field(default_factory=dict)
    bots: dict[int, list[tuple[str, int]]] = field(default_factory=dict)
    ts: int = T0
    closed: list[int] = field(default_factory=list)
    retried: int = 0
    stored: Callable[[], Awaitable[None]] | None = None
    """Waits until what the engine holds is stored (a cluster's API node reads the stored bots)."""

    async def call(self, user: int, path: str, body: dict[str, Any]) -> dict[str, Any]:
        """As a careful client: one ``Idempotency-Key`` per action, sent again while the answer
        is the retryable 10017 (a dependency down, a partition changing hands)."""
        c = self.users[user]
        headers = {"X-CSRF-Token": c.cookies.get("csrf_token", ""), "Idempotency-Key": uuid.uuid4().hex}
        deadline = time.monotonic() + RETRY_FOR_S
        while True:
            data: dict[str, Any] = (await c.post(path, json=body, headers=headers)).json()
            if data["ret_code"] != RETRY_LATER or time.monotonic() > deadline:
                return data
            self.retried += 1
            await asyncio.sleep(0.5)

    async def prices(self, spot: dict[str, str], linear: dict[str, str]) -> None:
        for category, prices in (("spot", spot), ("linear", linear)):
            for symbol, price in prices.items():
                self.ts += 1000
                body = {"category": category, "symbol": symbol, "price": price, "ts": self.ts}
                r = (
                    await self.admin.post("/admin/market/price", json=body, headers={"Authorization": ADMIN})
                ).json()
                assert r["ret_code"] == 0, r
                if r["result"].get("seq") is not None:
                    self.seqs[(category, symbol)] = r["result"]["seq"]
        await self.barrier(dict(self.seqs))

    async def register(self, user: int) -> None:
        c = self.users[user]
        r = (
            await c.post("/v2/public/user/register", json={"email": f"u{user}@x.io", "password": PASSWORD})
        ).json()
        assert r["ret_code"] == 0, r
        funded = await self.call(user, "/v2/private/user/demo-funds", {"coin": "USDT", "amount": "20000"})
        assert funded["ret_code"] == 0, funded

    async def create_all(self, user: int) -> None:
        for family, (path, _, body, id_field) in FAMILIES.items():
            made = await self.call(user, path, dict(body))
            if made["ret_code"] != 0:
                funds = (await self.users[user].get("/v2/private/asset/balances")).json()
                raise AssertionError((family, made, funds, self.bots.get(user)))
            self.bots.setdefault(user, []).append((family, int(made["result"][id_field])))

    async def close_first(self, user: int) -> None:
        family, bot_id = self.bots[user][0]
        path, extra = CLOSE[family]
        id_field = FAMILIES[family][3]
        closed = await self.call(user, path, {id_field: bot_id, **extra})
        assert closed["ret_code"] == 0, closed
        self.closed.append(bot_id)

    async def details(self) -> dict[int, dict[str, Any]]:
        if self.stored is not None:
            await self.stored()
        out: dict[int, dict[str, Any]] = {}
        for user, bots in sorted(self.bots.items()):
            for family, bot_id in bots:
                _, path, _, id_field = FAMILIES[family]
                d = await self.call(user, path, {id_field: bot_id})
                assert d["ret_code"] == 0, d
                out[bot_id] = d["result"]
        return out

    async def listed(self) -> dict[int, list[int]]:
        out = {}
        for user in self.bots:
            ids = []
            for status in ("ongoing", "closed"):
                got = await self.call(
                    user, "/s1/bot/tradingbot/v1/list-all-bots", {"status": status, "limit": 200}
                )
                assert got["ret_code"] == 0, got
                ids += [int(b["bot_id"]) for b in got["result"]["list"]]
            out[user] = sorted(ids)
        return out


VOLATILE = ("time", "duration", "running", "_ms", "updated", "created")


def comparable(value: Any) -> Any:
    """A detail without the figures that depend on the wall clock (times, durations)."""
    if isinstance(value, dict):
        return {k: comparable(v) for k, v in value.items() if not any(w in k.lower() for w in VOLATILE)}
    if isinstance(value, list):
        return [comparable(v) for v in value]
    return value
