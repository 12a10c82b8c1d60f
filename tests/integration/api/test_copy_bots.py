"""Copying a ranked bot through the HTTP API on SQLite and PostgreSQL (issue 15, "Copy / follow"):
for each of the five families the copy's parameters scaled to the copier's investment, the copy
created by the family's own create call (``create_type`` COPY, ``followed_grid_id``), the
original's copied count; and the refusals: own bot, closed original, short balance, unlisted
owner, no followed id."""

from __future__ import annotations

import time
from decimal import Decimal
from typing import Any

import pytest

from tests.integration.api.test_ranking import CREATE, FMART_CLOSE, create, login, market, ranking, trader
from tests.integration.conftest import Api
from tradingbot.core.time_units import HOUR_MS

PARAMS = "/s1/bot/tradingbot/v1/copy-params"
COPY = "/s1/bot/tradingbot/v1/copy-bot"
SCALED: dict[str, tuple[str, dict[str, Any]]] = {
    "GRID_SPOT": ("500", {"quote_investment": "500", "min_price": "90000", "cell_number": 10}),
    "GRID_FUTURES": ("750", {"total_investment": "750", "leverage": "20", "grid_mode": 2}),
    "DCA_SPOT": ("168.75", {"init_order_amount": "50", "safety_order_amount": "25", "max_safety_orders": 3}),
    "MART_FUTURES": ("400", {"init_margin": "400", "add_position_num": 3, "round_tp_percent": "0.03"}),
    "COMBO_FUTURES": ("600", {"init_margin": "600", "leverage": "2"}),
}
"""Per family: half the original's investment and what the copy's request then says."""
INVEST = {
    "GRID_SPOT": "1000",
    "GRID_FUTURES": "1500",
    "DCA_SPOT": "",
    "MART_FUTURES": "800",
    "COMBO_FUTURES": "1200",
}


async def original(api: Api, family: str) -> tuple[int, str]:
    """trader@ runs one bot of ``family`` for two hours; other@ is logged in, with 10 000 USDT."""
    t0 = time.time_ns() // 1_000_000
    await trader(api, "trader@example.com")
    await trader(api, "other@example.com")
    await market(api, t0, -1)
    await login(api, "trader@example.com")
    bot = await create(api, family, INVEST[family])
    await market(api, t0 + 2 * HOUR_MS, 1)
    await login(api, "other@example.com")
    return t0 + 2 * HOUR_MS, bot


@pytest.mark.parametrize("family", list(SCALED))
async def test_copy_each_family_scaled_and_counted(api: Api, family: str) -> None:
    _, bot = await original(api, family)
    half, expected = SCALED[family]
    preview = await api.post(PARAMS, {"bot_type": family, "bot_id": bot, "investment": half})
    assert preview["ret_code"] == 0, preview
    p = preview["result"]
    assert p["investment"] == half and p["checks"] == [], p
    assert p["original_investment"] == (INVEST[family] or "337.5")
    params = p["params"]
    assert {k: params[k] for k in expected} == expected
    assert params["create_type"] == "COPY" and params["followed_grid_id"] == bot
    assert params["block_source"] == "RANK_LIST" and "entry_price" not in params
    path, _, _, id_field = CREATE[family]
    made = await api.post(path, params)  # the family's own create call takes the copy
    assert made["ret_code"] == 0, made
    copy_id = str(made["result"][id_field])
    listed = {row["botId"]: row for row in (await ranking(api))["list"]}
    assert listed[bot]["copiedCount"] == 1 and copy_id not in listed  # the copy has not run an hour
    assert Decimal(listed[bot]["investment"]) == Decimal(p["original_investment"])
    again = await api.post(COPY, {"bot_type": family, "bot_id": bot, "investment": half})
    assert again["ret_code"] == 0, again
    assert again["result"]["followed_bot_id"] == bot
    assert (await ranking(api, sortBy="COPIED_COUNT"))["list"][0] == dict(listed[bot], copiedCount=2)


async def test_copy_refusals(api: Api) -> None:
    _, bot = await original(api, "MART_FUTURES")
    body = {"bot_type": "MART_FUTURES", "bot_id": bot}
    short = await api.post(COPY, dict(body, investment="20000"))
    assert short["ret_code"] == 12003 and short["result"]["bot_code"] == "INSUFFICIENT_BALANCE", short
    path = CREATE["MART_FUTURES"][0]
    params = (await api.post(PARAMS, body))["result"]["params"]
    missing = await api.post(path, {k: v for k, v in params.items() if k != "followed_grid_id"})
    assert missing["ret_code"] == 10001 and missing["result"]["field"] == "followed_grid_id", missing
    wrong = await api.post(COPY, {"bot_type": "GRID_SPOT", "bot_id": bot})  # another family's id
    assert wrong["ret_code"] == 12006, wrong
    for bad, field in (
        ({"bot_type": "X", "bot_id": bot}, "bot_type"),
        ({"bot_type": "MART_FUTURES"}, "bot_id"),
        (dict(body, investment="-5"), "investment"),
        (dict(body, investment="lots"), "investment"),
    ):
        r = await api.post(PARAMS, bad)
        assert r["ret_code"] == 10001 and r["result"]["field"] == field, (bad, r)
    await login(api, "trader@example.com")
    own = await api.post(path, params)
    assert own["ret_code"] == 12005 and own["result"]["bot_code"] == "FORBIDDEN", own
    await api.post("/s1/bot/tradingbot/v1/ranking-settings", {"listed": False})
    await login(api, "other@example.com")
    hidden = await api.post(path, params)
    assert hidden["ret_code"] == 12006 and hidden["result"]["bot_code"] == "NOT_FOUND", hidden
    await login(api, "trader@example.com")
    await api.post("/s1/bot/tradingbot/v1/ranking-settings", {"listed": True})
    assert (await api.post(FMART_CLOSE, {"bot_id": bot}))["ret_code"] == 0
    await login(api, "other@example.com")
    closed = await api.post(path, params)
    assert closed["ret_code"] == 12016 and closed["result"]["bot_code"] == "BOT_HAS_BEEN_CLOSED", closed
    logged_out = await api.post("/logout", {})
    assert logged_out["ret_code"] == 0
    assert (await api.post(COPY, dict(body, investment="100")))["ret_code"] == 10007
    row = (await ranking(api))["list"][0]
    assert row["botId"] == bot and row["copiedCount"] == 0 and row["botStatus"] == "COMPLETED"
