"""The public ranking through the HTTP API on SQLite and PostgreSQL (issue 15, SPEC §2 "Ranking
list"): bots of every family generated through their create calls, market time moved with the
admin price call; buckets, family and symbol filters, sorters and paging with exact membership and
order; the minimum running time; a closed bot with its outcome; the funds-added marker; 24 h PnL,
drawdown and yield trend from the PnL history; an unlisted owner; no private data in a row."""

from __future__ import annotations

import json
import time
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from tests.integration.api.test_dca_api import SAFETY
from tests.integration.api.test_fcombo_api import COMBO
from tests.integration.api.test_fmart_api import LONG
from tests.integration.api.test_futures_grid_replay import admin
from tests.integration.conftest import Api
from tradingbot.core.time_units import DAY_MS, HOUR_MS

RANK = "/operation/tools/v1/mixed-ranking"
SETTINGS = "/s1/bot/tradingbot/v1/ranking-settings"
GRID = {"symbol": "BTCUSDT", "min_price": "90000", "max_price": "110000", "cell_number": 10, "invest_mode": 0}
FGRID = {
    "symbol": "BTCUSDT",
    "grid_mode": 2,
    "grid_type": 1,
    "min_price": "95000",
    "max_price": "105000",
    "cell_number": 10,
    "leverage": "20",
}
FMART_CLOSE = "/contract/v5/private/fmartingalebot/close-fmart-bot"
CREATE = {
    "GRID_SPOT": ("/s1/bot/grid/v1/create-grid", GRID, "quote_investment", "grid_id"),
    "GRID_FUTURES": ("/contract/v5/fgridbot/fgrid-bot-create", FGRID, "total_investment", "bot_id"),
    "DCA_SPOT": ("/s1/bot/dca/v1/create-bot", SAFETY, "", "bot_id"),
    "MART_FUTURES": ("/contract/v5/private/fmartingalebot/create-fmart-bot", LONG, "init_margin", "bot_id"),
    "COMBO_FUTURES": ("/contract/v5/private/fcombobot/create-bot", COMBO, "init_margin", "bot_id"),
}
LINEAR = {"BTCUSDT": 100000, "ETHUSDT": 2500, "SOLUSDT": 150}
T0 = 4_102_448_400_000
"""2100-01-01 01:00 UTC: a fixed market time (after the start price, taken at the wall clock), so
the perpetuals' funding times and their synthetic rates, and hence the figures, are the same on any day."""


def container(api: Api) -> Any:
    return api.c._transport.app.state.container  # type: ignore[attr-defined]


async def market(api: Api, ts: int, move: int = 0) -> None:
    """Spot BTCUSDT and the three perpetuals at ``ts``, ``move`` per mille from the start prices."""
    spot = {"symbol": "BTCUSDT", "price": str(100000 + 100 * move), "ts": ts}
    await admin(api, "/admin/market/price", spot)
    for symbol, price in LINEAR.items():
        body = {"category": "linear", "symbol": symbol, "price": str(price + price * move // 1000), "ts": ts}
        await admin(api, "/admin/market/price", body)


async def login(api: Api, email: str) -> None:
    await api.post("/logout", {})
    r = await api.post("/v2/public/user/login", {"email": email, "password": "correct horse"})
    assert r["ret_code"] == 0, r


async def trader(api: Api, email: str) -> None:
    await api.post("/logout", {})
    await api.register(email)
    await api.post("/v2/private/user/demo-funds", {"coin": "USDT", "amount": "10000"})


async def create(api: Api, family: str, investment: str, **extra: Any) -> str:
    path, body, field, id_field = CREATE[family]
    payload = dict(body, **extra)
    if field:
        payload[field] = investment
    r = await api.post(path, payload)
    assert r["ret_code"] == 0, r
    return str(r["result"][id_field])


async def ranking(api: Api, **body: Any) -> dict[str, Any]:
    container(api).ranking.invalidate()  # the rows are cached for CACHE_MS; time "passed"
    r = await api.post(RANK, body)
    assert r["ret_code"] == 0, r
    return r["result"]  # type: ignore[no-any-return]


def ids(result: dict[str, Any]) -> list[str]:
    return [row["botId"] for row in result["list"]]


async def scene(api: Api) -> tuple[int, dict[str, str]]:
    """Two traders, five bots: three started three days ago, two two hours ago, one just now."""
    t0 = T0
    await trader(api, "trader@example.com")
    await trader(api, "other@example.com")
    await market(api, t0, -1)  # a new price: the market's clock starts at t0
    await login(api, "trader@example.com")
    bots = {
        "G": await create(api, "GRID_SPOT", "1000"),
        "F": await create(api, "GRID_FUTURES", "1500"),
        "C": await create(api, "COMBO_FUTURES", "1200"),
    }
    await market(api, t0 + 3 * DAY_MS, 1)
    bots["M"] = await create(api, "MART_FUTURES", "800")
    await login(api, "other@example.com")
    bots["D"] = await create(api, "DCA_SPOT", "")
    now = t0 + 3 * DAY_MS + 2 * HOUR_MS
    await market(api, now, 10)
    bots["N"] = await create(api, "GRID_SPOT", "500")  # too young to be ranked
    return now, bots


def by_id(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {row["botId"]: row for row in result["list"]}


async def test_filters_sorters_and_paging(api: Api) -> None:
    _, b = await scene(api)
    every = await ranking(api, limit=50)
    assert every["total"] == 5 and set(ids(every)) == {b[k] for k in "GFCMD"}  # N ran under an hour
    rows = by_id(every)
    old = 3 * DAY_MS + 2 * HOUR_MS
    assert [rows[b[k]]["runningTime"] for k in "GFCMD"] == [old, old, old, 2 * HOUR_MS, 2 * HOUR_MS]
    assert [rows[b[k]]["pnlPer"] for k in "GFCMD"] == PNL_PER, [rows[b[k]]["pnlPer"] for k in "GFCMD"]
    # PnL % descending is the default order; ascending reverses it (ties: older first both ways)
    assert ids(every) == [b[k] for k in BY_PNL_DESC]
    assert ids(await ranking(api, sortBy="PNL_PER", sortOrder="ASC")) == [b[k] for k in reversed(BY_PNL_DESC)]
    assert ids(await ranking(api, sortBy="INVESTMENT")) == [b[k] for k in "FCGMD"]
    assert ids(await ranking(api, sortBy="investment", sortOrder="asc")) == [b[k] for k in "DMGCF"]
    page2 = await ranking(api, sortBy="INVESTMENT", page=2, limit=2)
    assert ids(page2) == [b["G"], b["M"]] and page2["total"] == 5
    assert ids(await ranking(api, sortBy="INVESTMENT", page=3, limit=2)) == [b["D"]]
    assert ids(await ranking(api, sortBy="INVESTMENT", page=4, limit=2)) == []
    # running-time buckets
    assert set(ids(await ranking(api, runTimeBucket="WITHIN_1D"))) == {b["M"], b["D"]}
    assert set(ids(await ranking(api, runTimeBucket="D1_TO_D7"))) == {b["G"], b["F"], b["C"]}
    assert ids(await ranking(api, runTimeBucket="D7_TO_D30")) == []
    assert ids(await ranking(api, runTimeBucket="OVER_D30")) == []
    # PnL % buckets (percent, from inclusive, to exclusive); F lost money: in none
    for bucket, members in PNL_BUCKET_MEMBERS.items():
        assert set(ids(await ranking(api, pnlBucket=bucket))) == {b[k] for k in members}, bucket
    # family and symbol (a combo is found by any of its legs)
    assert ids(await ranking(api, botType="GRID_FUTURES")) == [b["F"]]
    assert ids(await ranking(api, symbol="ETHUSDT")) == [b["C"]]
    assert ids(await ranking(api, botType="DCA_SPOT", runTimeBucket="D1_TO_D7")) == []
    # the filter call serves every id the ranking takes
    f = (await api.post("/operation/tools/v1/ranking-filter", {}))["result"]
    assert [x["id"] for x in f["runTimeBuckets"]] == ["WITHIN_1D", "D1_TO_D7", "D7_TO_D30", "OVER_D30"]
    assert [x["id"] for x in f["pnlBuckets"]] == [
        "PNL_0_5", "PNL_5_10", "PNL_10_20", "PNL_20_50", "PNL_50_70", "PNL_70_100", "PNL_OVER_100",
    ]  # fmt: skip
    assert f["botTypes"] == ["GRID_SPOT", "GRID_FUTURES", "DCA_SPOT", "MART_FUTURES", "COMBO_FUTURES"]
    assert f["sorters"] == ["PNL_PER", "INVESTMENT", "COPIED_COUNT"]
    bad_filters: list[dict[str, Any]] = [
        {"runTimeBucket": "FOREVER"}, {"pnlBucket": "PNL_5_6"}, {"botType": "SPOT_MAGIC"}, {"sortBy": "NAME"},
        {"sortOrder": "UP"}, {"limit": 500}, {"symbol": 5},
    ]  # fmt: skip
    for body in bad_filters:
        (field,) = body  # the error names the one bad field
        r = await api.post(RANK, body)
        assert r["ret_code"] == 10001 and r["result"]["field"] == field, (body, r)


async def test_row_figures_outcome_funds_and_privacy(api: Api) -> None:
    now, b = await scene(api)
    c = container(api)
    await login(api, "trader@example.com")
    r = await api.post("/contract/v5/fgridbot/add-margin", {"bot_id": b["F"], "amount": "100"})
    assert r["ret_code"] == 0, r
    # a point a day and an hour ago (every running bot), then the market moves on
    wall = time.time_ns() // 1_000_000
    await c.pnl_history.sample(wall - DAY_MS - HOUR_MS)
    before = by_id(await ranking(api))
    await market(api, now + HOUR_MS, 20)
    assert (await api.post(FMART_CLOSE, {"bot_id": b["M"]}))["ret_code"] == 0
    after = by_id(await ranking(api))
    grid, then = after[b["G"]], before[b["G"]]
    assert Decimal(grid["pnl24h"]) == Decimal(grid["pnl"]) - Decimal(then["pnl"])
    assert grid["pnl7d"] == grid["pnl"]  # no point a week back: the whole PnL
    day = (wall - DAY_MS - HOUR_MS) // DAY_MS * DAY_MS
    assert grid["yieldTrendList"] == [{"statTime": day, "yieldRateE4": then["yieldRateE4"]}]
    fgrid = after[b["F"]]
    assert fgrid["fundsAdded"] is True and fgrid["fundsWithdrawn"] is False
    assert [after[b[k]]["fundsAdded"] for k in "GCD"] == [False, False, False]
    assert fgrid["investment"] == "1600"  # the added margin counts as put in
    worst = -min(Decimal(0), Decimal(before[b["F"]]["pnl"]), Decimal(fgrid["pnl"]))
    assert fgrid["maxDrawdownE4"] == int((worst / 1600 * 10000).quantize(Decimal(1), ROUND_HALF_UP))
    assert fgrid["fgridBot"]["leverageE2"] == 2000 and fgrid["fgridBot"]["gridMode"] == "LONG"
    closed = after[b["M"]]  # closed within the window: still listed, with its outcome
    assert closed["botStatus"] == "COMPLETED" and closed["closeReason"] != "" and closed["endTime"] > 0
    assert after[b["C"]]["fcomboBot"]["leverageE2"] == 200
    assert after[b["D"]]["dcaBot"]["dcaType"] == "SAFETY_ORDER"
    # nothing private: masked names without domain, no e-mail, no user or account ids
    text = json.dumps(after)
    assert "@" not in text and "example" not in text and "user" not in text.lower()
    assert {row["nickName"] for row in after.values()} == {"tr***", "ot***"}
    assert set(grid) == ROW_KEYS | {"gridBot"}


async def test_unlisted_owner_disappears_and_cannot_be_copied(api: Api) -> None:
    _, b = await scene(api)
    assert b["D"] in ids(await ranking(api))
    await login(api, "other@example.com")
    assert (await api.post(SETTINGS, {}))["result"] == {"listed": True, "nick_name": "ot***"}
    r = await api.post(SETTINGS, {"listed": False})
    assert r["result"] == {"listed": False, "nick_name": "ot***"}
    assert (await api.post(SETTINGS, {"listed": "no"}))["result"]["field"] == "listed"
    assert set(ids(await ranking(api))) == {b[k] for k in "GFCM"}
    await login(api, "trader@example.com")
    copy = await api.post("/s1/bot/tradingbot/v1/copy-params", {"bot_type": "DCA_SPOT", "bot_id": b["D"]})
    assert copy["ret_code"] == 12006 and copy["result"]["bot_code"] == "NOT_FOUND", copy
    await login(api, "other@example.com")
    await api.post(SETTINGS, {"listed": True})
    assert b["D"] in ids(await ranking(api))
    await api.post("/logout", {})
    assert (await api.post(SETTINGS, {}))["ret_code"] == 10007


ROW_KEYS = {
    "botType", "botId", "symbol", "createTime", "endTime", "runningTime", "investment", "pnl", "pnlPer",
    "yieldRateE4", "pnl24h", "pnl7d", "maxDrawdownE4", "nickName", "fundsAdded", "fundsWithdrawn",
    "botStatus", "closeReason", "yieldTrendList", "copiedCount",
}  # fmt: skip
PNL_PER = ["0.00489", "0.093461", "0.009228", "0.002837", "0.002365"]
BY_PNL_DESC = "FCGMD"
PNL_BUCKET_MEMBERS: dict[str, str] = {"PNL_0_5": "CGMD", "PNL_5_10": "F", "PNL_10_20": "", "PNL_OVER_100": ""}
