"""An API node answers the hot reads itself, from the bots' stored rows, and sends the rest to the
partition's worker: with no worker running, a user still reads their bot's detail and their bot
list as last stored, while a write waits for a worker and then answers the retryable 10017."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import httpx

from tests.bus.natsproc import nats_server
from tests.cluster.cluster_procs import cluster
from tests.cluster.scenario import FAMILIES, LINEAR0, SPOT0, Run, comparable
from tests.cluster.test_failover import cluster_barrier, database

GRID_CREATE, GRID_DETAIL, GRID_BODY, GRID_ID = FAMILIES["spot_grid"]


async def scenario(base: str) -> tuple[int, dict[str, Any], dict[str, Any]]:
    async with (
        httpx.AsyncClient(base_url=base, timeout=60) as admin,
        httpx.AsyncClient(base_url=base, timeout=60) as user,
    ):
        run = Run(admin, [user], cluster_barrier(admin))
        await run.barrier({})
        await run.prices(SPOT0, LINEAR0)
        await run.register(0)
        made = await run.call(0, GRID_CREATE, dict(GRID_BODY))
        assert made["ret_code"] == 0, made
        bot_id = made["result"][GRID_ID]
        await cluster_barrier(admin, flushed=True)(run.seqs)
        before = await run.call(0, GRID_DETAIL, {GRID_ID: bot_id})
        listed = await run.call(0, "/s1/bot/tradingbot/v1/list-all-bots", {})
        return bot_id, before, listed


def test_an_api_node_reads_stored_bots_without_a_worker(tmp_path: Path) -> None:
    with database("kill") as (url, _), nats_server() as nats, cluster(url, nats, tmp_path, partitions=2) as c:
        c.settings["BOT_COMMAND_TIMEOUT_SECONDS"] = "3"
        c.start_worker("w1")
        c.start_api()
        bot_id, before, listed = asyncio.run(scenario(c.base))
        assert before["ret_code"] == 0 and listed["ret_code"] == 0, (before, listed)
        c.workers.pop("w1").terminate()  # a clean stop: the partitions are handed back, nobody takes them
        user = c.client()
        user.post("/v2/public/user/login", {"email": "u0@x.io", "password": "correct horse"})
        after = user.post(GRID_DETAIL, {GRID_ID: bot_id})
        assert after["ret_code"] == 0, after
        assert comparable(after["result"]) == comparable(before["result"])
        again = user.post("/s1/bot/tradingbot/v1/list-all-bots", {})
        assert [b["bot_id"] for b in again["result"]["list"]] == [
            b["bot_id"] for b in listed["result"]["list"]
        ]
        # a write needs the partition's worker: it waits, then answers "retry later"
        closed = user.post("/s1/bot/grid/v1/close-grid", {GRID_ID: bot_id, "close_mode": 3})
        assert closed["ret_code"] == 10017, closed
