"""The remaining spot grid calls: estimates, balances, modes, filters, AI params, updates, follow."""

from __future__ import annotations

import time
from decimal import Decimal

from tests.integration.api.test_spot_grid_flow import AUTH, GRID
from tests.integration.conftest import Api

SG = "/s1/bot/grid/v1"


async def set_price_at(api: Api, p: str, ts: int) -> None:
    r = await api.c.post(
        "/admin/market/price", json={"symbol": "BTCUSDT", "price": p, "ts": ts}, headers=AUTH
    )
    assert r.json()["ret_code"] == 0, r.json()


async def test_public_reads(api: Api) -> None:
    await api.set_price("100000")
    modes = (await api.post(f"{SG}/get-close-modes", {}))["result"]
    assert [m["close_mode"] for m in modes["list"]] == [2, 3, 4] and modes["default"] == 4
    filt = (await api.post(f"{SG}/ranking-filter", {}))["result"]
    mixed = (await api.post("/operation/tools/v1/ranking-filter", {}))["result"]
    assert filt == {**mixed, "botTypes": ["GRID_SPOT"]}
    assert len(filt["runTimeBuckets"]) == 4 and len(filt["pnlBuckets"]) == 7
    rec = (await api.post(f"{SG}/recommend-symbol", {}))["result"]["list"]
    assert "BTCUSDT" in [r["symbol"] for r in rec]
    init = (await api.post(f"{SG}/get-initial-buy-amount", GRID))["result"]
    # 10 cells of 2,000 around 100,000: 5 sell cells get q each, bought at the last price
    q = Decimal(init["per_grid_qty"])
    assert Decimal(init["base_amount"]) == 5 * q and init["price"] == "100000"
    assert Decimal(init["quote_cost"]) == 5 * q * 100000


async def test_ai_params_from_the_market(api: Api) -> None:
    for i in range(200):  # a zig-zag of hourly-scale moves feeds the volatility rule
        await api.set_price(str(100000 + (i % 7) * 150 - (i % 3) * 90))
    body = await api.get(f"{SG}/ai-params-detail", symbol="BTCUSDT")
    assert body["ret_code"] == 0, body
    rows = body["result"]["list"]
    assert [r["style"] for r in rows] == ["HIGH_PROFITS", "STEADY", "HIGH_FREQUENCY"]
    assert body["result"]["method"] == "backtest_sweep"
    for r in rows:
        assert Decimal(r["min_price"]) < 100000 < Decimal(r["max_price"])
        assert "out_of_sample" in r and r["window"]["days"]
        assert 2 <= r["cell_number"] <= 200
        for key in ("max_drawdown_ratio", "volatility_ratio", "actual_yield"):
            assert key in r
    # every figure over its own window: a window under 30 days answers its yield, no APR
    for key, win in body["result"]["windows"].items():
        for r in win["params"]:
            assert (r["window_start"], r["window_end"]) == (win["window"]["start"], win["window"]["end"])
            days = (Decimal(r["window_end"] - r["window_start"]) / 86_400_000).quantize(Decimal("0.01"))
            assert Decimal(r["window_days"]) == days < 30, key  # 200 minutes of history
            assert r["annual_percentage_yield"] is None and Decimal(r["actual_yield"]) > -1
            oos = r.get("out_of_sample")
            assert oos is None or (
                oos["fit_annual_percentage_yield"],
                oos["test_annual_percentage_yield"],
            ) == (
                None,
                None,
            )
    assert rows == body["result"]["ai_params"] == body["result"]["windows"]["7"]["params"]
    bad = await api.get(f"{SG}/ai-params-detail", symbol="NOPE")
    assert bad["ret_code"] == 12101


async def test_balances_update_and_follow(api: Api) -> None:
    await api.funded_trader()
    avail = (await api.post(f"{SG}/query-available-balance", {"symbol": "BTCUSDT"}))["result"]
    assert avail["quote_available"] == "10000" and avail["base_available"] == "0"
    gid = (await api.post(f"{SG}/create-grid", GRID))["result"]["grid_id"]
    bl = (await api.post(f"{SG}/query-balance-list", {"coins": ["USDT"]}))["result"]["list"]
    assert bl == [{"coin": "USDT", "free": "9000", "locked": "0"}]
    assert (await api.post(f"{SG}/list-user-reward", {}))["result"] == {"list": []}

    before = (await api.post(f"{SG}/get-open-orders", {"grid_id": gid}))["result"]["list"]
    same = await api.post(f"{SG}/validate-update-sgrid", {"grid_id": gid})
    assert same["result"]["check_code"] == "SPOT_CHECK_CODE_PARAM_NOT_CHANGED"
    tp_only = {"grid_id": gid, "take_profit_price": "120000"}
    v = (await api.post(f"{SG}/validate-update-sgrid", tp_only))["result"]
    assert v["checks"] == [] and v["regrid"] is False
    assert (await api.post(f"{SG}/update-sgrid", tp_only))["result"]["regrid"] is False
    after = (await api.post(f"{SG}/get-open-orders", {"grid_id": gid}))["result"]["list"]
    assert [o["client_order_id"] for o in after] == [o["client_order_id"] for o in before]
    d = (await api.post(f"{SG}/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    assert d["take_profit_price"] == "120000"
    too_low = await api.post(f"{SG}/update-sgrid", {"grid_id": gid, "take_profit_price": "95000"})
    assert too_low["ret_code"] == 12002 and too_low["result"]["check_code"].startswith("SPOT_CHECK_CODE_TP")
    regrid = {"grid_id": gid, "cell_number": 8, "add_investment": "500"}
    assert (await api.post(f"{SG}/update-sgrid", regrid))["result"]["regrid"] is True
    d = (await api.post(f"{SG}/query-grid-detail", {"grid_id": gid}))["result"]["detail"]
    assert d["cell_number"] == 8 and d["total_investment"] == "1500"
    fund = (await api.get("/v2/private/asset/balances", account_type="FUND"))["result"]["list"]
    assert fund[0]["free"] == "8500"

    follow = (await api.post(f"{SG}/query-follow-grid-detail", {"grid_id": gid}))["result"]
    assert follow["symbol"] == "BTCUSDT" and follow["nick_name"] == "tr***@example.com"
    assert "equity" not in follow and "defeat_percentage" not in follow  # no other grids to beat


async def test_defeat_percentage_against_peers_that_ran_a_day(api: Api) -> None:
    """20 grids that hold little base and one that holds a lot; the price rises. Once they have run a
    day, the one beats all 20 (shown capped at 0.99); a peer beats nobody (ties do not count), so
    its share stays hidden (below 0.6); before a day nobody has peers to compare with."""
    await api.funded_trader()
    t0 = int(time.time() * 1000) + 60_000
    await set_price_at(api, "100000", t0)
    peer = dict(GRID, min_price="70000", max_price="101000", cell_number=4, quote_investment="300")
    peers = [(await api.post(f"{SG}/create-grid", peer))["result"]["grid_id"] for _ in range(20)]
    best = dict(GRID, min_price="95000", max_price="130000", cell_number=4, quote_investment="300")
    top = (await api.post(f"{SG}/create-grid", best))["result"]["grid_id"]

    async def follow(gid: object) -> dict[str, object]:
        return await api.result(f"{SG}/query-follow-grid-detail", {"grid_id": gid})

    await set_price_at(api, "104000", t0 + 3_600_000)
    assert "defeat_percentage" not in await follow(top)  # an hour in: no peer has run a day
    await set_price_at(api, "104100", t0 + 2 * 86_400_000)
    assert (await follow(top))["defeat_percentage"] == "0.99"
    assert "defeat_percentage" not in await follow(peers[0])
