"""No request can stall the others (issue 23): the requests that used to build work sized by their
input on the event loop (a futures grid of 2**64 cells built its levels one by one, memory growing
~40 MB/s) are sent to a real server process together with other users' ordinary requests; every
one of them must be answered.

The failure condition is a generous timeout (a stalled server answers nobody), never a timing
assertion; the server is killed at the end whatever happens.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx

from tests.fuzz.world import COMBO, DCA, FUTURES_GRID, MARTINGALE, SPOT_GRID, User, logged_in, running_world

HUGE = 18446744073709551616
TIMEOUT = 30.0
"""Seconds any single answer may take before the server counts as stalled (each normally takes ms)."""
FG = "/contract/v5/fgridbot"
MANY_LEGS = [{"symbol": f"S{i}", "side": 1, "target_position_percent": "0.01"} for i in range(15_000)]
"""A combo of 15,000 legs (just under the 1 MiB body limit): each leg was compared with all before it."""
HOSTILE: list[tuple[str, dict[str, Any], str]] = [
    (f"{FG}/fgrid-bot-create", dict(FUTURES_GRID, cell_number=HUGE), "cell_number"),
    (f"{FG}/validate-fgrid-input", dict(FUTURES_GRID, cell_number=HUGE), "cell_number"),
    ("/s1/bot/grid/v1/create-grid", dict(SPOT_GRID, cell_number=HUGE), "cell_number"),
    ("/s1/bot/grid/v1/validate-input", dict(SPOT_GRID, cell_number=HUGE), "cell_number"),
    ("/s1/bot/grid/v1/validate-input", dict(SPOT_GRID, cell_number=10**6), "cell_number"),
    (f"{FG}/validate-fgrid-input", dict(FUTURES_GRID, cell_number=10**6), "cell_number"),
    (f"{FG}/validate-fgrid-input", dict(FUTURES_GRID, max_price="1e999999"), "max_price"),
    ("/s1/bot/dca/v1/create-bot", dict(DCA, max_safety_orders=HUGE), "max_safety_orders"),
    ("/s1/bot/dca/v1/create-bot", dict(DCA, max_safety_orders=10**7), "max_safety_orders"),
    ("/contract/v5/private/fmartingalebot/create-fmart-bot", dict(MARTINGALE, add_position_num=HUGE), ""),
    ("/contract/v5/private/fmartingalebot/create-fmart-bot", dict(MARTINGALE, add_position_num=10**7), ""),
    ("/contract/v5/private/fmartingalebot/get-fmart-limit", dict(MARTINGALE, add_position_num=10**7), ""),
    ("/contract/v5/private/fcombobot/create-bot", dict(COMBO, symbol_settings=MANY_LEGS), "symbol_settings"),
    ("/contract/v5/private/fcombobot/get-limit", dict(COMBO, symbol_settings=MANY_LEGS), "symbol_settings"),
]
"""(path, body, the field the refusal names or "" for any): inputs that size work."""
ORDINARY = [
    ("GET", "/v2/private/user/profile", None),
    ("GET", "/v2/private/asset/balances?account_type=FUND", None),
    ("POST", "/s1/bot/grid/v1/validate-input", SPOT_GRID),
    ("POST", f"{FG}/validate-fgrid-input", FUTURES_GRID),
    ("POST", "/s1/bot/tradingbot/v1/list-all-bots", {}),
]
"""Another user's ordinary calls, sent while the hostile ones are in flight."""


async def call(c: httpx.AsyncClient, user: User, method: str, path: str, body: object) -> dict[str, Any]:
    cookie = "; ".join(f"{k}={v}" for k, v in user.cookies.items())
    headers = {**user.headers, "content-type": "application/json", "cookie": cookie}
    content = None if body is None else json.dumps(body)
    r = await c.request(method, path, content=content, headers=headers)
    assert r.status_code < 500, (path, r.status_code, r.text[:300])
    data: dict[str, Any] = r.json()
    return data


async def exercise(base: str, attacker: User, other: User) -> None:
    async with httpx.AsyncClient(base_url=base, timeout=TIMEOUT) as c:
        hostile = [asyncio.create_task(call(c, attacker, "POST", p, b)) for p, b, _ in HOSTILE]
        ordinary = [asyncio.create_task(call(c, other, m, p, b)) for _ in range(4) for m, p, b in ORDINARY]
        for task in ordinary:
            answer = await task  # a stalled server raises httpx.ReadTimeout here
            assert answer["ret_code"] == 0, answer
        for (path, _, fld), task in zip(HOSTILE, hostile, strict=True):
            answer = await task
            checks = (answer["result"] or {}).get("checks") if answer["ret_code"] == 0 else None
            assert answer["ret_code"] != 0 or checks, (path, answer)  # refused, or checks that fail
            if fld and not checks:
                assert (answer["result"] or {}).get("field") == fld or fld in answer["ret_msg"], (
                    path,
                    answer,
                )


def test_inputs_that_size_work_stall_nobody(tmp_path: Path) -> None:
    with running_world(tmp_path) as world:
        other = logged_in(world.base, "other@example.com")
        asyncio.run(exercise(world.base, world.user, other))
        # and the server still answers everyone afterwards
        asyncio.run(exercise(world.base, world.user, other))
