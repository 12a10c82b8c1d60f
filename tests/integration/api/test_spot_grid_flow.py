"""A spot grid's whole life through the HTTP API: create, trade, withdraw, close, funds back."""

from __future__ import annotations

from decimal import Decimal

from tests.integration.conftest import ADMIN_TOKEN, Api

AUTH = {"Authorization": f"Bearer {ADMIN_TOKEN}"}
SPOT_GRID = {
    "symbol": "BTCUSDT",
    "min_price": "90000",
    "max_price": "110000",
    "cell_number": 10,
    "quote_investment": "1000",
    "invest_mode": 0,
}
"""A 90 000..110 000 BTCUSDT grid of 10 cells with 1 000 USDT."""
GRID = {
    **SPOT_GRID,
    "source": 1,
    "block_source": "MAIN_PAGE_CREATE_BLOCK",
    "create_type": "MANUAL",
}


async def test_validate_input_lists_checks_with_bounds(api: Api) -> None:
    await api.set_price("100000")
    ok = await api.post("/s1/bot/grid/v1/validate-input", GRID)
    assert ok["ret_code"] == 0, ok
    assert ok["result"]["check_code"] == "SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED"
    assert ok["result"]["checks"] == []
    bad = await api.post("/s1/bot/grid/v1/validate-input", dict(GRID, min_price="10000", cell_number=1))
    codes = {c["check_code"] for c in bad["result"]["checks"]}
    assert "SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW" in codes
    low = next(c for c in bad["result"]["checks"] if c["check_code"] == "SPOT_CHECK_CODE_LOW_PRICE_TOO_LOW")
    assert low["field"] == "min_price" and low["from"] == "30000"


async def test_create_run_withdraw_close(api: Api) -> None:
    await api.funded_trader()
    created = await api.post("/s1/bot/grid/v1/create-grid", GRID)
    assert created["ret_code"] == 0, created
    gid = created["result"]["grid_id"]
    detail = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    assert detail["status"] == "RUNNING", detail
    orders = (await api.post("/s1/bot/grid/v1/get-open-orders", {"grid_id": gid}))["result"]["list"]
    assert len(orders) == 10
    fund = (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    assert fund == [{"coin": "USDT", "free": "9000", "locked": "0"}]
    # one full cycle: down through a buy level and back up through the sell above it
    for p in ("97900", "100100", "101900", "100000"):
        await api.set_price(p)
    detail = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    assert detail["arbitrage_num"] >= 1
    assert Decimal(detail["grid_profit"]) > 0
    hist = (await api.post("/s1/bot/grid/v1/get-history-orders", {"grid_id": gid}))["result"]
    assert hist["total"] >= 3
    wd = (await api.post("/s1/bot/grid/v1/get-withdraw-detail", {"grid_id": gid}))["result"]
    assert Decimal(wd["withdrawable"]) > 0
    took = await api.post("/s1/bot/grid/v1/withdraw-profit", {"grid_id": gid, "amount": wd["withdrawable"]})
    assert took["ret_code"] == 0, took
    closed = await api.post("/s1/bot/grid/v1/close-grid", {"grid_id": gid, "close_mode": 3})
    assert closed["ret_code"] == 0, closed
    detail = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    assert detail["status"] == "COMPLETED" and detail["close_reason"] == "MANUAL"
    assert "USDT:" in detail["settlement_assets"]
    again = await api.post("/s1/bot/grid/v1/close-grid", {"grid_id": gid, "close_mode": 3})
    assert again["ret_code"] == 12016
    fund = (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    balances = {b["coin"]: Decimal(b["free"]) for b in fund}
    # quote settlement sold all the base it could: only dust below one lot (0.000001 BTC) is left
    assert balances.get("BTC", Decimal(0)) < Decimal("0.000001")
    assert balances["USDT"] > Decimal("10000")  # the grid made money on the round trip
    listed = (await api.post("/s1/bot/tradingbot/v1/list-all-bots", {"status": "closed"}))["result"]
    assert listed["total"] == 1 and listed["list"][0]["bot_id"] == gid


async def test_errors(api: Api) -> None:
    await api.funded_trader()
    poor = await api.post("/s1/bot/grid/v1/create-grid", dict(GRID, quote_investment="20000"))
    assert poor["ret_code"] == 12003, poor
    gid = (await api.post("/s1/bot/grid/v1/create-grid", GRID))["result"]["grid_id"]
    api.c.cookies.clear()
    await api.register("other@example.com", "password123")
    for call in ("close-grid", "query-grid-detail"):  # another user's grid answers as a missing one
        other = await api.post(f"/s1/bot/grid/v1/{call}", {"grid_id": gid, "close_mode": 4})
        missing = await api.post(f"/s1/bot/grid/v1/{call}", {"grid_id": "999", "close_mode": 4})
        assert other["ret_code"] == missing["ret_code"] == 12006, (other, missing)
        assert other["result"] == missing["result"] == {"bot_code": "NOT_FOUND"}
        assert (other["ret_msg"], missing["ret_msg"]) == (f"bot {gid} not found", "bot 999 not found")
    bad = await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": "abc"})
    assert bad["ret_code"] == 10001 and bad["result"]["field"] == "grid_id"


async def test_delist_and_ban_close_bots_with_their_reason(api: Api) -> None:
    await api.funded_trader()
    first = (await api.post("/s1/bot/grid/v1/create-grid", GRID))["result"]["grid_id"]
    r = await api.c.post("/admin/symbols/delist", json={"symbol": "BTCUSDT"}, headers=AUTH)
    assert r.json()["result"]["closed_bots"] == 1
    d = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": first}))["result"]["detail"]
    assert d["status"] == "COMPLETED" and d["close_reason"] == "SYMBOL_DELISTED"
    refused = await api.post("/s1/bot/grid/v1/create-grid", GRID)
    assert refused["ret_code"] == 12005
    eth = dict(GRID, symbol="ETHUSDT", min_price="3000", max_price="4000", quote_investment="500")
    await api.c.post("/admin/market/price", json={"symbol": "ETHUSDT", "price": "3500"}, headers=AUTH)
    second = (await api.post("/s1/bot/grid/v1/create-grid", eth))["result"]["grid_id"]
    r = await api.c.post(
        "/admin/users/tag", json={"email": "trader@example.com", "banned": True}, headers=AUTH
    )
    assert r.json()["result"]["closed_bots"] == 1
    d = (await api.post("/s1/bot/grid/v1/query-grid-detail", {"grid_id": second}))["result"]["detail"]
    assert d["close_reason"] == "USER_BANNED"
    banned = await api.post("/s1/bot/grid/v1/create-grid", eth)
    assert banned["ret_code"] == 12018
    fund = (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    usdt = next(b for b in fund if b["coin"] == "USDT")
    assert Decimal(usdt["free"]) + Decimal(usdt["locked"]) <= Decimal("10000")


async def test_running_bot_limit(api: Api) -> None:
    await api.funded_trader()
    small = dict(GRID, quote_investment="150", cell_number=5)
    for _ in range(50):
        assert (await api.post("/s1/bot/grid/v1/create-grid", small))["ret_code"] == 0
    over = await api.post("/s1/bot/grid/v1/create-grid", small)
    assert over["ret_code"] == 12004
