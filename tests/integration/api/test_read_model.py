"""Kept reads (issue 16): a detail or ``list-all-bots`` read twice is served from the engine's read
model, and these tests fail if it ever served an answer older than the last acknowledged write
(a step, a modify, a close, a create), or let a non-owner read what the owner's read kept.

Each test reads first (so the answer is kept), then writes, then reads again through the HTTP API.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from decimal import Decimal
from typing import Any

from tests.integration.api.test_futures_grid_replay import FG, admin, detail
from tests.integration.api.test_spot_grid_flow import SPOT_GRID as GRID
from tests.integration.conftest import Api

SG = "/s1/bot/grid/v1"
LIST_ALL = "/s1/bot/tradingbot/v1/list-all-bots"
FGRID = {
    "symbol": "BTCUSDT",
    "grid_mode": 1,
    "grid_type": 1,
    "min_price": "95000",
    "max_price": "105000",
    "cell_number": 10,
    "leverage": "5",
    "total_investment": "1000",
}


async def frozen_prices(api: Api) -> Callable[[str], Awaitable[None]]:
    """A funded trader, and spot BTC prices all at one market time (the first one's): only the
    engine's changes, not the market clock, can then make a kept answer stale."""
    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    ts = (await admin(api, "/admin/market/price", {"symbol": "BTCUSDT", "price": "99999"}))["ts"]

    async def price(p: str) -> None:
        await admin(api, "/admin/market/price", {"symbol": "BTCUSDT", "price": p, "ts": ts})

    await price("100000")  # the start price differs: the engine's market time is ``ts`` from here
    return price


async def grid_detail(api: Api, gid: str) -> dict[str, Any]:
    d: dict[str, Any] = (await api.result(f"{SG}/query-grid-detail", {"grid_id": gid}))["detail"]
    return d


async def ongoing(api: Api) -> dict[str, Any]:
    return await api.result(LIST_ALL, {})


async def test_detail_and_list_follow_every_step_at_the_same_price(api: Api) -> None:
    """A full grid cycle that ends at the price of the first read: a kept answer keyed on the price
    (or on nothing) would still say no cycle was made."""
    price = await frozen_prices(api)
    gid = (await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"]
    first = await grid_detail(api, gid)
    assert first == await grid_detail(api, gid)  # kept: the same answer
    listed = await ongoing(api)
    assert first["arbitrage_num"] == 0 and listed["list"][0]["arbitrage_num"] == 0
    for p in ("97900", "100100", "101900", "100000"):
        await price(p)
    after = await grid_detail(api, gid)
    assert after["current_price"] == first["current_price"] == "100000"
    assert after["operation_time"] == first["operation_time"]  # the same market time
    assert after["arbitrage_num"] >= 1 and Decimal(after["grid_profit"]) > 0
    row = (await ongoing(api))["list"][0]
    assert row["arbitrage_num"] == after["arbitrage_num"] and row["grid_profit"] == after["grid_profit"]


async def test_detail_follows_a_price_that_fills_nothing(api: Api) -> None:
    price = await frozen_prices(api)
    gid = (await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"]
    before = await grid_detail(api, gid)
    await price("100500")  # between two levels: no order crossed, nothing stored
    after = await grid_detail(api, gid)
    assert after["current_price"] == "100500" and after["equity"] != before["equity"]


async def test_detail_and_list_follow_withdraw_modify_and_close(api: Api) -> None:
    await api.funded_trader()
    gid = (await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"]
    for p in ("97900", "100100", "101900", "100000"):
        await api.set_price(p)
    d = await grid_detail(api, gid)
    assert d["cum_withdrew_amount"] == "0" and Decimal(d["withdrawable_amount"]) > 0
    took = await api.post(f"{SG}/withdraw-profit", {"grid_id": gid, "amount": d["withdrawable_amount"]})
    assert took["ret_code"] == 0, took
    assert (await grid_detail(api, gid))["cum_withdrew_amount"] == d["withdrawable_amount"]
    assert d["take_profit_price"] == ""
    tp = await api.post(f"{SG}/update-sgrid", {"grid_id": gid, "take_profit_price": "120000"})
    assert tp["ret_code"] == 0, tp
    assert (await grid_detail(api, gid))["take_profit_price"] == "120000"
    assert (await ongoing(api))["list"][0]["total_investment"] == "1000"
    regrid = {"grid_id": gid, "cell_number": 8, "add_investment": "500"}
    assert (await api.post(f"{SG}/update-sgrid", regrid))["ret_code"] == 0
    d = await grid_detail(api, gid)
    assert d["cell_number"] == 8 and d["total_investment"] == "1500"
    assert (await ongoing(api))["list"][0]["total_investment"] == "1500"
    closed = await api.post(f"{SG}/close-grid", {"grid_id": gid, "close_mode": 3})
    assert closed["ret_code"] == 0, closed
    d = await grid_detail(api, gid)
    assert d["status"] == "COMPLETED" and "USDT:" in d["settlement_assets"]
    assert await ongoing(api) == {"list": [], "total": 0, "page": 1, "limit": 20}
    done = (await api.post(LIST_ALL, {"status": "closed"}))["result"]
    assert [b["bot_id"] for b in done["list"]] == [gid] and done["list"][0]["status"] == "COMPLETED"


async def test_list_follows_creates_and_counts_past_one_page(api: Api) -> None:
    """The total is counted when a page is full and derived from a short page; both stay right as
    bots are created after a kept read."""
    await api.funded_trader(usdt="100000")
    ids = []
    for k in range(3):
        assert (await ongoing(api))["total"] == k
        ids.append((await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"])
    full = (await api.post(LIST_ALL, {"limit": 2}))["result"]
    assert full["total"] == 3 and [b["bot_id"] for b in full["list"]] == ids[::-1][:2]
    short = (await api.post(LIST_ALL, {"limit": 2, "page": 2}))["result"]
    assert short["total"] == 3 and [b["bot_id"] for b in short["list"]] == [ids[0]]
    past = (await api.post(LIST_ALL, {"limit": 2, "page": 3}))["result"]
    assert past["total"] == 3 and past["list"] == []
    ids.append((await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"])
    assert (await api.post(LIST_ALL, {"limit": 2, "page": 2}))["result"]["total"] == 4


async def test_a_kept_detail_is_still_refused_to_others(api: Api) -> None:
    await api.funded_trader()
    gid = (await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"]
    never_read = (await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"]
    await grid_detail(api, gid)  # kept for the owner
    await ongoing(api)
    api.c.cookies.clear()
    anonymous = await api.post(f"{SG}/query-grid-detail", {"grid_id": gid})
    assert anonymous["ret_code"] == 10007, anonymous
    await api.register("other@example.com")
    kept = await api.post(f"{SG}/query-grid-detail", {"grid_id": gid})
    fresh = await api.post(f"{SG}/query-grid-detail", {"grid_id": never_read})
    missing = await api.post(f"{SG}/query-grid-detail", {"grid_id": "999"})
    wrong_family = await api.post("/contract/v5/fgridbot/get-fgrid-detail", {"bot_id": gid})
    # kept or not, of this family or another, another user's grid answers as a missing one
    for answer, sent in ((kept, gid), (fresh, never_read), (wrong_family, gid), (missing, "999")):
        assert (answer["ret_code"], answer["ret_msg"], answer["result"]) == (
            12006,
            f"bot {sent} not found",
            {"bot_code": "NOT_FOUND"},
        ), answer
    assert (await api.post(f"{SG}/get-open-orders", {"grid_id": gid}))["ret_code"] == kept["ret_code"]
    assert await ongoing(api) == {"list": [], "total": 0, "page": 1, "limit": 20}


async def test_futures_detail_follows_steps_through_the_shared_plumbing(api: Api) -> None:
    await api.register()
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})
    await admin(api, "/admin/market/price", {"category": "linear", "symbol": "BTCUSDT", "price": "100000"})
    bot = (await api.post(f"{FG}/fgrid-bot-create", FGRID))["result"]["bot_id"]

    first = await detail(api, bot)
    for p in ("98900", "100000"):
        await admin(api, "/admin/market/price", {"category": "linear", "symbol": "BTCUSDT", "price": p})
    after = await detail(api, bot)
    assert after != first and after["arbitrage_num"] >= 1
    row = (await ongoing(api))["list"][0]
    assert row["bot_id"] == bot and row["arbitrage_num"] == after["arbitrage_num"]
    r = await api.post(f"{FG}/add-margin", {"bot_id": bot, "amount": "500"})
    assert r["ret_code"] == 0, r
    assert (await detail(api, bot))["total_investment"] == "1500"


def _no_time(raw: bytes) -> bytes:
    return re.sub(rb'"time_now":"[0-9.]+"', b"", raw)


async def test_fast_reads_answer_the_bytes_of_the_fastapi_routes(api: Api) -> None:
    """A JSON body other than ``application/json`` goes to the FastAPI route; both answers (and
    their headers) must be the same bytes, apart from the time."""
    await api.funded_trader()
    gid = (await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"]
    csrf = api._headers()
    calls: list[tuple[str, dict[str, Any]]] = [
        (f"{SG}/query-grid-detail", {"grid_id": gid}),
        (f"{SG}/query-grid-detail", {"grid_id": "not-a-number"}),
        (f"{SG}/query-grid-detail", {"grid_id": "999"}),
        (f"{SG}/get-open-orders", {"grid_id": gid}),
        (f"{SG}/get-history-orders", {"grid_id": gid}),
        (f"{SG}/query-follow-grid-detail", {"grid_id": gid}),
        (LIST_ALL, {}),
        (LIST_ALL, {"status": "nope"}),
    ]
    for path, body in calls:
        content = json.dumps(body)
        fast = await api.c.post(path, content=content, headers={**csrf, "content-type": "application/json"})
        slow = await api.c.post(path, content=content, headers={**csrf, "content-type": "application/x+json"})
        assert fast.status_code == slow.status_code == 200
        assert _no_time(fast.content) == _no_time(slow.content), path
        assert fast.headers == slow.headers
    empty = await api.c.post(LIST_ALL, headers=csrf)
    assert empty.json()["result"]["total"] == 1
    broken = await api.c.post(LIST_ALL, content=b"{", headers={**csrf, "content-type": "application/json"})
    assert broken.json()["ret_code"] != 0 and broken.json()["result"]["field"] == "body"
    listed = await api.c.post(LIST_ALL, content=b"[]", headers={**csrf, "content-type": "application/json"})
    assert listed.json()["ret_code"] != 0
    tickers = await api.c.get("/s1/bot/market/v1/tickers")
    repeated = await api.c.get("/s1/bot/market/v1/tickers?symbol=BTCUSDT&symbol=BTCUSDT")
    one = await api.c.get("/s1/bot/market/v1/tickers?symbol=BTCUSDT")
    assert tickers.json()["result"]["list"][0]["symbol"] == "BTCUSDT"
    assert _no_time(repeated.content) == _no_time(one.content)
    bad = await api.c.get("/s1/bot/market/v1/tickers?category=nope")
    assert bad.json()["result"]["field"] == "category"
