"""Server-side PnL history: the engine's samples land in minute (first day), hour and day buckets,
the call answers the finest bucket for the range asked, only to the bot's owner, and bad input
answers a field."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from tests.integration.api.test_fmart_api import FM, LONG, detail, ready
from tests.integration.conftest import Api
from tradingbot.core.time_units import DAY_MS, HOUR_MS

PNL = "/s1/bot/tradingbot/v1/pnl-history"


def container(api: Api) -> Any:
    return api.c._transport.app.state.container  # type: ignore[attr-defined]


async def test_samples_fill_the_buckets_and_the_range_picks_one(api: Api) -> None:
    await ready(api)
    bot = (await api.post(f"{FM}/create-fmart-bot", LONG))["result"]["bot_id"]
    c = container(api)
    t0 = (await detail(api, bot))["create_time"]
    assert await c.pnl_history.sample(t0 + 1_000) == 1
    await api.set_perp_price("99000")
    await c.pnl_history.sample(t0 + 61_000)
    await c.pnl_history.sample(t0 + 2 * HOUR_MS)
    await c.pnl_history.sample(t0 + 2 * DAY_MS)  # past the first day: no minute point any more
    first_day = (await api.post(PNL, {"bot_id": bot, "start": t0, "end": t0 + 3 * HOUR_MS}))["result"]
    assert first_day["interval"] == "m" and len(first_day["list"]) == 3, first_day
    assert Decimal(first_day["list"][1]["pnl"]) < Decimal(first_day["list"][0]["pnl"])  # the price fell
    whole = (await api.post(PNL, {"bot_id": bot}))["result"]
    assert whole["interval"] == "h" and len(whole["list"]) == 3  # hours 0, 2 and day 2's hour
    assert set(whole["list"][0]) == {"ts", "equity", "pnl", "pnl_per"}
    d = await detail(api, bot)
    assert whole["list"][-1]["equity"] == d["equity"] or Decimal(whole["list"][-1]["equity"]) > 0


async def test_a_closed_bot_gets_its_final_point_then_no_more(api: Api) -> None:
    await ready(api)
    bot = (await api.post(f"{FM}/create-fmart-bot", LONG))["result"]["bot_id"]
    c = container(api)
    t0 = (await detail(api, bot))["create_time"]
    await c.pnl_history.sample(t0 + 1_000)
    assert (await api.post(f"{FM}/close-fmart-bot", {"bot_id": bot}))["ret_code"] == 0
    assert await c.pnl_history.sample(t0 + 120_000) == 1  # the final point of the closed bot
    assert await c.pnl_history.sample(t0 + 240_000) == 0
    points = (await api.post(PNL, {"bot_id": bot}))["result"]["list"]
    final = await detail(api, bot)
    assert points[-1]["pnl"] == final["pnl"]


async def test_owner_only_and_bad_input(api: Api) -> None:
    await ready(api)
    bot = (await api.post(f"{FM}/create-fmart-bot", LONG))["result"]["bot_id"]
    for body, field in (
        ({}, "bot_id"),
        ({"bot_id": "x"}, "bot_id"),
        ({"bot_id": bot, "start": "soon"}, "start"),
    ):
        r = await api.post(PNL, body)
        assert r["ret_code"] != 0 and r["result"]["field"] == field, r
    await api.post("/v2/private/user/logout", {})
    await api.register("other@example.com")
    other = await api.post(PNL, {"bot_id": bot})  # another user's bot answers as a missing one
    missing = await api.post(PNL, {"bot_id": "999999"})
    assert other["ret_code"] == missing["ret_code"] == 12006, (other, missing)
    assert other["result"] == missing["result"] and other["ret_msg"] == f"bot {bot} not found", other
